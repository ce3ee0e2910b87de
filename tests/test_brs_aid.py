"""The Blood Red Skies quick reference: one page on A4 and on Letter, through the real
command, with the numbers of the game's data checked against hand-worked values of the
rules, and the parts our sources do not hold said to be unknown."""

from __future__ import annotations

from pathlib import Path

import needs
import pytest
from pypdf import PdfReader
from sitebuild import shipped_aids

needs.module("weasyprint")

SIZES = {"a4": [595, 842], "letter": [612, 792]}


def run_aids(content: Path, out: Path) -> dict[str, Path]:
    from click.testing import CliRunner

    from generator.cli import main

    result = CliRunner().invoke(
        main, ["aids", "--game", "brs", "--content", str(content), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    return {paper: out / "brs" / f"quick-reference-{paper}.pdf" for paper in SIZES}


def words(path: Path) -> str:
    return " ".join(" ".join(p.extract_text() for p in PdfReader(path).pages).split())


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = shipped_aids(tmp_path_factory) / "brs"
    return {paper: folder / f"quick-reference-{paper}.pdf" for paper in SIZES}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_portrait_page_of_the_paper_with_its_title(pdfs: dict[str, Path], paper: str) -> None:
    reader = PdfReader(pdfs[paper])
    assert len(reader.pages) == 1
    assert [round(float(v)) for v in reader.pages[0].mediabox[2:]] == SIZES[paper]
    assert reader.metadata is not None
    assert reader.metadata.title == "Blood Red Skies — quick reference"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_it_covers_what_a_player_looks_up(pdfs: dict[str, Path], paper: str) -> None:
    text = words(pdfs[paper])
    for heading in (
        "A battle, in order",
        "Hand size",
        "Advantage",
        "Moving and tailing",
        "Firing and blocking",
        "Retention",
        "Building the Action Deck",
    ):
        assert heading in text, heading


def test_the_numbers_are_the_rules_worked_by_hand(pdfs: dict[str, Path]) -> None:
    text = words(pdfs["a4"])
    for expected in (
        "up to 12 3",  # hand size: 3 cards, 4 with more than 12 aircraft a side
        "more than 12 4",
        # Doctrine (assumed: 2 up to 6 aircraft, +1 per started block of 6); theatre always 2.
        "1–6 2* 2",
        "7–12 3* 2",
        "13–18 4* 2",
        "19–24 5* 2",
        "6 Bf109E: 3 Great Climb + 3 Great Dive",  # the source's own example
        # Spitfire II, Agility 3 and Firepower 1, skill 3: 3, 3 + 3 and 1 + 3 dice.
        "Spitfire II (Agility 3, Firepower 1) with a skill 3 pilot rolls 3, 6 and 4 dice",
        "a skill 5 pilot is an ace and brings 1; a named ace brings 2",
        "skill 1: ?; skill 2: +25; skill 3: +50; skill 4: +75; skill 5: +100",
        "Dive Evasion → Great Dive",
        "Robust, Discard",  # a retention the card data knows
    ):
        assert expected in text, expected


def test_what_the_sources_do_not_hold_is_said_to_be_unknown(pdfs: dict[str, Path]) -> None:
    text = words(pdfs["letter"])
    assert "Which die faces score, and blocking: core rules, not in our sources" in text
    assert "Turning, tailing and out-manoeuvring: core rules, not in our sources" in text
    assert "Assumed: the rulebook's doctrine figures were lost" in text
    assert "Our reading of the tests' names" in text


def test_the_sheet_follows_the_game_data(brs_content: Path, tmp_path: Path) -> None:
    """Confirmed doctrine figures lose their asterisks and the warning; a changed threshold
    moves the hand-size rows: the sheet prints the data, not a copy of it."""
    game = brs_content / "brs" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    text = text.replace("  verified: false\n", "  verified: true\n", 1)
    text = text.replace("  large_above: 12\n", "  large_above: 10\n", 1)
    game.write_text(text, encoding="utf-8")
    printed = words(run_aids(brs_content, tmp_path)["a4"])
    assert "1–6 2 2" in printed and "2*" not in printed
    assert "Assumed" not in printed
    assert "up to 10 3" in printed and "more than 10 4" in printed
