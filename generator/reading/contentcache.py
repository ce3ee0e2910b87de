"""The content ``sortie validate`` checks decks against, kept between runs.

Reading, parsing and validating a game's content takes most of a cold run that is not
start-up (≈ 45 ms of ≈ 0.3 s for a game of 140 files). So the loaded content is kept,
pickled, with the digest of everything the loading read; a later run whose digest is the
same unpickles it (a few milliseconds, and the content's schema classes are never built)
instead of loading it again. The cross-file checks still run every time.

The digest cannot go stale: it covers the bytes (not the times) of every file under each
game folder loaded and of each pack, the names and kinds of everything in those folders,
the folders as given and as resolved, the working folder, the run's language (the problems
kept are worded in it), the source of this package and of the game packages, and the
versions of Python, pydantic and PyYAML. Anything the digest
cannot vouch for (a file that is not a regular file, one too large to be read, a folder
that cannot be listed) turns the cache off for the run, and so does anything that goes
wrong with the cache itself (no home folder, a full disk, an entry from an older Sortie):
the content is then loaded as it is without one.

``SORTIE_CACHE`` names the cache folder (default ``$XDG_CACHE_HOME/sortie``, else
``~/.cache/sortie``: ``usercache.py``); ``SORTIE_CACHE=off`` turns the cache off.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import io
import os
import pickle
import stat
import sys
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pydantic
import yaml

from .. import __version__
from ..problems import Problem
from ..registry import systems
from ..usercache import cache_folder, private_folder, write_entry
from ..words.wording import language
from .loaded import Content, GameSystem, Kind
from .loading import KeptGames, load
from .yamlload import CONTENT_MAX_BYTES

FORMAT = b"sortie-content-cache-1"
"""Changed whenever what an entry holds changes shape."""
MAX_ENTRIES = 32
"""Entries kept: one per content folder (and working folder) and set of games validated."""
MAX_DEPTH = 16
"""Folders nested deeper than this (a link to a parent folder) turn the cache off."""
PACKAGE = Path(__file__).resolve().parent.parent
"""The whole ``generator`` package, whose source every entry's digest covers."""
TOP = __name__.partition(".")[0]


class Unsure(Exception):
    """Something the digest cannot vouch for: load without the cache."""


def load_cached(
    roots: Sequence[Path],
    only: set[str] | None,
    place: Place | None,
    unwritten: list[Callable[[], None]] | None = None,
    kept: KeptGames | None = None,
) -> tuple[Content, list[Problem]]:
    """``loading.load(roots, only)``, from the cache entry at ``place`` (``place_of``) when
    the same files were loaded by the same code before, else loaded and kept there; with no
    place (the cache cannot serve the run), loaded. Given ``unwritten``, the keeping is
    put there to be done later instead (``mkdocs serve`` does it once the pages are
    served: pickling the content is a tenth of a rebuild). ``kept``: the games loaded
    before, each reused while its digest (``Place.games``) is the same."""
    found = _read(place.entry, place.digest) if place else None
    if found is not None:
        return found
    if kept is not None:  # no place: no digest to vouch for a game kept
        kept.digests = place.games if place else {}
    content, problems = load(roots, only, kept)
    if place:
        keep = functools.partial(_keep, place, (content, problems))
        if unwritten is None:
            keep()
        else:
            unwritten[:] = [keep]  # an earlier one's files have changed since
    return content, problems


def _keep(place: Place, value: tuple[Content, list[Problem]]) -> None:
    # Kept only if no file changed since it was loaded: else it would be kept under a
    # digest of files it was not read from. The files' bytes were digested once, by
    # ``place_of``; whether one changed since is told by its status (a write changes its
    # size or times, an added or removed file its folder's), without reading every file a
    # second time.
    if place.unchanged():
        _write(place.folder, place.entry, place.digest, value)


@dataclass(frozen=True)
class Place:
    """Where the content of one run is kept, under which digest, and what the digest read."""

    folder: Path
    entry: Path
    digest: bytes
    """Of every file loaded (its bytes, not its times), the code and the run's language."""
    seen: list[Seen]
    games: dict[str, bytes] = field(default_factory=dict)
    """Of what each game was loaded from: the same files, code and language."""

    def unchanged(self) -> bool:
        """No file the digest read has changed since (told by its status, without reading
        every file a second time): what was loaded may be kept under the digest."""
        try:
            return all(_status(path) == status for path, status in self.seen)
        except OSError:
            return False


def place_of(roots: Sequence[Path], only: set[str] | None) -> Place | None:
    """The run's entry in the cache, or None when the cache cannot serve it (no usable
    cache folder, every game asked for, or files the digest cannot vouch for)."""
    folder = cache_folder()
    if folder is None or only is None:
        return None
    seen: list[Seen] = []
    games: dict[str, bytes] = {}
    try:
        name, digest = _key(roots, only, seen, games)
    except (Unsure, OSError):
        return None
    if not _private(folder):
        return None
    return Place(folder, folder / f"content-{name}.pickle", digest, seen, games)


def _private(folder: Path) -> bool:
    """The cache folder, made (private) when missing, is only this user's to write: an
    entry read from or written to a folder others can write could be theirs (a pickle runs
    code). Checked once a run, after the folder is made, so both the read and the write
    are covered."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return False
    return private_folder(folder)


Seen = tuple[str, tuple[int, ...]]
"""A file or folder the digest read, with what a change to it would change of its status."""


def _status(path: str | Path, status: os.stat_result | None = None) -> tuple[int, ...]:
    found = status or os.stat(path)
    return (found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns, found.st_ctime_ns)


def _key(
    roots: Sequence[Path], only: set[str], seen: list[Seen], games: dict[str, bytes] | None = None
) -> tuple[str, bytes]:
    """The entry's name (which runs share it) and the digest of what it was loaded from;
    each content file and folder read is added to ``seen``, and the digest of what each
    game was loaded from to ``games`` (``mkdocs serve`` loads again only the games whose
    digest changed: ``loading.KeptGames``)."""
    which = hashlib.sha256(FORMAT)
    for part in (os.getcwd(), *map(str, roots), *(str(r.resolve()) for r in roots)):
        which.update(part.encode("utf-8", "surrogateescape") + b"\0")
    # The problems kept with the content are worded in the run's language.
    which.update(f"{' '.join(sorted(only))}\0{language()}".encode())
    shared = which.copy()
    digest_code(shared)
    # A game is loaded from its folder in each root and from every pack (which may hold
    # any game's data), in the roots' order: each game's digest reads just those.
    by_game = {game_id: shared.copy() for game_id in sorted(only)}
    for root in roots:
        if root.is_file():  # a pack
            pack = hashlib.sha256(b"pack\0")
            _file(root, pack, seen)
            for digest in by_game.values():
                digest.update(pack.digest())
            continue
        for game_id, digest in by_game.items():
            game = root / game_id
            digest.update(f"root\0game {game_id} {game.is_dir()}\0".encode())
            if game.is_dir():
                _walk(str(game), digest, 0, seen=seen)
    total = shared.copy()
    for game_id, digest in by_game.items():
        found = digest.digest()
        total.update(game_id.encode() + b"\0" + found)
        if games is not None:
            games[game_id] = found
    return which.hexdigest()[:32], total.digest()


def digest_code(digest: Any) -> None:
    """Add the running code to ``digest``: the Python source of this package and of the
    game packages, and the versions of Python, pydantic and PyYAML."""
    digest.update(_code())


@functools.cache
def _code() -> bytes:
    """The running code's digest, read once a process: what runs is what was imported, even
    if the source is edited later, and ``mkdocs serve`` asks for it at every rebuild (for
    the pages' memo and the generated pages', in each language)."""
    code = hashlib.sha256(b"code\0")
    versions = (__version__, sys.version, pydantic.VERSION, yaml.__version__)
    code.update(repr(versions).encode())
    packages = systems().packages
    code.update(repr(packages).encode())  # a pack is read with every game's kinds
    for source in _sources(packages.values()):
        _walk(source, code, 0, code=True)
    return code.digest()


def digest_folder(folder: Path, digest: Any, skip: Collection[str] = ()) -> None:
    """Add the names, kinds and bytes of everything under ``folder`` to ``digest``, but
    for the folders named in ``skip`` that ``folder`` holds (raises ``Unsure`` for what it
    cannot vouch for, OSError for what it cannot read)."""
    _walk(str(folder), digest, 0, skip=skip)


def _sources(packages: Iterable[str]) -> list[str]:
    """The folders of this package and of every game package installed on its own."""
    folders = {str(PACKAGE)}
    for package in packages:
        if not package.startswith(f"{TOP}."):
            spec = importlib.util.find_spec(package.partition(".")[0])
            if spec is None or not spec.submodule_search_locations:
                raise Unsure(package)
            folders.update(spec.submodule_search_locations)
    return sorted(folders)


def _walk(
    folder: str,
    digest: Any,
    depth: int,
    code: bool = False,
    seen: list[Seen] | None = None,
    skip: Collection[str] = (),
) -> None:
    """The names, kinds and bytes of everything under ``folder``, in name order; with
    ``code``, of its Python source only (not the bytecode caches, nor the package's links
    to the checkout's content and templates); not the folders ``folder`` holds named in
    ``skip``."""
    if depth > MAX_DEPTH:
        raise Unsure(folder)
    if seen is not None:
        seen.append((folder, _status(folder)))
    with os.scandir(folder) as listing:
        entries = sorted(listing, key=lambda e: e.name)
    for entry in entries:
        is_dir = entry.is_dir()
        if code and (entry.is_symlink() or entry.name == "__pycache__"):
            continue
        if code and not is_dir and not entry.name.endswith(".py"):
            continue
        if is_dir and entry.name in skip:
            continue
        digest.update(entry.name.encode("utf-8", "surrogateescape") + b"\0")
        if is_dir:
            digest.update(b"dir\0")
            _walk(entry.path, digest, depth + 1, code, seen)
            digest.update(b"end\0")
        else:
            _file(entry.path, digest, seen)


def _file(path: str | Path, digest: Any, seen: list[Seen] | None = None) -> None:
    # Not blocking on a FIFO, not reading a device or a huge file: the loader refuses them,
    # the cache steps aside and lets it say so.
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode) or status.st_size > CONTENT_MAX_BYTES:
            raise Unsure(path)
        with os.fdopen(handle, "rb", closefd=False) as stream:
            data = stream.read()
    finally:
        os.close(handle)
    if seen is not None:
        seen.append((str(path), _status(path, status)))
    digest.update(b"file %d\0" % len(data) + hashlib.sha256(data).digest())


class _Pickler(pickle.Pickler):
    """Games and kinds are kept by name: they hold functions, and are the running code's."""

    def __init__(self, stream: io.BytesIO, content: Content) -> None:
        super().__init__(stream, protocol=pickle.HIGHEST_PROTOCOL)
        self.kinds = {
            id(kind): (game.id, kind.folder)
            for game in content.games.values()
            for kind in game.system.all_kinds()
        }

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, GameSystem):
            return ("game", obj.id)
        if isinstance(obj, Kind):
            return ("kind", *self.kinds[id(obj)])
        return None


class _Unpickler(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:
        system = systems()[pid[1]]
        if pid[0] == "game":
            return system
        kind = system.kind(pid[2])
        if kind is None:
            raise pickle.UnpicklingError(f"{pid[1]} has no kind {pid[2]}")
        return kind


def _read(entry: Path, digest: bytes) -> tuple[Content, list[Problem]] | None:
    try:
        with open(entry, "rb") as stream:
            if stream.read(len(digest)) != digest:
                return None
            content, problems = _Unpickler(stream).load()
    except Exception:  # a missing, partial or foreign entry: load as without a cache
        return None
    return content, problems


def _write(folder: Path, entry: Path, digest: bytes, value: tuple[Content, list[Problem]]) -> None:
    buffer = io.BytesIO()
    buffer.write(digest)
    try:
        _Pickler(buffer, value[0]).dump(value)
        write_entry(folder, entry.name, buffer.getvalue(), ".content-")
        _prune(folder)
    except (OSError, pickle.PicklingError, TypeError, AttributeError, KeyError):
        return  # the next run loads the content again


def _prune(folder: Path) -> None:
    """At most ``MAX_ENTRIES`` entries: the ones written last are kept."""
    entries = sorted(folder.glob("content-*.pickle"), key=lambda p: p.stat().st_mtime_ns)
    for old in entries[:-MAX_ENTRIES]:
        old.unlink(missing_ok=True)
