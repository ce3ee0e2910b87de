"""The Fighters in Sight quick reference: one page on A4 and on Letter, a sound PDF with its
fonts embedded, and the numbers of the game's data (the type sizes of every aid are
measured in test_aid_print.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import needs
import pytest
from printedtext import runs
from pypdf import PdfReader
from sitebuild import shipped_aids

needs.module("weasyprint")


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = shipped_aids(tmp_path_factory)
    return {paper: out / "fis" / f"quick-reference-{paper}.pdf" for paper in ("a4", "letter")}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_page_of_the_right_size(pdfs: dict[str, Path], paper: str) -> None:
    reader = PdfReader(pdfs[paper])
    assert len(reader.pages) == 1
    size = [round(float(v)) for v in reader.pages[0].mediabox[2:]]
    assert size == ([595, 842] if paper == "a4" else [612, 792])


@needs.tool("qpdf")
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_qpdf_finds_no_error(pdfs: dict[str, Path], paper: str) -> None:
    done = subprocess.run(["qpdf", "--check", str(pdfs[paper])], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@needs.tool("pdffonts", "poppler-utils; scripts/setup.sh installs it")
def test_every_font_is_embedded(pdfs: dict[str, Path]) -> None:
    done = subprocess.run(["pdffonts", str(pdfs["a4"])], capture_output=True, text=True)
    rows = done.stdout.splitlines()[2:]
    assert rows, done.stdout
    for row in rows:
        assert row.split()[-5] == "yes", row  # the "emb" column


def test_it_shows_the_manual_numbers(pdfs: dict[str, Path]) -> None:
    text = " ".join(PdfReader(pdfs["a4"]).pages[0].extract_text().split())
    for expected in (
        "Silver 12 drawn blind +1",  # leaders compared
        "Gold 20 chosen +2",
        "Historic 40 chosen +4",
        "Wingman (5 pts)",
        "3 6 7 8",  # three players: 6 cards, +1 per leader
        "Range 4 hexes",
        "2 Moderate wind 2 +1 +1 1 1",
        "Each WEP use (our reading) 1",
        "Turn sequence",
        "Dodging",
    ):
        assert expected in text, expected


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_footnote_runs_across_both_columns(
    tmp_path_factory: pytest.TempPathFactory, language: str, paper: str
) -> None:
    """The footnotes (6.5 pt) sit in two columns: the left one ends where a note ends, and
    the right one starts a note of its own."""
    pdf = shipped_aids(tmp_path_factory, language) / "fis" / f"quick-reference-{paper}.pdf"
    notes = [run for run in runs(pdf) if round(run.size, 1) == 6.5]
    middle = (210 if paper == "a4" else 215.9) / 2
    left = sorted((r for r in notes if r.x < middle), key=lambda r: (r.y, r.x))
    right = sorted((r for r in notes if r.x >= middle), key=lambda r: (r.y, r.x))
    assert left and right
    assert left[-1].text.endswith((".", ")", ":")), left[-1].text
    assert right[0].text.startswith("•"), right[0].text
