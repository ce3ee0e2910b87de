"""The JSON the browser reads for Fighters in Sight: what the force check needs and what
the force builder shows. The browser never parses YAML; it gets this, written at build time."""

from __future__ import annotations

from typing import Any

from ...reading.loaded import GameContent
from ...words.invisible import hidden_ranges
from ...words.messages import CHECK
from ...words.wording import merged
from .force import CODES, MAX_PLAYERS, WARNINGS, WINGMAN
from .messages import MESSAGES
from .schema import FisGame


def browser_data(game: GameContent) -> dict[str, Any]:
    """Everything the JavaScript force check and the force builder page need, as plain JSON."""
    info: FisGame = game.info
    wingman = game.of("wingmen").get(WINGMAN)
    return {
        "game": game.id,
        "content_version": info.content_version,
        "ranges": game.system.ranges(),
        # What a name the player types may not hold (zero-width, text direction).
        "invisible": hidden_ranges(),
        "rules": {
            "hand": info.hand.model_dump(exclude={"source"}),
            "activation_per_player": info.activation.per_player,
            "formation_max": info.formation_max,
            "max_players": MAX_PLAYERS,
        },
        "aircraft": {
            e.id: {
                "name": e.item.name.en,
                "name_fr": e.item.name.fr,
                "role": e.item.role.value,
                "points": e.item.points,
                "stand_in": e.item.stand_in,
                # The dashboard's stats: shown on the aircraft pages, where a player may
                # enter their own (Your cards); the force check reads none of them.
                **{
                    stat: getattr(e.item, stat)
                    for stat in ("speed", "rotation_cost", "combat_dice", "structure")
                },
            }
            for e in game.of("aircraft").values()
        },
        "leaders": {
            e.id: {
                "name": e.item.name.en,
                "name_fr": e.item.name.fr,
                "points": e.item.points,
                "extra_card": e.item.extra_card,
                "chooses_card": e.item.chooses_card,
                "activations": e.item.activations,
                "real_pilot": e.item.real_pilot,
                "dodge_dice": e.item.dodge_dice,
                "summary": e.item.summary.en,
                "summary_fr": e.item.summary.fr,
            }
            for e in sorted(game.of("leaders").values(), key=lambda e: e.item.points or 0)
        },
        "wingman": None
        if wingman is None
        else {
            "id": wingman.id,
            "name": wingman.item.name.en,
            "name_fr": wingman.item.name.fr,
            "points": wingman.item.points,
            "summary": wingman.item.summary.en,
            "summary_fr": wingman.item.summary.fr,
        },
        "wingmen_ids": sorted(game.of("wingmen")),
        "codes": CODES,
        "warnings": WARNINGS,
        # Both languages, the core's words in each: the builder speaks its page's.
        "messages": merged(CHECK, MESSAGES),
    }
