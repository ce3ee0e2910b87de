"""Content overlays: a club's own folder laid over the shipped content (``overlay.py``).

Real YAML files in temporary folders, run through the real ``sortie`` command, the
browser's data export and the real site build. Points are checked by difference and at the
limit, so the test holds whatever the pilot-cost formula of the day is."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import needs
import pytest
import yaml
from click.testing import CliRunner, Result
from conftest import CONTENT, write
from pypdf import PdfReader
from sitebuild import overlay_site
from test_js_engine import comparable, run_js, run_py

from generator.cli import main
from generator.games.brs.export import browser_data
from generator.reading.content import check, load_checked
from generator.reading.loaded import shown

NEW = "club-special"
"""An aircraft only the overlay defines (an id the shipped content will not take)."""


def base_aircraft() -> dict[str, Any]:
    """The shipped Bf109E as plain data: the overlay's new aircraft copies its stats, so
    the test does not depend on which nations or traits the shipped content names."""
    data: dict[str, Any] = yaml.safe_load(
        (CONTENT / "brs/aircraft/bf109e.yaml").read_text(encoding="utf-8")
    )
    return data


def make_overlay(root: Path, bf109e_points: int = 40, new_points: int = 45) -> Path:
    """An overlay that patches the Bf109E's points and adds a new aircraft."""
    write(
        root / "brs/aircraft/bf109e.yaml",
        f"""
        # our club's points for the Bf109E
        patch: true
        points: {bf109e_points}
        """,
    )
    added = dict(base_aircraft(), name={"en": "Club Special"}, points=new_points)
    added["source"] = "our club's house list"
    write(root / f"brs/aircraft/{NEW}.yaml", yaml.safe_dump(added, sort_keys=False))
    return root


@pytest.fixture
def club(tmp_path: Path) -> Path:
    return make_overlay(tmp_path / "club")


@pytest.fixture
def run() -> Callable[..., Result]:
    runner = CliRunner()

    def invoke(*args: str | Path, env: dict[str, str] | None = None) -> Result:
        return runner.invoke(main, [str(a) for a in args], env=env, catch_exceptions=False)

    return invoke


def force_file(tmp_path: Path) -> Path:
    return write(
        tmp_path / "force.yaml",
        f"""
        game: brs
        force:
          - aircraft: bf109e
            count: 2
          - aircraft: {NEW}
            count: 2
        """,
    )


def completed_deck(run: Callable[..., Result], tmp_path: Path, *content: Path) -> dict[str, Any]:
    """``sortie deck`` completes the force into a legal deck, against the merged content."""
    args = [a for root in content for a in ("--content", root)]
    made = run("deck", force_file(tmp_path), *args, "--seed", "1")
    assert made.exit_code == 0, made.output
    deck: dict[str, Any] = yaml.safe_load(made.stdout)
    return deck


def verdict(
    run: Callable[..., Result], deck: dict[str, Any], path: Path, *content: Path
) -> tuple[int, dict[str, Any]]:
    path.write_text(yaml.safe_dump(deck, sort_keys=False), encoding="utf-8")
    args = [a for root in content for a in ("--content", root)]
    result = run("validate", path, *args, "--format", "json")
    [report] = json.loads(result.stdout)
    return result.exit_code, report


# --- a deck using both the patched and the added aircraft ---------------------------------------


def test_a_deck_of_patched_and_added_aircraft(
    run: Callable[..., Result], club: Path, tmp_path: Path
) -> None:
    deck = completed_deck(run, tmp_path, CONTENT, club)
    code, report = verdict(run, deck, tmp_path / "deck.yaml", CONTENT, club)
    assert code == 0 and report["status"] == "legal", report
    assert report["points_known"] is True and report["aircraft"] == 4
    points = report["points"]

    # Each overlay value counts once per aircraft: one point more on each type, 2 + 2 more.
    dearer = make_overlay(tmp_path / "dearer", bf109e_points=41, new_points=46)
    assert verdict(run, deck, tmp_path / "d2.yaml", CONTENT, dearer)[1]["points"] == points + 4

    # The limit is met exactly at the total, broken one point under it.
    code, report = verdict(
        run, {**deck, "points_limit": points}, tmp_path / "d3.yaml", CONTENT, club
    )
    assert code == 0 and report["valid"] is True
    code, report = verdict(
        run, {**deck, "points_limit": points - 1}, tmp_path / "d4.yaml", CONTENT, club
    )
    assert code == 1 and [e["code"] for e in report["errors"]] == ["points-limit"]

    # Without the overlay the added aircraft does not exist.
    code, report = verdict(run, deck, tmp_path / "d5.yaml", CONTENT)
    assert code == 1 and "unknown-id" in [e["code"] for e in report["errors"]]


def test_the_merged_content_equals_the_same_values_written_in_one_folder(
    run: Callable[..., Result], club: Path, tmp_path: Path
) -> None:
    """The overlay and a copy of the content with the same edits give the same verdict."""
    single = tmp_path / "single"
    shutil.copytree(CONTENT / "brs", single / "brs")
    aircraft = single / "brs/aircraft/bf109e.yaml"
    data = yaml.safe_load(aircraft.read_text(encoding="utf-8"))
    aircraft.write_text(yaml.safe_dump({**data, "points": 40}, sort_keys=False), "utf-8")
    shutil.copy(club / f"brs/aircraft/{NEW}.yaml", single / "brs/aircraft")
    deck = completed_deck(run, tmp_path, CONTENT, club)
    layered = verdict(run, deck, tmp_path / "a.yaml", CONTENT, club)[1]
    merged = verdict(run, deck, tmp_path / "b.yaml", single)[1]
    for key in ("status", "points", "points_known", "required", "errors", "warnings"):
        assert layered[key] == merged[key], key


# --- what sortie check says ---------------------------------------------------------------------


def test_check_lists_the_values_an_overlay_changed(run: Callable[..., Result], club: Path) -> None:
    result = run("check", "--content", CONTENT, "--content", club)
    assert result.exit_code == 0, result.output
    assert f"overlay: brs/aircraft/bf109e.yaml: points ({club}/brs/aircraft/bf109e.yaml:3)" in (
        result.stdout.splitlines()
    )
    added = f"overlay: brs/aircraft/{NEW}.yaml: added ({club}/brs/aircraft/{NEW}.yaml)"
    assert added in result.stdout.splitlines()
    alone = run("check", "--content", CONTENT)
    assert "overlay:" not in alone.stdout


def test_sortie_content_holds_a_path_list(run: Callable[..., Result], club: Path) -> None:
    env = {"SORTIE_CONTENT": os.pathsep.join([str(CONTENT), str(club)])}
    result = run("check", env=env)
    assert result.exit_code == 0, result.output
    assert "overlay: brs/aircraft/bf109e.yaml: points" in result.stdout
    # A --content on the command line replaces the variable, it does not add to it.
    assert "overlay:" not in run("check", "--content", CONTENT, env=env).stdout


def test_a_bad_overlay_value_names_the_overlay_file_and_line(
    run: Callable[..., Result], tmp_path: Path, club: Path
) -> None:
    write(club / "brs/aircraft/bf109e.yaml", "patch: true\nspeed: 7\npoints: many\n")
    write(club / "brs/aircraft/spitfire-ii.yaml", "patch: true\n\ntraits: [no-such-trait]\n")
    result = run("check", "--content", CONTENT, "--content", club)
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert (
        f"{club}/brs/aircraft/bf109e.yaml:3: points: expected a whole number, got the text "
        "'many'" in lines
    ), result.stderr
    # A cross-file problem about a value the overlay wrote: the overlay's line too.
    assert any(
        line.startswith(f"{club}/brs/aircraft/spitfire-ii.yaml:3: traits.0: trait 'no-such-trait'")
        for line in lines
    ), result.stderr
    # No problem blames the shipped files for values they do not hold.
    assert not any(line.startswith(str(CONTENT)) for line in lines), result.stderr
    # validate refuses to check decks against broken content, naming the same line.
    deck = write(tmp_path / "deck.yaml", "game: brs\nforce: [{aircraft: bf109e}]\n")
    checked = run("validate", deck, "--content", CONTENT, "--content", club)
    assert checked.exit_code == 2
    assert f"{club}/brs/aircraft/bf109e.yaml:3: points:" in checked.stderr
    # And in game.yaml (a broken game.yaml stops that game's cross-file pass, as ever).
    write(club / "brs/game.yaml", "hand_size:\n  standard: three\n")
    lines = run("check", "--content", CONTENT, "--content", club).stderr.splitlines()
    assert any(
        line.startswith(f"{club}/brs/game.yaml:2: hand_size.standard: expected a whole number")
        for line in lines
    ), lines


def test_a_bad_list_item_an_overlay_wrote_is_named_at_its_own_line(
    run: Callable[..., Result], tmp_path: Path, club: Path
) -> None:
    """Each unknown trait of a block list the club wrote is named at its item's line (3 and
    4), not at the ``traits:`` key's (2). A second overlay that patches an aircraft the
    first one added leaves the first one's bad trait in the first one's file (its line 5)."""
    write(
        club / "brs/aircraft/spitfire-ii.yaml", "patch: true\ntraits:\n  - nope\n  - great-dvie\n"
    )
    added = dict(base_aircraft(), name={"en": "Club Wreck"}, traits=["rubbish"])
    added["source"] = "our club's house list"
    write(club / "brs/aircraft/club-wreck.yaml", yaml.safe_dump(added, sort_keys=False))
    second = write(tmp_path / "second/brs/aircraft/club-wreck.yaml", "patch: true\npoints: 1\n")
    result = run("check", "--content", CONTENT, "--content", club, "--content", second.parents[2])
    assert result.exit_code == 1
    found = {
        line.split(": trait '")[0] for line in result.stderr.splitlines() if ": trait '" in line
    }
    traits_line = yaml.safe_dump(added, sort_keys=False).splitlines().index("traits:") + 2
    assert found == {
        f"{club}/brs/aircraft/spitfire-ii.yaml:3: traits.0",
        f"{club}/brs/aircraft/spitfire-ii.yaml:4: traits.1",
        f"{club}/brs/aircraft/club-wreck.yaml:{traits_line}: traits.0",
    }, result.stderr
    # Moved to the overlay's file, each keeps its code (none: a string, as the JSON says).
    moved = check([CONTENT, club, second.parents[2]]).problems
    assert {(p.field, p.code) for p in moved if p.field.startswith("traits.")} == {
        ("traits.0", ""),
        ("traits.1", ""),
    }


def test_a_patch_of_an_unknown_id_is_an_error(run: Callable[..., Result], club: Path) -> None:
    write(club / "brs/aircraft/bf190e.yaml", "# typo\npatch: true\npoints: 30\n")
    result = run("check", "--content", CONTENT, "--content", club)
    assert result.exit_code == 1
    assert (
        f"{club}/brs/aircraft/bf190e.yaml:2: patch: nothing to patch: no earlier content "
        "folder defines aircraft 'bf190e'; did you mean 'bf109e'?"
    ) in result.stderr.splitlines()
    content = check([CONTENT, club]).content
    assert "bf190e" not in content.games["brs"].of("aircraft")
    # ``patch:`` written after the values: the error is still at its own line (3).
    write(club / "brs/aircraft/bf190e.yaml", "points: 30\nspeed: 7\npatch: true\n")
    assert (
        f"{club}/brs/aircraft/bf190e.yaml:3: patch: nothing to patch: no earlier content "
        "folder defines aircraft 'bf190e'; did you mean 'bf109e'?"
    ) in run("check", "--content", CONTENT, "--content", club).stderr.splitlines()


def test_an_existing_id_without_patch_is_an_error(run: Callable[..., Result], club: Path) -> None:
    whole = yaml.safe_dump(base_aircraft(), sort_keys=False)
    write(club / "brs/aircraft/bf109e.yaml", whole)
    write(club / "brs/aircraft/f4f-wildcat.yaml", "patch: yes please\npoints: 1\n")
    # ``patch: false`` says it is no patch: an existing id, so the same error as without it.
    write(club / "brs/aircraft/spitfire-ii.yaml", "patch: false\npoints: 1\n")
    result = run("check", "--content", CONTENT, "--content", club)
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert any(
        line.startswith(f"{club}/brs/aircraft/bf109e.yaml:1: aircraft 'bf109e' is already defined")
        and "patch: true" in line
        for line in lines
    ), result.stderr
    assert any(
        line.startswith(
            f"{club}/brs/aircraft/spitfire-ii.yaml:1: aircraft 'spitfire-ii' is already defined"
        )
        for line in lines
    ), result.stderr
    assert (
        f"{club}/brs/aircraft/f4f-wildcat.yaml:1: patch: expected true or false, got "
        "'yes please'" in lines
    ), result.stderr


def test_a_missing_content_folder_is_unusable_input(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result = run("check", "--content", CONTENT, "--content", tmp_path / "nowhere")
    assert result.exit_code == 2
    assert f"{tmp_path / 'nowhere'}: the content folder does not exist" in result.stderr


def test_game_yaml_patches_merge_key_by_key(club: Path) -> None:
    write(club / "brs/game.yaml", "formats:\n  gathering-of-eagles:\n    points_limit: 600\n")
    base = load_checked(CONTENT, only={"brs"}).games["brs"]
    game = load_checked([CONTENT, club], only={"brs"}).games["brs"]
    before, after = (
        base.info.formats["gathering-of-eagles"],
        game.info.formats["gathering-of-eagles"],
    )
    assert after.points_limit == 600
    # Every other key of the format, and every other format, is the shipped one.
    assert after.model_dump(exclude={"points_limit"}) == before.model_dump(exclude={"points_limit"})
    assert set(game.info.formats) == set(base.info.formats)
    [change] = game.info_changes
    assert (change.field, change.path, change.line) == (
        "formats.gathering-of-eagles.points_limit",
        club / "brs/game.yaml",
        3,
    )


# --- the browser and the site see the merged content --------------------------------------------


def test_browser_data_reflects_the_overlay(club: Path) -> None:
    data = browser_data(load_checked([CONTENT, club], only={"brs"}).games["brs"])
    assert data["aircraft"]["bf109e"]["points"] == 40
    assert data["aircraft"][NEW]["name"] == "Club Special"
    assert data["aircraft"][NEW]["points"] == 45
    shipped = browser_data(load_checked(CONTENT, only={"brs"}).games["brs"])
    assert NEW not in shipped["aircraft"]


@needs.tool("node")
def test_browser_and_python_agree_on_overlay_decks(
    run: Callable[..., Result], club: Path, tmp_path: Path
) -> None:
    content = load_checked([CONTENT, club], only={"brs"})
    deck = completed_deck(run, tmp_path, CONTENT, club)
    decks = [
        deck,
        {**deck, "points_limit": 100},
        {**deck, "force": [{"aircraft": NEW, "count": 3, "skill": 5}]},
    ]
    for one, js in zip(decks, run_js(content, decks, tmp_path), strict=True):
        assert comparable(js) == comparable(run_py(content, one, tmp_path))


def test_the_site_builds_from_two_content_folders(club: Path, tmp_path: Path) -> None:
    site = overlay_site(tmp_path, club)
    patched = (site / "brs/aircraft/bf109e/index.html").read_text(encoding="utf-8")
    assert "changed by a content overlay:" in patched
    assert "points, from club/brs/aircraft/bf109e.yaml, line 3" in patched
    added = (site / f"brs/aircraft/{NEW}/index.html").read_text(encoding="utf-8")
    assert "Club Special" in added and f"club/brs/aircraft/{NEW}.yaml" in added
    assert "changed by a content overlay:" not in added
    shipped = (site / "brs/aircraft/spitfire-ii/index.html").read_text(encoding="utf-8")
    assert "changed by a content overlay:" not in shipped
    data = json.loads((site / "brs/deck-data.json").read_text(encoding="utf-8"))
    assert data["aircraft"]["bf109e"]["points"] == 40 and NEW in data["aircraft"]


def test_overlays_stack_in_order(run: Callable[..., Result], club: Path, tmp_path: Path) -> None:
    """A second overlay patches the first one's values and the aircraft it added."""
    second = tmp_path / "second"
    write(second / "brs/aircraft/bf109e.yaml", "patch: true\npoints: 50\n")
    write(second / f"brs/aircraft/{NEW}.yaml", "patch: true\nname: {fr: Spécial du club}\n")
    content = load_checked([CONTENT, club, second], only={"brs"})
    aircraft = content.games["brs"].of("aircraft")
    assert aircraft["bf109e"].item.points == 50
    assert [(c.field, c.path) for c in aircraft["bf109e"].changes] == [
        ("points", second / "brs/aircraft/bf109e.yaml")
    ]
    special = aircraft[NEW]
    assert (special.item.name.en, special.item.name.fr) == ("Club Special", "Spécial du club")
    assert special.path == club / f"brs/aircraft/{NEW}.yaml"
    result = run("check", "--content", CONTENT, "--content", club, "--content", second)
    assert result.exit_code == 0, result.output
    assert (
        f"overlay: brs/aircraft/{NEW}.yaml: added ({club}/brs/aircraft/{NEW}.yaml); "
        f"name.fr ({second}/brs/aircraft/{NEW}.yaml:2)" in result.stdout.splitlines()
    ), result.stdout


def test_warnings_and_card_clashes_blame_the_overlay(
    run: Callable[..., Result], club: Path
) -> None:
    write(club / "brs/aircraft/bf109e.yaml", "patch: true\npoints: 40\ncolour: red\n")
    clash = next(iter(load_checked(CONTENT, only={"brs"}).games["brs"].of("theatre")))
    write(club / f"brs/traits/{clash}.yaml", "name: {en: Clash}\n")
    write(club / "brs/rules/house.md", "# House rules\n")
    result = run("check", "--content", CONTENT, "--content", club)
    lines = result.stderr.splitlines()
    assert any(
        line.startswith(f"{club}/brs/aircraft/bf109e.yaml:3: warning: colour: unknown key")
        for line in lines
    ), result.stderr
    assert any(
        line.startswith(f"{club}/brs/traits/{clash}.yaml: card id {clash!r} is also used by")
        for line in lines
    ), result.stderr
    assert f"{club}/brs/rules: warning: rules pages of an overlay are not used" in result.stderr
    # Only values the schema knows count as changed.
    assert f"overlay: brs/aircraft/bf109e.yaml: points ({club}/brs/aircraft/bf109e.yaml:2)" in (
        result.stdout.splitlines()
    )


def test_cards_print_the_merged_content(run: Callable[..., Result], tmp_path: Path) -> None:
    club = tmp_path / "club"
    write(club / "brs/traits/robust.yaml", "patch: true\nname: {en: Club Sturdy}\n")
    out = tmp_path / "cards"
    result = run(
        "cards", "--content", CONTENT, "--content", club, "--game", "brs", "--kind", "traits",
        "--out", out, "--no-test-page", "--jobs", "1",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    [pdf] = out.glob("brs-traits-a4.pdf")
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Club Sturdy" in text


def test_a_patch_merges_every_key_after_a_mapping_and_check_names_each(
    run: Callable[..., Result], club: Path
) -> None:
    """A patch with a mapping (``name.fr``) between plain keys writes the keys before and
    after it (``speed``, ``points``), and ``sortie check`` lists the three changes with
    their lines, as it lists a patch of ``game.yaml``."""
    write(
        club / "brs/aircraft/bf109e.yaml",
        "patch: true\nspeed: 6\nname:\n  fr: Messerschmitt\npoints: 41\n",
    )
    write(club / "brs/game.yaml", "formats:\n  gathering-of-eagles:\n    points_limit: 600\n")
    plane = load_checked([CONTENT, club], only={"brs"}).games["brs"].of("aircraft")["bf109e"]
    item = plane.item
    assert (item.name.en, item.name.fr, item.speed, item.points) == (
        "Bf109E",
        "Messerschmitt",
        6,
        41,
    )
    result = run("check", "--content", CONTENT, "--content", club)
    lines = result.stdout.splitlines()
    file = club / "brs/aircraft/bf109e.yaml"
    said = f"speed ({file}:2), name.fr ({file}:4), points ({file}:5)"
    assert f"overlay: brs/aircraft/bf109e.yaml: {said}" in lines
    game = club / "brs/game.yaml"
    assert f"overlay: brs/game.yaml: formats.gathering-of-eagles.points_limit ({game}:3)" in lines


def test_paths_are_shown_from_the_content_folder_that_holds_them(tmp_path: Path) -> None:
    base, club, pack = tmp_path / "content", tmp_path / "club", tmp_path / "pack.yaml"
    assert shown(base / "brs/aircraft/x.yaml", [base, club]) == "brs/aircraft/x.yaml"
    # An overlay's file is headed by its folder's name; a pack is its file's name.
    assert shown(club / "brs/aircraft/x.yaml", [base, club]) == "club/brs/aircraft/x.yaml"
    assert shown(pack, [base, pack]) == "pack.yaml"
    # The base given as one file (a first root that is a file) is shown whole.
    assert shown(base, [base, club]) == base.as_posix()
    elsewhere = tmp_path / "elsewhere.yaml"
    assert shown(elsewhere, [base, club]) == elsewhere.as_posix()
