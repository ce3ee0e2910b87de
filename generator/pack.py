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
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .problems import Problem, Severity
from .schema import ID_PATTERN
from .suggest import nearest
from .yamlload import LineDict, LineList, load_file

PACK_VERSION = 1
"""The only version of the pack format so far (``pack: 1``)."""

GAME_KIND = "game"
"""The ``kind`` of a patch of a game's ``game.yaml`` (its ``id`` is the game's)."""

WHERE = ("game", "kind", "id")
"""The keys that say what a patch changes; every other key is a value written."""

MAX_PATCHES = 5_000
"""More patches than every definition of every game holds: a bound on a stranger's file."""


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


def read_pack(
    path: Path,
    kinds: Mapping[str, set[str]],
    addable: Mapping[str, Mapping[str, tuple[str, ...]]] | None = None,
) -> tuple[list[Patch], list[Problem]]:
    """The additions and patches of the pack at ``path`` (additions first, so that a patch
    may change a card the same pack adds), checked against ``kinds`` (each game's kind
    folders) and ``addable`` (per game, the kinds a pack may add and the fields it may
    give them), and every problem found in the file."""
    loaded = load_file(path)
    problems = list(loaded.problems)
    data = loaded.data
    if data is None and not problems:
        problems.append(Problem(path, None, "", "the pack is empty (expected pack: 1)"))
    if not isinstance(data, LineDict):
        if data is not None:
            problems.append(Problem(path, 1, "", "not a pack: expected a mapping with pack: 1"))
        return [], problems
    version = data.get("pack")
    if version != PACK_VERSION or isinstance(version, bool):
        got = "missing" if "pack" not in data else f"got {version!r}"
        problems.append(
            Problem(path, data.key_line("pack"), "pack", f"expected 1 (the pack format), {got}")
        )
        return [], problems
    name = data.get("name")
    if name is not None and not isinstance(name, str):
        problems.append(Problem(path, data.key_line("name"), "name", "expected text"))
    for key in sorted(set(data) - {"pack", "name", "adds", "patches"}):
        problems.append(
            Problem(
                path,
                data.key_line(key),
                key,
                "unknown key (a pack has pack, name, adds and patches)",
                Severity.WARNING,
            )
        )
    found: list[Patch] = []
    # A pack that only adds cards may leave out its patches.
    for key in ("adds", "patches"):
        if key not in data and (key == "adds" or "adds" in data):
            continue
        listed = data.get(key)
        if not isinstance(listed, LineList):
            got = "missing" if key not in data else f"got {_kind_of(listed)}"
            problems.append(Problem(path, data.key_line(key), key, f"expected a list, {got}"))
            return [], problems
        if len(listed) > MAX_PATCHES:
            message = f"at most {MAX_PATCHES:,} {key}, got {len(listed):,}"
            problems.append(Problem(path, listed.line, key, message))
            return [], problems
        for index, item in enumerate(listed):
            line = listed.item_line(index)
            if key == "adds":
                patch = _add(path, index, item, line, kinds, addable or {}, problems)
            else:
                patch = _patch(path, index, item, line, kinds, problems)
            if patch is not None:
                found.append(patch)
    return found, problems


def _kind_of(value: object) -> str:
    """What a value that should have been a list is, in a message."""
    return "a mapping" if isinstance(value, dict) else repr(value)


def _where(
    path: Path,
    field: str,
    item: object,
    line: int,
    kinds: Mapping[str, set[str]],
    problems: list[Problem],
) -> tuple[LineDict, str, str, str] | None:
    """The item with its ``game``, ``kind`` and ``id``, or None (with its problems) when
    it is not a mapping, one of them is not text, or the game is not one Sortie knows."""
    if not isinstance(item, LineDict):
        problems.append(Problem(path, line, field, "expected a mapping with game, kind and id"))
        return None
    said = {key: item.get(key) for key in WHERE}
    for key, value in said.items():
        if not isinstance(value, str) or not value:
            got = "missing" if key not in item else f"got {value!r}"
            problems.append(
                Problem(path, item.key_line(key), f"{field}.{key}", f"expected text, {got}")
            )
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
    index: int,
    item: object,
    line: int,
    kinds: Mapping[str, set[str]],
    problems: list[Problem],
) -> Patch | None:
    """One item of ``patches``, or None (with its problems) when it cannot be used."""
    field = f"patches.{index}"
    where = _where(path, field, item, line, kinds, problems)
    if where is None:
        return None
    item, game, kind, entry_id = where
    allowed = kinds[game] | {GAME_KIND}
    if kind not in allowed:
        problems.append(_unknown(path, item, f"{field}.kind", "kind", kind, allowed))
        return None
    if kind == GAME_KIND and entry_id != game:
        message = f"a patch of game.yaml has the game's id ({game!r}), got {entry_id!r}"
        problems.append(Problem(path, item.key_line("id"), f"{field}.id", message))
        return None
    values = _written(item)
    if not values:
        problems.append(Problem(path, line, field, "this patch writes no value", Severity.WARNING))
        return None
    return Patch(path, game, kind, entry_id, values, item.key_line("id"), f"{field}.id")


def _add(
    path: Path,
    index: int,
    item: object,
    line: int,
    kinds: Mapping[str, set[str]],
    addable: Mapping[str, Mapping[str, tuple[str, ...]]],
    problems: list[Problem],
) -> Patch | None:
    """One item of ``adds``: a new definition of a kind its game lets a player add, with
    only the fields it allows; None (with its problems) when it cannot be used. Whether
    its id is free is known once the content under the pack is read (``content.py``)."""
    field = f"adds.{index}"
    where = _where(path, field, item, line, kinds, problems)
    if where is None:
        return None
    item, game, kind, entry_id = where
    fields = addable.get(game, {}).get(kind)
    if not fields:
        listed = ", ".join(sorted(addable.get(game, {}))) or "nothing"
        message = (
            f"a pack cannot add {kind!r} definitions: it adds {listed} of this game "
            "(change the others with patches)"
        )
        problems.append(Problem(path, item.key_line("kind"), f"{field}.kind", message))
        return None
    values = _written(item)
    bad = False
    if re.fullmatch(ID_PATTERN, entry_id) is None:
        message = f"{entry_id!r} is not a valid id (lowercase letters, digits and hyphens)"
        problems.append(Problem(path, item.key_line("id"), f"{field}.id", message))
        bad = True
    for key in sorted(set(values) - set(fields), key=str):
        message = f"a pack adds {kind} with {', '.join(fields)} only: {key!r} cannot be given"
        problems.append(Problem(path, values.key_line(key), f"{field}.{key}", message))
        bad = True
    if bad:
        return None
    return Patch(path, game, kind, entry_id, values, item.key_line("id"), f"{field}.id", True)


def _unknown(
    path: Path, item: LineDict, field: str, what: str, given: str, known: object
) -> Problem:
    """An unknown game or kind, with the nearest known one and the list of them."""
    names = sorted(known)  # type: ignore[call-overload]
    guess = nearest(given, names)
    hint = f"did you mean {guess!r}? " if guess else ""
    key = field.rsplit(".", 1)[1]
    message = f"unknown {what} {given!r}: {hint}known: {', '.join(names)}"
    return Problem(path, item.key_line(key), field, message)
