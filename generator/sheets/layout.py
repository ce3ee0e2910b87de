"""Sheet geometry in millimetres: where every card, back, cut mark and test line goes.

Pure arithmetic, no rendering. The templates place what this module computes with absolute
positions (WeasyPrint's flex rows wrap from rounding), and the tests check the PDFs against
the same numbers. The origin is the page's top-left corner and y grows downwards, as in CSS.

The defaults are those of the public print-and-play tools (Proxy-PDF-Maker's defaults: poker
cards butted 3 × 3 and centred, backs flipped on the long edge; its
``ComputeBacksideTransforms`` for the position of the backs). The art keeps ``MIN_MARK`` of
room inside the printer margin (5 mm unless set) for the cut marks (``marks.py``), which
stop at that margin (lines to the page edge make viewers shrink the page to fit, as Squib's
documentation warns). A requested bleed goes around every card when it fits so, otherwise
around the outside of the grid only (and the caller is told); ``spacing`` adds a gap
between cards on top of any bleed. Backs are one colour, so they bleed wherever there is
room even when the fronts cannot: a duplex shift then leaves no white sliver. Backs are
mirrored for a long-edge flip, so an incomplete last row of backs is right-aligned behind
its fronts.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from ..exceptions import OptionError

PT_PER_MM = 72 / 25.4
"""PDF points in a millimetre."""

CARD_WIDTH = 63.0
CARD_HEIGHT = 88.0
"""Poker size, the usual size of a game's cards."""

COLUMNS = 3
ROWS = 3
PER_SHEET = COLUMNS * ROWS

PRINTER_MARGIN = 5.0
"""Home printers do not print closer than this to the paper's edge: marks stop here (the
default of ``--margin``)."""

BACK_BLEED = 3.0
"""How far a back's colour runs past its trim where nothing else is (the usual print-shop
bleed), within the printer margin."""

BACK_OFFSET_MAX = 10.0
"""The largest back offset (``--back-offset-x``, ``-y``, either sign), and the reach of the
alignment test's scales: beyond this a shift is no printer's drift, the backs would leave
the grid."""

MARK_WIDTH = 0.25
"""Width of a cut line."""

MARK_HALO = 0.25
"""White drawn on each side of a cut line so it shows on dark bleed too."""

CORNER_MARK = 1.5
"""Longest corner mark drawn in a gap between two cards (``--spacing``)."""

MIN_MARK = 2.0
"""The shortest cut line worth drawing (CardFoldr's ticks are 2 mm): a bleed keeps this much
room between the art and the printer margin (``plan_bleed``)."""


@dataclass(frozen=True)
class Paper:
    """A paper size in portrait orientation."""

    id: str
    name: str
    width: float
    height: float


PAPERS: dict[str, Paper] = {
    "a4": Paper("a4", "A4", 210.0, 297.0),
    "letter": Paper("letter", "US Letter", 215.9, 279.4),
    "a3": Paper("a3", "A3", 297.0, 420.0),
    "legal": Paper("legal", "US Legal", 215.9, 355.6),
}


class BleedMode(StrEnum):
    NONE = "none"
    """Cards butted, cut exactly on their edges."""
    PER_CARD = "per-card"
    """Every card's art extends past its trim on all four sides; cards are spaced apart."""
    OUTER = "outer"
    """Cards butted; art extends past the trims only where a card has no neighbour."""


class Imposition(StrEnum):
    """How card sides are put on pages (``--layout``)."""

    SHEET = "sheet"
    """Nine cards a page with cut marks, each page of fronts followed by its backs."""
    SINGLE = "single"
    """One card side a page, the card's size plus its bleed, each front followed by its
    back: the order print services take a PDF of double-sided cards in."""


PRINT_SHOP_BLEED = 3.0
"""The bleed print shops usually ask for around each card (the default of ``--layout
single``); 1/8 in (3.2 mm) is the other usual figure."""

MM_PER_INCH = 25.4


@dataclass(frozen=True)
class CardSize:
    """A size cards are cut to (``--card-size``). The designs are drawn at 63 × 88 mm and
    scaled to it, never cropped: 63.5 × 88.9 mm is 0.8 % wider and 1.0 % taller, a
    difference of shape no eye sees."""

    id: str
    name: str
    width: float
    height: float
    bleed: float
    """The bleed of a card alone (``--layout single``) when ``--bleed`` does not say."""

    @property
    def scale(self) -> tuple[float, float] | None:
        """How much wider and taller than the design the card is; None when it is the
        design's own size."""
        if (self.width, self.height) == (CARD_WIDTH, CARD_HEIGHT):
            return None
        return self.width / CARD_WIDTH, self.height / CARD_HEIGHT


CARD_SIZES: dict[str, CardSize] = {
    "63x88": CardSize("63x88", "63 × 88 mm", CARD_WIDTH, CARD_HEIGHT, PRINT_SHOP_BLEED),
    # What print services sell as poker cards, with the 1/8 in bleed they ask for.
    "poker": CardSize(
        "poker", "2.5 × 3.5 in", 2.5 * MM_PER_INCH, 3.5 * MM_PER_INCH, MM_PER_INCH / 8
    ),
}
DESIGN_SIZE = CARD_SIZES["63x88"]
"""The size the designs are drawn at, and the size of cards on a sheet."""


class Duplex(StrEnum):
    LONG_EDGE = "long-edge"
    """Backs flipped on the long edge (the usual duplex setting): mirrored left to right."""
    SHORT_EDGE = "short-edge"
    """Backs flipped on the short edge: mirrored top to bottom and turned 180°."""


@dataclass(frozen=True)
class BleedPlan:
    """The bleed a sheet really gets, and why it differs from the one asked for."""

    requested: float
    mode: BleedMode
    size: float
    note: str | None = None
    """Set when the requested bleed did not fit: what was done instead, for the user."""


@dataclass(frozen=True)
class Box:
    """A rectangle in millimetres from the page's top-left corner."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


def bounds(boxes: Iterable[Box]) -> Box:
    """The smallest box holding every one of ``boxes``."""
    found = list(boxes)
    left, top = min(b.x for b in found), min(b.y for b in found)
    right, bottom = max(b.right for b in found), max(b.bottom for b in found)
    return Box(left, top, right - left, bottom - top)


@dataclass(frozen=True)
class PageBoxes:
    """The TrimBox and BleedBox of a page, in mm from its top-left corner (``pageboxes.py``
    writes them into the PDF)."""

    trim: Box
    bleed: Box


@dataclass(frozen=True)
class Edges:
    """A length on each side of a box (bleed, offsets)."""

    left: float = 0.0
    top: float = 0.0
    right: float = 0.0
    bottom: float = 0.0

    def mirrored_x(self) -> Edges:
        return Edges(self.right, self.top, self.left, self.bottom)

    def mirrored_y(self) -> Edges:
        return Edges(self.left, self.bottom, self.right, self.top)


@dataclass(frozen=True)
class Slot:
    """Where one card goes: its trim box (the cut) and how far its art bleeds past it."""

    index: int
    """Position on the sheet, 0–8, row by row from the top-left of the fronts page."""
    trim: Box
    bleed: Edges
    rotated: bool = False
    """True on the backs page of a short-edge flip: the back is drawn turned 180°."""

    @property
    def art(self) -> Box:
        """The trim box grown by the bleed: the area the card's art covers."""
        b = self.bleed
        return Box(
            self.trim.x - b.left,
            self.trim.y - b.top,
            self.trim.width + b.left + b.right,
            self.trim.height + b.top + b.bottom,
        )


@dataclass(frozen=True)
class Line:
    """A straight mark from (x1, y1) to (x2, y2), horizontal or vertical."""

    x1: float
    y1: float
    x2: float
    y2: float
    width: float = MARK_WIDTH

    @property
    def vertical(self) -> bool:
        return self.x1 == self.x2

    def box(self, grow: float = 0.0) -> Box:
        """The rectangle that draws the line, widened by ``grow`` on both sides (not ends)."""
        half = self.width / 2 + grow
        if self.vertical:
            return Box(self.x1 - half, min(self.y1, self.y2), 2 * half, abs(self.y2 - self.y1))
        return Box(min(self.x1, self.x2), self.y1 - half, abs(self.x2 - self.x1), 2 * half)


def _fits(value: float, limit: float) -> bool:
    return value <= limit + 1e-9


def describe_mm(value: float) -> str:
    """A length for a message: ``1.5 mm``, ``2.7 mm``."""
    return f"{value:.2f}".rstrip("0").rstrip(".") + " mm"


def floor_mm(value: float, step: float = 0.1) -> float:
    """``value`` rounded down to a multiple of ``step`` (a limit must not be passed)."""
    return max(0.0, round(math.floor(value / step + 1e-9) * step, 9))


def _room(paper: Paper, margin: float, spacing: float) -> tuple[float, float]:
    """Paper left over across and down once the cards, their spacing and the margins are in."""
    room_x = paper.width - 2 * margin - COLUMNS * CARD_WIDTH - (COLUMNS - 1) * spacing
    room_y = paper.height - 2 * margin - ROWS * CARD_HEIGHT - (ROWS - 1) * spacing
    return room_x, room_y


def check_fits(paper: Paper, margin: float = PRINTER_MARGIN, spacing: float = 0.0) -> None:
    """Refuse a margin and spacing that leave no room for nine whole cards."""
    room_x, room_y = _room(paper, margin, spacing)
    if min(room_x, room_y) < -1e-9:
        most = (min(paper.width - COLUMNS * CARD_WIDTH, paper.height - ROWS * CARD_HEIGHT)) / 2
        raise OptionError(
            f"nine {describe_mm(CARD_WIDTH)} × {describe_mm(CARD_HEIGHT)} cards with a {describe_mm(spacing)} spacing "
            f"do not fit {paper.name} inside a {describe_mm(margin)} printer margin (without spacing "
            f"the margin can be at most {describe_mm(floor_mm(most, 0.01))})"
        )


def max_card_bleed(paper: Paper, margin: float = PRINTER_MARGIN, spacing: float = 0.0) -> float:
    """The largest bleed around every card that keeps the grid inside the printer margin."""
    room_x, room_y = _room(paper, margin, spacing)
    return max(0.0, min(room_x / (2 * COLUMNS), room_y / (2 * ROWS)))


def max_outer_bleed(paper: Paper, margin: float = PRINTER_MARGIN, spacing: float = 0.0) -> float:
    """The largest bleed around the grid that stays inside the printer margin."""
    room_x, room_y = _room(paper, margin, spacing)
    return max(0.0, min(room_x, room_y) / 2)


def plan_bleed(
    paper: Paper, requested: float, margin: float = PRINTER_MARGIN, spacing: float = 0.0
) -> BleedPlan:
    """Fit the requested bleed on the paper; never shrink cards to make it fit.

    The art stays ``MIN_MARK`` inside the printer margin, the room of the cut marks (a
    bleed up to the margin would leave none: on Letter, 0.9 mm round every card leaves no
    mark above and below the cards). Around every card when that fits; otherwise around
    the outside of the grid only, at most as much as that room allows; ``note`` says what
    changed.
    """
    if not math.isfinite(requested) or requested < 0:
        raise OptionError(f"the bleed must be 0 or more (got {requested} mm)")
    if requested == 0:
        return BleedPlan(0.0, BleedMode.NONE, 0.0)
    per_card = max_card_bleed(paper, margin + MIN_MARK, spacing)
    if _fits(requested, per_card):
        return BleedPlan(requested, BleedMode.PER_CARD, requested)
    outer = max_outer_bleed(paper, margin + MIN_MARK, spacing)
    kept = (
        "the cards stay butted" if spacing == 0 else f"the cards stay {describe_mm(spacing)} apart"
    )
    why = (
        f"a {describe_mm(requested)} bleed around every card does not fit {paper.name} with "
        f"{describe_mm(MIN_MARK)} for the cut marks inside the {describe_mm(margin)} printer "
        f"margin (at most {describe_mm(floor_mm(per_card, 0.01))})"
    )
    if _fits(requested, outer):
        return BleedPlan(
            requested,
            BleedMode.OUTER,
            requested,
            f"{why}: {kept} and the {describe_mm(requested)} bleed goes around the outside of the grid only",
        )
    size = floor_mm(outer, 0.01)
    if size == 0:
        return BleedPlan(
            requested, BleedMode.NONE, 0.0, f"{why}, nor around the grid: {kept}, without bleed"
        )
    return BleedPlan(
        requested,
        BleedMode.OUTER,
        size,
        f"{why}, nor around the grid (at most {describe_mm(size)}): {kept} and a {describe_mm(size)} bleed goes "
        "around the outside of the grid only",
    )


MIN_CARD_BLEED = 0.5
"""The least bleed worth parting the cards for: its two cut lines, 2 × 0.5 mm apart, then
keep clear of each other's halo (0.25 mm lines with 0.25 mm of white on each side). Less
room than that round every card goes round the grid instead (``default_bleed``)."""


def default_bleed(paper: Paper, margin: float = PRINTER_MARGIN, spacing: float = 0.0) -> BleedPlan:
    """The bleed of a sheet when none is asked for: the most that fits round every card (up
    to ``PRINT_SHOP_BLEED``, in tenths of a millimetre, the marks' room kept), so a slight
    miscut shows the card's own colour rather than a sliver of its neighbour's; when that is
    under ``MIN_CARD_BLEED``, the most that fits round the grid; else none.
    """
    inside = margin + MIN_MARK
    per_card = min(PRINT_SHOP_BLEED, floor_mm(max_card_bleed(paper, inside, spacing)))
    if per_card >= MIN_CARD_BLEED:
        return BleedPlan(per_card, BleedMode.PER_CARD, per_card)
    outer = min(PRINT_SHOP_BLEED, floor_mm(max_outer_bleed(paper, inside, spacing)))
    if outer > 0:
        return BleedPlan(outer, BleedMode.OUTER, outer)
    return BleedPlan(0.0, BleedMode.NONE, 0.0)


@dataclass(frozen=True)
class SheetLayout:
    """The geometry shared by every page of one print run."""

    paper: Paper
    bleed: BleedPlan
    duplex: Duplex = Duplex.LONG_EDGE
    back_offset_x: float = 0.0
    """Printer calibration: moves every back left (positive) as seen from the back."""
    back_offset_y: float = 0.0
    """Printer calibration: moves every back up (positive)."""
    margin: float = PRINTER_MARGIN
    """The printer margin: nothing is drawn closer to the paper's edge."""
    spacing: float = 0.0
    """Gap between neighbouring cards, on top of any per-card bleed."""

    @property
    def gap(self) -> float:
        """Distance between the trims of two neighbouring cards."""
        bleed = 2 * self.bleed.size if self.bleed.mode is BleedMode.PER_CARD else 0.0
        return self.spacing + bleed

    @property
    def pitch_x(self) -> float:
        """Distance between the left edges of two neighbouring cards."""
        return CARD_WIDTH + self.gap

    @property
    def pitch_y(self) -> float:
        return CARD_HEIGHT + self.gap

    @property
    def grid(self) -> Box:
        """The box from the first card's trim to the last card's trim, centred on the page."""
        width = self.pitch_x * (COLUMNS - 1) + CARD_WIDTH
        height = self.pitch_y * (ROWS - 1) + CARD_HEIGHT
        return Box((self.paper.width - width) / 2, (self.paper.height - height) / 2, width, height)

    def trim(self, index: int) -> Box:
        row, column = divmod(index, COLUMNS)
        grid = self.grid
        return Box(
            grid.x + column * self.pitch_x,
            grid.y + row * self.pitch_y,
            CARD_WIDTH,
            CARD_HEIGHT,
        )

    def fronts(self, count: int = PER_SHEET) -> list[Slot]:
        """The slots of the first ``count`` cards of a sheet, filled row by row."""
        if not 0 <= count <= PER_SHEET:
            raise ValueError(f"a sheet holds 0 to {PER_SHEET} cards, not {count}")
        used = set(range(count))
        return [Slot(i, self.trim(i), self._bleed(i, used)) for i in range(count)]

    def _free_sides(self, index: int, used: set[int]) -> tuple[bool, bool, bool, bool]:
        """Which sides (left, top, right, bottom) of a slot have no card next to them."""
        row, column = divmod(index, COLUMNS)

        def free(r: int, c: int) -> bool:
            return not (0 <= r < ROWS and 0 <= c < COLUMNS and r * COLUMNS + c in used)

        return (
            free(row, column - 1),
            free(row - 1, column),
            free(row, column + 1),
            free(row + 1, column),
        )

    def _bleed(self, index: int, used: set[int]) -> Edges:
        size = self.bleed.size
        if self.bleed.mode is BleedMode.NONE:
            return Edges()
        if self.bleed.mode is BleedMode.PER_CARD:
            return Edges(size, size, size, size)
        # Outer bleed: every side with no card next to it on this sheet, so the last,
        # incomplete row gets bleed where its missing neighbours would be.
        return Edges(*(size if free else 0.0 for free in self._free_sides(index, used)))

    def back_bleed(self, index: int, used: set[int]) -> Edges:
        """How far a back's colour runs past its trim, on the fronts' side of the sheet.

        Half the gap towards a neighbour; where there is none, ``BACK_BLEED`` (or the front's
        bleed when larger), but never past the printer margin at the grid's outside.
        """
        grid, page = self.grid, self.paper
        outer = (
            grid.x - self.margin,
            grid.y - self.margin,
            page.width - self.margin - grid.right,
            page.height - self.margin - grid.bottom,
        )
        trim = self.trim(index)
        at_edge = (
            trim.x <= grid.x + 1e-9,
            trim.y <= grid.y + 1e-9,
            trim.right >= grid.right - 1e-9,
            trim.bottom >= grid.bottom - 1e-9,
        )
        front = self._bleed(index, used)
        fronts = (front.left, front.top, front.right, front.bottom)
        sides = []
        for free, edge, room, own in zip(
            self._free_sides(index, used), at_edge, outer, fronts, strict=True
        ):
            if not free:
                sides.append(max(own, self.gap / 2))
            else:
                most = max(0.0, room) if edge else self.gap / 2 + BACK_BLEED
                sides.append(max(own, min(BACK_BLEED, most)))
        return Edges(*sides)

    def back_box(self, front: Box) -> Box:
        """Where the back of a card whose front is at ``front`` goes on the backs page."""
        page = self.paper
        if self.duplex is Duplex.LONG_EDGE:
            x = page.width - front.x - front.width - self.back_offset_x
            y = front.y - self.back_offset_y
        else:
            x = front.x - self.back_offset_x
            y = page.height - front.y - front.height - self.back_offset_y
        return Box(x, y, front.width, front.height)

    def back(self, front: Slot, count: int = PER_SHEET) -> Slot:
        """The back of a front slot: mirrored position, the backs' own (mirrored) bleed."""
        long_edge = self.duplex is Duplex.LONG_EDGE
        own = self.back_bleed(front.index, set(range(count)))
        bleed = own.mirrored_x() if long_edge else own.mirrored_y()
        return replace(front, trim=self.back_box(front.trim), bleed=bleed, rotated=not long_edge)

    def backs(self, count: int = PER_SHEET) -> list[Slot]:
        """The back slots of the first ``count`` cards, in the order of their fronts."""
        return [self.back(slot, count) for slot in self.fronts(count)]

    def page_boxes(self, slots: list[Slot]) -> PageBoxes:
        """The TrimBox and BleedBox of a page of ``slots`` (fronts or backs).

        Prepress tools (preflight, imposition, a print shop's RIP) read the TrimBox as the
        finished piece and the BleedBox as how far its art may run past the cut, inside the
        MediaBox (ISO 32000-1 § 14.11.2). One box cannot name nine cards: the bounding box of
        their trims is the outer cut, the sheet a guillotine makes before the cards are
        parted, and the BleedBox grows it by the bleed each side really has (every card's
        art inside it, cut marks outside it, as printer's marks are), clipped to the paper.
        """
        trim, art = bounds(s.trim for s in slots), bounds(s.art for s in slots)
        return PageBoxes(self._on_paper(trim), self._on_paper(art))

    def _on_paper(self, box: Box) -> Box:
        """``box`` cut to the paper (a back offset may push the backs past its edge)."""
        left, top = max(box.x, 0.0), max(box.y, 0.0)
        right, bottom = min(box.right, self.paper.width), min(box.bottom, self.paper.height)
        return Box(left, top, right - left, bottom - top)

    @property
    def art(self) -> Box:
        """The full grid's trims grown by the fronts' bleed at its outside: cut marks stop here."""
        outer = 0.0 if self.bleed.mode is BleedMode.NONE else self.bleed.size
        grid = self.grid
        return Box(grid.x - outer, grid.y - outer, grid.width + 2 * outer, grid.height + 2 * outer)


def sheets_needed(cards: int) -> int:
    """How many sheets (a fronts page and a backs page each) ``cards`` cards fill."""
    return math.ceil(cards / PER_SHEET)
