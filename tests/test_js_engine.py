"""One verdict, two engines: the browser's JavaScript check and the Python validator agree.

The conformance vectors in tests/vectors/ run against both; a differential test feeds
thousands of random forces and decks to both and requires the same verdicts, codes and
messages (line numbers aside: the browser has no YAML lines), in English and in French."""

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

from generator.games.brs.export import browser_data
from generator.reading.content import load_checked
from generator.reading.loaded import Content
from generator.verdicts.reports import check_deck, read_deck
from generator.words.wording import LANGUAGES, speaking

NODE = shutil.which("node")
ENGINE = ROOT / "generator/games/brs/js/cli.mjs"
VECTORS = sorted((ROOT / "tests/vectors").glob("*.yaml"))

pytestmark = needs.tool("node")


def run_js(
    content: Content, decks: list[dict[str, Any]], tmp_path: Path, lang: str = "en"
) -> list[dict[str, Any]]:
    data = tmp_path / "brs.json"
    data.write_text(json.dumps(browser_data(content.games["brs"])), encoding="utf-8")
    stdin = "".join(json.dumps(deck) + "\n" for deck in decks)
    done = subprocess.run(
        [NODE, str(ENGINE), str(data), lang],
        input=stdin,
        capture_output=True,
        text=True,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def run_py(
    content: Content, deck: dict[str, Any], tmp_path: Path, lang: str = "en"
) -> dict[str, Any]:
    text = yaml.safe_dump(deck, sort_keys=False)
    with speaking(lang):
        return check_deck(read_deck(tmp_path / "deck.yaml", content, text)).as_json()


def comparable(verdict: dict[str, Any]) -> dict[str, Any]:
    keys = ("valid", "hand_size", "aircraft", "points", "points_known", "required", "details")
    same = {k: verdict[k] for k in keys}
    same["errors"] = [(e["code"], e["message"]) for e in verdict["errors"]]
    same["warnings"] = [
        (w["code"], w["message"]) for w in verdict["warnings"] if w["code"] != "unknown-key"
    ]
    # What could not be checked, and the value each part asks for (lines are Python's).
    same["unchecked"] = [(u["code"], u["message"], u["fill"]) for u in verdict["unchecked"]]
    return same


def vector_content(case: dict[str, Any], tmp_path: Path) -> Content:
    """The shipped content, with the files a vector gives (``content:``, paths under
    ``brs/``) laid over it as an overlay folder: the shipped cards have no negative trait
    and no ace skill, and the shipped game.yaml no format that asks for every value."""
    if not case.get("content"):
        return load_checked(CONTENT, only={"brs"})
    overlay = tmp_path / "overlay"
    for name, text in case["content"].items():
        write(overlay / "brs" / name, text)
    return load_checked([CONTENT, overlay], only={"brs"})


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("vector", VECTORS, ids=[v.stem for v in VECTORS])
def test_conformance_vector(vector: Path, lang: str, tmp_path: Path) -> None:
    """The vector's hand-worked verdict in both engines; its pinned messages are English,
    so in French the two engines must say the same words, code for code."""
    case = yaml.safe_load(vector.read_text(encoding="utf-8"))
    content = vector_content(case, tmp_path)
    py = run_py(content, case["deck"], tmp_path, lang)
    [js] = run_js(content, [case["deck"]], tmp_path, lang)
    expect = case["expect"]
    if lang != "en":
        expect = {k: v for k, v in expect.items() if k not in ("errors", "warnings", "unchecked")}
    for verdict in (py, js):
        assert verdict["valid"] is expect["valid"]
        assert sorted(e["code"] for e in verdict["errors"]) == sorted(expect["codes"])
        for key in ("hand_size", "points", "points_known"):
            if key in expect:
                assert verdict[key] == expect[key], key
        # Pinned findings: code and message in both engines, the line in Python's (the
        # browser has no YAML lines; the deck is written as yaml.safe_dump writes it).
        for kind in ("errors", "warnings"):
            if kind in expect:
                pinned = [(f["code"], f["message"]) for f in expect[kind]]
                assert [(f["code"], f["message"]) for f in verdict[kind]] == pinned, kind
        if "unchecked" in expect:
            parts = [(u["code"], u["message"], u["fill"]) for u in verdict["unchecked"]]
            assert parts == [(u["code"], u["message"], u["fill"]) for u in expect["unchecked"]]
    for kind in ("errors", "warnings"):
        if kind in expect:
            assert [f["line"] for f in py[kind]] == [f["line"] for f in expect[kind]]
    assert comparable(js) == comparable(py)


@pytest.fixture(scope="module", params=[False, True], ids=["unverified", "verified"])
def rich_content(
    tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Content:
    """The shipped content (64 aircraft, most of unknown traits and points, campaign lists)
    plus cards and aircraft that exercise every rule: a negative trait, ace skill cards,
    points, a heavy fighter, two types sharing a trait; with the doctrine table unverified
    (warnings) and verified (errors), and a format with its own pilot costs."""
    root = tmp_path_factory.mktemp("rich") / "content"
    shutil.copytree(CONTENT / "brs", root / "brs")
    brs = root / "brs"
    game = brs / "game.yaml"
    text = game.read_text(encoding="utf-8")
    if request.param:
        text = text.replace("verified: false", "verified: true")
    text += (
        "  house:\n    name: {en: House rules}\n    points_limit: 400\n"
        "    skill_points: {1: 10, 2: 20, 3: 40, 4: null, 5: 90}\n"
        "    require_known: true\n"
    )
    game.write_text(text, encoding="utf-8")
    write(brs / "traits/fragile.yaml", "name: {en: Fragile}\nnegative: true\n")
    write(brs / "ace-skills/eagle-eye.yaml", "name: {en: Eagle Eye}\n")
    write(brs / "ace-skills/sharp-shooter.yaml", "name: {en: Sharp Shooter}\n")
    write(
        brs / "aircraft/spitfire-i.yaml",
        "name: {en: Spitfire I}\nnation: gb\ntraits: [tight-turn]\npoints: 30\n",
    )
    write(
        brs / "aircraft/bf110c.yaml",
        "name: {en: Bf110C}\nnation: de\ntraits: [heavy-hitter, robust]\n"
        "negative_traits: [fragile]\nengines: 2\nrole: heavy-fighter\npoints: 45\n",
    )
    write(
        brs / "aircraft/bf109f.yaml",
        "name: {en: Bf109F}\nnation: de\ntraits: [great-climb, rapid-roll]\npoints: 40\n",
    )
    write(
        brs / "aces/werner-molders.yaml",
        "name: {en: Werner Mölders}\nnation: de\naircraft: bf109f\npoints: 160\n",
    )
    return load_checked(root, only={"brs"})


FAVOURITES = [
    "bf109e",
    "spitfire-ii",
    "f4f-wildcat",
    "spitfire-i",
    "bf110c",
    "bf109f",
    "hurricane-ii",
    "p-39-airacobra",
    "yak-1",
    "blenheim-iv",
]
"""Aircraft of known traits, shared lists, two air forces, unknown availability: drawn
more often than the rest of the 64."""


def random_deck(rng: random.Random, content: Content) -> dict[str, Any]:
    game = content.games["brs"]
    aircraft = [*game.of("aircraft"), "p-51d"]
    aces = [*game.of("aces"), "bader"]
    cards = [c for kind in ("traits", "doctrine", "theatre", "ace-skills") for c in game.of(kind)]
    force = []
    for _ in range(rng.randint(0, 4)):
        if rng.random() < 0.2:
            force.append({"ace": rng.choice(aces)})
            continue
        line: dict[str, Any] = {
            "aircraft": rng.choice(aircraft if rng.random() < 0.5 else FAVOURITES),
            "count": rng.randint(1, 9),
        }
        if rng.random() < 0.7:
            line["skill"] = rng.choice([1, 2, 3, 4, 5, 5, 0, 6])
        force.append(line)
    # Start from a near-legal deck so the differential test reaches the subtle cases too.
    deck: dict[str, int] = {}
    for line in force:
        plane = game.of("aircraft").get(line.get("aircraft", ""))
        if plane is not None:
            traits = plane.item.traits or ()
            for trait in traits:
                deck[trait] = deck.get(trait, 0) + line["count"] // max(1, len(traits))
    for _ in range(rng.randint(0, 8)):
        card = rng.choice([*cards, "ace-of-spades"]) if rng.random() < 0.95 else "bogus"
        deck[card] = max(0, deck.get(card, 0) + rng.choice([-1, 1, 1, 2]))
    result: dict[str, Any] = {"game": "brs", "force": force, "deck": deck}
    if rng.random() < 0.4:
        formats = ["gathering-of-eagles", "campaign", "campaign", "house", "open"]
        result["format"] = rng.choice(formats)
    if rng.random() < 0.5:
        period: dict[str, Any] = {
            "year": rng.randint(1939, 1945),
            "block": rng.choice(["early", "mid", "late"]),
        }
        if rng.random() < 0.3:
            period["air_force"] = rng.choice(["gb", "de", "us", "su", "jp", "xx"])
        result["period"] = period
    if rng.random() < 0.3:
        result["points_limit"] = rng.choice([100, 300, 500, 1000])
    return result


SURPLUS = {"en": "of unknown traits, can bring at most", "fr": ", aux traits inconnus : au plus"}
"""How the error for more spare trait cards than unknown traits allow reads, by language."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_differential_random_decks(rich_content: Content, lang: str, tmp_path: Path) -> None:
    rng = random.Random(20261125)
    decks = [random_deck(rng, rich_content) for _ in range(3000)]
    js = run_js(rich_content, decks, tmp_path, lang)
    legal = 0
    for deck, js_verdict in zip(decks, js, strict=True):
        py_verdict = run_py(rich_content, deck, tmp_path, lang)
        assert comparable(js_verdict) == comparable(py_verdict), deck
        legal += py_verdict["valid"]
    seen = {e["code"] for v in js for e in v["errors"]}
    warned = {w["code"] for v in js for w in v["warnings"]}
    assert warned >= {"traits-unknown", "points-unknown", "campaign-unknown"}, warned
    doctrine = (
        seen if "verified: true" in (rich_content.root / "brs/game.yaml").read_text() else warned
    )
    assert "doctrine-count" in doctrine
    assert {v["points_known"] for v in js} == {True, False}
    messages = [e["message"] for v in js for e in v["errors"]]
    assert any(SURPLUS[lang] in m for m in messages)
    # The generator must reach every rule, and some legal decks, for the test to mean much.
    assert seen >= {
        "unknown-id",
        "skill-range",
        "trait-count",
        "trait-foreign",
        "trait-split",
        "negative-trait",
        "theatre-count",
        "campaign-period",
        "campaign-unavailable",
        "campaign-limit",
        "ace-skill-count",
        "points-limit",
        "format-aircraft-types",
        "format-aircraft-count",
        "format-unique-ace",
        "force-empty",
    }, seen
    assert legal > 0
