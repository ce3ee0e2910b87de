"""Where a PDF's text is printed, as poppler reads it (``pdftotext -bbox-layout``): pages of
blocks of lines of words, each with its box in mm from the page's top-left corner. The aid
tests check the layout with it: the room to the sheet's edges, lines broken before a word
that would have fitted, what stands at the head of each column."""

from __future__ import annotations

import itertools
import subprocess
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import needs

MM_PER_PT = 25.4 / 72
XHTML = "{http://www.w3.org/1999/xhtml}"

SPACE = 0.8
"""The least room a space between two words takes (mm): a 6.5 pt DejaVu Sans Condensed
space is 0.73 mm."""

JOINED = {":", ";", "!", "?", "»", "%"}
"""Words a no-break space ties to the word before them (French typography): a line cannot
end before them."""


@dataclass(frozen=True)
class Word:
    text: str
    left: float
    top: float
    right: float
    bottom: float


@dataclass(frozen=True)
class Line:
    words: tuple[Word, ...]

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)

    @property
    def left(self) -> float:
        return self.words[0].left

    @property
    def right(self) -> float:
        return self.words[-1].right

    @property
    def top(self) -> float:
        return min(w.top for w in self.words)

    @property
    def bottom(self) -> float:
        return max(w.bottom for w in self.words)


@dataclass(frozen=True)
class Page:
    width: float
    height: float
    blocks: tuple[tuple[Line, ...], ...]

    @property
    def lines(self) -> list[Line]:
        return [line for block in self.blocks for line in block]


def read(pdf: Path) -> list[Page]:
    """Every page of ``pdf``: its size and its text, in mm."""
    needs.need("pdftotext")
    xhtml = subprocess.run(
        ["pdftotext", "-bbox-layout", str(pdf), "-"], capture_output=True, check=True
    ).stdout
    pages = []
    for page in ElementTree.fromstring(xhtml).iter(f"{XHTML}page"):
        blocks = []
        for block in page.iter(f"{XHTML}block"):
            lines = []
            for line in block.iter(f"{XHTML}line"):
                words = tuple(
                    Word(
                        word.text or "",
                        *(
                            float(word.attrib[k]) * MM_PER_PT
                            for k in ("xMin", "yMin", "xMax", "yMax")
                        ),
                    )
                    for word in line.iter(f"{XHTML}word")
                )
                if words:
                    lines.append(Line(words))
            blocks.append(tuple(lines))
        size = (float(page.attrib[k]) * MM_PER_PT for k in ("width", "height"))
        pages.append(Page(*size, tuple(blocks)))
    return pages


def nearest_edge(pdf: Path) -> float:
    """How near any word comes to an edge of its sheet (mm), the font's whole box counted."""
    return min(
        min(w.left, w.top, page.width - w.right, page.height - w.bottom)
        for page in read(pdf)
        for line in page.lines
        for w in line.words
    )


def early_breaks(pdf: Path) -> list[str]:
    """Lines ended before a word that would have fitted on them: in one block, a line
    followed by its sentence's next line (starting lower case, at the same left edge, just
    below) that reaches further right than the first line with the next line's first word
    added. (WeasyPrint 70 breaks a line after its first word when the text before an
    inline element just overflows: "+4 The" above "unit bombs from or through bad
    weather".) A new row, item or paragraph starts upper case, with a bullet or a number:
    poppler's blocks may run across them."""
    found = []
    for number, page in enumerate(read(pdf), 1):
        for block in page.blocks:
            for above, below in itertools.pairwise(block):
                if abs(above.left - below.left) > 0.3 or below.top - above.bottom > 1.5:
                    continue
                if not below.words[0].text[:1].islower():
                    continue
                taken = 1
                while taken < len(below.words) and below.words[taken].text in JOINED:
                    taken += 1
                first = below.words[taken - 1].right - below.words[0].left
                if above.right + SPACE + first <= below.right:
                    found.append(f"{pdf.name} page {number}: {above.text!r} | {below.text!r}")
    return found


@dataclass(frozen=True)
class Run:
    """A piece of text as the PDF draws it: where it starts (mm from the page's top-left
    corner, on its baseline) and its size in points, every transformation applied."""

    page: int
    text: str
    x: float
    y: float
    size: float


def runs(pdf: Path) -> list[Run]:
    """Every piece of text of ``pdf`` with its place and printed size (WeasyPrint draws in
    CSS pixels under a 0.75 scale, so the font size alone is not the size printed)."""
    from pypdf import PdfReader

    found: list[Run] = []
    for number, page in enumerate(PdfReader(pdf).pages):
        found += _page_runs(page, number)
    return found


def _page_runs(page: Any, number: int) -> list[Run]:
    height = float(page.mediabox.top)
    found: list[Run] = []

    def visit(text: str, cm: list[float], tm: list[float], _font: object, size: float) -> None:
        if text.strip():
            _, _, c, d, e, f = _times(tm, cm)
            at = (e * MM_PER_PT, (height - f) * MM_PER_PT)
            found.append(Run(number, text.strip(), *at, size * (c**2 + d**2) ** 0.5))

    page.extract_text(visitor_text=visit)
    return found


def _times(m: list[float], n: list[float]) -> list[float]:
    """The product of two PDF matrices ``[a b c d e f]`` (``m`` applied first)."""
    return [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]
