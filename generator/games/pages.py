"""The page contract between a game and the site: what a game's optional ``site.py`` returns.

It lives here, not in ``generator/site/``, so that a game never imports an output stage:
the site consumes these, the games only describe them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

URL = re.compile(r"https?://[^\s;|,<>()\[\]]+")
"""A web address in a ``source:`` text."""


@dataclass(frozen=True)
class ExtraPage:
    """A page of a game's own (a deck builder, a calculator), listed after its home page."""

    title: str
    uri: str
    """Where the page lives, relative to the site root (``brs/deck-builder.md``)."""
    markdown: str


def linked(text: str) -> str:
    """Text with each web address made a link (``<https://…>``), so a source is one click."""

    def link(match: re.Match[str]) -> str:
        url = match.group(0).rstrip(".")  # a sentence's full stop is not part of the address
        return f"<{url}>{match.group(0)[len(url) :]}"

    return URL.sub(link, text)
