"""``mkdocs serve``: a game's generated pages made again only when what they are made from
changed (issue 42).

A game's pages (its home, glossary, kinds' tables and definitions: ``pages.GamePages``)
are made from that game's content and from nothing else of the content: its folder in the
content and in each overlay (its data), a pack laid over the content, the folders' places
(a page's footer names the file), its rules pages' places, titles and order (the
``RulesBook``: not their text, which the rules pages show themselves), the page templates,
the words of the page's language and Sortie's code. The digest of these (``GameDigests``
and the book) keys the pages a rebuild made, so that the next rebuild of ``serve`` makes
again only the pages of the game an edit touched (not for a sentence of a rules page); a
clean build makes every page. A game's own pages and data files (its tools:
``game_extras``) are kept the same way, with its cards' pictures in their key; serve keeps
all of these in Sortie's cache folder too, for its next start (``diskmemo.py``).

The content folders are read for the digest before the content is loaded: a file changed
in between gives pages newer than their key, which the next rebuild makes again (never
older pages under a newer key).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from ..games.pagehtml import folders as page_folders
from ..games.pages import ExtraPage
from ..reading.contentcache import Unsure, digest_code, digest_folder
from ..reading.loaded import RULES_FOLDER, GameContent
from ..usercache import kept_folder
from ..words.languages import Translator
from .diskmemo import DiskMemo
from .extras import SiteExtras
from .memo import site_key
from .pages import GamePages, GeneratedPage, SitePages

log = logging.getLogger("mkdocs.plugins.sortie")

FORMAT = b"sortie-generated-pages-1"
FORMAT_SLOT = "content-format"
"""``GeneratedMemo``'s slot of the content-format page (a game's: ``pages-<game>``,
``extras-<game>``)."""


class GameDigests:
    """What each game's pages are made from, read before the content is loaded."""

    def __init__(self, roots: list[Path]) -> None:
        """Raises ``Unsure`` or OSError when a file cannot be vouched for."""
        shared = hashlib.sha256(FORMAT)
        shared.update(json.dumps([os.getcwd(), *(str(r.resolve()) for r in roots)]).encode())
        self.folders: dict[str, list[bytes]] = {}
        for index, root in enumerate(roots):
            if root.is_file():  # a pack: one file with any game's data
                shared.update(b"pack\0" + root.read_bytes())
            elif root.is_dir():
                for folder in root.iterdir():
                    if folder.is_dir():
                        digest = hashlib.sha256(b"%d\0" % index)
                        digest_folder(folder, digest, skip=[RULES_FOLDER])
                        self.folders.setdefault(folder.name, []).append(digest.digest())
        self.shared = shared

    def finish(self, sources: bytes, t: Translator, options: Any) -> None:
        """Add what every game's pages share, known once the content is loaded: the code and
        templates (``sources_digest``), the words and the options."""
        self.shared.update(sources)
        words = [t.language, sorted(t.table.items()), options]
        self.shared.update(json.dumps(words, default=repr, ensure_ascii=False).encode())

    def of(self, game: str, *more: str) -> bytes:
        """The digest of what ``game``'s data is read from (not its rules pages), and of
        ``more``."""
        digest = self.shared.copy()
        digest.update(game.encode() + b"\0" + b"".join(self.folders.get(game, [])))
        for part in more:
            digest.update(b"\0" + part.encode("utf-8", "surrogateescape"))
        return digest.digest()

    def of_format(self, names: dict[str, str]) -> bytes:
        """The content-format page's: made from the code, the templates and the words
        only, and the games' names (their ``game.yaml``)."""
        digest = self.shared.copy()
        digest.update(b"content-format\0" + json.dumps(names, sort_keys=True).encode())
        return digest.digest()


def sources_digest(templates: Path) -> bytes:
    """What every page of a build is made with besides the content: the running code, the
    site's templates and the page templates (the builders', tools' and hangar's), read
    once a build for the rendered pages' memo and the generated pages' alike. Raises
    ``Unsure`` or OSError when a file cannot be vouched for."""
    digest = hashlib.sha256(b"sources\0")
    digest_code(digest)
    digest_folder(templates, digest)
    for folder in page_folders():
        digest_folder(folder, digest)
    return digest.digest()


def game_digests(roots: list[Path]) -> GameDigests | None:
    """The digests of ``roots``' game folders (None: a file could not be vouched for)."""
    try:
        return GameDigests(roots)
    except (Unsure, OSError):
        return None


class GeneratedMemo:
    """One language's generated pages, by slot (the content-format page, each game's
    pages, each game's tools), each under the key of what it was made from: in memory,
    and in ``disk`` for serve's next start."""

    def __init__(self, disk: DiskMemo | None = None) -> None:
        self.disk = disk
        self.kept: dict[str, tuple[bytes, Any]] = {}
        self.made: list[str] = []
        """The games whose pages the last build made again."""

    def take(self, slot: str, key: bytes, make: Callable[[], Any]) -> tuple[Any, bool]:
        """What ``slot`` holds under ``key``: kept in memory, else kept on disk by an
        earlier process, else made now (True) and kept in both."""
        found = self.kept.get(slot)
        if found is not None and found[0] == key:
            return found[1], False
        value = self.disk.get(key.hex(), slot) if self.disk is not None else None
        made = value is None
        if made:
            value = make()
            if self.disk is not None:
                self.disk.put(key.hex(), value, slot)
        self.kept[slot] = (key, value)
        return value, made


def generated_folder(config_file: str, language: str) -> Path | None:
    """The folder a site's generated pages in ``language`` are kept in for the next start
    (one per ``mkdocs.yml``); None when the cache cannot be used."""
    return kept_folder("site-generated", site_key(config_file, language))


def game_extras(
    game: GameContent,
    extras: SiteExtras,
    images: Mapping[str, str],
    t: Translator,
    memo: GeneratedMemo | None = None,
    digests: GameDigests | None = None,
) -> tuple[list[ExtraPage], dict[str, str]]:
    """A game's own pages (its tools) and data files, made from its content, its cards'
    pictures (``images``) and the words; taken from ``memo`` when made from the same
    inputs (``digests``: its data, the code, templates and words, not its rules pages),
    else made and kept there."""

    def make() -> tuple[list[ExtraPage], dict[str, str]]:
        pages = list(extras.pages(game, images, t)) if extras.pages else []
        return pages, dict(extras.data(game, images)) if extras.data else {}

    if memo is None or digests is None:
        return make()
    key = digests.of(game.id, json.dumps(dict(images), sort_keys=True))
    kept: tuple[list[ExtraPage], dict[str, str]] = memo.take(f"extras-{game.id}", key, make)[0]
    return kept


def generated_pages(
    site: SitePages,
    memo: GeneratedMemo | None,
    digests: GameDigests | None,
    between: Callable[[], None] = lambda: None,
) -> list[GeneratedPage]:
    """Every generated page of ``site``; a game's (and the content-format page) taken from
    ``memo`` when made from the same inputs (``digests``), else made and kept there.
    ``between`` is called before each game's pages are made (serving: another language's
    build stops there for a rebuild; the games made until then are kept)."""
    if memo is None or digests is None:
        if memo is not None:
            memo.kept.clear()
        pages = [site.content_format_page()]
        for game in site.content.games.values():
            pages += GamePages(site, game).pages()
        return pages
    key = digests.of_format(site.game_names())
    pages = [memo.take(FORMAT_SLOT, key, site.content_format_page)[0]]
    memo.made = []
    for gid, game in site.content.games.items():

        def game_pages(game: GameContent = game) -> list[GeneratedPage]:
            between()
            return list(GamePages(site, game).pages())

        key = digests.of(gid, repr(site.books[gid]))  # its rules pages' places and titles
        found, made = memo.take(f"pages-{gid}", key, game_pages)
        if made:
            memo.made.append(gid)
        pages += found
    games = {f"{kind}-{gid}" for gid in site.content.games for kind in ("pages", "extras")}
    for gone in set(memo.kept) - games - {FORMAT_SLOT}:
        del memo.kept[gone]
    return pages
