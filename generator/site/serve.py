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

What is not the first language's pages is made after the pages are served, by ``Later``
(after serve's first build too: the server answers once the first language's pages are
written), in this order: the other languages' pages (their builds, a second or two each),
the content kept in the cache on disk, then, once no rebuild came for ``PAUSE`` seconds,
the card pictures, sheets and player aids the edit changed. The edited page is new at once;
its other languages' copies follow, and its card picture and PDF links show the previous
drawing (or nothing, for a card never drawn) until the drawing is copied in; each time the
browser is told to reload. The site is then byte for byte a clean build's. A rebuild comes
first: an other language's build it finds running stops at its next step and is made again
after it, whole.

When the record cannot vouch for the folder (the first rebuild, broken content before or
now, another ``mkdocs.yml``, theme or code: the build's digest changed, ``--strict``), the
plugin empties the folder first, as MkDocs would, and everything is written.
"""

from __future__ import annotations

import hashlib
import inspect
import logging
import math
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
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
    later: set[str] = field(default_factory=set)
    """The destinations of the files drawn after the build (``Later``), copied then."""

    def vouches(self, site_dir: str, build: bytes) -> bool:
        return self.site_dir == site_dir and self.build == build and os.path.isdir(site_dir)

    def mark(self, files: Files, later: Callable[[str], bool] = lambda _: False) -> None:
        """Have MkDocs read and render every page (each gives the navigation, the search
        index and the sitemap their part) and copy only the static files whose source
        changed since they were copied; never those whose source is drawn ``later``
        (``Later`` copies them once drawn)."""
        self.later = set()
        for file in files:
            if file.is_documentation_page():
                file.is_modified = _always  # type: ignore[method-assign]
            elif file.abs_src_path is not None and later(file.abs_src_path):
                # Not even by a first build, which copies every file: it is not drawn yet.
                file.is_modified = _never  # type: ignore[method-assign]
                file.copy_file = _copied_later  # type: ignore[method-assign]
                self.later.add(file.abs_dest_path)
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
        # Whole or not at all: the other languages' pages are written while the server
        # serves them (``Later``), not during a rebuild, whose end MkDocs' server awaits.
        partial = path.with_name(f".{path.name}.partial")
        partial.write_bytes(data)
        os.replace(partial, path)
        self.pages[key] = digest

    def settle(self, files: Files, site_dir: Path) -> None:
        """After the build has written: remove what the previous build left and this one
        did not make (a deleted or renamed page or card), and note the static files."""
        now = {file.abs_dest_path for file in files}
        for gone in sorted((set(self.statics) | set(self.pages)) - now):
            _remove(Path(gone), site_dir)
        self.pages = {k: v for k, v in self.pages.items() if k in now}
        self.statics = {
            file.abs_dest_path: self._copied(file)
            for file in files
            if not file.is_documentation_page()
        }

    def _copied(self, file: File) -> Stat | None:
        if file.abs_dest_path in self.later:
            return self.statics.get(file.abs_dest_path)  # as its drawing last copied it
        return None if file.abs_src_path is None else _stat(file.abs_src_path)

    def copy_drawn(self, files: list[tuple[str, str]]) -> int:
        """Copy each drawn (source, destination) whose source is not the one copied last
        time; returns how many were copied."""
        copied = 0
        for source, destination in files:
            found = _stat(source)
            if found is None:  # not drawn (the drawing failed and said why)
                continue
            if self.statics.get(destination) == found and os.path.isfile(destination):
                continue
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copyfile(source, destination)  # as MkDocs copies a static file
            self.statics[destination] = found
            copied += 1
        return copied


def _always() -> bool:
    return True


def _never() -> bool:
    return False


def _copied_later(dirty: bool = False) -> None:
    """A card file's copying, left to its drawing (``Drawing``)."""


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


def start_over(site_dir: str, records: dict[str, SiteRecord], language: str | None) -> None:
    """Empty the site folder of ``language`` (None: the first language's), as MkDocs' full
    build does: its record holds no more, nor, for the first language, any other (their
    folders are inside its own)."""
    clean_directory(site_dir)
    if language is None:
        records.clear()
    else:
        records.pop(language, None)


class _Quiet(logging.Filter):
    """MkDocs' messages about a dirty build, which this one is not (every page is read),
    about the pages whose writing the plugin holds until after the stylesheet pass, and
    the error MkDocs says of the page an other language's build stopped at (``Yielded``):
    no error, the build is made again after the rebuild that waits."""

    def __init__(self) -> None:
        super().__init__()
        self.held: set[str] = set()

    def filter(self, record: logging.LogRecord) -> bool:
        message = str(record.msg)
        if message.startswith(("A 'dirty' build is being performed", "The directory contains")):
            return False
        if message.startswith("Page skipped: '"):
            return message.split("'", 2)[1] not in self.held
        if message.startswith(("Error reading page '", "Error building page '")):
            # MkDocs says it while it handles the exception, then raises it again.
            return not isinstance(sys.exc_info()[1], Yielded)
        return True


QUIET = _Quiet()


SWITCH_INTERVAL = 0.0005
"""Seconds a thread holds the interpreter while another waits for it, while serving
(Python's default: 0.005). Serve's threads share one interpreter: MkDocs' file watcher
(which stats every content file twice a second), the pages' server, and ``LATER``'s
French build or drawing. Each stat gives the interpreter up; with the default, a busy
thread beside the watcher kept it 5 ms each time, and one look at the content's 540
files took 0.9–3.2 s instead of 7 ms (0.25 s at this interval): an edit was seen
seconds late."""

_DEFAULT_INTERVAL = sys.getswitchinterval()


def share_the_interpreter(serving: bool) -> None:
    """``SWITCH_INTERVAL`` while serving, Python's own interval otherwise."""
    sys.setswitchinterval(SWITCH_INTERVAL if serving else _DEFAULT_INTERVAL)


def quiet(serving: bool) -> None:
    """Filter MkDocs' build messages (``QUIET``) while serving."""
    logger = logging.getLogger("mkdocs.commands.build")
    if serving:
        logger.addFilter(QUIET)
    else:
        logger.removeFilter(QUIET)


@dataclass
class Drawing:
    """One language's cards to draw after a rebuild, and where the site wants them."""

    draw: Callable[[], object]
    files: list[tuple[str, str]]
    """(source, destination) of every file drawn, as the build listed it."""
    record: SiteRecord
    records: dict[str, SiteRecord]
    """The plugin's records: a drawing whose record no longer stands copies nothing."""
    language: str

    @property
    def name(self) -> str:
        return f"cards {self.language}"

    def run(self) -> bool:
        """Draw, then copy into the site what changed; True if anything was."""
        started = time.monotonic()
        try:
            self.draw()
        except Exception as error:  # the build's error, as a build would have shown it
            log.error(f"{self.language}: the cards could not be drawn: {error}")
            return False
        with SITE:
            if self.records.get(self.language) is not self.record:
                return False  # the site folder was emptied since: its next drawing copies
            try:
                copied = self.record.copy_drawn(self.files)
            except OSError as error:  # the thread goes on: later drawings still copy
                log.error(f"{self.language}: a card file could not be copied: {error}")
                return False
        if copied:
            seconds = time.monotonic() - started
            log.info(f"{self.language}: {copied} card file(s) drawn in {seconds:.1f} s")
        return copied > 0


@dataclass
class Translating:
    """The other languages' builds of a rebuild, run once the first language's pages are
    served: they write into its folder, so they hold ``SITE`` as a rebuild does."""

    build: Callable[[], None]
    record: SiteRecord
    """The first language's record when its build asked for these: a rebuild that
    emptied the folder since (broken content) makes them stale."""
    records: dict[str, SiteRecord]
    language: str
    """The first language's code."""

    name = "pages"

    def run(self) -> bool:
        with SITE:
            if self.records.get(self.language) is not self.record:
                return False
            try:
                self.build()
            except Yielded:  # the rebuild that waits asks for them again
                log.info("the other languages' pages: left for the next rebuild")
                return False
            except Exception as error:  # as MkDocs' server shows a failed rebuild's
                log.error(f"the other languages' pages could not be built: {error}")
                return False
            finally:
                # Their cards, given during these builds, queued as a rebuild's are after it;
                # with ``SITE`` still held, so that no rebuild is running when they start.
                LATER.release()
        return True


@dataclass
class Task:
    """Work that changes nothing the browser shows (keeping the content in the cache on
    disk), done after the pages, holding ``SITE`` so that no rebuild runs beside it."""

    name: str
    work: Callable[[], None]

    def run(self) -> bool:
        with SITE:
            try:
                self.work()
            except Exception as error:  # the thread goes on: a rebuild loads it again
                log.error(f"{self.name}: {error}")
        return False


Job = Drawing | Translating | Task


PAUSE = 2.0
"""Seconds without a rebuild before the cards are drawn. Drawing (WeasyPrint) runs in this
process and shares its interpreter with a rebuild, whose speed it halves: an author's edits
in a row are each served at full speed, and their cards drawn once, at the pause."""


class Yielded(Exception):
    """A build of ``LATER``'s stopped for a rebuild that waits for the site."""


class Later:
    """Runs what a rebuild leaves for after it has served the first language's pages, in
    a thread of its own: the other languages' pages first, then the cards, one job at a
    time; a newer job of the same name replaces one not started yet. A rebuild holds
    ``SITE`` for its whole run, and so does every job while it writes into the site.

    A rebuild comes first: the other languages' builds stop for one that waits (at their
    next ``checkpoint``; the rebuild asks for them again), and the cards are drawn only
    once ``PAUSE`` seconds have passed without one."""

    def __init__(self) -> None:
        self.waiting = threading.Event()
        """Set while a rebuild waits for ``SITE``."""
        self.quiet_at = 0.0
        """When the cards may be drawn (``time.monotonic``): ``PAUSE`` after a rebuild's
        end, never while one runs."""
        self.ready = threading.Condition()
        self.pending: dict[str, Job] = {}
        self.held: list[Job] = []
        """Given during the rebuild that runs now: queued once it has ended (``release``),
        so that drawing does not slow the pages down."""
        self.busy = False
        self.thread: threading.Thread | None = None
        self.done: Callable[[], None] = lambda: None
        """Told when a job changed the site (the server reloads the page)."""

    def submit(self, job: Job) -> None:
        with self.ready:
            self.held.append(job)

    def release(self) -> None:
        with self.ready:
            for job in self.held:
                self.pending.pop(job.name, None)
                self.pending[job.name] = job
            self.held = []
            # ``thread`` is cleared under this lock by the thread itself as it finds nothing
            # left: a job queued just as it ends is never left without one.
            if self.pending and self.thread is None:
                self.thread = threading.Thread(target=self._run, name="sortie-later", daemon=True)
                self.thread.start()
            self.ready.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every job given has run; False on ``timeout``."""
        with self.ready:
            return self.ready.wait_for(lambda: not self.pending and not self.busy, timeout)

    @contextmanager
    def rebuilding(self) -> Iterator[None]:
        """Held by a rebuild for its whole run: the site, once the job that holds it has
        stopped or ended; then what the rebuild left is queued (``release``)."""
        self.waiting.set()
        with self.ready:
            self.quiet_at = math.inf  # no drawing starts beside it
        try:
            with SITE:
                self.waiting.clear()
                yield
        finally:
            self.waiting.clear()
            with self.ready:
                self.quiet_at = time.monotonic() + PAUSE
            self.release()

    def checkpoint(self) -> None:
        """Called by a build between its steps: in a job's build (the other languages'),
        stop for a rebuild that waits (``Yielded``)."""
        if self.waiting.is_set() and threading.current_thread() is self.thread:
            raise Yielded

    def _next(self) -> Job | None:
        """The job to run now, under ``ready``: none while a rebuild waits, the pages before
        the rest (they are what the reader waits for), the cards only in a pause between
        rebuilds."""
        if self.waiting.is_set():
            return None
        if Translating.name in self.pending:
            return self.pending.pop(Translating.name)
        for name, job in self.pending.items():
            if not isinstance(job, Drawing) or time.monotonic() >= self.quiet_at:
                return self.pending.pop(name)
        return None

    def _run(self) -> None:
        while True:
            with self.ready:
                if not self.pending:
                    self.thread = None
                    return
                job = self._next()
                if job is None:  # a rebuild waits or runs (it tells when done), or the pause
                    pause = self.quiet_at - time.monotonic()
                    endless = self.waiting.is_set() or pause == math.inf
                    self.ready.wait(None if endless else max(0.0, pause))
                    continue
                self.busy = True
            try:
                if job.run():
                    self.done()
            finally:
                with self.ready:
                    self.busy = False
                    self.ready.notify_all()


LATER = Later()

SITE = threading.RLock()
"""Held by a rebuild for its whole run, and by ``LATER``'s jobs while they write into the
site."""


def rebuild(config: MkDocsConfig, serve_url: str) -> None:
    """One rebuild of ``mkdocs serve`` writing only what changed (see the module); the
    other languages' pages and the cards it changed are made after it (``LATER``).
    ``config`` must have been read while no job of ``LATER`` ran (``sortie_builder`` holds
    ``SITE`` for it): reading a configuration sets the options of the plugin object every
    build shares."""
    with LATER.rebuilding():
        _rebuild(config, serve_url)


def _rebuild(config: MkDocsConfig, serve_url: str) -> None:
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
        # Reading the configuration sets the options of the plugin, the one object MkDocs
        # keeps for every build: not while another language's build runs (``LATER``).
        with LATER.rebuilding():
            if config is None:
                config = get_config()
                config.site_url = serve_url
            _rebuild(config, serve_url)

    server.builder = sortie_builder
    LATER.done = lambda: _reload(server)
    return True


def guard(server: Any) -> None:
    """Have the builder ``server`` has (MkDocs' own: ``--dirty``, ``--strict``) hold the
    site while it runs, and start what it leaves for after it (``LATER``), as ``rebuild``
    does: the other languages' pages of serve's first build may still be building."""
    builder = server.builder

    def guarded(*args: Any, **kwargs: Any) -> None:
        with LATER.rebuilding():
            builder(*args, **kwargs)

    server.builder = guarded
    LATER.done = lambda: _reload(server)


def _reload(server: Any) -> None:
    """Have the pages open in a browser reload, as after a rebuild, unless a rebuild is
    running (it reloads them when done). MkDocs' server has no public call for this: its
    attributes are looked for, and without them the page shows the new drawing when next
    loaded."""
    ready = getattr(server, "_epoch_cond", None)
    if ready is None or not hasattr(server, "_visible_epoch"):
        return
    with ready:
        if server._visible_epoch == getattr(server, "_wanted_epoch", None):
            # A greater epoch than the pages know, in the server's unit (milliseconds).
            epoch = max(server._visible_epoch + 1, round(time.monotonic() * 1000))
            server._wanted_epoch = server._visible_epoch = epoch
            ready.notify_all()
