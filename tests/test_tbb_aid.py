"""The Burning Blue player aid: every table on its two pages, well-formed PDFs (the type
sizes of every aid are measured in test_aid_print.py)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import needs
import pytest
from conftest import CONTENT
from pypdf import PdfReader
from sitebuild import shipped_aids

from generator.content import load_checked

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
