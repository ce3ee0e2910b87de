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

from .overlay import patch_marker
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


def pack_of(folder: Path) -> tuple[dict[str, object], list[Problem]]:
    """The pack that does what the overlay ``folder`` does (``sortie pack``): one patch
    per file with ``patch: true`` and per ``game.yaml``, and one addition per file that
    defines a new card of a kind a player may add (``Kind.addable``). Any other file that
    adds a definition cannot go in a pack, and is an error; rules pages are left out (a
    warning)."""
    from .games import systems

    problems: list[Problem] = []
    patches: list[dict[str, object]] = []
    adds: list[dict[str, object]] = []
    known = systems()
    if not folder.is_dir():
        return {}, [Problem(folder, None, "", "expected an overlay folder")]
    for game_folder in sorted(p for p in folder.iterdir() if p.is_dir()):
        system = known.get(game_folder.name)
        if system is None:
            if not game_folder.name.startswith((".", "_")):
                message = f"unknown game folder (known games: {', '.join(known)})"
                problems.append(Problem(game_folder, None, "", message, Severity.WARNING))
            continue
        game = system.id
        game_file = game_folder / "game.yaml"
        if game_file.is_file():
            read = _values(game_file, problems, always_patch=True)
            if read is not None:
                patches.append({"game": game, "kind": GAME_KIND, "id": game, **read[0]})
        for kind_folder in sorted(p for p in game_folder.iterdir() if p.is_dir()):
            kind = system.kind(kind_folder.name)
            if kind_folder.name == "rules" or kind is None:
                rules = kind_folder.name == "rules"
                what = "rules pages cannot be packed" if rules else "unknown folder"
                problems.append(
                    Problem(kind_folder, None, "", f"{what}: left out", Severity.WARNING)
                )
                continue
            for path in sorted(kind_folder.glob("*.yaml")):
                read = _values(path, problems, addable=kind.addable)
                if read is not None:
                    values, added = read
                    entry = {"game": game, "kind": kind.folder, "id": path.stem, **values}
                    (adds if added else patches).append(entry)
    if not patches and not adds and not any(p.is_error for p in problems):
        problems.append(Problem(folder, None, "", "the folder patches nothing: no pack to make"))
    made: dict[str, object] = {"pack": PACK_VERSION, "name": folder.resolve().name}
    return {**made, **({"adds": adds} if adds else {}), "patches": patches}, problems


def _values(
    path: Path, problems: list[Problem], always_patch: bool = False, addable: tuple[str, ...] = ()
) -> tuple[dict[str, object], bool] | None:
    """The values an overlay file writes, as plain data, and whether it adds a definition
    (of a kind a pack may add, with only the fields ``addable`` names) rather than patch."""
    loaded = load_file(path)
    problems.extend(loaded.problems)
    data = loaded.data
    if not isinstance(data, LineDict):
        if data is not None or not loaded.problems:
            problems.append(Problem(path, 1, "", "expected a mapping of keys to values"))
        return None
    patch_line = patch_marker(data, path, problems)
    values = {key: _plain(value) for key, value in data.items()}
    if patch_line is not None or always_patch:
        return values, False
    if not addable:
        message = (
            "this file adds a definition, which a pack cannot do (a pack only patches "
            "values, and adds only the cards a player may add): keep it in a content "
            "folder, or write `patch: true` if it patches one"
        )
        problems.append(Problem(path, data.line or 1, "", message))
        return None
    extra = sorted((key for key in values if key not in addable), key=str)
    if extra:
        message = (
            f"a pack adds this kind with {', '.join(addable)} only: "
            f"{', '.join(map(repr, extra))} cannot be packed (keep the file in a content folder)"
        )
        problems.append(Problem(path, data.key_line(extra[0]), str(extra[0]), message))
        return None
    return values, True


def _plain(value: object) -> object:
    """Loaded YAML (line-aware mappings and lists) as plain dicts and lists, to dump."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def pack_text(pack: dict[str, object]) -> str:
    """A pack as text, one patch a line as a JSON flow mapping: YAML reads it as it is,
    and so does the deck builder, which reads no other YAML (``yourcards.mjs``). Non-ASCII
    characters are written as \\u escapes: YAML would take U+2028 for a line break."""
    import json

    name = json.dumps(pack.get("name", ""))
    lines = [f"pack: {PACK_VERSION}", f"name: {name}"]
    for key in ("adds", "patches"):
        items = pack.get(key, [])
        assert isinstance(items, list)
        if items or key == "patches":
            lines.append(f"{key}:" if items else f"{key}: []")
            lines += [f"  - {json.dumps(item)}" for item in items]
    return "\n".join(lines) + "\n"


def write_pack(folder: Path, roots: list[Path], out: Path) -> tuple[str, list[Problem]]:
    """Check the overlay ``folder`` over the content ``roots``, then write its pack to
    ``out`` at once (a temporary file moved into place). Returns what it holds (``1
    addition, 2 patches``) and the warnings; ContentError, with nothing written, when
    there is any error."""
    import os
    import tempfile

    from .content import check
    from .destinations import writable_folder
    from .exceptions import ContentError

    if out.is_dir():
        raise ContentError([Problem(out, None, "", "expected a file name for the pack")])
    writable_folder(out.parent if str(out.parent) else Path("."))
    pack, problems = pack_of(folder)
    if not any(p.is_error for p in problems):
        problems += check([*roots, folder]).problems
    if any(p.is_error for p in problems):
        raise ContentError(problems)
    text = pack_text(pack)
    handle, temporary = tempfile.mkstemp(dir=out.parent, prefix=".sortie-pack-", suffix=".yaml")
    with os.fdopen(handle, "w", encoding="utf-8") as written:
        written.write(text)
    os.replace(temporary, out)
    counts = []
    for key, one, many in (("adds", "addition", "additions"), ("patches", "patch", "patches")):
        items = pack.get(key, [])
        assert isinstance(items, list)
        if items or key == "patches":
            counts.append(f"{len(items)} {one if len(items) == 1 else many}")
    return ", ".join(counts), [p for p in problems if not p.is_error]
