"""Sheet geometry in millimetres: where every card, back, cut mark and test line goes.

Pure arithmetic, no rendering. The templates place what this module computes with absolute
positions (WeasyPrint's flex rows wrap from rounding), and the tests check the PDFs against
the same numbers. The origin is the page's top-left corner and y grows downwards, as in CSS.

The numbers follow ``PRINT.md``: poker cards butted 3 × 3 and centred; a requested bleed goes
around every card when it fits inside the 5 mm printer margin, otherwise around the outside
of the grid only (and the caller is told); cut lines with a white halo run from every cut
position into the margin and stop at the printer margin; backs are mirrored for a long-edge
flip, so an incomplete last row of backs is right-aligned behind its fronts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import StrEnum

PT_PER_MM = 72 / 25.4
"""PDF points in a millimetre."""

CARD_WIDTH = 63.0
CARD_HEIGHT = 88.0
"""Poker size, the size of Blood Red Skies' cards."""

COLUMNS = 3
ROWS = 3
PER_SHEET = COLUMNS * ROWS

PRINTER_MARGIN = 5.0
"""Home printers do not print closer than this to the paper's edge: marks stop here."""

MARK_WIDTH = 0.25
"""Width of a cut line."""

MARK_HALO = 0.25
"""White drawn on each side of a cut line so it shows on dark bleed too."""

CORNER_MARK = 1.5
"""Longest corner mark drawn in the bleed between two cards."""

TEST_LINE = 0.2
"""Width of the lines of the alignment test page."""

GAUGE_LENGTH = 20.0
"""The scale bar of the alignment test page: measure it to check 100 % printing."""

VERNIER_RANGE = 3.0
"""The back-offset scales of the alignment test read from −3 mm to +3 mm..."""

VERNIER_STEP = 0.5
"""...in steps of half a millimetre."""

REFERENCE_LENGTH = 12.0
"""The reference lines of the alignment test's front, read against the back's scales."""


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
}


class BleedMode(StrEnum):
    NONE = "none"
    """Cards butted, cut exactly on their edges."""
    PER_CARD = "per-card"
    """Every card's art extends past its trim on all four sides; cards are spaced apart."""
    OUTER = "outer"
    """Cards butted; art extends past the trims only where a card has no neighbour."""


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


def _mm(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".") + " mm"


def _floor(value: float, step: float = 0.1) -> float:
    return max(0.0, math.floor(value / step + 1e-9) * step)


def max_card_bleed(paper: Paper, margin: float = PRINTER_MARGIN) -> float:
    """The largest bleed around every card that keeps the grid inside the printer margin."""
    room_x = paper.width - 2 * margin - COLUMNS * CARD_WIDTH
    room_y = paper.height - 2 * margin - ROWS * CARD_HEIGHT
    return max(0.0, min(room_x / (2 * COLUMNS), room_y / (2 * ROWS)))


def max_outer_bleed(paper: Paper, margin: float = PRINTER_MARGIN) -> float:
    """The largest bleed around the butted grid that stays inside the printer margin."""
    room_x = paper.width - 2 * margin - COLUMNS * CARD_WIDTH
    room_y = paper.height - 2 * margin - ROWS * CARD_HEIGHT
    return max(0.0, min(room_x, room_y) / 2)


def plan_bleed(paper: Paper, requested: float, margin: float = PRINTER_MARGIN) -> BleedPlan:
    """Fit the requested bleed on the paper; never shrink cards to make it fit.

    Around every card when that fits; otherwise around the outside of the grid only, at
    most as much as the printer margin leaves; ``note`` says what changed.
    """
    if requested < 0:
        raise ValueError(f"the bleed cannot be negative (got {requested} mm)")
    if requested == 0:
        return BleedPlan(0.0, BleedMode.NONE, 0.0)
    per_card = max_card_bleed(paper, margin)
    if _fits(requested, per_card):
        return BleedPlan(requested, BleedMode.PER_CARD, requested)
    outer = max_outer_bleed(paper, margin)
    why = (
        f"a {_mm(requested)} bleed around every card does not fit {paper.name} inside the "
        f"{_mm(margin)} printer margin (at most {_mm(_floor(per_card, 0.01))})"
    )
    if _fits(requested, outer):
        return BleedPlan(
            requested,
            BleedMode.OUTER,
            requested,
            f"{why}: the cards stay butted and the {_mm(requested)} bleed goes around the "
            "outside of the grid only",
        )
    size = _floor(outer, 0.01)
    return BleedPlan(
        requested,
        BleedMode.OUTER,
        size,
        f"{why}, nor around the grid (at most {_mm(size)}): the cards stay butted and a "
        f"{_mm(size)} bleed goes around the outside of the grid only",
    )


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

    @property
    def pitch_x(self) -> float:
        """Distance between the left edges of two neighbouring cards."""
        gap = 2 * self.bleed.size if self.bleed.mode is BleedMode.PER_CARD else 0.0
        return CARD_WIDTH + gap

    @property
    def pitch_y(self) -> float:
        gap = 2 * self.bleed.size if self.bleed.mode is BleedMode.PER_CARD else 0.0
        return CARD_HEIGHT + gap

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

    def _bleed(self, index: int, used: set[int]) -> Edges:
        size = self.bleed.size
        if self.bleed.mode is BleedMode.NONE:
            return Edges()
        if self.bleed.mode is BleedMode.PER_CARD:
            return Edges(size, size, size, size)
        # Outer bleed: every side with no card next to it on this sheet, so the last,
        # incomplete row gets bleed where its missing neighbours would be.
        row, column = divmod(index, COLUMNS)

        def free(r: int, c: int) -> bool:
            return not (0 <= r < ROWS and 0 <= c < COLUMNS and r * COLUMNS + c in used)

        return Edges(
            size if free(row, column - 1) else 0.0,
            size if free(row - 1, column) else 0.0,
            size if free(row, column + 1) else 0.0,
            size if free(row + 1, column) else 0.0,
        )

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

    def back(self, front: Slot) -> Slot:
        """The back of a front slot: mirrored position, mirrored bleed."""
        long_edge = self.duplex is Duplex.LONG_EDGE
        bleed = front.bleed.mirrored_x() if long_edge else front.bleed.mirrored_y()
        return replace(front, trim=self.back_box(front.trim), bleed=bleed, rotated=not long_edge)

    def backs(self, count: int = PER_SHEET) -> list[Slot]:
        """The back slots of the first ``count`` cards, in the order of their fronts."""
        return [self.back(slot) for slot in self.fronts(count)]

    def cut_positions(self) -> tuple[list[float], list[float]]:
        """Every x and every y a cut goes through (the trims of the full 3 × 3 grid)."""
        xs = sorted({v for i in range(PER_SHEET) for v in (self.trim(i).x, self.trim(i).right)})
        ys = sorted({v for i in range(PER_SHEET) for v in (self.trim(i).y, self.trim(i).bottom)})
        return xs, ys

    def cut_marks(self, count: int = PER_SHEET) -> list[Line]:
        """Cut lines from the grid's trim edges to the printer margin, plus corner marks.

        The same lines on every fronts page, so a stack of sheets can be cut at once; corner
        marks only where there is bleed between cards (per-card bleed), on used slots.
        """
        grid, page, margin = self.grid, self.paper, PRINTER_MARGIN
        xs, ys = self.cut_positions()
        lines: list[Line] = []
        for x in xs:
            if grid.y - margin > 0:
                lines.append(Line(x, margin, x, grid.y))
            if page.height - margin - grid.bottom > 0:
                lines.append(Line(x, grid.bottom, x, page.height - margin))
        for y in ys:
            if grid.x - margin > 0:
                lines.append(Line(margin, y, grid.x, y))
            if page.width - margin - grid.right > 0:
                lines.append(Line(grid.right, y, page.width - margin, y))
        if self.bleed.mode is BleedMode.PER_CARD:
            length = min(self.bleed.size, CORNER_MARK)
            for slot in self.fronts(count):
                lines += _corner_marks(slot.trim, length)
        return lines

    def test_page(self) -> TestPage:
        """The alignment test: the same grid on both sides and scales to read the offset."""
        fronts = [self.trim(i) for i in range(PER_SHEET)]
        backs = [self.back_box(box) for box in fronts]
        grid = self.grid
        # Two short reference lines on the front and, on the back, a scale across the mirror
        # image of each: the tick that lines up with the line, seen against the light, is the
        # offset to pass (ticks are placed with the backs' own formula).
        vertical_at = Box(grid.x + grid.width / 2, grid.y + grid.height / 4, 0.0, 0.0)
        horizontal_at = Box(grid.x + grid.width / 4, grid.y + grid.height / 2, 0.0, 0.0)
        steps = round(VERNIER_RANGE / VERNIER_STEP)
        values = [i * VERNIER_STEP for i in range(-steps, steps + 1)]
        unshifted = replace(self, back_offset_x=0.0, back_offset_y=0.0)
        tick_x, tick_y = [], []
        for value in values:
            shifted = replace(unshifted, back_offset_x=value, back_offset_y=value)
            tick_x.append(Tick(value, shifted.back_box(vertical_at).x))
            tick_y.append(Tick(value, shifted.back_box(horizontal_at).y))
        gauge = Box(grid.x + 10.0, grid.y + 10.0, GAUGE_LENGTH, 2.0)
        half = REFERENCE_LENGTH / 2
        x, y = vertical_at.x, vertical_at.y
        u, v = horizontal_at.x, horizontal_at.y
        return TestPage(
            front_outlines=[_outline(box) for box in fronts],
            back_outlines=[_outline(box) for box in backs],
            reference=(
                Line(x, y - half, x, y + half, TEST_LINE),
                Line(u - half, v, u + half, v, TEST_LINE),
            ),
            ticks_x=tick_x,
            ticks_y=tick_y,
            scale_x_at=unshifted.back_box(vertical_at).y,
            scale_y_at=unshifted.back_box(horizontal_at).x,
            gauge=gauge,
            back_gauge=self.back_box(gauge),
        )


def _corner_marks(trim: Box, length: float) -> list[Line]:
    marks = []
    for x, dx in ((trim.x, -1), (trim.right, 1)):
        for y, dy in ((trim.y, -1), (trim.bottom, 1)):
            marks.append(Line(x, y, x + dx * length, y))
            marks.append(Line(x, y, x, y + dy * length))
    return [_ordered(m) for m in marks]


def _ordered(line: Line) -> Line:
    return Line(
        min(line.x1, line.x2), min(line.y1, line.y2), max(line.x1, line.x2), max(line.y1, line.y2)
    )


def _outline(box: Box) -> list[Line]:
    return [
        Line(box.x, box.y, box.right, box.y, TEST_LINE),
        Line(box.x, box.bottom, box.right, box.bottom, TEST_LINE),
        Line(box.x, box.y, box.x, box.bottom, TEST_LINE),
        Line(box.right, box.y, box.right, box.bottom, TEST_LINE),
    ]


@dataclass(frozen=True)
class Tick:
    """One tick of a back-offset scale: the offset it stands for and where it is drawn."""

    value: float
    position: float


@dataclass(frozen=True)
class TestPage:
    """Everything the two alignment test pages draw."""

    __test__ = False  # not a pytest test class

    front_outlines: list[list[Line]]
    back_outlines: list[list[Line]]
    reference: tuple[Line, Line]
    """A vertical and a horizontal line on the front."""
    ticks_x: list[Tick]
    """The back's scale for ``--back-offset-x`` (x positions, across the vertical line)."""
    ticks_y: list[Tick]
    """The back's scale for ``--back-offset-y`` (y positions, across the horizontal line)."""
    scale_x_at: float
    """The y on the back where the x scale is drawn."""
    scale_y_at: float
    """The x on the back where the y scale is drawn."""
    gauge: Box
    """A 20 mm bar on the front."""
    back_gauge: Box


def sheets_needed(cards: int) -> int:
    """How many sheets (a fronts page and a backs page each) ``cards`` cards fill."""
    return math.ceil(cards / PER_SHEET)
