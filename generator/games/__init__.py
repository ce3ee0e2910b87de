"""The game systems. A game is one package that exposes ``SYSTEM``: a sub-package of this
one, or a package installed on its own that names itself in the ``sortie.games`` entry
point group (``toy = "toygame"`` under ``[project.entry-points."sortie.games"]``).
Adding a game means adding its folder and one under ``content/``, nothing else: its card
designs and printed aids may live in the package too (``templates/cards/<id>/``,
``templates/aids/<id>/``), and its pages in its ``site.py`` (``site/extras.py``)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..exceptions import SortieError
from ..schema import Definition, GameInfo, GlossaryEntry, Model
from ..validation import field_ranges
from ..verdict import Summary, Verdict, totals

if TYPE_CHECKING:
    from random import Random

    from ..languages import Translator
    from ..loaded import GameContent
    from ..problems import Problem
    from ..yamlload import LineDict
    from .pages import PrintedAid


def when_called(module: str, name: str) -> Callable[..., Any]:
    """``module.name``, imported on its first call: what only some commands need (the page
    types an aid is printed with) stays out of the start-up of the others (a deck check)."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


@dataclass(frozen=True)
class Kind:
    """A kind of definition: one folder of YAML files, one schema class."""

    folder: str
    model: type[Definition]
    title: str
    card: bool = False
    """True for the kinds whose ids share one namespace as cards of a deck."""
    columns: tuple[str, ...] = ()
    """Fields shown in the kind's index table, in order."""
    addable: tuple[str, ...] = ()
    """The fields a pack's ``adds:`` may give a new definition of this kind (a card a
    player holds that our content cannot define); empty: a pack cannot add one."""


GLOSSARY = Kind("glossary", GlossaryEntry, "Glossary")


@dataclass(frozen=True)
class Option:
    """A choice ``sortie deck`` offers when it completes a force (``--prefer great-dive``):
    the command line shows it as ``--<name>`` and passes it to ``complete`` by name."""

    name: str
    help: str
    seed: bool = False
    """True for a random seed (an integer), else the option takes a text."""


@dataclass(frozen=True)
class Printed:
    """The cards a deck file prints: one card of each definition its force names (and of
    each one those name in turn: the aircraft a named pilot flies), then its deck."""

    force: Sequence[Model] = ()
    """The force's lines; every id they hold that names a printable definition other than
    a deck card (an aircraft, a named pilot) prints that definition's card once."""
    deck: Mapping[str, int] = field(default_factory=dict)
    """Cards printed as many times as given, by id: a deck's cards (looked for first), or
    any other printable definition (a set-up's aircraft, as many as it fields)."""
    notes: tuple[str, ...] = ()
    """Where the printout cannot follow the file (a count our sources do not give), said
    to the player after it."""


@dataclass(frozen=True)
class Completed:
    """A deck file completed into the deck a legal force would play (``sortie deck``)."""

    data: dict[str, Any]
    """The deck file, as data to write out."""
    unfilled: tuple[str, ...] = ()
    """What could not be filled in, and why (an aircraft whose traits our sources do not
    give), in the run's language: said to the player, and written into the file."""


@dataclass(frozen=True)
class DeckSupport:
    """A game's deck files: their schema, the legality check, and completion of a force."""

    model: type[Model]
    validate: Callable[[GameContent, Any, LineDict, str], Verdict]
    codes: Mapping[str, str]
    """Every error code the check can give, with what it means."""
    complete: Callable[[GameContent, Any, LineDict, Mapping[str, Any]], Completed] | None = None
    """The deck file completed into the deck a legal force would play, given the
    ``options`` chosen (by name; None when not given); None when the game's files have no
    deck of their own."""
    options: tuple[Option, ...] = ()
    """The choices ``complete`` takes."""
    no_deck: str = "its files have no deck of their own to complete"
    """Why ``complete`` is None, as ``sortie deck`` says it."""
    summary: Callable[[Verdict], Summary] = totals
    """The verdict's closing words: the totals, and a line per side for a game whose files
    hold several."""
    printed: Callable[[GameContent, Any], Printed] | None = None
    """What ``sortie cards --deck`` prints of a deck file (given the game's content); None
    for a game with no cards to print."""
    no_cards: str = "Sortie prints no card of this game"
    """Why a file's game has no cards to print (``printed`` is None), as ``sortie cards
    --deck`` says it."""


@dataclass(frozen=True)
class Listed:
    """One of a game's tables as ``sortie roll <game>`` lists it."""

    id: str
    """The table's id within its game (``formation``)."""
    name: str
    rule: str
    """The rule the table belongs to (``9.2.8``)."""
    dice: str
    """What it is read with: ``2d6``, ``column shifts from 0``, ``look-up``."""
    rollable: bool
    """False for a table that is read, not rolled."""
    said: Mapping[str, str] = field(default_factory=dict)
    """``name`` and ``dice`` in the run's language (``wording.language``) when it is not
    English, by field: the text list shows them, the JSON adds them (``name_fr``)."""


@dataclass(frozen=True)
class Rolled:
    """One roll on a table: its JSON form and its lines of text."""

    json: Mapping[str, Any]
    lines: tuple[str, ...]


@dataclass(frozen=True)
class RollSupport:
    """A game's tables for ``sortie roll``: the list, in the game's order, and one roll;
    ``roll(game, table id, dice given or None, modifiers, column or None, random source or
    None)`` raises RollError for dice or a column the table cannot take."""

    listing: Callable[[GameContent], list[Listed]]
    roll: Callable[
        [GameContent, str, Sequence[int] | None, Sequence[int], str | None, Random | None],
        Rolled,
    ]


@dataclass(frozen=True)
class GameSystem:
    """What the common machinery needs to know of a game."""

    id: str
    game_model: type[GameInfo]
    kinds: tuple[Kind, ...] = ()
    references: Callable[[GameContent], list[Problem]] | None = None
    """Cross-file checks of this game, run once every file has loaded."""
    decks: DeckSupport | None = None
    """How this game's deck files are read, checked and completed (None: no deck files)."""
    aids: Callable[[GameContent, Translator], list[PrintedAid]] | None = None
    """The game's printable references (quick reference, player aid), from its data; the
    translator gives the words the game writes itself (a title, a row label) in the
    language printed."""
    rolls: RollSupport | None = None
    """The tables ``sortie roll`` lists and rolls (None: none)."""
    package: str = ""
    """The game's package (set when it is found): its optional ``site`` module is there."""
    templates: Path | None = None
    """The game's own templates folder, when its package has one (set when it is found)."""
    folder: Path | None = None
    """The game's package folder (set when it is found): its words in each language are in
    ``lang/<code>.yaml`` there, by their English, as the site's own are."""

    def all_kinds(self) -> tuple[Kind, ...]:
        return (*self.kinds, GLOSSARY)

    def kind(self, folder: str) -> Kind | None:
        return next((k for k in self.all_kinds() if k.folder == folder), None)

    def ranges(self) -> dict[str, dict[str, list[int]]]:
        """Each kind's whole-number fields with their lowest and highest values (``game``
        for ``game.yaml``), as its schema says: shipped in the data the browser checks a
        player's values with, so both engines take the same ranges."""
        kinds = {kind.folder: field_ranges(kind.model) for kind in self.all_kinds()}
        return {"game": field_ranges(self.game_model), **kinds}


ENTRY_POINTS = "sortie.games"
"""The entry point group of the games installed as packages of their own: an entry's name
is its game's id, its value the package (``toygame``) that exposes ``SYSTEM``."""


class Games(Mapping[str, GameSystem]):
    """Every game system, by id: the sub-packages of this package, then the packages the
    ``sortie.games`` entry points name (the entry's name is the game's id). Listing the ids
    imports nothing; a game's package is imported the first time its entry is read, so
    checking one game's deck never builds the schema classes of the others."""

    def __init__(self) -> None:
        packages = {
            m.name: f"{__name__}.{m.name}" for m in pkgutil.iter_modules(__path__) if m.ispkg
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
        """Each game's package, by id (a sub-package of this one, or ``toygame``), not
        imported."""
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
