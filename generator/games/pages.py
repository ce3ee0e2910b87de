"""The page contract between a game and the site: what a game's optional ``site.py`` returns.

It lives here, not in ``generator/site/``, so that a game never imports an output stage:
the site consumes these, the games only describe them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ExtraPage:
    """A page of a game's own (a deck builder, a calculator), listed after its home page."""

    title: str
    uri: str
    """Where the page lives, relative to the site root (``brs/deck-builder.md``)."""
    markdown: str
