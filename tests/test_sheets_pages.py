"""What card PDF pages say and draw (issue 23): a TrimBox round the cards and a BleedBox
round their art, ``--layout single``'s pages and images for print services, and the cut
marks as drawn, read back from real PDFs and checked against numbers worked by hand from
the paper sizes (mm from the page's top-left corner, as in layout.py)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from PIL import Image
from pypdf import PdfReader
from test_sheets import printer_for, write_content

from generator.cli.cards import cards_command
from generator.reading.content import load_checked
from generator.sheets.jobs import PdfJob, PrintSettings
from generator.sheets.layout import PAPERS, PT_PER_MM, Line, SheetLayout, plan_bleed
from generator.sheets.marks import cut_marks

Boxes = tuple[float, float, float, float]
"""left, top, right, bottom in mm from the page's top-left corner."""


def page_box(page: Any, name: str) -> Boxes:
    """A box of a PDF page, turned into mm from the top-left corner of its MediaBox."""
    left, bottom, right, top = (float(v) / PT_PER_MM for v in page[name])
    x0, y1 = float(page["/MediaBox"][0]) / PT_PER_MM, float(page["/MediaBox"][3]) / PT_PER_MM
    return (round(left - x0, 3), round(y1 - top, 3), round(right - x0, 3), round(y1 - bottom, 3))


@pytest.fixture(scope="module")
def sheets(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Any]]:
    """Ten traits (a full sheet, then one card) on A4 without bleed and on Letter with a
    0.5 mm bleed; the one doctrine card on A4 with a 1 mm bleed round every card."""
    root = write_content(tmp_path_factory.mktemp("content"))
    out = tmp_path_factory.mktemp("boxes")
    printer = printer_for(load_checked(root), out)
    traits = tuple(printer.catalogue.faces("brs", "traits"))
    doctrine = tuple(printer.catalogue.faces("brs", "doctrine"))
    a4, letter = PAPERS["a4"], PAPERS["letter"]
    jobs = {
        "a4": PdfJob(out / "a4.pdf", traits, PrintSettings(a4, bleed=0.0)),
        "letter": PdfJob(out / "letter.pdf", traits, PrintSettings(letter, bleed=0.5)),
        "per-card": PdfJob(out / "per-card.pdf", doctrine, PrintSettings(a4, bleed=1.0)),
    }
    printer.pdfs(list(jobs.values()))
    return {name: list(PdfReader(job.path).pages) for name, job in jobs.items()}


def boxes(page: Any) -> tuple[Boxes, Boxes]:
    return page_box(page, "/TrimBox"), page_box(page, "/BleedBox")


def test_no_bleed_trims_the_grid_and_the_backs_bleed_3_mm(sheets: dict[str, list[Any]]) -> None:
    fronts, backs, lone_front, lone_back, *test = sheets["a4"]
    # Nine butted cards centred on A4: (210 − 189) / 2 = 10.5 across, (297 − 264) / 2 = 16.5
    # down; the fronts do not bleed.
    grid = (10.5, 16.5, 199.5, 280.5)
    assert boxes(fronts) == (grid, grid)
    # The backs bleed 3 mm past the grid (10.5 − 5 mm of margin leaves room for it).
    assert boxes(backs) == (grid, (7.5, 13.5, 202.5, 283.5))
    # One card: the first slot on the fronts; on the backs, the last column (mirrored,
    # 210 − 10.5 − 63 = 136.5), its colour 3 mm past every side.
    assert boxes(lone_front) == ((10.5, 16.5, 73.5, 104.5),) * 2
    assert boxes(lone_back) == ((136.5, 16.5, 199.5, 104.5), (133.5, 13.5, 202.5, 107.5))
    # The alignment test is not cut: its boxes stay the whole page.
    for page in test:
        assert boxes(page) == ((0, 0, 210, 297),) * 2


def test_outer_bleed_grows_the_trim_by_what_is_drawn(sheets: dict[str, list[Any]]) -> None:
    fronts, backs = sheets["letter"][:2]
    # 0.5 mm does not fit round every card on Letter with 2 mm of cut marks inside the 5 mm
    # margin ((279.4 − 264 − 14) / 6 = 0.23 mm): the cards stay butted, 13.45 mm from the
    # sides and 7.7 mm from the top, and the 0.5 mm go round the grid.
    grid = (13.45, 7.7, 202.45, 271.7)
    assert boxes(fronts) == (grid, (12.95, 7.2, 202.95, 272.2))
    # The backs: 3 mm at the sides; above and below only the 2.7 mm left inside the 5 mm
    # printer margin (7.7 − 5).
    assert boxes(backs) == (grid, (10.45, 5.0, 205.45, 274.4))


def test_per_card_bleed_round_one_card(sheets: dict[str, list[Any]]) -> None:
    front, back = sheets["per-card"][:2]
    # Three cards and six bleeds of 1 mm across: (210 − 189 − 6) / 2 = 7.5 to the art, 8.5
    # to the first trim; (297 − 264 − 6) / 2 + 1 = 14.5 down.
    assert boxes(front) == ((8.5, 14.5, 71.5, 102.5), (7.5, 13.5, 72.5, 103.5))
    # Its back, mirrored to 210 − 8.5 − 63 = 138.5, its colour 3 mm past every side (8.5 −
    # 5 mm of margin leaves room for it towards the paper's right edge).
    assert boxes(back) == ((138.5, 14.5, 201.5, 102.5), (135.5, 11.5, 204.5, 105.5))


def test_every_box_holds_the_next(sheets: dict[str, list[Any]]) -> None:
    """TrimBox ⊆ BleedBox ⊆ MediaBox on every page (ISO 32000-1 § 14.11.2)."""
    for pages in sheets.values():
        for page in pages:
            trim, bleed = boxes(page)
            media = page_box(page, "/MediaBox")
            for inner, outer in ((trim, bleed), (bleed, media)):
                assert outer[0] <= inner[0] and outer[1] <= inner[1]
                assert inner[2] <= outer[2] and inner[3] <= outer[3]


def test_the_boxes_survive_the_cache(tmp_path: Path) -> None:
    """A PDF put together from cached pages keeps their boxes."""
    out = tmp_path / "out"
    printer = printer_for(load_checked(write_content(tmp_path / "content")), out)
    faces = tuple(printer.catalogue.faces("brs", "doctrine"))
    job = PdfJob(out / "one.pdf", faces, PrintSettings(PAPERS["a4"], bleed=1.0))
    printer.pdfs([job])
    (out / "one.pdf").unlink()
    assert printer.pdfs([job]).rendered == 0
    assert boxes(PdfReader(out / "one.pdf").pages[0])[0] == (8.5, 14.5, 71.5, 102.5)


# -- one card a page (--layout single) --------------------------------------------------------


def run_cards(*args: str | Path) -> Result:
    return CliRunner().invoke(cards_command, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def content_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_content(tmp_path_factory.mktemp("single-content"))


@pytest.mark.parametrize(("bleed", "size"), [(None, 3.0), ("6", 6.0), ("0", 0.0)])
def test_single_pages_are_the_card_and_its_bleed(
    content_dir: Path, tmp_path: Path, bleed: str | None, size: float
) -> None:
    args = ["--content", content_dir, "--kind", "doctrine", "--copies", "2", "--out", tmp_path]
    result = run_cards(*args, "--layout", "single", *(["--bleed", bleed] if bleed else []))
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "brs-doctrine-single.pdf")
    # Two copies of the one doctrine card: front, back, front, back; no alignment test.
    texts = [" ".join(page.extract_text().split()) for page in reader.pages]
    assert len(texts) == 4
    assert ["Dive Evasion" in t for t in texts] == [True, False, True, False]
    assert ["ACTION DECK" in t for t in texts] == [False, True, False, True]
    for page in reader.pages:
        # The page starts at 0, 0 (WeasyPrint's own bleed put it at minus the bleed).
        assert [float(v) for v in page["/MediaBox"][:2]] == [0, 0]
        # 63 × 88 mm and the bleed all round: the page is the BleedBox, the card the TrimBox.
        media = page_box(page, "/MediaBox")
        assert (media[2] - media[0], media[3] - media[1]) == (63 + 2 * size, 88 + 2 * size)
        assert boxes(page) == (
            (size, size, 63 + size, 88 + size),
            (0, 0, 63 + 2 * size, 88 + 2 * size),
        )
    assert reader.metadata is not None
    assert reader.metadata.title == "Blood Red Skies cards: Doctrine cards (one card a page)"


def test_single_images_are_front_and_back_pairs(content_dir: Path, tmp_path: Path) -> None:
    result = run_cards(
        *("--content", content_dir, "--kind", "traits", "--copies", "2"),
        *("--layout", "single", "--format", "png", "--out", tmp_path),
    )
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (tmp_path / "brs-traits").iterdir())
    # Ten traits twice: twenty cards, numbered in print order, each a back and a front
    # that sort side by side.
    assert len(names) == 40
    assert names[:4] == [
        "001-drill-1-back.png",
        "001-drill-1-front.png",
        "002-drill-1-back.png",
        "002-drill-1-front.png",
    ]
    assert names[-1] == "020-tight-turn-front.png"
    for name in names:
        with Image.open(tmp_path / "brs-traits" / name) as image:
            # 69 × 94 mm at 300 dpi: 814.96 × 1110.24 px.
            assert image.size == (815, 1110), name
            assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


POKER = (63.5, 88.9)
"""2.5 × 3.5 in."""
BLEED = 3.175
"""1/8 in."""


def test_poker_cards_for_a_print_service(content_dir: Path, tmp_path: Path) -> None:
    """The size print services sell (2.5 × 3.5 in with a 1/8 in bleed): true boxes from
    0, 0, 825 × 1125 px images, and the design scaled to the trim, not cropped."""
    args = ["--content", content_dir, "--kind", "doctrine", "--layout", "single"]
    args += ["--card-size", "poker", "--bleed", "0.125in", "--out", tmp_path]
    assert run_cards(*args).exit_code == 0
    assert run_cards(*args, "--format", "png").exit_code == 0
    for page in PdfReader(tmp_path / "brs-doctrine-single.pdf").pages:
        assert [float(v) for v in page["/MediaBox"][:2]] == [0, 0]
        # 2.75 × 3.75 in = 69.85 × 95.25 mm: the page and the BleedBox; the card inside.
        whole = (0, 0, 69.85, 95.25)
        assert page_box(page, "/MediaBox") == whole
        assert boxes(page) == ((BLEED, BLEED, BLEED + POKER[0], BLEED + POKER[1]), whole)
    with Image.open(tmp_path / "brs-doctrine" / "001-dive-evasion-front.png") as image:
        assert image.size == (825, 1125)  # 2.75 × 300, 3.75 × 300
        assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)
        pixels = image.convert("RGB").load()
        assert pixels is not None
        width, height = image.size

        def light(x: int, y: int) -> bool:
            return min(pixels[x, y]) > 235  # the card's cream panel, not its frame

        across = [x for x in range(width) if light(x, height // 2)]
        down = [y for y in range(height) if light(width // 2, y)]
    # The design's panel (cards.css) runs from 3 to 60 mm across and down to 3 + 5.2 + 76.8
    # = 85 mm of its 63 × 88 mm: scaled by 63.5 / 63 and 88.9 / 88 and moved by the bleed,
    # in pixels at 300 dpi. Drawn at its own size the right edge would be at 746 px and the
    # bottom at 1041 px.
    px = 300 / 25.4
    assert across[0] == pytest.approx((BLEED + 3 * 63.5 / 63) * px, abs=1.5)
    assert across[-1] + 1 == pytest.approx((BLEED + 60 * 63.5 / 63) * px, abs=1.5)
    assert down[-1] + 1 == pytest.approx((BLEED + 85 * 88.9 / 88) * px, abs=1.5)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--bleed", "3cm"), "'3cm' is not a length: give millimetres (3 or 3mm) or inches"),
        (("--bleed", "0.5in"), "must be a length from 0 to 6 mm (got 0.5in = 12.7 mm)"),
        (("--card-size", "poker"), "sheets print 63 × 88 mm cards: --card-size poker is for"),
    ],
)
def test_lengths_and_card_sizes_that_cannot_print(
    content_dir: Path, tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    out = tmp_path / "out"
    result = run_cards("--content", content_dir, "--out", out, *args)
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())
    assert not out.exists()


@pytest.mark.parametrize("bleed", ["3", "3mm", "3 MM", "0.1181in"])
def test_a_bleed_in_millimetres_or_inches(content_dir: Path, tmp_path: Path, bleed: str) -> None:
    args = ["--content", content_dir, "--kind", "doctrine", "--layout", "single"]
    result = run_cards(*args, "--bleed", bleed, "--format", "png", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    with Image.open(tmp_path / "brs-doctrine" / "001-dive-evasion-front.png") as image:
        assert image.size == (815, 1110)  # 3 mm (0.1181 in is 3.0 mm to 0.01 mm)


def test_single_layout_is_not_for_tabletop_simulator(content_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = run_cards(
        "--content", content_dir, "--layout", "single", "--format", "tts", "--out", out
    )
    assert result.exit_code == 2
    assert "Tabletop Simulator sheets are always sheets" in " ".join(result.output.split())
    assert not out.exists()


# -- cut marks as drawn -----------------------------------------------------------------------


def black_strokes(page: Any) -> list[Line]:
    """Every black straight stroke of a PDF page, in mm from its top-left corner, with its
    width: the cut lines (their white halo is another stroke, under them)."""
    height = float(page.mediabox.height)
    found: list[Line] = []
    paths: list[list[tuple[float, float]]] = []
    state: dict[str, Any] = {"colour": None, "width": 0.0}

    def point(args: list[Any], cm: list[float]) -> tuple[float, float]:
        x, y = (float(v) for v in args)
        a, b, c, d, e, f = (float(v) for v in cm)
        return (a * x + c * y + e) / PT_PER_MM, (height - (b * x + d * y + f)) / PT_PER_MM

    def visit(operator: bytes, args: list[Any], cm: list[float], _tm: Any) -> None:
        if operator == b"RG":
            state["colour"] = tuple(float(v) for v in args)
        elif operator == b"w":
            a, b, c, d = (float(v) for v in cm[:4])
            state["width"] = float(args[0]) * abs(a * d - b * c) ** 0.5 / PT_PER_MM
        elif operator == b"m":
            paths.append([point(args, cm)])
        elif operator == b"l":
            paths[-1].append(point(args, cm))
        elif operator in (b"S", b"n", b"f", b"f*", b"B", b"b"):
            if operator == b"S" and state["colour"] == (0.0, 0.0, 0.0):
                for path in paths:
                    for (x1, y1), (x2, y2) in itertools.pairwise(path):
                        x1, y1, x2, y2 = (round(v, 3) for v in (x1, y1, x2, y2))
                        found.append(Line(x1, y1, x2, y2, round(state["width"], 3)))
            paths.clear()

    page.extract_text(visitor_operand_before=visit)
    return found


@pytest.mark.parametrize(
    ("paper", "bleed", "top", "side"),
    [
        # 1 mm round every card on A4: the art starts (297 − 264 − 4 − 2) / 2 = 13.5 mm down
        # and (210 − 189 − 4 − 2) / 2 = 7.5 mm across: lines of 8.5 and 2.5 mm.
        ("a4", 1.0, 8.5, 2.5),
        # 0.5 mm round the grid on Letter: 7.7 − 0.5 − 5 = 2.2 mm above and below, 13.45 −
        # 0.5 − 5 = 7.95 mm beside.
        ("letter", 0.5, 2.2, 7.95),
    ],
)
def test_cut_lines_stop_at_the_art_and_are_long_enough(
    content_dir: Path, tmp_path: Path, paper: str, bleed: float, top: float, side: float
) -> None:
    result = run_cards(
        *("--content", content_dir, "--kind", "traits", "--paper", paper),
        *("--bleed", str(bleed), "--out", tmp_path, "--no-test-page"),
    )
    assert result.exit_code == 0, result.output
    page = PdfReader(tmp_path / f"brs-traits-{paper}.pdf").pages[0]
    lines = black_strokes(page)
    layout = SheetLayout(PAPERS[paper], plan_bleed(PAPERS[paper], bleed))

    def ends(marks: list[Line]) -> list[tuple[float, ...]]:
        return sorted(tuple(round(v, 2) for v in (m.x1, m.y1, m.x2, m.y2)) for m in marks)

    assert ends(lines) == ends(cut_marks(layout, 9))
    assert {m.width for m in lines} == {0.25}
    lengths = sorted({round(abs(m.x2 - m.x1) + abs(m.y2 - m.y1), 3) for m in lines})
    assert lengths == sorted({top, side})
    # Nowhere over a card's art: each line ends where the art begins.
    for slot in layout.fronts(9):
        art = slot.art
        for m in lines:
            box = m.box()
            assert not (
                box.x < art.right - 1e-6
                and art.x < box.right - 1e-6
                and box.y < art.bottom - 1e-6
                and art.y < box.bottom - 1e-6
            ), (m, art)


@pytest.mark.parametrize(
    ("paper", "bleed", "trim", "art"),
    [
        # 1.1 mm round every card: trims 2.2 mm apart, from (8.3, 14.3) to 8.3 + 3 × 63 +
        # 2 × 2.2 = 201.7 across and 14.3 + 3 × 88 + 2 × 2.2 = 282.7 down.
        ("a4", None, (8.3, 14.3, 201.7, 282.7), (7.2, 13.2, 202.8, 283.8)),
        ("a4", "0", (10.5, 16.5, 199.5, 280.5), (10.5, 16.5, 199.5, 280.5)),
        # 0.7 mm round the butted grid.
        ("letter", None, (13.45, 7.7, 202.45, 271.7), (12.75, 7.0, 203.15, 272.4)),
    ],
)
def test_sheets_bleed_by_default_and_bleed_0_means_none(
    content_dir: Path, tmp_path: Path, paper: str, bleed: str | None, trim: Boxes, art: Boxes
) -> None:
    result = run_cards(
        *("--content", content_dir, "--kind", "traits", "--paper", paper, "--out", tmp_path),
        *(["--bleed", bleed] if bleed else []),
    )
    assert result.exit_code == 0, result.output
    assert "note" not in result.output  # a default is not a change to report
    first = PdfReader(tmp_path / f"brs-traits-{paper}.pdf").pages[0]
    assert boxes(first) == (trim, art)
