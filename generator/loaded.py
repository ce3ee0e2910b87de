"""What loading the content gives: each game's definitions (``Entry``), a game
(``GameContent``) and the whole content (``Content``). Kept apart from ``content.py``,
which loads them, so that a module that reads loaded content (the cross-file checks, the
games, the outputs) does not import the loader.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from .games import GameSystem, Kind
from .overlay import Change, shown
from .schema import Definition
from .yamlload import LineDict, line_of

D = TypeVar("D", bound=Definition)


@dataclass(frozen=True)
class Entry(Generic[D]):
    """One validated definition and where it came from."""

    id: str
    kind: Kind
    path: Path
    item: D
    data: LineDict
    changes: tuple[Change, ...] = ()
    """The values content overlays wrote over the first file's (``overlay.py``)."""

    def line(self, *location: int | str) -> int | None:
        """The line of a key (or nested key) of this definition."""
        return line_of(self.data, location)


@dataclass
class GameContent:
    """Everything one game folder defines."""

    system: GameSystem
    path: Path
    info: Any = None
    info_data: LineDict | None = None
    info_changes: tuple[Change, ...] = ()
    """The values of ``game.yaml`` content overlays changed."""
    entries: dict[str, dict[str, Entry[Any]]] = field(default_factory=dict)
    broken: dict[str, set[str]] = field(default_factory=dict)
    """Ids whose files exist but failed to load; references to them are not reported
    again (the file's own errors say what is wrong)."""
    rules: list[Path] = field(default_factory=list)
    partial: dict[str, dict[str, tuple[Entry[Any], set[str]]]] = field(default_factory=dict)
    """Per kind folder, the definitions that failed with what could be kept of them and
    the fields that could not: used by the cross-file pass only (``check``)."""

    @property
    def id(self) -> str:
        return self.system.id

    def of(self, folder: str) -> dict[str, Entry[Any]]:
        """The definitions of one kind, by id (empty when the game has none)."""
        return self.entries.get(folder, {})

    def ids(self, folder: str) -> set[str]:
        """The ids that files of ``folder`` define, including files that failed to load."""
        return set(self.of(folder)) | self.broken.get(folder, set())

    def exists(self, folder: str, entry_id: str) -> bool:
        return entry_id in self.ids(folder)

    def find(self, entry_id: str, *folders: str) -> Entry[Any] | None:
        for folder in folders:
            if entry_id in self.of(folder):
                return self.of(folder)[entry_id]
        return None

    def game_line(self, *location: int | str) -> int | None:
        return line_of(self.info_data, location) if self.info_data is not None else None


@dataclass
class Content:
    """The whole content after loading: one folder, or a base folder and its overlays."""

    root: Path
    """The first (base) content folder: rules pages are read from it."""
    roots: list[Path] = field(default_factory=list)
    """Every content folder, base first; empty means ``[root]``."""
    games: dict[str, GameContent] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.roots:
            self.roots = [self.root]

    def shown(self, path: Path) -> str:
        """``path`` relative to the content folder holding it (``<game>/aircraft/x.yaml``)."""
        return shown(path, self.roots)

    def patched(self) -> dict[str, LineDict]:
        """The merged data of every definition an overlay changed, by its first file."""
        found: dict[str, LineDict] = {}
        for game in self.games.values():
            if game.info_changes and game.info_data is not None:
                found[str(game.path / "game.yaml")] = game.info_data
            entries = [e for kind in game.entries.values() for e in kind.values()]
            entries += [e for kept in game.partial.values() for e, _ in kept.values()]
            found.update((str(e.path), e.data) for e in entries if e.changes)
        return found
