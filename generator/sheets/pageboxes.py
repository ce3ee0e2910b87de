"""A truthful TrimBox and BleedBox on every page of a card PDF.

WeasyPrint writes the page's box (grown by the CSS ``@page`` bleed) as MediaBox, and sets
TrimBox and BleedBox from that bleed, the BleedBox capped at 10 pt: on a sheet of nine cards
all three are the whole paper. ``layout.py`` knows where the cards and their art really are
(``PageBoxes``, in mm from the page's top-left corner); this WeasyPrint ``finisher`` writes
them into the page dictionaries before the file is written, so the cached pages and every
PDF put together from them carry them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .fonttags import retag_subsets
from .layout import PT_PER_MM, Box, PageBoxes


def pdf_box(box: Box, media: Sequence[float]) -> list[float]:
    """``box`` (mm from the top-left corner of the MediaBox) in PDF user space: [left,
    bottom, right, top] in points, y upwards."""
    left, top = float(media[0]), float(media[3])
    return [
        left + box.x * PT_PER_MM,
        top - box.bottom * PT_PER_MM,
        left + box.right * PT_PER_MM,
        top - box.y * PT_PER_MM,
    ]


def finisher(boxes: Sequence[PageBoxes | None]) -> Callable[[Any, Any], None]:
    """A WeasyPrint ``finisher`` for a document of ``len(boxes)`` pages: the font subsets
    retagged (``fonttags.py``), then each page's TrimBox and BleedBox set from its
    ``PageBoxes`` (None leaves WeasyPrint's, e.g. on the alignment test, which is not cut)."""

    def finish(document: Any, pdf: Any) -> None:
        import pydyf

        retag_subsets(document, pdf)
        pages = [o for o in pdf.objects if isinstance(o, dict) and o.get("Type") == "/Page"]
        for page, found in zip(pages, boxes, strict=True):
            if found is not None:
                media = [float(v) for v in page["MediaBox"]]
                page["TrimBox"] = pydyf.Array(pdf_box(found.trim, media))
                page["BleedBox"] = pydyf.Array(pdf_box(found.bleed, media))

    return finish
