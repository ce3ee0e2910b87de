"""What The Burning Blue adds to its site (see ``generator/site/extras.py``): a page with
every player-aid table drawn from the data, and the table roller fed by ``tables.json``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from markupsafe import Markup

from ...reading.loaded import Entry, GameContent
from ...words.languages import Translator
from ...words.mdtext import esc
from ..pagehtml import macros, render, scrolling_table
from ..pages import ExtraPage, served
from . import rollerhtml
from .aids import tables_of
from .dice import browser_tables
from .present import RESTORED_MARK, Said, ordered, restored_count, table_view

JS = Path(__file__).parent / "js"

ASSETS = served("tbb", JS, ("roll.mjs", "roller.mjs", "roller.css"))
"""The roller's modules, served from the site (no third-party script, works offline)."""

TABLES_DATA = "tbb/tables.json"
ROLLER = "tbb/roller.md"
TABLES = "tbb/player-aid.md"


PARTS = "tbb/parts.html.j2"
"""The HTML the pages hold: a text in English, a source, a link to the roller."""


def md(text: str | Said | None) -> str:
    """Content text made inert in Markdown and HTML (table cells included), by the shared
    ``esc``: its own list missed ``{}``, so a cell ending ``{: onclick=… }`` was read as an
    attribute list. A text shown in English on a page in another language is marked
    (``PARTS``' ``english``)."""
    if isinstance(text, Said) and text.english:
        return str(macros(PARTS).english(Markup(esc(text.text))))
    return "" if text is None else esc(str(text))


ENTRY_HEADER = ("Value", "For")
"""The header of a list of entries (``1 MP`` → what it buys, ``+1 VP`` → what earns it):
a table header is never empty. In English; the game's table gives it in other languages."""


def _header(*words: str) -> list[str]:
    return ["| " + " | ".join(words) + " |", "|" + "---|" * len(words)]


def _table_markdown(view: dict[str, Any], t: Translator, roller: str = "../roller/") -> list[str]:
    """A table as the player aid draws it, under its heading; ``roller`` is the roller's
    address from the page."""
    return [
        f"## {md(view['name'])} [{md(view['rule'])}] {{#{view['id']}}}",
        "",
        *_table_body(view, t, roller),
        macros(PARTS).source(Markup(t("Source: {source}", source=md(t.cited(view["source"]))))),
        "",
    ]


def _table_body(view: dict[str, Any], t: Translator, roller: str) -> list[str]:
    other = f" — *{md(view['other'])}*" if view["other"] else ""
    lines = [f"**{md(view['dice'])}**{other}. {md(view['summary'])}", ""]
    if view["who"]:
        lines += [md(view["who"]), ""]
    name = str(view["name"])
    if view["body"]:
        table = ["| " + " | ".join(md(h) or " " for h in view["header"]) + " |"]
        table.append("|" + "---|" * len(view["header"]))
        table += ["| " + " | ".join(md(c) for c in row) + " |" for row in view["body"]]
        lines += scrolling_table(name, table)
    if view["entries"]:
        table = _header(*(t(word) for word in ENTRY_HEADER))
        for entry in view["entries"]:
            mark = f" {RESTORED_MARK}" if entry["restored"] else ""
            table.append(f"| **{md(entry['label'])}{mark}** | {md(entry['text'])} |")
        lines += scrolling_table(name, table)
    if view["modifiers"]:
        table = _header(t("Modifier"), t("When"))
        for m in view["modifiers"]:
            mark = f" {RESTORED_MARK}" if m["restored"] else ""
            limit = f" *({md(m['restriction'])})*" if m["restriction"] else ""
            table.append(f"| **{md(m['value'])}{mark}** | {md(m['when'])}{limit} |")
        lines += scrolling_table(t("{table}: modifiers", table=name), table)
    for o in view["outcomes"]:
        beside = f" (*{md(o['beside'])}*)" if o["beside"] else ""
        name = f"**{md(o['result'])}**{beside}"
        said = t("{result}: {effect}", result=name, effect=md(o["effect"]))
        lines.append(f"- {said}")
    if view["outcomes"]:
        lines.append("")
    restored = [*view["modifiers"], *view["entries"]]
    for item in restored:
        if item["restored"]:
            what = md(item.get("when") or item.get("text"))
            said = t("*Sign restored* ({what}): {reason}", what=what, reason=md(item["reason"]))
            lines.append(f"{RESTORED_MARK} {said}  ")
    for note in view["notes"]:
        lines += ["", md(note)]
    lines.append("")
    if view["rollable"]:
        lines += [macros(PARTS).roll(f"{roller}#{view['id']}", t("Roll this table")), ""]
    return lines


OWN_FIELDS = {
    ("tables", field)
    for field in (
        *("dice", "start", "who", "axis"),
        *("columns", "rows", "modifiers", "outcomes", "entries", "notes"),
    )
}
"""What a table's page shows drawn (``definition``), not as rows of its fields table: the
dice (or the starting row) and who rolls above the table, what the rows are read by as its
first heading."""


def definition(game: GameContent, entry: Entry[Any], t: Translator) -> str:
    """A table's own page: the table drawn as on the player-aid page, under its fields
    (the page has its own source line)."""
    if entry.kind.folder != "tables":
        return ""
    view = table_view(entry.id, entry.item, t)
    lines = [f"**{t('The table, as the player aid lays it out')}**", ""]
    return "\n".join(lines + _table_body(view, t, "../../roller/"))


def tables_page(game: GameContent, t: Translator) -> str:
    tables = tables_of(game)
    lines = [
        # 29 short sections: a term once per page, not once per table
        "---",
        "tooltips: page",
        "---",
        "# " + t("Player-aid tables"),
        "",
        t(
            "Every table of the player aid, drawn from the same data as the [roller](roller.md) "
            "and the printable player aid. Rule numbers in brackets are the rulebook's."
        ),
        "",
        t(
            "{mark} marks the {count} values whose minus sign our copy of the player aid lost; "
            "each says why the sign we put back is right.",
            mark=RESTORED_MARK,
            count=restored_count(tables),
        ),
        "",
    ]
    views = [table_view(key, table, t) for key, table in ordered(tables)]
    lines += [f"- [{md(view['name'])} [{md(view['rule'])}]](#{view['id']})" for view in views]
    lines.append("")
    if any(view["english"] for view in views):
        lines += [
            t(
                "{mark} marks a text not translated yet, shown in English.",
                mark=macros(PARTS).mark(),
            ),
            "",
        ]
    for view in views:
        lines += _table_markdown(view, t)
    return "\n".join(lines) + "\n"


def roller_page(game: GameContent, t: Translator) -> str:
    """The roller, its form written at build time (``rollerhtml.py``) for ``roller.mjs`` to
    take over; the stylesheet before it, so it is never drawn unstyled, then moved."""
    form = rollerhtml.roller(browser_tables(tables_of(game)), t)
    intro = t(
        "Pick a table, tick the modifiers that apply, then roll, or type the dice you rolled at "
        "the table. A total past the end of a table reads its end row. Every table is on the "
        "[player-aid tables](player-aid.md) page."
    )
    title = t("Table roller")
    return render("tbb/roller.md.j2", t=t, title=title, intro=intro, form=Markup(form))


def pages(game: GameContent, images: Mapping[str, str], t: Translator) -> list[ExtraPage]:
    # Each title stays English: the navigation and the home page translate it.
    return [
        ExtraPage("Player-aid tables", TABLES, tables_page(game, t)),
        ExtraPage("Table roller", ROLLER, roller_page(game, t)),
    ]


def data(game: GameContent, images: Mapping[str, str]) -> dict[str, str]:
    payload = browser_tables(tables_of(game))
    return {TABLES_DATA: json.dumps(payload, ensure_ascii=False, separators=(",", ":"))}
