"""Pages of ``mkdocs serve`` rendered again only when what they show has changed.

Every rebuild of ``serve`` still loads the content and writes every generated page's
Markdown (fast: the content cache, Jinja), but MkDocs' two costly steps per page are made
once per set of inputs and then reused, in two layers:

1. **Body**: a page's Markdown to HTML (with its glossary tooltips and scrolling tables).
   Keyed by the digest of the page's final Markdown and front matter, the tooltips chosen
   for it, the list of the site's files (its links resolve against them) and the build's
   own digest (``build_digest``). The page's Markdown is the record of every definition it
   reads: an aircraft's points change the Markdown of exactly the pages that show them (its
   own page, its kind's table, a page listing it), in each language, so only those miss.
2. **Output**: the theme's template around the body, and Sortie's fixes of the page. Keyed
   by the body's digest, the page's title, front matter, neighbours and ancestors, the
   whole navigation (its titles and addresses: every page draws part of it) and the
   build's digest. A rules page's new title changes the navigation, so every page is drawn
   again; an aircraft's value changes no title in the navigation.

What is kept (the JSON of a body or a page, compressed) lives in memory for the rebuilds of
one ``serve`` and in Sortie's cache folder (``usercache.py``) for the next ``serve`` of the
same site: a second start renders nothing that has not changed. The search index, the
sitemap, the 404 page and the static files are made by every build, as before. A clean
``mkdocs build`` or ``sortie build`` uses none of this.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import zlib
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path
from typing import Any

import jinja2
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink, TableOfContents

from ..reading.contentcache import Unsure
from ..usercache import kept_folder, private_folder, write_entry

log = logging.getLogger("mkdocs.plugins.sortie")

FORMAT = b"sortie-page-memo-2"
"""Changed whenever what an entry holds changes shape."""

TEMPLATE = "sortie-memo.html"
"""The theme template of a page whose output is reused: empty, so the theme draws nothing
(the plugin puts the kept page in its place, ``on_post_page``)."""

PACKAGES = ("mkdocs", "mkdocs-material", "markdown", "pymdown-extensions", "jinja2")
"""The packages whose code shapes a page besides Sortie's own."""


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr)


def _key(*parts: str | bytes) -> str:
    digest = hashlib.sha256(FORMAT)
    for part in parts:
        data = part.encode("utf-8", "surrogateescape") if isinstance(part, str) else part
        digest.update(b"%d\0" % len(data) + data)
    return digest.hexdigest()


def build_digest(
    config: MkDocsConfig, sources: bytes, options: dict[str, Any], language: str
) -> bytes:
    """What every page of one build depends on beyond its own content and the navigation:
    the code, the theme and Markdown packages, ``mkdocs.yml``, Sortie's templates (their
    words and assets too, and the page templates of ``templates/pages``), the plugin's options, the language and the site's address.
    Raises ``Unsure`` or OSError when a file cannot be vouched for."""
    digest = hashlib.sha256(FORMAT)
    digest.update(sources)  # the code and the templates (``generation.sources_digest``)
    digest.update(repr([(name, version(name)) for name in PACKAGES]).encode())
    digest.update(sys.version.encode())
    if config.config_file_path:
        digest.update(Path(config.config_file_path).read_bytes())
    settings = {
        "language": language,
        "options": options,
        "site_url": config.site_url,
        "docs_dir": os.path.abspath(config.docs_dir),
        "use_directory_urls": config.use_directory_urls,
        "theme": dict(config.theme.items()),
        "extra": config.extra,
        "extra_css": [str(x) for x in config.extra_css],
        "extra_javascript": [str(x) for x in config.extra_javascript],
        "mdx": config.mdx_configs,
        "extensions": [x for x in config.markdown_extensions if isinstance(x, str)],
    }
    digest.update(_json(settings).encode())
    return digest.digest()


def files_digest(files: Files) -> str:
    """The site's files and their addresses: a page's links are resolved against them."""
    return _key(_json(sorted((f.src_uri, f.dest_uri, f.url) for f in files)))


def nav_digest(nav: Navigation) -> str:
    """Every title and address of the navigation, in order, with its nesting."""

    def walk(items: list[Any]) -> list[Any]:
        return [
            [
                type(item).__name__,
                item.title,
                getattr(item, "url", None),
                getattr(item, "is_homepage", False),
                walk(item.children or []),
            ]
            for item in items
        ]

    return _key(_json(walk(nav.items)))


def body_key(build: bytes, files: str, page: Page, markdown: str, terms: Any) -> str:
    """The digest of what a page's body (its HTML) is made from."""
    return _key(build, files, page.file.src_uri, page.url, markdown, _json(page.meta), _json(terms))


def output_key(build: bytes, nav: str, page: Page, extra: Any) -> str:
    """The digest of what a page's whole output is made from, ``extra`` being what the
    plugin adds to it (the content format's address, the footer's note)."""

    def near(other: Any) -> Any:
        return None if other is None else [other.title, getattr(other, "url", None)]

    parts = {
        "uri": page.file.src_uri,
        "url": page.url,
        "canonical": page.canonical_url,
        "edit": page.edit_url,
        "home": page.is_homepage,
        "title": page.title,
        "meta": page.meta,
        "content": hashlib.sha256((page.content or "").encode()).hexdigest(),
        "toc": toc_data(page.toc),
        "previous": near(page.previous_page),
        "next": near(page.next_page),
        "parents": [near(a) for a in page.ancestors],
        "extra": extra,
    }
    return _key(build, nav, _json(parts))


def toc_data(toc: TableOfContents) -> list[Any]:
    return [[a.title, a.id, a.level, toc_data(a.children)] for a in toc]  # type: ignore[arg-type]


def toc_from(data: list[Any]) -> TableOfContents:
    def links(items: list[Any]) -> list[AnchorLink]:
        found = []
        for title, anchor, level, children in items:
            link = AnchorLink(title, anchor, level)
            link.children = links(children)
            found.append(link)
        return found

    return TableOfContents(links(data))


def body_of(page: Page, content: str) -> dict[str, Any]:
    """What is kept of a page's rendering: its HTML and what MkDocs learnt while rendering
    it (its title from the heading, its table of contents, its anchors and the anchors its
    links point to, for MkDocs' check of every page's links)."""
    links = {f.src_uri: dict(a) for f, a in getattr(page, "links_to_anchors", {}).items()}
    return {
        "content": content,
        "title": page._title_from_render,
        "toc": toc_data(page.toc),
        "anchors": sorted(page.present_anchor_ids or ()),
        "links": links,
    }


def restore_body(page: Page, body: dict[str, Any], files: Files) -> str:
    """Put back on ``page`` what its rendering gave; returns its HTML."""
    page._title_from_render = body["title"]
    page.toc = toc_from(body["toc"])
    page.present_anchor_ids = set(body["anchors"])
    page.links_to_anchors = {
        found: anchors
        for uri, anchors in body["links"].items()
        if (found := files.get_file_from_path(uri)) is not None
    }
    content: str = body["content"]
    return content


@dataclass
class PageMemo:
    """One site's kept bodies and pages in one language: in memory, and on disk when
    Sortie's cache folder can be used."""

    folder: Path | None
    entries: dict[str, Any] = field(default_factory=dict)
    used: set[str] = field(default_factory=set)
    builds: int = 0
    rendered: list[str] = field(default_factory=list)
    """The pages whose body the last build rendered (the others' it reused)."""
    drawn: list[str] = field(default_factory=list)
    """The pages whose output the last build drew (the others' it reused)."""
    indexed: list[str] = field(default_factory=list)
    """The pages whose search entries the last build made (the others' it reused)."""

    def begin(self) -> None:
        self.used = set()
        self.rendered, self.drawn, self.indexed = [], [], []

    def get(self, key: str) -> Any | None:
        self.used.add(key)
        if key in self.entries:
            return self.entries[key]
        found = self._read(key)
        if found is not None:
            self.entries[key] = found
        return found

    def put(self, key: str, value: Any) -> None:
        self.used.add(key)
        self.entries[key] = value
        self._write(key, value)

    def end(self) -> None:
        """Forget what this build did not use: what an edit replaced. The first build of a
        ``serve`` also removes such entries from disk (later ones leave that to it)."""
        self.entries = {k: v for k, v in self.entries.items() if k in self.used}
        if self.builds == 0 and self.folder is not None:
            try:
                for path in self.folder.iterdir():
                    if path.name not in self.used:
                        path.unlink(missing_ok=True)
            except OSError:
                pass
        self.builds += 1

    def _read(self, key: str) -> Any | None:
        if self.folder is None:
            return None
        try:
            return json.loads(zlib.decompress((self.folder / key).read_bytes()))
        except (OSError, ValueError, zlib.error):  # missing, partial or foreign: render
            return None

    def _write(self, key: str, value: Any) -> None:
        if self.folder is None:
            return
        data = zlib.compress(json.dumps(value, ensure_ascii=False).encode("utf-8"), 1)
        try:
            write_entry(self.folder, key, data, ".page-")
        except OSError:
            self.folder = None  # a full disk, a removed folder: keep in memory only


def memo_folder(config: MkDocsConfig, language: str) -> Path | None:
    """This site's folder of kept pages in ``language`` (one per ``mkdocs.yml``), made
    private; None when the cache is off or cannot be used."""
    if config.config_file_path is None:
        return None
    return kept_folder("site-pages", site_key(config.config_file_path, language))


def site_key(config_file: str, language: str) -> str:
    """A name for one site (its ``mkdocs.yml``) in one language, for its folders in
    Sortie's cache folder."""
    return _key(os.path.abspath(config_file), language)[:24]


def safe_build_digest(
    config: MkDocsConfig, sources: bytes, options: dict[str, Any], language: str
) -> bytes | None:
    """``build_digest``, or None (nothing is reused) when a file cannot be vouched for."""
    try:
        return build_digest(config, sources, options, language)
    except (Unsure, OSError) as error:
        log.info(f"pages are all rendered again: {error}")
        return None


class _KeptBytecode(jinja2.BytecodeCache):
    """Compiled templates kept in memory for the rest of the process (each rebuild of
    ``serve`` makes new Jinja environments: the theme's, the pages'), and, once
    ``keep_compiled_on_disk`` found a folder, in Sortie's cache folder for the next start
    of ``serve`` (Jinja's own ``FileSystemBytecodeCache``, which writes each entry whole).
    Jinja checks each entry against its template's source, so an edited template is
    compiled again."""

    def __init__(self, purpose: str) -> None:
        self.purpose = purpose
        self.kept: dict[str, bytes] = {}
        self.disk: jinja2.FileSystemBytecodeCache | None = None

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        data = self.kept.get(bucket.key)
        if data is not None:
            bucket.bytecode_from_string(data)
        elif self.disk is not None:
            self.disk.load_bytecode(bucket)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.kept[bucket.key] = bucket.bytecode_to_string()
        if self.disk is not None:
            try:
                self.disk.dump_bytecode(bucket)
            except OSError:  # a full disk: kept in memory all the same
                self.disk = None

    def on_disk(self, folder: Path) -> None:
        """Keep entries in ``folder`` too, one for this purpose, made private."""
        own = folder / self.purpose
        try:
            own.mkdir(mode=0o700, exist_ok=True)
        except OSError:
            return
        if private_folder(own):
            self.disk = jinja2.FileSystemBytecodeCache(str(own))


_BYTECODE: dict[str, _KeptBytecode] = {}
_BYTECODE_DISK: Path | None = None
"""The folder compiled templates are kept in between processes, once one was found."""


def keep_compiled(env: jinja2.Environment, purpose: str) -> None:
    """Let ``env`` reuse the templates an environment made for the same ``purpose``
    compiled (one per set of settings: the same template compiles differently under
    another environment's options)."""
    if env.bytecode_cache is None:
        kept = _BYTECODE.get(purpose)
        if kept is None:
            kept = _BYTECODE[purpose] = _KeptBytecode(purpose)
            if _BYTECODE_DISK is not None:
                kept.on_disk(_BYTECODE_DISK)
        env.bytecode_cache = kept


def keep_compiled_on_disk() -> None:
    """``mkdocs serve``: keep compiled templates in Sortie's cache folder as well (some
    eighty templates, over a second of its first build to compile again), in a folder
    named after Jinja's and Python's versions, private to the user (the code is run)."""
    global _BYTECODE_DISK
    if _BYTECODE_DISK is not None:
        return
    folder = kept_folder("templates", f"jinja-{jinja2.__version__}-python-{sys.hexversion:x}")
    if folder is not None:
        _BYTECODE_DISK = folder
        for kept in _BYTECODE.values():
            kept.on_disk(folder)


def skip_render(page: Page, body: dict[str, Any]) -> None:
    """Leave out MkDocs' rendering of ``page``, whose ``body`` is kept: converting even an
    empty text costs a new Markdown converter with every extension (some 5 ms a page).
    The page gets its HTML; ``restore_body`` gives it the rest."""

    def render(config: MkDocsConfig, files: Files) -> None:
        page.content = body["content"]

    page.render = render  # type: ignore[method-assign]


def keep_search_entries(index: Any, memo: PageMemo, build: bytes) -> None:
    """Let the search plugin's ``index`` reuse the entries it made of a page before,
    rather than parse the page's HTML again: they come from the page's address, title,
    front matter, table of contents and HTML only."""
    add = index.add_entry_from_context

    def add_kept(page: Page) -> None:
        # Without the empty template a page whose output is kept is given (``Reuse``):
        # the entries are the same whether or not its output was.
        meta = {k: v for k, v in page.meta.items() if (k, v) != ("template", TEMPLATE)}
        parts = [page.url, page.title, meta, toc_data(page.toc)]
        # The HTML apart: as JSON, escaped, it cost more than the rest of the key.
        key = _key(build, "search", _json(parts), page.content or "")
        kept = memo.get(key)
        if kept is not None:
            index.entries.extend(kept)  # the index writes its entries, never changes them
            return
        start = len(index.entries)
        add(page)
        memo.put(key, index.entries[start:])
        memo.indexed.append(page.file.src_uri)

    index.add_entry_from_context = add_kept
