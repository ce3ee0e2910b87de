"""The page contract between a game and the site: what a game's optional ``site.py`` returns.

It lives here, not in ``generator/site/``, so that a game never imports an output stage:
the site consumes these, the games only describe them.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .words import SHARED

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


SCRIPTS = "assets/sortie"
"""Where the site serves the tools' scripts and their stylesheets, as the source holds them:
the shared ones (``games/js``) in ``js/``, a game's own (``games/<game>/js``) in
``<game>/js/``. The same layout, so that a game's module imports a shared one by one path
(``../../js/dom.mjs``) in Node and in the browser, and the site serves each shared file once."""

SHARED_SCRIPTS = f"{SCRIPTS}/js"
"""The shared scripts' folder in the site (``SCRIPTS``)."""


def game_scripts(game_id: str) -> str:
    """A game's own scripts' folder in the site (``SCRIPTS``)."""
    return f"{SCRIPTS}/{game_id}/js"


def served(game_id: str, folder: Path, names: Iterable[str]) -> dict[str, Path]:
    """A game's own scripts ``names`` (files of its ``folder``) by their site path."""
    return {f"{game_scripts(game_id)}/{name}": folder / name for name in names}


def shared_assets() -> dict[str, Path]:
    """Every shared script and stylesheet (``games/js``) by its site path: served once
    for every page that uses one (the tools, My hangar, the print page)."""
    return {
        f"{SHARED_SCRIPTS}/{path.name}": path
        for path in sorted(SHARED.iterdir())
        if path.suffix in (".mjs", ".css")
    }


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


@dataclass(frozen=True)
class Columns:
    """An aid laid out in planned columns (``generator/sheets/aidplan.py``): a block never
    parted from its heading, never broken inside a row; sizes in mm."""

    count: int
    """Columns a page."""
    gap: float = 3.0
    margin: float = 6.5
    """The page margin on every side: no text nearer the sheet's edge (6 mm, with room for
    the type's ascent over its line)."""


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
    """The template, relative to ``templates/aids/`` (``<game>/quick-reference.html.j2``)."""
    context: Mapping[str, Any] = field(default_factory=dict)
    """The data the template lays out: plain values, lists and dicts (never HTML)."""
    landscape: bool = False
    """Print on the long side of the paper (wide tables)."""
    max_pages: int | None = None
    """The most pages the aid may take; more is an error of the design, not of the data."""
    columns: Columns | None = None
    """Planned columns (the template draws ``plan``); None: the template lays itself out."""


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
