"""Cross-file checks: the third phase, run once every file has loaded.

Each message names the referring file and line and lists the ids that do exist, in the
manner of netrunner-cards-json's validator.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .content import Content, Entry, GameContent
from .problems import Problem


def known_ids(ids: Iterable[str], limit: int = 12) -> str:
    ordered = sorted(ids)
    shown = ", ".join(ordered[:limit])
    more = f", … {len(ordered) - limit} more" if len(ordered) > limit else ""
    return f"known: {shown}{more}" if ordered else "none is defined"


def missing_reference(
    entry: Entry[Any], field: str, line: int | None, what: str, target: str, ids: Iterable[str]
) -> Problem:
    return Problem(entry.path, line, field, f"{what} {target!r} is not defined ({known_ids(ids)})")


def _unique_card_ids(game: GameContent) -> list[Problem]:
    seen: dict[str, Entry[Any]] = {}
    problems = []
    for kind in game.system.kinds:
        if not kind.card:
            continue
        for entry in game.of(kind.folder).values():
            first = seen.setdefault(entry.id, entry)
            if first is not entry:
                problems.append(
                    Problem(
                        entry.path,
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


def check_references(content: Content) -> list[Problem]:
    """Every cross-file problem of every game."""
    problems: list[Problem] = []
    for game in content.games.values():
        if game.info is None:
            continue  # game.yaml is broken: its own errors say so, the rest would be noise
        problems += _unique_card_ids(game)
        problems += _glossary_links(game)
        if game.system.references is not None:
            problems += game.system.references(game)
    return problems
