"""The site's table roller: the same rules as ``sortie roll`` in Node (every dice face of
every table, with modifiers that cross both ends), and usable on a phone-sized page."""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
from typing import Any

import needs
import pytest
from browserkit import Visit, open_ready
from conftest import CONTENT, ROOT
from playwright.sync_api import expect

from generator.exceptions import RollError
from generator.games.tbb.aids import tables_of
from generator.games.tbb.dice import browser_tables, roll
from generator.reading.content import load_checked

NODE = shutil.which("node")
ROLL_JS = ROOT / "generator/games/tbb/js/roll.mjs"
MODIFIER_SETS = [[], [-3], [2], [-5, -1], [4, 4], [1, -1, 6]]


def node_rolls(tables: list[dict[str, Any]], cases: list[dict[str, Any]]) -> list[Any]:
    script = f"""
import {{ roll }} from {json.dumps(ROLL_JS.as_uri())};
let text = '';
for await (const chunk of process.stdin) text += chunk;
const {{ tables, cases }} = JSON.parse(text);
const byId = Object.fromEntries(tables.map((t) => [t.id, t]));
const out = cases.map((c) => {{
  try {{ return roll(byId[c.table], c.dice, c.modifiers, c.column); }}
  catch (error) {{ return {{ error: error.message }}; }}
}});
process.stdout.write(JSON.stringify(out));
"""
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script],
        input=json.dumps({"tables": tables, "cases": cases}),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)  # type: ignore[no-any-return]


@needs.tool("node")
def test_node_and_python_read_every_table_alike() -> None:
    tables = tables_of(load_checked(CONTENT, only={"tbb"}).games["tbb"])
    cases: list[dict[str, Any]] = []
    for table_id, table in tables.items():
        faces = (
            [list(f) for f in itertools.product(range(1, 7), repeat=table.dice.count)]
            if table.dice
            else [[]]
        )
        columns = [None, *(c.id for c in table.columns)]
        for dice, mods, column in itertools.product(faces, MODIFIER_SETS, columns):
            cases.append({"table": table_id, "dice": dice, "modifiers": mods, "column": column})
    cases += [  # refusals: the same message from both
        {"table": "formation", "dice": [7, 1], "modifiers": [], "column": None},
        {"table": "formation", "dice": [3], "modifiers": [], "column": None},
        {"table": "navigation", "dice": [3, 3], "modifiers": [], "column": "sunny"},
        {"table": "bombing-vp", "dice": [3], "modifiers": [], "column": None},
        {"table": "luftwaffe-fuel", "dice": [], "modifiers": [], "column": None},
    ]
    expected = []
    for case in cases:
        try:
            answer = roll(
                case["table"], tables[case["table"]], case["dice"], case["modifiers"],
                case["column"],
            )  # fmt: skip
            expected.append({**answer.as_json(), "clamped": answer.clamped})
        except RollError as error:
            expected.append({"error": str(error)})
    found = node_rolls(browser_tables(tables), cases)
    assert len(cases) > 2000
    mismatches = [(c, e, f) for c, e, f in zip(cases, expected, found, strict=True) if e != f]
    assert not mismatches, mismatches[:5]


def test_the_roller_on_a_phone(browser: Any, base_url: str) -> None:
    phone = Visit(browser, width=390, height=844)
    page = phone.page
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(base_url + "tbb/roller/#bombing-vp")
        page.wait_for_selector("#roller-column")
        assert page.input_value("#roller-table") == "bombing-vp"
        page.select_option("#roller-column", "bomber-gruppe")
        # +2 cloud, +2 lost, +4 bad weather: column +8, read at the +5 end: 1 VP.
        for text in ("Cloudy weather", "Lost or Decoyed", "through bad weather"):
            page.locator("#roller-form .mods li").filter(has_text=text).locator("input").check()
        page.click("#roller-roll")
        assert page.inner_text("#roller-answer") == "VP the attack scores: 1"
        assert "Total: 8 (past the end" in page.inner_text("#roller-total")
        assert page.inner_text("#roller-row") == "Row: +5"
        assert page.inner_text("tr.hit td:first-child") == "+5"

        page.select_option("#roller-table", "formation")
        page.wait_for_selector("#roller-die-2")
        assert page.evaluate("location.hash") == "#formation"
        page.fill("#roller-die-1", "6")
        page.fill("#roller-die-2", "5")
        page.select_option("#roller-column", "overcast")
        page.click("#roller-read")
        assert page.inner_text("#roller-answer") == "Late 3"  # 11: the 10–11 row
        assert "Dice: 6 + 5" in page.inner_text("#roller-dice")

        page.fill("#roller-die-1", "6")
        page.fill("#roller-die-2", "6")
        page.click("#roller-read")
        assert page.inner_text("#roller-answer") == "Special"
        page.click("#roller-then")  # on to the Special sub-table, same weather column
        assert page.input_value("#roller-table") == "formation-special"
        assert page.input_value("#roller-column") == "overcast"
        page.fill("#roller-die-1", "3")
        page.click("#roller-read")
        assert page.inner_text("#roller-answer") == "Disorganisation"

        page.select_option("#roller-table", "formation")
        page.fill("#roller-die-1", "9")
        page.fill("#roller-die-2", "1")
        page.click("#roller-read")
        assert page.inner_text("#roller-result .error") == (
            "The dice 9,1 do not fit this table: it rolls 2 dice of 1 to 6."
        )  # no table id, no command-line option

        page.select_option("#roller-table", "random-events")
        page.click("#roller-roll")
        dice = page.inner_text("#roller-dice").removeprefix("Dice: ").split(" + ")
        assert len(dice) == 2 and all(1 <= int(d) <= 6 for d in dice)

        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, "the page scrolls sideways on a phone"
        for selector in ("#roller-roll", "#roller-read", "#roller-table"):
            box = page.locator(selector).bounding_box()
            assert box is not None and box["height"] >= 44, selector
        assert not errors, errors
    finally:
        phone.close()
    assert not phone.offsite(), phone.offsite()


# -- issue 39: a modifier and the one that replaces it, the stars, what a result counts ----

FORMATION_MODS = "#roller-form .mods li"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_modifier_and_the_one_that_replaces_it_never_add_up(
    browser: Any, base_url: str, language: str
) -> None:
    """Formation: +1 when the lowest units form up at 14 to 16 Angels, +2 at 18 or higher
    "instead of the +1 above". Ticking the +2 unticks the +1: 3 + 3 + 2 = 8, not 9."""
    french = language == "fr"
    tab = Visit(browser, width=390, height=844, locale="fr-FR" if french else "en-US")
    page = tab.page
    try:
        open_ready(page, base_url + ("fr/" if french else "") + "tbb/roller/#formation")
        page.wait_for_selector("#roller-die-2")
        plus_one, plus_two = (page.locator("#roller-mod-0"), page.locator("#roller-mod-1"))
        plus_one.check()
        plus_two.check()
        expect(plus_one).not_to_be_checked()
        page.fill("#roller-die-1", "3")
        page.fill("#roller-die-2", "3")
        page.click("#roller-read")
        expect(page.locator("#roller-total")).to_contain_text("8")
        expect(page.locator("#roller-mods")).to_contain_text("+2")
        expect(page.locator("#roller-mods")).not_to_contain_text("+1")
        plus_one.check()
        expect(plus_two).not_to_be_checked()
        # The starred modifiers show their star, with what it means, and no word for it.
        mods = page.locator(FORMATION_MODS)
        said = (
            "★ Pas pour un raid de Freie Jagd ou de Jabos"
            if french
            else "★ Not for Freie Jagd or Jabo raids"
        )
        expect(mods.filter(has_text=said)).to_have_count(3)
        for gone in ("starred", "astérisque"):
            expect(page.locator("#roller-form")).not_to_contain_text(gone)
        page.select_option("#roller-table", "bombing-vp")
        expect(mods.filter(has_text="★★")).to_have_count(3)
        for gone in ("double star", "single star", "deux étoiles", "une étoile"):
            expect(page.locator("#roller-form")).not_to_contain_text(gone)
    finally:
        tab.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_bare_figure_says_what_it_counts(browser: Any, base_url: str, language: str) -> None:
    """Return to Base, 3 turns late, dice 1 + 1 = 2 (the 2–4 row): "24/8" is aircraft lost
    by a full unit and by a half unit, and the page says so."""
    french = language == "fr"
    tab = Visit(browser, width=390, height=844, locale="fr-FR" if french else "en-US")
    page = tab.page
    try:
        open_ready(page, base_url + ("fr/" if french else "") + "tbb/roller/#return-to-base")
        page.wait_for_selector("#roller-column")
        page.select_option("#roller-column", "late-3")
        page.fill("#roller-die-1", "1")
        page.fill("#roller-die-2", "1")
        page.click("#roller-read")
        expect(page.locator("#roller-answer")).to_have_text(
            re.compile(
                r"^Avions perdus \(unité entière / demi-unité\)\s:\s24/8$"
                if french
                else r"^Aircraft lost \(full unit / half unit\): 24/8$"
            )
        )
    finally:
        tab.close()
