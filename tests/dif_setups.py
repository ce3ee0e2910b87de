"""Random Down In Flames set-up files for the differential and browser tests: every shape
the set-up file allows, unknown ids, foreign pilots and hostile names included; and the
shipped content with a few aircraft of known year, VP and turbocharger laid over it, as a
player who holds the cards would enter them (our sources give almost none)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

from conftest import CONTENT, write

from generator.reading.content import Content

NAMES = [None, "Poland", "Luftwaffe", "Red “1”", "O'Brien", "<b>x</b>"]

KNOWN_VALUES = {
    "test-hawk": "edition: aces-high\nnation: usa\nyear: 1941\nvp: 6\n"
    "front: {performance: 6}\nturbocharger: false\n",
    "test-lightning": "edition: aces-high\nnation: usa\nyear: 1943\nvp: 9\n"
    "front: {performance: 7}\nturbocharger: true\n",
    "test-zeke": "edition: aces-high\nnation: japan\nyear: 1940\nvp: 7\nfront: {performance: 7}\n",
    "test-fortress": "edition: zero\nnation: usa\nservice: army\ntype: b-17\n"
    "role: heavy-bomber\nyear: 1942\nvp: 12\n",
    "test-emily": "edition: zero\nnation: japan\nservice: navy\ntype: h8k\n"
    "role: medium-bomber\nyear: 1941\nvp: 8\n",
}


def known_values_content(root: Path) -> Path:
    """A copy of the shipped content with the ``KNOWN_VALUES`` aircraft added."""
    shutil.copytree(CONTENT / "dif", root / "dif")
    for plane_id, text in KNOWN_VALUES.items():
        name = plane_id.removeprefix("test-").title()
        body = f"name: {{en: Test {name}}}\n{text}source: test\n"
        write(root / "dif/aircraft" / f"{plane_id}.yaml", body)
    return root


def _pilot(rng: random.Random, codes: list[str], content: Content) -> dict[str, Any]:
    info = content.games["dif"].info
    pilot: dict[str, Any] = {"codes": rng.sample(codes, rng.randint(0, 2))}
    if rng.random() < 0.5:
        pilot["nation"] = rng.choice([*info.nations, "mars"])
    if rng.random() < 0.4:
        pilot["service"] = rng.choice(["army", "navy"])
    if rng.random() < 0.4:
        pilot["type"] = rng.choice(["a6m", "b-17", "p-40", "zz-9"])
    if rng.random() < 0.3:
        pilot["vp"] = rng.randint(0, 3)
    if rng.random() < 0.3:
        pilot["name"] = rng.choice(NAMES[1:])
    return pilot


def random_setup(rng: random.Random, content: Content) -> dict[str, Any]:
    game = content.games["dif"]
    info = game.info
    aircraft = [*game.of("aircraft"), "spitfire-1", "typhoon"]
    altitudes = [level.id for level in info.altitudes] + ["stratosphere"]
    codes = sorted(
        {c.code for c in info.pilot_codes}
        | {s.code for s in info.pilot_skills}
        | {s.code for s in info.crew_skills}
        | {"Q", "<i>"}
    )
    sides = []
    for _ in range(rng.choice([1, 2, 2, 2, 3, 4])):
        flights = []
        for _ in range(rng.choice([1, 1, 2, 3])):
            flight: dict[str, Any] = {"aircraft": rng.choice(aircraft)}
            if rng.random() < 0.5:
                flight["count"] = rng.randint(1, 4)
            if rng.random() < 0.6:
                flight["altitude"] = rng.choice(altitudes)
            if rng.random() < 0.4:
                flight["pilot"] = _pilot(rng, codes, content)
            if rng.random() < 0.15:
                flight["crew"] = _pilot(rng, codes, content)
            flights.append(flight)
        side: dict[str, Any] = {"aircraft": flights}
        if (name := rng.choice(NAMES)) is not None:
            side["name"] = name
        sides.append(side)
    setup: dict[str, Any] = {"game": "dif", "edition": rng.choice(["aces-high", "zero"])}
    if rng.random() < 0.5:
        setup["vp_limit"] = rng.choice([0, 5, 8, 10, 12])
    if rng.random() < 0.5:
        setup["year"] = rng.choice([1939, 1941, 1943, 1945])
    if rng.random() < 0.6:
        setup["historical"] = True
    if rng.random() < 0.5:
        setup["altitude_bonus"] = True
    setup["sides"] = sides
    return setup
