"""Load and validate the content folder: the first two phases of every command.

``content/<game>/game.yaml`` holds a game's parameters; ``content/<game>/<kind>/<id>.yaml``
holds one definition whose id is the file stem; ``content/<game>/rules/`` holds rules pages.
Every file is read and checked before anything is reported, so one run lists every problem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from .exceptions import ContentError
from .games import GameSystem, Kind, systems
from .problems import Problem, Severity, sort_key
from .schema import ID_PATTERN, Definition
from .validation import partial, validate
from .yamlload import LineDict, line_of, load_file

D = TypeVar("D", bound=Definition)

ID_WORDS = "lowercase letters, digits and hyphens"


@dataclass(frozen=True)
class Entry(Generic[D]):
    """One validated definition and where it came from."""

    id: str
    kind: Kind
    path: Path
    item: D
    data: LineDict

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
    """The whole content folder after loading."""

    root: Path
    games: dict[str, GameContent] = field(default_factory=dict)


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


def _load_definition(
    kind: Kind, path: Path, problems: list[Problem], game: GameContent
) -> Entry[Any] | None:
    loaded = load_file(path)
    problems.extend(loaded.problems)
    if loaded.data is None and not loaded.problems:
        problems.append(Problem(path, None, "", "the file is empty (expected a mapping of keys)"))
        return None
    if loaded.data is None:
        return None
    if not isinstance(loaded.data, LineDict):
        problems.append(Problem(path, 1, "", "expected a mapping of keys to values"))
        return None
    item, found = validate(kind.model, loaded.data, path)
    problems.extend(found)
    stem = path.stem
    if not _is_id(stem):
        problems.append(
            Problem(path, None, "", f"the file name {stem!r} is not a valid id ({ID_WORDS})")
        )
        return None
    if item is None:
        kept, bad = partial(kind.model, loaded.data, found)
        entry = Entry(stem, kind, path, kept, loaded.data)
        game.partial.setdefault(kind.folder, {})[stem] = (entry, bad)
        return None
    return Entry(stem, kind, path, item, loaded.data)


def _is_id(text: str) -> bool:
    return re.match(ID_PATTERN, text) is not None


def _load_game(system: GameSystem, folder: Path, problems: list[Problem]) -> GameContent:
    game = GameContent(system, folder)
    game_file = folder / "game.yaml"
    if not game_file.is_file():
        problems.append(Problem(game_file, None, "", "missing: every game folder needs game.yaml"))
    else:
        loaded = load_file(game_file)
        problems.extend(loaded.problems)
        if isinstance(loaded.data, LineDict):
            info, found = validate(system.game_model, loaded.data, game_file)
            problems.extend(found)
            game.info, game.info_data = info, loaded.data
        elif not loaded.problems:
            problems.append(Problem(game_file, 1, "", "expected a mapping of keys to values"))
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        if sub.name == "rules":
            game.rules = sorted(sub.rglob("*.md"))
            continue
        kind = system.kind(sub.name)
        if kind is None:
            known = ", ".join(k.folder for k in system.all_kinds())
            problems.append(
                Problem(sub, None, "", f"unknown folder (known: rules, {known})", Severity.WARNING)
            )
            continue
        entries: dict[str, Entry[Any]] = {}
        for path in sorted(sub.iterdir()):
            if path.suffix == ".yml":
                problems.append(
                    Problem(
                        path,
                        None,
                        "",
                        "rename to .yaml: only .yaml files are read",
                        Severity.WARNING,
                    )
                )
            if path.suffix != ".yaml":
                continue
            entry = _load_definition(kind, path, problems, game)
            if entry is not None:
                entries[entry.id] = entry
            else:
                game.broken.setdefault(kind.folder, set()).add(path.stem)
        game.entries[kind.folder] = entries
    return game


def load(root: Path, only: set[str] | None = None) -> tuple[Content, list[Problem]]:
    """Load phase: read and validate every file (of the games in ``only``, when given);
    cross-file checks come after."""
    content = Content(root)
    problems: list[Problem] = []
    if not root.is_dir():
        raise ContentError([Problem(root, None, "", "the content folder does not exist")])
    known = systems()
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        system = known.get(folder.name)
        if only is not None and folder.name not in only:
            continue
        if system is None:
            if not folder.name.startswith((".", "_")):
                problems.append(
                    Problem(
                        folder,
                        None,
                        "",
                        f"unknown game folder (known games: {', '.join(known)})",
                        Severity.WARNING,
                    )
                )
            continue
        content.games[system.id] = _load_game(system, folder, problems)
    return content, problems


def check(root: Path, strict: bool = False, only: set[str] | None = None) -> CheckResult:
    """Load, validate and cross-check ``root``; every problem is returned, none raised."""
    from .references import check_references

    content, problems = load(root, only)
    problems.extend(check_references(content, with_partial=True))
    if strict:
        problems = [p.as_error() for p in problems]
    return CheckResult(content, sorted(problems, key=sort_key))


def load_checked(root: Path, strict: bool = False, only: set[str] | None = None) -> Content:
    """The content of ``root`` (only the games in ``only``, when given), or ContentError
    listing every error (and warning)."""
    result = check(root, strict, only)
    if result.errors:
        raise ContentError(result.problems)
    return result.content
