"""The Fighters in Sight quick reference: one page a player keeps beside the map.

The rule numbers come from the game's data (``game.yaml`` and its kinds); only the
few that live in a sentence of ours (one card per phase, +1 dodge die per altitude level)
are written in the wording. The template lays the data out, its texts in every language
they have; the few words made here (a range, a card drawn blind) come in the language
printed, through the translator the aid is built with.
"""

from __future__ import annotations

from typing import Any

from ...reading.loaded import GameContent, PrintedAid
from ...schema import Text
from ...words.languages import Translator
from . import rules
from .schema import FisGame


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _span(pair: tuple[int, int] | None, t: Translator) -> str:
    if pair is None:
        return "—"
    low, high = pair
    return (
        _signed(low) if low == high else t("{low} to {high}", low=_signed(low), high=_signed(high))
    )


def _clause(text: Text) -> Text:
    """A sentence of the data without its full stop, to go in a list of ours."""
    return Text(en=text.en.rstrip("."), fr=text.fr.rstrip(".") if text.fr else None)


def context(game: GameContent, t: Translator) -> dict[str, Any]:
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
            "name": e.item.name,
            # The class alone (Silver leader → Silver): the comparison's first column.
            "class": t(e.item.name.en.removesuffix(" leader")),
            "points": e.item.points,
            "card": t("chosen") if e.item.chooses_card else t("drawn blind"),
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
            "name": e.item.name,
            "cost": t("dashboard") if e.item.cost_on_dashboard else str(e.item.speed_cost),
            "altitude": _span(e.item.altitude, t),
            "effect": e.item.effect,
            "shaken": e.item.shaken,
        }
        for e in game.of("manoeuvres").values()
    ]
    winds = [
        {
            "force": w.item.force,
            "name": w.item.name,
            "clouds": w.item.clouds_move,
            "tail": w.item.tailwind_hexes,
            "climb": w.item.headwind_climb,
            "speed": w.item.headwind_speed,
            "fuel": w.item.headwind_fuel,
        }
        for w in sorted(game.of("winds").values(), key=lambda e: e.item.force)
    ]
    timings = [
        _clause(e.item.when)
        for e in sorted(game.of("card-timings").values(), key=lambda e: e.item.order)
    ]
    modifiers = info.firing_modifiers
    dodge_modifiers = [
        {
            "when": m.when,
            "dice": t("{dice} per level", dice=_signed(m.dodge_dice))
            if m.per_level
            else _signed(m.dodge_dice),
        }
        for m in modifiers
        if m.dodge_dice
    ]
    firing = [
        {"when": m.when, "dice": _signed(m.combat_dice), "advanced": m.advanced}
        for m in modifiers
        if m.combat_dice
    ]
    return {
        "info": info,
        "phases": [(p.name, p.summary) for p in info.turn_sequence],
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
        "dodge_modifiers": dodge_modifiers,
        "dodge_results": [r.text for r in info.dodge.results],
        "critical": [
            {"name": e.item.name, "effect": e.item.effect, "fuel": e.item.needs_fuel_gauge}
            for e in game.of("critical-damage").values()
        ],
        "assumptions": [
            info.card_lifetime.note,
            info.dodge.reading.note,
            info.fuel.wep_conflict.note,
            info.activation.historic_leader.note,
        ],
    }


def quick_reference(game: GameContent, t: Translator) -> list[PrintedAid]:
    """The one-page quick reference, portrait."""
    return [
        PrintedAid.quick_reference(
            "fis", t("Fighters in Sight — quick reference"), context(game, t)
        )
    ]
