"""Random Fighters in Sight force files for the differential and browser tests: every
shape the force file allows, unknown ids and hostile names included."""

from __future__ import annotations

import random
from typing import Any

from generator.reading.content import Content

NAMES = [None, "RAF", "Luftwaffe", "Red “1”", "O'Brien", "<b>x</b>"]


def random_force(rng: random.Random, content: Content) -> dict[str, Any]:
    game = content.games["fis"]
    aircraft = [*game.of("aircraft"), "typhoon"]
    leaders = [*game.of("leaders"), "platinum"]
    sides = []
    for _ in range(rng.choice([1, 2, 2, 3])):
        players = []
        for _ in range(rng.choice([1, 1, 2, 3, 4])):
            formations = []
            for _ in range(rng.choice([0, 1, 1, 2, 3])):
                lines: list[dict[str, Any]] = []
                for _ in range(rng.randint(0, 4)):
                    line: dict[str, Any] = {"aircraft": rng.choice(aircraft)}
                    roll = rng.random()
                    if roll < 0.25:
                        line["leader"] = rng.choice(leaders)
                        if rng.random() < 0.5:
                            line["pilot"] = "Ace"
                    elif roll < 0.4:
                        line["wingman"] = True
                    if "leader" not in line and rng.random() < 0.6:
                        line["count"] = rng.randint(1, 5)
                    lines.append(line)
                formation: dict[str, Any] = {"aircraft": lines}
                if rng.random() < 0.5:
                    formation["name"] = rng.choice(NAMES[1:])
                formations.append(formation)
            players.append({"formations": formations})
        side: dict[str, Any] = {"players": players}
        if (name := rng.choice(NAMES)) is not None:
            side["name"] = name
        if rng.random() < 0.2:
            side["points_limit"] = rng.choice([0, 20, 60, 150])
        sides.append(side)
    force: dict[str, Any] = {"game": "fis", "sides": sides}
    if rng.random() < 0.5:
        force["points_limit"] = rng.choice([10, 50, 100, 200])
    return force
