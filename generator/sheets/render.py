"""Card designs to HTML, HTML to PDF.

``Designs`` finds a kind's template by convention (``templates/cards/<game>/<kind>.html.j2``,
its back ``<game>/back-<kind>.html.j2`` or ``<game>/back.html.j2``): a new kind is a new
template, never new code. The document builders place the rendered cards where
``layout.py`` says with absolute positions, and ``render_sheet_batch`` runs WeasyPrint in a
worker: one layout per batch of sheets, each sheet written as its own PDF (with
``Document.copy``) so the cache can keep sheets apart.

WeasyPrint is imported only inside the worker: listing or checking cards never pays for it.
"""

from __future__ import annotations

import ctypes.util
import importlib
import json
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from importlib import metadata
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, meta
from markupsafe import Markup

from ..destinations import write_atomic
from ..registry import systems, template_folders
from ..resources import templates_dir
from ..words import typography
from ..words.languages import MAIN, table_files, translator
from .cardfit import find_all
from .compose import Colour, ComposedPage, Placement, compose
from .keys import digest
from .layout import (
    CARD_HEIGHT,
    CARD_WIDTH,
    DESIGN_SIZE,
    MARK_HALO,
    MARK_WIDTH,
    BleedMode,
    Box,
    CardSize,
    Duplex,
    Line,
    PageBoxes,
    SheetLayout,
    Slot,
)
from .marks import cut_marks
from .measures import store_page_measures
from .pageboxes import finisher

if TYPE_CHECKING:
    from ..reading.loaded import GameContent, Kind
    from .alignment import TestPage
    from .cardface import CardFace

TEMPLATES = templates_dir() / "cards"
"""The card designs: the ``cards`` folder of the templates (``generator/resources.py``)."""

RENDER_VERSION = "1"
"""Raise to invalidate every cached rendering after a change the hashes cannot see."""

SHEET_SLACK = 0.5
"""The sheet element is this much smaller than the page, so rounding never adds a page."""


def num(value: float) -> str:
    """A number to the micrometre (in mm), without trailing zeros."""
    return f"{round(value, 3) + 0.0:.3f}".rstrip("0").rstrip(".")


def mm(value: float) -> str:
    """A length for CSS, to the micrometre, without trailing zeros."""
    return f"{num(value)}mm"


def svg_path(lines: Sequence[Line]) -> str:
    """SVG path data drawing ``lines`` (user units are millimetres)."""
    parts = []
    for line in lines:
        if line.vertical:
            parts.append(f"M{num(line.x1)} {num(line.y1)}V{num(line.y2)}")
        else:
            parts.append(f"M{num(line.x1)} {num(line.y1)}H{num(line.x2)}")
    return "".join(parts)


def place(box: Box) -> str:
    """The inline style that puts an absolutely positioned element on ``box``."""
    return f"left: {mm(box.x)}; top: {mm(box.y)}; width: {mm(box.width)}; height: {mm(box.height)}"


@cache
def _code_fingerprint() -> str:
    """The sources that decide what a sheet looks like, and the renderer's versions."""
    here = Path(__file__).resolve().parent
    versions = []
    for package in ("weasyprint", "pydyf", "pypdfium2"):
        try:
            versions.append(f"{package}={metadata.version(package)}")
        except metadata.PackageNotFoundError:  # pragma: no cover - optional extra missing
            versions.append(f"{package}=none")
    return digest(
        RENDER_VERSION.encode(),
        (here / "layout.py").read_bytes(),
        (here / "marks.py").read_bytes(),
        (here / "render.py").read_bytes(),
        (here / "images.py").read_bytes(),
        (here / "fonttags.py").read_bytes(),
        (here / "pageboxes.py").read_bytes(),
        (here / "compose.py").read_bytes(),
        ",".join(versions).encode(),
    )


_FONT_FAMILY = re.compile(r"font-family\s*:\s*([^;}]+)")
_GENERIC = {"serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"}


def css_font_families(css: str) -> list[str]:
    """The font families a stylesheet names, generic families left out."""
    names = {
        name.strip().strip("'\"")
        for found in _FONT_FAMILY.findall(css)
        for name in found.split(",")
    }
    return sorted(n for n in names if n and n.lower() not in _GENERIC)


@cache
def designed_font_files(families: tuple[str, ...]) -> tuple[tuple[str, int, int], ...]:
    """Every installed font file of the named families (path, size, mtime), from fontconfig.

    WeasyPrint draws with whatever fontconfig finds, so a machine without a face the design
    names (DejaVu Sans Condensed is in Debian's fonts-dejavu-extra, not fonts-dejavu-core)
    prints other type: the files are part of what a rendering is keyed on.
    """
    try:
        listed = subprocess.run(
            ["fc-list", "--format", "%{file}\t%{family}\n"],
            capture_output=True,
            text=True,
            check=True,
            timeout=30,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return (("fontconfig unavailable", 0, 0),)
    wanted = {f.lower() for f in families}
    found = []
    for line in listed.splitlines():
        path, _, names = line.partition("\t")
        if wanted & {n.strip().lower() for n in names.split(",")}:
            try:
                status = os.stat(path)
            except OSError:
                continue
            found.append((path, status.st_size, status.st_mtime_ns))
    return tuple(sorted(found))


class Designs:
    """The card templates of one templates folder: lookup, rendering and fingerprints."""

    def __init__(self, root: Path = TEMPLATES, language: str = MAIN, holes: bool = False) -> None:
        self.root = root
        self.roots = [root, *template_folders("cards")]
        """Where designs are looked for: ``root``, then each game's own (``games``)."""
        self.language = language
        """The language printed: Sortie's words from ``lang/<code>.yaml`` beside the
        templates (and in each game's package), the data's texts in it where they have it."""
        # The cards' own words win over a game's: they are worded to fit the card.
        self.t = translator(language, *(s.folder for s in systems().values()), root)
        self.env = Environment(
            loader=FileSystemLoader(self.roots),
            autoescape=True,
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=False,
        )
        self.env.filters["mm"] = mm
        self.env.filters["num"] = num
        self.env.filters["place"] = place
        self.env.filters["path"] = svg_path
        # Our own words, trusted as markup (a card's data is escaped where it is written).
        self.env.globals["_"] = lambda text, **values: Markup(self.t(text, **values))
        # A word said of another, as the language says it there: "unknown" of Traits is
        # "inconnus" in French, "VP" of ZERO! "VPs" (Translator.of)
        self.env.globals["said_of"] = lambda text, word: Markup(self.t.of(text, word))
        self.env.globals["lang"] = language
        # Drawn for the browser (``browser.py``): each unknown value names its field, for
        # the player's own value to go there. The PDFs never are: the same HTML as before.
        self.env.globals["holes"] = holes
        self._fingerprints: dict[str, str] = {}
        self._paths: dict[str, Path | None] = {}

    @cached_property
    def words_key(self) -> str:
        """Hash of the printed language and of every word of it a card may show: a changed
        translation draws the cards again."""
        table = json.dumps(self.t.table, sort_keys=True, ensure_ascii=False)
        if self.language == MAIN:
            return digest(self.language.encode(), table.encode())
        # How the language sets its text (typography.py) draws its cards too.
        return digest(
            self.language.encode(), table.encode(), Path(typography.__file__).read_bytes()
        )

    def tables(self) -> list[Path]:
        """The files of the printed language's words (none for English)."""
        if self.language == MAIN:
            return []
        folders = [*(s.folder for s in systems().values()), self.root]
        return [path for f in folders if f is not None for path in table_files(f, self.language)]

    def path(self, name: str) -> Path | None:
        """The file of a template, from the first folder of ``roots`` that has it."""
        if name not in self._paths:
            found = (root / name for root in self.roots)
            self._paths[name] = next((p for p in found if p.is_file()), None)
        return self._paths[name]

    def exists(self, name: str) -> bool:
        return self.path(name) is not None

    def front(self, game_id: str, folder: str) -> str | None:
        """The template of a kind's cards, or None when the kind has no design yet."""
        name = f"{game_id}/{folder}.html.j2"
        return name if self.exists(name) else None

    def back(self, game_id: str, folder: str) -> str:
        """The template of a kind's backs: the kind's own, the game's, or the shared one."""
        for name in (f"{game_id}/back-{folder}.html.j2", f"{game_id}/back.html.j2"):
            if self.exists(name):
                return name
        return "back.html.j2"

    def printable(self, game: GameContent) -> list[Kind]:
        """The kinds of a game that have a card design, in the game's own order."""
        return [k for k in game.system.kinds if self.front(game.id, k.folder) is not None]

    def fingerprint(self, name: str) -> str:
        """Hash of a template's source and of every template it extends, imports or includes."""
        found = self._fingerprints.get(name)
        if found is not None:
            return found
        path = self.path(name)
        if path is None:
            raise FileNotFoundError(name)
        children = self.referenced(name)
        found = digest(
            name.encode(), path.read_bytes(), *(self.fingerprint(c).encode() for c in children)
        )
        self._fingerprints[name] = found
        return found

    def referenced(self, name: str) -> list[str]:
        """The templates ``name`` extends, imports or includes (not theirs)."""
        path = self.path(name)
        if path is None:
            raise FileNotFoundError(name)
        return [child for child in _references(path.read_text("utf-8")) if child != name]

    def stylesheets(self, game_ids: list[str]) -> list[Path]:
        sheets = [self.path("sheet.css"), self.path("cards.css")]
        sheets += [self.path(f"{g}/cards.css") for g in sorted(set(game_ids))]
        return [p for p in sheets if p is not None]

    def document(self, html: str, game_ids: list[str]) -> Document:
        """What WeasyPrint lays out: the pages' HTML and the stylesheets of these games."""
        stylesheet = "\n".join(p.read_text("utf-8").strip() for p in self.stylesheets(game_ids))
        typeset = typography.typeset_html(html, self.language)
        return Document(typeset, stylesheet, self.root.as_uri() + "/")

    def style_key(self, game_ids: list[str]) -> str:
        """Hash of what every page of a document shares: CSS, the font files it names, page
        templates and code."""
        parts = [p.read_bytes() for p in self.stylesheets(game_ids)]
        families = css_font_families(b"\n".join(parts).decode("utf-8"))
        fonts = designed_font_files(tuple(families))
        parts += [self.fingerprint("document.html.j2").encode(), _code_fingerprint().encode()]
        parts += [repr(fonts).encode()]
        return digest(*parts)

    @staticmethod
    def design_class(template: str) -> str:
        """The CSS class of a design: ``<game>/back-aircraft.html.j2`` → ``<game>-back-aircraft``."""
        return template.removesuffix(".html.j2").replace("/", "-")

    def front_html(self, face: CardFace) -> Markup:
        game = face.content

        def ref(folder: str, entry_id: str) -> Any:
            other = game.of(folder).get(entry_id)
            return other.item if other is not None else None

        html = self.env.get_template(face.front).render(
            card=face.entry.item,
            id=face.id,
            kind=face.entry.kind,
            game=game.info,
            game_id=face.game,
            ref=ref,
            design=self.design_class(face.front),
        )
        return Markup(html.strip())

    def back_html(self, face: CardFace) -> Markup:
        # No ``kind`` here: a back is shared by every card whose kind names the same back
        # template, and is drawn (and hashed) once for all of them.
        html = self.env.get_template(face.back).render(
            game=face.content.info,
            game_id=face.game,
            design=self.design_class(face.back),
        )
        return Markup(html.strip())


@lru_cache(maxsize=512)
def _references(source: str) -> tuple[str, ...]:
    """The templates a template's source names, sorted: parsed once a process for the same
    source (``mkdocs serve`` plans the cards at each rebuild, each time with new
    ``Designs``). Keyed by the source itself, so an edited template is parsed again; the
    designs' filters and globals play no part in parsing."""
    found = meta.find_referenced_templates(Environment().parse(source))
    return tuple(sorted(child for child in found if child is not None))


@dataclass(frozen=True)
class PlacedCard:
    """A rendered card side in its slot: the art box on the page and the trim inside it."""

    art: Box
    inset_left: float
    inset_top: float
    design: str
    html: Markup
    rotated: bool = False

    @property
    def trim(self) -> Box:
        """The card's trim on the page (the insets are the ones before a half turn)."""
        left, top = self.inset_left, self.inset_top
        if self.rotated:
            left, top = self.art.width - CARD_WIDTH - left, self.art.height - CARD_HEIGHT - top
        return Box(self.art.x + left, self.art.y + top, CARD_WIDTH, CARD_HEIGHT)

    @property
    def placement(self) -> tuple[Box, float, float]:
        """Where the slot is and where the trim sits in it: one CSS class a placement."""
        return self.art, self.inset_top, self.inset_left


@dataclass
class Page:
    role: str
    """front, back, single, test-front or test-back."""
    cards: list[PlacedCard] = field(default_factory=list)
    marks: list[Line] = field(default_factory=list)
    test: TestPage | None = None
    boxes: PageBoxes | None = None
    """Its TrimBox and BleedBox; None keeps WeasyPrint's (the whole page)."""


def placed(slot: Slot, design: str, html: Markup) -> PlacedCard:
    bleed = slot.bleed
    # A back turned 180° (short-edge flip) is drawn upside down inside its art box, so its
    # trim sits at the insets of the opposite sides before the turn.
    left, top = (bleed.right, bleed.bottom) if slot.rotated else (bleed.left, bleed.top)
    return PlacedCard(slot.art, left, top, design, html, slot.rotated)


class Sides:
    """The rendered HTML of card fronts and backs, each drawn once per run."""

    def __init__(self, designs: Designs) -> None:
        self.designs = designs
        self._fronts: dict[str, Markup] = {}
        self._backs: dict[str, Markup] = {}

    def front(self, face: CardFace) -> PlacedCardSide:
        html = self._fronts.get(face.key)
        if html is None:
            html = self._fronts[face.key] = self.designs.front_html(face)
        return PlacedCardSide(self.designs.design_class(face.front), html)

    def back(self, face: CardFace) -> PlacedCardSide:
        html = self._backs.get(face.back_key)
        if html is None:
            html = self._backs[face.back_key] = self.designs.back_html(face)
        return PlacedCardSide(self.designs.design_class(face.back), html)


@dataclass(frozen=True)
class PlacedCardSide:
    design: str
    html: Markup


def front_page(layout: SheetLayout, sides: Sides, faces: list[CardFace]) -> Page:
    """A fronts page: up to nine cards row by row, with the cut marks."""
    slots = layout.fronts(len(faces))
    page = Page("front", marks=cut_marks(layout, len(faces)), boxes=layout.page_boxes(slots))
    for face, slot in zip(faces, slots, strict=True):
        side = sides.front(face)
        page.cards.append(placed(slot, side.design, side.html))
    return page


def back_page(layout: SheetLayout, sides: Sides, faces: list[CardFace]) -> Page:
    """The backs page of a fronts page: each back behind its front after the duplex flip."""
    slots = layout.backs(len(faces))
    page = Page("back", boxes=layout.page_boxes(slots))
    for face, slot in zip(faces, slots, strict=True):
        side = sides.back(face)
        page.cards.append(placed(slot, side.design, side.html))
    return page


def tiled_backs(
    backs: Sequence[tuple[str, Page]], size: tuple[float, float]
) -> tuple[list[Page], Tiles | None]:
    """Backs pages (each with the file it goes to) as tiles for WeasyPrint to draw and
    pages for PDFium to put together from them (``compose.py``): a tile for each back
    drawing on them, with as much art round the card as any of their slots shows; and
    where the card is on each tile's page. None for no backs."""
    cards = [card for _, page in backs for card in page.cards]
    room = max(
        (
            max(
                c.inset_left,
                c.inset_top,
                c.art.width - CARD_WIDTH - c.inset_left,
                c.art.height - CARD_HEIGHT - c.inset_top,
            )
            for c in cards
        ),
        default=0.0,
    )
    art = Box(0.0, 0.0, CARD_WIDTH + 2 * room, CARD_HEIGHT + 2 * room)
    tiles: dict[tuple[str, str], int] = {}
    pages: list[Page] = []
    composed = []
    for path, page in backs:
        placements = []
        for card in page.cards:
            tile = tiles.setdefault((card.design, card.html), len(pages))
            if tile == len(pages):
                pages.append(Page("tile", [PlacedCard(art, room, room, card.design, card.html)]))
            placements.append(Placement(tile, card.art, card.trim, card.rotated))
        composed.append(ComposedPage(path, size, tuple(placements), page.boxes))
    if not pages:
        return [], None
    return pages, Tiles(len(pages), Box(room, room, CARD_WIDTH, CARD_HEIGHT), tuple(composed))


def single_pages(
    sides: Sides,
    cards: Sequence[tuple[CardFace, bool]],
    bleed: float,
    size: CardSize = DESIGN_SIZE,
) -> list[Page]:
    """One card side a page (``True``: the back), its art filling the page: the page is
    the card at ``size`` (its TrimBox) and the bleed round it (BleedBox and MediaBox, from
    0, 0: preflight tools flag a page whose origin is not)."""
    art = Box(0.0, 0.0, size.width + 2 * bleed, size.height + 2 * bleed)
    boxes = PageBoxes(Box(bleed, bleed, size.width, size.height), art)
    pages = []
    for face, back in cards:
        side = sides.back(face) if back else sides.front(face)
        card = PlacedCard(art, bleed, bleed, side.design, side.html)
        pages.append(Page("single", [card], boxes=boxes))
    return pages


def single_document(
    designs: Designs,
    pages: list[Page],
    game_ids: list[str],
    bleed: float,
    size: CardSize = DESIGN_SIZE,
) -> str:
    """The HTML of one-card-a-page ``pages`` (``single_pages``): each page the card at
    ``size`` and ``bleed`` round it, the design scaled to that size."""
    page = (size.width + 2 * bleed, size.height + 2 * bleed)
    return document_html(designs, pages, page, game_ids, "Sortie cards", card_scale=size.scale)


def document_html(
    designs: Designs,
    pages: list[Page],
    page_size: tuple[float, float],
    game_ids: list[str],
    title: str,
    layout: SheetLayout | None = None,
    card_scale: tuple[float, float] | None = None,
) -> str:
    """The HTML WeasyPrint lays out: one fixed-size sheet per page (the designs' stylesheets
    come apart, ``Designs.document``). ``card_scale``: how much wider and taller than the
    design every card is drawn (``CardSize.scale``)."""
    width, height = page_size
    # Slots are placed by class, not by a style attribute: WeasyPrint shares one computed
    # style among elements of alike parents and rules, and a style attribute of each slot's
    # own made every element of every card compute its style again (a quarter of the
    # Python calls of a sheet of fronts).
    placements: dict[tuple[Box, float, float], str] = {}
    for page in pages:
        for card in page.cards:
            placements.setdefault(card.placement, f"at{len(placements) + 1}")
    context: dict[str, Any] = {
        "title": title,
        "placements": placements,
        "page": Box(0, 0, width, height),
        "sheet": Box(0, 0, width - SHEET_SLACK, height - SHEET_SLACK),
        "card_scale": card_scale,
        "pages": pages,
        "halo": MARK_HALO,
        "mark_width": MARK_WIDTH,
    }
    if layout is not None:
        context |= {
            "paper": layout.paper,
            "duplex": "long edge" if layout.duplex is Duplex.LONG_EDGE else "short edge",
            "bleed": _describe_bleed(layout),
            "offset_x": layout.back_offset_x,
            "offset_y": layout.back_offset_y,
        }
    return designs.env.get_template("document.html.j2").render(context) + "\n"


def _describe_bleed(layout: SheetLayout) -> tuple[str, dict[str, str]]:
    """The alignment page's words for the bleed, with the values they hold."""
    plan = layout.bleed
    if plan.size == 0:
        return "none", {}
    size = mm(plan.size).removesuffix("mm")
    if plan.mode is BleedMode.PER_CARD:
        return "{size} mm around every card", {"size": size}
    return "{size} mm around the grid", {"size": size}


@dataclass(frozen=True)
class Document:
    """A document for WeasyPrint: its HTML, and the designs' stylesheets apart from it."""

    html: str
    stylesheet: str
    base_url: str

    def lay_out(self) -> Any:
        """WeasyPrint's layout of the document (``weasyprint.Document``)."""
        html = import_weasyprint().HTML(string=self.html, base_url=self.base_url)
        return html.render(
            font_config=font_config(),
            stylesheets=[parsed_stylesheet(self.stylesheet, self.base_url)],
        )


_stylesheets: dict[tuple[str, str], Any] = {}


def parsed_stylesheet(text: str, base_url: str) -> Any:
    """A stylesheet parsed once per process, not once per document (≈ 20 ms each time).

    WeasyPrint applies it with the user's origin, under the document's own rules (page
    size, slots) and over its user-agent defaults: no rule of the designs sets what the
    document sets.
    """
    key = (text, base_url)
    found = _stylesheets.get(key)
    if found is None:
        css = import_weasyprint().CSS(string=text, base_url=base_url, font_config=font_config())
        found = _stylesheets[key] = css
    return found


@dataclass(frozen=True)
class Tiles:
    """Backs drawn once (``tiled_backs``): the last ``count`` pages of a document, the card at
    ``trim`` on each, and the backs pages PDFium puts together from them."""

    count: int
    trim: Box
    composed: tuple[ComposedPage, ...]


@dataclass(frozen=True)
class SheetBatch:
    """Work for one process: a document of several pages and where each page's PDF goes."""

    document: Document
    parts: tuple[tuple[int, int, str], ...]
    """(first page, page after the last, cache file) for every piece of the document."""
    cards: int
    """How many cards the batch draws (for the progress bar)."""
    measures: tuple[tuple[int, tuple[str, ...]], ...] = ()
    """(page, the overflow result file of each card on it) for the fronts pages."""
    boxes: tuple[PageBoxes | None, ...] = ()
    """The TrimBox and BleedBox of every page of the document (``Page.boxes``)."""
    tiles: Tiles | None = None
    """Backs drawn once, as the document's last pages, and the pages made of them."""


def import_weasyprint() -> ModuleType:
    """WeasyPrint, imported without its search for its libraries by name.

    It opens Pango, HarfBuzz and fontconfig by trying six names for each, one a platform;
    on Linux each name that is no file is looked for by ``ctypes.util.find_library``, which
    runs ldconfig, gcc and ld: 54 processes, ≈ 0.3 s of CPU and 0.35 s of wall time in
    each run that prints, before the name in the same list that the loader opens at
    once (``libpango-1.0.so.0``). While WeasyPrint is imported on Linux that search finds
    nothing, so that name is what opens; if it could not, the import is made again with
    the search.
    """
    found = sys.modules.get("weasyprint")
    if found is not None:
        return found
    if sys.platform.startswith("linux"):
        search = ctypes.util.find_library
        ctypes.util.find_library = lambda name: None
        try:
            return importlib.import_module("weasyprint")
        except OSError:
            for name in [n for n in sys.modules if n.split(".")[0] == "weasyprint"]:
                del sys.modules[name]
        finally:
            ctypes.util.find_library = search
    return importlib.import_module("weasyprint")


_font_config: Any = None


def font_config() -> Any:
    """One WeasyPrint font configuration per process: fontconfig is set up only once."""
    global _font_config
    if _font_config is None:
        _font_config = import_weasyprint().text.fonts.FontConfiguration()
    return _font_config


def render_sheet_batch(batch: SheetBatch) -> int:
    """Lay out a batch once and write each of its pieces as its own PDF; returns the cards."""
    document = batch.document.lay_out()
    if batch.measures:
        for page, paths in batch.measures:
            store_page_measures(document.pages[page], paths)
    for start, stop, path in batch.parts:
        part = document if (start, stop) == (0, len(document.pages)) else None
        if part is None:
            part = document.copy(document.pages[start:stop])
        boxes = batch.boxes[start:stop] or (None,) * (stop - start)
        write_atomic(Path(path), part.write_pdf(finisher=finisher(boxes)))
    if batch.tiles is not None:
        count = batch.tiles.count
        tiles = document.copy(document.pages[len(document.pages) - count :])
        colours = [slot_colour(page) for page in tiles.pages]
        pdf = tiles.write_pdf(finisher=finisher((None,) * count))
        compose(pdf, batch.tiles.trim, colours, batch.tiles.composed)
    return batch.cards


def slot_colour(page: Any) -> Colour | None:
    """The colour a tile's slot is painted (its design's bleed), None unless one plain,
    opaque colour (read from WeasyPrint's layout of the page)."""
    style = find_all(page._page_box, "slot")[0].style
    colour = style["background_color"]
    if colour.alpha < 1 or any(kind != "none" for kind, _ in style["background_image"]):
        return None
    red, green, blue = colour.to("srgb").coordinates
    return red, green, blue
