"""The navigation, written into ``config.nav`` as if ``mkdocs.yml`` had listed it.

Home → each game (its home page, Rules by front-matter ``order``, Cards and data with
one entry per kind, Glossary) → Print. The content format reference is for contributors,
not players: it is out of the tabs, linked from every page's footer (``theme.py``) and
from each data page's "Edit this data" line. A kind is a section holding only its
table page: the definitions hang under it (see ``plugin.on_pre_page``) without being
listed, so the rendered navigation of a page stays the same size however many aircraft
there are. The home page's list of games (``games_list``) links the same pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..reading.loaded import Content
from ..words.languages import Translator, translation_language
from ..words.mdtext import esc
from .cards import PRINT_URI
from .rulepages import RulesBook, page_title
from .values import game_uri, glossary_uri, kind_uri

NavItem = str | dict[str, Any]

DATA = "Cards and data"
"""The section holding a game's kinds, as the game's home page titles them."""


def _book(book: RulesBook, t: Translator) -> list[NavItem]:
    items: list[NavItem] = [book.index.uri] if book.index is not None else []
    items += [{page.title: page.uri} for page in book.pages]
    items += [{sub.title or t("Rules"): _book(sub, t)} for sub in book.books]
    return items


def other_pages(docs_dir: Path, games: set[str]) -> list[NavItem]:
    """Markdown pages of docs_dir outside the game folders (an "About" page), by path."""
    found: list[NavItem] = []
    for path in sorted(docs_dir.rglob("*.md")):
        uri = path.relative_to(docs_dir).as_posix()
        if (
            uri != "index.md"
            and uri.split("/", 1)[0] not in games
            and not translation_language(uri)
        ):
            found.append({page_title(path): uri})
    return found


def build_nav(
    content: Content,
    books: dict[str, RulesBook],
    home: bool,
    others: Sequence[NavItem] = (),
    extra: dict[str, list[tuple[str, str]]] | None = None,
    print_page: str | None = None,
    t: Translator | None = None,
    hangar: str | None = None,
) -> list[NavItem]:
    """``extra``: a game's own pages (title, uri) listed after its home page;
    ``print_page``: the page listing the card PDFs; ``t``: the build's language;
    ``hangar``: My hangar, the player's saved lists, last (a tab of its own)."""
    t = t or Translator("en", {})
    nav: list[NavItem] = [{t("Home"): "index.md"}] if home else []
    for gid, game in content.games.items():
        name = t.text(game.info.name)[0] or game.info.name.en
        items: list[NavItem] = [game_uri(gid)]
        items += [{t(title): uri} for title, uri in (extra or {}).get(gid, [])]
        if books[gid].all_pages():
            items.append({t("Rules"): _book(books[gid], t)})
        kinds: list[NavItem] = [
            {t(kind.title): [kind_uri(gid, kind.folder)]}
            for kind in game.system.kinds
            if game.of(kind.folder)
        ]
        if kinds:
            items.append({t(DATA): kinds})
        if game.of("glossary"):
            # Named after its game: every game has one, and a search lists them together.
            items.append({t("Glossary — {game}", game=name): glossary_uri(gid)})
        nav.append({name: items})
    nav += list(others)
    if print_page is not None:
        nav.append({t("Print"): print_page})
    if hangar is not None:
        nav.append({t("My hangar"): hangar})
    return nav


def games_list(
    content: Content,
    tools: dict[str, list[tuple[str, str]]],
    printed: set[str],
    t: Translator,
    hangar: tuple[str, set[str]] | None = None,
) -> str:
    """The home page's list of games: each one's name and summary, then its pages, its own
    tools (by their English titles), for a game in ``printed`` its print sheets and, for a
    game whose lists My hangar keeps (``hangar``: the page and those games), My hangar."""
    lines = []
    for gid, game in content.games.items():
        info: Any = game.info
        summary = f" {esc(t.text(info.summary)[0])}" if info.summary else ""
        lines += [f"### [{esc(t.text(info.name)[0])}]({game_uri(gid)})", "", summary.strip(), ""]
        links = [f"[{t('Rules and data')}]({game_uri(gid)})"]
        if game.of("glossary"):
            links.append(f"[{t('Glossary')}]({glossary_uri(gid)})")
        links += [f"[{esc(t(title))}]({uri})" for title, uri in tools.get(gid, [])]
        if gid in printed:
            links.append(f"[{t('Print sheets')}]({PRINT_URI}#{gid})")  # cards or player aids
        if hangar is not None and gid in hangar[1]:
            links.append(f"[{t('My hangar')}]({hangar[0]})")
        lines += [" · ".join(links), "{: .sortie-tools }", ""]
    return "\n".join(lines)


def neighbours(kind_of: dict[str, str]) -> dict[str, tuple[str | None, str | None]]:
    """Each definition page's previous and next page in its kind's table, by ``kind_of``
    (definition page → its kind's table page), which lists them in the tables' order."""
    tables: dict[str, list[str]] = {}
    for uri, table in kind_of.items():
        tables.setdefault(table, []).append(uri)
    found: dict[str, tuple[str | None, str | None]] = {}
    for uris in tables.values():
        for index, uri in enumerate(uris):
            before = uris[index - 1] if index > 0 else None
            found[uri] = (before, uris[index + 1] if index + 1 < len(uris) else None)
    return found
