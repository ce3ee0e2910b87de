"""Rolling a Burning Blue table: dice, modifiers, the clamp at the table's ends, the row.

The browser roller (``js/roll.mjs``) follows these same steps on the JSON that
``browser_tables`` writes; ``tests/test_tbb_roll.py`` checks both give the same answers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...exceptions import RollError
from ...schema import Text
from ...words.clip import clip
from ...words.languages import MAIN, Translator, translator
from ...words.messages import ROLL as CORE_ROLL
from ...words.wording import Words
from .schema import HfRadio, Row, Table


@dataclass(frozen=True)
class Roll:
    """The outcome of one use of a table."""

    table: str
    dice: list[int]
    """The faces rolled or given (empty for a shift table)."""
    total: int
    """Dice (or the starting row) plus every modifier, before the clamp."""
    modifiers: list[int]
    row: str
    """The label of the row read, after the clamp (``10–11``, ``12+``)."""
    result: str | dict[str, str]
    """The result in the chosen column, or in every column when none was chosen."""
    clamped: bool
    """True when the total fell past an end of the table and the end row was read."""

    def as_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "dice": self.dice,
            "total": self.total,
            "modifiers": self.modifiers,
            "row": self.row,
            "result": self.result,
        }


def rollable(table: Table) -> bool:
    """Whether the roller can use the table: rolled with dice or shifted from a start."""
    return bool(table.rows) and (table.dice is not None or table.start is not None)


def bounds(table: Table) -> tuple[int, int]:
    """The lowest and highest values the rows name (an open end counts as its other end)."""
    lows = [r.low if r.low is not None else r.high for r in table.rows]
    highs = [r.high if r.high is not None else r.low for r in table.rows]
    return min(v for v in lows if v is not None), max(v for v in highs if v is not None)


def row_label(row: Row, signed: bool = False, t: Translator | None = None) -> str:
    """How a row is named: ``3 or less``, ``10–11``, ``7``; signed for shift columns (``+1``).
    An open end is said in ``t``'s language (English by default)."""
    words = t or translator(MAIN)
    if row.low is None:
        return words("{n} or less", n=row.high)
    if row.high is None:
        return words("{n} or more", n=row.low)
    if row.low == row.high:
        return f"{row.low:+d}" if signed and row.low != 0 else str(row.low)
    return f"{row.low}–{row.high}"


def label(table: Table, row: Row, t: Translator | None = None) -> str:
    return row_label(row, signed=table.start is not None, t=t)


def find_row(table: Table, value: int) -> tuple[Row, bool]:
    """The row that covers ``value``; past a closed end of the table, the end row."""
    low, high = bounds(table)
    open_low = any(r.low is None for r in table.rows)
    open_high = any(r.high is None for r in table.rows)
    clamped = (value < low and not open_low) or (value > high and not open_high)
    value = min(max(value, low), high)
    for row in table.rows:
        if (row.low is None or row.low <= value) and (row.high is None or value <= row.high):
            return row, clamped
    say = Words.of(CORE_ROLL)
    raise RollError(say("gap", {"name": say.named(table.name), "value": value}))


def roll(
    table_id: str,
    table: Table,
    dice: Sequence[int] | None = None,
    modifiers: Sequence[int] = (),
    column: str | None = None,
    rng: random.Random | None = None,
) -> Roll:
    """Roll (or take the given dice), add the modifiers, clamp, and read the row."""
    say = Words.of(CORE_ROLL)
    said = {"target": f"tbb/{table_id}", "name": say.named(table.name)}
    if not rollable(table):
        raise RollError(say("not-rolled", said))
    columns = [c.id for c in table.columns]
    if column is not None and column not in columns:
        values = {**said, "column": repr(clip(column)), "columns": ", ".join(columns)}
        raise RollError(say("no-column", values))
    faces: list[int]
    if table.dice is None:
        if dice:
            raise RollError(say("no-dice", said))
        faces, base = [], int(table.start or 0)
    else:
        count, sides = table.dice.count, table.dice.sides
        if dice is None or len(dice) == 0:
            generator = rng or random.Random()
            faces = [generator.randint(1, sides) for _ in range(count)]
        else:
            faces = list(dice)
            if len(faces) != count or any(not 1 <= f <= sides for f in faces):
                values = {
                    **said,
                    "dice": clip(",".join(map(str, faces))),
                    "sides": str(sides),
                    "example": ",".join(["3"] * count),
                }
                raise RollError(say.counted("dice-fit", count, values))
        base = sum(faces)
    total = base + sum(modifiers)
    row, clamped = find_row(table, total)
    if column is not None:
        result: str | dict[str, str] = row.results[columns.index(column)]
    elif len(columns) == 1:
        result = row.results[0]
    else:
        result = dict(zip(columns, row.results, strict=True))
    return Roll(table_id, faces, total, list(modifiers), label(table, row), result, clamped)


def hf_radio_range(rule: HfRadio, events: Sequence[int]) -> int:
    """The HF radio range after a day's Random Events rolls, in order.

    Each boosting event stays in force until the scenario ends or the same result comes up
    again, so a repeat switches it off; the two events add up.
    """
    active: set[int] = set()
    for event in events:
        if event in rule.events:
            active ^= {event}
    return rule.base + rule.boost * len(active)


FRENCH = translator("fr", Path(__file__).parent)
"""The game's words in French: a row's open end (``3 ou moins``) in ``tables.json``."""


def both(field: str, value: Text | None) -> dict[str, str | None]:
    """A text of the data as the browser reads it: ``field`` in English, ``<field>_fr`` in
    French (null where unknown); ``said`` in ``words.mjs`` picks by the page's language."""
    return {field: value.en if value else None, f"{field}_fr": value.fr if value else None}


def browser_tables(tables: Mapping[str, Table]) -> list[dict[str, Any]]:
    """What the site roller needs of each table, as plain JSON values. The results stay
    the English keys ``roll.mjs`` reads and answers with; ``results_fr`` names them in
    French, ``outcomes_fr`` says what they mean."""
    out = []
    for key, table in sorted(tables.items(), key=lambda kv: (kv[1].order, kv[0])):
        results = {result for row in table.rows for result in row.results}
        french = {r: table.result_name(r).fr for r in sorted(results)}
        out.append(
            {
                "id": key,
                **both("name", table.name),
                "rule": table.rule,
                **both("group", table.group),
                **both("summary", table.summary),
                "rollable": rollable(table),
                "dice": table.dice.count if table.dice else 0,
                "sides": table.dice.sides if table.dice else 0,
                "start": table.start,
                "columns": [{"id": c.id, **both("name", c.name)} for c in table.columns],
                "rows": [
                    {
                        "low": r.low,
                        "high": r.high,
                        "label": label(table, r),
                        "label_fr": label(table, r, FRENCH),
                        "results": r.results,
                    }
                    for r in table.rows
                ],
                "modifiers": [
                    {
                        "value": m.value,
                        **both("when", m.when),
                        "each": m.each,
                        **both("restriction", m.restriction),
                        # The place (from 1) of the modifier above it that it replaces.
                        "replaces": m.replaces,
                    }
                    for m in table.modifiers
                ],
                **both("results_are", table.results_are),
                "results_fr": {r: fr for r, fr in french.items() if fr and fr != r},
                "outcomes": {o.result: o.effect.en for o in table.outcomes if o.effect},
                "outcomes_fr": {
                    o.result: o.effect.fr for o in table.outcomes if o.effect and o.effect.fr
                },
                "then": {o.result: o.then for o in table.outcomes if o.then},
            }
        )
    return out
