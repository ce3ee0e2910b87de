"""Cut marks of a fronts page: in the margin and in the gaps between cards, never over art.

At every cut position a line runs from the outer edge of the art (the grid's trims grown by
the fronts' bleed) out to the printer margin: the same lines on every fronts page, so a
stack of sheets can be cut at once, and none inside the bleed, where it would be printed
over the card's colour and cut into it. Where cards are spaced apart (``--spacing``), ticks
mark the corners of every card in the free gap between the art of two neighbours, from the
edge of the art outwards; a per-card bleed without spacing leaves no free gap, and no tick.

A line shorter than ``MIN_MARK`` is easy to miss: ``plan_bleed`` keeps that much room
outside the art. Only a printer margin (or spacing) that leaves less round the cards
themselves makes shorter lines: they are drawn as long as the room allows, none where
there is none, and ``short_marks_note`` says so and what margin would give full ones.
"""

from __future__ import annotations

from .layout import (
    COLUMNS,
    CORNER_MARK,
    MIN_MARK,
    PER_SHEET,
    ROWS,
    Box,
    Line,
    SheetLayout,
    describe_mm,
    floor_mm,
)

EPSILON = 1e-6
"""Less room than this (mm) is none: no line is drawn there."""


def cut_positions(layout: SheetLayout) -> tuple[list[float], list[float]]:
    """Every x and every y a cut goes through (the trims of the full 3 × 3 grid)."""
    trims = [layout.trim(i) for i in range(PER_SHEET)]
    xs = sorted({v for trim in trims for v in (trim.x, trim.right)})
    ys = sorted({v for trim in trims for v in (trim.y, trim.bottom)})
    return xs, ys


def mark_room(layout: SheetLayout) -> tuple[float, float]:
    """The length of the cut lines: between the art and the printer margin, at the sides
    (the lines of the horizontal cuts) and above and below (those of the vertical cuts)."""
    art, page = layout.art, layout.paper
    side = min(art.x, page.width - art.right) - layout.margin
    end = min(art.y, page.height - art.bottom) - layout.margin
    return max(0.0, side), max(0.0, end)


def cut_marks(layout: SheetLayout, count: int = PER_SHEET) -> list[Line]:
    """The cut lines of a fronts page, and the corner ticks of its first ``count`` cards."""
    art, page, margin = layout.art, layout.paper, layout.margin
    xs, ys = cut_positions(layout)
    lines: list[Line] = []
    for x in xs:
        if art.y > margin + EPSILON:
            lines.append(Line(x, margin, x, art.y))
        if art.bottom < page.height - margin - EPSILON:
            lines.append(Line(x, art.bottom, x, page.height - margin))
    for y in ys:
        if art.x > margin + EPSILON:
            lines.append(Line(margin, y, art.x, y))
        if art.right < page.width - margin - EPSILON:
            lines.append(Line(art.right, y, page.width - margin, y))
    if layout.spacing > 0:
        length = min(layout.spacing / 2, CORNER_MARK)
        for slot in layout.fronts(count):
            lines += _ticks(slot.index, slot.trim, slot.art, length)
    return lines


def _ticks(index: int, trim: Box, art: Box, length: float) -> list[Line]:
    """Two ticks on each side of a card that faces another slot of the grid (the cut lines
    mark the grid's outside), at its trim's corners, from its art outwards."""
    row, column = divmod(index, COLUMNS)
    ticks = []
    if row > 0:
        ticks += [Line(x, art.y - length, x, art.y) for x in (trim.x, trim.right)]
    if row < ROWS - 1:
        ticks += [Line(x, art.bottom, x, art.bottom + length) for x in (trim.x, trim.right)]
    if column > 0:
        ticks += [Line(art.x - length, y, art.x, y) for y in (trim.y, trim.bottom)]
    if column < COLUMNS - 1:
        ticks += [Line(art.right, y, art.right + length, y) for y in (trim.y, trim.bottom)]
    return ticks


def short_marks_note(layout: SheetLayout) -> str | None:
    """What the user is told when the cut lines are shorter than ``MIN_MARK``."""
    side, end = mark_room(layout)
    rooms = ((end, "above and below"), (side, "beside"))
    short = [(room, where) for room, where in rooms if room < MIN_MARK - 1e-9]
    if not short:
        return None
    said = "; ".join(
        f"there is no room for cut marks {where} the cards"
        if room < EPSILON
        else f"the cut marks {where} the cards are {describe_mm(room)} long"
        for room, where in short
    )
    most = floor_mm(layout.margin - (MIN_MARK - min(room for room, _ in short)), 0.01)
    fix = (
        f"a --margin of {describe_mm(most)} or less leaves {describe_mm(MIN_MARK)} for them"
        if most >= 0
        else "less --spacing leaves room for them"
    )
    return (
        f"on {layout.paper.name} inside a {describe_mm(layout.margin)} printer margin, {said} "
        f"(less than {describe_mm(MIN_MARK)}: {fix})"
    )
