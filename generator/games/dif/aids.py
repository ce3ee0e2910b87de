"""The printable one-page quick reference of each edition, built from the same data and
the same ``rules.py`` functions as the site's tools (so the sheet, the calculators and the
checks cannot disagree)."""

from __future__ import annotations

from typing import Any

from ...loaded import GameContent
from ..pages import PrintedAid
from . import rules
from .schema import DifGame, Pattern

PATTERN_WORDS = {(1, 2): "½ ×", (1, 1): "1 ×", (2, 1): "2 ×"}


def _factor(pattern: Pattern) -> str:
    return PATTERN_WORDS.get(
        (pattern.factor_num, pattern.factor_den), f"{pattern.factor_num}/{pattern.factor_den} ×"
    )


def _text(value: Any) -> dict[str, str | None]:
    return {"en": value.en, "fr": value.fr}


def short(name: str) -> str:
    """Initials for a matrix column: In My Sights (Fuel Tank) → IMS-FT, Yo-Yo → YY."""
    main, _, sub = name.partition("(")
    letters = "".join(w[0] for w in main.replace("-", " ").split()).upper()
    extra = "".join(w[0] for w in sub.rstrip(")").split()).upper()
    return f"{letters}-{extra}" if extra else letters


def reaction_rows(game: GameContent) -> dict[str, Any]:
    """Card short names as columns, one row per card played (and a manoeuvre)."""
    cards = {card_id: entry.item for card_id, entry in game.of("action-cards").items()}
    names = {card_id: entry.item.name.en for card_id, entry in game.of("action-cards").items()}
    table = rules.reaction_table(cards)
    columns = list(cards)
    rows = [
        {
            "played": names.get(played, "a manoeuvre"),
            "short": short(names[played]) if played in names else "",
            "cells": [answer in table[played] for answer in columns],
        }
        for played in table
    ]
    return {"columns": [short(names[c]) for c in columns], "rows": rows}


def flak_rows(info: DifGame) -> dict[str, Any]:
    """The flak × bombing matrix in words (½ × Flak…) and at Flak 2, the sources' example."""
    bombing = info.bombing_patterns
    rows = []
    for flak in info.flak_patterns:
        cells = []
        for bomb in bombing:
            reached = bomb.id in flak.hits_bombing
            cells.append(
                {
                    "factor": f"{_factor(flak)} Flak" if reached else "—",
                    "at_two": rules.flak_hits(info, 2, flak.id, bomb.id),
                }
            )
        rows.append({"name": flak.name.en, "cells": cells})
    return {
        "columns": [b.name.en for b in bombing],
        "rows": rows,
        "bombs": [{"name": b.name.en, "factor": f"{_factor(b)} Bombs"} for b in bombing],
        "kate": [[rules.bombs_dropped(info, bombs, b.id) for b in bombing] for bombs in (14, 8)],
    }


def aces_high_context(game: GameContent) -> dict[str, Any]:
    info: DifGame = game.info
    return {
        "sequence": [
            {"name": _text(p.name), "does": p.does.en} for p in info.sequence["aces-high"]
        ],
        "reactions": reaction_rows(game),
        "bursts": {
            "neutral": "inherent",
            "advantage": f"+{info.bursts_advantage}",
            "tailing": f"+{info.bursts_tailing}",
            "ceiling": info.bursts_ceiling,
        },
        "altitudes": [
            {
                "name": _text(level.name),
                "pre": level.pre,
                "post": level.post,
                "start": "any" if level.start else ("Turbocharger" if level.start_turbo else "—"),
                "turbo_as": next(
                    (lv.name.en for lv in info.altitudes if lv.id == level.turbo_as), ""
                ),
                "bonus": level.opening_bonus,
            }
            for level in reversed(info.altitudes)
        ],
        "flak": flak_rows(info),
        "rounding_note": ""
        if info.rounding_verified
        else "Halving an odd value: the sources do not say; Sortie rounds down.",
        "pilot_codes": [{"code": c.code, "effect": c.effect.en} for c in info.pilot_codes],
        "turns": info.turns,
    }


def zero_context(game: GameContent) -> dict[str, Any]:
    info: DifGame = game.info
    malaya = rules.mission_length(9, 8, [5, 5, 5, 5], info.over_target_turns)
    return {
        "sequence": [{"name": _text(p.name), "does": p.does.en} for p in info.sequence["zero"]],
        "flak": [{"name": _text(p.name), "does": p.does.en} for p in info.zero_flak],
        "fighter_speed": info.fighter_mission_speed,
        "over_target": info.over_target_turns,
        "malaya": {
            "target_bound": malaya.target_bound,
            "over_target": malaya.over_target,
            "home_bound": malaya.home_bound,
        },
        "pilot_skills": [
            {"code": s.code, "name": s.name.en, "effect": s.effect.en, "limit": s.limit}
            for s in info.pilot_skills
        ],
        "crew_skills": [
            {"code": s.code, "name": s.name.en, "effect": s.effect.en, "limit": s.limit}
            for s in info.crew_skills
        ],
    }


def printed_aids(game: GameContent) -> list[PrintedAid]:
    return [
        PrintedAid(
            "quick-reference-aces-high",
            "Down In Flames: Aces High quick reference",
            "dif/quick-reference-aces-high.html.j2",
            aces_high_context(game),
            landscape=True,
            max_pages=1,
        ),
        PrintedAid(
            "quick-reference-zero",
            "Down In Flames: ZERO! quick reference",
            "dif/quick-reference-zero.html.j2",
            zero_context(game),
            landscape=False,
            max_pages=1,
        ),
    ]
