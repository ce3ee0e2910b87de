"""Card sheets, images and TTS sheets: real PDFs and PNGs, parsed and measured.

The content is a small Blood Red Skies folder written here (so the golden HTML does not move
when the shipped data grows): ten traits (two sheets), two aircraft (one with unknown stats),
a doctrine with its bonus trait, a deployment theatre card, a reaction ace skill, an ace.
Rendered outputs are shared per module: WeasyPrint is slow to start, not to run.
"""

from __future__ import annotations

import json
import math
import shutil
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import goldenfile
import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner, Result
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ContentStream

from generator.cli.cards import cards_command
from generator.reading.content import load_checked
from generator.reading.loaded import Content
from generator.sheets.alignment import alignment_page
from generator.sheets.jobs import PdfJob, PrintSettings
from generator.sheets.layout import (
    CARD_HEIGHT,
    CARD_WIDTH,
    PAPERS,
    PRINTER_MARGIN,
    PT_PER_MM,
    Box,
    SheetLayout,
    default_bleed,
    plan_bleed,
)
from generator.sheets.marks import cut_positions
from generator.sheets.pipeline import Printer, make_printer
from generator.sheets.render import (
    TEMPLATES,
    Designs,
    Page,
    Sides,
    back_page,
    document_html,
    single_document,
    single_pages,
)
from generator.sheets.render import front_page as make_front_page

GOLDEN = Path(__file__).parent / "golden" / "cards"

GAME = """
name: {en: Blood Red Skies}
publisher: Warlord Games
nations:
  de: {en: Germany, fr: Allemagne}
  gb: {en: Great Britain, fr: Grande-Bretagne}
hand_size: {standard: 3, large: 4, large_above: 12}
doctrine_cards: {base: 2, up_to: 6, per_block: 1, block: 6}
theatre_cards: 2
aces: {skill: 5, skill_cards: 1, named_skill_cards: 2}
pilot_costs: {costs: {1: null, 2: 25, 3: 50, 4: 75, 5: 100}}
pilot_skill: {minimum: 1, maximum: 5, default: 3}
"""

TRAITS = {
    "great-climb": "name: {en: Great Climb, fr: Excellente Ascension}\nretention: discard\n"
    "text: {en: The aircraft climbs out of trouble.}",
    "great-dive": "name: {en: Great Dive, fr: Formidable Piqué}\nretention: null\ntext: null",
    "tight-turn": "name: {en: Tight Turn}\nretention: auto\ntext: {en: Turn anywhere in the move.}",
    "robust": "name: {en: Robust}\nretention: remove\ntext: {en: One die fewer against it.}",
    **{
        f"drill-{n}": f"name: {{en: Drill {n}}}\nretention: pilot-test\ntext: {{en: Practice card {n}.}}"
        for n in range(1, 6)
    },
    "fragile": "name: {en: Fragile}\nnegative: true\nretention: null\ntext: null",
}

FILES = {
    "game.yaml": GAME,
    "aircraft/bf109e.yaml": "name: {en: Bf109E}\nnation: de\nspeed: 7\nagility: 3\nfirepower: 1\n"
    "traits: [great-climb, great-dive]\npoints: null",
    "aircraft/spitfire-ii.yaml": "name: {en: Spitfire II}\nnation: gb\nspeed: null\n"
    "agility: null\nfirepower: null\ntraits: [tight-turn]\nnegative_traits: [fragile]\npoints: 45",
    "doctrine/dive-evasion.yaml": "name: {en: Dive Evasion, fr: Évitement en Piqué}\n"
    "retention: discard\nbonus_trait: great-dive\ntext: {en: Dive away.}",
    "theatre/radar-support.yaml": "name: {en: Radar Support, fr: Soutien Radar}\n"
    "retention: null\ndeployment: true\ntext: null",
    "ace-skills/eagle-eye.yaml": "name: {en: Eagle Eye}\nretention: ballistic-test\n"
    "reaction: true\ntext: {en: Spot the enemy first.}",
    "aces/adolf-galland.yaml": "name: {en: Adolf Galland}\nnation: de\naircraft: bf109e\n"
    "points: null\nsignature_traits: [great-climb]",
    **{f"traits/{card}.yaml": text for card, text in TRAITS.items()},
}

DECK = """
game: brs
name: Test deck
force:
  - aircraft: bf109e
    count: 2
deck:
  great-climb: 1
  great-dive: 1
  dive-evasion: 2
  radar-support: 2
"""


def write_content(root: Path) -> Path:
    for name, text in FILES.items():
        path = root / "brs" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n") + "\n", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def content_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_content(tmp_path_factory.mktemp("content"))


@pytest.fixture(scope="module")
def content(content_dir: Path) -> Content:
    return load_checked(content_dir)


def printer_for(
    content: Content, out: Path, jobs: int = 1, designs: Designs | None = None
) -> Printer:
    return make_printer(content, out / ".sortie-cache", jobs=jobs, designs=designs)


# -- reading PDFs -----------------------------------------------------------------------------


Matrix = tuple[float, float, float, float, float, float]


def _then(first: Matrix, second: Matrix) -> Matrix:
    """``first`` applied, then ``second`` (PDF matrices act on row vectors)."""
    a, b, c, d, e, f = first
    p, q, r, s, t, u = second
    return (
        a * p + b * r,
        a * q + b * s,
        c * p + d * r,
        c * q + d * s,
        e * p + f * r + t,
        e * q + f * s + u,
    )


def painted(page: Any) -> Iterator[tuple[bytes, list[Any], Matrix]]:
    """Every operation that draws a PDF page, with the transformation in force: the forms
    it draws (``Do``: a back is drawn once and placed in each slot) followed into, their
    own matrix and the placing one applied (pypdf's visitors leave the placing one out)."""

    def walk(
        content: Any, resources: Any, ctm: Matrix
    ) -> Iterator[tuple[bytes, list[Any], Matrix]]:
        saved: list[Matrix] = []
        for operands, operator in ContentStream(content, page.pdf).operations:
            if operator == b"q":
                saved.append(ctm)
            elif operator == b"Q":
                ctm = saved.pop()
            elif operator == b"cm":
                ctm = _then(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
            elif operator == b"Do":
                form = resources["/XObject"][operands[0]].get_object()
                if form["/Subtype"] == "/Form":
                    matrix = tuple(float(v) for v in form.get("/Matrix", (1, 0, 0, 1, 0, 0)))
                    inner = form.get("/Resources", resources)
                    yield from walk(form, inner, _then(matrix, ctm))  # type: ignore[arg-type]
            yield operator, operands, ctm

    yield from walk(page.get_contents(), page["/Resources"], (1.0, 0.0, 0.0, 1.0, 0.0, 0.0))


def card_rects(page: Any) -> list[tuple[float, float, float, float]]:
    """Every 63 × 88 mm rectangle drawn on a PDF page, as (x, y, w, h) in mm from the
    top-left corner: the trim boxes of the cards (each card face fills its trim exactly)."""
    found: set[tuple[float, float, float, float]] = set()
    height = float(page.mediabox.height)
    for operator, args, cm in painted(page):
        if operator != b"re":
            continue
        x, y, w, h = (float(v) for v in args)
        a, b, c, d, e, f = cm
        xs = [a * px + c * py + e for px, py in ((x, y), (x + w, y + h))]
        ys = [b * px + d * py + f for px, py in ((x, y), (x + w, y + h))]
        left, right, low, high = min(xs), max(xs), min(ys), max(ys)
        box = tuple(
            round(v / PT_PER_MM, 4) for v in (left, height - high, right - left, high - low)
        )
        if abs(box[2] - CARD_WIDTH) < 0.01 and abs(box[3] - CARD_HEIGHT) < 0.01:
            found.add(box)  # type: ignore[arg-type]
    return sorted(found, key=lambda r: (round(r[1]), r[0]))


def expected(boxes: list[Box]) -> list[tuple[float, float, float, float]]:
    return sorted(((b.x, b.y, b.width, b.height) for b in boxes), key=lambda r: (round(r[1]), r[0]))


def assert_boxes(found: list[tuple[float, ...]], wanted: list[tuple[float, ...]]) -> None:
    assert len(found) == len(wanted), (found, wanted)
    for got, want in zip(found, wanted, strict=True):
        # 0.01 pt is 0.0035 mm
        assert got == pytest.approx(want, abs=0.01 / PT_PER_MM), (got, want)


# -- the standard PDFs ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def standard(content: Content, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The traits on A4 and Letter, and the doctrine on A4 with a per-card bleed."""
    out = tmp_path_factory.mktemp("pdf")
    printer = printer_for(content, out)
    traits = tuple(printer.catalogue.faces("brs", "traits"))
    doctrine = tuple(printer.catalogue.faces("brs", "doctrine"))
    jobs = {
        "a4": PdfJob(out / "traits-a4.pdf", traits, PrintSettings(PAPERS["a4"])),
        "letter": PdfJob(out / "traits-letter.pdf", traits, PrintSettings(PAPERS["letter"])),
        "bleed": PdfJob(out / "doctrine-a4.pdf", doctrine, PrintSettings(PAPERS["a4"], bleed=1.0)),
    }
    outcome = printer.pdfs(list(jobs.values()))
    assert sorted(outcome.written) == sorted(j.path for j in jobs.values())
    return {name: job.path for name, job in jobs.items()}


@pytest.mark.parametrize(("name", "size"), [("a4", (595.2756, 841.8898)), ("letter", (612, 792))])
def test_every_page_is_exactly_a4_or_letter(
    standard: dict[str, Path], name: str, size: Any
) -> None:
    reader = PdfReader(standard[name])
    assert reader.pages
    for page in reader.pages:
        box = page.mediabox
        assert float(box.left) == 0 and float(box.bottom) == 0
        assert float(box.width) == pytest.approx(size[0], abs=0.01)
        assert float(box.height) == pytest.approx(size[1], abs=0.01)


def test_page_count_is_two_per_nine_cards_plus_the_test_pages(standard: dict[str, Path]) -> None:
    cards = len(TRAITS)
    assert len(PdfReader(standard["a4"]).pages) == math.ceil(cards / 9) * 2 + 2
    assert len(PdfReader(standard["bleed"]).pages) == 1 * 2 + 2


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_trim_boxes_are_63_by_88_mm_where_the_layout_puts_them(
    standard: dict[str, Path], name: str
) -> None:
    paper = PAPERS[name]
    # The paper's default bleed: 1.1 mm round every card on A4, the trims 2.2 mm apart and
    # the first at ((210 − 189 − 6 × 1.1) / 2 + 1.1, (297 − 264 − 6 × 1.1) / 2 + 1.1); on
    # Letter 0.7 mm round the grid, the cards butted at (13.45, 7.7).
    layout = SheetLayout(paper, default_bleed(paper))
    first = {"a4": (8.3, 14.3), "letter": (13.45, 7.7)}[name]
    assert (layout.trim(0).x, layout.trim(0).y) == pytest.approx(first)
    assert layout.trim(1).x - layout.trim(0).right == pytest.approx(2.2 if name == "a4" else 0)
    pages = PdfReader(standard[name]).pages
    counts = [9, len(TRAITS) - 9]
    for sheet, count in enumerate(counts):
        fronts, backs = pages[2 * sheet], pages[2 * sheet + 1]
        assert_boxes(card_rects(fronts), expected([s.trim for s in layout.fronts(count)]))
        assert_boxes(card_rects(backs), expected([s.trim for s in layout.backs(count)]))


def test_backs_are_mirrored_for_a_long_edge_flip(standard: dict[str, Path]) -> None:
    pages = PdfReader(standard["letter"]).pages
    width = PAPERS["letter"].width
    fronts = card_rects(pages[2])  # the second sheet: one card in the first column
    backs = card_rects(pages[3])
    assert len(fronts) == len(backs) == 1
    (fx, fy, fw, _), (bx, by, _, _) = fronts[0], backs[0]
    assert bx == pytest.approx(width - fx - fw, abs=0.004)
    assert by == pytest.approx(fy, abs=0.004)
    assert bx > width / 2  # right-aligned behind its front


def test_per_card_bleed_spaces_the_trims(standard: dict[str, Path]) -> None:
    layout = SheetLayout(PAPERS["a4"], plan_bleed(PAPERS["a4"], 1.0))
    pages = PdfReader(standard["bleed"]).pages
    assert_boxes(card_rects(pages[0]), expected([layout.fronts(1)[0].trim]))
    # Three cards and six bleeds across: (210 − 3 × 63 − 6 × 1) / 2 + 1
    assert layout.fronts(1)[0].trim.x == pytest.approx(8.5)


def test_the_text_of_every_card_is_in_the_pdf(standard: dict[str, Path]) -> None:
    reader = PdfReader(standard["a4"])
    text = " ".join(" ".join(reader.pages[i].extract_text().split()) for i in (0, 2))
    for card in TRAITS.values():
        english = card.split("en: ", 1)[1].split(",")[0].split("}")[0]
        assert english in text
    assert "Excellente Ascension" in text  # the French name in small type
    assert "RETENTION UNKNOWN" in text  # shown in capitals (CSS text-transform)
    assert "Effect unknown: not in Sortie's sources yet." in text
    assert "NEGATIVE TRAIT" in text
    assert "ACTION DECK" in reader.pages[1].extract_text()
    assert "Alignment test · front" in " ".join(reader.pages[4].extract_text().split())


def test_cut_marks_show_at_every_cut_position_and_stop_at_the_printer_margin(
    standard: dict[str, Path],
) -> None:
    dpi = 150
    pdf = pdfium.PdfDocument(standard["a4"])
    image = pdf[0].render(scale=dpi / 72).to_pil().convert("L")
    layout = SheetLayout(PAPERS["a4"], default_bleed(PAPERS["a4"]))
    xs, _ = cut_positions(layout)
    assert len(xs) >= 2  # both edges of at least one column of cards

    def px(mm: float) -> int:
        return round(mm * dpi / 25.4)

    row = px(10)  # between the printer margin and the art (14.3 − 1.1 = 13.2 mm down)
    dark = [x for x in range(image.width) if image.getpixel((x, row)) < 128]
    for cut in xs:
        assert any(abs(x - px(cut)) <= 1 for x in dark), cut
    assert all(any(abs(x - px(cut)) <= 2 for cut in xs) for x in dark)
    above = px(PRINTER_MARGIN) - 2
    assert all(image.getpixel((x, above)) > 250 for x in range(image.width))


# -- decks ------------------------------------------------------------------------------------


def run_cards(*args: str | Path) -> Result:
    return CliRunner().invoke(cards_command, [str(a) for a in args], catch_exceptions=False)


def test_a_deck_prints_exactly_its_cards(content_dir: Path, tmp_path: Path) -> None:
    deck = tmp_path / "mine.yaml"
    deck.write_text(DECK, encoding="utf-8")
    out = tmp_path / "out"
    result = run_cards("--content", content_dir, "--deck", deck, "--out", out, "--no-test-page")
    assert result.exit_code == 0, result.output
    reader = PdfReader(out / "mine-a4.pdf")
    # one aircraft card + 6 action cards = 7 cards: one sheet
    assert len(reader.pages) == 2
    assert len(card_rects(reader.pages[0])) == 7
    text = reader.pages[0].extract_text()
    assert text.count("Dive Evasion") == 2 and text.count("Radar Support") == 2
    assert "Bf109E" in text and "Tight Turn" not in text


def test_an_illegal_deck_prints_its_errors_and_writes_nothing(
    content_dir: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "bad.yaml"
    deck.write_text(DECK.replace("great-dive: 1", "great-dive: 3"), encoding="utf-8")
    out = tmp_path / "out"
    result = run_cards("--content", content_dir, "--deck", deck, "--out", out)
    assert result.exit_code == 1
    assert "trait-count" in result.output or "trait-split" in result.output
    assert "NOT LEGAL" in result.output
    assert "nothing written" in result.output
    assert not out.exists()


def test_an_unreadable_deck_is_a_user_error(content_dir: Path, tmp_path: Path) -> None:
    deck = tmp_path / "broken.yaml"
    deck.write_text("game: [", encoding="utf-8")
    result = run_cards("--content", content_dir, "--deck", deck, "--out", tmp_path / "out")
    assert result.exit_code == 2
    assert "broken.yaml" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


def test_unknown_kind_and_game_are_user_errors(content_dir: Path, tmp_path: Path) -> None:
    result = run_cards(
        "--content", content_dir, "--game", "brs", "--kind", "glossary", "--out", tmp_path
    )
    assert result.exit_code == 2
    assert "no card design for brs kind 'glossary'" in result.output
    result = run_cards("--content", content_dir, "--game", "xyz", "--out", tmp_path)
    assert result.exit_code == 2
    assert "unknown game 'xyz' (known: brs)" in result.output


def test_a_bare_bleed_asks_for_3_mm_and_says_where_it_went(
    content_dir: Path, tmp_path: Path
) -> None:
    result = run_cards(
        "--content",
        content_dir,
        "--kind",
        "aces",
        "--paper",
        "letter",
        "--bleed",
        "--out",
        tmp_path,
    )
    assert result.exit_code == 0, result.output
    output = " ".join(result.output.split())
    assert "a 3 mm bleed around every card does not fit US Letter" in output
    # 7.7 mm above and below the grid, less the 5 mm margin and 2 mm for the cut marks.
    assert "a 0.7 mm bleed goes around the outside of the grid only" in output


# -- the cache --------------------------------------------------------------------------------


def test_an_unchanged_rebuild_renders_nothing(content_dir: Path, tmp_path: Path) -> None:
    root = write_content(tmp_path / "content")
    out = tmp_path / "out"

    def build() -> Any:
        printer = printer_for(load_checked(root), out)
        faces = tuple(printer.catalogue.faces("brs", "traits"))
        return printer.pdfs([PdfJob(out / "t.pdf", faces, PrintSettings())])

    first = build()
    assert first.rendered > 0 and first.written == [out / "t.pdf"]
    again = build()
    assert (again.rendered, again.written, again.unchanged) == (0, [], [out / "t.pdf"])

    # One card changes: only its fronts page is drawn again.
    (root / "brs" / "traits" / "robust.yaml").write_text(
        "name: {en: Robust}\nretention: discard\ntext: {en: Changed.}\n", encoding="utf-8"
    )
    changed = build()
    assert changed.written == [out / "t.pdf"]
    assert changed.rendered == 9  # the first sheet's fronts; its backs page is unchanged
    # Someone deleted the output: it is put together again from cached pages.
    (out / "t.pdf").unlink()
    restored = build()
    assert (restored.rendered, restored.written) == (0, [out / "t.pdf"])


def test_a_changed_template_draws_its_kind_again(content: Content, tmp_path: Path) -> None:
    templates = tmp_path / "templates"
    shutil.copytree(TEMPLATES, templates)
    out = tmp_path / "out"

    def build() -> Any:
        printer = printer_for(content, out, designs=Designs(templates))
        jobs = [
            PdfJob(
                out / f"{kind}.pdf",
                tuple(printer.catalogue.faces("brs", kind)),
                PrintSettings(test_page=False),
            )
            for kind in ("doctrine", "theatre")
        ]
        return printer.pdfs(jobs)

    # Doctrine and theatre fronts, and one backs page: both kinds have the Action Deck back.
    assert build().rendered == 3
    template = templates / "brs" / "theatre.html.j2"
    template.write_text(template.read_text("utf-8").replace("Deployment", "Deploy first"), "utf-8")
    again = build()
    assert again.written == [out / "theatre.pdf"] and again.rendered == 1
    assert "DEPLOY FIRST" in PdfReader(out / "theatre.pdf").pages[0].extract_text()


# -- images -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def images(content_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("png")
    result = run_cards("--content", content_dir, "--format", "png", "--out", out, "--jobs", "2")
    assert result.exit_code == 0, result.output
    return out


def test_one_300_dpi_image_per_card_without_bleed(images: Path) -> None:
    pngs = sorted((images / "brs").rglob("*.png"))
    cards = [p for p in pngs if p.parent.name != "backs"]
    assert len(cards) == len(FILES) - 1  # every definition but game.yaml
    for path in pngs:
        with Image.open(path) as image:
            assert image.size == (744, 1039), path
            assert image.mode == "RGB", path  # for print: every colour kept
    with Image.open(images / "brs" / "doctrine" / "dive-evasion.png") as image:
        # Cut at the trim: the frame colour reaches every corner, no white edge, no bleed.
        frame = (0x7A, 0x2E, 0x2E)
        for corner in ((0, 0), (743, 0), (0, 1038), (743, 1038)):
            assert image.convert("RGB").getpixel(corner) == frame
    assert sorted(p.name for p in (images / "brs" / "backs").iterdir()) == [
        "back-aces.png",
        "back-aircraft.png",
        "back.png",
    ]


def test_tabletop_simulator_sheets_and_saved_object(content_dir: Path, tmp_path: Path) -> None:
    deck = tmp_path / "mine.yaml"
    deck.write_text(DECK, encoding="utf-8")
    result = run_cards(
        "--content",
        content_dir,
        "--deck",
        deck,
        "--format",
        "tts",
        "--out",
        tmp_path,
        "--url-base",
        "https://example.org/tts/",
    )
    assert result.exit_code == 0, result.output
    saved = json.loads((tmp_path / "mine-tts.json").read_text("utf-8"))
    objects = saved["ObjectStates"]
    assert [o["Name"] for o in objects] == ["Card", "DeckCustom"]  # aircraft, Action Deck
    action = objects[1]
    assert len(action["ContainedObjects"]) == 6
    ((key, custom),) = action["CustomDeck"].items()
    base = int(key) * 100
    assert action["DeckIDs"] == [base, base + 1, base + 2, base + 2, base + 3, base + 3]
    assert custom["FaceURL"] == "https://example.org/tts/mine-tts-2.png"
    assert (custom["NumWidth"], custom["NumHeight"]) == (10, 7)
    with Image.open(tmp_path / "mine-tts-2.png") as sheet:
        assert sheet.size == (4090, 3997) and sheet.mode == "RGB"
        hidden = sheet.crop((9 * 409, 6 * 571, 10 * 409, 7 * 571))
        with Image.open(tmp_path / "mine-tts-back-2.png") as back:
            assert back.size == (409, 571)
            assert hidden.tobytes() == back.convert("RGB").tobytes()
        blank = sheet.crop((4 * 409, 0, 5 * 409, 571))  # only four distinct faces
        assert blank.getextrema() == ((255, 255),) * 3


# -- the HTML handed to WeasyPrint ------------------------------------------------------------


def check_golden(name: str, text: str) -> None:
    goldenfile.check_golden(GOLDEN / name, text)


def golden_faces(content: Content) -> tuple[Designs, list[Any]]:
    """Two cards of every kind that has two (one of the others): every design on one sheet."""
    designs = Designs()
    catalogue = printer_for(content, Path("/nonexistent"), designs=designs).catalogue
    faces = [f for kind in catalogue.kinds("brs") for f in catalogue.faces("brs", kind.folder)[:2]]
    return designs, faces[:9]


def test_golden_sheet_html(content: Content) -> None:
    designs, faces = golden_faces(content)
    assert len({f.kind for f in faces}) == 6
    layout = SheetLayout(PAPERS["a4"], plan_bleed(PAPERS["a4"], 1))
    sides = Sides(designs)
    pages = [make_front_page(layout, sides, faces), back_page(layout, sides, faces)]
    html = document_html(designs, pages, (210.0, 297.0), ["brs"], "Sortie cards", layout)
    check_golden("sheet.html", html)


def test_golden_alignment_html(content: Content) -> None:
    designs = Designs()
    paper = PAPERS["letter"]
    layout = SheetLayout(paper, plan_bleed(paper, 3), back_offset_x=0.5, back_offset_y=-1)
    test = alignment_page(layout)
    pages = [Page("test-front", test=test), Page("test-back", test=test)]
    html = document_html(
        designs, pages, (paper.width, paper.height), ["brs"], "Sortie cards", layout
    )
    check_golden("alignment.html", html)


def test_golden_single_card_html(content: Content) -> None:
    designs, faces = golden_faces(content)
    pages = single_pages(Sides(designs), [(faces[0], False), (faces[0], True)], 3.0)
    html = single_document(designs, pages, ["brs"], 3.0)
    check_golden("single.html", html)


def test_site_build_writes_standard_pdfs_and_thumbnails(content: Content, tmp_path: Path) -> None:
    from generator.sheets.published import plan_site_cards

    plan = plan_site_cards(content, tmp_path / "site", cache_dir=tmp_path / "cache", jobs=1)
    plan.draw()
    manifest = plan.manifest
    assert manifest.sheets["brs"]["traits"] == {
        "a4": "brs/brs-traits-a4.pdf",
        "letter": "brs/brs-traits-letter.pdf",
    }
    tenth = manifest.card("brs", "traits", "tight-turn")
    assert tenth is not None and tenth.page == 3  # the tenth trait by id: the second sheet
    for paper in ("a4", "letter"):
        assert (tmp_path / "site" / tenth.sheets[paper]).is_file()
    with Image.open(tmp_path / "site" / tenth.thumbnail) as image:
        assert image.size == (372, 520)
    assert not (tmp_path / "site" / ".sortie-cache").exists()
    json.dumps(manifest.as_json())
    # Every card of every kind: its English name on the page the manifest links.
    cards = [c for kinds in manifest.cards.values() for k in kinds.values() for c in k.values()]
    assert len(cards) == len(FILES) - 1
    for card in cards:
        reader = PdfReader(tmp_path / "site" / card.sheets["letter"])
        assert card.name in reader.pages[card.page - 1].extract_text(), card
    # "Print everything": every card of the game on shared sheets, one alignment test.
    assert manifest.combined["brs"] == {
        "a4": "brs/brs-all-a4.pdf",
        "letter": "brs/brs-all-letter.pdf",
    }
    everything = PdfReader(tmp_path / "site" / "brs" / "brs-all-a4.pdf")
    assert len(everything.pages) == 2 * math.ceil(len(cards) / 9) + 2
    assert everything.metadata is not None and everything.metadata.title.startswith(
        "Blood Red Skies cards: Aircraft, Traits"
    )
    again = plan_site_cards(content, tmp_path / "site", cache_dir=tmp_path / "cache", jobs=1)
    done = again.draw()
    assert done.rendered == 0 and done.written == []
