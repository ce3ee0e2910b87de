"""Packs: a player's own card values in one file, laid over the content like an overlay.

Most values printed on the cards are not public, so the content leaves them unknown; a
player who holds the cards writes them once in a pack and gets a full check from then on:

.. code-block:: yaml

    pack: 1
    name: My Bf109s          # optional
    adds:                    # optional: cards a player holds that no source names
      - {game: <game>, kind: <kind>, id: lucky-break, name: {en: Lucky Break}}
    patches:                 # may be left out when the pack adds
      - {game: <game>, kind: aircraft, id: bf109f, points: 40}
      - {game: <game>, kind: game, id: <game>, ...}   # kind ``game`` patches game.yaml

A pack file is given wherever a content overlay folder is (``--content``,
``SORTIE_CONTENT``, the MkDocs plugin's ``overlays``). Each patch changes one existing
definition exactly as an overlay file with ``patch: true`` would (``overlay.py``): a
patch of an id no earlier content folder defines is an error, never an addition.

Each item of ``adds`` defines a new one, as an overlay file without ``patch: true``
would, but only of a kind its game lets a player add (``Kind.addable``, which names the
fields an addition may give: a card no public source names, and its name); any other
key, a kind that is not addable, and an id already defined (for a card: by any card
kind, as card ids share one namespace) are errors at the pack's line. An added
definition is then a definition like any other: validated, checked in decks, shown on
the site. Additions are laid before patches, so a patch may change a card the same
pack adds. Every problem names the pack's file and the line of the item or value.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..problems import Problem, Severity
from ..schema import ID_PATTERN
from ..words.clip import clip
from ..words.messages import CONTENT
from ..words.suggest import unknown_name
from ..words.wording import Words
from .hangarfile import COLLECTION, LISTS, Owned, SavedList, read_hangar
from .yamlload import LineDict, LineList, load_file

PACK_VERSION = 1
"""The only version of the pack format so far (``pack: 1``)."""

GAME_KIND = "game"
"""The ``kind`` of a patch of a game's ``game.yaml`` (its ``id`` is the game's)."""

WHERE = ("game", "kind", "id")
"""The keys that say what a patch changes; every other key is a value written."""

MAX_PATCHES = 5_000
"""More patches than every definition of every game holds: a bound on a stranger's file."""

VERSION_FIELD = "content_version"
"""The field of ``game.yaml`` no pack may write: the version of the site's data, under which
the browser keeps each player's own values (a pack changing it would forget them all)."""


@dataclass(frozen=True)
class Patch:
    """One definition a pack changes: the values it writes, with their lines in the pack."""

    path: Path
    game: str
    kind: str
    id: str
    data: LineDict
    line: int
    """The line of the patch's ``id``."""
    field: str
    """Where the patch's id is in the pack (``patches.3.id``)."""
    adds: bool = False
    """True for an item of ``adds``: a new definition, not a patch of one."""


def is_pack(root: Path) -> bool:
    """A file given where a content folder is expected is a pack."""
    return root.is_file()


@dataclass
class PackFile:
    """What a pack file holds, checked: its additions and patches (additions first), a hangar
    file's collection and saved lists (``hangarfile.py``), and every problem found."""

    patches: list[Patch] = field(default_factory=list)
    owned: list[Owned] = field(default_factory=list)
    lists: list[SavedList] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def read_pack(
    path: Path,
    kinds: Mapping[str, set[str]],
    addable: Mapping[str, Mapping[str, tuple[str, ...]]] | None = None,
) -> tuple[list[Patch], list[Problem]]:
    """The additions and patches of the pack at ``path`` (additions first, so that a patch
    may change a card the same pack adds), checked against ``kinds`` (each game's kind
    folders) and ``addable`` (per game, the kinds a pack may add and the fields it may
    give them), and every problem found in the file."""
    read = read_pack_file(path, kinds, addable)
    return read.patches, read.problems


def read_pack_file(
    path: Path,
    kinds: Mapping[str, set[str]],
    addable: Mapping[str, Mapping[str, tuple[str, ...]]] | None = None,
) -> PackFile:
    """The pack at ``path`` with everything it holds (``read_pack`` says how it is checked;
    ``hangarfile.py`` how a collection and saved lists are)."""
    say = Words.of(CONTENT)
    loaded = load_file(path)
    read = PackFile(problems=list(loaded.problems))
    problems = read.problems
    data = loaded.data
    if data is None and not problems:
        problems.append(Problem(path, None, "", say("pack-empty")))
    if not isinstance(data, LineDict):
        if data is not None:
            problems.append(Problem(path, 1, "", say("pack-not-mapping")))
        return read
    version = data.get("pack")
    # The number 1 exactly: not true (which Python takes for 1), not 1.0 (which the deck
    # files' counts refuse, and the browser's reader too).
    if type(version) is not int or version != PACK_VERSION:
        message = say.given("pack-version", "pack" in data, clip(repr(version)))
        problems.append(Problem(path, data.key_line("pack"), "pack", message))
        return read
    name = data.get("name")
    if name is not None and not isinstance(name, str):
        problems.append(Problem(path, data.key_line("name"), "name", say("pack-name")))
    for key in sorted(set(data) - {"pack", "name", "adds", "patches", COLLECTION, LISTS}):
        message = say("pack-unknown-key")
        problems.append(Problem(path, data.key_line(key), key, message, Severity.WARNING))
    read.patches = _patches(path, data, kinds, addable or {}, problems)
    # A hangar file's own keys last: the pack's reading hands over to the hangar file's once.
    read.owned, read.lists, found = read_hangar(path, data, kinds)
    problems += found
    return read


def _patches(
    path: Path,
    data: LineDict,
    kinds: Mapping[str, set[str]],
    addable: Mapping[str, Mapping[str, tuple[str, ...]]],
    problems: list[Problem],
) -> list[Patch]:
    """The additions and patches of a pack (its problems added to ``problems``)."""
    say = Words.of(CONTENT)
    found: list[Patch] = []
    # A pack that only adds cards, or a hangar file, may leave out its patches.
    leaves_out = {"adds", COLLECTION, LISTS} & set(data)
    for key in ("adds", "patches"):
        if key not in data and (key == "adds" or leaves_out):
            continue
        listed = data.get(key)
        if not isinstance(listed, LineList):
            message = say.given("pack-list", key in data, _kind_of(listed, say))
            problems.append(Problem(path, data.key_line(key), key, message))
            return []
        if len(listed) > MAX_PATCHES:
            values = {"most": f"{MAX_PATCHES:,}", "key": key, "count": f"{len(listed):,}"}
            problems.append(Problem(path, listed.line, key, say("pack-too-many", values)))
            return []
        for index, item in enumerate(listed):
            line, field = listed.item_line(index), f"{key}.{index}"
            where = _where(path, field, item, line, kinds, problems)
            if where is None:
                continue
            if key == "adds":
                patch = _add(path, field, where, addable, problems)
            else:
                patch = _patch(path, field, line, where, kinds, problems)
            if patch is not None:
                found.append(patch)
    problems += _twice(found)
    return found


def _twice(patches: list[Patch]) -> list[Problem]:
    """A warning for each patch of a definition an earlier patch of the pack changes too:
    both are laid, in order, so the later wins where both write a value, which a pack's
    author rarely means."""
    say = Words.of(CONTENT)
    first: dict[tuple[str, str, str], int] = {}
    found = []
    for patch in patches:
        if patch.adds:
            continue  # a card added twice is an error of its own (loading.py)
        key = (patch.game, patch.kind, patch.id)
        if key in first:
            values = {"kind": patch.kind, "id": repr(clip(patch.id)), "first": first[key]}
            message = say("pack-twice", values)
            found.append(Problem(patch.path, patch.line, patch.field, message, Severity.WARNING))
        else:
            first[key] = patch.line
    return found


def _kind_of(value: object, say: Words) -> str:
    """What a value that should have been a list is, in a message."""
    return say("pack-a-mapping") if isinstance(value, dict) else clip(repr(value))


Where = tuple[LineDict, str, str, str]
"""An item of ``adds`` or ``patches`` with its ``game``, ``kind`` and ``id``."""


def _where(
    path: Path,
    field: str,
    item: object,
    line: int,
    kinds: Mapping[str, set[str]],
    problems: list[Problem],
) -> Where | None:
    """The item with its ``game``, ``kind`` and ``id``, or None (with its problems) when
    it is not a mapping, one of them is not text, or the game is not one Sortie knows."""
    say = Words.of(CONTENT)
    if not isinstance(item, LineDict):
        problems.append(Problem(path, line, field, say("pack-item")))
        return None
    said = {key: item.get(key) for key in WHERE}
    for key, value in said.items():
        if not isinstance(value, str) or not value:
            message = say.given("pack-text", key in item, clip(repr(value)))
            problems.append(Problem(path, item.key_line(key), f"{field}.{key}", message))
    if not all(isinstance(value, str) and value for value in said.values()):
        return None
    game = str(said["game"])
    if game not in kinds:
        problems.append(_unknown(path, item, f"{field}.game", "game", game, kinds))
        return None
    return item, game, str(said["kind"]), str(said["id"])


def _written(item: LineDict) -> LineDict:
    """The values an item writes: every key but ``game``, ``kind`` and ``id``."""
    values = LineDict((k, v) for k, v in item.items() if k not in WHERE)
    values.line = item.line
    values.key_lines = {k: v for k, v in item.key_lines.items() if k not in WHERE}
    return values


def _patch(
    path: Path,
    field: str,
    line: int,
    where: Where,
    kinds: Mapping[str, set[str]],
    problems: list[Problem],
) -> Patch | None:
    """One item of ``patches`` (at ``field``, ``line``), or None (with its problems) when it
    cannot be used."""
    say = Words.of(CONTENT)
    item, game, kind, entry_id = where
    allowed = kinds[game] | {GAME_KIND}
    if kind not in allowed:
        problems.append(_unknown(path, item, f"{field}.kind", "kind", kind, allowed))
        return None
    if kind == GAME_KIND and entry_id != game:
        values = {"game": repr(game), "id": repr(clip(entry_id))}
        problems.append(
            Problem(path, item.key_line("id"), f"{field}.id", say("pack-game-id", values))
        )
        return None
    if kind == GAME_KIND and VERSION_FIELD in item:
        message = say("pack-version-field")
        problems.append(
            Problem(path, item.key_line(VERSION_FIELD), f"{field}.{VERSION_FIELD}", message)
        )
        return None
    values = _written(item)
    if not values:
        problems.append(Problem(path, line, field, say("pack-no-value"), Severity.WARNING))
        return None
    return Patch(path, game, kind, entry_id, values, item.key_line("id"), f"{field}.id")


def _add(
    path: Path,
    field: str,
    where: Where,
    addable: Mapping[str, Mapping[str, tuple[str, ...]]],
    problems: list[Problem],
) -> Patch | None:
    """One item of ``adds`` (at ``field``): a new definition of a kind its game lets a player
    add, with only the fields it allows; None (with its problems) when it cannot be used.
    Whether its id is free is known once the content under the pack is read
    (``loading.py``)."""
    say = Words.of(CONTENT)
    item, game, kind, entry_id = where
    fields = addable.get(game, {}).get(kind)
    if not fields:
        listed = ", ".join(sorted(addable.get(game, {}))) or say("pack-adds-nothing")
        message = say("pack-cannot-add", {"kind": repr(clip(kind)), "listed": listed})
        problems.append(Problem(path, item.key_line("kind"), f"{field}.kind", message))
        return None
    values = _written(item)
    bad = False
    if re.fullmatch(ID_PATTERN, entry_id) is None:
        message = say("pack-bad-id", {"id": repr(clip(entry_id))})
        problems.append(Problem(path, item.key_line("id"), f"{field}.id", message))
        bad = True
    for key in sorted(set(values) - set(fields), key=str):
        named = {"kind": kind, "fields": ", ".join(fields), "key": repr(clip(key))}
        message = say("pack-add-field", named)
        problems.append(Problem(path, values.key_line(key), f"{field}.{key}", message))
        bad = True
    if bad:
        return None
    return Patch(path, game, kind, entry_id, values, item.key_line("id"), f"{field}.id", True)


def _unknown(
    path: Path, item: LineDict, field: str, what: str, given: str, known: Collection[str]
) -> Problem:
    """An unknown game or kind at its key's line, with the nearest known one."""
    key = field.rsplit(".", 1)[1]
    return Problem(path, item.key_line(key), field, unknown_name(what, given, known))
