"""The Fighters in Sight quick reference: one page a player keeps beside the map.

The rule numbers come from the game's data (``game.yaml`` and its kinds); only the
few that live in a sentence of ours (one card per phase, +1 dodge die per altitude level)
are written in the wording. The template lays the data out.
"""

from __future__ import annotations

from typing import Any

from ...loaded import GameContent
from ..pages import PrintedAid
from . import rules
from .schema import FisGame


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _span(pair: tuple[int, int] | None) -> str:
    if pair is None:
        return "—"
    low, high = pair
    return _signed(low) if low == high else f"{_signed(low)} to {_signed(high)}"


def context(game: GameContent) -> dict[str, Any]:
    """The plain data the quick reference lays out."""
    info: FisGame = game.info
    leaders = sorted(game.of("leaders").values(), key=lambda e: e.item.points or 0)
    wingman = game.of("wingmen").get("wingman")
    hands = [
        {
            "players": players,
            "hand": rules.hand_size(info, players, 0),
            "leaders": [rules.hand_size(info, players, n) for n in (1, 2)],
        }
        for players in (1, 2, 3, 4)
    ]
    leader_rows = [
        {
            "name": e.item.name.en,
            "name_fr": e.item.name.fr,
            "points": e.item.points,
            "card": "chosen" if e.item.chooses_card else "drawn blind",
            "dodge": _signed(e.item.dodge_dice),
            "rotation": _signed(-e.item.rotation_discount) if e.item.rotation_discount else "—",
            "manoeuvre": _signed(-e.item.manoeuvre_discount) if e.item.manoeuvre_discount else "—",
            "structure": _signed(e.item.structure_bonus) if e.item.structure_bonus else "—",
            "activations": e.item.activations,
        }
        for e in leaders
    ]
    manoeuvres = [
        {
            "name": e.item.name.en,
            "name_fr": e.item.name.fr,
            "cost": "dashboard" if e.item.cost_on_dashboard else str(e.item.speed_cost),
            "altitude": _span(e.item.altitude),
            "effect": e.item.effect.en,
            "shaken": e.item.shaken,
        }
        for e in game.of("manoeuvres").values()
    ]
    winds = [
        {
            "force": w.item.force,
            "name": w.item.name.en,
            "clouds": w.item.clouds_move,
            "tail": w.item.tailwind_hexes,
            "climb": w.item.headwind_climb,
            "speed": w.item.headwind_speed,
            "fuel": w.item.headwind_fuel,
        }
        for w in sorted(game.of("winds").values(), key=lambda e: e.item.force)
    ]
    timings = [
        e.item.when.en.rstrip(".")
        for e in sorted(game.of("card-timings").values(), key=lambda e: e.item.order)
    ]
    modifiers = info.firing_modifiers
    dodge_sources = [
        ("Each hit the attacker scored (the base pool)", "1 per hit"),
        ("Each speed point turned into a die", "1 per point"),
        *[
            (m.when.en, _signed(m.dodge_dice) + (" per level" if m.per_level else ""))
            for m in modifiers
            if m.dodge_dice
        ],
        *[(f"{row['name']} flying the target", row["dodge"]) for row in leader_rows],
        ("Action card; aircraft special rule", "as printed"),
    ]
    firing = [
        {"when": m.when.en, "dice": _signed(m.combat_dice), "advanced": m.advanced}
        for m in modifiers
        if m.combat_dice
    ]
    return {
        "info": info,
        "phases": [(p.name.en, p.name.fr, p.summary.en) for p in info.turn_sequence],
        "firing": firing,
        "hands": hands,
        "leaders": leader_rows,
        "wingman": None
        if wingman is None
        else {
            "points": wingman.item.points,
            "range": wingman.item.counter_attack_range,
        },
        "manoeuvres": manoeuvres,
        "winds": winds,
        "timings": timings,
        "dodge_sources": dodge_sources,
        "dodge_results": [r.text.en for r in info.dodge.results],
        "critical": [
            {"name": e.item.name.en, "effect": e.item.effect.en, "fuel": e.item.needs_fuel_gauge}
            for e in game.of("critical-damage").values()
        ],
        "assumptions": [
            info.card_lifetime.note.en,
            info.dodge.reading.note.en,
            info.fuel.wep_conflict.note.en,
            info.activation.historic_leader.note.en,
        ],
    }


def quick_reference(game: GameContent) -> list[PrintedAid]:
    """The one-page quick reference, portrait."""
    return [
        PrintedAid(
            id="quick-reference",
            title="Fighters in Sight — quick reference",
            template="fis/quick-reference.html.j2",
            context=context(game),
            max_pages=1,
        )
    ]
