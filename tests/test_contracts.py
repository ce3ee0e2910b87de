"""One truth for machine-facing contracts: the JSON Schemas and the validator accept and
reject the same files, and every ``validate --format json`` output follows its schema."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from conftest import CONTENT, ROOT, write
from hostile import LEGAL

from generator.reading.schemacheck import validate
from generator.reading.yamlload import load_file, load_text
from generator.schemadocs import schema_models
from generator.verdicts.output import ROLL_OUTPUT_SCHEMA, VALIDATE_OUTPUT_SCHEMA


def _strict_integer(_checker: Any, instance: Any) -> bool:
    # YAML tells 3 from 3.0 and so does Sortie; JSON Schema's "integer" would take 3.0
    # (a number with no fraction). The files are YAML, so the test reads them as YAML does.
    return isinstance(instance, int) and not isinstance(instance, bool)


Validator = jsonschema.validators.extend(
    jsonschema.Draft202012Validator,
    type_checker=jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", _strict_integer),
)

PALETTE: list[Any] = ["3", 3, 3.0, -1, True, "yes", None, [], {}, "great-dive", "Bad Id"]
"""Values tried in every field of a valid file: right and wrong types, ranges, ids."""


def plain(data: Any) -> Any:
    """The YAML tree as plain JSON-like values (what a JSON Schema tool sees)."""
    return json.loads(json.dumps(data))


def variants() -> list[tuple[str, str, Any]]:
    """(schema name, label, document): each valid file with one field replaced."""
    bases: list[tuple[str, Any]] = [("brs/deck", load_text(LEGAL, Path("d.yaml")).data)]
    for name in ("brs/aircraft", "brs/traits", "brs/doctrine", "brs/aces", "brs/glossary"):
        folder = CONTENT / name
        path = sorted(folder.glob("*.yaml"))[0]
        bases.append((name, load_file(path).data))
    found = []
    for name, base in bases:
        for key in list(base):
            for value in PALETTE:
                document = plain(base)
                document[key] = value
                found.append((name, f"{name}:{key}={value!r}", document))
        found.append((name, f"{name}:extra-key", {**plain(base), "colour": "red"}))
        found.append((name, f"{name}:as-is", plain(base)))
    return found


VARIANTS = variants()


@pytest.mark.parametrize(("name", "label", "document"), VARIANTS, ids=[v[1] for v in VARIANTS])
def test_schema_and_validator_agree(name: str, label: str, document: Any) -> None:
    model = schema_models()[name]
    schema = model.model_json_schema()
    by_schema = Validator(schema).is_valid(document)
    text = json.dumps(document)  # JSON is YAML: the loader reads it with its lines
    loaded = load_text(text, Path("x.yaml"))
    item, problems = validate(model, loaded.data, Path("x.yaml"))
    by_validator = item is not None and not problems  # --strict: a warning refuses
    assert by_schema == by_validator, (label, [p.format() for p in problems])


def test_the_corpus_covers_rejections_and_acceptances() -> None:
    outcomes = set()
    for name, _label, document in VARIANTS:
        outcomes.add(Validator(schema_models()[name].model_json_schema()).is_valid(document))
    assert outcomes == {True, False}
    assert len(VARIANTS) > 100


def json_of(sortie: Any, *args: Any) -> Any:
    result = sortie("validate", "--format", "json", *args)
    return result.exit_code, json.loads(result.stdout)


def test_every_validate_output_follows_its_schema(tmp_path: Path, sortie: Any) -> None:
    legal = write(tmp_path / "decks/a.yaml", LEGAL)
    illegal = write(tmp_path / "decks/b.yml", LEGAL.replace("numbers: 1", "numbers: 2"))
    broken = write(tmp_path / "decks/sub/c.YAML", "game: [\n")
    warned = write(tmp_path / "w.yaml", LEGAL + "colour: red\n")
    bad_content = write(tmp_path / "content/brs/game.yaml", "name: [\n").parent.parent
    (tmp_path / "empty").mkdir()
    runs = [
        ((legal, "--content", CONTENT), 0),
        ((illegal, "--content", CONTENT), 1),
        ((broken, "--content", CONTENT), 2),
        ((tmp_path / "none.yaml", "--content", CONTENT), 2),
        ((tmp_path / "decks", warned, "--content", CONTENT), 2),
        ((warned, "--strict", "--content", CONTENT), 1),
        ((legal, "--content", bad_content), 2),
        ((tmp_path / "empty", "--content", CONTENT), 2),
        ((*sorted((ROOT / "examples").glob("*.yaml")), "--content", CONTENT), 0),
    ]
    checker = Validator(VALIDATE_OUTPUT_SCHEMA)
    for args, code in runs:
        exit_code, output = json_of(sortie, *args)
        assert exit_code == code, args
        errors = [e.message for e in checker.iter_errors(output)]
        assert errors == [], (args, errors)


def test_folder_reports_keep_input_order(tmp_path: Path, sortie: Any) -> None:
    write(tmp_path / "decks/b.yaml", LEGAL)
    write(tmp_path / "decks/a/z.yml", LEGAL)
    single = write(tmp_path / "one.yaml", LEGAL)
    _, output = json_of(sortie, single, tmp_path / "decks", "--content", CONTENT)
    assert [Path(r["file"]).name for r in output] == ["one.yaml", "z.yml", "b.yaml"]


def test_every_failure_asked_for_as_json_is_the_error_object(tmp_path: Path, sortie: Any) -> None:
    """Whatever stops a command asked for JSON, standard output holds one JSON document of
    the contract: a command line click cannot read, a pack that cannot be read, a roll of a
    table that does not exist (issue 38)."""
    pack = write(tmp_path / "pack.yaml", "pack: 1.0\npatches: []\n")
    deck = write(tmp_path / "deck.yaml", LEGAL)
    runs = [
        (("validate", "--format", "json", "--no-such-option", deck), "usage"),
        (("validate", deck, "--format=json", "--lang", "xx"), "usage"),
        (
            ("validate", "--format", "json", "--content", CONTENT, "--content", pack, deck),
            "content",
        ),
        (("validate", "--format", "json", tmp_path / "empty-folder"), None),
    ]
    (tmp_path / "empty-folder").mkdir()
    checker = Validator(VALIDATE_OUTPUT_SCHEMA)
    for args, kind in runs:
        result = sortie(*args)
        document = json.loads(result.stdout)
        assert result.exit_code == 2, args
        assert [e.message for e in checker.iter_errors(document)] == [], args
        assert document["error"] == (kind or "input"), args
    result = sortie("roll", "tbb/nope", "--format", "json")
    document = json.loads(result.stdout)
    assert result.exit_code == 2
    assert [e.message for e in Validator(ROLL_OUTPUT_SCHEMA).iter_errors(document)] == []
    assert document["error"] == "input"


def test_every_roll_output_follows_its_schema(sortie: Any) -> None:
    checker = Validator(ROLL_OUTPUT_SCHEMA)
    for args in (("tbb",), ("tbb/formation", "--seed", "3"), ("tbb/formation", "--dice", "2,5")):
        result = sortie("roll", *args, "--format", "json")
        assert result.exit_code == 0, args
        assert [e.message for e in checker.iter_errors(json.loads(result.stdout))] == [], args


def test_a_deck_legal_as_far_as_known_says_so_in_its_status(sortie: Any) -> None:
    """The Fighters in Sight example is legal on every value Sortie knows, but two sides'
    100-point limits cannot be checked (the stand-in dashboards' points are unknown): its
    status says so, as its text line does (issue 39). The JG 26 deck has a value unknown
    (Galland's points) but no limit to check it against: legal, plainly."""
    partly, plainly = ROOT / "examples/fis-channel-patrol.yaml", ROOT / "examples/jg26.yaml"
    code, reports = json_of(sortie, partly, plainly, "--content", CONTENT)
    assert code == 0
    assert [(r["status"], r["valid"], bool(r["unchecked"])) for r in reports] == [
        ("legal-as-far-as-known", True, True),
        ("legal", True, False),
    ]
    assert [e.message for e in Validator(VALIDATE_OUTPUT_SCHEMA).iter_errors(reports)] == []
