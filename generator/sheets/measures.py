"""How a laid-out card is measured for overflow, and where each measure is kept.

WeasyPrint lays a card out (on a sheet as it is printed, or alone: ``overflow.py``), and
``cardfit.py`` finds what does not fit its box. The measure of each card drawing is stored
as JSON in the render cache, where ``overflow.py`` reads it back.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..destinations import write_atomic
from .cardfit import find_all, panel_overflows

OVERFLOW_VERSION = "2"
"""Raise when the measure changes: cached results are then measured again."""


def store_page_measures(page: Any, paths: Sequence[str]) -> None:
    """Store the overflows of each card of a laid-out page (in slot order) at its path."""
    panels = find_all(page._page_box, "panel")
    if len(panels) != len(paths):
        return  # not one panel per card: a design without a panel is not measured
    for panel, path in zip(panels, paths, strict=True):
        if not Path(path).is_file():
            found = [vars(o) for o in panel_overflows(panel)]
            write_atomic(Path(path), json.dumps(found).encode("utf-8"))
