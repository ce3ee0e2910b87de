"""Blood Red Skies cross-file checks: traits, nations, bonus traits and aces' aircraft."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...problems import Problem
from ...reading.crosscheck import missing_reference
from ...reading.loaded import Entry, GameContent


def _air_forces(entry: Entry[Any], nations: Mapping[str, Any]) -> list[Problem]:
    """The air forces an aircraft's campaign availability and ``air_forces`` name."""
    problems = []
    item = entry.item
    named: list[tuple[str, tuple[str | int, ...], str]] = [
        (f"air_forces.{i}", ("air_forces", i), n) for i, n in enumerate(item.air_forces or ())
    ]
    named += [
        (f"availability.{i}.air_force", ("availability", i, "air_force"), a.air_force)
        for i, a in enumerate(item.availability or ())
    ]
    for field, location, nation in named:
        if nation not in nations:
            problems.append(
                missing_reference(entry, field, entry.line(*location), "nation", nation, nations)
            )
    return problems


def check(game: GameContent) -> list[Problem]:
    problems: list[Problem] = []
    traits = game.of("traits")
    nations = game.info.nations
    aircraft = game.of("aircraft")
    for entry in aircraft.values():
        item = entry.item
        if item.nation not in nations:
            problems.append(
                missing_reference(
                    entry, "nation", entry.line("nation"), "nation", item.nation, nations
                )
            )
        for field, negative in (("traits", False), ("negative_traits", True)):
            for index, trait_id in enumerate(getattr(item, field) or ()):
                line = entry.line(field, index)
                trait = traits.get(trait_id)
                if trait is None and game.exists("traits", trait_id):
                    continue
                if trait is None:
                    problems.append(
                        missing_reference(
                            entry, f"{field}.{index}", line, "trait", trait_id, game.ids("traits")
                        )
                    )
                elif trait.item.negative != negative:
                    where = "negative_traits" if trait.item.negative else "traits"
                    problems.append(
                        Problem(
                            entry.path,
                            line,
                            f"{field}.{index}",
                            f"trait {trait_id!r} is {'negative' if trait.item.negative else 'not negative'}"
                            f" ({trait.path}): list it under {where}",
                        )
                    )
        problems += _air_forces(entry, nations)
        if item.traits is not None and len(set(item.traits)) != len(item.traits):
            problems.append(
                Problem(
                    entry.path, entry.line("traits"), "traits", "the same trait is listed twice"
                )
            )
    for entry in game.of("doctrine").values():
        bonus = entry.item.bonus_trait
        if bonus is not None and not game.exists("traits", bonus):
            problems.append(
                missing_reference(
                    entry,
                    "bonus_trait",
                    entry.line("bonus_trait"),
                    "trait",
                    bonus,
                    game.ids("traits"),
                )
            )
    for entry in game.of("aces").values():
        item = entry.item
        if not game.exists("aircraft", item.aircraft):
            problems.append(
                missing_reference(
                    entry,
                    "aircraft",
                    entry.line("aircraft"),
                    "aircraft",
                    item.aircraft,
                    game.ids("aircraft"),
                )
            )
        if item.nation not in nations:
            problems.append(
                missing_reference(
                    entry, "nation", entry.line("nation"), "nation", item.nation, nations
                )
            )
        for index, trait_id in enumerate(item.signature_traits):
            if not game.exists("traits", trait_id):
                problems.append(
                    missing_reference(
                        entry,
                        f"signature_traits.{index}",
                        entry.line("signature_traits", index),
                        "trait",
                        trait_id,
                        game.ids("traits"),
                    )
                )
    return problems
