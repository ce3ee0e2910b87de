"""Content text inside Markdown we generate: shown exactly as written, never as markup.

Every page the site builds, and every piece of Markdown a game adds to its pages
(``games/<id>/site.py``), puts content values through ``esc`` (or ``source_markdown`` for a
citation whose web addresses become links). Content comes from strangers: a name such as
``<img src=x onerror=…>`` must read as text. It lives outside ``generator/site/`` so that a
game can use it without importing an output stage.
"""

from __future__ import annotations

import html
import re

from markupsafe import Markup

_MARKUP = re.compile(r"([\\`*_{}\[\]|#!+-])")

URL = re.compile(r"https?://[^\s<>\"'`]+[^\s<>\"'`.,;:)\]]")
"""A web address in a citation (no quote, bracket or angle bracket inside it)."""


def esc(text: str) -> Markup:
    """Content text as Markdown that shows exactly ``text``: HTML made inert (``<``, ``>``,
    ``&`` as entities) and Markdown syntax escaped (no link, no attribute list, no
    emphasis)."""
    if isinstance(text, Markup):
        return text
    return escape(" ".join(str(text).split()))


def escape(text: str) -> Markup:
    """``esc`` without folding white space."""
    return Markup(_MARKUP.sub(r"\\\1", html.escape(text, quote=False)))


def code(text: str) -> Markup:
    """Content text as a Markdown code span (``club/<game>/aircraft/x.yaml``): fenced by more
    backticks than it holds in a row, so a backtick in it (an overlay folder's name) never
    ends the span early; Markdown writes what is inside a span as text."""
    text = " ".join(str(text).split())
    if "`" not in text:
        return Markup(f"`{text}`")
    fence = "`" * (max(len(run) for run in re.findall(r"`+", text)) + 1)
    return Markup(f"{fence} {text} {fence}")  # the spaces: a backtick may start or end it


def md(markdown: str) -> Markup:
    """Markdown we wrote ourselves (links, emphasis) around values already escaped."""
    return Markup(markdown)


_SPACE_BEFORE_MARK = re.compile(r" +(?=[;,])")


def source_markdown(source: str) -> Markup:
    """A ``source:`` citation as a player reads it: its text, a web address as a link. A
    space written before a ``;`` or ``,`` (``planes.ts ; https://…``, which keeps the mark
    out of the address in the file) goes: a browser would break the line there and start
    the next one with the mark."""
    source = _SPACE_BEFORE_MARK.sub("", " ".join(source.split()))
    parts: list[str] = []
    at = 0
    for match in URL.finditer(source):
        url = match.group(0)
        target = url.replace("(", "%28").replace(")", "%29")
        parts += [escape(source[at : match.start()]), f"[{esc(url)}](<{target}>)"]
        at = match.end()
    parts.append(escape(source[at:]))
    return Markup("".join(parts))


def source_links(text: str) -> Markup:
    """A citation for a table cell: its web addresses as numbered links ``[1] [2]``, or the
    text itself, escaped (a rulebook section), when it names none."""
    urls = [m.group(0) for m in URL.finditer(text)]
    if not urls:
        return esc(text).replace("|", "\\|")
    links = (f"[{n}](<{url}>){{ .sortie-cite }}" for n, url in enumerate(urls, 1))
    return Markup(" ".join(links))
