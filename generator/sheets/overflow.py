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

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..problems import Problem, Severity
from .faces import chunks
from .layout import CARD_WIDTH
from .measures import Overflow, overflow_path, store_page_measures
from .render import document_html, font_config, single_pages

if TYPE_CHECKING:
    from ..loaded import Content
    from .build import Printer
    from .faces import CardFace

CARDS_PER_BATCH = 24


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
