"""Characters the eye cannot see, named where they are (``generator/words/invisible.py`` through
the loader): a non-breaking space in the indentation, a UTF-16 file, a zero-width
character in an id or a key."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import needs
from conftest import ROOT, shipped_content

from generator.games.brs import export as brs_export
from generator.games.dif import export as dif_export
from generator.games.fis import export as fis_export
from generator.reading.yamlload import HIDDEN, NOT_YAML, UNREADABLE, load_file
from generator.words.invisible import hidden_in

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


HIDDEN_IN_THE_BROWSER = """
import { hiddenIn } from "./generator/games/js/yourcards.mjs";
import { readFileSync } from "node:fs";
const data = JSON.parse(readFileSync(process.argv[1], "utf8"));
const found = [];
for (let code = 0; code <= 0x10ffff; code += 1) {
  if (code >= 0xd800 && code <= 0xdfff) continue;  // no character alone in JavaScript
  if (hiddenIn(data, String.fromCodePoint(code))) found.push(code);
}
console.log(JSON.stringify(found));
"""


@needs.tool("node")
def test_a_builder_refuses_in_a_name_what_a_content_file_refuses_in_an_id(tmp_path: Path) -> None:
    """Every character of every plane: the browser's ``hiddenIn``, fed the deck builder's
    data as the build writes it, finds exactly what ``hidden_in`` finds in a content file,
    whatever Unicode version Node knows (its own would differ from Python's). The other
    builders' data carry the same ranges."""
    content = shipped_content().games
    brs = brs_export.browser_data(content["brs"])
    assert dif_export.setup_data(content["dif"])["invisible"] == brs["invisible"]
    assert fis_export.browser_data(content["fis"])["invisible"] == brs["invisible"]
    data = tmp_path / "data.json"
    data.write_text(json.dumps(brs), encoding="utf-8")
    done = subprocess.run(
        [str(shutil.which("node")), "--input-type=module", "-e", HIDDEN_IN_THE_BROWSER, str(data)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    expected = [
        code
        for code in range(sys.maxunicode + 1)
        if not 0xD800 <= code <= 0xDFFF and hidden_in(chr(code))
    ]
    assert len(expected) > 150  # the bidi controls, zero-width characters, tags…
    assert json.loads(done.stdout) == expected
