"""Every whole number a file gives has the range its game allows (issue 38): a pack or a
club's overlay cannot make a force legal with a cost of -1,000,000, and the message says
the range at the value's line. The schemas of every game are walked, so a field added
without a range fails here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import CONTENT, write
from hostile import LEGAL

from generator.reading.content import check
from generator.schemadocs import schema_models
from generator.words.wording import speaking

UNBOUNDED = {
    "brs/deck": {"force.skill"},
}
"""Whole numbers whose range the game's own check says (``skill-range``: "use 1 to 5"),
after the shape of the file is checked: the schema leaves them open on purpose."""


def integers(schema: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Every ``integer`` node of a JSON Schema, with the dotted path of the field it is."""
    definitions = schema.get("$defs", {})
    found: list[tuple[str, dict[str, Any]]] = []

    def walk(node: dict[str, Any], path: str, seen: frozenset[str]) -> None:
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[-1]
            if name not in seen:
                walk(definitions[name], path, seen | {name})
            return
        if node.get("type") == "integer":
            found.append((path, node))
        for branch in node.get("anyOf", []):
            walk(branch, path, seen)
        for key, field in node.get("properties", {}).items():
            walk(field, f"{path}.{key}" if path else key, seen)
        for item in [
            node.get("items"),
            node.get("additionalProperties"),
            *node.get("prefixItems", []),
            *node.get("patternProperties", {}).values(),
        ]:
            if isinstance(item, dict):
                walk(item, path, seen)

    walk(schema, "", frozenset())
    return found


MODELS = schema_models()


@pytest.mark.parametrize("name", sorted(MODELS))
def test_every_whole_number_has_a_range(name: str) -> None:
    schema = MODELS[name].model_json_schema()
    open_ended = sorted(
        {
            path
            for path, node in integers(schema)
            if ("minimum" not in node or "maximum" not in node)
            and path not in UNBOUNDED.get(name, set())
        }
    )
    assert open_ended == []


def test_the_walk_sees_every_game_and_its_numbers() -> None:
    """The walk above is not vacuous: it reaches numbers in every game, nested ones too."""
    paths = {name: {p for p, _ in integers(m.model_json_schema())} for name, m in MODELS.items()}
    assert {"points", "speed", "top_speed"} <= paths["brs/aircraft"]
    assert "pilot_costs.costs" in paths["brs/game"]
    assert "front.performance" in paths["dif/aircraft"]
    assert "altitude" in paths["fis/manoeuvres"]
    assert "rows.low" in paths["tbb/tables"]
    assert "force.skill" in paths["brs/deck"]


def pack(tmp_path: Path, *patches: str) -> Path:
    return write(
        tmp_path / "pack.yaml", "pack: 1\npatches:\n" + "".join(f"  - {p}\n" for p in patches)
    )


def said(roots: list[Path]) -> list[str]:
    return [p.format().split(": ", 1)[1] for p in check(roots).problems if p.is_error]


def test_a_pack_cannot_make_a_pilot_cost_minus_a_million(tmp_path: Path) -> None:
    """The issue's own case: a cost of -1,000,000 for a skill 3 pilot made a 10-point limit
    hold any force."""
    path = pack(tmp_path, "{game: brs, kind: game, id: brs, pilot_costs: {costs: {3: -1000000}}}")
    assert said([CONTENT, path]) == [
        "pilot_costs.costs.3: expected a whole number from 0 to 9999, got -1000000"
    ]


@pytest.mark.parametrize(
    ("patch", "message"),
    [
        (
            "{game: brs, kind: aircraft, id: bf109f, points: 10000}",
            "points: expected a whole number from 0 to 9999, got 10000",
        ),
        (
            "{game: brs, kind: aircraft, id: bf109f, year: 2024}",
            "year: expected a whole number from 1900 to 1960, got 2024",
        ),
        (
            "{game: dif, kind: aircraft, id: b-17e, front: {saturation: 100}}",
            "front.saturation: expected a whole number from 0 to 99, got 100",
        ),
        (
            "{game: fis, kind: manoeuvres, id: loop, altitude: [1, -100]}",
            "altitude.1: expected a whole number from -99 to 99, got -100",
        ),
        (
            "{game: brs, kind: game, id: brs, formats: {gathering-of-eagles: "
            "{heavy_fighter_points: -10000}}}",
            "formats.gathering-of-eagles.heavy_fighter_points: expected a whole number from "
            "-9999 to 9999, got -10000",
        ),
    ],
)
def test_a_number_out_of_range_says_the_range_at_its_line(
    tmp_path: Path, patch: str, message: str
) -> None:
    path = pack(tmp_path, patch)
    [problem] = [p for p in check([CONTENT, path]).problems if p.is_error]
    assert (problem.path, problem.line, f"{problem.field}: {problem.message}") == (path, 3, message)


def test_the_range_in_french(tmp_path: Path) -> None:
    path = pack(tmp_path, "{game: brs, kind: aircraft, id: bf109f, points: -1}")
    with speaking("fr"):
        assert said([CONTENT, path]) == ["points: il faut un nombre entier de 0 à 9999 ; reçu -1"]


def test_a_deck_count_out_of_range_says_the_range(tmp_path: Path, sortie: Any) -> None:
    deck = write(tmp_path / "deck.yaml", LEGAL.replace("count: 6", "count: 101"))
    result = sortie("validate", deck, "--content", CONTENT)
    assert result.exit_code == 2
    assert (
        f"{deck}:4: count-range: force.0.count: expected a whole number from 1 to 100, got 101"
        in result.output
    )
