"""The visible form of text for a terminal (``generator/words/display.py``): hand-written
expectations, and the edge (``echo``) through real commands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from generator.cli import main
from generator.words.display import NOTE, data_yaml, json_visible, visible


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("deck.yaml", "deck.yaml"),
        ("a\nb.yaml", "a\\nb.yaml"),
        ("a\r\tb", "a\\r\\tb"),
        ("\x00\x07\x1b[31m\x7f", "\\x00\\x07\\x1b[31m\\x7f"),
        ("\x1b]52;c;aGk=\x07", "\\x1b]52;c;aGk=\\x07"),
        ("\x85\x9b", "\\x85\\x9b"),  # C1: NEL and CSI
        ("abc\u202egpj.yaml", "abc\\u202egpj.yaml"),
        ("\u200e\u200f\u202a\u202b\u202c\u202d", "\\u200e\\u200f\\u202a\\u202b\\u202c\\u202d"),
        ("\u2066\u2067\u2068\u2069", "\\u2066\\u2067\\u2068\\u2069"),
        ("great\u200bdive", "great\\u200bdive"),
        ("\ufeff\u200c\u200d\u2060", "\\ufeff\\u200c\\u200d\\u2060"),
        ("a\u2028b\u2029c", "a\\u2028b\\u2029c"),
        ("bad\udcffname", "bad\\udcffname"),  # an undecodable byte of a file name
        ("\U000e0041", "\\U000e0041"),  # a tag character (Cf, beyond the BMP)
        ("Bf 109E « Emil » — Messerschmitt", "Bf 109E « Emil » — Messerschmitt"),
        ("零戦 · Zéro · ≥ 62 points …", "零戦 · Zéro · ≥ 62 points …"),
        ("note\u00a0: x", "note\u00a0: x"),  # a non-breaking space is shown, not acted on
        ("C:\\decks\\new.yaml", "C:\\decks\\new.yaml"),  # a backslash is never doubled
        ("'great\\u200bdive'", "'great\\u200bdive'"),  # repr's escapes left as they are
    ],
)
def test_visible(raw: str, shown: str) -> None:
    assert visible(raw) == shown


def test_visible_is_idempotent_and_one_line() -> None:
    raw = "x.yaml: unreadable\nFAKE.yaml: legal · 6 aircraft\u202e\x1b]0;t\x07"
    once = visible(raw)
    assert once == "x.yaml: unreadable\\nFAKE.yaml: legal · 6 aircraft\\u202e\\x1b]0;t\\x07"
    assert visible(once) == once
    assert once.isprintable()


def test_visible_caps_long_values_without_cutting_an_escape() -> None:
    assert visible("x" * 300, limit=200) == "x" * 199 + "…"
    assert visible("x" * 200, limit=200) == "x" * 200
    assert visible("abcd\x1b", limit=6) == "abcd…"  # "\x1b" is never cut to "\x"
    assert visible("ab\x1bcdef", limit=7) == "ab\\x1b…"


def test_json_keeps_values_exact_and_hides_nothing() -> None:
    value = {"file": "a\u202eb\x85\u2028\udcff\U000e0041\x1b", "name": "Zéro 零戦"}
    text = json_visible(json.dumps(value, ensure_ascii=False, indent=2))
    assert '"a\\u202eb\\u0085\\u2028\\udcff\\udb40\\udc41\\u001b"' in text
    assert '"Zéro 零戦"' in text
    assert json.loads(text) == value


def test_deck_yaml_keeps_letters_unless_a_value_hides_something() -> None:
    plain = {"name": "Zéro", "deck": {"great-dive": 3}}
    assert data_yaml(plain) == "name: Zéro\ndeck:\n  great-dive: 3\n"
    hidden = {"name": "Zéro \u202e"}
    text = data_yaml(hidden)
    assert "\u202e" not in text and yaml.safe_load(text) == hidden


def test_the_note_is_said_once_per_run(tmp_path: Path) -> None:
    names = ["a\nFAKE.yaml: legal.yaml", "b\x1b]0;title\x07.yaml", "c\u202e.yaml"]
    for name in names:
        (tmp_path / name).write_text("game: [\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["validate", str(tmp_path)])
    assert result.exit_code == 2
    lines = result.output.splitlines()
    assert lines.count(NOTE) == 1
    assert not any(line.startswith("FAKE.yaml") for line in lines)
    # Two lines per file (the problem, UNREADABLE), the summary, the note.
    assert len(lines) == 2 * len(names) + 2
    plain = CliRunner().invoke(main, ["validate", str(tmp_path / "none.yaml")])
    assert NOTE not in plain.output
