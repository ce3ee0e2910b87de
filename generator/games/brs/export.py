"""The JSON the browser reads for Blood Red Skies: what the deck check needs, and what
the deck builder shows. The browser never parses YAML; it gets this, written at build time."""

from __future__ import annotations

from typing import Any

from ...reading.loaded import GameContent
from ...words.invisible import hidden_ranges
from ...words.messages import CHECK
from ...words.wording import merged
from .deckfile import CARD_KINDS, CODES, WARNINGS
from .messages import MESSAGES
from .schema import BrsGame


def _text(value: Any) -> dict[str, str | None] | None:
    return None if value is None else {"en": value.en, "fr": value.fr}


def _list(value: Any) -> list[str] | None:
    """A list, or None for unknown (never ``[]``, which means none)."""
    return None if value is None else list(value)


def browser_data(game: GameContent) -> dict[str, Any]:
    """Everything the JavaScript deck check and the deck builder page need, as plain JSON."""
    params: BrsGame = game.info
    aircraft = {
        entry.id: {
            "name": entry.item.name.en,
            "name_fr": entry.item.name.fr,
            "nation": entry.item.nation,
            "speed": entry.item.speed,
            "agility": entry.item.agility,
            "firepower": entry.item.firepower,
            "top_speed": entry.item.top_speed,
            "air_forces": list(entry.item.air_forces or [entry.item.nation]),
            "traits": _list(entry.item.traits),
            "negative_traits": _list(entry.item.negative_traits),
            "engines": entry.item.engines,
            "role": entry.item.role.value,
            "points": entry.item.points,
            # Always a list (empty when unknown); availability_known tells the two apart.
            "availability_known": entry.item.availability is not None,
            "availability": [
                {
                    "year": a.year,
                    "block": a.block.value,
                    "status": a.status.value,
                    "air_force": a.air_force,
                }
                for a in entry.item.availability or ()
            ],
        }
        for entry in game.of("aircraft").values()
    }
    aces = {
        entry.id: {
            "name": entry.item.name.en,
            "name_fr": entry.item.name.fr,
            "nation": entry.item.nation,
            "aircraft": entry.item.aircraft,
            "points": entry.item.points,
        }
        for entry in game.of("aces").values()
    }
    cards: dict[str, dict[str, Any]] = {}
    for kind in CARD_KINDS:
        for entry in game.of(kind).values():
            item = entry.item
            cards[entry.id] = {
                "kind": kind,
                "name": item.name.en,
                "name_fr": item.name.fr,
                "retention": item.retention.value if item.retention else None,
                "reaction": item.reaction,
                "text": _text(item.text),
                "negative": getattr(item, "negative", False),
                "bonus_trait": getattr(item, "bonus_trait", None),
                "deployment": getattr(item, "deployment", False),
            }
    return {
        "game": game.id,
        "content_version": params.content_version,
        "ranges": game.system.ranges(),
        # What a name the player types may not hold (zero-width, text direction).
        "invisible": hidden_ranges(),
        "nations": {k: v.en for k, v in params.nations.items()},
        "nations_fr": {k: v.fr for k, v in params.nations.items()},
        "rules": {
            "hand_size": params.hand_size.model_dump(exclude={"source"}),
            "doctrine_cards": params.doctrine_cards.model_dump(exclude={"source"}),
            "theatre_cards": params.theatre_cards,
            "aces": params.aces.model_dump(exclude={"source"}),
            "pilot_skill": params.pilot_skill.model_dump(exclude={"assumed", "source"}),
            "pilot_costs": {str(k): v for k, v in sorted(params.pilot_costs.costs.items())},
            "formats": {
                key: {
                    **preset.model_dump(exclude={"name", "notes", "source", "skill_points"}),
                    "name": preset.name.en,
                    "name_fr": preset.name.fr,
                    "skill_points": None
                    if preset.skill_points is None
                    else {str(k): v for k, v in preset.skill_points.items()},
                }
                for key, preset in params.formats.items()
            },
        },
        "aircraft": aircraft,
        "aces": aces,
        "cards": cards,
        "codes": CODES,
        "warning_codes": WARNINGS,
        # Both languages, the core's words in each: the builder speaks its page's.
        "messages": merged(CHECK, MESSAGES),
    }
