"""Every player aid of every game as printed: type measured from the PDF itself (body text
at least 7 pt, nothing under 6.5 pt) and the print dialog asked for actual size, so the
sizes measured are the sizes printed."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import needs
import pytest
from printedtext import early_breaks, nearest_edge, runs
from pypdf import PdfReader
from sitebuild import shipped_aids

needs.module("weasyprint")

BODY_PT = 7.0
"""The least size of the body text: the size most characters are set in."""
SMALL_PT = 6.5
"""Nothing is smaller: notes, footers and table headings included."""
SMALL_SHARE = 0.25
"""At most this share of the characters may be small print (under ``BODY_PT``)."""


def printed_sizes(path: Path) -> list[tuple[str, float]]:
    """Each piece of text on the pages with the size it prints at, in points: the font
    size scaled by the text matrix and the drawing's transformation (WeasyPrint draws in
    CSS pixels under a 0.75 scale, so the font size alone is not the printed size)."""
    return [(run.text, round(run.size, 2)) for run in runs(path)]


def type_problems(path: Path) -> list[str]:
    """What breaks the type rule in one PDF, in words (empty when it holds)."""
    chars: Counter[float] = Counter()
    for text, size in printed_sizes(path):
        chars[size] += len("".join(text.split()))
    if not chars:
        return [f"{path.name}: no text"]
    problems = []
    body = chars.most_common(1)[0][0]
    if body < BODY_PT:
        problems.append(f"{path.name}: body text {body} pt")
    tiny = sorted(size for size in chars if size < SMALL_PT)
    if tiny:
        problems.append(f"{path.name}: text at {tiny} pt")
    small = sum(n for size, n in chars.items() if size < BODY_PT) / sum(chars.values())
    if small > SMALL_SHARE:
        problems.append(f"{path.name}: {small:.0%} of the text under {BODY_PT} pt")
    return problems


@pytest.fixture(scope="module")
def aids(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Every aid of every game on both papers, through the real command."""
    return sorted(shipped_aids(tmp_path_factory).rglob("*.pdf"))


def test_every_game_has_its_aids_on_both_papers(aids: list[Path]) -> None:
    names = {f"{path.parent.name}/{path.name}" for path in aids}
    for game, stem in (
        ("brs", "quick-reference"),
        ("dif", "quick-reference-aces-high"),
        ("dif", "quick-reference-zero"),
        ("fis", "quick-reference"),
        ("tbb", "player-aid"),
    ):
        for paper in ("a4", "letter"):
            assert f"{game}/{stem}-{paper}.pdf" in names
    assert len(names) == 10


def test_the_type_is_large_enough_on_every_aid(aids: list[Path]) -> None:
    problems = [problem for path in aids for problem in type_problems(path)]
    assert problems == []


def test_every_aid_asks_the_print_dialog_for_actual_size(aids: list[Path]) -> None:
    for path in aids:
        reader = PdfReader(path, strict=True)
        preferences = reader.trailer["/Root"]["/ViewerPreferences"]
        assert preferences["/PrintScaling"] == "/None", path.name
        assert "/Duplex" not in preferences, path.name  # one-sided: the printer's default


@pytest.fixture
def toy(tmp_path: Path) -> Path:
    """A one-page aid whose sizes are known: 7 pt and 6.4 pt text, a 10 pt heading."""
    from conftest import write

    from generator.reading.loaded import PrintedAid
    from generator.sheets.aids import environment, render_aid

    root = tmp_path / "aids"
    base = Path(__file__).resolve().parents[1] / "templates/aids/aid.html.j2"
    write(root / "aid.html.j2", base.read_text())
    write(
        root / "toy/sizes.html.j2",
        """
        {% extends "aid.html.j2" %}
        {% block style %}h1 { font-size: 10pt; } html { font-size: 7pt; }{% endblock %}
        {% block body %}<p>{{ body }}</p><p style="font-size: 6.4pt">{{ small }}</p>{% endblock %}
        """,
    )
    environment.cache_clear()
    try:
        aid = PrintedAid("sizes", "Heading", "toy/sizes.html.j2", {"body": "Seven", "small": "x"})
        data, _, _ = render_aid(aid, "letter", root)
    finally:
        environment.cache_clear()
    path = tmp_path / "sizes.pdf"
    path.write_bytes(data)
    return path


def test_the_measure_reads_the_sizes_the_css_asked_for(toy: Path) -> None:
    assert dict(printed_sizes(toy)) == {"Heading": 10.0, "Seven": 7.0, "x": 6.4}


def test_the_rule_names_type_under_six_and_a_half_points(toy: Path) -> None:
    assert type_problems(toy) == ["sizes.pdf: text at [6.4] pt"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_text_near_the_edge_nor_a_line_broken_early(
    tmp_path_factory: pytest.TempPathFactory, language: str
) -> None:
    """Every aid in either language: no word (its font's whole box) nearer than 6 mm to the
    sheet's edge, and no line ended before a word that would have fitted on it."""
    pdfs = sorted(shipped_aids(tmp_path_factory, language).rglob("*.pdf"))
    assert len(pdfs) == 10
    near = {f"{p.parent.name}/{p.name}": round(nearest_edge(p), 2) for p in pdfs}
    assert {name: mm for name, mm in near.items() if mm < 6} == {}
    assert [line for pdf in pdfs for line in early_breaks(pdf)] == []
