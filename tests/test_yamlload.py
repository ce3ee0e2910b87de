from pathlib import Path

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
