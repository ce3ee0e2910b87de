"""The tables as ``sortie roll`` lists and rolls them (``RollSupport``): the rolling is
``roll.py``; this names the tables and puts a roll into words."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import Listed, Rolled
from .aid import tables_of
from .present import dice_text, ordered
from .roll import Roll, roll, rollable
from .schema import Table

if TYPE_CHECKING:
    from ...loaded import GameContent


def listing(game: GameContent) -> list[Listed]:
    """Every table, in the player aid's order."""
    return [
        Listed(key, table.name.en, table.rule, dice_text(table), rollable(table))
        for key, table in ordered(tables_of(game))
    ]


def rolled(
    game: GameContent,
    table_id: str,
    dice: Sequence[int] | None,
    modifiers: Sequence[int],
    column: str | None,
    rng: random.Random | None,
) -> Rolled:
    """One roll of the table ``table_id`` (one ``listing`` names)."""
    table = tables_of(game)[table_id]
    result = roll(table_id, table, dice, modifiers, column, rng)
    return Rolled(result.as_json(), tuple(lines(table_id, table, result, column)))


def lines(table_id: str, table: Table, result: Roll, column: str | None) -> list[str]:
    """The roll in words: the dice, the modifiers, the total and the clamp, the row read and
    its result, what the result means, and the table to roll next when it names one."""
    names = {c.id: c.name.en for c in table.columns}
    effects = {o.result: o.effect for o in table.outcomes}
    said = [f"tbb/{table_id} — {table.name.en} [{table.rule}]"]
    if result.dice:
        said.append(f"dice: {' + '.join(map(str, result.dice))} = {sum(result.dice)}")
    else:
        said.append(f"start: column {table.start}")
    shifts = " ".join(f"{value:+d}" for value in result.modifiers)
    said.append(f"modifiers: {shifts or 'none'}")
    end = " (past the end of the table: the end row is read)" if result.clamped else ""
    said.append(f"total: {result.total}{end}")
    said.append(f"row: {result.row}")
    if isinstance(result.result, dict):
        said.append("result:")
        said += [f"  {names[key]} ({key}): {value}" for key, value in result.result.items()]
        return said
    heading = f" ({names[column]})" if column else ""
    said.append(f"result{heading}: {result.result}")
    if result.result in effects:
        said.append(f"  {effects[result.result]}")
    then = next((o.then for o in table.outcomes if o.result == result.result), None)
    if then:
        more = f" --column {column}" if column else ""
        said.append(f"next: sortie roll tbb/{then}{more}")
    return said
