"""The Burning Blue player aid: every table on its two pages, well-formed PDFs (the type
sizes of every aid are measured in test_aid_print.py)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import needs
import pytest
from conftest import CONTENT
from printedtext import Run, runs
from pypdf import PdfReader
from sitebuild import shipped_aids

from generator.reading.content import load_checked

needs.module("weasyprint")


@pytest.fixture(scope="module")
def aids(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = shipped_aids(tmp_path_factory) / "tbb"
    return {paper: out / f"player-aid-{paper}.pdf" for paper in ("a4", "letter")}


def test_both_papers_landscape_within_their_pages(aids: dict[str, Path]) -> None:
    pages = {paper: len(PdfReader(path).pages) for paper, path in aids.items()}
    assert pages == {"a4": 2, "letter": 2}, pages
    for paper, path in aids.items():
        box = PdfReader(path).pages[0].mediabox
        assert float(box.width) > float(box.height), paper  # landscape
        size = (842, 595) if paper == "a4" else (792, 612)
        assert (round(float(box.width)), round(float(box.height))) == size


def test_every_table_and_every_result_is_printed(aids: dict[str, Path]) -> None:
    content = load_checked(CONTENT, only={"tbb"})
    tables = {k: e.item for k, e in content.games["tbb"].of("tables").items()}
    assert aids and len(tables) >= 10
    for path in aids.values():
        text = " ".join(page.extract_text() for page in PdfReader(path).pages)
        flat = re.sub(r"\s+", "", text)
        for table in tables.values():
            assert re.sub(r"\s+", "", table.name.en) in flat, table.name.en
            assert f"[{table.rule}]" in text
            for row in table.rows:
                for result in row.results:
                    assert re.sub(r"\s+", "", result) in flat, (table.name.en, result)
        assert "−4 †" in text.replace("\n", " ") or "−4†" in flat  # a restored sign, marked


def test_qpdf_finds_no_error(aids: dict[str, Path]) -> None:
    needs.need("qpdf")
    assert aids
    for path in aids.values():
        done = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "No syntax or stream encoding errors" in done.stdout


def test_every_font_is_embedded(aids: dict[str, Path]) -> None:
    assert aids
    for path in aids.values():
        done = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True)
        fonts = done.stdout.splitlines()[2:]
        assert fonts
        for line in fonts:
            assert line.split()[-5] == "yes", line  # the "emb" column


COLUMN = {"a4": (297 - 2 * 6.5 - 3 * 3) / 4, "letter": (279.4 - 2 * 6.5 - 3 * 3) / 4}
"""The width of a column (mm): the landscape sheet, 6.5 mm margins, four columns 3 mm apart."""


def columns(pdf: Path, paper: str) -> dict[tuple[int, int], list[Run]]:
    """The text of each column of each page, top to bottom (the title left out)."""
    width = COLUMN[paper]
    found: dict[tuple[int, int], list[Run]] = {}
    for run in runs(pdf):
        if run.size < 8.5:  # the title is 9 pt
            column = int((run.x - 6.5 + 1.5) // (width + 3))
            found.setdefault((run.page, column), []).append(run)
    return {key: sorted(found[key], key=lambda r: r.y) for key in sorted(found)}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_table_is_never_parted_from_its_heading(
    tmp_path_factory: pytest.TempPathFactory, language: str, paper: str
) -> None:
    """Every column opens with a table's heading (8 pt; a table going on from the column
    before under its name again), and none ends with one: no modifiers, rows or notes at
    the head of a column without the name of their table, no heading left alone."""
    pdf = shipped_aids(tmp_path_factory, language) / "tbb" / f"player-aid-{paper}.pdf"
    found = columns(pdf, paper)
    assert sorted(found) == [(page, column) for page in (0, 1) for column in range(4)]
    heads = {key: (texts[0].text, round(texts[0].size, 1)) for key, texts in found.items()}
    assert {key: head for key, head in heads.items() if head[1] != 8.0} == {}
    feet = {key: (texts[-1].text, round(texts[-1].size, 1)) for key, texts in found.items()}
    assert {key: foot for key, foot in feet.items() if foot[1] == 8.0} == {}
    # A table that goes on says so (in French, "suite").
    continued = "(continued)" if language == "en" else "(suite)"
    assert any(continued in run.text for texts in found.values() for run in texts) == (
        language == "fr" or paper == "letter"
    )
