"""The table roller's form as HTML written at build time, set up for the first table.

A phone paints the whole form at once instead of waiting for ``roller.mjs`` and
``tables.json``; the script then takes these elements over (same ids, same markup as its
``setUp`` draws), so nothing moves when it runs. Built from the same JSON the script reads
(``roll.browser_tables``); every content value goes through ``html.escape``.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from ..pages import el


def void(tag: str, attrs: Mapping[str, Any]) -> str:
    """An element without content (``<input>``)."""
    return el(tag, attrs).removesuffix(f"</{tag}>")


def signed(value: int) -> str:
    """The twin of ``signed`` in ``roller.mjs``: +2, 0, −1 (a true minus sign)."""
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def dice_label(table: Mapping[str, Any]) -> str:
    if table["dice"]:
        return f"{table['dice']}d{table['sides']}"
    return f"column shifts from {table['start']}"


def table_view(table: Mapping[str, Any]) -> str:
    """The twin of ``showTable``: the table's rows, no row picked yet."""
    corner = f"{table['dice']}d{table['sides']}" if table["dice"] else "Column"
    head = el("th", text=corner) + "".join(el("th", text=c["name"]) for c in table["columns"])
    rows = "".join(
        el("tr", {}, el("td", text=r["label"]), *(el("td", text=x) for x in r["results"]))
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


def modifiers(table: Mapping[str, Any]) -> str:
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
            else void("input", {"type": "checkbox", "id": field, "data-value": m["value"]})
        )
        each = " each" if m["each"] else ""
        limit = (
            " " + el("span", {"class": "restriction"}, text=f"({m['restriction']})")
            if m["restriction"]
            else ""
        )
        said = html.escape(f"{signed(m['value'])}{each} — {m['when']}", quote=False)
        items.append(el("li", {}, box, el("label", {"for": field}, said + limit)))
    extra = void(
        "input", {"type": "number", "id": "roller-extra", "min": -20, "max": 20, "value": 0}
    )
    items.append(el("li", {}, extra, el("label", {"for": "roller-extra"}, text="Other modifier")))
    legend = "Modifiers" if table["dice"] else "Column shifts"
    return el("label", text=legend) + el("ul", {"class": "mods"}, *items)


def dice(table: Mapping[str, Any]) -> str:
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
                "aria-label": f"Die {i}",
            },
        )
        for i in range(1, table["dice"] + 1)
    )
    return el("label", text="Your dice (optional)") + el("div", {"class": "dice"}, inputs)


def columns(table: Mapping[str, Any]) -> str:
    if len(table["columns"]) <= 1:
        return ""
    options = el("option", {"value": ""}, text="Every column") + "".join(
        el("option", {"value": c["id"]}, text=c["name"]) for c in table["columns"]
    )
    return el("label", {"for": "roller-column"}, text="Column") + el(
        "select", {"id": "roller-column"}, options
    )


def roller(tables: Sequence[Mapping[str, Any]]) -> str:
    """The form, the (empty) result and the first rollable table, as the script draws them
    when the address names no table."""
    rollable = [t for t in tables if t["rollable"]]
    if not rollable:
        return el("p", text="No table can be rolled.")
    first = rollable[0]
    options = "".join(
        el(
            "option",
            {"value": t["id"]},
            text=f"{t['name']} [{t['rule']}] — {dice_label(t)}",
        )
        for t in rollable
    )
    buttons = el(
        "div",
        {"class": "buttons"},
        el(
            "button",
            {"id": "roller-roll", "class": "primary", "type": "button"},
            text="Roll" if first["dice"] else "Read",
        ),
        el(
            "button",
            {"id": "roller-read", "type": "button", "hidden": not first["dice"]},
            text="Use these dice",
        ),
    )
    form = el(
        "form",
        {"id": "roller-form"},
        el("label", {"for": "roller-table"}, text="Table"),
        el("select", {"id": "roller-table"}, options),
        el("p", {"id": "roller-summary"}, text=first["summary"]),
        el("div", {"id": "roller-columns"}, columns(first)),
        el("div", {"id": "roller-modifiers"}, modifiers(first)),
        el("div", {"id": "roller-dice-box"}, dice(first)),
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
            "aria-label": "The table",
        },
        table_view(first),
    )
    return form + el("div", {"id": "roller-result", "aria-live": "polite"}) + view
