"""The Burning Blue's checks of a table against itself that only warn."""

from __future__ import annotations

from ...problems import Problem, Severity
from ...reading.loaded import GameContent


def check(game: GameContent) -> list[Problem]:
    """An outcome that names no result of its table's rows, at its line."""
    problems = []
    for entry in game.of("tables").values():
        for i in entry.item.unnamed_outcomes():
            result = entry.item.outcomes[i].result
            problems.append(
                Problem(
                    entry.path,
                    entry.line("outcomes", i, "result"),
                    f"outcomes.{i}.result",
                    f"no row of the table gives the result {result!r}: this outcome explains nothing",
                    Severity.WARNING,
                )
            )
    return problems
