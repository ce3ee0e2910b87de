"""``sortie check``: every problem at once, each with file:line, field and what was expected."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import CONTENT, write
from pydantic import ConfigDict, Field

from generator.reading.content import check
from generator.schema import Model, field_docs
from generator.schemadocs import json_schema, schema_models


def test_shipped_content_has_no_errors() -> None:
    result = check(CONTENT)
    assert [p.format() for p in result.errors] == []
    assert set(result.content.games) == {"brs", "dif", "fis", "tbb"}


def test_shipped_content_is_strict_clean(sortie) -> None:
    result = sortie("check", "--strict", "--content", CONTENT)
    assert result.exit_code == 0, result.output


def test_every_problem_is_reported_at_once(brs_content: Path, sortie) -> None:
    write(
        brs_content / "brs/aircraft/bf109e.yaml",
        """
        name: {en: Bf109E}
        nation: de
        speed: fast
        agility: 4
        firepower: 1
        traits: [great-climb, great-dive]
        wings: 2
    """,
    )
    write(
        brs_content / "brs/traits/robust.yaml",
        """
        name: {en: Robust}
        retention: sometimes
    """,
    )
    write(
        brs_content / "brs/aces/adolf-galland.yaml",
        """
        name: {en: Adolf Galland}
        nation: de
        aircraft: bf109-e4
    """,
    )
    result = sortie("check", "--content", brs_content)
    assert result.exit_code == 1
    lines = result.output.splitlines()
    base = brs_content / "brs"
    assert (
        f"{base}/aces/adolf-galland.yaml:3: aircraft: aircraft 'bf109-e4' is not defined "
        "(did you mean 'bf109e'? known: a6-m2-zero, a6-m5-zero, bf109e, bf109f, bf109g, bf109k, bf110c, bf110g, "
        "blenheim-iv, boulton-paul-defiant, f4f-wildcat, f4u-corsair, … 52 more)"
    ) in lines
    assert (
        f"{base}/aircraft/bf109e.yaml:3: speed: expected a whole number, got the text 'fast'"
        in lines
    )
    assert (
        f"{base}/aircraft/bf109e.yaml:4: agility: expected a whole number from 0 to 3, got 4"
        in lines
    )
    assert (
        f"{base}/aircraft/bf109e.yaml:7: warning: wings: unknown key (known keys: source, name, "
        "nation, speed, agility, firepower, top_speed, traits, negative_traits, engines, jet, "
        "role, points, air_forces, year, release, availability, confidence, note)"
    ) in lines
    assert (
        f"{base}/traits/robust.yaml:2: retention: expected one of auto, discard, remove, "
        "pilot-test, manoeuvre-test, ballistic-test, got the text 'sometimes'"
    ) in lines
    assert lines[-1].endswith("4 error(s), 1 warning(s)")


def test_warnings_pass_unless_strict(brs_content: Path, sortie) -> None:
    write(
        brs_content / "brs/traits/robust.yaml",
        """
        name: {en: Robust}
        retention: discard
        retention: remove
    """,
    )
    assert sortie("check", "--content", brs_content).exit_code == 0
    strict = sortie("check", "--strict", "--content", brs_content)
    assert strict.exit_code == 1
    assert f"{brs_content}/brs/traits/robust.yaml:3: retention: duplicate key" in strict.output


def test_missing_key_and_wrong_shape(brs_content: Path, sortie) -> None:
    write(brs_content / "brs/aircraft/p-40.yaml", "nation: us\n")
    write(brs_content / "brs/theatre/fog.yaml", "- a list\n")
    write(brs_content / "brs/theatre/empty.yaml", "")
    out = sortie("check", "--content", brs_content).output
    assert f"{brs_content}/brs/aircraft/p-40.yaml:1: name: this required key is missing" in out
    assert f"{brs_content}/brs/theatre/fog.yaml:1: expected a mapping of keys to values" in out
    assert f"{brs_content}/brs/theatre/empty.yaml: the file is empty" in out


def test_trait_references_and_negative_traits(brs_content: Path, sortie) -> None:
    write(
        brs_content / "brs/traits/fragile.yaml",
        """
        name: {en: Fragile}
        negative: true
    """,
    )
    write(
        brs_content / "brs/aircraft/p-40.yaml",
        """
        name: {en: P-40}
        nation: usa
        traits: [fragile, tight-turns]
    """,
    )
    out = sortie("check", "--content", brs_content).output
    path = f"{brs_content}/brs/aircraft/p-40.yaml"
    assert (
        f"{path}:2: nation: nation 'usa' is not defined (did you mean 'us'? known: de, gb, jp, su, us)"
        in out
    )
    assert f"{path}:3: traits.0: trait 'fragile' is negative" in out
    assert (
        f"{path}:3: traits.1: trait 'tight-turns' is not defined (did you mean 'tight-turn'? known: deep-pockets"
        in out
    )


def test_card_ids_are_unique_across_kinds(brs_content: Path, sortie) -> None:
    write(brs_content / "brs/doctrine/robust.yaml", "name: {en: Robust doctrine}\n")
    out = sortie("check", "--content", brs_content).output
    assert "card id 'robust' is also used by" in out


def test_bonus_trait_must_exist(brs_content: Path, sortie) -> None:
    write(
        brs_content / "brs/doctrine/dive-evasion.yaml",
        """
        name: {en: Dive Evasion}
        bonus_trait: great-dives
    """,
    )
    out = sortie("check", "--content", brs_content).output
    assert "dive-evasion.yaml:2: bonus_trait: trait 'great-dives' is not defined" in out


def test_bad_file_names_and_folders(brs_content: Path, sortie) -> None:
    write(brs_content / "brs/traits/Great_Turn.yaml", "name: {en: Great Turn}\n")
    write(brs_content / "brs/planes/x.yaml", "name: {en: X}\n")
    out = sortie("check", "--content", brs_content).output
    assert "Great_Turn.yaml: the file name 'Great_Turn' is not a valid id" in out
    assert "brs/planes: warning: unknown folder (known: rules, aircraft" in out


def test_coverage_lists_unknowns(sortie) -> None:
    out = sortie("check", "--coverage", "--content", CONTENT).output
    # Known: the Wildcat's one trait and its campaign list; unknown: its card's numbers.
    assert (
        "brs/aircraft/f4f-wildcat.yaml:1: unknown: name.fr, speed, agility, firepower, "
        "top_speed, points, year" in out
    )
    # Nothing unknown about the Spitfire II but its French name and negative traits.
    assert "brs/aircraft/spitfire-ii.yaml:1: unknown: name.fr, negative_traits" in out
    assert "brs/aircraft: 64 definitions" in out


def test_no_traceback_for_a_missing_content_folder(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "generator.cli", "check", "--content", str(tmp_path / "nope")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "the content folder does not exist" in done.stderr


def test_every_schema_field_is_documented() -> None:
    # The content-format reference is generated from these docstrings.
    models = schema_models()
    assert len(models) >= 20  # every game's schema, not an empty registry
    for name, model in models.items():
        docs = field_docs(model)
        for field in model.model_fields:
            assert docs.get(field), f"{name}.{field} has no docstring"


class _Base(Model):
    speed: int
    """How fast."""
    agility: int = 0
    """How nimble."""


class _Sub(_Base):
    agility: int = 1  # annotated again without a docstring: its own, none
    name: str
    """The name.

    On two lines."""
    note: str = ""
    tag: str = Field(default="", description="Said in Field.")
    """Not this: a description given in Field wins."""

    def describe(self) -> str:
        """A method's docstring: not the field's."""
        return self.note


class _Pydantic(_Sub):
    """The same fields, documented by pydantic as the class is made."""

    model_config = ConfigDict(use_attribute_docstrings=True)
    speed: int
    """How fast."""
    agility: int = 1
    name: str
    """The name.

    On two lines."""
    note: str = ""
    tag: str = Field(default="", description="Said in Field.")
    """Not this: a description given in Field wins."""


def test_field_docs_are_read_from_the_class_that_annotates_the_field() -> None:
    assert field_docs(_Base) == {"speed": "How fast.", "agility": "How nimble."}
    # As pydantic's use_attribute_docstrings: inherited from the base, or the subclass's own.
    assert field_docs(_Sub) == {
        "speed": "How fast.",
        "name": "The name.\n\nOn two lines.",
        "tag": "Said in Field.",
    }
    described = {n: i.description for n, i in _Pydantic.model_fields.items() if i.description}
    assert described == field_docs(_Sub)


def test_json_schema_describes_each_field_by_its_docstring() -> None:
    properties = json_schema(_Sub)["properties"]
    assert properties["speed"]["description"] == "How fast."
    assert properties["name"]["description"] == "The name.\n\nOn two lines."
    assert properties["tag"]["description"] == "Said in Field."
    assert "description" not in properties["agility"]
    # Validation never needed the docstrings: the plain schema has only Field's.
    plain = _Sub.model_json_schema()["properties"]
    assert [n for n, p in plain.items() if "description" in p] == ["tag"]


def test_json_schemas_are_written(tmp_path: Path, sortie) -> None:
    result = sortie("schema", "--out", tmp_path)
    assert result.exit_code == 0
    assert (tmp_path / "brs/aircraft.schema.json").is_file()
    assert (tmp_path / "brs/deck.schema.json").is_file()


def test_a_broken_field_does_not_hide_the_references_of_the_others(
    brs_content: Path, sortie
) -> None:
    write(
        brs_content / "brs/aircraft/bf109e.yaml",
        """
        name: {en: Bf109E}
        nation: de
        speed: fast
        traits: [great-climb, great-clmb]
        """,
    )
    write(brs_content / "brs/aces/adolf-galland.yaml", "name: [\n")
    result = sortie("check", "--content", brs_content)
    base = f"{brs_content}/brs/aircraft/bf109e.yaml"
    assert result.exit_code == 1
    assert f"{base}:3: speed: expected a whole number, got the text 'fast'" in result.output
    assert f"{base}:4: traits.1: trait 'great-clmb' is not defined" in result.output
    # the field with an error of its own gets no second, cross-file message
    nation_broken = write(
        brs_content / "brs/aircraft/bf109e.yaml", "name: {en: Bf109E}\nnation: 7\n"
    )
    result = sortie("check", "--content", brs_content)
    assert result.output.count(f"{nation_broken}:2: nation:") == 1


def test_a_rules_page_whose_front_matter_does_not_parse_is_an_error(
    brs_content: Path, sortie
) -> None:
    """MkDocs drops front matter it cannot parse (the French title and source with it);
    sortie check names the page and the line instead."""
    page = brs_content / "brs/rules/aces.md"
    body = page.read_text(encoding="utf-8").split("---", 2)[2]
    page.write_text(
        "---\ntitle: Aces\norder: first\nsource: Rulebook (p. 4): aces\n---" + body,
        encoding="utf-8",
    )
    result = sortie("check", "--content", brs_content)
    assert result.exit_code == 1
    assert f"{page}:4: not valid YAML: mapping values are not allowed" in result.output
    page.write_text("---\ntitle: Aces\norder: first\n---" + body, encoding="utf-8")
    result = sortie("check", "--content", brs_content)
    assert f"{page}:3: order: expected" in result.output
