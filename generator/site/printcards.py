"""Print cards with your values: one page per site (per language), ``/print-cards/``, that
prints a deck's cards or the cards of everything a player owns, with the values they gave
(Your cards), fronts and backs where the site's PDFs put them.

Why a page the browser fills rather than PDFs: a player's values and lists live in their
browser, so only the browser knows what to print. The cards are the PDFs' own designs,
drawn by the site build for the browser (``generator/sheets/browser.py``: each game's
``print-cards.json``, with the sheets' geometry); the page (``games/js/printcards.mjs``)
places them and prints with the browser's own print. The builders link it with their
deck, My hangar with each saved list and with the collection. The same file gives the
aircraft pages' card pictures the player's values (``games/js/cardpicture.mjs``).

The core names no game: the page prints for every game whose builder keeps lists
(``SavedLists``, whose module gives ``printedCards``) and that has card designs.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from pathlib import Path

from ..games.pages import SavedLists
from ..games.words import SHARED
from ..words.languages import Translator, site_root

PRINT_CARDS_URI = "print-cards.md"
"""The page, relative to the site root: ``/print-cards/`` in each language."""

TITLE = "Print cards with your values"
"""The page's title in English: the navigation translates it."""

FOLDER = "assets/sortie/print-cards"
"""Where the page's modules are served (and the aircraft pages' card picture script)."""

MODULES = (
    "printcards.mjs",
    "printcards.css",
    "cardsheets.mjs",
    "cardpicture.mjs",
    "collection.mjs",
    "dom.mjs",
    "ownkeys.mjs",
    "words.mjs",
)
"""The shared modules the page loads (its own and those they import)."""

PICTURE = f"{FOLDER}/cardpicture.mjs"
"""The script that gives a card's picture the player's values (site path)."""


def print_cards_assets() -> dict[str, Path]:
    """The page's modules by site path."""
    return {f"{FOLDER}/{name}": SHARED / name for name in MODULES}


def _relative(path: str) -> str:
    """A site path as the page (``/print-cards/``) reaches it."""
    return "../" + path.removesuffix(".md") + ("/" if path.endswith(".md") else "")


def up_to_root(uri: str) -> str:
    """From the address of page ``uri`` (directory addresses: ``<game>/aircraft/x.md`` is
    ``<game>/aircraft/x/``) up to the site's root, for a path in the page's own HTML."""
    parts = uri.removesuffix(".md").split("/")
    depth = len(parts) - (1 if parts[-1] == "index" else 0)
    return "../" * depth


def print_cards_markdown(games: Mapping[str, tuple[str, SavedLists, str]], t: Translator) -> str:
    """The page: ``games`` maps each game to its name, its ``SavedLists`` and its cards'
    file for the browser (a site path)."""
    described = [
        {
            "game": gid,
            "name": name,
            "builder": _relative(saved.builder),
            "data": _relative(saved.data),
            "module": _relative(saved.module),
            "cards": _relative(cards),
        }
        for gid, (name, saved, cards) in games.items()
    ]
    shown = html.escape(json.dumps(described, ensure_ascii=False), quote=True)
    intro = t(
        "The cards of a deck, or of everything you own, as the site's PDFs print them "
        "(same designs, sizes and places, backs for duplex), with the values you gave from "
        "your own cards. A “?” is left only where you gave nothing."
    )
    needs_js = t(
        "Printing with your values needs JavaScript: your values are kept in your browser."
    )
    site = site_root(t.language, "../")
    return f"""---
hide: [toc]
---
# {t(TITLE)}

{intro}

<link rel="stylesheet" href="../{FOLDER}/printcards.css">

<div id="sortie-print-cards" data-root="../" data-site="{site}" data-hangar="../hangar/" data-games="{shown}" aria-busy="true">
<p>{needs_js}</p>
</div>

<script type="module" src="../{FOLDER}/printcards.mjs"></script>
"""
