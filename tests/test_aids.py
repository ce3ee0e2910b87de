"""Player aids: a design that overflows its page, a column or its page count is refused
before anything is written; values are escaped; the PDF carries its title."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import needs
import pytest
from conftest import write
from pypdf import PdfReader

from generator.reading.loaded import PrintedAid
from generator.sheets.aids import environment, render_aid

needs.module("weasyprint")


@pytest.fixture
def root(tmp_path: Path) -> Path:
    aids = tmp_path / "aids"
    aids.mkdir()
    (aids / "aid.html.j2").write_text(
        (Path(__file__).resolve().parents[1] / "templates/aids/aid.html.j2").read_text()
    )
    write(
        aids / "toy/columns.html.j2",
        """
        {% extends "aid.html.j2" %}
        {% block body %}<div class="columns"><table style="width: {{ width }}mm">
        <tr><td>wide</td></tr></table><p>Right</p></div>{% endblock %}
        """,
    )
    write(
        aids / "toy/table.html.j2",
        """
        {% extends "aid.html.j2" %}
        {% block body %}<table style="width: {{ width }}mm">{% for row in rows %}
        <tr><td>{{ row }}</td></tr>{% endfor %}</table>{% endblock %}
        """,
    )
    environment.cache_clear()
    return aids


def aid(**context: object) -> PrintedAid:
    return PrintedAid("table", "Toy <table>", "toy/table.html.j2", context, max_pages=1)


def test_a_fitting_aid_is_one_page_with_its_title_and_escaped_text(root: Path) -> None:
    data, pages, problems = render_aid(aid(width=150, rows=["<b>bold</b>"]), "a4", root)
    assert (pages, problems) == (1, [])
    reader = PdfReader(io.BytesIO(data))
    assert reader.metadata is not None and reader.metadata.title == "Toy <table>"
    assert "<b>bold</b>" in reader.pages[0].extract_text()


def test_a_table_wider_than_the_page_is_reported(root: Path) -> None:
    _, _, problems = render_aid(aid(width=260, rows=["x"]), "a4", root)
    assert problems == ["table (a4) page 1: wider than the page (table)"]


def test_a_table_wider_than_its_column_is_reported(root: Path) -> None:
    # A4 portrait in two columns: 194 mm of page, the first column a little under 95 mm.
    two = PrintedAid("columns", "Toy", "toy/columns.html.j2", {"width": 120}, max_pages=1)
    assert render_aid(two, "a4", root)[2] == ["columns (a4) page 1: wider than its column (table)"]
    narrow = PrintedAid("columns", "Toy", "toy/columns.html.j2", {"width": 90}, max_pages=1)
    assert render_aid(narrow, "a4", root)[2] == []


def test_a_wider_page_in_landscape_fits_the_same_table(root: Path) -> None:
    wide = PrintedAid("table", "Toy", "toy/table.html.j2", {"width": 260, "rows": ["x"]}, True, 1)
    assert render_aid(wide, "a4", root)[2] == []


def test_more_pages_than_the_design_allows_is_reported(root: Path) -> None:
    _, pages, problems = render_aid(aid(width=100, rows=[str(n) for n in range(200)]), "a4", root)
    assert pages > 1
    assert problems[0] == f"table (a4): {pages} pages, the design allows 1"


def test_an_unchanged_aid_is_not_drawn_again(tmp_path: Path) -> None:
    from conftest import CONTENT

    from generator.reading.content import load_checked
    from generator.sheets.aids import write_aids
    from generator.sheets.cache import RenderCache

    content = load_checked(CONTENT, only={"fis"})
    out, cache = tmp_path / "out", tmp_path / "cache"
    [first] = write_aids(content, out, RenderCache(cache), papers=("a4",))
    written = first.path.stat().st_mtime_ns
    [again] = write_aids(content, out, RenderCache(cache), papers=("a4",))
    assert again.path.stat().st_mtime_ns == written and again.pages == first.pages
    # The output folder holds the PDF and nothing else; the drawing is kept in the cache.
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == [
        "fis",
        "fis/quick-reference-a4.pdf",
    ]
    [piece] = (cache / "aids").rglob("*.pdf")
    assert piece.read_bytes() == first.path.read_bytes()
    # An output changed by hand is put back from the cache; a drawing the cache lost is
    # drawn again.
    first.path.write_bytes(b"changed")
    write_aids(content, out, RenderCache(cache), papers=("a4",))
    assert first.path.read_bytes() == piece.read_bytes()
    shutil.rmtree(cache / "aids")
    write_aids(content, out, RenderCache(cache), papers=("a4",))
    assert piece.is_file() and first.path.read_bytes() == piece.read_bytes()
