"""Glossary terms as tooltips: abbreviation definitions appended to a page's Markdown.

``*[Great Dive]: FR: Formidable Piqué — definition`` makes Python-Markdown's ``abbr``
wrap every "Great Dive" of the page in ``<abbr title=…>``, which Material's
``content.tooltips`` shows on hover. Each term is defined in English and in French and,
for an English term written with a capital, in lower case too ("Action card" →
"action card"). Where terms overlap, ``abbr`` matches the longest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..content import Entry, GameContent
from .values import one_line


@dataclass(frozen=True)
class Abbreviation:
    term: str
    title: str

    def markdown(self) -> str:
        return f"*[{self.term}]: {self.title}"


MIN_LENGTH = 3
"""Shorter terms ("As", the French for ace) are mostly other words: no tooltip."""


def _usable(term: str) -> bool:
    # abbr's syntax cannot hold these, and a term must start and end on a word character
    # for the \b…\b match Python-Markdown uses.
    return (
        len(term) >= MIN_LENGTH
        and not set(term) & set("[]\\\n")
        and term[0].isalnum()
        and term[-1].isalnum()
    )


def _variants(term: str) -> list[str]:
    """"Action card" is also "action card"; "Action Deck", "CAP" and "Bf109E" are names."""
    if term[:1].isupper() and term[1:] == term[1:].lower():
        return [term, term[:1].lower() + term[1:]]
    return [term]


def glossary_abbreviations(glossary: dict[str, Entry[Any]]) -> list[Abbreviation]:
    """Every term of a game's glossary (the first definition of a term wins)."""
    found: dict[str, str] = {}
    for entry in glossary.values():
        item = entry.item
        definition = one_line(item.definition.en)
        english, french = one_line(item.term.en), one_line(item.term.fr or "")
        other = f"FR: {french} — " if french and french != english else ""
        for term in _variants(english):
            found.setdefault(term, f"{other}{definition}")
        if french and french != english:
            # As written only: a lower-cased French term is too often an English word.
            found.setdefault(french, f"EN: {english} — {definition}")
    return [Abbreviation(term, title) for term, title in found.items() if _usable(term)]


class Tooltips:
    """Appends to a page the definitions of the glossary terms its Markdown mentions."""

    def __init__(self, games: dict[str, GameContent]) -> None:
        self.by_game = {gid: glossary_abbreviations(g.of("glossary")) for gid, g in games.items()}

    def apply(self, markdown: str, game: str) -> str:
        # Only the terms the page contains: the abbr regex and block stay small, which
        # keeps a 1,000-page build as fast as a plain one.
        used = [a.markdown() for a in self.by_game.get(game, ()) if a.term in markdown]
        if not used:
            return markdown
        return f"{markdown.rstrip()}\n\n" + "\n".join(used) + "\n"
