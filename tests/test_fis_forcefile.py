"""The browser's force file module (js/forcefile.mjs): what it exports, Python's YAML reads
back unchanged and ``sortie validate`` accepts; what it imports or decodes, it reads
strictly, refusing forms it does not know with a message."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from typing import Any

import needs
import pytest
import yaml
from conftest import CONTENT, ROOT
from fis_forces import random_force

from generator.reading.content import load_checked

NODE = shutil.which("node")
MODULE = ROOT / "generator/games/fis/js/forcefile.mjs"

pytestmark = needs.tool("node")

SCRIPT = """
import { readFileSync } from "node:fs";
const m = await import(process.argv[1]);
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = cases.map(([op, arg]) => {
  try {
    if (op === "export") return { ok: m.toYaml(m.forceFromObject(arg)) };
    if (op === "import") return { ok: m.forceFromObject(m.parseForceFile(arg)) };
    if (op === "link") return { ok: m.decode(m.encode(m.forceFromObject(arg), "1")).force };
    if (op === "decode") return { ok: m.decode(arg).force };
  } catch (error) {
    return { error: error.message };
  }
});
process.stdout.write(JSON.stringify(out));
"""


def node(cases: list[tuple[str, Any]]) -> list[dict[str, Any]]:
    done = subprocess.run(
        [NODE, "--input-type=module", "-e", SCRIPT, str(MODULE)],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def canonical(force: dict[str, Any]) -> dict[str, Any]:
    """A force as the builder holds it: every optional field present."""
    return {
        "name": force.get("name"),
        "points_limit": force.get("points_limit"),
        "sides": [
            {
                "name": side.get("name"),
                "points_limit": side.get("points_limit"),
                "players": [
                    {
                        "name": player.get("name"),
                        "formations": [
                            {
                                "name": formation.get("name"),
                                "aircraft": [
                                    {
                                        "aircraft": line["aircraft"],
                                        "count": line.get("count", 1),
                                        "leader": line.get("leader"),
                                        "wingman": line.get("wingman", False),
                                        "pilot": line.get("pilot"),
                                    }
                                    for line in formation["aircraft"]
                                ],
                            }
                            for formation in player["formations"]
                        ],
                    }
                    for player in side["players"]
                ],
            }
            for side in force["sides"]
        ],
    }


def test_export_import_and_links_round_trip_through_python_yaml() -> None:
    content = load_checked(CONTENT, only={"fis"})
    rng = random.Random(7)
    forces = [random_force(rng, content) for _ in range(60)]
    forces.append(yaml.safe_load((ROOT / "examples/fis-channel-patrol.yaml").read_text()))
    cases: list[tuple[str, Any]] = []
    for force in forces:
        cases += [
            ("export", force),
            ("import", yaml.safe_dump(force, sort_keys=False, allow_unicode=True)),
            ("link", force),
        ]
    results = node(cases)
    for index, force in enumerate(forces):
        exported, imported, linked = results[3 * index : 3 * index + 3]
        want = canonical(force)
        assert canonical(yaml.safe_load(exported["ok"])) == want
        assert yaml.safe_load(exported["ok"])["game"] == "fis"
        assert imported["ok"] == want
        assert linked["ok"] == want


def test_flow_style_reads_as_block_style_does() -> None:
    """The shared reader takes what ``sortie validate`` takes in flow style too (the
    examples write aircraft lines as ``{aircraft: fighter, leader: gold}``)."""
    block = (
        "game: fis\nsides:\n- players:\n  - formations:\n    - aircraft:\n"
        "      - aircraft: fighter\n        leader: gold\n"
    )
    flow = (
        "game: fis\nsides:\n- players:\n  - formations:\n    - aircraft:\n"
        "      - {aircraft: fighter, leader: gold}\n"
    )
    read_block, read_flow = node([("import", block), ("import", flow)])
    assert read_flow == read_block
    assert read_flow["ok"]["sides"][0]["players"][0]["formations"][0]["aircraft"][0]["leader"] == (
        "gold"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("game: fis\nsides: &a []\n", "this YAML form is not read here"),
        ("game: fis\nsides:\n\t- x\n", "tabs are not allowed"),
        ("game: fis\nname: 'open\nsides: []\n", "single-quoted text is not closed"),
        ("game: brs\nsides: []\n", "game must be fis"),
        ("game: fis\nsides: []\n", "sides needs at least 1"),
        ("game: fis\nname: x\nname: y\n", "name is given twice"),
        (
            "game: fis\nsides:\n- players:\n  - formations:\n    - aircraft:\n"
            "      - aircraft: fighter\n        leader: gold\n        count: 2\n",
            "a leader flies one aircraft",
        ),
        ('{"game": "fis", "sides": [{"players": [{"formations": "x"}]}]}', "must be a list"),
    ],
)
def test_imports_are_strict(text: str, message: str) -> None:
    [result] = node([("import", text)])
    assert message in result.get("error", ""), result


@pytest.mark.parametrize(
    ("fragment", "message"),
    [
        ("v=2&d=1&f=e30", "unknown link version"),
        ("v=1&d=1&f=!!!", "cannot be read"),
        ("v=1&d=1&f=" + "A" * 9000, "too long"),
        ("v=1&d=1&f=e30", "sides must be a list"),  # {} is no force
    ],
)
def test_bad_links_are_refused_with_a_reason(fragment: str, message: str) -> None:
    [result] = node([("decode", fragment)])
    assert message in result.get("error", ""), result
