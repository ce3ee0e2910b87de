"""Down In Flames: DVG's *Aces High* basic game and GMT's *ZERO!* campaign game.

One game with two editions, not two games. Both books play the same card duel (fighter
cards, one shared Action deck, In My Sights answered by Barrel Roll…), their players look
things up in one place, and the glossary and rules pages already live under ``dif/``. What
differs is carried as data: every aircraft card and every edition-specific table names its
``edition`` (``aces-high`` or ``zero``), a set-up file says which edition it plays, and a
value is never borrowed from the other book (a ZERO! Zero is not an Aces High Zeke).
"""

from ...reading.loaded import DeckSupport, GameSystem, Kind, when_called
from . import setups
from .schema import ActionCard, Aircraft, DifGame

SYSTEM = GameSystem(
    id="dif",
    game_model=DifGame,
    kinds=(
        Kind(
            "aircraft",
            Aircraft,
            "Aircraft",
            columns=("edition", "nation", "role", "year", "vp", "airframe_flip", "airframe_total"),
        ),
        Kind(
            "action-cards",
            ActionCard,
            "Action cards",
            card=True,
            columns=("manoeuvre", "reacts_to", "tactic", "count"),
        ),
    ),
    decks=DeckSupport(
        setups.SetupFile,
        setups.validate_setup,
        setups.CODES,
        summary=setups.summary,
        no_deck=setups.NO_DECK,
        printed=when_called(f"{__name__}.printed", "setup_cards"),
    ),
    aids=when_called(f"{__name__}.aids", "printed_aids"),
)
