"""What a game adds to its own pages, found in its package's ``site`` module if present
(``generator/games/<id>/site.py``).

Pages are built from the schema alone; a game may add, in that optional module:

Each function gets the build's ``Translator`` (``t``) last: the game writes its words in
English as ``t("…")``, and its ``lang/<code>.yaml`` gives them in each other language.

- ``home(game, t) -> str``: Markdown placed on the game's home page (its numbers at a glance);
- ``BACKREF_LABELS``: headings for "who names this" lists, by (kind folder, field), e.g.
  ``("aircraft", "traits"): "Aircraft that carry it"``;
- ``pages(game, images, t) -> list[ExtraPage]``: pages of the game's own (a deck builder),
  listed in the navigation after the game's home page; ``images`` maps card ids to their
  thumbnails (relative to the site root) when cards were printed;
- ``data(game, images) -> dict[str, str]``: files the browser reads (JSON), by site path;
- ``ASSETS``: scripts and styles the pages load, by site path → file;
- ``definition(game, entry, t) -> str``: Markdown added to one definition's page (a table the
  generic rows would show badly), and ``OWN_FIELDS``: the (kind folder, field) pairs that
  Markdown shows instead of a row;
- ``SAVED``: how the game's builder keeps lists in My hangar (``pages.SavedLists``);
- ``OWNED``: the kinds (content folders) whose definitions a player can own (aircraft
  models, cards that come apart from aircraft): My hangar's Collection lists them, and
  their tables and pages get "I own N" (``site/hangarown.py``);
- ``YOUR_CARD``: the values a player may fill in from their own card (``games/yourcard.py``),
  which the site shows, marked yours, wherever it would show them unknown.

Adding a game still means adding a folder: nothing here lists the games.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from ..games.pages import ExtraPage, SavedLists
from ..games.yourcard import Offer
from ..reading.loaded import Entry, GameContent
from ..registry import systems
from ..words.languages import Translator


@dataclass(frozen=True)
class SiteExtras:
    home: Callable[[GameContent, Translator], str] | None = None
    backref_labels: Mapping[tuple[str, str], str] = field(default_factory=dict)
    pages: Callable[[GameContent, Mapping[str, str], Translator], list[ExtraPage]] | None = None
    data: Callable[[GameContent, Mapping[str, str]], dict[str, str]] | None = None
    assets: Mapping[str, Path] = field(default_factory=dict)
    definition: Callable[[GameContent, Entry[Any], Translator], str] | None = None
    own_fields: frozenset[tuple[str, str]] = frozenset()
    your_card: Offer | None = None
    saved: SavedLists | None = None
    owned: tuple[str, ...] = ()


def site_extras(game_id: str) -> SiteExtras:
    name = f"{systems()[game_id].package}.site"
    try:
        module: ModuleType = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise  # the module exists but imports something missing: a real bug
        return SiteExtras()
    return SiteExtras(
        home=getattr(module, "home", None),
        backref_labels=getattr(module, "BACKREF_LABELS", {}),
        pages=getattr(module, "pages", None),
        data=getattr(module, "data", None),
        assets=getattr(module, "ASSETS", {}),
        definition=getattr(module, "definition", None),
        own_fields=frozenset(getattr(module, "OWN_FIELDS", ())),
        your_card=getattr(module, "YOUR_CARD", None),
        saved=getattr(module, "SAVED", None),
        owned=tuple(getattr(module, "OWNED", ())),
    )
