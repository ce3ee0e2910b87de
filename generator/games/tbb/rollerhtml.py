"""The table roller's form as HTML written at build time, set up for the first table.

A phone paints the whole form at once instead of waiting for ``roller.mjs`` and
``tables.json``; the script then takes these elements over (same ids, same markup as its
``setUp`` draws), so nothing moves when it runs. Built from the same JSON the script reads
(``roll.browser_tables``) and laid out by the template ``templates/pages/tbb/roller.html.j2``,
which escapes every content value. Its words are the tools' own (``games/words.py``), the
table the script reads too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ...words.languages import Translator
from ..pagehtml import render
from ..words import ENGLISH, own

HERE = Path(__file__).parent


def signed(value: int) -> str:
    """The twin of ``signed`` in ``roller.mjs``: +2, 0, −1 (a true minus sign)."""
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def said(entry: Mapping[str, Any], field: str, t: Translator) -> Any:
    """The twin of ``said`` in ``words.mjs``: ``entry[<field>_<language>]`` where the data
    gives one (``summary_fr``), else ``entry[field]``."""
    return entry.get(f"{field}_{t.language}") or entry[field]


def result_name(table: Mapping[str, Any], result: str, t: Translator) -> str:
    """The twin of ``resultName`` in ``roller.mjs``: a result as the page's language names
    it, where the data does."""
    return str(table.get(f"results_{t.language}", {}).get(result) or result)


def dice_label(table: Mapping[str, Any], t: Translator) -> str:
    if table["dice"]:
        return f"{table['dice']}d{table['sides']}"
    return t("column shifts from {start}", start=table["start"])


def table_view(table: Mapping[str, Any], t: Translator) -> dict[str, Any]:
    """The twin of ``showTable``: the table's head and rows, no row picked yet."""
    corner = f"{table['dice']}d{table['sides']}" if table["dice"] else t("Column")
    return {
        "head": [corner, *(said(c, "name", t) for c in table["columns"])],
        "rows": [
            [said(r, "label", t), *(result_name(table, x, t) for x in r["results"])]
            for r in table["rows"]
        ],
    }


def modifiers(table: Mapping[str, Any], t: Translator) -> list[tuple[dict[str, Any], str, str]]:
    """The twin of the modifier list ``setUp`` draws: each modifier's box (its input's
    attributes), what it says and when it may not apply."""
    items = []
    for i, m in enumerate(table["modifiers"]):
        field = f"roller-mod-{i}"
        box: dict[str, Any] = (
            {"type": "number", "id": field, "min": 0, "max": 20, "value": 0}
            if m["each"]
            else {"type": "checkbox", "id": field}
        )
        box["data-value"] = m["value"]
        if not m["each"]:
            # roller.mjs: ticking it unticks the one it replaces (from 0 here).
            box["data-replaces"] = m["replaces"] - 1 if m["replaces"] else None
        value, when = signed(m["value"]), said(m, "when", t)
        text = (
            t("{value} each — {when}", value=value, when=when) if m["each"] else f"{value} — {when}"
        )
        items.append((box, text, said(m, "restriction", t)))
    return items


def first_table(table: Mapping[str, Any], t: Translator) -> dict[str, Any]:
    """The first table as the form shows it."""
    return {
        "summary": said(table, "summary", t),
        "columns": [(c["id"], said(c, "name", t)) for c in table["columns"]]
        if len(table["columns"]) > 1
        else [],
        "modifiers": modifiers(table, t),
        "dice": table["dice"],
        "sides": table["sides"],
        "view": table_view(table, t),
    }


def roller(tables: Sequence[Mapping[str, Any]], t: Translator = ENGLISH) -> str:
    """The form (``tbb/roller.html.j2``), the (empty) result and the first rollable table,
    as the script draws them when the address names no table, in ``t``'s language."""
    t = own(t.language, HERE)
    rollable = [table for table in tables if table["rollable"]]
    return render(
        "tbb/roller.html.j2",
        t=t,
        tables=[
            (table["id"], f"{said(table, 'name', t)} [{table['rule']}] — {dice_label(table, t)}")
            for table in rollable
        ],
        first=first_table(rollable[0], t) if rollable else None,
    )
