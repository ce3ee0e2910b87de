"""Characters the eye cannot see, named where they are (``generator/invisible.py`` through
the loader): a non-breaking space in the indentation, a UTF-16 file, a zero-width
character in an id or a key."""

from __future__ import annotations

from pathlib import Path

from generator.yamlload import HIDDEN, NOT_YAML, UNREADABLE, load_file

DECK = "game: brs\nforce:\n  - aircraft: bf109e\n    count: 6\ndeck:\n  great-dive: 3\n"


def test_a_non_breaking_space_in_the_indentation_is_named_at_its_line_and_column(
    tmp_path: Path,
) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text(DECK.replace("  - aircraft", " \u00a0- aircraft"), encoding="utf-8")
    loaded = load_file(path)
    assert loaded.data is None
    assert [(p.line, p.code, p.message) for p in loaded.problems] == [
        (
            3,
            NOT_YAML,
            "a non-breaking space (U+00A0) at column 2: YAML indents with plain spaces only "
            "(text pasted from an e-mail often carries these)",
        )
    ]
    # Inside a value it is text (French typography puts one before a colon).
    path.write_text(DECK + "name: Escadrille\u00a0la 3e\n", encoding="utf-8")
    loaded = load_file(path)
    assert loaded.problems == [] and loaded.data["name"] == "Escadrille\u00a0la 3e"


def test_a_utf16_file_says_so(tmp_path: Path) -> None:
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):
        path = tmp_path / f"{encoding}.yaml"
        path.write_text(DECK, encoding=encoding)
        problems = load_file(path).problems
        assert [(p.code, p.message) for p in problems] == [
            (UNREADABLE, "cannot read: the file is UTF-16; save it as UTF-8")
        ], encoding
    # One stray NUL byte is not UTF-16: it stays a YAML error.
    path = tmp_path / "deck.yaml"
    path.write_bytes(b"game: brs\x00\nforce: []\n")
    [problem] = load_file(path).problems
    assert problem.code == NOT_YAML


def test_a_zero_width_character_in_an_id_or_key_is_named_at_its_column(tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    text = DECK.replace("aircraft: bf109e", "aircraft: bf109\u2060e").replace(
        "great-dive", "great\u200bdive"
    )
    path.write_text(text + "no\ufefftes: x\n", encoding="utf-8")
    problems = load_file(path).problems
    assert [(p.line, p.code, p.is_error, p.message) for p in problems] == [
        (
            3,
            HIDDEN,
            False,
            "'bf109\\u2060e': it holds a word joiner (U+2060) at column 20; it cannot be seen, "
            "and makes this a different id",
        ),
        (
            6,
            HIDDEN,
            False,
            "'great\\u200bdive': it holds a zero-width space (U+200B) at column 8; it cannot be "
            "seen, and makes this a different id",
        ),
        (
            7,
            HIDDEN,
            False,
            "'no\\ufefftes': it holds a zero-width no-break space (a byte order mark) (U+FEFF) "
            "at column 3; it cannot be seen, and makes this a different id",
        ),
    ]
    # A joiner inside free text (not an id) may be meant: it is left alone.
    path.write_text(DECK + "name: Pilote \u200d de chasse\n", encoding="utf-8")
    assert load_file(path).problems == []
