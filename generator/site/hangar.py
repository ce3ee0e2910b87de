"""My hangar: one page per site (per language) listing the lists a player saved from the
builders, each checked again when the page opens.

The page is a shell the browser fills (``games/js/hangar.mjs``); the lists live in the
browser's storage (``games/js/savedlists.mjs``). A game takes part by naming, in its
``site.py``, how its builder keeps lists (``SAVED``, a ``pages.SavedLists``): the page then
loads that game's data and its module, which checks a list exactly as the builder does.
The core names no game: the page lists whatever games say so.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from markupsafe import Markup

from ..games.pagehtml import render
from ..games.pages import SHARED_SCRIPTS, SavedLists
from ..words.languages import Translator, site_root

HANGAR_URI = "hangar.md"
"""The page, relative to the site root: ``/hangar/`` in each language."""

TITLE = "My hangar"
"""The page's title in English: the navigation translates it."""

FOLDER = SHARED_SCRIPTS
"""Where the page's modules are served."""


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
    intro = t(
        "What Sortie keeps for you in this browser: the lists you saved from the builders, "
        "what you own and the values you transcribed from your cards. Each list is checked "
        "again against today's data and your card values when this page opens; one file "
        "takes it all to another device."
    )
    return render(
        "hangar.md.j2",
        t=t,
        title=t(TITLE),
        intro=intro,
        needs_js=t("My hangar needs JavaScript: the lists are kept in your browser."),
        folder=FOLDER,
        site=site_root(t.language, "../"),
        # Paths and names only, escaped as any attribute value is; the script reads it as JSON.
        games=json.dumps(described, ensure_ascii=False),
        # Our own Markdown and HTML, its values escaped where it was written.
        collection=Markup(collection),
        # The games whose owned cards print: links to the print page, a game each.
        printed=[(gid, name) for gid, (name, _) in games.items() if gid in printable],
    )
