"""Nothing clipped in silence: find card fields that run past their box in the printed design.

The measure is WeasyPrint's own layout of the card, never a count of words: every box of a
card's panel flow (lines, framed blocks) must end above the footer and inside the panel's
width, since the panel clips what passes. A template names the field a block shows with ``data-field`` (``text.en``,
``traits``…); the warning points at that key's line in the card's file.

Measures are cached per card drawing (``CardFace.key``) and stylesheet, like the sheets
(``cache.py``). The layout WeasyPrint makes of a sheet of fronts is measured as it is drawn
(``render_sheet_batch``), so printing costs no second layout; a card no sheet drew (an
image, ``sortie check --print``) is laid out alone on a 63 × 88 mm page. A plain ``sortie
check`` never loads WeasyPrint.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..problems import Problem, Severity
from .faces import chunks
from .layout import CARD_WIDTH
from .render import document_html, font_config, single_pages, write_atomic

if TYPE_CHECKING:
    from ..loaded import Content
    from .build import Printer
    from .faces import CardFace

OVERFLOW_VERSION = "1"
"""Raise when the measure changes: cached results are then measured again."""

TOLERANCE_MM = 0.1
"""Less than this past the limit is rounding, not a clipped line."""

PX_TO_MM = 25.4 / 96
"""WeasyPrint lays out in CSS pixels."""

CARDS_PER_BATCH = 24


@dataclass(frozen=True)
class Overflow:
    """One field of one card that does not fit."""

    field: str
    """The ``data-field`` of the block that overflows, or "" when the template names none."""
    down: float
    """How far past the footer (or the panel's bottom) it reaches, in mm."""
    across: float
    """How far past the panel's right edge it reaches, in mm (a word too long to break)."""


@dataclass(frozen=True)
class MeasureBatch:
    """Work for one process: a one-card-per-page document and where each result goes."""

    html: str
    base_url: str
    paths: tuple[str, ...]
    """The result file of each page, in page order."""


def measure_batch(batch: MeasureBatch) -> int:
    """Lay the cards out (no PDF is written) and store each card's overflows as JSON."""
    from weasyprint import HTML

    document = HTML(string=batch.html, base_url=batch.base_url).render(font_config=font_config())
    for page, path in zip(document.pages, batch.paths, strict=True):
        store_page_measures(page, (path,))
    return len(batch.paths)


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
    key = _key("overflow", OVERFLOW_VERSION, printer.style_key([face.game]), face.key)
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


def _key(*parts: str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()


MEASURE_PAGE_HEIGHT = 1000.0
"""Pages of the measuring document are this tall (mm): a card's text that runs past its
bottom is then measured whole, where a card-sized page would carry it over to a next page."""


def measure_document(printer: Printer, faces: Sequence[CardFace]) -> str:
    """One card front a page, each page far taller than the card."""
    pages = single_pages(printer.sides, [(f, False) for f in faces], 0.0)
    games = sorted({f.game for f in faces})
    size = (CARD_WIDTH, MEASURE_PAGE_HEIGHT)
    return document_html(printer.designs, pages, size, games, "Sortie card layouts")


def measure(printer: Printer, faces: Sequence[CardFace]) -> dict[str, list[Overflow]]:
    """The overflows of every card (by ``CardFace.key``), laying out only uncached ones."""
    unique = list({f.key: f for f in faces}.values())
    paths: dict[str, Path] = {}
    todo: list[CardFace] = []
    for face in unique:
        path = paths[face.key] = overflow_path(printer, face)
        if not path.is_file():
            todo.append(face)
    if todo:
        groups: dict[str, list[CardFace]] = {}
        for face in todo:
            groups.setdefault(face.game, []).append(face)
        parts = [part for group in groups.values() for part in chunks(group, CARDS_PER_BATCH)]
        base = printer.designs.root.as_uri() + "/"
        batches = (
            MeasureBatch(
                measure_document(printer, part),
                base,
                tuple(str(paths[f.key]) for f in part),
            )
            for part in parts
        )
        printer.run_batches(
            batches, len(parts), measure_batch, len(todo), "card layouts", ("weasyprint",)
        )
    found: dict[str, list[Overflow]] = {}
    for face in unique:
        try:
            data = json.loads(paths[face.key].read_text("utf-8"))
        except (OSError, ValueError):
            continue
        found[face.key] = [Overflow(**item) for item in data]
    return found


def overflow_problems(printer: Printer, faces: Sequence[CardFace]) -> list[Problem]:
    """A warning at the file and line of every field that would be cut off when printed."""
    results = measure(printer, faces)
    problems: list[Problem] = []
    seen: set[str] = set()
    for face in faces:
        if face.key in seen:
            continue
        seen.add(face.key)
        for overflow in results.get(face.key, []):
            entry = face.entry
            parts = overflow.field.split(".") if overflow.field else []
            line = entry.line(*parts) if parts else None
            if line is None and parts:
                line = entry.line(parts[0])
            where = []
            if overflow.down:
                where.append(f"{overflow.down:.1f} mm past the bottom of the text area")
            if overflow.across:
                where.append(f"{overflow.across:.1f} mm past the right edge (a word too long)")
            what = f"this {overflow.field.split('.')[0]}" if overflow.field else "the content"
            problems.append(
                Problem(
                    entry.path,
                    line,
                    overflow.field,
                    f"{what} does not fit the printed {face.kind} card: it runs "
                    f"{' and '.join(where)} and would be cut off (shorten it)",
                    Severity.WARNING,
                    "card-overflow",
                )
            )
    return problems


CHECK_CACHE = Path("build/cards/.sortie-cache")
"""Where ``sortie check --print`` keeps its layouts: the cache of ``sortie cards``'s default
output, so either command reuses the other's measures (a temporary folder when the working
folder cannot be written)."""


def content_overflow(content: Content, cache_dir: Path = CHECK_CACHE) -> list[Problem]:
    """Overflow warnings for every card of every game that has card designs."""
    import tempfile

    from .build import make_printer

    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        writable = os.access(cache_dir, os.W_OK)
    except OSError:
        writable = False
    if not writable:
        # A read-only working folder: measure anyway, keeping nothing.
        with tempfile.TemporaryDirectory(prefix="sortie-overflow-") as temporary:
            return content_overflow(content, Path(temporary))
    printer = make_printer(content, cache_dir)
    catalogue = printer.catalogue
    faces = [
        face
        for game_id in content.games
        for kind in catalogue.kinds(game_id)
        for face in catalogue.faces(game_id, kind.folder)
    ]
    return overflow_problems(printer, faces)
