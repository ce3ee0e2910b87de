"""The page contract between a game and the site: what a game's optional ``site.py`` returns.

It lives here, not in ``generator/site/``, so that a game never imports an output stage:
the site consumes these, the games only describe them.

``generator/site/pages.py`` is its other half, in the site layer: it renders the pages that
these describe.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .words import SHARED

"""A web address in a ``source:`` text."""

SCROLL_CLASS = "sortie-scroll"
"""The class of a region that scrolls a wide table sideways; the site's ``sortie.css``
makes it, not Material's wrapper, the part that scrolls."""


def scroll_attributes(label: str) -> dict[str, str]:
    """The attributes of a tool's own region for a wide table it draws (a page template's
    ``scroll(label)``), which ``tables.js`` gives the same cue as the data tables' (its
    contents may change)."""
    return {"class": SCROLL_CLASS, "tabindex": "0", "role": "region", "aria-label": label}


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
