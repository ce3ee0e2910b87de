"""Font subset tags that name one subset each.

An embedded font subset is named ``ABCDEF+Family``; the six letters must differ between
different subsets of a font (ISO 32000-1 § 9.6.4), because a print processor may keep fonts
by name and reuse the first program it met under a name. WeasyPrint derives the letters
from the font file, not from the glyphs it keeps, and every sheet is drawn as its own
document (so that it can be cached), so a combined PDF held twenty different programs all
named ``UWGIWA+DejaVu-Sans-Bold``. Here the letters are derived from the embedded program
itself, as each sheet is written: different subsets get different tags, and the same subset
(a back repeated on every sheet) the same one.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

_TAGGED = re.compile(rb"/[A-Z]{6}\+(.+)")
_PROGRAMS = ("FontFile2", "FontFile3", "FontFile")
"""The keys of a font descriptor that hold its embedded program (TrueType, CFF, Type 1)."""


def subset_tag(program: bytes) -> bytes:
    """Six capital letters from the program's SHA-256."""
    return bytes(65 + byte % 26 for byte in hashlib.sha256(program).digest()[:6])


def _program(pdf: Any, descriptor: Any) -> bytes | None:
    reference = next((descriptor[key] for key in _PROGRAMS if key in descriptor), None)
    if not isinstance(reference, bytes):
        return None
    stream = pdf.objects[int(reference.split()[0])]
    parts = getattr(stream, "stream", None) or []
    return b"".join(part if isinstance(part, bytes) else str(part).encode() for part in parts)


def _number(reference: Any) -> int | None:
    """The object number of a reference (``b"12 0 R"``)."""
    return int(reference.split()[0]) if isinstance(reference, bytes) else None


def retag_subsets(document: Any, pdf: Any) -> None:
    """A WeasyPrint ``finisher``: rename each subset after its program, in the font
    dictionaries and descriptors of ``pdf`` (a ``pydyf.PDF`` about to be written). A font
    is followed to its own descriptor (a composite font through its descendant), so two
    subsets that WeasyPrint named alike in one document are told apart too."""
    del document  # the finisher's first argument; only the PDF objects are changed
    names: dict[int, bytes] = {}  # descriptor's object number -> its new name
    for number, obj in enumerate(pdf.objects):
        if isinstance(obj, dict) and obj.get("Type") == "/FontDescriptor":
            name = obj.get("FontName")
            tagged = _TAGGED.fullmatch(name) if isinstance(name, bytes) else None
            program = _program(pdf, obj) if tagged else None
            if tagged and program is not None:
                names[number] = b"/" + subset_tag(program) + b"+" + tagged[1]
                obj["FontName"] = names[number]
    for obj in pdf.objects:
        if isinstance(obj, dict) and obj.get("Type") == "/Font" and "BaseFont" in obj:
            font = obj
            if "DescendantFonts" in obj:  # Type0: its one descendant has the descriptor
                font = pdf.objects[_number(obj["DescendantFonts"][0]) or 0]
            new = names.get(_number(font.get("FontDescriptor")) or -1)
            if new is not None:
                obj["BaseFont"] = new
