"""The Blood Red Skies quick reference: one page a player keeps beside the table.

Its numbers come from the game's data and the same ``rules.py`` functions as the deck
check (hand size, doctrine and theatre counts, ace skill cards, the even trait split), so
the sheet and the validator cannot disagree. The wording is ours, in the template (and
its translations in ``templates/aids/lang``); the cards' names are the data's, in the
language printed where the data has it. Our sources are the advanced rules: what the core
rules hold (the activation order, moving and tailing, which dice score, blocking) the
sheet says it does not know.
"""

from __future__ import annotations

from typing import Any

from ...reading.loaded import GameContent, PrintedAid
from ...schema import Text
from ...words.languages import Translator
from . import rules
from .schema import BrsGame

DOCTRINE_ROWS = 4
"""Rows of the doctrine table: the base force, then three further blocks."""

EXAMPLE_AIRCRAFT = "bf109e", "spitfire-ii"
"""The types of the sheet's two examples: the source's own two-trait split (six Bf109E)
and the retention dice of a Spitfire II, the starter set's other fighter."""

NAMED = {
    "traits": ("great-dive", "tight-turn", "robust"),
    "doctrine": ("dive-evasion",),
}
"""Cards the sheet's sentences name: their names come from the data, so a French sheet
says them as the French cards do."""


def doctrine_rows(info: BrsGame) -> list[dict[str, Any]]:
    """Doctrine and theatre cards by aircraft per side, from ``rules.py``."""
    table = info.doctrine_cards
    rows = []
    low = 1
    for high in [table.up_to + n * table.block for n in range(DOCTRINE_ROWS)]:
        rows.append(
            {
                "aircraft": f"{low}–{high}",
                "doctrine": rules.doctrine_required(info, high),
                "theatre": rules.theatre_required(info),
            }
        )
        low = high + 1
    return rows


def _name(game: GameContent, folder: str, entry_id: str) -> Text:
    """An entry's name in every language it has (its id, as English, when it is missing)."""
    entry = game.of(folder).get(entry_id)
    return entry.item.name if entry is not None else Text(en=entry_id)


def trait_split(game: GameContent, count: int = 6) -> dict[str, Any] | None:
    """The source's example: ``count`` Bf109E and the trait cards they bring."""
    entry = game.of("aircraft").get(EXAMPLE_AIRCRAFT[0])
    if entry is None or not entry.item.traits or len(entry.item.traits) != 2:
        return None
    need = rules.TypeNeed(EXAMPLE_AIRCRAFT[0], count, tuple(entry.item.traits))
    [split] = need.splits()  # an even count: one way only
    return {
        "aircraft": entry.item.name,
        "count": count,
        "cards": [(n, _name(game, "traits", trait)) for trait, n in split.items()],
    }


def retention_dice(game: GameContent, info: BrsGame) -> dict[str, Any] | None:
    """Dice of each test for a Spitfire II with the default pilot (our reading of the tests)."""
    entry = game.of("aircraft").get(EXAMPLE_AIRCRAFT[1])
    if entry is None or entry.item.agility is None or entry.item.firepower is None:
        return None
    skill = info.pilot_skill.default
    return {
        "aircraft": entry.item.name,
        "agility": entry.item.agility,
        "firepower": entry.item.firepower,
        "skill": skill,
        "manoeuvre": entry.item.agility + skill,
        "ballistic": entry.item.firepower + skill,
    }


def context(game: GameContent) -> dict[str, Any]:
    """The plain data the quick reference lays out."""
    info: BrsGame = game.info
    cards = [
        (folder, key, entry.item)
        for folder in ("traits", "doctrine", "theatre", "ace-skills")
        for key, entry in game.of(folder).items()
    ]
    return {
        "hand": info.hand_size,
        "doctrine": doctrine_rows(info),
        "doctrine_verified": info.doctrine_cards.verified,
        "theatre": rules.theatre_required(info),
        "aces": info.aces,
        "pilot_costs": [(skill, cost) for skill, cost in sorted(info.pilot_costs.costs.items())],
        "bonus_pairs": [
            (card.name, _name(game, "traits", card.bonus_trait))
            for folder, _, card in cards
            if folder == "doctrine" and card.bonus_trait
        ],
        "known_retention": [
            (card.name, card.retention.value) for _, _, card in cards if card.retention is not None
        ],
        "split": trait_split(game),
        "dice": retention_dice(game, info),
        "names": {
            entry_id: _name(game, folder, entry_id)
            for folder, ids in NAMED.items()
            for entry_id in ids
        },
    }


def quick_reference(game: GameContent, t: Translator) -> list[PrintedAid]:
    """The one-page quick reference, portrait."""
    return [
        PrintedAid.quick_reference("brs", t("Blood Red Skies — quick reference"), context(game))
    ]
