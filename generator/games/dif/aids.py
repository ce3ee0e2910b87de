"""The printable one-page quick reference of each edition, built from the same data and
the same ``rules.py`` functions as the site's tools (so the sheet, the calculators and the
checks cannot disagree). The data's texts go to the templates in every language they have;
the few words made here (a factor's name, a start condition) come in the language printed
through the translator the aid is built with."""

from __future__ import annotations

from typing import Any

from ...reading.loaded import GameContent, PrintedAid
from ...schema import Text
from ...words.languages import Translator
from . import rules
from .schema import DifGame, Pattern

PATTERN_WORDS = {(1, 2): "½ ×", (1, 1): "1 ×", (2, 1): "2 ×"}


def _factor(pattern: Pattern) -> str:
    return PATTERN_WORDS.get(
        (pattern.factor_num, pattern.factor_den), f"{pattern.factor_num}/{pattern.factor_den} ×"
    )


def short(name: str) -> str:
    """Initials for a matrix column: In My Sights (Fuel Tank) → IMS-FT, Yo-Yo → YY."""
    main, _, sub = name.partition("(")
    letters = "".join(w[0] for w in main.replace("-", " ").split()).upper()
    extra = "".join(w[0] for w in sub.rstrip(")").split()).upper()
    return f"{letters}-{extra}" if extra else letters


def reaction_rows(game: GameContent, t: Translator) -> dict[str, Any]:
    """Card short names as columns, one row per card played (and a manoeuvre). The
    initials are those of the names printed (the French names' on a French sheet)."""
    cards = {card_id: entry.item for card_id, entry in game.of("action-cards").items()}
    names: dict[str, Text] = {card_id: card.name for card_id, card in cards.items()}
    initials = {card_id: short(name.get(t.language)) for card_id, name in names.items()}
    table = rules.reaction_table(cards)
    columns = list(cards)
    rows = [
        {
            "played": names[played] if played in names else t("a manoeuvre"),
            "short": initials.get(played, ""),
            "cells": [answer in table[played] for answer in columns],
        }
        for played in table
    ]
    return {"columns": [initials[c] for c in columns], "rows": rows}


def flak_rows(info: DifGame, t: Translator) -> dict[str, Any]:
    """The flak × bombing matrix in words (½ × Flak…) and at Flak 2, the sources' example."""
    bombing = info.bombing_patterns
    rows = []
    for flak in info.flak_patterns:
        cells = []
        for bomb in bombing:
            reached = bomb.id in flak.hits_bombing
            cells.append(
                {
                    "factor": t("{factor} Flak", factor=_factor(flak)) if reached else "—",
                    "at_two": rules.flak_hits(info, 2, flak.id, bomb.id),
                }
            )
        rows.append({"name": flak.name, "cells": cells})
    return {
        "columns": [b.name for b in bombing],
        "rows": rows,
        "bombs": [
            {"name": b.name, "factor": t("{factor} Bombs", factor=_factor(b))} for b in bombing
        ],
        "kate": [[rules.bombs_dropped(info, bombs, b.id) for b in bombing] for bombs in (14, 8)],
    }


def aces_high_context(game: GameContent, t: Translator) -> dict[str, Any]:
    info: DifGame = game.info
    return {
        "sequence": [{"name": p.name, "does": p.does} for p in info.sequence["aces-high"]],
        "reactions": reaction_rows(game, t),
        "bursts": {
            "neutral": t("inherent"),
            "advantage": f"+{info.bursts_advantage}",
            "tailing": f"+{info.bursts_tailing}",
            "ceiling": info.bursts_ceiling,
        },
        "altitudes": [
            {
                "name": level.name,
                "pre": level.pre,
                "post": level.post,
                "start": t("any")
                if level.start
                else (t("Turbocharger") if level.start_turbo else "—"),
                "turbo_as": next(
                    (lv.name for lv in info.altitudes if lv.id == level.turbo_as), None
                ),
                "bonus": level.opening_bonus,
            }
            for level in reversed(info.altitudes)
        ],
        "flak": flak_rows(info, t),
        "rounding_note": ""
        if info.rounding_verified
        else t("Halving an odd value: the sources do not say; Sortie rounds down."),
        "pilot_codes": [{"code": c.code, "effect": c.effect} for c in info.pilot_codes],
        "turns": info.turns,
    }


def zero_context(game: GameContent) -> dict[str, Any]:
    info: DifGame = game.info
    malaya = rules.mission_length(9, 8, [5, 5, 5, 5], info.over_target_turns)
    return {
        "sequence": [{"name": p.name, "does": p.does} for p in info.sequence["zero"]],
        "flak": [{"name": p.name, "does": p.does} for p in info.zero_flak],
        "fighter_speed": info.fighter_mission_speed,
        "over_target": info.over_target_turns,
        "malaya": {
            "target_bound": malaya.target_bound,
            "over_target": malaya.over_target,
            "home_bound": malaya.home_bound,
        },
        "pilot_skills": [
            {"code": s.code, "name": s.name, "effect": s.effect, "limit": s.limit}
            for s in info.pilot_skills
        ],
        "crew_skills": [
            {"code": s.code, "name": s.name, "effect": s.effect, "limit": s.limit}
            for s in info.crew_skills
        ],
    }


def printed_aids(game: GameContent, t: Translator) -> list[PrintedAid]:
    return [
        PrintedAid(
            "quick-reference-aces-high",
            t("Down In Flames: Aces High quick reference"),
            "dif/quick-reference-aces-high.html.j2",
            aces_high_context(game, t),
            landscape=True,
            max_pages=1,
        ),
        PrintedAid(
            "quick-reference-zero",
            t("Down In Flames: ZERO! quick reference"),
            "dif/quick-reference-zero.html.j2",
            zero_context(game),
            landscape=False,
            max_pages=1,
        ),
    ]
