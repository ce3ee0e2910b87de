"""How ``sortie validate`` reports: folders walked, repeated findings folded and capped,
the codes of a file that could not be checked, the text lines and the summary line.
Each expectation is written out by hand from the README's description of the output."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import ClassVar

import pytest
from conftest import write
from hostile import LEGAL

from generator.exceptions import SortieError
from generator.problems import Problem
from generator.registry import systems
from generator.verdict import Finding, Unchecked, Verdict
from generator.verdicts.decks import ValidationRun, expand
from generator.verdicts.reports import (
    MAX_FINDINGS,
    DeckReport,
    _capped,
    _unreadable,
    format_verdict,
    not_checked_text,
)


def test_a_folder_is_every_deck_file_below_it_hidden_ones_left_out(tmp_path: Path) -> None:
    for name in ("b.yaml", "a/c.YML", "a/d.Yaml", ".hidden.yaml", "notes.txt", ".git/x.yaml"):
        write(tmp_path / "decks" / name, "game: brs\n")
    single = write(tmp_path / "one.yaml", "game: brs\n")
    found, unlisted = expand([single, tmp_path / "decks", single])
    names = [p.relative_to(tmp_path).as_posix() for p in found]
    assert names == ["one.yaml", "decks/a/c.YML", "decks/a/d.Yaml", "decks/b.yaml", "one.yaml"]
    assert unlisted == {}


def test_a_folder_without_deck_files_is_an_error_naming_it(tmp_path: Path) -> None:
    write(tmp_path / "decks/readme.txt", "x")
    with pytest.raises(SortieError) as raised:
        expand([tmp_path / "decks"])
    assert str(raised.value) == f"{tmp_path}/decks: the folder holds no deck file (.yaml or .yml)"


def finding(code: str, message: str, line: int | None = 1) -> Finding:
    return Finding(code, message, line)


def test_repeats_fold_into_their_first_line_with_a_count() -> None:
    findings = [
        finding("unknown-id", "card 'x' is not defined", 3),
        finding("unknown-id", "card 'y' is not defined", 4),
        finding("unknown-id", "card 'x' is not defined", 5),
        finding("unknown-id", "card 'y' is not defined", 6),
        finding("unknown-id", "card 'x' is not defined", 7),
    ]
    assert _capped(findings) == [
        finding("unknown-id", "card 'x' is not defined (and 2 more times)", 3),
        finding("unknown-id", "card 'y' is not defined (and 1 more time)", 4),
    ]


def test_the_same_message_under_two_codes_is_not_folded() -> None:
    findings = [finding("a", "same"), finding("b", "same")]
    assert _capped(findings) == findings


def test_a_long_list_is_capped_with_a_count_of_the_rest() -> None:
    findings = [finding("unknown-id", f"id {n}", n) for n in range(1, MAX_FINDINGS + 6)]
    shown = _capped(findings)
    assert len(shown) == MAX_FINDINGS
    assert shown[: MAX_FINDINGS - 1] == findings[: MAX_FINDINGS - 1]
    assert shown[-1] == Finding("more", "… and 6 more problems", None)
    exactly = [finding("unknown-id", f"id {n}", n) for n in range(MAX_FINDINGS)]
    assert _capped(exactly) == exactly  # at the cap: nothing is cut


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (None, "unreadable"),  # no such file
        (b"game: \xff\n", "unreadable"),  # not UTF-8
        (b"game: [\n", "format-yaml"),
        (b"game: &a brs\nname: *a\n", "format-yaml"),
        (b"game: brs\nforce:\n  - aircraft: bf109e\n    count: -1\n", "count-range"),
        (b"game: brs\n", "format-deck"),  # force missing
    ],
)
def test_why_a_file_was_not_checked(tmp_path: Path, content: bytes | None, code: str) -> None:
    """The code comes from where the problem is found: the reader, the YAML parser, the
    schema's bounds; anything else about the shape is format-deck."""
    from conftest import CONTENT

    from generator.verdicts.decks import validate_paths

    deck = tmp_path / "d.yaml"
    if content is not None:
        deck.write_bytes(content)
    [report] = validate_paths([deck], CONTENT).reports
    assert report.status == "unreadable" and report.verdict.valid is False
    assert [f.code for f in report.verdict.errors] == [code]


def test_a_field_is_named_and_a_given_code_is_kept() -> None:
    problem = Problem(Path("d.yaml"), 4, "force.0.count", "expected a whole number", code="own")
    assert _unreadable(Path("d.yaml"), [problem]).errors == [
        Finding("own", "force.0.count: expected a whole number", 4)
    ]


def verdict(**fields: object) -> Verdict:
    return Verdict("d.yaml", **fields)  # type: ignore[arg-type]


def test_text_lines_of_legal_and_illegal_decks() -> None:
    assert format_verdict(verdict(aircraft=6, hand_size=3, points=486)) == [
        "d.yaml: legal · 6 aircraft · hand 3 · 486 points"
    ]
    one = verdict(valid=False, aircraft=6, hand_size=3, errors=[finding("theatre-count", "m", 9)])
    assert format_verdict(one) == [
        "d.yaml:9: theatre-count: m",
        "d.yaml: NOT LEGAL (1 error) · 6 aircraft · hand 3 · points unknown",
    ]
    two = verdict(valid=False, errors=[finding("a", "m", None), finding("b", "n", 2)])
    assert format_verdict(two)[0] == "d.yaml: a: m"  # no line: the file alone
    assert format_verdict(two)[-1] == "d.yaml: NOT LEGAL (2 errors) · 0 aircraft · points unknown"


def test_a_lower_bound_says_how_many_values_are_unknown() -> None:
    one = verdict(aircraft=2, hand_size=3, points=62, points_known=False)
    assert format_verdict(one) == [
        "d.yaml: legal · 2 aircraft · hand 3 · ≥ 62 points (1 value unknown)"
    ]
    two = verdict(aircraft=2, points=62, points_known=False, details={"points_unknown": ["a", "b"]})
    assert format_verdict(two) == ["d.yaml: legal · 2 aircraft · ≥ 62 points (2 values unknown)"]


def test_warnings_follow_errors_and_an_unreadable_file_says_so() -> None:
    warned = verdict(warnings=[finding("unknown-key", "colour: unknown key", 12)])
    assert format_verdict(warned)[0] == "d.yaml:12: warning: unknown-key: colour: unknown key"
    broken = verdict(valid=False, errors=[finding("format-yaml", "not valid YAML: x", 3)])
    assert format_verdict(broken) == [
        "d.yaml:3: format-yaml: not valid YAML: x",
        "d.yaml: UNREADABLE (not checked)",
    ]


def test_a_file_of_several_sides_reports_each_side() -> None:
    side = {"name": "RAF", "aircraft": 4, "players": 2, "hand_size": 4, "activations": 2}
    sides = [{**side, "points": 30, "points_known": True}, {**side, "name": "JG 26",
             "points": 25, "points_known": False}]  # fmt: skip
    fis = systems()["fis"].decks
    assert fis is not None
    lines = format_verdict(
        verdict(aircraft=8, hand_size=None, details={"sides": sides}), fis.summary
    )
    assert lines == [
        "d.yaml: RAF: 4 aircraft · 2 players · hand 4 · 2 activations · 30 points",
        "d.yaml: JG 26: 4 aircraft · 2 players · hand 4 · 2 activations · 25 points+",
        "d.yaml: legal · 8 aircraft · 2 sides",
    ]
    lone = format_verdict(verdict(aircraft=4, details={"sides": sides[:1]}), fis.summary)
    assert lone == ["d.yaml: legal · 4 aircraft · points unknown"]


def test_a_down_in_flames_game_counts_victory_points_per_side() -> None:
    """Each side's aircraft and VP, the lower side's head start, and the game's VP limit,
    in the unit Down In Flames players count in (the example in examples/)."""
    flights = [{"aircraft": "p-11c", "count": 2}]
    sides = [
        {"name": "Poland", "vp": 6, "aircraft": flights, "head_start": 4},
        {"name": "Germany", "vp": 10, "aircraft": [{"aircraft": "bf-110c", "count": 1}],
         "head_start": 0},
        {"name": "Allies", "vp": None, "aircraft": [], "head_start": None},
    ]  # fmt: skip
    game = verdict(aircraft=3, points=16, required={"vp_limit": 12}, details={"sides": sides})
    dif = systems()["dif"].decks
    assert dif is not None
    assert format_verdict(game, dif.summary) == [
        "d.yaml: Poland: 2 aircraft · 6 VP · head start 4",
        "d.yaml: Germany: 1 aircraft · 10 VP",
        "d.yaml: Allies: 0 aircraft · VP unknown",
        "d.yaml: legal · 3 aircraft · 3 sides · VP limit 12",
    ]


def report(status: str) -> DeckReport:
    errors = {
        "legal": [],
        "not-legal": [finding("x", "m")],
        "unreadable": [finding("unreadable", "m")],
    }
    return DeckReport(
        Path(f"{status}.yaml"), verdict(valid=status == "legal", errors=errors[status])
    )


def test_statuses_the_summary_line_and_the_json_object() -> None:
    run = ValidationRun(
        [report("legal"), report("not-legal"), report("unreadable"), report("legal")]
    )
    assert [r.status for r in run.reports] == ["legal", "not-legal", "unreadable", "legal"]
    assert run.summary() == "4 files: 2 legal, 1 not legal, 1 unreadable"
    assert ValidationRun([report("legal")]).summary() == "1 file: 1 legal, 0 not legal"
    shown = report("not-legal").as_json()
    assert (shown["file"], shown["status"], shown["valid"]) == (
        "not-legal.yaml",
        "not-legal",
        False,
    )


def test_only_the_games_the_decks_name_are_loaded(brs_content: Path, tmp_path: Path) -> None:
    """A broken Down In Flames folder does not stop a Blood Red Skies deck from being
    checked (validate loads only the games its decks name), and a deck of an unknown game
    is reported as such, not as a content error."""
    from generator.verdicts.decks import validate_paths

    write(brs_content / "dif/game.yaml", "name: [\n")
    legal = write(tmp_path / "a.yaml", LEGAL)
    chess = write(tmp_path / "b.yaml", "game: chess\nforce: []\n")
    warned = write(tmp_path / "c.yaml", LEGAL + "colour: red\n")
    run = validate_paths([legal, chess, warned], brs_content)
    assert [r.status for r in run.reports] == ["legal", "unreadable", "legal"]
    assert [str(r.path) for r in run.reports] == [str(legal), str(chess), str(warned)]
    assert run.reports[1].verdict.errors[0].code == "format-deck"
    assert run.reports[2].verdict.warnings[0].code == "unknown-key"  # not strict by default
    strict = validate_paths([warned], brs_content, strict=True)
    assert strict.reports[0].status == "not-legal"


def test_partial_keeps_the_valid_fields_with_their_types() -> None:
    """What the cross-file pass sees of a definition that failed: valid fields parsed
    (nested ones as schema objects), broken ones replaced by their default or None."""
    from generator.games.brs.schema import Aircraft
    from generator.reading.schemacheck import partial, validate
    from generator.reading.yamlload import load_text

    text = "name: {en: X, fr: 7}\nnation: gb\nspeed: fast\ntraits: [great-dive]\n"
    data = load_text(text, Path("x.yaml")).data
    item, found = validate(Aircraft, data, Path("x.yaml"))
    assert item is None
    kept, bad = partial(Aircraft, data, found)
    assert bad == {"name", "speed"}
    assert kept.name is None and kept.speed is None  # required: None; default: its default
    assert kept.nation == "gb" and kept.traits == ["great-dive"]


def test_partial_calls_a_default_factory() -> None:
    from pydantic import Field

    from generator.reading.schemacheck import partial, validate
    from generator.reading.yamlload import load_text
    from generator.schema import Model

    class Sample(Model):
        tags: list[str] = Field(default_factory=list)
        count: int = 0

    data = load_text("tags: 3\ncount: 2\n", Path("x.yaml")).data
    _, found = validate(Sample, data, Path("x.yaml"))
    kept, bad = partial(Sample, data, found)
    assert (kept.tags, kept.count, bad) == ([], 2, {"tags"})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("- game: brs\n- x\n", ("format-deck", "not a deck file: expected a mapping with game, "
                                "force and deck keys", 1)),
        ("brs\n", ("format-deck", "not a deck file: expected a mapping with game, force and "
                   "deck keys", 1)),
        ("name: x\ngame: chess\n", ("format-deck", "game: expected the id of a game with decks "
                                    "(brs, dif, fis), got 'chess'", 2)),
        ("name: x\ngame: dif\n", ("format-deck", "game: the content folder {root} has no dif/ "
                                  "folder", 2)),
        ("game: [brs]\nforce: []\n", ("format-deck", "game: expected the id of a game with "
                                     "decks (brs, dif, fis), got \"['brs']\"", 1)),
        ("game: brs\nforce: []\nname: !!binary aGVsbG8=\n", ("format-deck", "a value of YAML "
                                                             "type bytes is not allowed (plain "
                                                             "data only)", None)),
    ],
)  # fmt: skip
def test_why_each_file_could_not_be_checked(
    brs_content: Path, tmp_path: Path, text: str, expected: tuple[str, str, int | None]
) -> None:
    """In-process, with exact codes, messages and lines (the hostile corpus checks the same
    through the command line)."""
    from generator.verdicts.decks import validate_paths

    deck = write(tmp_path / "d.yaml", text)
    [report] = validate_paths([deck], brs_content).reports
    code, message, line = expected
    assert report.path == deck and report.status == "unreadable"
    assert report.verdict.errors == [Finding(code, message.format(root=brs_content), line)]


def test_the_command_ends_each_file_with_its_games_summary(sortie) -> None:
    """``sortie validate`` sums each file up as its game does: a Down In Flames set-up by
    side in victory points (the lines of the test above, for the example file), a Blood Red
    Skies deck by its totals."""
    from conftest import CONTENT, ROOT

    files = [ROOT / "examples/dif-aces-high-poland.yaml", ROOT / "examples/jg26.yaml"]
    done = sortie("validate", *files, "--content", CONTENT)
    assert done.exit_code == 0, done.output
    dif, brs = (str(f) for f in files)
    assert done.output.splitlines()[:4] == [
        f"{dif}: Poland: 2 aircraft · 6 VP · head start 4",
        f"{dif}: Germany: 1 aircraft · 10 VP",
        f"{dif}: legal · 3 aircraft · 2 sides · VP limit 12",
        f"{brs}: legal · 6 aircraft · hand 3 · ≥ 436 points (1 value unknown)",
    ]


def test_the_text_lists_findings_by_line_and_the_verdict_keeps_the_checks_order() -> None:
    """The text reads the file from the top, unknown ids first; the verdict (the JSON, and
    the browser's) keeps the order the check found them in."""
    found = verdict(
        valid=False,
        errors=[finding("b", "m", 9), finding("unknown-id", "x", 12), finding("a", "n", 3)],
        warnings=[finding("w", "late", 8), finding("w", "early", 2)],
    )
    assert format_verdict(found)[:5] == [
        "d.yaml:12: unknown-id: x",
        "d.yaml:3: a: n",
        "d.yaml:9: b: m",
        "d.yaml:2: warning: w: early",
        "d.yaml:8: warning: w: late",
    ]
    assert [f.line for f in found.errors] == [9, 12, 3]
    assert [f.line for f in found.warnings] == [8, 2]


def test_every_check_ends_the_same_way() -> None:
    """``CheckRun.finish``, as each game's check and the browser's ``finish`` end: the
    unknown id first, the other errors as found (the one the unknown card may cause marked
    with it), warnings as found, the unchecked parts by message, valid from the errors."""
    from generator.reading.yamlload import load_text
    from generator.verdicts.checking import CheckRun

    class Run(CheckRun):
        GAME = "g"
        KNOCK_ON: ClassVar[Mapping[str, frozenset[str]]] = {"card": frozenset({"short"})}

    loaded = load_text("deck: {}\n", Path("d.yaml"))
    run = Run(loaded.data, "d.yaml")
    run.error("late", "found first", 9)
    run.error("short", "two cards short", 2)
    run.unknown("card", "great-dvie", ["great-dive", "tight-turn"], 5)
    run.warn("w", "second line", 8)
    run.warn("w", "first line", 2)
    run.not_checked("u", "zeta", 3, "aircraft", "a", "points")
    run.not_checked("u", "alpha", 4, "aircraft", "b", "points")
    done = run.finish()
    assert done.valid is False
    assert [(f.code, f.message) for f in done.errors] == [
        ("unknown-id", "card 'great-dvie' is not defined (did you mean 'great-dive'? known: "
         "great-dive, tight-turn)"),
        ("late", "found first"),
        ("short", "two cards short (may follow from the unknown card 'great-dvie')"),
    ]  # fmt: skip
    assert [f.message for f in done.warnings] == ["second line", "first line"]
    assert [u.message for u in done.unchecked] == ["alpha", "zeta"]


def unchecked(*messages: str) -> list[Unchecked]:
    fill = {"game": "g", "kind": "aircraft", "id": "a", "field": "points"}
    return [Unchecked("u", message, n, fill) for n, message in enumerate(messages, 1)]


def test_at_most_three_unchecked_parts_are_named_and_the_rest_counted() -> None:
    """The verdict line names three parts, in order, then counts the others."""
    assert not_checked_text(verdict()) == ""
    assert not_checked_text(verdict(unchecked=unchecked("a", "b", "c"))) == ("not checked: a; b; c")
    assert not_checked_text(verdict(unchecked=unchecked("a", "b", "c", "d"))) == (
        "not checked: a; b; c; and 1 more"
    )
    five = verdict(unchecked=unchecked("a", "b", "c", "d", "e"))
    assert not_checked_text(five) == "not checked: a; b; c; and 2 more"


def test_a_verdict_not_legal_names_what_was_not_checked_too() -> None:
    both = verdict(valid=False, errors=[finding("x", "m", 2)], unchecked=unchecked("a", "b"))
    assert format_verdict(both) == [
        "d.yaml:2: x: m",
        "d.yaml: NOT LEGAL (1 error) · not checked: a; b · 0 aircraft · points unknown",
    ]
    partly = verdict(aircraft=2, unchecked=unchecked("a"))
    assert format_verdict(partly) == [
        "d.yaml: legal as far as known · not checked: a · 2 aircraft · points unknown"
    ]


def test_a_finding_about_the_whole_file_comes_before_line_one() -> None:
    """A finding without a line is about the whole file: the text puts it first, before
    one found earlier at line 1, among errors and among warnings alike."""
    found = verdict(
        valid=False,
        errors=[finding("a", "m", 1), finding("b", "n", None)],
        warnings=[finding("w", "first line", 1), finding("w", "whole file", None)],
    )
    assert format_verdict(found)[:4] == [
        "d.yaml: b: n",
        "d.yaml:1: a: m",
        "d.yaml: warning: w: whole file",
        "d.yaml:1: warning: w: first line",
    ]


def test_a_warning_of_the_file_without_a_field_is_its_message_alone(tmp_path: Path) -> None:
    """A key holding a zero-width space (column 7, after the 6 letters of colour): the
    reader's warning names no field, so the verdict shows its message as it is; the unknown
    key's warning names its field first."""
    from conftest import CONTENT

    from generator.verdicts.decks import validate_paths

    legal = "game: brs\nforce:\n  - aircraft: bf109e\n    count: 2\ndeck:\n" + "".join(
        f"  {card}: 1\n"
        for card in ("great-climb", "great-dive", "dive-evasion", "hail-of-fire", "clear-skies")
    )
    deck = write(tmp_path / "d.yaml", legal + "  numbers: 1\ncolour\u200b: red\n")
    [report] = validate_paths([deck], CONTENT).reports
    assert report.status == "legal"
    assert [(w.code, w.message, w.line) for w in report.verdict.warnings] == [
        (
            "invisible-character",
            "'colour\\u200b': it holds a zero-width space (U+200B) at column 7; it cannot be "
            "seen, and makes this a different id",
            12,
        ),
        (
            "unknown-key",
            "colour\u200b: unknown key (known keys: game, name, points_limit, format, period, "
            "force, deck)",
            12,
        ),
    ]


def test_a_repeat_does_not_hide_the_findings_after_it() -> None:
    findings = [finding("a", "m", 1), finding("a", "m", 2), finding("b", "n", 3)]
    assert _capped(findings) == [
        finding("a", "m (and 1 more time)", 1),
        finding("b", "n", 3),
    ]


def test_a_run_judges_as_far_as_known_unless_asked_for_every_value(tmp_path: Path) -> None:
    """Three Bf109F, whose traits our sources do not give, and two Bf109E with their two
    trait cards (one Great Climb, one Great Dive): by default the deck is legal as far as
    known, the Bf109F's trait cards not checked; asked to require every value, a run finds
    it not legal, at the Bf109F's line (3)."""
    from conftest import CONTENT

    from generator.verdicts.decks import validate_paths

    deck = write(
        tmp_path / "d.yaml",
        "game: brs\nforce:\n- aircraft: bf109f\n  count: 3\n- aircraft: bf109e\n  count: 2\n"
        "deck:\n  great-climb: 1\n  great-dive: 1\n  dive-evasion: 1\n"
        "  defensive-tactics: 1\n  low-level-haze: 1\n  clear-skies: 1\n",
    )
    [partly] = validate_paths([deck], CONTENT).reports
    assert (partly.status, partly.verdict.errors) == ("legal-as-far-as-known", [])
    [strict] = validate_paths([deck], CONTENT, require_known=True).reports
    assert strict.status == "not-legal"
    assert [(f.code, f.line) for f in strict.verdict.errors] == [("not-checked", 3)]


def test_a_folder_too_deep_to_list_is_reported_unreadable_with_why(tmp_path: Path) -> None:
    """Root may read every folder, but not one whose path is longer than the system allows
    (4,096 bytes on Linux): eighteen nested folders of 250 characters. The deck file beside
    them is checked; the folder past the limit is a report of its own, saying why."""
    import os

    from conftest import CONTENT, ROOT

    from generator.verdicts.decks import validate_paths

    top = tmp_path / "decks"
    top.mkdir()
    (top / "a.yaml").write_text((ROOT / "examples/jg26.yaml").read_text("utf-8"), "utf-8")
    handle = os.open(top, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for _ in range(18):  # made relative to the folder above: no path is that long
            os.mkdir("d" * 250, dir_fd=handle)
            inner = os.open("d" * 250, os.O_RDONLY | os.O_DIRECTORY, dir_fd=handle)
            os.close(handle)
            handle = inner
    finally:
        os.close(handle)
    checked, deep = validate_paths([top], CONTENT).reports
    assert (checked.path, checked.status) == (top / "a.yaml", "legal")
    assert deep.status == "unreadable" and len(str(deep.path)) > 4096
    assert deep.path.parent.name == "d" * 250
    assert deep.verdict.errors == [
        Finding("unreadable", "cannot read the folder: the name is too long", None)
    ]


def test_a_deck_given_as_text_is_named_by_its_path() -> None:
    """``read_deck(path, content, text)`` (the engines' vectors, the benchmarks) reads the
    text, not the file, and its problems name the path given: here a file that does not
    exist, whose text is not YAML (an unclosed list on line 1)."""
    from generator.exceptions import DeckFileError
    from generator.reading.loaded import Content
    from generator.verdicts.reports import read_deck

    given = Path("nowhere/given.yaml")
    with pytest.raises(DeckFileError) as error:
        read_deck(given, Content(Path("content")), "game: [\n")
    assert [(p.path, p.code) for p in error.value.problems] == [(given, "format-yaml")]


def test_a_shape_error_from_a_hidden_character_says_why_and_nothing_else(
    tmp_path: Path,
) -> None:
    """An aircraft id ending in a zero-width space fails the id's shape: the file is not
    checked, and its errors are the shape error and the hidden character that made it,
    both at line 4; the file's other warning (``game`` given twice) is not among them."""
    from conftest import CONTENT

    from generator.verdicts.decks import validate_paths

    deck = write(
        tmp_path / "d.yaml",
        'game: brs\ngame: brs\nforce:\n  - aircraft: "bf109e\\u200b"\n    count: 2\ndeck: {}\n',
    )
    [report] = validate_paths([deck], CONTENT).reports
    assert report.status == "unreadable"
    assert [(f.code, f.line) for f in report.verdict.errors] == [
        ("format-deck", 4),
        ("invisible-character", 4),
    ]
