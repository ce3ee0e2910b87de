from pathlib import Path

import pytest

from generator.problems import Severity
from generator.yamlload import LineDict, LineList, line_of, load_text

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


def test_duplicate_key_is_a_warning_naming_both_lines() -> None:
    loaded = load_text("speed: 7\nagility: 3\nspeed: 8\n", P)
    assert loaded.data["speed"] == 8
    [problem] = loaded.problems
    assert problem.severity is Severity.WARNING
    assert problem.format() == (
        "x.yaml:3: warning: speed: duplicate key (first written at line 1; the later value wins)"
    )


def test_python_tags_are_refused_with_a_line() -> None:
    loaded = load_text("name: !!python/object/apply:os.system ['true']\n", P)
    assert loaded.data is None
    [problem] = loaded.problems
    assert problem.line == 1
    assert "tag:yaml.org,2002:python/object/apply:os.system is not allowed" in problem.message


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
    ],
)
def test_a_tab_that_breaks_the_yaml_is_named(text: str, line: int, message: str) -> None:
    [problem] = load_text(text, P).problems
    assert (problem.line, problem.message) == (line, message)
