"""What a person editing YAML reads for each kind of schema error: the wording, the field
path and the line, pinned on a small model with one field of each shape."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from generator.reading.schemacheck import validate
from generator.reading.yamlload import load_text
from generator.schema import Model, Text


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"


class Inner(Model):
    colour: Colour = Colour.RED
    size: int = 0


class Sample(Model):
    game: Literal["brs"] = "brs"
    count: int = Field(default=1, ge=1, le=9)
    ratio: float = Field(default=0.5, gt=0, lt=1)
    flag: bool = False
    name: str = "x"
    tags: list[str] = Field(default_factory=list, max_length=2)
    colour: Colour | None = None
    inner: Inner | None = None
    lines: list[Inner] = Field(default_factory=list)
    needed: int

    @model_validator(mode="after")
    def _odd(self) -> Sample:
        if self.needed == 13:
            raise ValueError("13 is not allowed here: choose another number")
        return self


def problems(yaml_text: str) -> list[str]:
    loaded = load_text(yaml_text, Path("s.yaml"))
    _, found = validate(Sample, loaded.data, Path("s.yaml"))
    return [p.format() for p in sorted(found, key=lambda p: p.line or 0)]


def test_each_kind_of_value_error_in_words() -> None:
    text = "needed: 1\ncount: 0\nratio: 1\nflag: 'yes'\nname: [a]\ntags: [a, b, c]\ncolour: green\n"
    assert problems(text) == [
        "s.yaml:2: count: expected a whole number from 1 to 9, got 0",
        "s.yaml:3: ratio: expected a number less than 1.0, got 1",
        "s.yaml:4: flag: expected true or false, got the text 'yes'",
        "s.yaml:5: name: expected text, got a list",
        "s.yaml:6: tags: expected at most 2 items, got 3",
        "s.yaml:7: colour: expected one of red, blue, got the text 'green'",
    ]


def test_bounds_the_other_way_and_shown_values() -> None:
    assert problems("needed: 1\ncount: 10\nratio: 0\nflag: 1\nname: null\n") == [
        "s.yaml:2: count: expected a whole number from 1 to 9, got 10",
        "s.yaml:3: ratio: expected a number more than 0.0, got 0",
        "s.yaml:4: flag: expected true or false, got 1",
        "s.yaml:5: name: expected text, got nothing (null)",
    ]
    assert problems("needed: true\nname: {a: 1}\n") == [
        "s.yaml:1: needed: expected a whole number, got true",
        "s.yaml:2: name: expected text, got a mapping",
    ]
    assert problems("needed: false\n") == ["s.yaml:1: needed: expected a whole number, got false"]


def test_a_number_and_a_fixed_value() -> None:
    assert problems("needed: 1\nratio: half\ngame: chess\n") == [
        "s.yaml:2: ratio: expected a number, got the text 'half'",
        "s.yaml:3: game: expected 'brs', got the text 'chess'",
    ]


def test_missing_keys_and_the_models_own_rules() -> None:
    assert problems("count: 2\n") == ["s.yaml:1: needed: this required key is missing"]
    assert problems("needed: 13\n") == ["s.yaml:1: 13 is not allowed here: choose another number"]


def test_nested_values_name_their_path_and_line() -> None:
    text = "needed: 1\ninner:\n  colour: green\nlines:\n  - size: 1\n  - size: big\n"
    assert problems(text) == [
        "s.yaml:3: inner.colour: expected one of red, blue, got the text 'green'",
        "s.yaml:6: lines.1.size: expected a whole number, got the text 'big'",
    ]


def test_unknown_keys_are_warnings_that_list_the_known_keys_where_they_are() -> None:
    text = "needed: 1\nshade: dark\ninner:\n  hue: 3\nlines:\n  - size: 1\n    weight: 2\n"
    assert problems(text) == [
        "s.yaml:2: warning: shade: unknown key (known keys: game, count, ratio, flag, name, tags, "
        "colour, inner, lines, needed)",
        "s.yaml:4: warning: inner.hue: unknown key (known keys: colour, size)",
        "s.yaml:7: warning: lines.0.weight: unknown key (known keys: colour, size)",
    ]


def test_an_unknown_key_does_not_hide_an_error_beside_it() -> None:
    assert problems("needed: 1\nshade: dark\ncount: 0\n") == [
        "s.yaml:2: warning: shade: unknown key (known keys: game, count, ratio, flag, name, tags, "
        "colour, inner, lines, needed)",
        "s.yaml:3: count: expected a whole number from 1 to 9, got 0",
    ]


class Noted(Model):
    note: Text | None = None


def test_a_text_is_plain_english_or_en_and_fr() -> None:
    """A plain string is a text's English (a pack written before its French); anything
    else but a mapping is refused as not text."""
    for written, english in (
        ("note: Plain\n", "Plain"),
        ("note: {en: Both, fr: Les deux}\n", "Both"),
    ):
        loaded = load_text(written, Path("s.yaml"))
        item, found = validate(Noted, loaded.data, Path("s.yaml"))
        assert found == [] and item is not None and item.note is not None
        assert item.note.en == english
    for written, got in (("3", "3"), ("[a]", "a list")):
        loaded = load_text(f"note: {written}\n", Path("s.yaml"))
        _, found = validate(Noted, loaded.data, Path("s.yaml"))
        assert [p.format() for p in found] == [f"s.yaml:1: note: expected text, got {got}"]
    schema = Text.model_json_schema()
    assert {"type": "string", "minLength": 1} in schema["anyOf"]
