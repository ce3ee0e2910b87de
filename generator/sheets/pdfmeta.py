"""Document-level settings of a finished PDF: title and viewer preferences.

PDFium assembles the sheets but has no call to set a catalog's ``/ViewerPreferences``, so
they are added as an incremental update (ISO 32000-1 § 7.5.6): a new version of the catalog
and a new document information dictionary appended after the file PDFium wrote, with an
xref section whose ``/Prev`` points at the original one. Nothing PDFium wrote is rewritten.

``/PrintScaling /None`` preselects "actual size" in the print dialog (§ 12.2, table 150),
and ``/Duplex`` the flip the backs were laid out for, so a sheet prints as measured.
"""

from __future__ import annotations

import re

DUPLEX_NAMES = {"long-edge": "DuplexFlipLongEdge", "short-edge": "DuplexFlipShortEdge"}


def viewer_preferences(duplex: str | None = None) -> dict[str, str]:
    """The print dialog's presets, as PDF names: actual size always (card sheets and player
    aids), and the flip the backs were laid out for when there are backs."""
    preferences = {"PrintScaling": "None"}
    if duplex is not None:
        preferences["Duplex"] = DUPLEX_NAMES[duplex]
    return preferences


_STARTXREF = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")
_ROOT = re.compile(rb"/Root\s+(\d+)\s+(\d+)\s+R")
_SIZE = re.compile(rb"/Size\s+(\d+)")
_ID = re.compile(rb"/ID\s*(\[[^\]]*\])")


class PdfStructureError(ValueError):
    """The PDF is not laid out as expected (a classic xref table and trailer)."""


def _text(value: str) -> bytes:
    """A PDF text string in UTF-16BE with its byte order mark, as hex."""
    return b"<FEFF" + value.encode("utf-16-be").hex().upper().encode("ascii") + b">"


def with_document_settings(data: bytes, title: str, duplex: str) -> bytes:
    """``data`` with a title and the print viewer preferences, as an incremental update."""
    found = _STARTXREF.search(data[-64:])
    if found is None:
        raise PdfStructureError("no startxref at the end of the PDF")
    previous = int(found[1])
    trailer_at = data.rfind(b"trailer")
    if trailer_at < 0:
        raise PdfStructureError("no trailer (cross-reference streams are not handled)")
    trailer = data[trailer_at:]
    root, size = _ROOT.search(trailer), _SIZE.search(trailer)
    if root is None or size is None:
        raise PdfStructureError("the trailer has no /Root or /Size")
    number, generation = int(root[1]), int(root[2])
    body = re.search(
        rb"(?<![0-9])%d %d obj\s*(<<.*?>>)\s*endobj" % (number, generation), data, re.DOTALL
    )
    if body is None:
        raise PdfStructureError("the catalog object was not found")
    catalog = body[1]
    if b"/ViewerPreferences" in catalog:
        raise PdfStructureError("the catalog already has viewer preferences")
    names = "".join(f"/{key}/{value}" for key, value in viewer_preferences(duplex).items())
    preferences = b"/ViewerPreferences<<%s>>" % names.encode("ascii")
    catalog = catalog[:-2] + preferences + b">>"
    info_number = int(size[1])
    info = b"<</Title" + _text(title) + b"/Producer" + _text("Sortie (WeasyPrint, PDFium)") + b">>"

    update = bytearray(b"\n")
    offsets: list[tuple[int, int]] = []
    for obj, content in ((number, catalog), (info_number, info)):
        offsets.append((obj, len(data) + len(update)))
        update += b"%d %d obj\n" % (obj, generation if obj == number else 0)
        update += content + b"\nendobj\n"
    xref_at = len(data) + len(update)
    update += b"xref\n"
    for obj, offset in offsets:
        gen = generation if obj == number else 0
        update += b"%d 1\n%010d %05d n\r\n" % (obj, offset, gen)
    ids = _ID.search(trailer)
    update += b"trailer\n<</Size %d/Root %d %d R/Info %d 0 R/Prev %d%s>>\n" % (
        info_number + 1,
        number,
        generation,
        info_number,
        previous,
        b"/ID" + ids[1] if ids else b"",
    )
    update += b"startxref\n%d\n%%%%EOF\n" % xref_at
    return data + bytes(update)
