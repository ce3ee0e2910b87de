"""Backs pages put together by PDFium from one drawing of each back.

Every back of a kind is the same picture, so a sheet's backs page is nine copies of one
drawing or a few. WeasyPrint draws each back once a batch (a tile: the card with as much
art round it as any slot of the batch shows), and PDFium places it in each slot as a form
XObject, turned half a turn for a short-edge flip. Laying the same back out nine times a
page was about a sixth of the CPU of printing every shipped card combined.

A form made of a page is cut to that page's crop box, and each form carries its own copy
of the fonts it uses. So a page's backs share one form a tile, cut at the bleed every slot
of the page has (the least), and the rest of each slot's art, which is the colour of its
slot (the designs' bleed), is a rectangle of that colour underneath. A tile whose slot is
not one plain colour gets a form a slot instead, cut to that slot's art box.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..destinations import write_atomic
from .layout import PT_PER_MM, Box, PageBoxes
from .pageboxes import pdf_box

Colour = tuple[float, float, float]
"""Red, green and blue from 0 to 1."""


@dataclass(frozen=True)
class Placement:
    """One back on a composed page: its tile, its slot's art box and trim on the sheet."""

    tile: int
    """The tile's page in the tiles PDF."""
    art: Box
    trim: Box
    """In mm from the sheet's top-left corner."""
    rotated: bool = False


@dataclass(frozen=True)
class ComposedPage:
    """A backs page to write at ``path``: paper size (mm), its backs and its page boxes."""

    path: str
    size: tuple[float, float]
    placements: tuple[Placement, ...]
    boxes: PageBoxes | None = None


def compose(
    tiles: bytes,
    trim: Box,
    colours: Sequence[Colour | None],
    pages: Sequence[ComposedPage],
) -> None:
    """Write each page's PDF, its backs taken from ``tiles`` (a PDF, one tile a page, the
    card at ``trim`` on each; ``colours``: the plain colour of each tile's slot, or None)."""
    import pypdfium2 as pdfium

    source = pdfium.PdfDocument(tiles)
    try:
        for page in pages:
            write_atomic(Path(page.path), _composed(pdfium, source, trim, colours, page))
    finally:
        source.close()


def _grown(box: Box, by: float) -> Box:
    return Box(box.x - by, box.y - by, box.width + 2 * by, box.height + 2 * by)


def _bleed(placed: Placement) -> float:
    """How far a slot's art runs past its trim on its narrowest side."""
    art, cut = placed.art, placed.trim
    return min(cut.x - art.x, cut.y - art.y, art.right - cut.right, art.bottom - cut.bottom)


def _window(trim: Box, placed: Placement) -> Box:
    """The slot's art box round the tile's ``trim``, before the half turn of a turned back
    (its bleed on the left is then the slot's on the right)."""
    art, cut = placed.art, placed.trim
    left, top = cut.x - art.x, cut.y - art.y
    if placed.rotated:
        left, top = art.right - cut.right, art.bottom - cut.bottom
    return Box(trim.x - left, trim.y - top, art.width, art.height)


def _composed(
    pdfium: Any,
    source: Any,
    trim: Box,
    colours: Sequence[Colour | None],
    page: ComposedPage,
) -> bytes:
    import pypdfium2.raw as pdfium_c

    media = [0.0, 0.0, page.size[0] * PT_PER_MM, page.size[1] * PT_PER_MM]
    # The bleed every slot of the page has on every side: the shared forms are cut there.
    least = min(_bleed(placed) for placed in page.placements)
    out = pdfium.PdfDocument.new()
    try:
        sheet = out.new_page(media[2], media[3])
        forms: dict[tuple[int, Box], Any] = {}
        for placed in page.placements:
            colour = colours[placed.tile]
            if colour is None:
                window, target = _window(trim, placed), placed.art
            else:
                window, target = _grown(trim, least), _grown(placed.trim, least)
                _fill(pdfium_c, sheet, pdf_box(placed.art, media), colour)
            xobject = forms.get((placed.tile, window))
            if xobject is None:
                tile = source[placed.tile]
                tile.set_cropbox(*pdf_box(window, tile.get_mediabox()))
                tile.close()
                xobject = pdfium_c.FPDF_NewXObjectFromPage(out.raw, source.raw, placed.tile)
                forms[placed.tile, window] = xobject
            form = pdfium_c.FPDF_NewFormObjectFromXObject(xobject)
            # The form's origin is the lower left corner of its window.
            left, bottom, right, top = pdf_box(target, media)
            matrix = (-1, 0, 0, -1, right, top) if placed.rotated else (1, 0, 0, 1, left, bottom)
            pdfium_c.FPDFPageObj_Transform(form, *matrix)
            pdfium_c.FPDFPage_InsertObject(sheet.raw, form)
        sheet.gen_content()
        if page.boxes is not None:
            sheet.set_trimbox(*pdf_box(page.boxes.trim, media))
            sheet.set_bleedbox(*pdf_box(page.boxes.bleed, media))
        sheet.close()
        for xobject in forms.values():
            pdfium_c.FPDF_CloseXObject(xobject)
        buffer = io.BytesIO()
        out.save(buffer)
        return buffer.getvalue()
    finally:
        out.close()


def _fill(pdfium_c: Any, sheet: Any, rect: list[float], colour: Colour) -> None:
    """A rectangle of ``colour`` on the sheet, no stroke."""
    left, bottom, right, top = rect
    path = pdfium_c.FPDFPageObj_CreateNewRect(left, bottom, right - left, top - bottom)
    red, green, blue = (round(255 * c) for c in colour)
    pdfium_c.FPDFPageObj_SetFillColor(path, red, green, blue, 255)
    pdfium_c.FPDFPath_SetDrawMode(path, pdfium_c.FPDF_FILLMODE_WINDING, False)
    pdfium_c.FPDFPage_InsertObject(sheet.raw, path)
