"""``sortie pack``: an overlay folder turned into a pack (``pack.py`` says what a pack is
and reads one), checked over the content first and written at once."""

from __future__ import annotations

import json
from pathlib import Path

from ..destinations import check_new_file, write_new_file
from ..exceptions import ContentError
from ..problems import Problem, Severity
from ..registry import systems
from .content import check
from .loaded import RULES_FOLDER
from .loading import listed
from .overlay import patch_marker
from .pack import GAME_KIND, PACK_VERSION
from .yamlload import LineDict, load_file


def pack_of(folder: Path) -> tuple[dict[str, object], list[Problem]]:
    """The pack that does what the overlay ``folder`` does (``sortie pack``): one patch
    per file with ``patch: true`` and per ``game.yaml``, and one addition per file that
    defines a new card of a kind a player may add (``Kind.addable``). Any other file that
    adds a definition cannot go in a pack, and is an error; rules pages are left out (a
    warning)."""
    problems: list[Problem] = []
    patches: list[dict[str, object]] = []
    adds: list[dict[str, object]] = []
    known = systems()
    if not folder.is_dir():
        return {}, [Problem(folder, None, "", "expected an overlay folder")]
    for game_folder in sorted(p for p in listed(folder, problems) if p.is_dir()):
        system = known.get(game_folder.name)
        if system is None:
            if not game_folder.name.startswith((".", "_")):
                message = f"unknown game folder (known games: {', '.join(known)})"
                problems.append(Problem(game_folder, None, "", message, Severity.WARNING))
            continue
        game = system.id
        # Listed first: in a folder that cannot be listed, asking whether game.yaml is a
        # file fails too, and would stop the run at the first such folder.
        inside = listed(game_folder, problems)
        game_file = game_folder / "game.yaml"
        if game_file in inside and game_file.is_file():
            read = _values(game_file, problems, always_patch=True)
            if read is not None:
                patches.append({"game": game, "kind": GAME_KIND, "id": game, **read[0]})
        for kind_folder in sorted(p for p in inside if p.is_dir()):
            kind = system.kind(kind_folder.name)
            if kind_folder.name == RULES_FOLDER or kind is None:
                rules = kind_folder.name == RULES_FOLDER
                what = "rules pages cannot be packed" if rules else "unknown folder"
                problems.append(
                    Problem(kind_folder, None, "", f"{what}: left out", Severity.WARNING)
                )
                continue
            for path in sorted(p for p in listed(kind_folder, problems) if p.suffix == ".yaml"):
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
    check_new_file(out, [folder, *roots])
    pack, problems = pack_of(folder)
    if not any(p.is_error for p in problems):
        problems += check([*roots, folder]).problems
    if any(p.is_error for p in problems):
        raise ContentError(problems)
    write_new_file(out, pack_text(pack))
    counts = []
    for key, one, many in (("adds", "addition", "additions"), ("patches", "patch", "patches")):
        items = pack.get(key, [])
        assert isinstance(items, list)
        if items or key == "patches":
            counts.append(f"{len(items)} {one if len(items) == 1 else many}")
    return ", ".join(counts), [p for p in problems if not p.is_error]
