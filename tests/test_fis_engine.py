"""Fighters in Sight: one verdict, two engines. The conformance vectors in tests/vectors/fis/
pin codes, messages and lines and run through both the Python check and the browser's
JavaScript; a differential run feeds both thousands of random forces."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import needs
import pytest
import yaml
from conftest import CONTENT, ROOT, write
from fis_forces import random_force

from generator.games.fis.export import browser_data
from generator.games.fis.force import CODES, WARNINGS
from generator.reading.content import Content, load_checked
from generator.verdicts.reports import check_deck, read_deck
from generator.words.wording import LANGUAGES, speaking

NODE = shutil.which("node")
ENGINE = ROOT / "generator/games/fis/js/cli.mjs"
VECTORS = sorted((ROOT / "tests/vectors/fis").glob("*.yaml"))


def run_js(
    content: Content, forces: list[dict[str, Any]], tmp_path: Path, lang: str = "en"
) -> list[dict[str, Any]]:
    data = tmp_path / "fis.json"
    data.write_text(json.dumps(browser_data(content.games["fis"])), encoding="utf-8")
    stdin = "".join(json.dumps(force) + "\n" for force in forces)
    done = subprocess.run(
        [NODE, str(ENGINE), str(data), lang],
        input=stdin,
        capture_output=True,
        text=True,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def run_py(content: Content, text: str, tmp_path: Path, lang: str = "en") -> dict[str, Any]:
    with speaking(lang):
        return check_deck(read_deck(tmp_path / "force.yaml", content, text)).as_json()


def comparable(verdict: dict[str, Any]) -> dict[str, Any]:
    keys = ("valid", "hand_size", "aircraft", "points", "points_known", "required", "details")
    same = {k: verdict[k] for k in keys}
    same["errors"] = [(e["code"], e["message"]) for e in verdict["errors"]]
    same["warnings"] = [
        (w["code"], w["message"]) for w in verdict["warnings"] if w["code"] != "unknown-key"
    ]
    same["unchecked"] = [(u["code"], u["message"], u["fill"]) for u in verdict["unchecked"]]
    return same


def test_every_code_has_a_vector_that_pins_its_lines() -> None:
    """Derived from the game's own code tables: a new code without a vector fails here."""
    seen: set[str] = set()
    for vector in VECTORS:
        expect = yaml.safe_load(vector.read_text(encoding="utf-8"))["expect"]
        seen |= set(expect["codes"]) | set(expect.get("warnings", []))
        # Every vector says which warnings it expects, none included: a verdict is whole.
        assert "warnings" in expect, vector.name
        assert not expect["codes"] or "lines" in expect, vector.name
        assert not expect.get("warnings") or "warning_lines" in expect, vector.name
    assert set(CODES) | set(WARNINGS) <= seen, sorted(set(CODES) | set(WARNINGS) - seen)


def vector_content(case: dict[str, Any], tmp_path: Path) -> Content:
    """The shipped content, plus the files a vector adds (a player's overlay would add
    dashboards with points: the shipped aircraft have none)."""
    if not case.get("content"):
        return load_checked(CONTENT, only={"fis"})
    root = tmp_path / "content"
    shutil.copytree(CONTENT / "fis", root / "fis")
    for name, text in case["content"].items():
        write(root / "fis" / name, text)
    return load_checked(root, only={"fis"})


def meets(verdict: dict[str, Any], expect: dict[str, Any]) -> None:
    """The vector's hand-worked expectation, asked of either engine's verdict."""
    assert verdict["valid"] is expect["valid"]
    assert sorted(e["code"] for e in verdict["errors"]) == sorted(expect["codes"])
    assert sorted(w["code"] for w in verdict["warnings"]) == sorted(expect["warnings"])
    if "messages" in expect:
        assert [e["message"] for e in verdict["errors"]] == expect["messages"]
    if "warning_messages" in expect:
        assert sorted(w["message"] for w in verdict["warnings"]) == sorted(
            expect["warning_messages"]
        )
    if "unchecked" in expect:
        parts = [(u["code"], u["message"], u["fill"]) for u in verdict["unchecked"]]
        assert parts == [(u["code"], u["message"], u["fill"]) for u in expect["unchecked"]]
    for key in ("aircraft", "hand_size", "points", "points_known", "required"):
        if key in expect:
            assert verdict[key] == expect[key], key
    for side, want in zip(verdict["details"]["sides"], expect.get("sides", []), strict=False):
        assert {k: side[k] for k in want} == want
    assert len(verdict["details"]["sides"]) >= len(expect.get("sides", []))


@pytest.mark.parametrize("vector", VECTORS, ids=[v.stem for v in VECTORS])
def test_conformance_vector(vector: Path, tmp_path: Path) -> None:
    """The Python check against the vector alone (no Node), so it is held to the rules."""
    case = yaml.safe_load(vector.read_text(encoding="utf-8"))
    expect = case["expect"]
    py = run_py(vector_content(case, tmp_path), case["file"], tmp_path)
    meets(py, expect)
    # Only the Python check knows lines (the browser reads no YAML lines).
    if "lines" in expect:
        assert [e["line"] for e in py["errors"]] == expect["lines"]
    if "warning_lines" in expect:
        assert [(w["code"], w["line"]) for w in py["warnings"]] == [
            tuple(pair) for pair in expect["warning_lines"]
        ]
    if "unchecked_lines" in expect:
        assert [u["line"] for u in py["unchecked"]] == expect["unchecked_lines"]


@needs.tool("node")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("vector", VECTORS, ids=[v.stem for v in VECTORS])
def test_conformance_vector_in_javascript(vector: Path, lang: str, tmp_path: Path) -> None:
    """The vector's verdict in the browser's check; its pinned words are English, so in
    French the two engines must say the same words, finding for finding."""
    case = yaml.safe_load(vector.read_text(encoding="utf-8"))
    content = vector_content(case, tmp_path)
    py = run_py(content, case["file"], tmp_path, lang)
    [js] = run_js(content, [yaml.safe_load(case["file"])], tmp_path, lang)
    if lang == "en":
        meets(js, case["expect"])
    assert comparable(js) == comparable(py)


@pytest.fixture(scope="module")
def rich_content(tmp_path_factory: pytest.TempPathFactory) -> Content:
    """The shipped content plus dashboards with points, as a player's overlay would add."""
    root = tmp_path_factory.mktemp("rich") / "content"
    shutil.copytree(CONTENT / "fis", root / "fis")
    fis = root / "fis"
    write(fis / "aircraft/spitfire-test.yaml", "name: {en: Test Spitfire}\npoints: 10\n")
    write(fis / "aircraft/bomber-test.yaml", "name: {en: Test bomber}\nrole: bomber\npoints: 14\n")
    write(fis / "leaders/bronze-test.yaml", "name: {en: Bronze}\nsummary: {en: x}\n")
    return load_checked(root, only={"fis"})


@needs.tool("node")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_differential_random_forces(rich_content: Content, lang: str, tmp_path: Path) -> None:
    rng = random.Random(20261126)
    forces = [random_force(rng, rich_content) for _ in range(1500)]
    js = run_js(rich_content, forces, tmp_path, lang)
    legal = 0
    for force, js_verdict in zip(forces, js, strict=True):
        text = yaml.safe_dump(force, sort_keys=False, allow_unicode=True)
        py_verdict = run_py(rich_content, text, tmp_path, lang)
        assert comparable(js_verdict) == comparable(py_verdict), force
        legal += py_verdict["valid"]
    seen = {f["code"] for v in js for f in v["errors"] + v["warnings"]}
    assert seen >= {
        "unknown-id",
        "side-empty",
        "formation-size",
        "wingman-without-leader",
        "player-count",
        "points-limit",
        "points-unknown",
        "leaders-per-formation",
        "wingman-formation",
        "leader-unnamed",
    }, seen
    assert legal > 0
