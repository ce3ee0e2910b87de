"""Down In Flames set-ups: one verdict, two engines. The conformance vectors in
tests/vectors/dif/ pin codes, messages, unchecked parts and each side's VP, head start and
opening hands, and run through both the Python check and the browser's JavaScript; a
differential run feeds both a thousand random set-ups."""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import needs
import pytest
import yaml
from conftest import CONTENT, ROOT
from dif_setups import known_values_content, random_setup

from generator.games.dif.export import setup_data
from generator.games.dif.setups import CODES, WARNINGS
from generator.reading.content import Content, load_checked
from generator.verdicts.reports import check_deck, read_deck
from generator.words.wording import LANGUAGES, speaking

NODE = shutil.which("node")
ENGINE = ROOT / "generator/games/dif/js/setup-cli.mjs"
VECTORS = sorted((ROOT / "tests/vectors/dif").glob("*.yaml"))


def run_js(
    content: Content, setups: list[dict[str, Any]], tmp_path: Path, lang: str = "en"
) -> list[dict[str, Any]]:
    data = tmp_path / "setup-data.json"
    data.write_text(json.dumps(setup_data(content.games["dif"])), encoding="utf-8")
    stdin = "".join(json.dumps(setup) + "\n" for setup in setups)
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
        return check_deck(read_deck(tmp_path / "setup.yaml", content, text)).as_json()


def comparable(verdict: dict[str, Any]) -> dict[str, Any]:
    """What both engines must agree on, findings in order (both end a check with
    ``finish``); the file's own unknown-key warnings are Python's alone."""
    keys = ("valid", "hand_size", "aircraft", "points", "points_known", "required", "details")
    same = {k: verdict[k] for k in keys}
    same["errors"] = [(e["code"], e["message"]) for e in verdict["errors"]]
    same["warnings"] = [
        (w["code"], w["message"]) for w in verdict["warnings"] if w["code"] != "unknown-key"
    ]
    same["unchecked"] = [(u["code"], u["message"], u["fill"]) for u in verdict["unchecked"]]
    return same


@pytest.fixture(scope="module")
def shipped() -> Content:
    return load_checked(CONTENT, only={"dif"})


@pytest.fixture(scope="module")
def known_values(tmp_path_factory: pytest.TempPathFactory) -> Content:
    root = known_values_content(tmp_path_factory.mktemp("known") / "content")
    return load_checked(root, only={"dif"})


def vector_codes() -> set[str]:
    codes: set[str] = set()
    for vector in VECTORS:
        expect = yaml.safe_load(vector.read_text(encoding="utf-8"))["expect"]
        codes |= set(expect["codes"]) | set(expect.get("warnings", []))
    return codes


def test_there_are_vectors_for_every_code() -> None:
    """From the check's own tables: a new code without a vector fails here."""
    assert set(CODES) | set(WARNINGS) <= vector_codes()


def test_the_tables_name_every_code_either_engine_reports() -> None:
    """Every code the two checks write is in CODES or WARNINGS, so the test above sees it."""
    python = (ROOT / "generator/games/dif/setups.py").read_text(encoding="utf-8")
    js = (ROOT / "generator/games/dif/js/setup-check.mjs").read_text(encoding="utf-8")
    said = set(re.findall(r"self\.(?:error|warn)\(\s*\"([\w-]+)\"", python))
    said |= set(re.findall(r"\b(?:error|warn)\(\"([\w-]+)\"", js))
    assert said, "no code found: the pattern is out of date"
    assert said | {"unknown-id"} <= set(CODES) | set(WARNINGS)
    assert said >= set(CODES) - {"unknown-id"} | set(WARNINGS)


def load_vector(vector: Path, shipped: Content, known_values: Content) -> tuple[Any, Content]:
    case = yaml.safe_load(vector.read_text(encoding="utf-8"))
    return case, known_values if case.get("content") == "known-values" else shipped


def meets(verdict: dict[str, Any], expect: dict[str, Any]) -> None:
    """The vector's hand-worked expectation, asked of either engine's verdict."""
    assert verdict["valid"] is expect["valid"]
    assert sorted(e["code"] for e in verdict["errors"]) == sorted(expect["codes"])
    assert [w["code"] for w in verdict["warnings"]] == expect.get("warnings", [])
    if "warning_messages" in expect:
        assert [w["message"] for w in verdict["warnings"]] == expect["warning_messages"]
    if "aircraft" in expect:
        assert verdict["aircraft"] == expect["aircraft"]
    if "messages" in expect:
        assert sorted(e["message"] for e in verdict["errors"]) == sorted(expect["messages"])
    assert [(u["code"], u["message"], u["fill"]) for u in verdict["unchecked"]] == [
        (u["code"], u["message"], u["fill"]) for u in expect.get("unchecked", [])
    ]
    for key in ("points", "points_known", "required"):
        if key in expect:
            assert verdict[key] == expect[key], key
    sides = verdict["details"]["sides"]
    assert len(sides) == len(expect["sides"])
    for side, want in zip(sides, expect["sides"], strict=True):
        hands = [line["opening_hand"] for line in side["aircraft"]]
        got = {"vp": side["vp"], "head_start": side["head_start"], "hands": hands}
        if "name" in want:
            got["name"] = side["name"]
        assert got == want


@pytest.mark.parametrize("vector", VECTORS, ids=[v.stem for v in VECTORS])
def test_conformance_vector_in_python(
    vector: Path, tmp_path: Path, shipped: Content, known_values: Content
) -> None:
    """Runs without Node, so the Python check is held to the rules on any machine."""
    case, content = load_vector(vector, shipped, known_values)
    expect = case["expect"]
    py = run_py(content, case["file"], tmp_path)
    meets(py, expect)
    # Python's lines (the browser holds no file): every finding is pinned where it is.
    assert [e["line"] for e in py["errors"]] == expect.get("lines", [])
    warnings = [w for w in py["warnings"] if w["code"] != "unknown-key"]
    assert [w["line"] for w in warnings] == expect.get("warning_lines", [])
    if "unchecked_lines" in expect:
        assert [u["line"] for u in py["unchecked"]] == expect["unchecked_lines"]


@needs.tool("node")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("vector", VECTORS, ids=[v.stem for v in VECTORS])
def test_conformance_vector_in_javascript(
    vector: Path, lang: str, tmp_path: Path, shipped: Content, known_values: Content
) -> None:
    """The vector's verdict in the browser's check; its pinned words are English, so in
    French the two engines must say the same words, finding for finding."""
    case, content = load_vector(vector, shipped, known_values)
    [js] = run_js(content, [yaml.safe_load(case["file"])], tmp_path, lang)
    if lang == "en":
        meets(js, case["expect"])
    assert comparable(js) == comparable(run_py(content, case["file"], tmp_path, lang))


@needs.tool("node")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_differential_random_setups(known_values: Content, lang: str, tmp_path: Path) -> None:
    rng = random.Random(20261126)
    setups = [random_setup(rng, known_values) for _ in range(1000)]
    js = run_js(known_values, setups, tmp_path, lang)
    assert len(js) == len(setups)
    legal = partial = 0
    for setup, js_verdict in zip(setups, js, strict=True):
        text = yaml.safe_dump(setup, sort_keys=False, allow_unicode=True)
        py_verdict = run_py(known_values, text, tmp_path, lang)
        assert comparable(js_verdict) == comparable(py_verdict), setup
        legal += py_verdict["valid"]
        partial += py_verdict["valid"] and bool(py_verdict["unchecked"])
    seen = {f["code"] for v in js for f in v["errors"] + v["warnings"]}
    assert seen >= {
        "unknown-id",
        "edition",
        "year",
        "year-unknown",
        "vp-limit",
        "vp-unknown",
        "alliance",
        "altitude",
        "turbocharger-unknown",
        "pilot-code",
        "pilot-nation",
        "pilot-service",
        "pilot-type",
    }, seen
    assert legal > 0 and partial > 0
    assert any(side["head_start"] for v in js for side in v["details"]["sides"])
