"""Content overlays: a player's or a club's own content folder laid over ours.

``--content`` may be given several times (``SORTIE_CONTENT`` may hold a path list,
separated by ``os.pathsep``). The first folder is the base; each later folder is an
overlay with the same layout (``<game>/game.yaml``, ``<game>/<kind>/<id>.yaml``):

- a definition file whose id no earlier folder defines **adds** it;
- a definition file that says ``patch: true`` **patches** the definition of the same game,
  kind and id in an earlier folder: only the keys it writes replace the earlier ones, at
  any depth of mappings (``name: {fr: ...}`` keeps ``name.en``); a list or a plain value
  is replaced whole. A patch of an id that no earlier folder defines is an error at the
  ``patch:`` line (a misspelt id never adds a definition by accident), and so is a file
  without ``patch: true`` whose id already exists (it would otherwise hide ours whole);
- ``game.yaml`` of a game an earlier folder has always patches it (``patch: true`` may be
  written; it changes nothing); of a new game it defines that game;
- rules pages (``<game>/rules/``) are read from the first folder only: an overlay's are
  reported as a warning and not used.

The merged document is validated as a whole (types stay strict), and every problem about
a value an overlay wrote names the overlay's file and line: the merged mapping records
the file of each key it took from an overlay (``LineDict.key_files``). Each definition
keeps the list of values overlays changed (``Change``), which ``sortie check`` prints and
the site's definition pages show.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..problems import Problem
from ..words.clip import clip
from ..words.messages import CONTENT
from ..words.wording import Words
from .loaded import Change, Content
from .yamlload import LineDict, origin_of

PATCH = "patch"
"""The key that makes an overlay file a patch of an existing definition."""


def patch_marker(data: LineDict, path: Path, problems: list[Problem]) -> int | None:
    """The line of ``patch: true`` when the file says so, else None; the key is removed
    (no schema knows it)."""
    if PATCH not in data:
        return None
    line = data.key_line(PATCH)
    value = data.pop(PATCH)
    data.key_lines.pop(PATCH, None)
    if not isinstance(value, bool):
        message = Words.of(CONTENT)("patch-flag", {"value": clip(repr(value))})
        problems.append(Problem(path, line, PATCH, message))
        return None
    return line if value else None


def merge(base: LineDict, patch: LineDict, path: Path) -> list[Change]:
    """Write the keys of ``patch`` (read from ``path``) over ``base``, in place: mappings
    merge key by key, anything else is replaced. Returns every value written."""
    return _merge(base, patch, path, ())


def _merge(base: LineDict, patch: LineDict, path: Path, at: tuple[str, ...]) -> list[Change]:
    changes: list[Change] = []
    for key, value in patch.items():
        old = base.get(key)
        if isinstance(old, LineDict) and isinstance(value, LineDict):
            changes += _merge(old, value, path, (*at, key))
            continue
        base[key] = value
        base.key_lines[key] = patch.key_line(key)
        if base.key_files is None:
            base.key_files = {}
        base.key_files[key] = path
        changes.append(Change(".".join((*at, key)), path, patch.key_line(key)))
    return changes


def relocate(problems: Iterable[Problem], documents: dict[str, LineDict]) -> list[Problem]:
    """Problems found after loading (the cross-file pass) name the definition's first file;
    those about a value an overlay wrote are moved to the overlay's file and line.
    ``documents`` maps each patched definition's first file to its merged data."""
    moved = []
    for problem in problems:
        data = documents.get(str(problem.path))
        if data is not None and problem.field:
            location = tuple(int(p) if p.isdigit() else p for p in problem.field.split("."))
            where, line = origin_of(data, location, Path(problem.path))
            if str(where) != str(problem.path):
                problem = Problem(
                    where, line, problem.field, problem.message, problem.severity, problem.code
                )
        moved.append(problem)
    return moved


def describe(changes: Iterable[Change]) -> str:
    """The changes as text: ``points (club/<game>/aircraft/bf109e.yaml:2)``."""
    return ", ".join(
        f"{c.field} ({c.path}:{c.line})" if c.line else f"{c.field} ({c.path})" for c in changes
    )


def overlay_lines(content: Content) -> list[str]:
    """What ``sortie check`` says the overlays did, one line per definition:
    ``overlay: <game>/aircraft/bf109e.yaml: points (club/<game>/aircraft/bf109e.yaml:2)``, or
    ``overlay: <game>/aircraft/p40e.yaml: added (club/<game>/aircraft/p40e.yaml)``."""
    if len(content.roots) < 2:
        return []
    base = content.roots[0]
    lines = []
    for game in content.games.values():
        if game.info_changes:
            lines.append(f"overlay: {game.id}/game.yaml: {describe(game.info_changes)}")
        for kind in game.entries.values():
            for entry in kind.values():
                name = f"{game.id}/{entry.kind.folder}/{entry.id}.yaml"
                said = [] if entry.path.is_relative_to(base) else [f"added ({entry.path})"]
                if entry.changes:
                    said.append(describe(entry.changes))
                if said:
                    lines.append(f"overlay: {name}: {'; '.join(said)}")
    return lines
