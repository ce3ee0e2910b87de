"""The registry of game systems: which games there are, and each one's ``GameSystem``.

A game is one package that exposes ``SYSTEM`` (a ``GameSystem``, ``reading/loaded.py``): a
sub-package of ``generator/games/``, or a package installed on its own that names itself in
the ``sortie.games`` entry point group (``toy = "toygame"`` under
``[project.entry-points."sortie.games"]``). The registry finds them by their folders and
entry points, never by name, so the core that asks it names no game; and it imports none
of them until one is read.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Iterator, Mapping
from dataclasses import replace
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path

from .exceptions import SortieError
from .reading.loaded import GameSystem

GAMES = f"{__package__}.games"
"""The package whose sub-packages are the games shipped with Sortie."""


def _folders() -> list[str]:
    """The folders of ``generator/games/``, found without importing it."""
    spec = importlib.util.find_spec(GAMES)
    return list(spec.submodule_search_locations or []) if spec else []


ENTRY_POINTS = "sortie.games"
"""The entry point group of the games installed as packages of their own: an entry's name
is its game's id, its value the package (``toygame``) that exposes ``SYSTEM``."""


class Games(Mapping[str, GameSystem]):
    """Every game system, by id: the sub-packages of ``generator/games/``, then the packages the
    ``sortie.games`` entry points name (the entry's name is the game's id). Listing the ids
    imports nothing; a game's package is imported the first time its entry is read, so
    checking one game's deck never builds the schema classes of the others."""

    def __init__(self) -> None:
        packages = {
            m.name: f"{GAMES}.{m.name}" for m in pkgutil.iter_modules(_folders()) if m.ispkg
        }
        for entry in entry_points(group=ENTRY_POINTS):
            if entry.name in packages:
                raise SortieError(
                    f"two games take the id {entry.name!r}: {packages[entry.name]} and {entry.module}"
                )
            packages[entry.name] = entry.module
        self._packages = dict(sorted(packages.items()))
        self._loaded: dict[str, GameSystem] = {}

    def __getitem__(self, game_id: str) -> GameSystem:
        if game_id not in self._loaded:
            name = self._packages[game_id]
            module = importlib.import_module(name)
            if module.SYSTEM.id != game_id:
                raise SortieError(
                    f"{name} defines the game {module.SYSTEM.id!r}, listed as {game_id!r}"
                )
            folder = Path(module.__file__ or "").parent
            templates = folder / "templates"
            self._loaded[game_id] = replace(
                module.SYSTEM,
                package=name,
                templates=templates if templates.is_dir() else None,
                folder=folder,
            )
        return self._loaded[game_id]

    @property
    def packages(self) -> Mapping[str, str]:
        """Each game's package, by id (a sub-package of ``generator/games/``, or
        ``toygame``), not imported."""
        return self._packages

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._packages  # without importing the game

    def __iter__(self) -> Iterator[str]:
        return iter(self._packages)

    def __len__(self) -> int:
        return len(self._packages)


@cache
def systems() -> Games:
    """Every game system, by id (SortieError when two games take one id)."""
    return Games()


def template_folders(folder: str) -> list[Path]:
    """The games' own ``templates/<folder>`` folders (``cards``, ``aids``), to look in after
    the shared templates."""
    return [
        system.templates / folder
        for system in systems().values()
        if system.templates is not None and (system.templates / folder).is_dir()
    ]
