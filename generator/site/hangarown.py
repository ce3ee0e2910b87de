"""My hangar's Collection, and "I own N" on the pages of what a player can own.

What can be owned is each game's to say: ``OWNED`` in its ``site.py`` names the kinds
(content folders) whose definitions a player owns (aircraft models, and the cards that come
apart from aircraft). The core names no game: it lists what the games say. The counts live
in the browser (``games/js/collection.mjs``); the hangar's section is filled by
``games/js/hangar-own.mjs``, a kind's table and a definition's page by ``own-page.mjs``.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from ..reading.loaded import Content, Entry
from ..words.languages import Translator, site_root
from .values import definition_uri, display_name

FOLDER = "assets/sortie/hangar"
"""Where the modules are served (My hangar's folder: its ``words.json`` serves them too)."""

MODULES = (
    "hangar-own.mjs",
    "own-page.mjs",
    "own-ui.mjs",
    "owning.mjs",
    "collection.mjs",
    "own.css",
)
"""The shared modules of the collection (its own and those they import beyond My hangar's)."""


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
    needs_js = t("Your collection needs JavaScript: it is kept in your browser.")
    site = site_root(t.language, "../")
    parts: list[str] = []
    games: dict[str, list[dict[str, Any]]] = {}
    for group in groups:
        games.setdefault(group["game"], []).append(group)
    for gid, kinds in games.items():
        parts.append(f'<section class="own-game" data-game="{html.escape(gid)}">')
        parts.append(f"<h3>{html.escape(kinds[0]['gameName'])}</h3>")
        for group in kinds:
            kind = html.escape(group["kind"])
            parts.append(f'<section class="own-kind" data-kind="{kind}">')
            parts.append(f"<h4>{html.escape(group['kindName'])}</h4>")
            parts.append('<ul class="own-items">')
            parts += [
                f'<li class="own-item" data-id="{html.escape(item["id"])}">'
                f'<a class="own-name" href="{html.escape(item["href"])}">'
                f"{html.escape(item['name'], quote=False)}</a></li>"
                for item in group["items"]
            ]
            parts += ["</ul>", "</section>"]
        parts.append("</section>")
    listed = "\n".join(parts)
    return f"""<link rel="stylesheet" href="../{FOLDER}/own.css">

<div id="sortie-own" data-site="{site}" aria-busy="true">
<p>{needs_js}</p>
{listed}
</div>

<script type="module" src="../{FOLDER}/hangar-own.mjs"></script>
"""


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
    shown = " ".join(f'{key}="{html.escape(value)}"' for key, value in attrs.items())
    return (
        f'<link rel="stylesheet" href="{up}{FOLDER}/own.css">\n'
        f'<div {shown} aria-busy="true"></div>\n'
        f'<script type="module" src="{up}{FOLDER}/own-page.mjs"></script>'
    )
