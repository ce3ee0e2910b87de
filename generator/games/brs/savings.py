"""What one change to a force saves in points, for the fix a ``points-limit`` error names.

A change touches one force line: lower one pilot's skill, drop some aircraft of the line,
or drop a named ace. Only changes whose saving is made of known values are offered, so no
number is invented. The fix is the smallest saving that brings the force under the limit
(the least the player gives up); when no change to one line is enough, the largest. The
browser's check computes the same (``savings`` in ``js/deck-check.mjs``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...reading.loaded import Entry
from ...words.wording import Words
from .deckfile import ForceLine
from .pricing import pilot_costs
from .schema import Ace, Aircraft, BrsGame, Format


@dataclass(frozen=True)
class Change:
    index: int
    """The force line it changes."""
    key: str
    """Its message (``points-fix-skill``, ``points-fix-drop``, ``points-fix-ace``)."""
    values: dict[str, object]
    saves: int

    @property
    def rank(self) -> tuple[int, int]:
        # Between equal savings: a lower skill keeps every aircraft, so it comes first.
        return (_KEYS.index(self.key), self.index)


_KEYS = ("points-fix-skill", "points-fix-drop", "points-fix-ace")


def _line_changes(
    say: Words,
    index: int,
    plane: Aircraft,
    count: int,
    skill: int,
    costs: Mapping[int, int | None],
    heavy: int,
    over: int,
) -> list[Change]:
    name = say.named(plane.name)
    found = []
    pilot = costs.get(skill) if skill in costs else 0  # an unpriced skill adds nothing
    if skill in costs and pilot is not None:
        for lower in sorted((s for s in costs if s < skill), reverse=True):
            cost = costs[lower]
            if cost is not None and pilot - cost > 0:
                values = {"aircraft": name, "from": skill, "to": lower, "saves": pilot - cost}
                found.append(Change(index, "points-fix-skill", values, pilot - cost))
    if plane.points is None or pilot is None:
        return found
    each = plane.points + pilot + heavy
    if each <= 0:
        return found
    dropped = min(count, max(1, -(-over // each)))  # enough to cover ``over``, if the line can
    values = {"count": dropped, "aircraft": name, "saves": each * dropped}
    found.append(Change(index, "points-fix-drop", values, each * dropped))
    return found


def changes(
    say: Words,
    game: BrsGame,
    preset: Format | None,
    force: list[ForceLine],
    aircraft: Mapping[str, Entry[Aircraft]],
    aces: Mapping[str, Entry[Ace]],
    over: int,
) -> list[Change]:
    """Every single-line change whose saving is known, in force order."""
    costs = pilot_costs(game, preset)
    heavy_points = preset.heavy_fighter_points if preset is not None else None
    found: list[Change] = []
    for index, line in enumerate(force):
        if line.ace is not None:
            ace = aces.get(line.ace)
            if ace is None or ace.item.points is None:
                continue
            flies = aircraft.get(ace.item.aircraft)
            base = flies.item.points if flies is not None else 0  # as ``price`` counts it
            if base is None:
                continue
            saves = ace.item.points + base
            values = {"ace": say.named(ace.item.name), "saves": saves}
            found.append(Change(index, "points-fix-ace", values, saves))
            continue
        entry = aircraft.get(line.aircraft or "")
        if entry is None:
            continue
        plane = entry.item
        heavy = (
            heavy_points
            if heavy_points is not None
            and plane.role.value == "heavy-fighter"
            and plane.engines > 1
            else 0
        )
        skill = game.pilot_skill.default if line.skill is None else line.skill
        found += _line_changes(say, index, plane, line.count, skill, costs, heavy, over)
    return found


def fix(found: list[Change], over: int) -> tuple[Change | None, bool]:
    """The change to name, and whether it is enough: the smallest saving of ``over`` or
    more, else the largest saving there is."""
    enough = [c for c in found if c.saves >= over]
    if enough:
        return min(enough, key=lambda c: (c.saves, c.rank)), True
    if found:
        return min(found, key=lambda c: (-c.saves, c.rank)), False
    return None, False


def advice(
    say: Words, found: list[Change], values: Mapping[str, object]
) -> tuple[Change | None, str]:
    """The change to name and the words of the fix, for the ``points-limit`` message whose
    ``values`` (``over``, ``unknown``) are given."""
    over = values["over"]
    assert isinstance(over, int)
    change, enough = fix(found, over)
    if change is None:
        return None, say("points-fix-unknown", values)
    words = say(change.key, change.values)
    return change, words if enough else say("points-fix-short", {**values, "change": words})
