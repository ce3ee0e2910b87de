"""The tables as ``sortie roll`` lists and rolls them (``RollSupport``): the rolling is
``dice.py``; this names the tables and puts a roll into words, in the run's language
(``wording.language``, which ``sortie roll --lang`` sets). The JSON keeps its English keys
and values; in another language it adds the row and the result as that language names them
(``row_fr``, ``result_fr``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ...reading.loaded import Listed, Rolled
from ...words.languages import Translator, translator
from ...words.wording import language
from .aids import tables_of
from .dice import Roll, label, roll, rollable
from .present import dice_text, ordered
from .schema import Table

if TYPE_CHECKING:
    from ...reading.loaded import GameContent


def _words() -> Translator:
    """The game's words in the run's language."""
    return translator(language(), Path(__file__).parent)


def listing(game: GameContent) -> list[Listed]:
    """Every table, in the player aid's order."""
    t = _words()
    return [
        Listed(
            key,
            table.name.en,
            table.rule,
            dice_text(table),
            rollable(table),
            {"name": t.text(table.name)[0], "dice": dice_text(table, t)} if t.translating else {},
        )
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
    t = _words()
    table = tables_of(game)[table_id]
    result = roll(table_id, table, dice, modifiers, column, rng)
    shown = {}
    if t.translating:
        value = result.result
        shown = {
            f"row_{t.language}": _row(table, result, t),
            f"result_{t.language}": _named(table, value, t)
            if isinstance(value, str)
            else {key: _named(table, text, t) for key, text in value.items()},
        }
    lines = _lines(table_id, table, result, column, t)
    return Rolled({**result.as_json(), **shown}, tuple(lines))


def _named(table: Table, result: str, t: Translator) -> str:
    return t.text(table.result_name(result))[0]


def _row(table: Table, result: Roll, t: Translator) -> str:
    """The label of the row read, in ``t``'s language (``3 ou moins``)."""
    row = next(r for r in table.rows if label(table, r) == result.row)
    return label(table, row, t)


def _lines(
    table_id: str, table: Table, result: Roll, column: str | None, t: Translator
) -> list[str]:
    """The roll in words: the dice, the modifiers, the total and the clamp, the row read and
    its result, what the result means, and the table to roll next when it names one."""
    names = {c.id: t.text(c.name)[0] for c in table.columns}
    effects = {o.result: t.text(o.effect)[0] for o in table.outcomes if o.effect}
    said = [f"tbb/{table_id} — {t.text(table.name)[0]} [{table.rule}]"]
    if result.dice:
        faces = " + ".join(map(str, result.dice))
        said.append(t("dice: {faces} = {sum}", faces=faces, sum=sum(result.dice)))
    else:
        said.append(t("start: column {start}", start=table.start))
    shifts = " ".join(f"{value:+d}" for value in result.modifiers)
    said.append(t("modifiers: {shifts}", shifts=shifts) if shifts else t("modifiers: none"))
    said.append(
        t("total: {total} (past the end of the table: the end row is read)", total=result.total)
        if result.clamped
        else t("total: {total}", total=result.total)
    )
    said.append(t("row: {row}", row=_row(table, result, t)))
    if isinstance(result.result, dict):
        said.append(t("result:"))
        said += [
            "  "
            + t(
                "{column} ({id}): {result}",
                column=names[key],
                id=key,
                result=_named(table, value, t),
            )
            for key, value in result.result.items()
        ]
        return said
    shown = _named(table, result.result, t)
    if column:
        said.append(t("result ({column}): {result}", column=names[column], result=shown))
    else:
        said.append(t("result: {result}", result=shown))
    if result.result in effects:
        said.append(f"  {effects[result.result]}")
    then = next((o.then for o in table.outcomes if o.result == result.result), None)
    if then:
        more = f" --column {column}" if column else ""
        said.append(t("next: {command}", command=f"sortie roll tbb/{then}{more}"))
    return said
