"""One view of a table for every output: the site's pages and the printed player aid.

``table_view`` turns a ``Table`` into headers, body rows, modifier lines and notes, all
plain text; the site writes them as Markdown (escaped), the aid's template as HTML
(autoescaped). The bombing VP table is shown turned (units down the side, columns across),
as the player aid prints it. Given a translator, the words made here (a row's open end,
the dice) and the headers the data has in its language come in that language; the data's
plain texts (summaries, results, notes) stay as written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...languages import MAIN, Translator, translator
from .roll import label, rollable
from .schema import Modifier, Outcome, Table

RESTORED_MARK = "†"
"""Marks a value whose minus sign our copy of the player aid lost and we put back."""


def signed(value: float) -> str:
    text = f"{value:g}"
    return f"+{text}" if value > 0 else text.replace("-", "−")


def dice_text(table: Table, t: Translator | None = None) -> str:
    words = t or translator(MAIN)
    if table.dice is not None:
        return f"{table.dice.count}d{table.dice.sides}"
    if table.start is not None:
        return words("column shifts from {start}", start=table.start)
    return words("look-up") if table.rows else words("list")


def modifier_view(modifier: Modifier, t: Translator | None = None) -> dict[str, Any]:
    words = t or translator(MAIN)
    value = signed(modifier.value)
    return {
        "value": words("{value} each", value=value) if modifier.each else value,
        "when": modifier.when,
        "restriction": modifier.restriction,
        "restored": modifier.restored is not None,
        "reason": modifier.restored.reason if modifier.restored else None,
        "printed": modifier.restored.printed if modifier.restored else None,
    }


def _outcome(outcome: Outcome) -> dict[str, Any]:
    return {"result": outcome.result, "fr": outcome.fr, "effect": outcome.effect}


def _named(outcome: Outcome) -> str:
    return f"{outcome.result} ({outcome.fr})" if outcome.fr else outcome.result


def table_view(table_id: str, table: Table, t: Translator | None = None) -> dict[str, Any]:
    """Everything a page or the aid shows of one table, as plain values (the words made
    here, and the headers where the data has them, in ``t``'s language: English by default)."""
    words = t or translator(MAIN)
    axis = words.text(table.axis)[0] if table.axis else ""
    effects = {o.result: o for o in table.outcomes}
    inline = len(table.columns) == 1 and all(r.results[0] in effects for r in table.rows)
    """A one-column table whose every result is explained (Random Events): the meaning goes
    in the row, not in a list below that repeats every result."""
    if inline:
        header = [axis, words.text(table.columns[0].name)[0], words("Effect")]
        body = [
            [
                label(table, row, words),
                _named(effects[row.results[0]]),
                effects[row.results[0]].effect,
            ]
            for row in table.rows
        ]
    elif table.transpose:
        header = [axis, *(label(table, row, words) for row in table.rows)]
        body = [
            [words.text(column.name)[0], *(row.results[i] for row in table.rows)]
            for i, column in enumerate(table.columns)
        ]
    else:
        header = [axis, *(words.text(column.name)[0] for column in table.columns)]
        body = [[label(table, row, words), *row.results] for row in table.rows]
    entries = [
        {
            "label": entry.label,
            "text": entry.text,
            "restored": entry.restored is not None,
            "reason": entry.restored.reason if entry.restored else None,
        }
        for entry in table.entries
    ]
    return {
        "id": table_id,
        "name": table.name.en,
        "fr": table.name.fr,
        "rule": table.rule,
        "group": table.group,
        "summary": table.summary,
        "who": table.who,
        "dice": dice_text(table, words),
        "rollable": rollable(table),
        "header": header,
        "body": body,
        "modifiers": [modifier_view(m, words) for m in table.modifiers],
        "outcomes": [] if inline else [_outcome(o) for o in table.outcomes],
        "entries": entries,
        "notes": list(table.notes),
        "source": table.source,
    }


def ordered(tables: Mapping[str, Table]) -> list[tuple[str, Table]]:
    return sorted(tables.items(), key=lambda kv: (kv[1].order, kv[0]))


def restored_count(tables: Mapping[str, Table]) -> int:
    """How many signs the data restores (modifiers and list lines)."""
    return sum(
        sum(m.restored is not None for m in t.modifiers)
        + sum(e.restored is not None for e in t.entries)
        for t in tables.values()
    )
