"""The table roller's form as HTML written at build time, set up for the first table.

A phone paints the whole form at once instead of waiting for ``roller.mjs`` and
``tables.json``; the script then takes these elements over (same ids, same markup as its
``setUp`` draws), so nothing moves when it runs. Built from the same JSON the script reads
(``roll.browser_tables``); every content value goes through ``html.escape``. Its words are
the tools' own (``games/words.py``), the table the script reads too.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ...words.languages import Translator
from ..pages import el
from ..words import ENGLISH, own

HERE = Path(__file__).parent


def void(tag: str, attrs: Mapping[str, Any]) -> str:
    """An element without content (``<input>``)."""
    return el(tag, attrs).removesuffix(f"</{tag}>")


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


def table_view(table: Mapping[str, Any], t: Translator) -> str:
    """The twin of ``showTable``: the table's rows, no row picked yet."""
    corner = f"{table['dice']}d{table['sides']}" if table["dice"] else t("Column")
    head = el("th", text=corner) + "".join(
        el("th", text=said(c, "name", t)) for c in table["columns"]
    )
    rows = "".join(
        el(
            "tr",
            {},
            el("td", text=said(r, "label", t)),
            *(el("td", text=result_name(table, x, t)) for x in r["results"]),
        )
        for r in table["rows"]
    )
    # A class of its own: the tool lays out its table (the site's scroll regions are for
    # plain Markdown tables, generator/site/regions.py).
    return el(
        "table",
        {"class": "roller-rows"},
        el("thead", {}, el("tr", {}, head)),
        el("tbody", {}, rows),
    )


def modifiers(table: Mapping[str, Any], t: Translator) -> str:
    """The twin of the modifier list ``setUp`` draws."""
    items = []
    for i, m in enumerate(table["modifiers"]):
        field = f"roller-mod-{i}"
        box = (
            void(
                "input",
                {
                    "type": "number",
                    "id": field,
                    "min": 0,
                    "max": 20,
                    "value": 0,
                    "data-value": m["value"],
                },
            )
            if m["each"]
            else void(
                "input",
                {
                    "type": "checkbox",
                    "id": field,
                    "data-value": m["value"],
                    # roller.mjs: ticking it unticks the one it replaces (from 0 here).
                    "data-replaces": m["replaces"] - 1 if m["replaces"] else None,
                },
            )
        )
        restriction = said(m, "restriction", t)
        limit = (
            " " + el("span", {"class": "restriction"}, text=f"({restriction})")
            if restriction
            else ""
        )
        value, when = signed(m["value"]), said(m, "when", t)
        text = html.escape(
            t("{value} each — {when}", value=value, when=when)
            if m["each"]
            else f"{value} — {when}",
            quote=False,
        )
        items.append(el("li", {}, box, el("label", {"for": field}, text + limit)))
    extra = void(
        "input", {"type": "number", "id": "roller-extra", "min": -20, "max": 20, "value": 0}
    )
    other = el("label", {"for": "roller-extra"}, text=t("Other modifier"))
    items.append(el("li", {}, extra, other))
    legend = t("Modifiers") if table["dice"] else t("Column shifts")
    return el("label", text=legend) + el("ul", {"class": "mods"}, *items)


def dice(table: Mapping[str, Any], t: Translator) -> str:
    if not table["dice"]:
        return ""
    inputs = "".join(
        void(
            "input",
            {
                "type": "number",
                "id": f"roller-die-{i}",
                "min": 1,
                "max": table["sides"],
                "inputmode": "numeric",
                "aria-label": t("Die {number}", number=i),
            },
        )
        for i in range(1, table["dice"] + 1)
    )
    return el("label", text=t("Your dice (optional)")) + el("div", {"class": "dice"}, inputs)


def columns(table: Mapping[str, Any], t: Translator) -> str:
    if len(table["columns"]) <= 1:
        return ""
    options = el("option", {"value": ""}, text=t("Every column")) + "".join(
        el("option", {"value": c["id"]}, text=said(c, "name", t)) for c in table["columns"]
    )
    return el("label", {"for": "roller-column"}, text=t("Column")) + el(
        "select", {"id": "roller-column"}, options
    )


def roller(tables: Sequence[Mapping[str, Any]], t: Translator = ENGLISH) -> str:
    """The form, the (empty) result and the first rollable table, as the script draws them
    when the address names no table, in ``t``'s language."""
    t = own(t.language, HERE)
    rollable = [table for table in tables if table["rollable"]]
    if not rollable:
        return el("p", text=t("No table can be rolled."))
    first = rollable[0]
    options = "".join(
        el(
            "option",
            {"value": table["id"]},
            text=f"{said(table, 'name', t)} [{table['rule']}] — {dice_label(table, t)}",
        )
        for table in rollable
    )
    buttons = el(
        "div",
        {"class": "buttons"},
        el(
            "button",
            {"id": "roller-roll", "class": "primary", "type": "button"},
            text=t("Roll") if first["dice"] else t("Read"),
        ),
        el(
            "button",
            {"id": "roller-read", "type": "button", "hidden": not first["dice"]},
            text=t("Use these dice"),
        ),
    )
    form = el(
        "form",
        {"id": "roller-form"},
        el("label", {"for": "roller-table"}, text=t("Table")),
        el("select", {"id": "roller-table"}, options),
        el("p", {"id": "roller-summary"}, text=said(first, "summary", t)),
        el("div", {"id": "roller-columns"}, columns(first, t)),
        el("div", {"id": "roller-modifiers"}, modifiers(first, t)),
        el("div", {"id": "roller-dice-box"}, dice(first, t)),
        buttons,
    )
    view = el(
        "div",
        # Wider than a phone, the table scrolls: focusable and named for keyboards and
        # screen readers.
        {
            "class": "scroll",
            "id": "roller-table-view",
            "tabindex": "0",
            "role": "region",
            "aria-label": t("The table"),
        },
        table_view(first, t),
    )
    return form + el("div", {"id": "roller-result", "aria-live": "polite"}) + view
