"""Whether everything on a laid-out card fits its box, measured in WeasyPrint's own layout.

Four rules, each reporting the ``data-field`` of the content that does not fit (or, for a
design's own words, their text, which ``overflow.py`` finds in the template):

- the text area: every box of the panel's flow ends above the footer and inside the
  panel's width (the panel clips what passes);
- every box the design gives a size or a border (a stat, a badge, the band, the footer,
  a framed block, a table cell) holds its content inside its border: below a set height,
  right of a set width or of a border, nothing runs through (a label on two lines through
  a stat's frame, a footer that wraps out of its one line);
- text in a round box (a disc: ``border-radius: 50%``) keeps ``ROUND_CLEARANCE_MM`` from
  its inner edge, measured on the text's box from its baseline to the height of a capital;
- text of the flow does not run under a box placed on the panel (the footer, the points).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

TOLERANCE_MM = 0.1
"""Less than this past the limit is rounding, not a clipped line."""

ROUND_CLEARANCE_MM = 0.5
"""The least room between text and the inner edge of a round box: nearer, a figure reads as
touching the ring (0.35 mm on the discs) at card sizes."""

CAP_HEIGHT = 0.742
"""How far DejaVu Sans's figures and capitals rise above the baseline, in em (1,520 of its
2,048 units, overshoot included): the top of the text's ink in a disc."""

PX_TO_MM = 25.4 / 96
"""WeasyPrint lays out in CSS pixels."""


@dataclass(frozen=True)
class Overflow:
    """One field (or one piece of a design's own text) of one card that does not fit."""

    field: str
    """The ``data-field`` of the block that overflows, or "" when the template names none."""
    down: float
    """How far past the bottom of its box it reaches, in mm (the text area's: the footer)."""
    across: float
    """How far past the right (or left) edge of its box it reaches, in mm."""
    box: str = ""
    """What it overflows: "" for the text area, else the box's class (``stat``, ``foot``)."""
    text: str = ""
    """The words that overflow (to find a design's own words in its template)."""
    near: float | None = None
    """In a round box: how near the edge the text comes, in mm."""
    context: str = ""
    """All the words of the box it overflows (a card's own words among them, its id, tell
    them from the design's)."""
    rule: str = "area"
    """Which rule it breaks: ``area`` (the text area), ``box`` (a sized or framed box),
    ``round`` (a round box's clearance), ``under`` (text under a box placed on the panel)."""


def _classes(box: Any) -> list[str]:
    element = getattr(box, "element", None)
    return (element.get("class") or "").split() if element is not None else []


def _children(box: Any) -> list[Any]:
    return list(getattr(box, "children", None) or [])


def _absolute(box: Any) -> bool:
    return box.style["position"] in ("absolute", "fixed")


def find_all(box: Any, name: str) -> list[Any]:
    """The boxes of class ``name`` in document order (not looking inside one found)."""
    if name in _classes(box):
        return [box]
    return [found for child in _children(box) for found in find_all(child, name)]


def _in_flow(box: Any, field: str) -> Iterator[tuple[Any, str]]:
    """The boxes in the flow under ``box`` (absolutely placed ones and their content left
    out), each with the field of its nearest ``data-field`` ancestor."""
    for child in _children(box):
        if _absolute(child):
            continue
        element = getattr(child, "element", None)
        named = element.get("data-field") if element is not None else None
        here = named or field
        yield child, here
        yield from _in_flow(child, here)


def _all(box: Any, field: str) -> Iterator[tuple[Any, str]]:
    """Every box under ``box``, absolutely placed ones too, with its field."""
    for child in _children(box):
        element = getattr(child, "element", None)
        here = (element.get("data-field") if element is not None else None) or field
        yield child, here
        yield from _all(child, here)


def _text(box: Any) -> str:
    """The words of a box, as laid out (capitals where the design sets them), its lines
    joined by a space."""
    own = getattr(box, "text", None)
    if own is not None:
        return str(own)
    inline = type(box).__name__ in ("LineBox", "InlineBox")
    return " ".join(("" if inline else " ").join(_text(child) for child in _children(box)).split())


def _named(box: Any) -> str:
    """The class a message calls a box by: its first."""
    found = _classes(box)
    return found[0] if found else getattr(box, "element_tag", "box")


def panel_overflows(panel: Any) -> list[Overflow]:
    """Everything on a card's laid-out panel that does not fit (the worst reach of each
    field in each box)."""
    # A box's content that runs out of it runs out of its parents too: the innermost box
    # it leaves (the last found, in document order) is the one named.
    innermost = {(o.field, o.text): o for o in _framed(panel)}
    worst: dict[tuple[str, str, str], Overflow] = {}
    for found in (*_text_area(panel), *innermost.values(), *_round(panel), *_covered(panel)):
        key = (found.field, found.box, found.rule)
        before = worst.get(key)
        if before is not None:
            found = replace(
                before,
                down=max(before.down, found.down),
                across=max(before.across, found.across),
                near=min((n for n in (before.near, found.near) if n is not None), default=None),
            )
        worst[key] = found
    return list(worst.values())


def _overflow(field: str, down: float, across: float, box: Any = None) -> Overflow | None:
    """What passes the limit by more than the tolerance (``box``: the box it overflows)."""
    down, across = down * PX_TO_MM, across * PX_TO_MM
    if down <= TOLERANCE_MM and across <= TOLERANCE_MM:
        return None
    reach = round(max(down, 0.0), 2), round(max(across, 0.0), 2)
    if box is None:
        return Overflow(field, *reach)
    return Overflow(field, *reach, _named(box), "", None, _text(box), "box")


def _text_area(panel: Any) -> Iterator[Overflow]:
    """Boxes of the panel's flow past the footer's top or the panel's right edge."""
    foot = next((c for c in _children(panel) if "foot" in _classes(c)), None)
    bottom = panel.border_box_y() + panel.border_height()
    limit = foot.border_box_y() if foot is not None else bottom
    right = panel.border_box_x() + panel.border_width()
    for box, field in _in_flow(panel, ""):
        if hasattr(box, "border_box_y"):
            down = box.border_box_y() + box.border_height() - limit
            across = box.border_box_x() + box.border_width() - right
            found = _overflow(field, down, across)
            if found is not None:
                yield found


def _sized(box: Any) -> tuple[bool, bool]:
    """Whether the design gives a box a height, and a width or a border, to keep to."""
    style = box.style
    bordered = any(style[f"border_{side}_width"] for side in ("top", "right", "bottom", "left"))
    return style["height"] != "auto", style["width"] != "auto" or bordered


def _framed(panel: Any) -> Iterator[Overflow]:
    """Content past the inner edge of a box the design gives a size or a border."""
    for box, _ in _all(panel, ""):
        if not hasattr(box, "padding_box_y") or getattr(box, "element", None) is None:
            continue
        tall, wide = _sized(box)
        if not (tall or wide):
            continue
        top, left = box.padding_box_y(), box.padding_box_x()
        bottom, right = top + box.padding_height(), left + box.padding_width()
        for inner, field in _in_flow(box, _field_of(box)):
            if not hasattr(inner, "border_box_y") or not _text(inner).strip():
                continue
            down = inner.border_box_y() + inner.border_height() - bottom if tall else 0.0
            across = 0.0
            if wide:
                right_reach = inner.border_box_x() + inner.border_width() - right
                across = max(right_reach, left - inner.border_box_x())
            found = _overflow(field, down, across, box)
            if found is not None:
                yield replace(found, text=_text(inner).strip())


def _field_of(box: Any) -> str:
    element = getattr(box, "element", None)
    return (element.get("data-field") if element is not None else None) or ""


def _round(panel: Any) -> Iterator[Overflow]:
    """Text nearer than ``ROUND_CLEARANCE_MM`` to the inner edge of a round box."""
    for box, field in _all(panel, ""):
        if not hasattr(box, "padding_box_y"):
            continue
        rx, ry = box.border_top_left_radius
        if rx < box.border_width() / 2 - 0.5 or ry < box.border_height() / 2 - 0.5:
            continue
        cx = box.padding_box_x() + box.padding_width() / 2
        cy = box.padding_box_y() + box.padding_height() / 2
        ax, ay = box.padding_width() / 2, box.padding_height() / 2
        for inner, inner_field in _in_flow(box, field or _field_of(box)):
            text = getattr(inner, "text", None)
            if not text or not text.strip():
                continue
            baseline = inner.position_y + inner.baseline
            rise = CAP_HEIGHT * inner.style["font_size"]
            near = min(
                (1 - math.hypot((x - cx) / ax, (y - cy) / ay)) * min(ax, ay)
                for x in (inner.position_x, inner.position_x + inner.width)
                for y in (baseline - rise, baseline)
            )
            if near * PX_TO_MM < ROUND_CLEARANCE_MM:
                text = text.strip()
                near_mm = round(near * PX_TO_MM, 2)
                yield Overflow(
                    inner_field, 0.0, 0.0, _named(box), text, near_mm, _text(box), "round"
                )


def _covered(panel: Any) -> Iterator[Overflow]:
    """Text of the flow under a box placed on the panel (the points; the footer is the
    text area's own limit, ``_text_area``)."""
    placed = [
        c
        for c in _children(panel)
        if _absolute(c) and _text(c).strip() and "foot" not in _classes(c)
    ]
    for box, field in _in_flow(panel, ""):
        if getattr(box, "text", None) is None or not box.text.strip():
            continue
        for other in placed:
            top = max(box.position_y, other.border_box_y())
            bottom = min(box.position_y + box.height, other.border_box_y() + other.border_height())
            left = max(box.position_x, other.border_box_x())
            right = min(box.position_x + box.width, other.border_box_x() + other.border_width())
            if min(bottom - top, right - left) * PX_TO_MM > TOLERANCE_MM:
                text = box.text.strip()
                depth = round((bottom - top) * PX_TO_MM, 2)
                yield Overflow(field, depth, 0.0, _named(other), text, None, _text(box), "under")
