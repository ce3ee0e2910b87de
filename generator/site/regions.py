"""Every table of a page in a region that scrolls sideways on its own (issue 20).

A game writes its wide tables into such a region itself (``scrolling_table`` in
``games/pagehtml.py``); the tables of the rules pages, written in Markdown, get one here, after
the Markdown is rendered: a named, focusable region that ``tables.js`` gives its cue
("More columns → …") and ``sortie.css`` its pinned first column, so that on a phone no
column of any table is out of reach without a word. Tables with a class of their own are a
tool's, laid out by the tool, and left alone."""

from __future__ import annotations

import html
import re

from markupsafe import Markup

from ..games.pagehtml import PARTS, macros
from ..games.pages import SCROLL_CLASS
from ..words.languages import MAIN, Translator

_TABLE = re.compile(r"<table>.*?</table>", re.DOTALL)
_HEADING = re.compile(r"<h[1-6][^>]*>(.*?)</h[1-6]>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_IN_REGION = re.compile(rf'<div [^>]*class="[^"]*\b{SCROLL_CLASS}\b[^"]*"[^>]*>\s*$')
_REGION_LABEL = re.compile(r'role="region" aria-label="([^"]*)"')
_HEAD_CELL = re.compile(r"<th\b[^>]*>(.*?)</th>", re.DOTALL)
_COLUMNS_NAMED = 4
"""Column headings a region's name gives at most, when its heading is another's too."""


def _label(before: str, title: str) -> str:
    """The region's name: the heading the table sits under, else the page's title."""
    headings = _HEADING.findall(before)
    text = html.unescape(_TAG.sub("", headings[-1])) if headings else ""
    return text.replace("¶", "").strip() or title


def _columns(table: str) -> str:
    """The first column headings of a table, to tell it from another under one heading."""
    cells = [html.unescape(_TAG.sub("", cell)).strip() for cell in _HEAD_CELL.findall(table)]
    shown = [cell for cell in cells if cell][:_COLUMNS_NAMED]
    more = "…" if len(cells) > len(shown) else ""
    return ", ".join(shown) + more


def _unique(label: str, table: str, taken: set[str]) -> str:
    """``label``, or one naming the table's columns (then numbered) when another region of
    the page has it: screen readers list regions by name, and two alike are one too many."""
    name = label
    columns = _columns(table) if name in taken else ""
    if columns:
        name = f"{label} ({columns})"
    number = 2
    while name in taken:
        name, number = f"{label} ({number})", number + 1
    taken.add(name)
    return name


def scroll_tables(page_html: str, title: str, t: Translator | None = None) -> str:
    """``page_html`` with each plain table not yet in a region wrapped in one, named in
    ``t``'s language (None: English), no two regions of the page named alike."""
    t = t or Translator(MAIN, {})
    taken = {html.unescape(label) for label in _REGION_LABEL.findall(page_html)}
    parts = []
    last = 0
    for table in _TABLE.finditer(page_html):
        before = page_html[: table.start()]
        if _IN_REGION.search(before[-600:]):
            continue
        named = t("Table: {name}", name=_label(before, title))
        label = _unique(named, table.group(0), taken)
        region = macros(PARTS).region(label, Markup(table.group(0)))
        parts += [page_html[last : table.start()], str(region)]
        last = table.end()
    parts.append(page_html[last:])
    return "".join(parts)
