"""Down In Flames: Your cards takes every value the aircraft card design prints (issue 41,
"Transcribe your cards"). The fields My hangar asks of a card (``CARD_VALUES`` of the
set-up builder, each where its ``has`` says the card prints it, and not known to our data)
are exactly the "?" the browser's drawing of that card names (``data-hole``), for every
aircraft of both editions, fighters and bombers; the one more is the turbocharger of a
ZERO! fighter, which the card does not print but the start rule reads (a check's value)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from typing import Any

import needs
from conftest import CONTENT, ROOT

from generator.games.dif.export import setup_data
from generator.reading.content import load_checked
from generator.sheets.browser import BrowserCards
from generator.sheets.faces import Catalogue
from generator.sheets.render import Designs

BUILDER = ROOT / "generator/games/dif/js/setup-builder.mjs"

ASKED = """
const { CARD_VALUES: spec } = await import(process.argv[1]);
const data = JSON.parse(await new Promise((done) => {
  let text = ""; process.stdin.on("data", (c) => (text += c)); process.stdin.on("end", () => done(text));
}));
const at = (entry, field) => field.split(".").reduce((v, k) => (v == null ? undefined : v[k]), entry);
const out = {};
for (const [id, entry] of Object.entries(data.aircraft)) {
  out[id] = Object.entries(spec.tables.aircraft.fields)
    .filter(([field, shape]) => shape.has?.(entry) !== false && at(entry, field) == null)
    .map(([field]) => field);
}
process.stdout.write(JSON.stringify(out));
"""


def printed_holes() -> dict[str, set[str]]:
    """Each aircraft card's unknown values, as the browser's drawing names them."""
    content = load_checked(CONTENT, only={"dif"})
    catalogue = Catalogue(content, Designs(language="en"))
    faces = catalogue.faces("dif", "aircraft")
    cards = BrowserCards(catalogue, ("a4",)).data(catalogue.game("dif"), faces)["cards"]
    return {
        key.split("/", 1)[1]: set(re.findall(r'data-hole="([^"]*)"', card["html"]))
        for key, card in cards.items()
        if key.startswith("aircraft/")
    }


def asked_in_browser(data: dict[str, Any]) -> dict[str, set[str]]:
    node = shutil.which("node")
    assert node is not None
    done = subprocess.run(
        [node, "--input-type=module", "-e", ASKED, BUILDER.as_uri()],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        check=True,
    )
    return {key: set(fields) for key, fields in json.loads(done.stdout).items()}


@needs.tool("node")
def test_the_values_asked_of_a_card_are_the_holes_its_design_prints() -> None:
    data = setup_data(load_checked(CONTENT, only={"dif"}).games["dif"])
    asked = asked_in_browser(data)
    holes = printed_holes()
    assert set(asked) == set(holes)
    classes = set()
    for plane, printed in holes.items():
        entry = data["aircraft"][plane]
        classes.add((entry["edition"], entry["fighter_card"]))
        extra = {"turbocharger"} if entry["edition"] == "zero" and entry["fighter_card"] else set()
        assert asked[plane] == printed | (extra & asked[plane]), plane
    # Every edition's fighters and bombers were compared.
    assert classes == {("aces-high", True), ("aces-high", False), ("zero", True), ("zero", False)}


@needs.tool("node")
def test_a_spitfire_and_a_bomber_by_hand() -> None:
    """Hand-read from the design and content/dif/aircraft/: the Spitfire I (an Aces High
    fighter) prints the fighter's seven rows on both sides, of which we know the front's
    Performance (6) and Bursts (2); an Aces High bomber prints no Performance, no Bursts."""
    data = setup_data(load_checked(CONTENT, only={"dif"}).games["dif"])
    asked = asked_in_browser(data)
    spitfire = asked["spitfire-i"]
    assert {"damaged.bursts", "damaged.performance", "front.gunner", "agile", "year"} <= spitfire
    assert not {"front.bursts", "front.performance", "airframe_flip", "barrage"} & spitfire
    bombers = [
        i
        for i, e in data["aircraft"].items()
        if e["edition"] == "aces-high" and not e["fighter_card"]
    ]
    assert bombers
    for plane in bombers:
        assert not {"front.performance", "front.bursts", "agile", "turbocharger"} & asked[plane]
        assert (
            "front.turret_defence" in asked[plane]
            or data["aircraft"][plane]["front"]["turret_defence"] is not None
        )
