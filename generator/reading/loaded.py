"""The game contract and what loading the content gives, in one module because each names
the other: a game (``GameSystem``: its kinds, its deck files' check, its printed aids and
tables) is implemented by each package of ``generator/games/``, and loading gives each
game's definitions (``Entry``), a game (``GameContent``, which holds its ``GameSystem``) and
the whole content (``Content``). Kept apart from ``loading.py``, which loads them, so that a
module that reads loaded content (the cross-file checks, the games, the outputs) does not
import the loader; and below ``generator/games/``, so that the core never reads up into the
games to know what a game is.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..schema import Definition, GameInfo, GlossaryEntry, Model
from ..verdict import Finding, Summary, Verdict, totals
from .schemacheck import field_ranges
from .yamlload import LineDict, line_of

if TYPE_CHECKING:
    from random import Random

    from ..problems import Problem
    from ..words.languages import Translator


RULES_FOLDER = "rules"
"""The folder of a game's rules pages (Markdown), beside its kinds' folders."""


@dataclass(frozen=True)
class Change:
    """One value an overlay wrote over an earlier folder's (or added to it)."""

    field: str
    """The dotted key (``points``, ``formats.club.points_limit``)."""
    path: Path
    line: int | None


def shown(path: Path, roots: list[Path]) -> str:
    """``path`` relative to the content folder that holds it (``<game>/aircraft/x.yaml``),
    headed by the folder's name when it is an overlay (``club/<game>/aircraft/x.yaml``)."""
    for index, root in enumerate(roots):
        if path == root:  # a pack: one file laid over the content
            return path.name if index else path.as_posix()
        if path.is_relative_to(root):
            relative = path.relative_to(root).as_posix()
            return f"{root.resolve().name}/{relative}" if index else relative
    return path.as_posix()


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
    refused: tuple[Finding, ...] = ()
    """What keeps the force from being completed at all (an aircraft or named pilot the
    content does not define), as ``sortie validate`` finds it: nothing is written."""


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


@dataclass(frozen=True)
class Columns:
    """An aid laid out in planned columns (``generator/sheets/aidplan.py``): a block never
    parted from its heading, never broken inside a row; sizes in mm."""

    count: int
    """Columns a page."""
    gap: float = 3.0
    margin: float = 6.5
    """The page margin on every side: no text nearer the sheet's edge (6 mm, with room for
    the type's ascent over its line)."""


@dataclass(frozen=True)
class PrintedAid:
    """A printable reference of a game's own (a quick reference, a player aid).

    The game gives the data; ``generator/sheets/aids.py`` lays it out with the template
    ``templates/aids/<template>`` (which extends ``aid.html.j2``) on each paper size.
    """

    id: str
    """The file stem of the PDFs (``quick-reference`` → ``quick-reference-a4.pdf``)."""
    title: str
    """The document title, shown in the PDF viewer and on the Print page."""
    template: str
    """The template, relative to ``templates/aids/`` (``<game>/quick-reference.html.j2``)."""
    context: Mapping[str, Any] = field(default_factory=dict)
    """The data the template lays out: plain values, lists and dicts (never HTML)."""
    landscape: bool = False
    """Print on the long side of the paper (wide tables)."""
    max_pages: int | None = None
    """The most pages the aid may take; more is an error of the design, not of the data."""
    columns: Columns | None = None
    """Planned columns (the template draws ``plan``); None: the template lays itself out."""

    @classmethod
    def quick_reference(cls, game_id: str, title: str, context: Mapping[str, Any]) -> PrintedAid:
        """A game's one-page portrait quick reference (``<game>/quick-reference.html.j2``)."""
        template = f"{game_id}/quick-reference.html.j2"
        return cls("quick-reference", title, template, context, max_pages=1)


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
