"""Hangar files (issue 41): a pack with a player's collection and saved lists beside its
patches. Every bad value of ``collection:`` and ``lists:`` is a problem at its line, all at
once; ``sortie validate HANGAR.yaml`` checks each list as a deck file, one verdict each.

The verdicts are worked by hand from the Blood Red Skies rules: six Bf109E (two traits
each) take six trait cards split 3/3, two doctrine and two theatre cards... as in
``examples/jg26.yaml``, which is legal."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import Result
from conftest import CONTENT, ROOT, write

from generator.problems import Severity
from generator.reading.content import check
from generator.reading.hangarfile import Owned
from generator.reading.pack import read_pack_file
from generator.verdicts.output import VALIDATE_OUTPUT_SCHEMA

JG26 = (ROOT / "examples/jg26.yaml").read_text(encoding="utf-8")


def indented(text: str, by: int) -> str:
    return "".join(" " * by + line + "\n" for line in text.splitlines())


def hangar(*lists: str, head: str = "pack: 1\npatches: []\n") -> str:
    return head + ("lists:\n" + "".join(lists) if lists else "")


def saved(name: str, body: str, game: str = "brs") -> str:
    return f"  - game: {game}\n    name: {json.dumps(name)}\n    file:\n" + indented(body, 6)


def problems(tmp_path: Path, text: str) -> list[str]:
    """What ``sortie check`` says of the file laid over the shipped content, as
    ``line: [warning: ]field: message`` (the pack's own problems only)."""
    path = write(tmp_path / "hangar.yaml", text)
    result = check([CONTENT, path])
    return [
        f"{p.line}: {'' if p.is_error else 'warning: '}{p.field}: {p.message}"
        for p in result.problems
        if Path(p.path) == path
    ]


def test_a_good_collection_has_no_problem_and_an_unknown_id_only_warns(tmp_path: Path) -> None:
    text = """\
pack: 1
collection:
  brs:
    aircraft:
      bf109f: 4
      spitfire-ii: 2
      bf109z: 1
    aces: {adolf-galland: 1}
  fis:
    aircraft: {fighter: 3}
"""
    assert problems(tmp_path, text) == [
        "7: warning: collection.brs.aircraft.bf109z: unknown aircraft 'bf109z': did you "
        "mean 'bf109e'? the count is kept, and used once the content defines it"
    ]


def test_every_bad_value_of_a_collection_is_said_at_its_line(tmp_path: Path) -> None:
    text = """\
pack: 1
collection:
  chess: {pawns: {white: 8}}
  brs:
    aircraft:
      Bf109F: 4
      bf109e: 0
      bf109g: 1000
      bf109k: 4.0
      bf110c: true
      bf110g: "2"
    planes: {bf109f: 1}
    aces: [adolf-galland]
  dif: 3
"""
    assert problems(tmp_path, text) == [
        "3: collection.chess: unknown game 'chess': known: brs, dif, fis, tbb",
        "6: collection.brs.aircraft.Bf109F: 'Bf109F' is not a valid id (lowercase "
        "letters, digits and hyphens)",
        "7: collection.brs.aircraft.bf109e: expected a whole number from 1 to 999 (how "
        "many you own), got 0",
        "8: collection.brs.aircraft.bf109g: expected a whole number from 1 to 999 (how "
        "many you own), got 1000",
        "9: collection.brs.aircraft.bf109k: expected a whole number from 1 to 999 (how "
        "many you own), got 4.0",
        "10: collection.brs.aircraft.bf110c: expected a whole number from 1 to 999 (how "
        "many you own), got True",
        "11: collection.brs.aircraft.bf110g: expected a whole number from 1 to 999 (how "
        "many you own), got '2'",
        "12: collection.brs.planes: unknown kind 'planes': known: ace-skills, aces, "
        "aircraft, doctrine, glossary, theatre, traits",
        "13: collection.brs.aces: expected a mapping of ids to how many you own, got a list",
        "14: collection.dif: expected a mapping of kinds (content folders) to what you own, got 3",
    ]


MISSPELT = """\
pack: 1
collection:
  brz: {aircraft: {bf109f: 1}}
  brs: {aircarft: {bf109f: 1}}
lists:
  - {game: fsi, name: Ours, file: {game: fsi}}
"""
"""'brz' is one letter from 'brs', 'aircarft' two swapped letters from 'aircraft', 'fsi'
two swapped letters from 'fis': each within reach of a typo."""

EACH_AT_ITS_KEY = """\
pack: 1
collection:
  brs:
    aircraft: {bf109f: 1}
    aces: [adolf-galland]
    planes: {bf109f: 1}
  chess: {pawns: {white: 8}}
  dif: [bf109e]
  fis: 3
"""
"""Each bad value is followed by another, and none is on its mapping's first line: a
problem at the mapping's line, or a reading that stops at the first bad one, shows."""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            MISSPELT,
            [
                "3: collection.brz: unknown game 'brz': did you mean 'brs'? known: brs, dif, "
                "fis, tbb",
                "4: collection.brs.aircarft: unknown kind 'aircarft': did you mean 'aircraft'? "
                "known: ace-skills, aces, aircraft, doctrine, glossary, theatre, traits",
                "6: lists.0.game: unknown game 'fsi': did you mean 'fis'? known: brs, dif, fis, "
                "tbb",
            ],
        ),
        (
            EACH_AT_ITS_KEY,
            [
                "5: collection.brs.aces: expected a mapping of ids to how many you own, got a list",
                "6: collection.brs.planes: unknown kind 'planes': known: ace-skills, aces, "
                "aircraft, doctrine, glossary, theatre, traits",
                "7: collection.chess: unknown game 'chess': known: brs, dif, fis, tbb",
                "8: collection.dif: expected a mapping of kinds (content folders) to what you "
                "own, got a list",
                "9: collection.fis: expected a mapping of kinds (content folders) to what you "
                "own, got 3",
            ],
        ),
    ],
    ids=["misspelt-names-get-the-nearest", "each-bad-value-at-its-own-key"],
)
def test_each_problem_of_a_collection_at_its_line(
    tmp_path: Path, text: str, expected: list[str]
) -> None:
    assert problems(tmp_path, text) == expected


def test_the_bounds_themselves_are_kept(tmp_path: Path) -> None:
    """5,000 counts, a count of 999, 500 lists and an 80-character name are all allowed;
    each count is kept with its id, line and field."""
    ids = "".join(f"      a{n}: {999 if n == 0 else 1}\n" for n in range(5_000))
    lists = "".join(
        f"  - {{game: brs, name: {'n' * 80}, file: {{game: brs}}}}\n" for _ in range(500)
    )
    text = "pack: 1\ncollection:\n  brs:\n    aircraft:\n" + ids + "lists:\n" + lists
    read = read_pack_file(write(tmp_path / "hangar.yaml", text), {"brs": {"aircraft"}})
    assert read.problems == []
    assert len(read.owned) == 5_000 and len(read.lists) == 500
    assert read.owned[:2] == [
        Owned("brs", "aircraft", "a0", 999, 5, "collection.brs.aircraft.a0"),
        Owned("brs", "aircraft", "a1", 1, 6, "collection.brs.aircraft.a1"),
    ]


def test_a_collection_that_is_not_a_mapping(tmp_path: Path) -> None:
    assert problems(tmp_path, "pack: 1\ncollection: [brs]\n") == [
        "2: collection: expected a mapping of games to what you own, got a list"
    ]
    assert problems(tmp_path, "pack: 1\ncollection:\n") == [
        "2: collection: expected a mapping of games to what you own, got nothing"
    ]


def test_a_collection_is_bounded(tmp_path: Path) -> None:
    ids = "".join(f"      a{n}: 1\n" for n in range(5_001))
    found = problems(tmp_path, "pack: 1\ncollection:\n  brs:\n    aircraft:\n" + ids)
    errors = [p for p in found if "warning" not in p]
    assert errors == ["3: collection: at most 5,000 counts in a collection"]


def test_every_bad_list_is_said_at_its_line(tmp_path: Path) -> None:
    text = """\
pack: 1
lists:
  - just a name
  - game: chess
    name: Opening
    file: {game: chess}
  - game: brs
    name: ""
    file: {game: brs, force: []}
  - game: brs
    name: "A\\u0007bell"
    file: [game, brs]
  - game: brs
    file: {game: dif}
  - name: no game
    file: {game: brs}
    colour: red
  - game: fis
    name: "No file"
"""
    long = "x" * 81
    found = problems(tmp_path, text + f'  - {{game: brs, name: "{long}", file: {{game: brs}}}}\n')
    cut = [p for p in found if p.startswith("20: ")]
    assert [p for p in found if p not in cut] == [
        "3: lists.0: expected a mapping with game, name and file",
        "4: lists.1.game: unknown game 'chess': known: brs, dif, fis, tbb",
        "8: lists.2.name: expected a name of 1 to 80 characters on one line, got ''",
        "11: lists.3.name: expected a name of 1 to 80 characters on one line, got 'A\\x07bell'",
        "12: lists.3.file: expected the list's file (a mapping, as a file sortie validate "
        "checks), got a list",
        "13: lists.4.name: expected text, missing",
        "14: lists.4.file.game: the list is of game 'brs': its file must name the same game, "
        "got 'dif'",
        "15: lists.5.game: expected text, missing",
        "17: warning: lists.5.colour: unknown key (a saved list has game, name and file)",
        "18: lists.6.file: expected the list's file (a mapping, as a file sortie validate "
        "checks), missing",
    ]
    # The name shown is cut short, as every value a terminal shows is.
    [shown] = cut
    assert shown.startswith(
        "20: lists.7.name: expected a name of 1 to 80 characters on one line, got 'xxxx"
    )
    assert shown.endswith("…") and long not in shown


def test_each_bad_list_value_is_said_at_its_own_line(tmp_path: Path) -> None:
    # Every value stands below its item's first line, the file's game below the file's.
    text = """\
pack: 1
lists:
  - name: Typed
    game: 3
    file: {game: brs}
  - name: Far
    game: chess
    file: {game: chess}
  - name: Block
    game: brs
    file:
      force: []
      game: dif
    colour: red
"""
    assert problems(tmp_path, text) == [
        "4: lists.0.game: expected text, got 3",
        "7: lists.1.game: unknown game 'chess': known: brs, dif, fis, tbb",
        "13: lists.2.file.game: the list is of game 'brs': its file must name the same game, "
        "got 'dif'",
        "14: warning: lists.2.colour: unknown key (a saved list has game, name and file)",
    ]
    result = check([CONTENT, tmp_path / "hangar.yaml"])
    assert [p.severity for p in result.problems if p.field == "lists.2.colour"] == [
        Severity.WARNING
    ]


def test_lists_that_are_not_a_list_and_too_many_lists(tmp_path: Path) -> None:
    assert problems(tmp_path, "pack: 1\nlists: {game: brs}\n") == [
        "2: lists: expected a list, got a mapping"
    ]
    many = "".join("  - {game: brs, name: x, file: {game: brs}}\n" for _ in range(501))
    assert problems(tmp_path, "pack: 1\nlists:\n" + many) == [
        "3: lists: at most 500 lists, got 501"
    ]


def test_collection_and_lists_are_not_unknown_keys_and_leave_patches_optional(
    tmp_path: Path,
) -> None:
    text = hangar(
        saved("JG 26", JG26), head="pack: 1\ncollection: {brs: {aircraft: {bf109e: 6}}}\n"
    )
    assert problems(tmp_path, text) == []
    assert problems(tmp_path, text + "colours: red\n") == [
        f"{text.count(chr(10)) + 1}: warning: colours: unknown key (a pack has pack, name, "
        "adds, patches, collection and lists)"
    ]


def run_json(sortie: Callable[..., Result], *args: Any) -> tuple[int, Any]:
    result = sortie("validate", "--format", "json", *args)
    output = json.loads(result.stdout)
    assert not list(jsonschema.Draft202012Validator(VALIDATE_OUTPUT_SCHEMA).iter_errors(output))
    return result.exit_code, output


def test_validate_gives_each_list_its_verdict(
    tmp_path: Path, sortie: Callable[..., Result]
) -> None:
    short = JG26.replace("  numbers: 1\n", "")  # one theatre card short: not legal
    unknown = JG26.replace("bf109e", "bf109z")
    broken = "game: brs\nforce: 3\n"
    text = hangar(
        saved("JG 26", JG26),
        saved("Short", short),
        saved("Unknown", unknown),
        saved("Broken", broken),
    )
    path = write(tmp_path / "hangar.yaml", text)
    code, reports = run_json(sortie, path, "--content", CONTENT)
    assert code == 2  # a list that cannot be checked, as an unreadable file of a folder
    assert [(r["list"]["name"], r["list"]["line"], r["status"]) for r in reports] == [
        ("JG 26", 4, "legal"),
        ("Short", 21, "not-legal"),
        ("Unknown", 37, "not-legal"),
        ("Broken", 54, "unreadable"),
    ]
    assert [r["list"]["index"] for r in reports] == [0, 1, 2, 3]
    assert all(r["file"] == str(path) for r in reports)
    assert [e["code"] for e in reports[1]["errors"]] == ["theatre-count"]
    # The findings carry the hangar file's own lines: the unknown aircraft is on line 43.
    assert ("unknown-id", 43) in [(e["code"], e["line"]) for e in reports[2]["errors"]]
    assert reports[3]["errors"][0]["code"] == "format-deck"
    text_run = sortie("validate", path, "--content", CONTENT)
    lines = text_run.output.splitlines()
    assert any(
        re.fullmatch(rf"{re.escape(str(path))}:4: JG 26: legal · 6 aircraft · .*", x) for x in lines
    )
    assert any(
        re.fullmatch(rf"{re.escape(str(path))}:21: Short: NOT LEGAL \(1 error\) · .*", x)
        for x in lines
    )
    assert f"{path}:54: Broken: UNREADABLE (not checked)" in lines
    assert lines[-1] == "4 lists: 1 legal, 2 not legal, 1 unreadable"


def test_exit_codes_are_those_of_a_folder(tmp_path: Path, sortie: Callable[..., Result]) -> None:
    legal = write(tmp_path / "legal.yaml", hangar(saved("JG 26", JG26)))
    illegal = write(
        tmp_path / "illegal.yaml",
        hangar(saved("JG 26", JG26), saved("Short", JG26.replace("  numbers: 1\n", ""))),
    )
    assert run_json(sortie, legal, "--content", CONTENT)[0] == 0
    assert run_json(sortie, illegal, "--content", CONTENT)[0] == 1
    # With a deck file of its own beside it, the summary counts files.
    deck = write(tmp_path / "deck.yaml", JG26)
    result = sortie("validate", legal, deck, "--content", CONTENT)
    assert result.exit_code == 0
    assert result.output.splitlines()[-1] == "2 files: 2 legal, 0 not legal"


def test_the_files_values_are_laid_over_the_content(
    tmp_path: Path, sortie: Callable[..., Result]
) -> None:
    # The file makes the Bf109E 40 points where the shipped content says 31: the five
    # Bf109E of JG 26 and Galland's own Bf109E cost 6 × 9 = 54 points more.
    patch = 'patches:\n  - {"game": "brs", "kind": "aircraft", "id": "bf109e", "points": 40}\n'
    path = write(tmp_path / "hangar.yaml", hangar(saved("JG 26", JG26), head="pack: 1\n" + patch))
    _, [report] = run_json(sortie, path, "--content", CONTENT)
    _, [plain] = run_json(sortie, write(tmp_path / "deck.yaml", JG26), "--content", CONTENT)
    assert report["points"] == plain["points"] + 54


def test_a_bad_hangar_file_stops_the_run_with_every_problem(
    tmp_path: Path, sortie: Callable[..., Result]
) -> None:
    text = hangar(
        saved("JG 26", JG26), head="pack: 1\ncollection: {brs: {aircraft: {bf109e: 0}}}\n"
    )
    path = write(tmp_path / "hangar.yaml", text + "  - {game: brs, file: {game: brs}}\n")
    code, output = run_json(sortie, path, "--content", CONTENT)
    assert code == 2 and output["error"] == "content"
    assert [(p["line"], p["field"]) for p in output["problems"]] == [
        (2, "collection.brs.aircraft.bf109e"),
        (21, "lists.1.name"),
    ]


def test_a_hangar_file_without_lists(tmp_path: Path, sortie: Callable[..., Result]) -> None:
    path = write(tmp_path / "hangar.yaml", "pack: 1\npatches: []\n")
    result = sortie("validate", path, "--content", CONTENT)
    assert result.exit_code == 2
    assert "the hangar file holds no list" in result.output


def test_validate_speaks_french_for_a_hangar_file(
    tmp_path: Path, sortie: Callable[..., Result]
) -> None:
    path = write(tmp_path / "hangar.yaml", hangar(saved("JG 26", JG26), saved("B", JG26)))
    lines = sortie("validate", path, "--content", CONTENT, "--lang", "fr").output.splitlines()
    assert lines[-1] == "2 listes : 2 conformes, 0 non conforme"


@pytest.mark.parametrize("name", ["dif-zero-strike.yaml", "fis-channel-patrol.yaml"])
def test_lists_of_every_game_with_lists(
    tmp_path: Path, sortie: Callable[..., Result], name: str
) -> None:
    body = (ROOT / "examples" / name).read_text(encoding="utf-8")
    game = name.split("-")[0]
    path = write(tmp_path / "hangar.yaml", hangar(saved("Mine", body, game)))
    _, [report] = run_json(sortie, path, "--content", CONTENT)
    _, [alone] = run_json(sortie, ROOT / "examples" / name, "--content", CONTENT)
    assert report["status"] == alone["status"] and report["list"]["game"] == game


def test_only_the_games_a_hangar_files_lists_name_are_loaded(
    brs_content: Path, tmp_path: Path
) -> None:
    """A broken Down In Flames folder does not stop a Blood Red Skies list from being
    checked, as for deck files (``test_reports``): the hangar file names one game."""
    from generator.verdicts.decks import validate_paths

    write(brs_content / "dif/game.yaml", "name: [\n")
    path = write(tmp_path / "hangar.yaml", hangar(saved("JG 26", JG26)))
    [report] = validate_paths([path], brs_content).reports
    assert report.status == "legal" and report.saved is not None
    assert (report.saved.name, report.saved.line) == ("JG 26", 4)


def test_the_first_hangar_file_that_cannot_be_checked_in_input_order_stops_the_run(
    tmp_path: Path,
) -> None:
    """Each hangar file's content is loaded before any list is judged, but what stops the
    run is still the first file, in the order given, that cannot be checked: one with no
    list (SortieError) or one whose lists break the pack it is read as (ContentError)."""
    from generator.exceptions import ContentError, SortieError
    from generator.verdicts.decks import validate_paths

    empty = write(tmp_path / "empty.yaml", "pack: 1\npatches: []\n")
    broken = write(tmp_path / "broken.yaml", "pack: 1\npatches: []\nlists:\n  - 3\n")
    deck = ROOT / "examples/jg26.yaml"
    with pytest.raises(SortieError, match="holds no list") as said:
        validate_paths([deck, empty, broken], CONTENT)
    assert not isinstance(said.value, ContentError)
    with pytest.raises(ContentError) as refused:
        validate_paths([deck, broken, empty], CONTENT)
    assert [(p.path.name, p.line) for p in refused.value.problems] == [("broken.yaml", 4)]


def test_deck_files_and_hangar_files_are_reported_in_the_order_given(tmp_path: Path) -> None:
    """A deck file, a hangar file of two lists, the deck file again: four reports, each
    list after the deck before it."""
    from generator.verdicts.decks import validate_paths

    deck = ROOT / "examples/jg26.yaml"
    path = write(tmp_path / "hangar.yaml", hangar(saved("One", JG26), saved("Two", JG26)))
    reports = validate_paths([deck, path, deck], CONTENT).reports
    assert [(r.path, r.saved and r.saved.name) for r in reports] == [
        (deck, None),
        (path, "One"),
        (path, "Two"),
        (deck, None),
    ]
    assert {r.status for r in reports} == {"legal"}
