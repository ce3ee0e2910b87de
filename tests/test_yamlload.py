import errno
import inspect
import os
import sys
from pathlib import Path

import pytest

from generator.problems import Severity
from generator.reading.overlay import merge
from generator.reading.yamlload import (
    LineDict,
    LineList,
    line_of,
    load_file,
    load_text,
    origin_of,
    os_reason,
)
from generator.words.wording import speaking

P = Path("x.yaml")


def test_lines_of_keys_and_items() -> None:
    loaded = load_text("name:\n  en: Bf109E\ntraits:\n  - great-climb\n  - great-dive\n", P)
    data = loaded.data
    assert isinstance(data, LineDict)
    assert data.key_line("traits") == 3
    assert isinstance(data["traits"], LineList)
    assert line_of(data, ("traits", 1)) == 5
    assert line_of(data, ("name", "en")) == 2
    assert line_of(data, ("name", "fr")) == 1  # a missing key points at its parent's key
    assert data["name"].key_line("fr") == 2  # a mapping asked for a key it lacks: its own line


def test_a_value_an_overlay_wrote_is_found_in_the_overlay_s_file() -> None:
    """A club's file rewrites points (its line 2) over ours: the points are found there, the
    traits still in our file (its line 3)."""
    ours, club = Path("brs/aircraft/bf109e.yaml"), Path("club/brs/aircraft/bf109e.yaml")
    data = load_text("name: {en: Bf109E}\npoints: 145\ntraits: [robust]\n", ours).data
    merge(data, load_text("# cheaper at the club\npoints: 140\n", club).data, club)
    assert origin_of(data, ("points",), ours) == (club, 2)
    assert origin_of(data, ("traits", 0), ours) == (ours, 3)


def test_an_invisible_character_in_a_list_item_is_named() -> None:
    """A zero-width space typed into ids in a list: "  - great" is 9 characters, so in the
    block list it stands at column 10 of line 3; in the flow list, "traits: [great" is 14
    and "traits: [great\u200bclimb, great" 27, so columns 15 and 28 (each id's own, the
    second not the first's again)."""
    [problem] = load_text("traits:\n  - great-climb\n  - great\u200b-dive\n", P).problems
    assert (problem.path, problem.line, problem.field, problem.code, problem.severity) == (
        P,
        3,
        "",
        "invisible-character",
        Severity.WARNING,
    )
    assert problem.format() == (
        "x.yaml:3: warning: 'great\\u200b-dive': it holds a zero-width space (U+200B) at "
        "column 10; it cannot be seen, and makes this a different id"
    )
    flow = load_text("traits: [great\u200bclimb, great\u200bdive]\n", P).problems
    assert [(p.line, p.message.split(" at ")[1].split(";")[0]) for p in flow] == [
        (1, "column 15"),
        (1, "column 28"),
    ]


def test_a_number_or_truth_value_as_a_key_is_read_as_text() -> None:
    """Skill levels written as keys (``2: 25``) and a stray ``true:`` are keys like any other:
    text, each with its line."""
    data = load_text("pilot_costs:\n  1: null\n  2: 25\ntrue: 1\n", P).data
    assert data == {"pilot_costs": {"1": None, "2": 25}, "True": 1}
    assert (data["pilot_costs"].key_line("2"), data.key_line("True")) == (3, 4)


def test_an_invisible_character_in_any_key_is_named() -> None:
    """A key is named even when it would not be an id ("note du club" has spaces): the
    zero-width space after its 12 characters stands at column 13."""
    [problem] = load_text("name: x\nnote du club\u200b: x\n", P).problems
    assert (problem.line, problem.code) == (2, "invisible-character")
    assert "zero-width space (U+200B) at column 13" in problem.message


def test_duplicate_key_is_a_warning_naming_both_lines() -> None:
    loaded = load_text("speed: 7\nagility: 3\nspeed: 8\n", P)
    assert loaded.data["speed"] == 8
    [problem] = loaded.problems
    assert (loaded.path, problem.severity, problem.code) == (P, Severity.WARNING, "duplicate-key")
    assert problem.format() == (
        "x.yaml:3: warning: speed: duplicate key (first written at line 1; the later value wins)"
    )


def test_python_tags_are_refused_with_a_line() -> None:
    loaded = load_text("name: !!python/object/apply:os.system ['true']\n", P)
    assert loaded.data is None
    [problem] = loaded.problems
    assert problem.line == 1
    assert problem.message == (
        "not valid YAML: the tag tag:yaml.org,2002:python/object/apply:os.system is not "
        "allowed (content files are plain YAML data)"
    )


def test_any_other_tag_is_refused_by_its_name() -> None:
    """A local tag is named whole, even one ending in an X (only the quotes are stripped)."""
    [problem] = load_text("name: a\nvalue: !TeX 1\n", P).problems
    assert (problem.line, problem.message) == (
        2,
        "not valid YAML: the tag !TeX is not allowed (content files are plain YAML data)",
    )


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        # The alias is the anchored node met again: its line is the anchor's.
        (
            "name: x\na: &x 1\nb: *x\n",
            2,
            "anchors and aliases (&name, *name) are not allowed: write the value out where it "
            "is used",
        ),
        ("name: x\nc:\n  <<: {x: 1}\n", 3, "merge keys (<<) are not allowed: write the keys out"),
        ("name: x\n? [a, b]\n: 1\n", 2, "a mapping key must be a plain value"),
    ],
)
def test_what_plain_data_does_not_allow_is_refused_at_its_line(
    text: str, line: int, message: str
) -> None:
    loaded = load_text(text, P)
    [problem] = loaded.problems
    assert (loaded.data, problem.line, problem.message) == (
        None,
        line,
        f"not valid YAML: {message}",
    )


def test_syntax_error_names_the_line() -> None:
    loaded = load_text("name: {en: Bf109E\nspeed: 7\n", P)
    [problem] = loaded.problems
    assert problem.is_error and problem.line is not None
    assert problem.message.startswith("not valid YAML:")


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        # A key indented one space short: no tab anywhere, so no word of tabs.
        (
            "a:\n  b: 1\n c: 2\n",
            3,
            "not valid YAML: did not find expected key (while parsing a block mapping that "
            "starts at line 1)",
        ),
        # A tab in a value two lines above the error is not what broke the YAML.
        (
            "note: a\tb\na:\n  b: 1\n c: 2\n",
            4,
            "not valid YAML: did not find expected key (while parsing a block mapping that "
            "starts at line 1)",
        ),
        # A tab inside a value of the broken line, neither indenting it nor where it broke.
        (
            "a:\n  b: 1\n c: x\ty\n",
            3,
            "not valid YAML: did not find expected key (while parsing a block mapping that "
            "starts at line 1)",
        ),
        (
            "name: {en: Bf109E\nspeed: 7\n",
            2,
            "not valid YAML: did not find expected ',' or '}' (while parsing a flow mapping "
            "that starts at line 1)",
        ),
    ],
)
def test_a_syntax_error_without_a_tab_gets_no_tab_hint(text: str, line: int, message: str) -> None:
    [problem] = load_text(text, P).problems
    assert (problem.line, problem.message) == (line, message)


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (
            "game: brs\nforce:\n\t- aircraft: bf109e\n",
            3,
            "not valid YAML: found character that cannot start any token: a tab character; "
            "YAML indents with spaces only (while scanning for the next token)",
        ),
        (
            "a: 1\n\tb: 2\n",
            2,
            "not valid YAML: found a tab character that violates indentation: a tab character; "
            "YAML indents with spaces only (while scanning a plain scalar that starts at line 1)",
        ),
        # The same early in a longer file: the line is found counting from the top.
        (
            "a: 1\n\tb: 2\nc: 3\nd: 4\ne: 5\n",
            2,
            "not valid YAML: found a tab character that violates indentation: a tab character; "
            "YAML indents with spaces only (while scanning a plain scalar that starts at line 1)",
        ),
        # A tab in the indentation, the error pointing further along the line.
        (
            'a: 1\n \tb: "x\n',
            2,
            "not valid YAML: mapping values are not allowed in this context: a tab character; "
            "YAML indents with spaces only",
        ),
        # A tab where the error points, after a dash: not indentation, still the cause.
        (
            "- a\n-\tb: [\n",
            2,
            "not valid YAML: found character that cannot start any token: a tab character; "
            "YAML indents with spaces only (while scanning for the next token)",
        ),
    ],
)
def test_a_tab_that_breaks_the_yaml_is_named(text: str, line: int, message: str) -> None:
    [problem] = load_text(text, P).problems
    assert (problem.line, problem.message) == (line, message)


@pytest.mark.parametrize(
    ("text", "line", "code"),
    [
        ("a: \x07\n", 1, "U+0007"),
        ("a: 1\nb: x\x7fy\n", 2, "U+007F"),
        ("a: 1\n\n\x01\n", 3, "U+0001"),
        ("\na: \x07\n", 2, "U+0007"),  # the newline at the very start counts too
    ],
)
def test_a_control_character_is_not_valid_yaml_at_its_line(text: str, line: int, code: str) -> None:
    """YAML refuses control characters (a BEL pasted into a value): an error at the line
    where it stands, in the editor's words, not PyYAML's position in its own input."""
    [problem] = load_text(text, P).problems
    assert problem.is_error
    assert (problem.line, problem.message) == (
        line,
        f"not valid YAML: a control character ({code}) that YAML does not allow in a file:"
        " delete it, or write it as an escape in a double-quoted string",
    )


def test_an_item_on_the_line_after_its_dash_and_locations_that_stop_short() -> None:
    """A list item may start on the line after its dash: its line is its own (3), not the
    list's (2). A location past the end of a list, or naming a key of a list, stops at the
    deepest part that exists; a plain mapping has no lines at all."""
    data = load_text("a:\n  -\n    x\n  - y\n", P).data
    assert (data["a"].line, line_of(data, ("a", 0)), line_of(data, ("a", 1))) == (2, 3, 4)
    assert data["a"].item_line(2) == 2
    assert line_of(data, ("a", 2)) == 1  # one past the last item: the line of "a:"
    assert line_of(data, ("a", "name")) == 1
    assert line_of({"a": 1}, ("a",)) is None


def test_a_folder_or_a_pipe_is_not_read(tmp_path: Path) -> None:
    """Only regular files are read: a folder is refused, and a named pipe with no writer
    is refused at once instead of waiting for one forever."""
    pipe = tmp_path / "deck.yaml"
    os.mkfifo(pipe)
    [problem] = load_file(pipe).problems
    assert (problem.code, problem.message) == (
        "unreadable",
        "cannot read: not a regular file (a folder, device or pipe is not read)",
    )
    [problem] = load_file(tmp_path).problems
    assert (problem.code, problem.message) == ("unreadable", "cannot read: it is a folder")


def test_a_file_of_the_size_limit_is_read_whole_and_one_byte_more_is_refused(
    tmp_path: Path,
) -> None:
    limit = 2 * 1024
    exact = tmp_path / "exact.yaml"
    exact.write_text("a: " + "x" * (limit - 4) + "\n", encoding="utf-8")  # 3 + 2044 + 1 bytes
    loaded = load_file(exact, limit)
    assert (loaded.problems, loaded.data["a"]) == ([], "x" * (limit - 4))
    over = tmp_path / "over.yaml"
    over.write_text("a: " + "x" * (limit - 3) + "\n", encoding="utf-8")
    [problem] = load_file(over, limit).problems
    assert (problem.code, problem.message) == (
        "unreadable",
        "cannot read: larger than 2 KiB, the most a file may be",
    )


def test_a_utf16_file_is_refused_with_what_to_do(tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    path.write_bytes("game: brs\n".encode("utf-16"))  # with its byte order mark
    [problem] = load_file(path).problems
    assert (problem.code, problem.message) == (
        "unreadable",
        "cannot read: the file is UTF-16; save it as UTF-8",
    )


def test_a_latin1_file_is_refused_naming_the_file(tmp_path: Path) -> None:
    """``café`` saved as Latin-1: é is the byte E9, which UTF-8 reads as the lead of a
    three-byte character whose next byte (the newline) cannot continue it."""
    path = tmp_path / "bf109e.yaml"
    path.write_bytes(b"name: caf\xe9\n")
    loaded = load_file(path)
    assert (loaded.path, loaded.data) == (path, None)
    [problem] = loaded.problems
    assert (problem.format(), problem.code) == (
        f"{path}: not UTF-8 text: the byte 0xE9 on line 1 is not UTF-8; save the file as UTF-8",
        "unreadable",
    )
    assert problem.field == ""  # validate's JSON gives every problem's field as a string


@pytest.mark.parametrize(
    ("opening", "closing"),
    [("[", "]"), ("{a: ", "}")],
)
def test_nesting_deeper_than_64_is_refused_at_its_line(opening: str, closing: str) -> None:
    """The document's mapping and 63 lists (or mappings) in it are 64 levels: read. One more
    is refused, at the line where the nesting is written."""
    inner = "1" if closing == "}" else ""
    ok = load_text("name: x\nv: " + opening * 63 + inner + closing * 63 + "\n", P)
    assert ok.problems == [] and ok.data["name"] == "x"
    [problem] = load_text("name: x\nv: " + opening * 64 + inner + closing * 64 + "\n", P).problems
    assert (problem.line, problem.message) == (2, "not valid YAML: nested more than 64 levels deep")


@pytest.mark.parametrize("first", ["{a: 1}", "[1]"])
def test_a_finished_mapping_or_list_gives_its_level_back(first: str) -> None:
    """The document (1), v (2), its first item (3, then done), and beside it 62 lists:
    64 levels, read; 63 lists beside it are 65, refused. And 70 short lists side by side
    are 3 levels deep, not 70."""
    ok = load_text("v:\n  - " + first + "\n  - " + "[" * 62 + "]" * 62 + "\n", P)
    assert ok.problems == []
    [problem] = load_text("v:\n  - " + first + "\n  - " + "[" * 63 + "]" * 63 + "\n", P).problems
    assert (problem.line, problem.message) == (3, "not valid YAML: nested more than 64 levels deep")
    wide = load_text("".join(f"k{i}: [[1]]\n" for i in range(70)), P)
    assert (wide.problems, len(wide.data)) == ([], 70)


def test_invisible_characters_in_plain_text_of_a_list_are_left_alone() -> None:
    """A soft hyphen is at home in prose (a note in a list); only in an id-like item does
    it make a different id, and that one is named (column 10 of line 3)."""
    text = "notes:\n  - a soft\u00adhyphen in text\n  - great\u00addive\n"
    [problem] = load_text(text, P).problems
    assert (problem.line, problem.message.split(";")[0]) == (
        3,
        "'great\\xaddive': it holds a soft hyphen (U+00AD) at column 10",
    )


def test_python_s_stack_running_out_is_the_same_refusal() -> None:
    """A pure-Python YAML parser recurses once per level and can exhaust Python's stack
    before the depth check sees the nesting. With the C parser only our constructor
    recurses, so the stack is made small here (100 frames above this test's) to meet that
    case: 60 lists then overflow it, and the file is refused whole, not with a traceback."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(len(inspect.stack()) + 100)
    try:
        loaded = load_text("v: " + "[" * 60 + "]" * 60 + "\n", P)
    finally:
        sys.setrecursionlimit(limit)
    [problem] = loaded.problems
    assert (loaded.path, loaded.data) == (P, None)
    assert (problem.path, problem.line, problem.field, problem.code, problem.message) == (
        P,
        None,
        "",
        "format-yaml",
        "not valid YAML here: nested more than 64 levels deep",
    )


def test_a_refused_file_keeps_its_path_and_an_empty_field() -> None:
    """Whatever refuses the file (indentation of non-breaking spaces, a syntax error), the
    problem names the file and no field: validate's JSON gives every field as a string."""
    for text in ("a:\n\u00a0\u00a0b: 1\n", "name: {en: Bf109E\n"):
        loaded = load_text(text, P)
        [problem] = loaded.problems
        assert (loaded.path, loaded.data, problem.path, problem.field) == (P, None, P, "")
        assert problem.format().startswith("x.yaml:2: ")


def test_kept_documents_are_found_by_path_and_text_and_given_as_copies(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``keep_parsed`` (``mkdocs serve``): once on, a file read again with the same text at
    the same path is the kept document, a fresh copy each time; another text, or the same
    text at another path, is parsed. A document planted in the store shows which is used."""
    import pickle

    from generator.reading import yamlload

    monkeypatch.setattr(yamlload, "_KEPT", None)  # off, and off again after the test
    one = tmp_path / "one.yaml"
    one.write_text("a: 1\n", encoding="utf-8")
    assert load_file(one).data == {"a": 1}
    assert yamlload._KEPT is None  # nothing kept before keeping is turned on
    yamlload.keep_parsed()
    yamlload.keep_parsed()  # a second call keeps what the first kept
    first = load_file(one)
    assert yamlload._KEPT is not None and list(yamlload._KEPT) == [(str(one), "a: 1\n")]
    second = load_file(one)
    assert second.data == first.data == {"a": 1} and second.data is not first.data
    planted = yamlload.Loaded(one, LineDict(planted=True), [])
    yamlload._KEPT[(str(one), "a: 1\n")] = pickle.dumps(planted)
    assert load_file(one).data == {"planted": True}
    other = tmp_path / "other.yaml"
    other.write_text("a: 1\n", encoding="utf-8")
    assert load_file(other).data == {"a": 1}
    one.write_text("a: 2\n", encoding="utf-8")
    assert load_file(one).data == {"a": 2}


ONES = "1" * 40


@pytest.mark.parametrize(
    ("written", "value"),
    [
        (ONES, int(ONES)),
        (f"-{ONES}", -int(ONES)),
        (f"+{ONES}", int(ONES)),
        ("1" + "_0" * 39, 10**39),
        ("0x" + "f" * 40, 16**40 - 1),
        ("1" * 38 + ":30", int("1" * 38) * 60 + 30),
    ],
)
def test_a_number_of_forty_digits_is_read_whatever_else_it_is_written_with(
    written: str, value: int
) -> None:
    """40 digits, the most a value may have, whether written with a sign, underscores, a
    hexadecimal 0x or YAML 1.1's base-60 colon (none of which is a digit)."""
    assert load_text(f"a: 1\nn: {written}\n", P).data == {"a": 1, "n": value}


@pytest.mark.parametrize(
    ("written", "digits"),
    [("1" * 41, "41"), (f"-{ONES}1", "41"), ("0x" + "f" * 41, "41"), ("7" * 1234, "1,234")],
)
def test_a_number_of_more_digits_refuses_the_file_at_its_line(written: str, digits: str) -> None:
    loaded = load_text(f"a: 1\nn: {written}\n", P)
    assert loaded.data is None
    assert [(p.line, p.field, p.message, p.code) for p in loaded.problems] == [
        (
            2,
            "n",
            f"a number of {digits} digits: no value Sortie reads has more than 40",
            "count-range",
        )
    ]


def test_pyyaml_s_words_are_french_in_a_french_run_and_kept_where_none_is_known() -> None:
    [english] = load_text("a: [1\n", P).problems
    assert "did not find expected ',' or ']'" in english.message
    with speaking("fr"):
        [french] = load_text("a: [1\n", P).problems
        [directive] = load_text("%FOO\n---\na: 1\n", P).problems
    assert "« , » ou « ] » attendu" in french.message
    assert "did not find" not in french.message
    assert directive.message.startswith("YAML non valide : found unknown directive name")


def test_a_reason_the_system_gives_that_has_no_words_of_ours_is_the_system_s_own() -> None:
    """An error number we have no words for: the system's own words; an error without a
    number (``OSError("…")``): its text, not the words for error number 1 (EPERM)."""
    assert os_reason(OSError(errno.EXDEV, "Invalid cross-device link")) == (
        "Invalid cross-device link"
    )
    assert os_reason(OSError("the disk went away")) == "the disk went away"


def test_a_location_inside_a_list_item_gives_the_line_of_the_key_in_the_item() -> None:
    data = load_text("a:\n  - x: 1\n  - y: 2\n    z: 3\n", P).data
    assert line_of(data, ("a", 1, "z")) == 4
    assert line_of(data, ("a", 1)) == 3


def test_a_latin1_byte_is_named_at_its_own_line(tmp_path: Path) -> None:
    """The byte E9 on line 2 (after a first line that is only a newline) and on line 3."""
    for text, line in ((b"\nname: caf\xe9\n", 2), (b"a: 1\nb: 2\nname: caf\xe9\n", 3)):
        path = tmp_path / "bf109e.yaml"
        path.write_bytes(text)
        [problem] = load_file(path).problems
        assert f"the byte 0xE9 on line {line} is not UTF-8" in problem.message


def test_a_value_refused_deep_in_the_file_names_its_whole_field_and_the_file() -> None:
    """A number too long two levels down, under a key then a list item, is named by the
    whole path of keys and items, outermost first; an alias is refused as no YAML of ours
    (``format-yaml``), not as a value out of range; both name the file."""
    long_number = "1" * 41
    for text, field in (
        (f"a:\n  b: {long_number}\n", "a.b"),
        (f"a:\n  - 1\n  - {long_number}\n", "a.1"),
        (f"a:\n  - x: 1\n  - y: {long_number}\n", "a.1.y"),
    ):
        loaded = load_text(text, P)
        [problem] = loaded.problems
        assert (loaded.path, problem.path, problem.field, problem.code) == (
            P,
            P,
            field,
            "count-range",
        )
    [alias] = load_text("a: &x 1\nb: *x\n", P).problems
    assert (alias.path, alias.code) == (P, "format-yaml")
