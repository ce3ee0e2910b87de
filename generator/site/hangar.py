"""My hangar: one page per site (per language) listing the lists a player saved from the
builders, each checked again when the page opens.

The page is a shell the browser fills (``games/js/hangar.mjs``); the lists live in the
browser's storage (``games/js/savedlists.mjs``). A game takes part by naming, in its
``site.py``, how its builder keeps lists (``SAVED``, a ``pages.SavedLists``): the page then
loads that game's data and its module, which checks a list exactly as the builder does.
The core names no game: the page lists whatever games say so.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from ..games.pages import SavedLists
from ..games.words import SHARED
from ..words.languages import Translator, site_root
from .hangarown import MODULES as OWN_MODULES

HANGAR_URI = "hangar.md"
"""The page, relative to the site root: ``/hangar/`` in each language."""

TITLE = "My hangar"
"""The page's title in English: the navigation translates it."""

FOLDER = "assets/sortie/hangar"
"""Where the page's own modules are served: the shared ones, with ``words.json`` beside
``words.mjs`` in a build of another language."""

MODULES = (
    "hangar.mjs",
    "hangar.css",
    "savedlists.mjs",
    "dom.mjs",
    "ownkeys.mjs",
    "words.mjs",
    # Transcribe your cards (hangar-values.mjs) and what it imports.
    "hangar-values.mjs",
    "hangar-values.css",
    "transcribe.mjs",
    "collection.mjs",
    # My hangar as a file, and what it reads and writes with
    "hangarfile-ui.mjs",
    "hangarfile.mjs",
    "yamlsubset.mjs",
    "yourcards.mjs",
    "findings.mjs",
    "suggest.mjs",
    *OWN_MODULES,
)
"""The shared modules the page loads (its own and those they import)."""


def hangar_assets() -> dict[str, Path]:
    """The page's modules by site path."""
    return {f"{FOLDER}/{name}": SHARED / name for name in MODULES}


def _relative(uri: str) -> str:
    """A site path (``<game>/<builder>.md``) as the hangar page (``/hangar/``) reaches it:
    a page's Markdown path becomes its folder address."""
    return "../" + uri.removesuffix(".md") + ("/" if uri.endswith(".md") else "")


def hangar_markdown(
    games: Mapping[str, tuple[str, SavedLists]],
    t: Translator,
    printable: Sequence[str] = (),
    collection: str = "",
) -> str:
    """The page: ``games`` maps each game that keeps lists to its name and ``SavedLists``;
    ``printable``: the games whose lists print their cards with the player's values
    (``printcards.py``); ``collection``, the Collection section's Markdown
    (``hangarown.py``)."""
    described = [
        {
            "game": gid,
            "name": name,
            "builder": _relative(saved.builder),
            "data": _relative(saved.data),
            "module": _relative(saved.module),
            "print": "../print-cards/" if gid in printable else None,
        }
        for gid, (name, saved) in games.items()
    ]
    # Paths and names only, escaped as any attribute value is; the script reads it as JSON.
    shown = html.escape(json.dumps(described, ensure_ascii=False), quote=True)
    intro = t(
        "What Sortie keeps for you in this browser: the lists you saved from the builders, "
        "what you own and the values you transcribed from your cards. Each list is checked "
        "again against today's data and your card values when this page opens; one file "
        "takes it all to another device."
    )
    needs_js = t("My hangar needs JavaScript: the lists are kept in your browser.")
    site = site_root(t.language, "../")
    return f"""---
hide: [toc]
---
# {t(TITLE)}

{intro}

<link rel="stylesheet" href="../{FOLDER}/hangar.css">
<link rel="stylesheet" href="../{FOLDER}/hangar-values.css">

<div id="sortie-hangar" data-root="../" data-site="{site}" data-games="{shown}" aria-busy="true">
<p>{needs_js}</p>
</div>

{collection}{_print_owned(games, t, printable)}
<div id="sortie-values" data-root="../" data-site="{site}" data-games="{shown}" aria-busy="true">
<p>{t("Transcribing your cards needs JavaScript: your values are kept in your browser.")}</p>
</div>

<div id="sortie-hangar-file" data-root="../" data-site="{site}" data-games="{shown}" aria-busy="true">
<p>{needs_js}</p>
</div>

<script type="module" src="../{FOLDER}/hangar.mjs"></script>
<script type="module" src="../{FOLDER}/hangar-values.mjs"></script>
<script type="module" src="../{FOLDER}/hangarfile-ui.mjs"></script>
"""


def _print_owned(
    games: Mapping[str, tuple[str, SavedLists]], t: Translator, printable: Sequence[str]
) -> str:
    """Links that print the cards of everything the player owns, a game each
    (``printcards.py``); nothing when no game prints."""
    links = [
        f'<a href="../print-cards/#game={gid}&amp;owned=1">{html.escape(name)}</a>'
        for gid, (name, _) in games.items()
        if gid in printable
    ]
    if not links:
        return ""
    said = t("Print the cards of everything I own: {games}", games=" · ".join(links))
    return f'\n<p id="sortie-print-owned">{said}</p>\n'
