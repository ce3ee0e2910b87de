"""Printing like a print-and-play tool (issue 13): the combined print of the shipped Blood Red
Skies cards, backs that always bleed, viewer preferences, checked options, card images with
bleed and a resolution, Tabletop Simulator ids. Real PDFs and PNGs, parsed and measured."""

from __future__ import annotations

import hashlib
import json
import math
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner, Result
from PIL import Image, ImageChops
from pypdf import PdfReader
from test_sheets import card_rects

from generator.cli.cards import cards_command
from generator.reading.content import load_checked
from generator.sheets.fonttags import subset_tag
from generator.sheets.jobs import PdfJob, PrintSettings
from generator.sheets.layout import PAPERS, Duplex, SheetLayout, default_bleed, plan_bleed
from generator.sheets.pipeline import make_printer
from generator.sheets.render import TEMPLATES, Designs, designed_font_files

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"


def run_cards(*args: str | Path) -> Result:
    return CliRunner().invoke(cards_command, [str(a) for a in args], catch_exceptions=False)


def brs_cards() -> list[Any]:
    content = load_checked(CONTENT, only={"brs"})
    printer = make_printer(content, Path("/nonexistent"))
    catalogue = printer.catalogue
    return [f for k in catalogue.kinds("brs") for f in catalogue.faces("brs", k.folder)]


@pytest.fixture(scope="module")
def combined(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("combined")
    result = run_cards("--content", CONTENT, "--game", "brs", "--combine", "--out", out)
    assert result.exit_code == 0, result.output
    return out / "brs-all-a4.pdf"


def fonts_of(resources: Any) -> list[Any]:
    """The fonts of a page's resources and of the forms it draws (the backs)."""
    found = list(resources.get("/Font", {}).values())
    for reference in resources.get("/XObject", {}).values():
        form = reference.get_object()
        if form["/Subtype"] == "/Form" and "/Resources" in form:
            found += fonts_of(form["/Resources"].get_object())
    return found


def subset_programs(pdf: Path, programs: dict[str, set[str]] | None = None) -> dict[str, set[str]]:
    """Each embedded font's name (``ABCDEF+Family``) with the hashes of the programs filed
    under it in ``pdf``, added to ``programs`` (to gather several files)."""
    found: dict[str, set[str]] = {} if programs is None else programs
    for page in PdfReader(pdf).pages:
        for reference in fonts_of(page["/Resources"]):
            font = reference.get_object()
            cid = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            descriptor = cid["/FontDescriptor"].get_object()
            assert descriptor["/FontName"] == font["/BaseFont"]
            program = next(
                descriptor[k] for k in ("/FontFile2", "/FontFile3", "/FontFile") if k in descriptor
            )
            data = program.get_object().get_data()
            found.setdefault(str(font["/BaseFont"]), set()).add(hashlib.sha256(data).hexdigest())
    return found


def test_each_font_subset_name_holds_one_program(combined: Path) -> None:
    """Every embedded subset has a tag of its own (ISO 32000-1 § 9.6.4): the sheets are
    drawn one by one, and each one's DejaVu subsets hold different glyphs, so one name for
    all of them would let a print processor reuse the wrong program. The same subset may
    keep one name (a back repeated on every sheet)."""
    programs = subset_programs(combined)
    assert len(programs) > 10  # DejaVu's faces, subset sheet by sheet
    assert all(re.fullmatch(r"/[A-Z]{6}\+[\w-]+", name) for name in programs)
    shared = {name: len(found) for name, found in programs.items() if len(found) > 1}
    assert shared == {}


def test_a_subset_tag_comes_from_the_program() -> None:
    """Six capital letters from the program's SHA-256, worked by hand for b"abc"
    (ba 78 16 bf 8f 01 → 186, 120, 22, 191, 143, 1 mod 26 → 4, 16, 22, 9, 13, 1)."""
    assert subset_tag(b"abc") == b"EQWJNB"
    assert subset_tag(b"abd") != subset_tag(b"abc")


def test_the_combined_print_packs_every_brs_card_on_shared_sheets(combined: Path) -> None:
    faces = brs_cards()
    n = len(faces)
    reader = PdfReader(combined)
    # ⌈n / 9⌉ sheets of fronts and backs, then one alignment sheet (two pages).
    assert len(reader.pages) == 2 * math.ceil(n / 9) + 2
    text = " ".join(" ".join(p.extract_text().split()) for p in reader.pages[0:-2:2])
    for face in faces:
        assert face.name in text, face.name
    assert "Alignment test · front" in " ".join(reader.pages[-2].extract_text().split())
    assert "Alignment test" not in " ".join(p.extract_text() for p in reader.pages[:-2])


def test_the_pdf_asks_for_actual_size_the_right_flip_and_has_a_title(combined: Path) -> None:
    # Added as an incremental update after PDFium's file: a strict parser must accept it.
    reader = PdfReader(combined, strict=True)
    assert len(reader.xref_objStm) == 0 and reader.trailer["/Prev"] > 0
    preferences = reader.trailer["/Root"]["/ViewerPreferences"]
    assert preferences["/PrintScaling"] == "/None"
    assert preferences["/Duplex"] == "/DuplexFlipLongEdge"
    assert reader.metadata is not None
    assert reader.metadata.title == (
        "Blood Red Skies cards: Aircraft, Traits, Doctrine cards, Theatre cards, Named aces (A4)"
    )


def test_copies_and_quantities(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = run_cards(
        "--content",
        CONTENT,
        "--game",
        "brs",
        "--kind",
        "traits",
        "--copies",
        "2",
        "--quantity",
        "great-dive=6",
        "--quantity",
        "great-climb=0",
        "--out",
        out,
        "--no-test-page",
        "--duplex",
        "short-edge",
    )
    assert result.exit_code == 0, result.output
    traits = [f for f in brs_cards() if f.kind == "traits"]
    cards = 2 * (len(traits) - 2) + 6
    reader = PdfReader(out / "brs-traits-a4.pdf")
    assert len(reader.pages) == 2 * math.ceil(cards / 9)
    text = " ".join(" ".join(p.extract_text().split()) for p in reader.pages[0::2])
    assert text.count("Great Dive") == 6 and "Great Climb" not in text
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/DuplexFlipShortEdge"


def white_on(image: Image.Image, box: tuple[float, float, float, float], dpi: int) -> bool:
    """True when any pixel of the box (mm) is white."""
    scale = dpi / 25.4
    left, top, right, bottom = (round(v * scale) for v in box)
    crop = image.crop((left, top, right, bottom)).convert("L")
    return crop.getextrema()[1] > 245


@pytest.mark.parametrize(("bleed", "duplex"), [(0.0, "long-edge"), (1.5, "short-edge")])
def test_backs_bleed_even_when_the_fronts_do_not(tmp_path: Path, bleed: float, duplex: str) -> None:
    out = tmp_path / "out"
    result = run_cards(
        "--content",
        CONTENT,
        *("--game", "brs", "--kind", "traits", "--out", out, "--no-test-page"),
        *("--bleed", str(bleed), "--duplex", duplex),
    )
    assert result.exit_code == 0, result.output
    paper = PAPERS["a4"]
    layout = SheetLayout(paper, plan_bleed(paper, bleed), Duplex(duplex))
    dpi = 100
    pdf = pdfium.PdfDocument(out / "brs-traits-a4.pdf")
    try:
        fronts = pdf[0].render(scale=dpi / 72).to_pil()
        backs = pdf[1].render(scale=dpi / 72).to_pil()
    finally:
        pdf.close()
    grid = layout.grid
    # A band just outside the grid's left edge: white on the fronts when they have no
    # bleed; on the backs page (mirrored) the backs' colour runs through it.
    band = (grid.x - 1.4, grid.y + 10, grid.x - 0.3, grid.y + 60)
    assert white_on(fronts, band, dpi) == (bleed == 0)
    mirrored = (paper.width - band[2], band[1], paper.width - band[0], band[3])
    if duplex == "short-edge":
        mirrored = (band[0], paper.height - band[3], band[2], paper.height - band[1])
    assert not white_on(backs, mirrored, dpi)
    assert layout.backs()[0].art.width >= 63 + 3.0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--bleed", "-3"), "--bleed': must be a length from 0 to 6 mm (got -3)"),
        (("--bleed=-3",), "from 0 to 6 mm (got -3)"),
        (("--bleed", "nan"), "from 0 to 6 mm (got nan)"),
        (("--bleed", "inf"), "from 0 to 6 mm (got inf)"),
        (("--bleed", "50"), "from 0 to 6 mm (got 50)"),
        (("--back-offset-x", "500"), "from -10 to 10 mm (got 500)"),
        (("--back-offset-y", "-nan"), "from -10 to 10 mm (got -nan)"),
        (("--margin", "-1"), "--margin"),
        (("--margin", "15"), "do not fit A4 inside a 15 mm printer margin"),
        (("--spacing", "12", "--paper", "letter"), "with a 12 mm spacing do not fit US Letter"),
        (("--copies", "0"), "--copies"),
        (("--copies", "1000"), "--copies"),
        (("--quantity", "great-dive"), "is not CARD-ID=N"),
        (("--quantity", "great-dive=500"), "at most 100 copies"),
        (("--jobs", "0"), "--jobs"),
    ],
)
def test_every_number_is_range_checked_with_exit_2(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    out = tmp_path / "out"
    result = run_cards("--content", CONTENT, "--out", out, *args)
    assert result.exit_code == 2, result.output
    assert message in " ".join(result.output.split()), result.output
    assert "Traceback" not in result.output
    assert not out.exists()


def test_an_unknown_quantity_id_names_the_nearest(tmp_path: Path) -> None:
    result = run_cards("--content", CONTENT, "--out", tmp_path, "--quantity", "great-dve=3")
    assert result.exit_code == 2
    assert "--quantity great-dve: no such card among those selected (did you mean great-dive?)" in (
        result.output
    )


def test_saved_calibration_comes_from_the_environment(tmp_path: Path) -> None:
    env = {"SORTIE_BACK_OFFSET_X": "0.5", "SORTIE_BACK_OFFSET_Y": "-1"}
    args = ["--content", str(CONTENT), "--kind", "aces", "--out", str(tmp_path)]
    result = CliRunner(env=env).invoke(cards_command, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    text = PdfReader(tmp_path / "brs-aces-a4.pdf").pages[-1].extract_text()
    assert "offsets x +0.5 mm, y -1 mm" in " ".join(text.split())
    bad = CliRunner(env={"SORTIE_BACK_OFFSET_X": "500"}).invoke(cards_command, args)
    assert bad.exit_code == 2 and "SORTIE_BACK_OFFSET_X" in bad.output


def test_deck_prints_exactly_a_deck(tmp_path: Path) -> None:
    deck = ROOT / "examples" / "jg26.yaml"
    result = run_cards("--content", CONTENT, "--deck", deck, "--copies", "2", "--out", tmp_path)
    assert result.exit_code == 2 and "--deck prints exactly the deck's cards" in result.output


# -- images -----------------------------------------------------------------------------------


def test_png_honours_the_bleed_and_records_300_dpi(tmp_path: Path) -> None:
    result = run_cards(
        "--content", CONTENT, "--kind", "aces", "--format", "png", "--bleed", "--out", tmp_path
    )
    assert result.exit_code == 0, result.output
    pngs = sorted(tmp_path.rglob("*.png"))
    assert pngs
    for path in pngs:
        with Image.open(path) as image:
            # (63 + 6) mm and (88 + 6) mm at 300 dpi: 814.96 and 1110.24 px, rounded.
            assert image.size == (815, 1110), path
            assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)
    # The bleed is the card's frame colour, not white.
    with Image.open(pngs[0]) as image:
        assert image.convert("L").getpixel((5, 5)) < 200


@pytest.mark.parametrize("game, kind", [("brs", "traits"), ("dif", "action-cards")])
def test_no_line_runs_along_the_panel_top_with_a_bleed(
    tmp_path: Path, game: str, kind: str
) -> None:
    """With a per-card bleed, the light panel's top edge (3 mm inside the trim, under the
    band of the frame's colour) once showed as a faint light line across every card: a
    print service trims there. Each pixel of the rows around that edge, across the band,
    is the frame's colour (taken from the bleed's corner)."""
    result = run_cards(
        *("--content", CONTENT, "--game", game, "--kind", kind),
        *("--format", "png", "--bleed", "--out", tmp_path),
    )
    assert result.exit_code == 0, result.output
    px = 300 / 25.4  # pixels per mm at 300 dpi
    for path in sorted(tmp_path.rglob("*.png"))[:3]:
        with Image.open(path) as image:
            rgb = image.convert("RGB")
        frame = rgb.getpixel((2, 2))
        edge = round((3 + 3) * px)  # the bleed, then the panel's 3 mm
        off = [
            (x, y, rgb.getpixel((x, y)))
            for y in range(edge - 2, edge + 3)
            for x in range(round(7 * px), round(63 * px))
            if max(abs(a - b) for a, b in zip(rgb.getpixel((x, y)), frame, strict=True)) > 6
        ]
        assert off == [], (path.name, frame, off[:5])


# -- Tabletop Simulator -----------------------------------------------------------------------


def test_tts_ids_are_unique_across_kinds(tmp_path: Path) -> None:
    result = run_cards(
        "--content",
        CONTENT,
        *("--game", "brs", "--format", "tts", "--out", tmp_path, "--bleed"),
        *("--url-base", "https://example.org/tts"),
    )
    assert result.exit_code == 0, result.output
    assert "--bleed does not apply to Tabletop Simulator sheets" in result.output
    keys: list[str] = []
    card_ids: list[int] = []
    guids: list[str] = []
    for path in sorted(tmp_path.glob("*-tts.json")):
        saved = json.loads(path.read_text("utf-8"))
        for obj in saved["ObjectStates"]:
            if obj["Name"] == "DeckCustom":
                guids.append(obj["GUID"])  # a lone card is its own object
            assert obj["Hands"] is True or obj["Name"] == "DeckCustom"
            cards = obj.get("ContainedObjects", [obj])
            for card in cards:
                assert card["Hands"] is True
                ((key, deck),) = card["CustomDeck"].items()
                assert card["CardID"] // 100 == int(key)
                assert deck["FaceURL"].startswith("https://example.org/tts/")
                assert "//" not in deck["FaceURL"].removeprefix("https://")
                card_ids.append(card["CardID"])
                guids.append(card["GUID"])
            keys += list(obj.get("CustomDeck", cards[0]["CustomDeck"]))
    assert len(list(tmp_path.glob("*-tts.json"))) >= 4
    # A deck key names one sheet: unique across every saved object of every kind.
    sheets = {path.name for path in tmp_path.glob("*-tts-[0-9]*.png")}
    assert len(set(keys)) == len(sheets)
    assert len(set(card_ids)) == len(card_ids)
    assert len(set(guids)) == len(guids)
    assert all(len(g) == 6 and int(g, 16) >= 0 for g in guids)


# -- type, fonts and the design ---------------------------------------------------------------


def text_runs(page: Any) -> list[tuple[str, float, float, float]]:
    """Every text run of a page: (text, x, y, size), in points after every transformation."""
    runs: list[tuple[str, float, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], _font: Any, size: float) -> None:
        if not text.strip():
            return
        a, b, c, d, e, f = cm
        ta, tb, tc, td, te, tf = tm
        x, y = a * te + c * tf + e, b * te + d * tf + f
        scale = abs((a * ta + c * tb) * (b * tc + d * td) - (a * tc + c * td) * (b * ta + d * tb))
        runs.append((text.strip(), x, y, size * scale**0.5))

    page.extract_text(visitor_text=visit)
    return runs


def test_no_text_is_smaller_than_6_pt(combined: Path) -> None:
    sizes = [run[3] for page in PdfReader(combined).pages for run in text_runs(page)]
    assert sizes and min(sizes) >= 6 - 0.01


def test_the_alignment_scales_read_every_offset_the_option_takes(combined: Path) -> None:
    """--back-offset-x and -y take −10 to 10 mm: each scale is labelled from 10 to 10 (every
    other millimetre, 0 to 10 on each side of 0, with the signs at its ends), and its labels
    do not run together."""
    labels = [r for r in text_runs(PdfReader(combined).pages[-1]) if len(r[0]) <= 2]
    texts = sorted(r[0] for r in labels)
    assert texts == sorted(["0", "0", "+", "+", "−", "−", *["2", "4", "6", "8", "10"] * 4])
    for i, (text_a, xa, ya, size) in enumerate(labels):
        for text_b, xb, yb, _ in labels[i + 1 :]:
            if abs(ya - yb) < 1:  # side by side: apart by more than their widths
                # DejaVu Sans: digits are 0.64 em wide, the plus sign 0.84 em.
                assert abs(xa - xb) >= (len(text_a) + len(text_b)) / 2 * 0.84 * size + 0.5
            elif abs(xa - xb) < 1:  # one above the other
                assert abs(ya - yb) >= 0.8 * size + 0.5


def test_the_designed_faces_are_embedded(combined: Path) -> None:
    # The design names DejaVu Sans Condensed (with an oblique), from fonts-dejavu-extra.
    report = subprocess.run(
        ["pdffonts", str(combined)], capture_output=True, text=True, check=True
    ).stdout
    embedded = {
        line.split()[0].split("+", 1)[-1] for line in report.splitlines()[2:] if " yes " in line
    }
    assert {
        "DejaVu-Sans",
        "DejaVu-Sans-Bold",
        "DejaVu-Sans-Semi-Condensed",
        "DejaVu-Sans-Bold-Semi-Condensed",
        "DejaVu-Sans-Oblique-Semi-Condensed",
    } <= embedded, report
    files = {Path(path).name for path, _, _ in designed_font_files(("DejaVu Sans Condensed",))}
    assert "DejaVuSansCondensed-Oblique.ttf" in files


def roundel_reach(image: Image.Image, centre: tuple[float, float], px: float) -> list[float]:
    """How much further the back's roundel (30 mm across, light on the back's dark colour)
    reaches left of ``centre`` than right of it, row by row over its middle 16 mm, in
    pixels: each edge found to a fraction of a pixel from the grey of its edge pixels."""
    grey = image.convert("L")
    x0, y0 = centre
    dark, light = (
        grey.getpixel((round(x0), round(y0 - 16 * px))),
        grey.getpixel((round(x0 - 13 * px), round(y0))),
    )

    def lit(x: int, y: int) -> float:
        return min(1.0, max(0.0, (grey.getpixel((x, y)) - dark) / (light - dark)))

    differences = []
    for y in range(round(y0 - 8 * px), round(y0 + 8 * px)):
        # The outer ring is 5 mm wide: the light from 16 mm out to 10 mm out, each side.
        left = sum(lit(x, y) for x in range(round(x0 - 16 * px), round(x0 - 10 * px)))
        right = sum(lit(x, y) for x in range(round(x0 + 10 * px), round(x0 + 16 * px)))
        left_edge = round(x0 - 10 * px) - left
        right_edge = round(x0 + 10 * px) + right
        differences.append((x0 - left_edge) - (right_edge - x0))
    return differences


def test_the_roundel_on_the_backs_is_round(tmp_path: Path) -> None:
    """Its left and right edges are as far from the card's middle on every row, within a
    pixel and a half, in a card image and on a sheet's backs page (short-edge flip, turned
    half a turn, with the default bleed), by PDFium and by poppler."""
    png, sheet = tmp_path / "png", tmp_path / "pdf"
    args = ("--content", CONTENT, "--kind", "aces")
    assert run_cards(*args, "--format", "png", "--out", png).exit_code == 0
    assert run_cards(*args, "--duplex", "short-edge", "--out", sheet).exit_code == 0
    dpi = 300
    px = dpi / 25.4
    with Image.open(png / "brs" / "backs" / "back-aces.png") as image:
        images = [(image.copy(), (31.5 * px, 44 * px))]
    paper = PAPERS["a4"]
    layout = SheetLayout(paper, default_bleed(paper), Duplex.SHORT_EDGE)
    trim = layout.backs(2)[0].trim
    middle = ((trim.x + 31.5) * px, (trim.y + 44) * px)
    pdf = pdfium.PdfDocument(sheet / "brs-aces-a4.pdf")
    try:
        images.append((pdf[1].render(scale=dpi / 72).to_pil(), middle))
    finally:
        pdf.close()
    poppler = tmp_path / "poppler"
    subprocess.run(
        [
            "pdftoppm",
            "-png",
            "-r",
            str(dpi),
            "-f",
            "2",
            "-l",
            "2",
            str(sheet / "brs-aces-a4.pdf"),
            str(poppler),
        ],
        check=True,
    )
    with Image.open(next(tmp_path.glob("poppler*.png"))) as image:
        images.append((image.copy(), middle))
    for image, centre in images:
        differences = roundel_reach(image, centre, px)
        assert max(abs(d) for d in differences) <= 1.5, differences


def test_a_back_looks_the_same_after_a_half_turn(tmp_path: Path) -> None:
    result = run_cards("--content", CONTENT, "--kind", "aces", "--format", "png", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    for path in sorted((tmp_path / "brs" / "backs").glob("*.png")):
        with Image.open(path) as image:
            grey = image.convert("L")
        turned = grey.rotate(180)
        # The card is 1039.37 px tall, so the turned picture may sit a pixel off: compare
        # each pixel with the best of its neighbours in the turned one. Words printed one way
        # up differ by whole glyphs, which no one-pixel shift hides.
        diff = None
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                shifted = ImageChops.offset(turned, dx, dy)
                one = ImageChops.difference(grey, shifted)
                diff = one if diff is None else ImageChops.darker(diff, one)
        assert diff is not None
        histogram = diff.histogram()
        mean = sum(i * n for i, n in enumerate(histogram)) / (grey.width * grey.height)
        assert mean < 0.5, (path, mean)
        assert sum(histogram[128:]) < 0.001 * grey.width * grey.height, path


def test_no_light_arc_at_the_band_corners(tmp_path: Path) -> None:
    result = run_cards("--content", CONTENT, "--kind", "aces", "--format", "png", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    front = next((tmp_path / "brs" / "aces").glob("*.png"))
    band = (0x5B, 0x3A, 0x78)  # the named aces' frame and band colour (brs/cards.css)
    with Image.open(front) as image:
        rgb = image.convert("RGB")
        px = 300 / 25.4
        # The panel's top corners, 3 to 4.8 mm from the card's top-left and top-right.
        for x0 in (3.0, 63 - 4.8):
            box = tuple(round(v * px) for v in (x0, 3.0, x0 + 1.8, 4.8))
            for r, g, b in rgb.crop(box).get_flattened_data():
                assert max(abs(r - band[0]), abs(g - band[1]), abs(b - band[2])) <= 3, (r, g, b)


def test_the_readme_documents_every_cards_option() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Card sheets (`sortie cards`)") :]
    section = section[: section.index("\n## ", 1)]
    for param in cards_command.params:
        for name in [*param.opts, *param.secondary_opts]:
            if name != "--content":
                assert name in section, name
        if getattr(param, "envvar", None):
            assert str(param.envvar) in section
    assert "two pages" in section


def test_an_output_folder_that_cannot_be_written_is_exit_2(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    result = run_cards("--content", CONTENT, "--kind", "aces", "--out", blocker / "out")
    assert result.exit_code == 2, result.output
    assert "cannot write to" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(("paper", "size"), [("legal", (612.0, 1008.0)), ("a3", (841.89, 1190.55))])
def test_legal_and_a3_with_a_margin_and_spacing(tmp_path: Path, paper: str, size: Any) -> None:
    result = run_cards(
        "--content",
        CONTENT,
        *("--kind", "doctrine", "--paper", paper, "--margin", "4", "--spacing", "2"),
        *("--bleed", "0"),
        *("--out", tmp_path, "--no-test-page"),
    )
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / f"brs-doctrine-{paper}.pdf")
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(size, abs=0.01)
    layout = SheetLayout(PAPERS[paper], plan_bleed(PAPERS[paper], 0.0), margin=4, spacing=2)
    # Nine cards 2 mm apart, centred: the first trim at (W − 3 × 63 − 2 × 2) / 2 across.
    assert layout.trim(0).x == pytest.approx((PAPERS[paper].width - 193) / 2)
    assert layout.trim(1).x - layout.trim(0).right == pytest.approx(2.0)
    count = len([f for f in brs_cards() if f.kind == "doctrine"])
    found = card_rects(reader.pages[0])
    wanted = sorted(
        ((b.x, b.y, b.width, b.height) for b in (s.trim for s in layout.fronts(min(count, 9)))),
        key=lambda r: (round(r[1]), r[0]),
    )
    assert len(found) == len(wanted)
    for got, want in zip(found, wanted, strict=True):
        assert got == pytest.approx(want, abs=0.01)


# -- backs drawn once, put together by PDFium (issue 22) ----------------------------------------

AIRCRAFT_BACK, ACTION_BACK, LIGHT = (0x1F, 0x2F, 0x3A), (0x6E, 0x14, 0x14), (0xF4, 0xEF, 0xE4)
"""The colours of brs/cards.css: the aircraft's and the Action Deck's backs, and the light
of the roundel."""


def backs_page(tmp_path: Path, designs: Any = None) -> tuple[Image.Image, list[Any], list[Any]]:
    """Two aircraft and three traits on one sheet, short-edge flip: the backs page at 100 dpi,
    its back slots, and the cards in order."""
    content = load_checked(CONTENT, only={"brs"})
    printer = make_printer(content, tmp_path / "cache", designs=designs)
    faces = (
        printer.catalogue.faces("brs", "aircraft")[:2]
        + printer.catalogue.faces("brs", "traits")[:3]
    )
    settings = PrintSettings(PAPERS["a4"], duplex=Duplex.SHORT_EDGE, test_page=False)
    printer.pdfs([PdfJob(tmp_path / "mixed.pdf", tuple(faces), settings)])
    pdf = pdfium.PdfDocument(tmp_path / "mixed.pdf")
    try:
        image = pdf[1].render(scale=100 / 72).to_pil().convert("RGB")
    finally:
        pdf.close()
    return image, settings.sheet_layout().backs(len(faces)), faces


def colour_at(image: Image.Image, x: float, y: float) -> tuple[int, ...]:
    """The pixel at (x, y) mm from the page's top-left corner, at 100 dpi."""
    return image.getpixel((int(x * 100 / 25.4), int(y * 100 / 25.4)))  # type: ignore[return-value]


def outer_bleed(slot: Any) -> tuple[float, float]:
    """A point 0.6 mm inside the art's edge on its side of most bleed, half way along."""
    art, trim, bleed = slot.art, slot.trim, slot.bleed
    side = max(("left", "top", "right", "bottom"), key=lambda name: getattr(bleed, name))
    middle = (trim.x + 31.5, trim.y + 44)
    return {
        "left": (art.x + 0.6, middle[1]),
        "right": (art.right - 0.6, middle[1]),
        "top": (middle[0], art.y + 0.6),
        "bottom": (middle[0], art.bottom - 0.6),
    }[side]


def near(found: tuple[int, ...], wanted: tuple[int, int, int]) -> bool:
    return max(abs(a - b) for a, b in zip(found, wanted, strict=True)) <= 3


def test_a_backs_page_shows_each_back_drawn_once_in_its_slot(tmp_path: Path) -> None:
    image, slots, faces = backs_page(tmp_path)
    reader = PdfReader(tmp_path / "mixed.pdf")
    forms = reader.pages[1]["/Resources"]["/XObject"]
    assert len(forms) == 5 and len({form.idnum for form in forms.values()}) == 2  # one a design
    for slot, face in zip(slots, faces, strict=True):
        colour = AIRCRAFT_BACK if face.kind == "aircraft" else ACTION_BACK
        middle = (slot.trim.x + 31.5, slot.trim.y + 44)
        assert near(colour_at(image, *middle), LIGHT), slot  # the roundel's dot
        assert near(colour_at(image, middle[0] + 7.5, middle[1]), colour), slot  # its ring
        # Where the art bleeds 3 mm, past the 1.1 mm every slot bleeds: the back's colour too.
        assert near(colour_at(image, *outer_bleed(slot)), colour), slot
    # Past the first back's art on the paper's outside: nothing is drawn.
    assert colour_at(image, slots[0].art.x - 0.5, slots[0].art.y + 10) == (255, 255, 255)


def test_a_back_whose_bleed_is_no_plain_colour_is_cut_from_its_drawing(tmp_path: Path) -> None:
    """A slot painted with a picture, not one colour: the whole art of each slot comes from
    the back's drawing, not from a rectangle of its colour."""
    templates = tmp_path / "cards"
    shutil.copytree(TEMPLATES, templates)
    Image.new("RGB", (2, 2), (0, 200, 0)).save(templates / "green.png")
    with (templates / "brs" / "cards.css").open("a", encoding="utf-8") as css:
        css.write(".brs-back-aircraft { background-image: url(green.png); }\n")
    image, slots, faces = backs_page(tmp_path, Designs(templates))
    for slot, face in zip(slots, faces, strict=True):
        wanted = (0, 200, 0) if face.kind == "aircraft" else ACTION_BACK
        assert near(colour_at(image, *outer_bleed(slot)), wanted), slot
