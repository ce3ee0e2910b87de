"""Aids laid out in planned columns: a block (a table and its heading) is never parted from
its heading, and never broken inside a row, an item or a note.

WeasyPrint's own columns break a block wherever a column ends: a table's modifiers went on
to the next column without its name, a row was cut after its first word. An aid that asks
for planned columns (``PrintedAid.columns``) is laid out twice instead. First in one tall
column of the final column's width, to measure every piece of every block (its heading, a
row of a table, an item of a list, a note), what each table or list adds round its pieces
(borders, margins, its header row) and the heading a block takes up again with. Then in
columns planned here, each a box of fixed height: a block goes whole into a column when it
fits, else it is broken between two pieces, its heading kept with at least two of them,
and every part after the first opens with the block's heading marked as continued (a table
repeating its header row). The drawing is then measured again: a column whose content runs
past its foot is planned once more with that much less room.

The template's side (a game's player-aid template that lays out by plan):

- it draws ``plan.pages`` (pages of columns of ``Fragment``), or with ``plan.measuring``
  every block whole (``plan.whole(block)``), then a continued heading of each;
- a block is an element with ``data-block``, its pieces elements with ``data-piece``
  (``"<block>/<key>"``), a table or list holding pieces ``data-group``, a continued
  heading ``data-cont`` (``"<block>"``), the title ``data-title``, a column
  ``data-column``;
- the piece keys are the template's own (``head``, ``body:3``…); a block's first piece
  is its heading.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

PX_PER_MM = 96 / 25.4
"""WeasyPrint's layout is in CSS pixels."""

MEASURE_HEIGHT = 5000.0
"""The page the blocks are measured on (mm): taller than every aid's blocks together."""

SLACK = 0.5
"""Room kept free at the foot of a column and of a page box (mm): rounding never adds a
page or pushes a last line out."""

KEEP = 2
"""The fewest pieces a heading is kept with (fewer when the block has fewer)."""

ATTEMPTS = 4
"""How many times the columns are planned again after a drawing that overflowed."""


@dataclass(frozen=True)
class Fragment:
    """The part of a block one column holds: some of its pieces, in order."""

    block: str
    pieces: frozenset[str] | None
    """The keys of the pieces it holds; None for every piece (the block whole)."""
    continued: bool = False
    """True when the block began in an earlier column: it opens with its heading again."""

    def has(self, key: str) -> bool:
        return self.pieces is None or key in self.pieces

    def part(self, name: str, items: Iterable[Any]) -> list[tuple[int, Any]]:
        """The items of a list of pieces keyed ``<name>:<index>`` that the fragment holds."""
        return [(i, item) for i, item in enumerate(items) if self.has(f"{name}:{i}")]


@dataclass(frozen=True)
class Plan:
    """Where the blocks go, with the geometry the template draws the columns with (mm)."""

    columns: int
    """Columns a page."""
    column_width: float
    gap: float
    margin: float
    """The page margin on every side."""
    page_width: float
    page_height: float
    pages: tuple[tuple[tuple[Fragment, ...], ...], ...] = ()
    """Pages of columns of fragments; empty while measuring."""
    first_height: float = 0.0
    """The height of the first page's columns (the title stands above them)."""

    @property
    def measuring(self) -> bool:
        return not self.pages

    @property
    def drawn_height(self) -> float:
        """The height of the page drawn: a tall one while measuring."""
        return MEASURE_HEIGHT if self.measuring else self.page_height

    @property
    def height(self) -> float:
        """The height of a column on a page without the title."""
        return self.page_height - 2 * self.margin - SLACK

    def whole(self, block: str) -> Fragment:
        return Fragment(block, None)

    def left(self, index: int) -> float:
        """The left edge of a page's column ``index`` (from 0), from the page's content box."""
        return index * (self.column_width + self.gap)


def plan_for(
    columns: int, gap: float, margin: float, page_width: float, page_height: float
) -> Plan:
    """The measuring plan of an aid of ``columns`` columns a page (sizes in mm)."""
    width = (page_width - 2 * margin - (columns - 1) * gap) / columns
    return Plan(columns, width, gap, margin, page_width, page_height)


# -- measuring ---------------------------------------------------------------------------------


@dataclass
class Block:
    """A block as measured: its pieces in order, and what it costs round them (mm)."""

    id: str
    pieces: list[str] = field(default_factory=list)
    heights: dict[str, float] = field(default_factory=dict)
    group_of: dict[str, str] = field(default_factory=dict)
    """The group (table, list) a piece is drawn in, by piece."""
    overheads: dict[str, float] = field(default_factory=dict)
    """What each group adds round its pieces: borders, margins, a header row."""
    extra: float = 0.0
    """What the block adds round its groups and pieces (its margins)."""
    continued: float = 0.0
    """The height of its continued heading, which takes the place of its first piece."""

    def height(self, keys: Sequence[str], continued: bool) -> float:
        """The height of a fragment holding the pieces ``keys``."""
        groups = {self.group_of[k] for k in keys if k in self.group_of}
        heading = self.continued if continued else 0.0
        return (
            self.extra
            + heading
            + sum(self.heights[k] for k in keys)
            + sum(self.overheads[g] for g in groups)
        )


@dataclass
class Measures:
    """Every block of an aid as measured, in order, and the title's height (mm)."""

    blocks: list[Block]
    title: float


def _boxes(box: Any) -> Iterator[Any]:
    yield box
    for child in getattr(box, "children", ()):
        yield from _boxes(child)


def _attribute(box: Any, name: str) -> str | None:
    element = getattr(box, "element", None)
    return element.get(name) if element is not None else None


def _height(box: Any) -> float:
    return float(box.margin_height()) / PX_PER_MM


def measure(page: Any) -> Measures:
    """The blocks of a page laid out in one column (``plan.measuring``): its layout tree
    (``weasyprint.Page._page_box``) read for the ``data-`` attributes of the template."""
    blocks: dict[str, Block] = {}
    outer: dict[str, float] = {}
    groups: dict[str, float] = {}
    continued: dict[str, float] = {}
    title: list[float] = []

    def visit(box: Any, group: str | None) -> None:
        if _attribute(box, "data-title") is not None and not title:
            title.append(_height(box))
        if (block := _attribute(box, "data-block")) is not None and block not in outer:
            outer[block] = _height(box)
            blocks[block] = Block(block)
            group = None
        if (named := _attribute(box, "data-group")) is not None:
            groups.setdefault(named, _height(box))
            group = named
        if (piece := _attribute(box, "data-piece")) is not None:
            owner, _, key = piece.partition("/")
            found = blocks[owner]
            if key not in found.heights:
                found.pieces.append(key)
                found.heights[key] = _height(box)
                if group is not None:
                    found.group_of[key] = group
            return  # a piece is measured whole
        if (cont := _attribute(box, "data-cont")) is not None:
            continued.setdefault(cont, _height(box))
            return
        for child in getattr(box, "children", ()):
            visit(child, group)

    visit(page, None)
    for block in blocks.values():
        mine = {g: h for g, h in groups.items() if g.split("/", 1)[0] == block.id}
        for group, height in mine.items():
            inside = sum(block.heights[k] for k, g in block.group_of.items() if g == group)
            block.overheads[group] = height - inside
        loose = sum(h for k, h in block.heights.items() if k not in block.group_of)
        block.extra = outer[block.id] - loose - sum(mine.values())
        block.continued = continued.get(block.id, 0.0)
    return Measures(list(blocks.values()), title[0] if title else 0.0)


# -- packing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Packed:
    """Blocks placed so far: the columns (the last one being filled), how much of it is
    used (mm), and how many blocks were broken."""

    columns: tuple[tuple[Fragment, ...], ...]
    used: float
    broken: int


def pack(
    measures: Measures,
    plan: Plan,
    shorter: dict[int, float] | None = None,
    most: int | None = None,
) -> Plan:
    """The blocks in columns, in order, breaking as few blocks as can be on at most
    ``most`` columns (any number when None): each block either starts where the last
    one ended or is moved whole to the next column, and every way is followed, keeping
    for each count of columns and of broken blocks the one that leaves the most room. A
    block placed fills its columns as far as their room goes and is broken between
    pieces where a column ends (``_placed``). ``shorter``: room to take off a column (by
    its number over all pages, from 0) that overflowed when drawn."""
    cut = shorter or {}
    ways = {(1, 0): _Packed(((),), 0.0, 0)}
    for block in measures.blocks:
        found: dict[tuple[int, int], _Packed] = {}
        for way in ways.values():
            starts = [way]
            if way.columns[-1]:
                starts.append(_Packed((*way.columns, ()), 0.0, way.broken))
            for start in starts:
                placed = _placed(block, start, plan, measures, cut)
                key = (len(placed.columns), placed.broken)
                if key not in found or placed.used < found[key].used:
                    found[key] = placed
        ways = found
    fitting = [w for w in ways.values() if most is None or len(w.columns) <= most]
    best = min(fitting or ways.values(), key=lambda w: (w.broken, len(w.columns), w.used))
    pages = tuple(
        best.columns[i : i + plan.columns] for i in range(0, len(best.columns), plan.columns)
    )
    return replace(plan, pages=pages, first_height=plan.height - measures.title)


def _room(plan: Plan, measures: Measures, cut: dict[int, float], index: int) -> float:
    """The room of column ``index`` (over all pages, from 0) for blocks."""
    height = plan.height - measures.title if index < plan.columns else plan.height
    return height - SLACK - cut.get(index, 0.0)


def _placed(
    block: Block, packed: _Packed, plan: Plan, measures: Measures, cut: dict[int, float]
) -> _Packed:
    """``block`` placed from where ``packed`` ends: as many pieces as the column holds
    (``_fitting``), the rest in the next columns, each part after the first under its
    continued heading; a block whose first part does not fit starts in the next column."""
    columns = [list(column) for column in packed.columns]
    used, broken = packed.used, packed.broken
    start, continued = 0, False
    while start < len(block.pieces):
        left = _room(plan, measures, cut, len(columns) - 1) - used
        taken = _fitting(block, start, continued, left)
        if taken == 0 and columns[-1]:
            columns.append([])
            used = 0.0
            continue
        # A piece taller than a whole column goes in alone: the check after drawing
        # reports it.
        taken = max(taken, 1)
        keys = block.pieces[start : start + taken]
        columns[-1].append(Fragment(block.id, frozenset(keys), continued))
        used += block.height(keys, continued)
        start += taken
        if start < len(block.pieces):
            broken += 0 if continued else 1
            continued = True
            columns.append([])
            used = 0.0
    return _Packed(tuple(tuple(column) for column in columns), used, broken)


def _fitting(block: Block, start: int, continued: bool, room: float) -> int:
    """How many pieces of ``block`` from ``start`` go in ``room`` (0 for none): all that
    fit, but a heading keeps ``KEEP`` pieces with it (or all the block has), and a part
    left for the next column at least ``KEEP`` (or the block goes on whole there)."""
    count = len(block.pieces) - start
    least = 1 if continued else min(count, KEEP + 1)
    fitting = 0
    for taken in range(1, count + 1):
        if block.height(block.pieces[start : start + taken], continued) > room + 1e-6:
            break
        fitting = taken
    if 0 < count - fitting < KEEP:  # no part of fewer than KEEP pieces under a heading of its own
        fitting = count - KEEP
    fitting = _between_groups(block, start, fitting)
    return fitting if fitting >= least else 0


def _between_groups(block: Block, start: int, taken: int) -> int:
    """``taken`` moved back so that a table or list broken between two columns keeps at
    least ``KEEP`` of its pieces on each side (else it goes on whole to the next one)."""
    end = start + taken
    if not 0 < end < len(block.pieces):
        return taken
    group = block.group_of.get(block.pieces[end])
    if group is None or block.group_of.get(block.pieces[end - 1]) != group:
        return taken  # broken between two groups, or at a loose piece

    def members(keys: Sequence[str]) -> int:
        return sum(block.group_of.get(k) == group for k in keys)

    after = members(block.pieces[end:])
    if after < KEEP:
        end -= KEEP - after
    if 0 < members(block.pieces[start:end]) < KEEP:
        while end > start and block.group_of.get(block.pieces[end - 1]) == group:
            end -= 1
    return max(0, end - start)


# -- checking the drawing --------------------------------------------------------------------


def overflows(pages: Sequence[Any], plan: Plan) -> dict[int, float]:
    """How far (mm) the content of each planned column runs past its foot, by column
    number over all pages (from 0); columns that fit are left out."""
    found: dict[int, float] = {}
    index = 0
    for page in pages:
        for box in _boxes(page._page_box):
            if _attribute(box, "data-column") is None:
                continue
            height = plan.first_height if index < plan.columns else plan.height
            bottom = box.content_box_y()
            for child in getattr(box, "children", ()):
                bottom = max(bottom, child.position_y + child.margin_height())
            past = (bottom - box.content_box_y()) / PX_PER_MM - height
            if past > 0:
                found[index] = past
            index += 1
    return found
