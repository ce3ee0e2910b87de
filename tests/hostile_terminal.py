"""Hostile input, round two: the terminal is an output too. File names, ids, keys and
option values that hold a newline, an escape sequence (OSC 52 sets the clipboard, OSC 0 the
window title) or a bidi control reach the terminal only in a visible form, and characters
the eye cannot see (a non-breaking space, UTF-16, a zero-width space) are named where they
are. ``tests/test_hostile.py`` also checks every case of the corpus for raw control and
bidi characters in its output."""

from __future__ import annotations

import shutil
from pathlib import Path

from hostile import LEGAL, ROOT, Case, Setup, deck_with, file, validate

FORGED = "FAKE.yaml: legal · 6 aircraft · 486 points"
NEWLINE_NAME = f"x.yaml: unreadable\n{FORGED}\ny.yaml"
"""A file whose name, printed raw, would forge a verdict line for a file never checked."""
OSC_NAME = "a\x1b]52;c;aGVsbG8=\x07\x1b]0;pwned\x07.yaml"
RLO_NAME = "deck\u202elmth.yaml"
NOTE = r"sortie: names and values with control, bidi or invisible characters are shown escaped"


def lines(count: int, *inside: str) -> str:
    """A pattern for an output of exactly ``count`` lines holding each of ``inside``, and
    no line that starts with the forged verdict."""
    ahead = "".join(f"(?=(?s:.*){text})" for text in inside)
    return rf"\A(?!(?s:.*)^FAKE){ahead}(?:[^\n]*\n){{{count}}}\Z"


def shipped_brs(name: str) -> Setup:
    """A copy of the shipped Blood Red Skies content, as the base of an overlay."""

    def make(work: Path) -> None:
        shutil.copytree(ROOT / "content" / "brs", work / name / "brs")

    return make


def utf16(text: str, bom: bool) -> bytes:
    return text.encode("utf-16" if bom else "utf-16-le")


CASES: list[Case] = [
    # --- names that would write on the terminal ----------------------------------------
    Case(
        "name-newline-forges-a-verdict",
        ("validate", f"{{work}}/{NEWLINE_NAME}"),
        2,
        # the problem and UNREADABLE on stdout, the note once on stderr
        lines(3, r"^[^\n]*\\nFAKE\.yaml: legal[^\n]*\\ny\.yaml: UNREADABLE", NOTE),
        (file(NEWLINE_NAME, "game: [\n"),),
    ),
    Case(
        "name-osc-clipboard-and-title",
        ("validate", f"{{work}}/{OSC_NAME}"),
        0,
        lines(2, r"a\\x1b\]52;c;aGVsbG8=\\x07\\x1b\]0;pwned\\x07\.yaml: legal", NOTE),
        (file(OSC_NAME, LEGAL),),
    ),
    Case(
        "name-rlo",
        ("validate", f"{{work}}/{RLO_NAME}"),
        0,
        lines(2, r"deck\\u202elmth\.yaml: legal", NOTE),
        (file(RLO_NAME, LEGAL),),
    ),
    Case(
        "names-in-folder-mode",
        ("validate", "{work}/decks"),
        2,
        # 2 + 1 + 1 verdict lines and the summary on stdout, the note once on stderr
        lines(6, r"3 files: 2 legal, 0 not legal, 1 unreadable", r"\\nFAKE", r"\\u202e", NOTE),
        (
            file(f"decks/{NEWLINE_NAME}", "game: [\n"),
            file(f"decks/{OSC_NAME}", LEGAL),
            file(f"decks/{RLO_NAME}", LEGAL),
        ),
    ),
    Case(
        "name-newline-json",
        ("validate", "--format", "json", f"{{work}}/{NEWLINE_NAME}"),
        2,
        r'"file": "[^"\n]*x\.yaml: unreadable\\nFAKE\.yaml: legal',
        (file(NEWLINE_NAME, "game: [\n"),),
        stdout_only=True,
    ),
    # --- ids, keys and option values ---------------------------------------------------
    validate(
        "deck-rlo-in-card-id",
        deck_with("great-dive: 3", "great\u202e-dive: 3"),
        2,
        r"deck\.great\\u202e-dive: expected an id.*\n.*deck\.yaml:7: invisible-character: "
        r"'great\\u202e-dive': it holds a right-to-left override \(U\+202E\) at column 8",
    ),
    validate(
        "deck-esc-in-key",
        LEGAL + '"no\\e]0;pwned\\a\\e[2Jtes": x\n',
        0,
        r"warning: unknown-key: no\\x1b\]0;pwned\\x07\\x1b\[2Jtes: unknown key",
    ),
    Case(
        "roll-column-ansi",
        ("roll", "tbb/weather", "--dice", "3,4", "--column", "\x1b[31m\x1b]0;t\x07red"),
        2,
        r"no column '\\x1b\[31m\\x1b\]0;t\\x07red'",
    ),
    # click quotes what was typed with repr itself: this guards that it stays so.
    Case(
        "option-value-osc",
        ("validate", "--format", "\x1b]52;c;aGk=\x07", "{work}/deck.yaml"),
        2,
        r"Invalid value for '--format': '\\x1b\]52;c;aGk=\\x07'",
        (file("deck.yaml", LEGAL),),
    ),
    Case(
        "overlay-stem-newline-esc",
        ("check", "--content", "{work}/base", "--content", "{work}/club"),
        1,
        r"club/brs/aircraft/p40\\nFAKE\\x1b\[31m\.yaml",
        (
            shipped_brs("base"),
            file("club/brs/aircraft/p40\nFAKE\x1b[31m.yaml", "name: {en: P-40}\nnation: us\n"),
        ),
        cpu_seconds=20,
    ),
    # --- characters the eye cannot see -------------------------------------------------
    validate(
        "nbsp-indented-deck",
        deck_with(
            "  - aircraft: bf109e\n    count: 6", "\u00a0\u00a0- aircraft: bf109e\n    count: 6"
        ),
        2,
        r"deck\.yaml:3: format-yaml: a non-breaking space \(U\+00A0\) at column 1: YAML indents "
        r"with plain spaces only",
    ),
    validate(
        "utf16-deck-with-bom",
        utf16(LEGAL, bom=True),
        2,
        r"deck\.yaml: unreadable: cannot read: the file is UTF-16; save it as UTF-8",
    ),
    validate(
        "utf16-deck-without-bom",
        utf16(LEGAL, bom=False),
        2,
        r"deck\.yaml: unreadable: cannot read: the file is UTF-16; save it as UTF-8",
    ),
    validate(
        "zero-width-space-in-id",
        deck_with("aircraft: bf109e", "aircraft: bf109\u200be"),
        2,
        r"deck\.yaml:3: invisible-character: 'bf109\\u200be': it holds a zero-width space "
        r"\(U\+200B\) at column 20",
    ),
]
