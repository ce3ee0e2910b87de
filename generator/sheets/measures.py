"""How a laid-out card is measured for overflow, and where each measure is kept.

WeasyPrint lays a card out (on a sheet as it is printed, or alone: ``overflow.py``); every
box of the card's panel flow must end above the footer and inside the panel's width, or
the field it shows (its ``data-field``) is reported. The measure of each card drawing is
stored as JSON in the render cache, where ``overflow.py`` reads it back.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..destinations import write_atomic
from .keys import digest

if TYPE_CHECKING:
    from .build import Printer
    from .faces import CardFace

OVERFLOW_VERSION = "1"
"""Raise when the measure changes: cached results are then measured again."""

TOLERANCE_MM = 0.1
"""Less than this past the limit is rounding, not a clipped line."""

PX_TO_MM = 25.4 / 96
"""WeasyPrint lays out in CSS pixels."""


@dataclass(frozen=True)
class Overflow:
    """One field of one card that does not fit."""

    field: str
    """The ``data-field`` of the block that overflows, or "" when the template names none."""
    down: float
    """How far past the footer (or the panel's bottom) it reaches, in mm."""
    across: float
    """How far past the panel's right edge it reaches, in mm (a word too long to break)."""


def store_page_measures(page: Any, paths: Sequence[str]) -> None:
    """Store the overflows of each card of a laid-out page (in slot order) at its path."""
    panels = _find_all(page._page_box, "panel")
    if len(panels) != len(paths):
        return  # not one panel per card: a design without a panel is not measured
    for panel, path in zip(panels, paths, strict=True):
        if not Path(path).is_file():
            found = [vars(o) for o in panel_overflows(panel)]
            write_atomic(Path(path), json.dumps(found).encode("utf-8"))


def overflow_path(printer: Printer, face: CardFace) -> Path:
    """Where the measure of a card drawing is cached (it depends on the CSS and fonts too)."""
    key = digest("overflow", OVERFLOW_VERSION, printer.style_key([face.game]), face.key)
    return printer.cache.piece("overflow", key, ".json")


def _classes(box: Any) -> set[str]:
    element = getattr(box, "element", None)
    if element is None:
        return set()
    return set((element.get("class") or "").split())


def _children(box: Any) -> list[Any]:
    return list(getattr(box, "children", None) or [])


def _absolute(box: Any) -> bool:
    return box.style["position"] in ("absolute", "fixed")


def _find_all(box: Any, name: str) -> list[Any]:
    """The boxes of class ``name`` in document order (not looking inside one found)."""
    if name in _classes(box):
        return [box]
    return [found for child in _children(box) for found in _find_all(child, name)]


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


def panel_overflows(panel: Any) -> list[Overflow]:
    """The overflowing fields of a card's laid-out panel (the worst reach per field)."""
    foot = next((c for c in _children(panel) if "foot" in _classes(c)), None)
    bottom = panel.border_box_y() + panel.border_height()
    limit = foot.border_box_y() if foot is not None else bottom
    right = panel.border_box_x() + panel.border_width()
    worst: dict[str, tuple[float, float]] = {}
    for box, field in _in_flow(panel, ""):
        if not hasattr(box, "border_box_y"):
            continue
        down = (box.border_box_y() + box.border_height() - limit) * PX_TO_MM
        across = (box.border_box_x() + box.border_width() - right) * PX_TO_MM
        if down > TOLERANCE_MM or across > TOLERANCE_MM:
            before = worst.get(field, (0.0, 0.0))
            worst[field] = (max(before[0], down), max(before[1], across))
    return [
        Overflow(f, round(max(d, 0.0), 2), round(max(a, 0.0), 2)) for f, (d, a) in worst.items()
    ]
