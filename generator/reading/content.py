"""The content, loaded and checked: what every command starts from.

Loading goes through one layer: the cache of ``contentcache.py`` when the caller asks for it
(``sortie validate``, the site), which loads with ``loading.py`` when it holds nothing for
the same files; then the cross-file checks (``crosscheck.py``) run on what was loaded, every
time (they are cheap, and their problems name files an overlay may have moved), except in
``mkdocs serve``, which keeps what was checked in memory under the same digest as the
cache's, for every language of a rebuild and the rebuilds that change no content file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..exceptions import ContentError
from ..problems import Problem, sort_key
from .contentcache import check_cached
from .crosscheck import check_references
from .loaded import Content, Entry, GameContent
from .loading import as_roots, load
from .overlay import relocate

__all__ = [
    "CheckResult",
    "Content",
    "Entry",
    "GameContent",
    "as_roots",
    "check",
    "check_each",
    "load_checked",
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


def check(
    roots: Path | Sequence[Path],
    strict: bool = False,
    only: set[str] | None = None,
    cached: bool = False,
) -> CheckResult:
    """Load (from the cache, when ``cached``), validate and cross-check ``roots`` (a content
    folder, or a base and its overlays); every problem is returned, none raised."""
    folders = [roots] if isinstance(roots, Path) else list(roots)

    def checked(content: Content, problems: list[Problem]) -> CheckResult:
        problems = [
            *problems,
            *relocate(check_references(content, with_partial=True), content.patched()),
        ]
        if strict:
            problems = [p.as_error() for p in problems]
        return CheckResult(content, sorted(problems, key=sort_key))

    if cached:  # kept in memory as well while serving (``keep_checked``)
        return check_cached(folders, only, checked, "strict" if strict else "")
    return checked(*load(folders, only))


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
