"""The alignment test: two pages printed on one sheet, read against the light.

The front has the card outlines, a 20 mm gauge (measure it to check 100 % printing) and two
short reference lines; the back has the same outlines where the backs go and, across the
mirror image of each reference line, a scale whose ticks are placed with the backs' own
formula: the tick that lines up with the line is the offset to pass (the two-page test with
0.2 mm lines and mirrored lines on the back of the public print-and-play tools).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .layout import BACK_OFFSET_MAX, PER_SHEET, Box, Line

if TYPE_CHECKING:
    from .layout import SheetLayout

TEST_LINE = 0.2
"""Width of the lines of the alignment test page."""

GAUGE_LENGTH = 20.0
"""The scale bar of the alignment test page: measure it to check 100 % printing."""

VERNIER_RANGE = BACK_OFFSET_MAX
"""The back-offset scales of the alignment test read the whole range the offsets take,
from −10 mm to +10 mm..."""

VERNIER_STEP = 0.5
"""...in steps of half a millimetre."""

HALF_TICK = 2.0
"""Half the length of a half-millimetre tick (whole millimetres have twice as much)."""

REFERENCE_LENGTH = 2 * (VERNIER_RANGE + HALF_TICK)
"""The reference lines of the alignment test's front, read against the back's scales: long
enough to cross every tick of a scale however far the backs are off across it (24 mm)."""


def alignment_page(layout: SheetLayout) -> TestPage:
    """The alignment test of a layout: the same grid on both sides and the offset scales."""
    fronts = [layout.trim(i) for i in range(PER_SHEET)]
    backs = [layout.back_box(box) for box in fronts]
    grid = layout.grid
    # Two short reference lines on the front and, on the back, a scale across the mirror
    # image of each: the tick that lines up with the line, seen against the light, is the
    # offset to pass (ticks are placed with the backs' own formula).
    vertical_at = Box(grid.x + grid.width / 2, grid.y + grid.height / 4, 0.0, 0.0)
    horizontal_at = Box(grid.x + grid.width / 4, grid.y + grid.height / 2, 0.0, 0.0)
    steps = round(VERNIER_RANGE / VERNIER_STEP)
    values = [i * VERNIER_STEP for i in range(-steps, steps + 1)]
    unshifted = replace(layout, back_offset_x=0.0, back_offset_y=0.0)
    tick_x, tick_y = [], []
    for value in values:
        shifted = replace(unshifted, back_offset_x=value, back_offset_y=value)
        tick_x.append(Tick(value, shifted.back_box(vertical_at).x))
        tick_y.append(Tick(value, shifted.back_box(horizontal_at).y))
    gauge = Box(grid.x + 10.0, grid.y + 10.0, GAUGE_LENGTH, 2.0)
    back_gauge = layout.back_box(gauge)
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
        back_gauge=back_gauge,
        back_text=_beside(back_gauge, layout.paper.width, layout.paper.height),
    )


TEXT_WIDTH = 42.0
"""The width of the alignment pages' instructions."""


def _beside(gauge: Box, width: float, height: float) -> tuple[float, float, bool]:
    """Where the back's instructions go (left edge, edge of the gauge they hang from, and
    True when they stand above it): under the back's gauge and lined up with its outer end,
    as on the front, or above it when the flip put the gauge in the lower half (a short-edge
    flip turns the page: words under it would run off the paper)."""
    x = gauge.x if gauge.x < width / 2 else gauge.right - TEXT_WIDTH
    if gauge.y < height / 2:
        return x, gauge.y + 8, False
    return x, gauge.y - 4, True


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
    back_text: tuple[float, float, bool]
    """Where the back's instructions go: left edge, the edge they hang from, and whether
    they stand above it (``_beside``)."""
