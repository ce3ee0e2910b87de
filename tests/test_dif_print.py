"""Down In Flames on paper: the fighter and action cards through ``sortie cards --game dif``
and the one-page quick reference of each edition through ``sortie aids``, A4 and Letter,
as real PDFs: parsed with pypdf, checked by qpdf, fonts embedded (pdffonts)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import needs
import pytest
from conftest import CONTENT
from pypdf import PdfReader
from sitebuild import shipped_aids
from test_sheets_print import subset_programs, text_runs

needs.module("weasyprint")

SIZES = {"a4": (595, 842), "letter": (612, 792)}


def text_of(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


@pytest.fixture(scope="module")
def aids(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_aids(tmp_path_factory) / "dif"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_aces_high_quick_reference_is_one_landscape_page(aids: Path, paper: str) -> None:
    path = aids / f"quick-reference-aces-high-{paper}.pdf"
    reader = PdfReader(path)
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == tuple(reversed(SIZES[paper]))
    text = text_of(path)
    for words in (
        "Your turn, in order",
        "Who answers what",
        "Tailing",
        "Very High",
        "Flak 2: 4",
        "28 / 16",
        "7 / 4",
    ):
        assert words in text, words
    assert reader.metadata.title == "Down In Flames: Aces High quick reference"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_zero_quick_reference_is_one_page(aids: Path, paper: str) -> None:
    path = aids / f"quick-reference-zero-{paper}.pdf"
    assert len(PdfReader(path).pages) == 1
    text = " ".join(text_of(path).split())
    assert "4 target-bound, 3 over the target, 3 home-bound" in text  # Malaya target #11
    for words in ("Combat Vision", "Nerves of Steel", "Area flak", "service (army or navy)"):
        assert words in text, words
    assert text.count("Over-target turns") == 1  # the mission in one table, not two


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_zero_quick_reference_fills_its_page(aids: Path, paper: str) -> None:
    """The sheet's type is sized for its paper: its last line sits in the page's last
    eighth, not above a blank third."""
    page = PdfReader(aids / f"quick-reference-zero-{paper}.pdf").pages[0]
    lows: list[float] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():  # the text's baseline: the text matrix's origin, drawn by cm
            lows.append(tm[4] * cm[1] + tm[5] * cm[3] + cm[5])

    page.extract_text(visitor_text=visit)
    height = float(page.mediabox.height)
    assert lows and min(lows) < height / 8, (min(lows), height)


@needs.tool("qpdf")
def test_aids_pass_qpdf_and_embed_their_fonts(aids: Path) -> None:
    pdfs = sorted(aids.glob("*.pdf"))
    assert len(pdfs) == 4
    for pdf in pdfs:
        subprocess.run(["qpdf", "--check", str(pdf)], check=True, capture_output=True)
        fonts = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True)
        rows = fonts.stdout.splitlines()[2:]
        assert rows, pdf
        for row in rows:
            assert row.split()[-5] == "yes", f"{pdf.name}: font not embedded: {row}"


@pytest.fixture(scope="module")
def cards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from click.testing import CliRunner

    from generator.cli import main

    out = tmp_path_factory.mktemp("cards")
    for paper in ("a4", "letter"):
        result = CliRunner().invoke(
            main,
            [
                "cards",
                "--game",
                "dif",
                "--paper",
                paper,
                "--content",
                str(CONTENT),
                "--out",
                str(out / paper),
            ],
        )
        assert result.exit_code == 0, result.output
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_fighter_and_action_cards_print_with_unknowns(cards: Path, paper: str) -> None:
    pdfs = sorted((cards / paper).rglob("*.pdf"))
    text = " ".join(" ".join(text_of(p) for p in pdfs).split())
    for words in (
        "A6M5 Zeke",
        "F4U Corsair",
        # The ratings' columns are drawn after their rows' labels, each under its heading.
        "Airframe (hits to flip · in all) FRONT",
        "DAMAGED",
        "Horsepower pre",
        "Ace Pilot",
        "Dans mon viseur",
        "? in deck",
        "not public: copy it from your card",
        "Manoeuvre",
    ):
        assert words in text, words
    assert "?" in text  # unknown values print as unknown, never as 0 or blank
    for pdf in pdfs:
        box = PdfReader(pdf).pages[0].mediabox
        assert (round(float(box.width)), round(float(box.height))) == SIZES[paper]


def test_no_card_text_is_under_6_pt(cards: Path) -> None:
    """As on the aids' rule, measured from the PDFs: the ratings' headings, the notes and
    the airframe's "(hits to flip · in all)" were set at 5 to 5.6 pt."""
    small = {
        (round(size, 2), text)
        for pdf in sorted(cards.rglob("*.pdf"))
        for page in PdfReader(pdf).pages
        for text, _x, _y, size in text_runs(page)
        if size < 6 - 0.01
    }
    assert sorted(small) == []


def test_no_subset_name_holds_two_programs_across_a_run(aids: Path, cards: Path) -> None:
    """Every PDF ``sortie aids`` writes (every game's aids, both papers) and ``sortie
    cards`` wrote (Down In Flames' cards): a name (``ABCDEF+DejaVu-Sans-Bold``) never files
    two different subsets, so a print processor that merges them, or keeps fonts by name,
    cannot take one for the other. The aids named every subset of a face alike."""
    pdfs = [*sorted(aids.parent.rglob("*.pdf")), *sorted(cards.rglob("*.pdf"))]
    assert len(pdfs) == 10 + 4  # the aids; the aircraft and action cards on A4 and Letter
    programs: dict[str, set[str]] = {}
    for pdf in pdfs:
        subset_programs(pdf, programs)
    assert len(programs) > 20
    shared = {name: len(found) for name, found in programs.items() if len(found) > 1}
    assert shared == {}
