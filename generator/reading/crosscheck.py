"""Cross-file checks: the third phase, run once every file has loaded.

Each message names the referring file and line and lists the ids that do exist, in the
manner of netrunner-cards-json's validator.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..problems import Problem
from ..words.suggest import known_ids
from .loaded import Content, Entry, GameContent


def missing_reference(
    entry: Entry[Any], field: str, line: int | None, what: str, target: str, ids: Iterable[str]
) -> Problem:
    listed = known_ids(ids, given=target)
    return Problem(entry.path, line, field, f"{what} {target!r} is not defined ({listed})")


def _unique_card_ids(game: GameContent) -> list[Problem]:
    seen: dict[str, Entry[Any]] = {}
    problems = []
    for kind in game.system.kinds:
        if not kind.card:
            continue
        for entry in game.of(kind.folder).values():
            first = seen.setdefault(entry.id, entry)
            if first is not entry:
                later, first = entry, first
                if not first.path.is_relative_to(game.path) and entry.path.is_relative_to(
                    game.path
                ):
                    later, first = first, entry  # blame the overlay's file, not ours
                problems.append(
                    Problem(
                        later.path,
                        None,
                        "",
                        f"card id {entry.id!r} is also used by {first.path}: "
                        "card ids must be unique across all card kinds of a game",
                    )
                )
    return problems


def _glossary_links(game: GameContent) -> list[Problem]:
    problems = []
    for entry in game.of("glossary").values():
        see = entry.item.see
        if see and not (game.path / see.split("#")[0]).is_file():
            problems.append(
                Problem(
                    entry.path, entry.line("see"), "see", f"{see!r} is not a file of {game.path}"
                )
            )
    return problems


def check_references(content: Content, with_partial: bool = False) -> list[Problem]:
    """Every cross-file problem of every game; ``with_partial`` also checks the valid
    fields of definitions that failed, so all problems show in one run."""
    problems: list[Problem] = []
    for game in content.games.values():
        if game.info is None:
            continue  # game.yaml is broken: its own errors say so, the rest would be noise
        if with_partial and game.partial:
            try:
                problems += _with_partial(game)
                continue
            except (AttributeError, TypeError, KeyError, ValueError):
                pass  # a game's check tripped over a value the broken file lacks: skip them
        problems += _game_references(game)
    return problems


def _game_references(game: GameContent) -> list[Problem]:
    problems = _unique_card_ids(game) + _glossary_links(game)
    if game.system.references is not None:
        problems += game.system.references(game)
    return problems


def _with_partial(game: GameContent) -> list[Problem]:
    """The game's cross-file problems with its half-valid definitions put back for the
    time of the pass; none about a field that already has an error of its own."""
    added = [(folder, key) for folder, kept in game.partial.items() for key in kept]
    skip = {
        (str(entry.path), field)
        for kept in game.partial.values()
        for entry, bad in kept.values()
        for field in bad
    }
    for folder, key in added:
        game.entries.setdefault(folder, {})[key] = game.partial[folder][key][0]
    try:
        found = _game_references(game)
    finally:
        for folder, key in added:
            del game.entries[folder][key]
    return [p for p in found if (str(p.path), p.field.split(".", 1)[0]) not in skip]
