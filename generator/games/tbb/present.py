"""One view of a table for every output: the site's pages and the printed player aid.

``table_view`` turns a ``Table`` into headers, body rows, modifier lines and notes, every
one a ``Said``: plain text in the translator's language (English by default), the words
made here (a row's open end, the dice) and the data's texts alike. A text the data has
only in English says so (``english``), for the output to mark it. The site writes the view
as Markdown (escaped), the aid's template as HTML (autoescaped). The bombing VP table is
shown turned (units down the side, columns across), as the player aid prints it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...schema import Text
from ...words.languages import MAIN, Translator, translator
from .dice import label, rollable
from .schema import Modifier, Table

RESTORED_MARK = "†"
"""Marks a value whose minus sign our copy of the player aid lost and we put back."""


@dataclass(frozen=True)
class Said:
    """A text as an output shows it, in the output's language; ``english`` when the data
    has no translation and this is its English (an output in another language marks it)."""

    text: str
    english: bool = False

    def __str__(self) -> str:
        return self.text


def said(value: Text | str, words: Translator) -> Said:
    """A text of the data (or a word made here) in ``words``' language."""
    if isinstance(value, str):
        return Said(value)
    shown, own = words.text(value)
    return Said(shown, english=not own)


def signed(value: float) -> str:
    text = f"{value:g}"
    return f"+{text}" if value > 0 else text.replace("-", "−")


def dice_text(table: Table, t: Translator | None = None) -> str:
    words = t or translator(MAIN)
    if table.dice is not None:
        return table.dice.notation()
    if table.start is not None:
        return words("column shifts from {start}", start=table.start)
    return words("look-up") if table.rows else words("list")


def _restored(item: Any, words: Translator) -> dict[str, Any]:
    restored = item.restored
    return {
        "restored": restored is not None,
        "reason": said(restored.reason, words) if restored else None,
        "printed": restored.printed if restored else None,
    }


def modifier_view(modifier: Modifier, t: Translator | None = None) -> dict[str, Any]:
    words = t or translator(MAIN)
    value = signed(modifier.value)
    restriction = modifier.restriction
    return {
        "value": words("{value} each", value=value) if modifier.each else value,
        "when": said(modifier.when, words),
        "restriction": said(restriction, words) if restriction else None,
        **_restored(modifier, words),
    }


def _with_french(name: Text, words: Translator) -> Said:
    """A result's name for a line that explains it: on an English output the French after
    it (``On time (A l'heure)``), on another the language's name alone."""
    if not words.translating and name.fr and name.fr != name.en:
        return Said(f"{name.en} ({name.fr})")
    return said(name, words)


def _english(value: Any) -> bool:
    """Whether any text of a view (or part of it) is English on a translated output."""
    if isinstance(value, Said):
        return value.english
    if isinstance(value, dict):
        return any(_english(v) for v in value.values())
    if isinstance(value, list):
        return any(_english(v) for v in value)
    return False


def table_view(table_id: str, table: Table, t: Translator | None = None) -> dict[str, Any]:
    """Everything a page or the aid shows of one table, in ``t``'s language (English by
    default), with the table's name in the other language (``other``) and whether any
    text is English on a translated output (``english``)."""
    words = t or translator(MAIN)

    def result(text: str) -> Said:
        return said(table.result_name(text), words)

    axis = said(table.axis, words) if table.axis else Said("")
    effects = {o.result: o.effect for o in table.outcomes if o.effect}
    inline = len(table.columns) == 1 and all(r.results[0] in effects for r in table.rows)
    """A one-column table whose every result is explained (Random Events): the meaning goes
    in the row, not in a list below that repeats every result."""
    if inline:
        header = [axis, said(table.columns[0].name, words), Said(words("Effect"))]
        body = [
            [
                Said(label(table, row, words)),
                _with_french(table.result_name(row.results[0]), words),
                said(effects[row.results[0]], words),
            ]
            for row in table.rows
        ]
    elif table.transpose:
        header = [axis, *(Said(label(table, row, words)) for row in table.rows)]
        body = [
            [said(column.name, words), *(result(row.results[i]) for row in table.rows)]
            for i, column in enumerate(table.columns)
        ]
    else:
        header = [axis, *(said(column.name, words) for column in table.columns)]
        body = [[Said(label(table, row, words)), *map(result, row.results)] for row in table.rows]
    outcomes = [
        {
            "result": result(o.result),
            "beside": None if words.translating or o.fr == o.result else o.fr,
            "effect": said(effects[o.result], words),
        }
        for o in table.outcomes
        if o.result in effects and not inline
    ]
    entries = [
        {"label": said(e.label, words), "text": said(e.text, words), **_restored(e, words)}
        for e in table.entries
    ]
    name = said(table.name, words)
    other = table.name.en if words.translating else table.name.fr
    view = {
        "id": table_id,
        "name": name,
        "other": other if other != name.text else None,
        "rule": table.rule,
        "group": said(table.group, words),
        "summary": said(table.summary, words),
        "who": said(table.who, words) if table.who else None,
        "dice": dice_text(table, words),
        "rollable": rollable(table),
        "header": header,
        "body": body,
        "modifiers": [modifier_view(m, words) for m in table.modifiers],
        "outcomes": outcomes,
        "entries": entries,
        "notes": [said(note, words) for note in table.notes],
        "source": table.source,
    }
    return {**view, "english": _english(view)}


def ordered(tables: Mapping[str, Table]) -> list[tuple[str, Table]]:
    return sorted(tables.items(), key=lambda kv: (kv[1].order, kv[0]))


def restored_count(tables: Mapping[str, Table]) -> int:
    """How many signs the data restores (modifiers and list lines)."""
    return sum(
        sum(m.restored is not None for m in t.modifiers)
        + sum(e.restored is not None for e in t.entries)
        for t in tables.values()
    )
