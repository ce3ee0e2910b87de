"""Nothing clipped in silence: find what runs past its box on the printed cards.

The measure is WeasyPrint's own layout of the card, never a count of words (``cardfit.py``
has the rules: the text area, every box the design sizes or frames, the clearance of round
boxes, text under a placed box). A template names the field a block shows with
``data-field`` (``text.en``, ``traits``…): the warning points at that key's line in the
card's file; a design's own words (a label) are found in its template, and warned about
once for all the cards that show them; other words (the card's id) at the card's file.

Measures are cached per card drawing (``CardFace.key``) and stylesheet, like the sheets
(``cache.py``). The layout WeasyPrint makes of a sheet of fronts is measured as it is drawn
(``render_sheet_batch``), so printing costs no second layout; a card no sheet drew (an
image, ``sortie check --print``) is laid out alone on a 63 × 88 mm page. A plain ``sortie
check`` never loads WeasyPrint.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..problems import Problem, Severity
from .cardfit import ROUND_CLEARANCE_MM, Overflow
from .faces import chunks
from .layout import CARD_WIDTH
from .measures import store_page_measures
from .render import Document, document_html, import_weasyprint, single_pages

if TYPE_CHECKING:
    from ..reading.loaded import Content
    from .cardface import CardFace
    from .pipeline import Printer
    from .render import Designs

CARDS_PER_BATCH = 24


@dataclass(frozen=True)
class MeasureBatch:
    """Work for one process: a one-card-per-page document and where each result goes."""

    document: Document
    paths: tuple[str, ...]
    """The result file of each page, in page order."""


def measure_batch(batch: MeasureBatch) -> int:
    """Lay the cards out (no PDF is written) and store each card's overflows as JSON."""
    document = batch.document.lay_out()
    for page, path in zip(document.pages, batch.paths, strict=True):
        store_page_measures(page, (path,))
    return len(batch.paths)


MEASURE_PAGE_HEIGHT = 1000.0
"""Pages of the measuring document are this tall (mm): a card's text that runs past its
bottom is then measured whole, where a card-sized page would carry it over to a next page."""


def measure_document(printer: Printer, faces: Sequence[CardFace]) -> Document:
    """One card front a page, each page far taller than the card."""
    pages = single_pages(printer.sides, [(f, False) for f in faces], 0.0)
    games = sorted({f.game for f in faces})
    size = (CARD_WIDTH, MEASURE_PAGE_HEIGHT)
    html = document_html(printer.designs, pages, size, games, "Sortie card layouts")
    return printer.designs.document(html, games)


def measure(printer: Printer, faces: Sequence[CardFace]) -> dict[str, list[Overflow]]:
    """The overflows of every card (by ``CardFace.key``), laying out only uncached ones."""
    unique = list({f.key: f for f in faces}.values())
    paths: dict[str, Path] = {}
    todo: list[CardFace] = []
    for face in unique:
        path = paths[face.key] = printer.overflow_path(face)
        if not path.is_file():
            todo.append(face)
    if todo:
        groups: dict[str, list[CardFace]] = {}
        for face in todo:
            groups.setdefault(face.game, []).append(face)
        parts = [part for group in groups.values() for part in chunks(group, CARDS_PER_BATCH)]
        batches = (
            MeasureBatch(measure_document(printer, part), tuple(str(paths[f.key]) for f in part))
            for part in parts
        )
        printer.run_batches(
            batches, len(parts), measure_batch, len(todo), "card layouts", (import_weasyprint,)
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
    """A warning for everything that does not fit its box when printed: at the file and
    line of the content that overflows or, for a design's own words (a label), at the line
    of its template, once for all the cards that show them."""
    results = measure(printer, faces)
    problems: list[Problem] = []
    designed: dict[tuple[Path, int, str, str], tuple[str, list[str]]] = {}
    for face in {f.key: f for f in faces}.values():
        for overflow in results.get(face.key, []):
            found = None
            if not overflow.field and face.id not in overflow.context:
                found = design_line(printer.designs, face.front, overflow.text)
            if found is None:
                problems.append(_content_warning(face, overflow))
            else:
                # One warning a place in the design (the words on the wrapped line differ).
                said = _message(overflow, "{what}", "{on}", "{fix}")
                shown = designed.setdefault((*found, face.kind, said), (overflow.text, []))
                shown[1].append(face.id)
    problems += [_design_warning(*key, *shown) for key, shown in designed.items()]
    return problems


def _content_warning(face: CardFace, overflow: Overflow) -> Problem:
    """At the line of the field that overflows, or the card's file for its other words."""
    entry = face.entry
    parts = overflow.field.split(".") if overflow.field else []
    line = (entry.line(*parts) or entry.line(parts[0])) if parts else None
    what = f"this {parts[0]}" if parts else f'"{overflow.text}"'
    said = _message(overflow, what, f"the printed {face.kind} card", "shorten it")
    return _warning(entry.path, line, overflow.field, said)


def _design_warning(
    path: Path, line: int, kind: str, said: str, text: str, ids: list[str]
) -> Problem:
    """At the template line of a design's own words, naming the cards that show them."""
    cards = ", ".join(ids[:3]) + (f" and {len(ids) - 3} more" if len(ids) > 3 else "")
    message = said.format(
        what=f'the design\'s text "{text}"',
        on=f"the printed {kind} card{'s' if len(ids) > 1 else ''} {cards}",
        fix="the design must change",
    )
    return _warning(path, line, "", message)


def _warning(path: Path, line: int | None, field: str, message: str) -> Problem:
    return Problem(path, line, field, message, Severity.WARNING, "card-overflow")


def _message(overflow: Overflow, what: str, on: str, fix: str) -> str:
    """What does not fit, where and by how much."""
    if overflow.rule == "round":
        return (
            f"{what} comes within {overflow.near:.2f} mm of the edge of its round "
            f"{overflow.box} on {on}, which keeps {ROUND_CLEARANCE_MM} mm clear ({fix})"
        )
    where = []
    if overflow.rule == "area":
        if overflow.down:
            where.append(f"{overflow.down:.1f} mm past the bottom of the text area")
        if overflow.across:
            where.append(f"{overflow.across:.1f} mm past the right edge (a word too long)")
        return (
            f"{what} does not fit {on}: it runs {' and '.join(where)} and would be cut off ({fix})"
        )
    if overflow.rule == "under":
        return f"{what} runs {overflow.down:.1f} mm under the {overflow.box} on {on} ({fix})"
    if overflow.down:
        where.append(f"{overflow.down:.1f} mm past its bottom")
    if overflow.across:
        where.append(f"{overflow.across:.1f} mm past its side")
    return f"{what} does not fit its {overflow.box} on {on}: it runs {' and '.join(where)} ({fix})"


_NOT_TEXT = re.compile(r"\{#.*?#\}|\{%.*?%\}|\{\{.*?\}\}|<[^>]*>", re.DOTALL)
"""Comments, statements, expressions and HTML tags: what a template prints as it is
written is what is left."""

_COMMENT = re.compile(r"\{#.*?#\}", re.DOTALL)
_CODE = re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.DOTALL)
_LITERAL = re.compile(r"\"[^\"\n]*\"|'[^'\n]*'")


def design_line(designs: Designs, template: str, text: str) -> tuple[Path, int] | None:
    """The first line of ``template`` (or of a template it uses) that writes ``text`` as
    it is (not in code, in any case: the design may set it in capitals), else the line of
    a string in its code that holds it (labels a design lists in a ``{% set %}``). None
    when neither does: the words are the card's own."""
    wanted = " ".join(text.split()).casefold()
    if not wanted:
        return None
    sources = [
        (path, path.read_text("utf-8"))
        for path in (designs.path(name) for name in _family(designs, template))
        if path is not None
    ]
    for path, source in sources:
        written = _NOT_TEXT.sub(lambda m: " " + "\n" * m[0].count("\n"), source)
        for number, line in enumerate(written.splitlines(), 1):
            if wanted in " ".join(line.split()).casefold():
                return path, number
    for path, source in sources:
        source = _COMMENT.sub(lambda m: " " + "\n" * m[0].count("\n"), source)
        for code in _CODE.finditer(source):
            for literal in _LITERAL.finditer(code[0]):
                if wanted in " ".join(literal[0][1:-1].split()).casefold():
                    return path, source.count("\n", 0, code.start() + literal.start()) + 1
    # Printed in another language: the words are the translation's, at its table's line.
    for table in designs.tables():
        for number, line in enumerate(table.read_text("utf-8").splitlines(), 1):
            _, colon, translated = line.partition('": ')
            if colon and wanted in " ".join(translated.split()).casefold():
                return table, number
    return None


def _family(designs: Designs, name: str) -> list[str]:
    """A template and those it uses, it first."""
    found = [name]
    for child in designs.referenced(name):
        found += [n for n in _family(designs, child) if n not in found]
    return found


def content_overflow(content: Content, cache_dir: Path | None = None) -> list[Problem]:
    """Overflow warnings for every card of every game that has card designs. The layouts
    are kept in the render cache ``sortie cards`` uses (``print_cache``), so either command
    reuses the other's measures."""
    from .cache import print_cache
    from .pipeline import make_printer

    with print_cache(cache_dir) as folder:
        printer = make_printer(content, folder)
        catalogue = printer.catalogue
        faces = [
            face
            for game_id in content.games
            for kind in catalogue.kinds(game_id)
            for face in catalogue.faces(game_id, kind.folder)
        ]
        return overflow_problems(printer, faces)
