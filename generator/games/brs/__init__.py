"""Blood Red Skies (Warlord Games): aircraft, Action Deck cards, aces, deck rules and a
quick reference."""

from ...reading.loaded import DeckSupport, GameSystem, Kind, Printed, when_called
from . import completion, deck, references
from .schema import Ace, AceSkill, Aircraft, BrsGame, Doctrine, Theatre, Trait

SYSTEM = GameSystem(
    id="brs",
    game_model=BrsGame,
    kinds=(
        Kind(
            "aircraft",
            Aircraft,
            "Aircraft",
            columns=(
                "nation",
                "speed",
                "agility",
                "firepower",
                "top_speed",
                "traits",
                "points",
                "source",
            ),
        ),
        Kind("traits", Trait, "Traits", card=True, columns=("retention", "negative", "reaction")),
        Kind(
            "doctrine",
            Doctrine,
            "Doctrine cards",
            card=True,
            columns=("retention", "bonus_trait", "reaction"),
        ),
        Kind(
            "theatre",
            Theatre,
            "Theatre cards",
            card=True,
            columns=("retention", "deployment", "reaction"),
        ),
        # No public source names the ace skill cards: a player adds the ones they hold.
        Kind(
            "ace-skills",
            AceSkill,
            "Ace skill cards",
            card=True,
            columns=("retention",),
            addable=("name",),
        ),
        Kind("aces", Ace, "Named aces", columns=("nation", "aircraft", "points")),
    ),
    references=references.check,
    decks=DeckSupport(
        deck.DeckFile,
        deck.validate_deck,
        deck.CODES,
        complete=completion.completed_file,
        options=completion.OPTIONS,
        printed=lambda game, deck: Printed(deck.force, deck.deck),
    ),
    aids=when_called(f"{__name__}.aids", "quick_reference"),
)
