"""The JSON the Down In Flames set-up builder reads: what the set-up check needs (the same
values ``setups.py`` reads) and its message table. Written at build time from the content;
the browser never parses YAML."""

from __future__ import annotations

from typing import Any

from ...reading.loaded import GameContent
from ...words.invisible import hidden_ranges
from ...words.messages import CHECK
from ...words.wording import merged
from .messages import EDITION_MESSAGES, MESSAGES
from .schema import Aircraft, DifGame
from .setups import CODES
from .types import type_names


def _aircraft(plane: Aircraft) -> dict[str, Any]:
    return {
        "name": plane.name.en,
        "name_fr": plane.name.fr,
        "edition": plane.edition.value,
        "nation": plane.nation,
        "service": plane.service.value if plane.service else None,
        "type": plane.type,
        "role": plane.role.value,
        "year": plane.year,
        "vp": plane.vp,
        # Nested as in the content, so a player's own value (Your cards) and a pack's
        # `front: {performance: …}` patch name the same place. Every value the card
        # prints: My hangar shows those our data knows and asks the rest.
        "front": plane.front.model_dump(),
        "damaged": plane.damaged.model_dump(),
        "performance_at_most": plane.performance_at_most,
        "airframe_flip": plane.airframe_flip,
        "airframe_total": plane.airframe_total,
        "agile": plane.agile,
        "barrage": plane.barrage,
        "turbocharger": plane.turbocharger,
        # A bomber's card prints no Performance and no turbocharger: the builder never
        # asks for them, nor shows an opening hand (a bomber draws only when attacked).
        "fighter_card": plane.fighter_card,
    }


def setup_data(game: GameContent) -> dict[str, Any]:
    """Everything the JavaScript set-up check and the set-up builder page need."""
    info: DifGame = game.info
    return {
        "game": game.id,
        "content_version": info.content_version,
        "ranges": game.system.ranges(),
        # What a name the player types may not hold (zero-width, text direction).
        "invisible": hidden_ranges(),
        "editions": {key: name.en for key, name in info.editions.items()},
        "nations": {key: name.en for key, name in info.nations.items()},
        "nations_fr": {key: name.fr for key, name in info.nations.items()},
        "alliances": {
            key: {
                "name": alliance.name.en,
                "name_fr": alliance.name.fr,
                "nations": alliance.nations,
            }
            for key, alliance in info.alliances.items()
        },
        "altitudes": [
            {
                "id": level.id,
                "name": level.name.en,
                "name_fr": level.name.fr,
                "start": level.start,
                "start_turbo": level.start_turbo,
                "opening_bonus": level.opening_bonus,
            }
            for level in info.altitudes
        ],
        "pilot_codes": [
            {"code": c.code, "name": c.name.en, "changes": c.changes} for c in info.pilot_codes
        ],
        "pilot_skills": [{"code": s.code, "name": s.name.en} for s in info.pilot_skills],
        "crew_skills": [{"code": s.code, "name": s.name.en} for s in info.crew_skills],
        "aircraft": {e.id: _aircraft(e.item) for e in game.of("aircraft").values()},
        # The aircraft types a ZERO! pilot names, by the name a player reads on the cards.
        "types": type_names(e.item for e in game.of("aircraft").values()),
        "codes": CODES,
        # Both languages, the core's words in each: the builder speaks its page's.
        "messages": merged(CHECK, MESSAGES),
        # An edition's own words laid over them (ZERO!'s French says VPs).
        "edition_messages": {
            edition: merged(CHECK, MESSAGES, own) for edition, own in EDITION_MESSAGES.items()
        },
    }
