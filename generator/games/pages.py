"""The page contract between a game and the site: what a game's optional ``site.py`` returns.

It lives here, not in ``generator/site/``, so that a game never imports an output stage:
the site consumes these, the games only describe them.

``generator/site/pages.py`` is its other half, in the site layer: it renders the pages that
these describe.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

"""A web address in a ``source:`` text."""

SCROLL_CLASS = "sortie-scroll"
"""The class of a region that scrolls a wide table sideways; the site's ``sortie.css``
makes it, not Material's wrapper, the part that scrolls."""


def scrolling_table(label: str, table: Sequence[str]) -> list[str]:
    """The lines of a Markdown table, inside a region that scrolls sideways when the table
    is wider than a phone: focusable, so a keyboard can scroll it, and named ``label``, so
    a screen reader says what it is. Needs the ``md_in_html`` extension (mkdocs.yml).

    ``md_in_html`` reads the attribute (one unescape) and writes it back leaving any
    ``&name;`` as it is, so a label holding the text ``&lt;`` needs its ``&`` written twice."""
    return [scroll_region(label), "", *table, "", "</div>", ""]


def scroll_attributes(label: str) -> dict[str, str]:
    """The attributes of a tool's own region for a wide table it draws (``el``'s), which
    ``tables.js`` gives the same cue as the data tables' (its contents may change)."""
    return {"class": SCROLL_CLASS, "tabindex": "0", "role": "region", "aria-label": label}


def scroll_region(label: str) -> str:
    """The opening tag of ``scrolling_table``'s region (close it with ``</div>``)."""
    shown = html.escape(label.replace("&", "&amp;"))
    attrs = f'class="{SCROLL_CLASS}" tabindex="0" role="region" aria-label="{shown}"'
    return f'<div {attrs} markdown="1">'


@dataclass(frozen=True)
class ExtraPage:
    """A page of a game's own (a deck builder, a calculator), listed after its home page."""

    title: str
    uri: str
    """Where the page lives, relative to the site root (``<game>/deck-builder.md``)."""
    markdown: str
    prints_cards: bool = False
    """True when the page prints the cards of what it builds (a deck builder): the Print
    page then points players to it."""


SAVING_MODULES = (
    "savedcheck.mjs",
    "savebutton.mjs",
    "savedlists.mjs",
    "collection.mjs",
    "owning.mjs",
    "own-ui.mjs",
    "own.css",
)
"""The shared modules a builder that keeps lists in My hangar and marks what a player owns
serves beside its own (each game's ``saved.mjs`` checks its lists)."""


@dataclass(frozen=True)
class SavedLists:
    """How a game's builder keeps lists in My hangar (``generator/site/hangar.py``): the
    builder's page, the JSON it reads and the module that checks a saved list again."""

    builder: str
    """The builder's page, relative to the site root (``<game>/deck-builder.md``)."""
    data: str
    """The JSON the builder reads, relative to the site root."""
    module: str
    """The module (site path) whose ``savedVerdict`` checks a saved list as the builder does."""


def el(tag: str, attrs: Mapping[str, Any] | None = None, *children: str, text: Any = None) -> str:
    """``<tag attrs>children</tag>``: attribute values and ``text`` escaped, ``children``
    already HTML (made by this function). ``None``/``False`` attributes are left out."""
    parts = [tag]
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        parts.append(key if value is True else f'{key}="{html.escape(str(value))}"')
    inner = html.escape(str(text), quote=False) if text is not None else ""
    return f"<{' '.join(parts)}>{inner}{''.join(children)}</{tag}>"
