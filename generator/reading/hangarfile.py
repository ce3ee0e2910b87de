"""A hangar file: a pack (``pack.py``) that also holds what a player owns and the lists they
saved, as My hangar exports them from the browser:

.. code-block:: yaml

    pack: 1
    patches: [...]               # the player's card values, as any pack
    collection:                  # per game, per kind (content folder), id → count
      <game>: {aircraft: {bf109f: 4}}
    lists:                       # each saved list: its game, its name and its file
      - game: <game>
        name: JG 26
        file: {game: <game>, ...}   # the body of a deck, set-up or force file of that game

This module reads and checks ``collection`` and ``lists`` (every bad value a problem at its
line, all at once, sizes bounded); ``pack.py`` calls it, so that wherever a pack is read
these keys are known and checked. Whether an owned id exists is known once the content is
loaded (``loading.py``: a warning, as the browser keeps such an id). Each list's file is
checked by its game as a deck file is (``decks.py``); its lines are the hangar file's.
The core names no game: a game is any the content knows.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from ..problems import Problem, Severity
from ..schema import ID_PATTERN
from ..words.clip import clip
from ..words.messages import CONTENT
from ..words.suggest import unknown_name
from ..words.wording import Words
from .yamlload import LineDict, LineList

COLLECTION = "collection"
LISTS = "lists"
LIST_FILE = "file"
"""The key of a saved list that holds its file's body."""
LIST_KEYS = ("game", "name", LIST_FILE)

MAX_COUNT = 999
"""As the browser's collection (``collection.mjs``): more models of one aircraft than any
table holds."""
MAX_OWNED = 5_000
"""Entries of a collection: every definition of every game, as a pack's patches."""
MAX_LISTS = 500
"""Saved lists, as the browser keeps at most (``savedlists.mjs``)."""
MAX_NAME = 80
"""A saved list's name, as in the browser."""
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


@dataclass(frozen=True)
class Owned:
    """One count of a collection, with its line in the file."""

    game: str
    kind: str
    id: str
    count: int
    line: int | None
    field: str


@dataclass(frozen=True)
class SavedList:
    """One saved list of a hangar file: its game, name and file body (with its lines)."""

    index: int
    game: str
    name: str
    body: LineDict
    line: int | None
    """The line of the list's item."""


def read_hangar(
    path: Path, data: LineDict, kinds: Mapping[str, Collection[str]]
) -> tuple[list[Owned], list[SavedList], list[Problem]]:
    """The counts of ``collection`` and the saved lists of ``lists``, each when the file
    has it (``kinds``: each game's kind folders), and every problem with them."""
    owned, problems = read_collection(path, data, kinds) if COLLECTION in data else ([], [])
    lists, found = read_lists(path, data, kinds) if LISTS in data else ([], [])
    return owned, lists, problems + found


def read_collection(
    path: Path, data: LineDict, kinds: Mapping[str, Collection[str]]
) -> tuple[list[Owned], list[Problem]]:
    """The counts of ``collection`` (``kinds``: each game's kind folders), and a problem for
    every value that is not one: a game or kind Sortie does not know, an id out of the ids'
    alphabet, a count that is not a whole number from 1 to ``MAX_COUNT``."""
    say = Words.of(CONTENT)
    owned: list[Owned] = []
    problems: list[Problem] = []
    seen = 0  # entries read, good or bad: the bound holds for a file of bad ones too
    games = data.get(COLLECTION)
    if not isinstance(games, LineDict):
        got = {"got": _shown(games, say)}
        problems.append(
            Problem(path, data.key_line(COLLECTION), COLLECTION, say("owned-not-games", got))
        )
        return owned, problems
    for game, by_kind in games.items():
        field = f"{COLLECTION}.{game}"
        if game not in kinds:
            problems.append(
                Problem(path, games.key_line(game), field, unknown_name("game", game, kinds))
            )
            continue
        if not isinstance(by_kind, LineDict):
            got = {"got": _shown(by_kind, say)}
            problems.append(Problem(path, games.key_line(game), field, say("owned-not-kinds", got)))
            continue
        for kind, ids in by_kind.items():
            where = f"{field}.{kind}"
            if kind not in kinds[game]:
                line = by_kind.key_line(kind)
                problems.append(Problem(path, line, where, unknown_name("kind", kind, kinds[game])))
                continue
            if not isinstance(ids, LineDict):
                got = {"got": _shown(ids, say)}
                line = by_kind.key_line(kind)
                problems.append(Problem(path, line, where, say("owned-not-ids", got)))
                continue
            for entry_id, count in ids.items():
                seen += 1
                if seen > MAX_OWNED:
                    values = {"most": f"{MAX_OWNED:,}"}
                    problems.append(
                        Problem(path, games.line, COLLECTION, say("owned-too-many", values))
                    )
                    return owned, problems
                found = _count(path, ids, f"{where}.{entry_id}", entry_id, count, say)
                if isinstance(found, Problem):
                    problems.append(found)
                else:
                    line = ids.key_line(entry_id)
                    owned.append(Owned(game, kind, entry_id, found, line, f"{where}.{entry_id}"))
    return owned, problems


def _count(
    path: Path, ids: LineDict, field: str, entry_id: object, count: object, say: Words
) -> int | Problem:
    """The count of one id, or the problem with it."""
    line = ids.key_line(entry_id)
    if not isinstance(entry_id, str) or re.fullmatch(ID_PATTERN, entry_id) is None:
        return Problem(path, line, field, say("pack-bad-id", {"id": clip(repr(entry_id))}))
    # A whole number exactly: not true (which Python takes for 1), not 4.0.
    if type(count) is not int or not 1 <= count <= MAX_COUNT:
        values = {"most": MAX_COUNT, "got": clip(repr(count))}
        return Problem(path, line, field, say("owned-count", values))
    return count


def read_lists(
    path: Path, data: LineDict, games: Collection[str]
) -> tuple[list[SavedList], list[Problem]]:
    """The saved lists of ``lists`` (``games``: the games Sortie knows), and a problem for
    every item that is not one: not a mapping, a game not known, a name that is not one line
    of 1 to ``MAX_NAME`` characters, a file that is not a mapping of that game; an unknown
    key of an item is a warning. What the file's body holds is its game's check's."""
    say = Words.of(CONTENT)
    found: list[SavedList] = []
    problems: list[Problem] = []
    listed = data.get(LISTS)
    if not isinstance(listed, LineList):
        got = {"got": _shown(listed, say)}
        problems.append(Problem(path, data.key_line(LISTS), LISTS, say("pack-list", got)))
        return found, problems
    if len(listed) > MAX_LISTS:
        values = {"most": f"{MAX_LISTS:,}", "key": LISTS, "count": f"{len(listed):,}"}
        problems.append(Problem(path, listed.line, LISTS, say("pack-too-many", values)))
        return found, problems
    for index, item in enumerate(listed):
        saved = _saved(path, index, item, listed.item_line(index), games, problems)
        if saved is not None:
            found.append(saved)
    return found, problems


def _saved(
    path: Path,
    index: int,
    item: object,
    line: int,
    games: Collection[str],
    problems: list[Problem],
) -> SavedList | None:
    """One item of ``lists``, or None (with its problems) when it cannot be checked."""
    say = Words.of(CONTENT)
    field = f"{LISTS}.{index}"
    if not isinstance(item, LineDict):
        problems.append(Problem(path, line, field, say("list-item")))
        return None
    for key in sorted(set(item) - set(LIST_KEYS), key=str):
        message = say("list-unknown-key")
        problems.append(
            Problem(path, item.key_line(key), f"{field}.{key}", message, Severity.WARNING)
        )
    before = len(problems)
    game, name, body = (item.get(key) for key in LIST_KEYS)
    if not isinstance(game, str) or not game:
        message = say.given("pack-text", "game" in item, clip(repr(game)))
        problems.append(Problem(path, item.key_line("game"), f"{field}.game", message))
    elif game not in games:
        message = unknown_name("game", game, games)
        problems.append(Problem(path, item.key_line("game"), f"{field}.game", message))
    why = _name_problem(name, "name" in item, say)
    if why:
        problems.append(Problem(path, item.key_line("name"), f"{field}.name", why))
    where = f"{field}.{LIST_FILE}"
    if not isinstance(body, LineDict):
        message = say.given("list-file", LIST_FILE in item, _shown(body, say))
        problems.append(Problem(path, item.key_line(LIST_FILE), where, message))
    elif isinstance(game, str) and body.get("game") != game:
        values = {"game": repr(clip(game)), "got": clip(repr(body.get("game")))}
        # The line of the file's game, or of the file when it names none.
        at = body.key_line("game")
        problems.append(Problem(path, at, f"{where}.game", say("list-file-game", values)))
    if len(problems) > before:
        return None
    assert isinstance(game, str) and isinstance(name, str) and isinstance(body, LineDict)
    return SavedList(index, game, name, body, line)


def _name_problem(name: object, given: bool, say: Words) -> str | None:
    """Why a list's name cannot be kept (as the browser's ``nameProblem``), or None."""
    if not given:
        return say("pack-text-missing")
    if not isinstance(name, str) or not name.strip():
        return say("list-name", {"most": MAX_NAME, "got": clip(repr(name))})
    if len(name) > MAX_NAME or CONTROL.search(name):
        return say("list-name", {"most": MAX_NAME, "got": clip(repr(name))})
    return None


def _shown(value: object, say: Words) -> str:
    """What a value of the wrong type is, in a message."""
    if value is None:
        return say("owned-nothing")
    if isinstance(value, dict):
        return say("pack-a-mapping")
    if isinstance(value, list):
        return say("owned-a-list")
    return clip(repr(value))
