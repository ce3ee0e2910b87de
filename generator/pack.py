"""Packs: a player's own card values in one file, laid over the content like an overlay.

Most values printed on the cards are not public, so the content leaves them unknown; a
player who holds the cards writes them once in a pack and gets a full check from then on:

.. code-block:: yaml

    pack: 1
    name: My Bf109s          # optional
    patches:
      - {game: brs, kind: aircraft, id: bf109f, traits: [great-climb, great-dive]}
      - {game: dif, kind: game, id: dif, ...}   # kind ``game`` patches game.yaml

A pack file is given wherever a content overlay folder is (``--content``,
``SORTIE_CONTENT``, the MkDocs plugin's ``overlays``). Each patch changes one existing
definition exactly as an overlay file with ``patch: true`` would (``overlay.py``): a
patch of an id no earlier content folder defines is an error, never an addition. Every
problem names the pack's file and the line of the patch or value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .overlay import patch_marker
from .problems import Problem, Severity
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


def is_pack(root: Path) -> bool:
    """A file given where a content folder is expected is a pack."""
    return root.is_file()


def read_pack(path: Path, kinds: Mapping[str, set[str]]) -> tuple[list[Patch], list[Problem]]:
    """The patches of the pack at ``path``, checked against ``kinds`` (each game's kind
    folders), and every problem found in the file."""
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
    for key in sorted(set(data) - {"pack", "name", "patches"}):
        problems.append(
            Problem(
                path,
                data.key_line(key),
                key,
                "unknown key (a pack has pack, name and patches)",
                Severity.WARNING,
            )
        )
    listed = data.get("patches")
    if not isinstance(listed, LineList):
        got = "missing" if "patches" not in data else f"got {type(listed).__name__}"
        problems.append(
            Problem(path, data.key_line("patches"), "patches", f"expected a list, {got}")
        )
        return [], problems
    if len(listed) > MAX_PATCHES:
        message = f"at most {MAX_PATCHES:,} patches, got {len(listed):,}"
        problems.append(Problem(path, listed.line, "patches", message))
        return [], problems
    patches = []
    for index, item in enumerate(listed):
        patch = _patch(path, index, item, listed.item_line(index), kinds, problems)
        if patch is not None:
            patches.append(patch)
    return patches, problems


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
    game, kind, entry_id = str(said["game"]), str(said["kind"]), str(said["id"])
    if game not in kinds:
        problems.append(_unknown(path, item, f"{field}.game", "game", game, kinds))
        return None
    allowed = kinds[game] | {GAME_KIND}
    if kind not in allowed:
        problems.append(_unknown(path, item, f"{field}.kind", "kind", kind, allowed))
        return None
    if kind == GAME_KIND and entry_id != game:
        message = f"a patch of game.yaml has the game's id ({game!r}), got {entry_id!r}"
        problems.append(Problem(path, item.key_line("id"), f"{field}.id", message))
        return None
    values = LineDict((k, v) for k, v in item.items() if k not in WHERE)
    values.line = item.line
    values.key_lines = {k: v for k, v in item.key_lines.items() if k not in WHERE}
    if not values:
        problems.append(Problem(path, line, field, "this patch writes no value", Severity.WARNING))
        return None
    return Patch(path, game, kind, entry_id, values, item.key_line("id"), f"{field}.id")


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
    """The pack that patches what the overlay ``folder`` patches (``sortie pack``): one
    patch per file with ``patch: true`` and per ``game.yaml``. A file that adds a
    definition cannot be a patch, and is an error; rules pages are left out (a warning)."""
    from .games import systems

    problems: list[Problem] = []
    patches: list[dict[str, object]] = []
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
            values = _values(game_file, problems, always_patch=True)
            if values is not None:
                patches.append({"game": game, "kind": GAME_KIND, "id": game, **values})
        for kind_folder in sorted(p for p in game_folder.iterdir() if p.is_dir()):
            if kind_folder.name == "rules":
                message = "rules pages cannot be packed: left out"
                problems.append(Problem(kind_folder, None, "", message, Severity.WARNING))
                continue
            if system.kind(kind_folder.name) is None:
                message = "unknown folder: left out"
                problems.append(Problem(kind_folder, None, "", message, Severity.WARNING))
                continue
            for path in sorted(kind_folder.glob("*.yaml")):
                values = _values(path, problems)
                if values is not None:
                    entry = {"game": game, "kind": kind_folder.name, "id": path.stem}
                    patches.append({**entry, **values})
    if not patches and not any(p.is_error for p in problems):
        problems.append(Problem(folder, None, "", "the folder patches nothing: no pack to make"))
    return {"pack": PACK_VERSION, "name": folder.resolve().name, "patches": patches}, problems


def _values(
    path: Path, problems: list[Problem], always_patch: bool = False
) -> dict[str, object] | None:
    """The values an overlay file writes, as plain data, when it is a patch."""
    loaded = load_file(path)
    problems.extend(loaded.problems)
    data = loaded.data
    if not isinstance(data, LineDict):
        if data is not None or not loaded.problems:
            problems.append(Problem(path, 1, "", "expected a mapping of keys to values"))
        return None
    patch_line = patch_marker(data, path, problems)
    if patch_line is None and not always_patch:
        message = (
            "this file adds a definition, which a pack cannot do (a pack only patches "
            "values): keep it in a content folder, or write `patch: true` if it patches one"
        )
        problems.append(Problem(path, data.line or 1, "", message))
        return None
    return {key: _plain(value) for key, value in data.items()}


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

    patches = pack["patches"]
    assert isinstance(patches, list)
    name = json.dumps(pack.get("name", ""))
    lines = [f"pack: {PACK_VERSION}", f"name: {name}"]
    lines.append("patches:" if patches else "patches: []")
    lines += [f"  - {json.dumps(patch)}" for patch in patches]
    return "\n".join(lines) + "\n"


def write_pack(folder: Path, roots: list[Path], out: Path) -> tuple[int, list[Problem]]:
    """Check the overlay ``folder`` over the content ``roots``, then write its pack to
    ``out`` at once (a temporary file moved into place). Returns the number of patches
    and the warnings; ContentError, with nothing written, when there is any error."""
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
    patches = pack["patches"]
    assert isinstance(patches, list)
    return len(patches), [p for p in problems if not p.is_error]
