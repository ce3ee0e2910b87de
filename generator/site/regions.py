"""Every table of a page in a region that scrolls sideways on its own (issue 20).

A game writes its wide tables into such a region itself (``scrolling_table`` in
``games/pages.py``); the tables of the rules pages, written in Markdown, get one here, after
the Markdown is rendered: a named, focusable region that ``tables.js`` gives its cue
("More columns → …") and ``sortie.css`` its pinned first column, so that on a phone no
column of any table is out of reach without a word. Tables with a class of their own are a
tool's, laid out by the tool, and left alone."""

from __future__ import annotations

import html
import re

from ..games.pages import SCROLL_CLASS
from ..languages import MAIN, Translator

_TABLE = re.compile(r"<table>.*?</table>", re.DOTALL)
_HEADING = re.compile(r"<h[1-6][^>]*>(.*?)</h[1-6]>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_IN_REGION = re.compile(rf'<div [^>]*class="[^"]*\b{SCROLL_CLASS}\b[^"]*"[^>]*>\s*$')


def _label(before: str, title: str) -> str:
    """The region's name: the heading the table sits under, else the page's title."""
    headings = _HEADING.findall(before)
    text = html.unescape(_TAG.sub("", headings[-1])) if headings else ""
    return text.replace("¶", "").strip() or title


def scroll_tables(page_html: str, title: str, t: Translator | None = None) -> str:
    """``page_html`` with each plain table not yet in a region wrapped in one, named in
    ``t``'s language (None: English)."""
    t = t or Translator(MAIN, {})
    parts = []
    last = 0
    for table in _TABLE.finditer(page_html):
        before = page_html[: table.start()]
        if _IN_REGION.search(before[-600:]):
            continue
        label = html.escape(t("Table: {name}", name=_label(before, title)))
        parts += [
            page_html[last : table.start()],
            f'<div class="{SCROLL_CLASS}" tabindex="0" role="region" aria-label="{label}">',
            table.group(0),
            "</div>",
        ]
        last = table.end()
    parts.append(page_html[last:])
    return "".join(parts)
