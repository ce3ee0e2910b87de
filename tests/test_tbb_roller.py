"""The site's table roller: the same rules as ``sortie roll`` in Node (every dice face of
every table, with modifiers that cross both ends), and usable on a phone-sized page."""

from __future__ import annotations

import itertools
import json
import shutil
import subprocess
from typing import Any

import needs
from browserkit import Visit
from conftest import CONTENT, ROOT

from generator.content import load_checked
from generator.exceptions import RollError
from generator.games.tbb.aid import tables_of
from generator.games.tbb.roll import browser_tables, roll

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
        assert page.inner_text("#roller-answer") == "1"
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
        assert "do not fit" in page.inner_text("#roller-result .error")

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
