"""``mkdocs serve``'s rebuilds write only the files an edit changed (issue 42).

MkDocs' own rebuild empties the site folder, copies every static file again (theme, card
PDFs and pictures) and writes every page, then Sortie's stylesheet pass reads and rewrites
every page once more: seconds of disk work at each edit, whatever it touched. Once the
first build is served, the plugin gives the live-reload server a builder of its own
(``install``): MkDocs' build run "dirty", so it leaves the folder as it is, and a record of
what each language's build left there (``SiteRecord``) with which

- every page is still read and rendered (or taken from the page memo, ``memo.py``): the
  navigation, the search index and the sitemap come from every page, as in a clean build;
- a static file is copied only when its source is not the one copied last time;
- a page is written, after the stylesheet pass, only when its bytes differ from those on
  disk (``write_page``); what a clean build would not write (a deleted or renamed page, a
  card no longer drawn, an old joined stylesheet) is removed.

When the record cannot vouch for the folder (the first rebuild, broken content before or
now, another ``mkdocs.yml``, theme or code: the build's digest changed, ``--strict``), the
plugin empties the folder first, as MkDocs would, and everything is written.
"""

from __future__ import annotations

import hashlib
import inspect
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkdocs.commands.build import build
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.utils import clean_directory

log = logging.getLogger("mkdocs.plugins.sortie")

Stat = tuple[str, int, int]
"""A static file's source as last copied: its path, modification time (ns) and size."""


def _stat(path: str) -> Stat | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (path, found.st_mtime_ns, found.st_size)


@dataclass
class SiteRecord:
    """What one language's last build left in its site folder."""

    site_dir: str
    build: bytes
    """The build's digest (``memo.build_digest``): code, theme, configuration, language."""
    statics: dict[str, Stat | None] = field(default_factory=dict)
    """Every other file by destination: the source it was copied from (None: a file made
    from the plugin's own text, written at each build)."""
    pages: dict[str, bytes] = field(default_factory=dict)
    """Pages by destination: the digest of the bytes written."""

    def vouches(self, site_dir: str, build: bytes) -> bool:
        return self.site_dir == site_dir and self.build == build and os.path.isdir(site_dir)

    def mark(self, files: Files) -> None:
        """Have MkDocs read and render every page (each gives the navigation, the search
        index and the sitemap their part) and copy only the static files whose source
        changed since they were copied."""
        for file in files:
            if file.is_documentation_page():
                file.is_modified = _always  # type: ignore[method-assign]
            elif file.abs_src_path is not None:
                file.is_modified = _changed(file, self.statics.get(file.abs_dest_path))  # type: ignore[method-assign]

    def write_page(self, path: Path, html: str) -> None:
        """Write a page's final HTML unless the same bytes are there already."""
        data = html.encode("utf-8", errors="xmlcharrefreplace")  # as MkDocs writes pages
        digest = hashlib.sha256(data).digest()
        key = str(path)
        if self.pages.get(key) == digest and path.is_file():
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        self.pages[key] = digest

    def settle(self, files: Files, site_dir: Path) -> None:
        """After the build has written: remove what the previous build left and this one
        did not make (a deleted or renamed page or card), and note the static files."""
        now = {file.abs_dest_path for file in files}
        for gone in sorted((set(self.statics) | set(self.pages)) - now):
            _remove(Path(gone), site_dir)
        self.pages = {k: v for k, v in self.pages.items() if k in now}
        self.statics = {
            file.abs_dest_path: None if file.abs_src_path is None else _stat(file.abs_src_path)
            for file in files
            if not file.is_documentation_page()
        }


def _always() -> bool:
    return True


def _changed(file: File, copied: Stat | None) -> Callable[[], bool]:
    def changed() -> bool:
        assert file.abs_src_path is not None
        same = copied is not None and copied == _stat(file.abs_src_path)
        return not same or not os.path.isfile(file.abs_dest_path)

    return changed


def _remove(path: Path, site_dir: Path) -> None:
    """Remove ``path`` and the folders it leaves empty, up to the site's."""
    path.unlink(missing_ok=True)
    folder = path.parent
    while folder != site_dir and folder.is_relative_to(site_dir):
        try:
            folder.rmdir()
        except OSError:
            return  # not empty (or gone): the folders above are not either
        folder = folder.parent


def start_over(site_dir: str, records: dict[str, SiteRecord]) -> None:
    """Empty the site folder, as MkDocs' full build does: no record holds any more (the
    other languages' folders are inside the first one's)."""
    clean_directory(site_dir)
    records.clear()


class _Quiet(logging.Filter):
    """MkDocs' messages about a dirty build, which this one is not (every page is read),
    and about the pages whose writing the plugin holds until after the stylesheet pass."""

    def __init__(self) -> None:
        super().__init__()
        self.held: set[str] = set()

    def filter(self, record: logging.LogRecord) -> bool:
        message = str(record.msg)
        if message.startswith(("A 'dirty' build is being performed", "The directory contains")):
            return False
        if message.startswith("Page skipped: '"):
            return message.split("'", 2)[1] not in self.held
        return True


QUIET = _Quiet()


def quiet(serving: bool) -> None:
    """Filter MkDocs' build messages (``QUIET``) while serving."""
    logger = logging.getLogger("mkdocs.commands.build")
    if serving:
        logger.addFilter(QUIET)
    else:
        logger.removeFilter(QUIET)


def rebuild(config: MkDocsConfig, serve_url: str) -> None:
    """One rebuild of ``mkdocs serve`` writing only what changed (see the module)."""
    sortie = config.plugins.get("sortie")
    if sortie is not None:
        sortie.incremental = True
    build(config, serve_url=serve_url, dirty=True)


def install(server: Any, builder: Any) -> bool:
    """Give ``server`` (MkDocs' live-reload server) Sortie's rebuild in place of
    ``builder``, MkDocs' own, when it was asked for a plain rebuild (not ``--clean`` nor
    ``--dirty``); True if it did. MkDocs passes no way to read a configuration as its
    builder does (its command line's options): the builder's own is used."""
    try:
        found = inspect.getclosurevars(builder).nonlocals
    except TypeError:
        return False
    get_config, serve_url = found.get("get_config"), found.get("serve_url")
    if not callable(get_config) or not isinstance(serve_url, str):
        return False
    if found.get("is_clean") or found.get("is_dirty"):
        return False

    def sortie_builder(config: MkDocsConfig | None = None) -> None:
        log.info("Building documentation (only what changed)...")
        if config is None:
            config = get_config()
            config.site_url = serve_url
        rebuild(config, serve_url)

    server.builder = sortie_builder
    return True
