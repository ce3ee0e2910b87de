"""My hangar's Collection, and "I own N" on the pages of what a player can own.

What can be owned is each game's to say: ``OWNED`` in its ``site.py`` names the kinds
(content folders) whose definitions a player owns (aircraft models, and the cards that come
apart from aircraft). The core names no game: it lists what the games say. The counts live
in the browser (``games/js/collection.mjs``); the hangar's section is filled by
``games/js/hangar-own.mjs``, a kind's table and a definition's page by ``own-page.mjs``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..games.pagehtml import render
from ..games.pages import SHARED_SCRIPTS
from ..reading.loaded import Content, Entry
from ..words.languages import Translator, site_root
from .values import definition_uri, display_name

FOLDER = SHARED_SCRIPTS
"""Where the modules are served."""


def _name(entry: Entry[Any], t: Translator) -> str:
    """A definition's name in the page's language (its id only where it has no name)."""
    name = display_name(entry.item)
    return (t.text(name)[0] or name.en) if name is not None else entry.id


def collection_groups(
    content: Content, owning: Mapping[str, tuple[str, Sequence[str]]], t: Translator
) -> list[dict[str, Any]]:
    """What can be owned, for the hangar's section: ``owning`` maps each game that says
    (``OWNED``) to its name and kinds; one group per kind that has definitions, each thing
    by its name in the page's language, in name order, with the address of its page."""
    groups: list[dict[str, Any]] = []
    for gid, (game_name, kinds) in owning.items():
        game = content.games[gid]
        for folder in kinds:
            entries = list(game.of(folder).values())
            if not entries:
                continue
            items = sorted(
                (
                    {
                        "id": e.id,
                        "name": _name(e, t),
                        "href": "../" + definition_uri(gid, folder, e.id).removesuffix(".md") + "/",
                    }
                    for e in entries
                ),
                key=lambda item: item["name"].casefold(),
            )
            kind_name = t(entries[0].kind.title)
            groups.append(
                {
                    "game": gid,
                    "gameName": game_name,
                    "kind": folder,
                    "kindName": kind_name,
                    "items": items,
                }
            )
    return groups


def collection_markdown(groups: list[dict[str, Any]], t: Translator) -> str:
    """The hangar's Collection section: what can be owned as a plain list of links (each
    name escaped once, as any text of a page; no script needed to read it), which
    ``hangar-own.mjs`` draws again with its boxes, find box and filter."""
    if not groups:
        return ""
    games: dict[str, dict[str, Any]] = {}
    for group in groups:
        game = games.setdefault(group["game"], {"id": group["game"], "name": group["gameName"]})
        game.setdefault("kinds", []).append(group)
    return render(
        "own.md.j2",
        folder=FOLDER,
        site=site_root(t.language, "../"),
        needs_js=t("Your collection needs JavaScript: it is kept in your browser."),
        games=list(games.values()),
    )


def own_mount(game: str, kind: str, up: str, t: Translator, entry: Entry[Any] | None = None) -> str:
    """The "I own N" mount of a kind's table (``entry`` None: an "Only mine" filter and a
    box in each row) or of one definition's page, ``up`` the page's way to its language's
    root (``../../``)."""
    attrs = {
        "class": "sortie-own",
        "data-game": game,
        "data-kind": kind,
        "data-site": site_root(t.language, up),
    }
    if entry is not None:
        attrs |= {"data-id": entry.id, "data-name": _name(entry, t)}
    else:
        attrs["hidden"] = ""
    return render("own-mount.html.j2", up=up, folder=FOLDER, mount=attrs)
