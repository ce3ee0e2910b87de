"""The page contract between a game and the site: what a game's optional ``site.py`` returns.

It lives here, not in ``generator/site/``, so that a game never imports an output stage:
the site consumes these, the games only describe them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

"""A web address in a ``source:`` text."""


@dataclass(frozen=True)
class ExtraPage:
    """A page of a game's own (a deck builder, a calculator), listed after its home page."""

    title: str
    uri: str
    """Where the page lives, relative to the site root (``brs/deck-builder.md``)."""
    markdown: str
    prints_cards: bool = False
    """True when the page prints the cards of what it builds (a deck builder): the Print
    page then points players to it."""


@dataclass(frozen=True)
class PrintedAid:
    """A printable reference of a game's own (a quick reference, a player aid).

    The game gives the data; ``generator/sheets/aids.py`` lays it out with the template
    ``templates/aids/<template>`` (which extends ``aid.html.j2``) on each paper size.
    """

    id: str
    """The file stem of the PDFs (``quick-reference`` → ``quick-reference-a4.pdf``)."""
    title: str
    """The document title, shown in the PDF viewer and on the Print page."""
    template: str
    """The template, relative to ``templates/aids/`` (``dif/quick-reference.html.j2``)."""
    context: Mapping[str, Any] = field(default_factory=dict)
    """The data the template lays out: plain values, lists and dicts (never HTML)."""
    landscape: bool = False
    """Print on the long side of the paper (wide tables)."""
    max_pages: int | None = None
    """The most pages the aid may take; more is an error of the design, not of the data."""
