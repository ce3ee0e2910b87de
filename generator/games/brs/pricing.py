"""What a force costs: aircraft base points plus each pilot's cost by skill; a named ace's
card points replace his pilot cost. Unknown values are listed, and the known ones summed,
so that the total is exact when nothing is unknown and a lower bound otherwise."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ...words.wording import Words
from .schema import Ace, Aircraft, BrsGame, Format


@dataclass
class Price:
    total: int = 0
    """The sum of the known values: exact when ``unknown`` is empty, else a lower bound."""
    unknown: list[str] = field(default_factory=list)
    """What is unknown, sorted and without repeats (``Bf109F points``)."""

    @property
    def known(self) -> bool:
        return not self.unknown


def pilot_costs(game: BrsGame, preset: Format | None) -> dict[int, int | None]:
    """The pilot cost table in force: the format's own, else the game's."""
    if preset is not None and preset.skill_points is not None:
        return dict(preset.skill_points)
    return dict(game.pilot_costs.costs)


def price(
    say: Words,
    game: BrsGame,
    preset: Format | None,
    lines: Iterable[tuple[Aircraft, int, int]],
    aces: Iterable[tuple[Ace, Aircraft | None]],
) -> Price:
    """The price of ``lines`` (aircraft, count, pilot skill) and named ``aces`` (the ace
    and the aircraft he flies, None when that id is not defined); what is unknown is said
    in the words ``say``."""
    costs = pilot_costs(game, preset)
    unknown: set[str] = set()
    total = 0
    heavy = preset.heavy_fighter_points if preset is not None else None
    for aircraft, count, skill in lines:
        if aircraft.points is None:
            unknown.add(say("points-of", {"name": say.named(aircraft.name)}))
        else:
            total += aircraft.points * count
        if skill in costs:  # an out-of-range skill is reported by the skill check
            cost = costs[skill]
            if cost is None:
                unknown.add(say("pilot-cost-of", {"skill": skill}))
            else:
                total += cost * count
        if heavy is not None and aircraft.role.value == "heavy-fighter" and aircraft.engines > 1:
            total += heavy * count
    for ace, flies in aces:
        if flies is not None:
            if flies.points is None:
                unknown.add(say("points-of", {"name": say.named(flies.name)}))
            else:
                total += flies.points
        if ace.points is None:
            unknown.add(say("points-of", {"name": say.named(ace.name)}))
        else:
            total += ace.points
    return Price(total, sorted(unknown))
