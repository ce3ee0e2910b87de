"""One reading of a pack, two engines (issue 38): the command line (``pack.py`` and the
content's schema) and the builders (``parsePack`` in ``yourcards.mjs``) refuse the same
lines, warn about the same lines and take the same values, for the shared vectors in
``tests/vectors/packs/`` (hostile ones among them).

A vector's ``expect`` is worked out by hand from the rules of a pack (README, Your cards):

- ``errors``: the pack's lines whose values neither engine takes (the command line reports
  an error there; a builder leaves the patch out, naming the line); with ``whole: true`` the
  pack as a whole is refused (the builder applies nothing and says why);
- ``warnings``: the lines both engines warn about (a second patch of one definition);
- ``kept``: values both engines take, as ``kind.id.field`` (a dotted field for a nested one).
  A builder applies what it can use of a pack and lists the rest as left out; on the command
  line a pack with any error stops the run (every error said), so ``kept`` is checked there
  only for a pack without errors.

The vectors patch the values the builders take: a card value the data lacks (a builder never
replaces a card value the data knows, while a pack on the command line may), and a club's
house rule of ``game.yaml`` that a builder's check reads (a format's points limit), which
both engines lay over ours.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import needs
import pytest
import yaml
from conftest import CONTENT, ROOT

from generator.games.brs.export import browser_data as brs_data
from generator.games.dif.export import setup_data
from generator.games.fis.export import browser_data as fis_data
from generator.reading.content import check, load_checked

VECTORS = sorted((ROOT / "tests/vectors/packs").glob("*.yaml"))
RUNNER = ROOT / "tests/js/run-pack.mjs"
ENGINES = {
    "brs": ("generator/games/brs/js/cardvalues.mjs", brs_data),
    "dif": ("generator/games/dif/js/setup-builder.mjs", setup_data),
    "fis": ("generator/games/fis/js/builder.mjs", fis_data),
}
"""Per game: the module whose ``CARD_VALUES`` says what its builder fills in, and the
function that writes the builder's data."""

LINE = re.compile(r"^line (\d+):")


def vector(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def value_at(item: Any, field: str) -> Any:
    for part in field.split("."):
        item = item.get(part) if isinstance(item, dict) else getattr(item, part, None)
    return item


def split(key: str) -> tuple[str, str, str]:
    kind, entry, field = key.split(".", 2)
    return kind, entry, field


def python_reading(case: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    pack = tmp_path / "pack.yaml"
    pack.write_text(case["pack"], encoding="utf-8")
    result = check([CONTENT, pack], only={case["game"]})
    problems = [p for p in result.problems if p.path == pack]
    content = result.content.games[case["game"]]
    kept = {}
    for key in case["expect"].get("kept", {}):
        kind, entry, field = split(key)
        if kind == "game":  # game.yaml: the game's parameters, as a patch of kind game names them
            kept[key] = value_at(content.info, field) if entry == case["game"] else None
            continue
        found = content.entries.get(kind, {}).get(entry)
        kept[key] = None if found is None else value_at(found.item, field)
        if hasattr(kept[key], "en"):
            kept[key] = kept[key].en  # a name: its English, as the builder keeps it
    return {
        "errors": sorted({p.line for p in problems if p.is_error}),
        "warnings": sorted({p.line for p in problems if not p.is_error}),
        "kept": kept,
    }


@pytest.fixture(scope="module")
def browser_readings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """Every vector read by its game's builder code in Node, one process per game."""
    node = shutil.which("node")
    assert node is not None
    folder = tmp_path_factory.mktemp("packs")
    readings: dict[str, dict[str, Any]] = {}
    for game, (module, data_of) in ENGINES.items():
        cases = [(path, vector(path)) for path in VECTORS if vector(path)["game"] == game]
        data = folder / f"{game}.json"
        loaded = load_checked(CONTENT, only={game}).games[game]
        data.write_text(json.dumps(data_of(loaded)), encoding="utf-8")
        done = subprocess.run(
            [node, str(RUNNER), str(ROOT / module), str(data)],
            input=json.dumps([case["pack"] for _, case in cases]),
            capture_output=True,
            text=True,
            check=True,
        )
        said = json.loads(done.stdout)
        tables = {kind: table for table, kind in said["kinds"].items()}
        for (path, _), read in zip(cases, said["read"], strict=True):
            readings[path.stem] = {**read, "tables": tables}
    return readings


def browser_outcome(read: dict[str, Any], case: dict[str, Any]) -> dict[str, Any]:
    if read["threw"] is not None:
        return {"whole": True, "kept": {}}
    kept = {}
    for key in case["expect"].get("kept", {}):
        kind, entry, field = split(key)
        values = read["yours"].get(read["tables"].get(kind, ""), {}).get(entry, {})
        kept[key] = values.get(field)
    lines = [int(m.group(1)) for text in read["left"] if (m := LINE.match(text))]
    assert len(lines) == len(read["left"]), read["left"]  # every refusal names its line
    warned = [int(m.group(1)) for text in read["warnings"] if (m := LINE.match(text))]
    return {"errors": sorted(set(lines)), "warnings": sorted(set(warned)), "kept": kept}


@needs.tool("node")
@pytest.mark.parametrize("path", VECTORS, ids=[p.stem for p in VECTORS])
def test_both_engines_read_the_pack_as_the_vector_says(
    path: Path, tmp_path: Path, browser_readings: dict[str, dict[str, Any]]
) -> None:
    case = vector(path)
    expect = case["expect"]
    python = python_reading(case, tmp_path)
    browser = browser_outcome(browser_readings[path.stem], case)
    assert python["errors"] == expect["errors"], "command line"
    assert python["warnings"] == expect["warnings"], "command line"
    if expect.get("whole"):
        assert browser == {"whole": True, "kept": {}}, "builder"
        return
    assert "whole" not in browser, browser_readings[path.stem]["threw"]
    assert browser["errors"] == expect["errors"], "builder"
    assert browser["warnings"] == expect["warnings"], "builder"
    assert browser["kept"] == expect.get("kept", {}), "builder"
    if not expect["errors"]:  # a pack with an error stops a command-line run whole
        assert python["kept"] == expect.get("kept", {}), "command line"


def test_the_vectors_cover_every_game_with_a_builder_and_each_outcome() -> None:
    cases = [vector(path) for path in VECTORS]
    assert {case["game"] for case in cases} == set(ENGINES)
    assert any(case["expect"].get("whole") for case in cases)
    assert any(case["expect"]["warnings"] for case in cases)
    assert any(case["expect"]["errors"] and case["expect"].get("kept") for case in cases)


@needs.tool("node")
@pytest.mark.parametrize("game", sorted(ENGINES))
def test_every_number_a_builder_fills_in_has_its_range_in_the_data(
    game: str, tmp_path: Path
) -> None:
    """The builders take their ranges from the data (``rangeOf``): every whole-number field
    a builder fills in, a record's parts included, finds one there."""
    module, data_of = ENGINES[game]
    data = data_of(load_checked(CONTENT, only={game}).games[game])
    script = (
        f"const {{ CARD_VALUES: spec }} = await import({json.dumps((ROOT / module).as_uri())});"
        "const out = [];"
        "for (const { kind, fields } of Object.values(spec.tables))"
        "  for (const [field, shape] of Object.entries(fields)) {"
        "    if (shape.type === 'int') out.push([kind, field]);"
        "    if (shape.type === 'record') for (const part of Object.keys(shape.parts)) "
        "out.push([kind, `${field}.${part}`]);"
        "  }"
        "process.stdout.write(JSON.stringify(out));"
    )
    node = shutil.which("node")
    assert node is not None
    done = subprocess.run(
        [node, "--input-type=module", "-e", script], capture_output=True, text=True, check=True
    )
    numbers = json.loads(done.stdout)
    assert numbers, "the builder fills in whole numbers"
    missing = [
        (kind, field) for kind, field in numbers if field not in data["ranges"].get(kind, {})
    ]
    assert missing == []
