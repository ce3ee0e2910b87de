"""The browser's Down In Flames arithmetic (``js/dif-rules.mjs``) against ``rules.py``, the
source of truth: the same random cases through both, the same answers."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import needs
from conftest import ROOT, shipped_content

from generator.games.dif import rules, site

NODE = shutil.which("node")
CLI = ROOT / "generator/games/dif/js/cli.mjs"
DIF = shipped_content().games["dif"]
DATA = site.tools_data(DIF)

pytestmark = needs.tool("node")


def run_js(calls: list[dict[str, Any]], tmp_path: Path) -> list[Any]:
    data = tmp_path / "tools.json"
    data.write_text(json.dumps(DATA), encoding="utf-8")
    stdin = "".join(json.dumps(call) + "\n" for call in calls)
    done = subprocess.run(
        [NODE, str(CLI), str(data)], input=stdin, capture_output=True, text=True, check=True
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def python(call: dict[str, Any]) -> Any:
    fn, args = call["fn"], call["args"]
    info = DIF.info
    if fn == "flak_hits":
        return rules.flak_hits(info, *args)
    if fn == "bombs_dropped":
        return rules.bombs_dropped(info, *args)
    if fn == "target_status":
        return rules.target_status(*args)
    if fn == "mission_vp":
        return list(rules.mission_vp(*args))
    if fn == "scaled_score":
        score = rules.scaled_score(*args)
        return {"axis": score.axis, "allies": score.allies, "net": score.net}
    if fn == "mission_length":
        length = rules.mission_length(*args)
        return {
            "target_bound": length.target_bound,
            "over_target": length.over_target,
            "home_bound": length.home_bound,
            "total": length.total,
        }
    raise ValueError(fn)


def cases(seed: int, count: int) -> list[dict[str, Any]]:
    draw = random.Random(seed)
    patterns = ["dispersed", "normal", "tight"]
    out: list[dict[str, Any]] = []
    for _ in range(count):
        out += [
            {
                "fn": "flak_hits",
                "args": [
                    draw.randint(0, 9),
                    draw.choice(patterns),
                    draw.choice(patterns),
                    draw.randint(-4, 4),
                ],
            },
            {
                "fn": "bombs_dropped",
                "args": [draw.randint(0, 40), draw.choice(patterns), draw.randint(-5, 5)],
            },
            {
                "fn": "target_status",
                "args": [draw.randint(0, 40), draw.randint(0, 15), draw.randint(10, 30)],
            },
            {"fn": "mission_vp", "args": [draw.choice(["intact", "damaged", "destroyed"]), 5, 10]},
            {
                "fn": "scaled_score",
                "args": [draw.randint(0, 99), draw.randint(0, 99), draw.randint(1, 5)],
            },
            {
                "fn": "mission_length",
                "args": [
                    draw.randint(0, 12),
                    draw.randint(0, 12),
                    [draw.randint(1, 6) for _ in range(draw.randint(1, 4))],
                    3,
                    draw.randint(-2, 2),
                    draw.randint(-2, 2),
                ],
            },
        ]
    return out


def test_javascript_and_python_agree(tmp_path: Path) -> None:
    calls = cases(7, 150)
    assert run_js(calls, tmp_path) == [python(call) for call in calls]


def test_the_worked_examples_in_javascript(tmp_path: Path) -> None:
    """The rulebooks' examples, worked by hand, through the browser's twin."""
    kate = [{"fn": "bombs_dropped", "args": [14, p, 0]} for p in ("dispersed", "normal", "tight")]
    calls = [
        {"fn": "flak_hits", "args": [2, "tight", "tight", 0]},
        {"fn": "bombs_dropped", "args": [8, "dispersed", 0]},
        {"fn": "scaled_score", "args": [30, 13, 3]},
        {"fn": "mission_length", "args": [9, 8, [5, 5, 5, 5], 3, 0, 0]},
        *kate,
    ]
    got = run_js(calls, tmp_path)
    assert got[0] == 4 and got[1] == 4
    assert got[2] == {"axis": 10, "allies": 4, "net": -6}
    # ZERO! 23.2, Malaya #11 with four Ki-21 (Speed 5): 9 - 5 = 4 out, 3 over, 8 - 5 = 3 home.
    assert got[3] == {"target_bound": 4, "over_target": 3, "home_bound": 3, "total": 10}
    # Aces High, bombing patterns: the Kate's 14 bombs halved, kept, doubled.
    assert got[4:] == [7, 14, 28]


def test_tools_never_write_html_from_data() -> None:
    modules = sorted((ROOT / "generator/games/dif/js").glob("*.mjs"))
    assert modules
    for module in modules:
        text = module.read_text(encoding="utf-8")
        assert "innerHTML" not in text and "insertAdjacentHTML" not in text, module.name
