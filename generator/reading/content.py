"""The content, loaded and checked: what every command starts from.

Loading goes through one layer: the cache of ``contentcache.py`` when the caller asks for it
(``sortie validate``, the site), which loads with ``loading.py`` when it holds nothing for
the same files; then the cross-file checks (``crosscheck.py``) run on what was loaded, every
time (they are cheap, and their problems name files an overlay may have moved), except in
``mkdocs serve``, which keeps what was checked in memory under the same digest as the
cache's, for every language of a rebuild and the rebuilds that change no content file,
and each game loaded under the digest of its own files, for the rebuilds that change
another game's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..exceptions import ContentError
from ..problems import Problem, sort_key
from .contentcache import load_cached, place_of
from .crosscheck import check_references
from .loaded import Content, Entry, GameContent
from .loading import KeptGames, as_roots, load
from .overlay import relocate

__all__ = [
    "CheckResult",
    "Content",
    "Entry",
    "GameContent",
    "as_roots",
    "check",
    "check_each",
    "keep_checked",
    "load_checked",
    "write_kept",
]
"""The loaded content's types live in ``loaded.py``; they are named here too, so that code
written against ``generator.reading.content`` (a game package of its own) finds them."""


@dataclass
class CheckResult:
    content: Content
    problems: list[Problem]

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.is_error]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if not p.is_error]


_KEPT: dict[tuple[Path, bool], tuple[bytes, CheckResult]] | None = None
"""Serving (``keep_checked``): the last result of each cache entry's run, strict or not,
under the digest of the files, code and language it was checked from."""


_GAMES = KeptGames()
"""Serving: each game last loaded, reused when the content an edit changed is another
game's."""

_UNWRITTEN: list[Callable[[], None]] = []
"""Serving: the writing of the last content loaded into the cache on disk, left for
``write_kept`` (once the pages are served)."""


def write_kept() -> None:
    """Serving: keep on disk the last content loaded, if its files are still those it was
    loaded from (for the next start of ``mkdocs serve``, or the next command)."""
    while _UNWRITTEN:
        _UNWRITTEN.pop()()


def keep_checked(keep: bool = True) -> None:
    """Keep the last content checked with the cache in memory from now on (``keep``), or no
    longer: ``mkdocs serve`` checks the content for each language of every rebuild, and
    most rebuilds change nothing of it, or one file. Off again for any other command run in
    the same process (a test's build), which may be given a content to change."""
    global _KEPT
    if not keep:
        _KEPT = None
        _UNWRITTEN.clear()
        _GAMES.kept.clear()
    elif _KEPT is None:
        _KEPT = {}


def check(
    roots: Path | Sequence[Path],
    strict: bool = False,
    only: set[str] | None = None,
    cached: bool = False,
) -> CheckResult:
    """Load (from the cache, when ``cached``), validate and cross-check ``roots`` (a content
    folder, or a base and its overlays); every problem is returned, none raised. Once
    ``keep_checked`` was called, a cached check's result is kept in memory and given back
    (the same object: nothing may change it) while the cache's digest is the one it was made
    under: that digest reads every file's bytes, not their times, so no edit is missed."""
    folders = [roots] if isinstance(roots, Path) else list(roots)
    if not cached:
        return _checked(*load(folders, only), strict)
    place = place_of(folders, only)
    if place is None or _KEPT is None:
        return _checked(*load_cached(folders, only, place), strict)
    slot = (place.entry, strict)
    found = _KEPT.get(slot)
    if found is not None and found[0] == place.digest:
        return found[1]
    result = _checked(*load_cached(folders, only, place, _UNWRITTEN, _GAMES), strict)
    if place.unchanged():  # as for the cache on disk: not if a file changed while it loaded
        _KEPT[slot] = (place.digest, result)
        _GAMES.keep()
    _GAMES.made.clear()
    return result


def _checked(content: Content, problems: list[Problem], strict: bool) -> CheckResult:
    """The loaded content with the cross-file checks' problems added (run every time: they
    are cheap, and name files an overlay may have moved), sorted."""
    found = relocate(check_references(content, with_partial=True), content.patched())
    problems = [*problems, *found]
    if strict:
        problems = [p.as_error() for p in problems]
    return CheckResult(content, sorted(problems, key=sort_key))


def load_checked(
    roots: Path | Sequence[Path],
    strict: bool = False,
    only: set[str] | None = None,
    cached: bool = False,
) -> Content:
    """The content of ``roots`` (a folder, or a base and its overlays; only the games in
    ``only``, when given), or ContentError listing every error (and warning)."""
    result = check(roots, strict, only, cached)
    if result.errors:
        raise ContentError(result.problems)
    return result.content


def check_each(
    roots: Path | Sequence[Path],
    wanted: Sequence[tuple[Path | None, set[str]]],
    cached: bool = False,
) -> list[CheckResult]:
    """One ``check`` of ``roots`` for each (overlay, games) in ``wanted``, in its order: the
    overlay (None: none) laid over ``roots``, only those games. A request with neither an
    overlay nor a game loads nothing: its content holds no game, and no problem."""
    folders = [roots] if isinstance(roots, Path) else [Path(r) for r in roots]
    return [
        check([*folders, overlay] if overlay else folders, only=games, cached=cached)
        if overlay or games
        else CheckResult(Content(folders[0], folders), [])
        for overlay, games in wanted
    ]
