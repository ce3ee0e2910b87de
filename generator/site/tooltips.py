"""Glossary terms as tooltips: ``<abbr title="…">`` around terms in running text.

A Markdown tree processor (registered by the plugin) wraps the first mention of each
glossary term in every section of a page (or only on the page, where its front matter says
``tooltips: page``) — never inside a heading, a link or code, and
only whole terms ("lost" does not match "Lost" inside "lostness"). The site's
``tooltips.js`` shows the ``title`` on hover or tap, in the theme's tooltip style; the
``data-preview`` attribute keeps Material from mounting its own tooltip on each term
(a quarter-second task on a phone for a page of many terms). A term is matched as written and,
for an English term written with a capital, in lower case too ("Action card" →
"action card"); where terms overlap, the longest wins.

Which terms a page gets: the glossary of the page's own game; an entry with an
``edition`` only on pages inside that edition's folder (``<game>/rules/<edition>/…``), where it takes precedence over an entry of all editions with the same term;
an entry with ``link_in_text: false`` nowhere (it stays in the glossary).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from dataclasses import dataclass
from typing import Any

from markdown import Extension, Markdown  # type: ignore[import-untyped]
from markdown.treeprocessors import Treeprocessor  # type: ignore[import-untyped]
from markdown.util import AtomicString  # type: ignore[import-untyped]

from ..games.pagehtml import THEME_PARTS, macros
from ..reading.loaded import Entry, GameContent
from ..words.languages import MAIN, Translator
from .values import one_line

MIN_LENGTH = 3
"""Shorter terms ("As", the French for ace) are mostly other words: no tooltip."""

SKIPPED = frozenset(
    {
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "a",
        "abbr",
        "code",
        "pre",
        "script",
        "style",
        "kbd",
        "dt",
        "button",
    }
)
"""Elements whose text never gets a tooltip: headings, links, code, existing tooltips."""

HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})

NO_TERMS = "sortie-no-terms"
"""The class of a block whose words are values, not terms: a campaign availability table's
"Auto" and "Limit" are statuses, not the retention category "Auto"."""


@dataclass(frozen=True)
class Term:
    text: str
    """The words matched in running text."""
    title: str
    """The tooltip: the other language's name and the definition, plain text."""
    edition: str | None


def _usable(term: str) -> bool:
    return len(term) >= MIN_LENGTH and "\n" not in term and term[0].isalnum() and term[-1].isalnum()


def _variants(term: str) -> list[str]:
    """ "Action card" is also "action card"; "Action Deck", "CAP" and "Bf109E" are names."""
    if term[:1].isupper() and term[1:] == term[1:].lower():
        return [term, term[:1].lower() + term[1:]]
    return [term]


def glossary_terms(glossary: dict[str, Entry[Any]], t: Translator | None = None) -> list[Term]:
    """Every linkable term of a game's glossary (the first entry of a term and edition
    wins), each explained in ``t``'s language where the glossary has it (else English)."""
    t = t or Translator(MAIN, {})
    found: dict[tuple[str, str | None], Term] = {}
    for entry in glossary.values():
        item = entry.item
        if not item.link_in_text:
            continue
        edition = item.edition
        definition = one_line(t.text(item.definition)[0])
        english, french = one_line(item.term.en), one_line(item.term.fr or "")
        other = f"FR: {french} — " if french and french != english else ""
        for term in _variants(english):
            found.setdefault((term, edition), Term(term, f"{other}{definition}", edition))
        if french and french != english:
            # As written only: a lower-cased French term is too often an English word.
            title = f"EN: {english} — {definition}"
            found.setdefault((french, edition), Term(french, title, edition))
    return [t for t in found.values() if _usable(t.text)]


def page_terms(terms: list[Term], uri: str) -> dict[str, str]:
    """The terms a page at ``uri`` shows, with their tooltips: an edition's entry only
    inside that edition's folder, and there before the entry of all editions."""
    folders = set(uri.split("/")[:-1])
    chosen: dict[str, Term] = {}
    for term in terms:
        if term.edition is not None and term.edition not in folders:
            continue
        current = chosen.get(term.text)
        if current is None or (current.edition is None and term.edition is not None):
            chosen[term.text] = term
    return {text: term.title for text, term in chosen.items()}


class Tooltips:
    """The linkable glossary terms of every game, and the ones a given page gets."""

    def __init__(self, games: dict[str, GameContent], t: Translator | None = None) -> None:
        self.by_game = {gid: glossary_terms(g.of("glossary"), t) for gid, g in games.items()}
        self.current: dict[str, str] = {}
        """The terms of the page being converted (set by ``select``)."""
        self.per_section = True
        """Whether each section of that page shows a term again (else once per page)."""

    def select(self, markdown: str, game: str | None, uri: str, once: str = "section") -> None:
        """Get ready for the page ``uri``: only the terms its text contains (the regex
        stays small, which keeps a 1,000-page build as fast as a plain one), each shown
        ``once`` per "section" or per "page"."""
        terms = page_terms(self.by_game.get(game or "", []), uri)
        self.current = {t: title for t, title in terms.items() if t in markdown}
        self.per_section = once != "page"

    def extension(self) -> Extension:
        return _TooltipExtension(self)


class _TooltipExtension(Extension):  # type: ignore[misc]
    def __init__(self, tooltips: Tooltips) -> None:
        super().__init__()
        self.tooltips = tooltips

    def extendMarkdown(self, md: Markdown) -> None:
        # After the inline patterns (20) have made links and code elements, before the
        # table of contents (5) and MkDocs' title extraction (1).
        md.treeprocessors.register(_Wrap(md, self.tooltips), "sortie_tooltips", 6)


class _Wrap(Treeprocessor):  # type: ignore[misc]
    def __init__(self, md: Markdown, tooltips: Tooltips) -> None:
        super().__init__(md)
        self.tooltips = tooltips
        self.parts = macros(THEME_PARTS)

    def run(self, root: etree.Element) -> None:
        terms = self.tooltips.current
        if not terms:
            return
        names = sorted(terms, key=len, reverse=True)
        self.terms = terms
        self.pattern = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, names)) + r")(?!\w)")
        self.seen: set[str] = set()
        self._walk(root)

    def _walk(self, element: etree.Element) -> None:
        if element.text and not isinstance(element.text, AtomicString):
            element.text = self._wrap(element.text)
        for child in element:
            if child.tag in HEADINGS:
                if self.tooltips.per_section:
                    self.seen = set()  # a new section: each term once more
            elif child.tag not in SKIPPED and NO_TERMS not in (child.get("class") or "").split():
                self._walk(child)
            if child.tail and not isinstance(child.tail, AtomicString):
                child.tail = self._wrap(child.tail)

    def _wrap(self, text: str) -> str:
        """``text`` with its unseen terms replaced by stashed ``<abbr>`` HTML (stashed,
        not built as elements, so that later tree processors leave it alone)."""

        def abbr(match: re.Match[str]) -> str:
            term = match.group(0)
            title = self.terms[term]
            # Keyed by the definition: "Haze" and "haze" are one term, shown once.
            if title in self.seen:
                return term
            self.seen.add(title)
            stashed: str = self.md.htmlStash.store(str(self.parts.term(title, term)))
            return stashed

        return self.pattern.sub(abbr, text)
