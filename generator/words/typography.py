"""No-break spaces where a language sets a space before punctuation.

French puts a space before ``: ; ! ?`` and ``»`` and after ``«``. A browser (and
WeasyPrint) may end a line at that space and start the next one with the colon: the French
Print page did, at 1,280 px. A no-break space (U+00A0) keeps each mark on its word's line.
The translated tables, the French rules pages and the data's French texts keep ordinary
spaces, as their writers type them: the spaces change only in what Sortie writes out. The
tools set the text they draw in the browser by the same rule (``frenchText`` in
``games/js/words.mjs``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

NO_BREAK = "\u00a0"

_BEFORE = re.compile(r"(?<![ \t\r\n])[ \t\r\n]+([:;!?»])")
_AFTER = re.compile(r"«[ \t\r\n]+")
"""The spaces to keep (a line break in a page's source is a space too). ``_BEFORE`` starts
only where a run of spaces starts: tried from each space of a page's long indentation, it
took seven times as long."""
_GLUED = re.compile(
    r"(?<=[^\s(\[«/:;!?])(?:(?P<glued>[:;])|(?<!(?-i:[A-Z]{2}))(?P<high>[!?]))(?=\s|<|$)"
)
"""A mark glued to its word and followed by a space (or a tag, or the end): a label or a
list joined in code ("Traits:", "Duxford; Debden") gets its no-break space too. Left as
they are: a mark inside a word or number (``12:30``, ``?q=1``), and ``!`` or ``?`` after
two capitals, which is a name's (ZERO!)."""
_UNTOUCHED = (
    r"<(?P<tag>script|style|pre|code|kbd|samp|textarea)\b[^>]*>.*?</(?P=tag)\s*>"
    r"|<!--.*?-->|<[^>]*>|&(?:[A-Za-z][A-Za-z0-9]*|\#[0-9]+|\#[xX][0-9A-Fa-f]+);"
)
"""What is not text a reader sees: code, scripts, styles, comments and tags (with their
attributes, which keep the spaces they were given, but for ``_SAID``); and character
references (``&para;``), whose semicolon is no punctuation."""
_SAID = re.compile(r'(?<=\s)(?P<name>title|aria-label|placeholder|alt)="(?P<value>[^"]*)"')
"""The attributes a reader meets (a tooltip, a name read aloud, a hint in an empty field):
set as the text is."""
_IN_HTML = re.compile(
    rf"(?P<kept>{_UNTOUCHED})|{_BEFORE.pattern}|{_AFTER.pattern}|{_GLUED.pattern}",
    re.DOTALL | re.IGNORECASE,
)
"""One pass over a page: what is left as it is, or a space to keep."""


def french_text(text: str) -> str:
    """``text`` with a no-break space before ``: ; ! ? »`` and after ``«``."""
    spaced = _AFTER.sub("«" + NO_BREAK, _BEFORE.sub(NO_BREAK + r"\1", text))
    return _GLUED.sub(lambda m: NO_BREAK + m.group(0), spaced)


def french_html(page: str) -> str:
    """``page`` (HTML) with ``french_text`` applied to its text, nothing else."""

    def replaced(match: re.Match[str]) -> str:
        kept = match.group("kept")
        if kept is not None:
            if match.group("tag") is None and not kept.startswith("<!--"):
                return _SAID.sub(lambda a: f'{a["name"]}="{french_text(a["value"])}"', kept)
            return kept
        if match.group("glued") or match.group("high"):
            return NO_BREAK + match.group(0)  # its word is before the match: no lookbehind
        return french_text(match.group(0))

    return _IN_HTML.sub(replaced, page)


TEXT: dict[str, Callable[[str], str]] = {"fr": french_text}
"""Plain text (a script's words) as each language sets it; a language not named here is
written as it is."""

HTML: dict[str, Callable[[str], str]] = {"fr": french_html}
"""HTML (a page, a printed document) as each language sets it."""


def typeset_text(text: str, language: str) -> str:
    return TEXT.get(language, _same)(text)


def typeset_html(page: str, language: str) -> str:
    return HTML.get(language, _same)(page)


def _same(text: str) -> str:
    return text
