"""What Fighters in Sight adds to its site pages (see ``generator/site/extras.py``): the
force builder, fed by JSON this module writes from the same data the force check reads."""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from markupsafe import Markup

from ...reading.loaded import Entry, GameContent
from ...words.languages import Translator
from ...words.mdtext import esc, md
from ..pagehtml import PARTS, builder_page, macros, scrolling_table
from ..pages import ExtraPage, SavedLists, served
from ..yourcard import Offer, your_card
from . import rules
from .export import browser_data
from .force import CODES, WARNINGS
from .schema import FisGame

JS = Path(__file__).parent / "js"

ASSETS = served(
    "fis",
    JS,
    (
        "builder.mjs",
        "builder.css",
        "force-check.mjs",
        "forcefile.mjs",
        "saved.mjs",
    ),
)
"""The force builder's modules, served from the site (no CDN, works offline)."""


def home(game: GameContent, t: Translator) -> str:
    """Hands and leaders at a glance, from the functions the force check uses."""
    info: FisGame = game.info
    heads = ("Players on the side", "No leader", "1 leader", "2 leaders", "3 leaders")
    lines = [
        "## " + t("Action cards per side and turn"),
        "",
        f"| {' | '.join(t(head) for head in heads)} |",
        "|---|---|---|---|---|",
    ]
    for players in range(1, 7):
        hands = " | ".join(str(rules.hand_size(info, players, n)) for n in range(4))
        lines.append(f"| {players} | {hands} |")
    heads = ("Class", "Points", "Extra card", "Dodge dice", "Activates")
    lines += [
        "",
        "## " + t("Leaders"),
        "",
        f"| {' | '.join(t(head) for head in heads)} |",
        "|---|---|---|---|---|",
    ]
    for entry in sorted(game.of("leaders").values(), key=lambda e: e.item.points or 0):
        leader = entry.item
        card = t("chosen") if leader.chooses_card else t("drawn blind")
        points = t.of("unknown", "Points") if leader.points is None else str(leader.points)
        lines.append(
            f"| [{esc(t.text(leader.name)[0])}](leaders/{entry.id}.md) | {points} | {card} | "
            f"+{leader.dodge_dice} | {leader.activations} |"
        )
    lines += [
        "",
        t("Plan a mission's sides, checked as you go, with the [force builder](force-builder.md)."),
    ]
    return "\n".join(lines) + "\n"


FORCE_DATA = "fis/force-data.json"
BUILDER = "fis/force-builder.md"


def pages(game: GameContent, images: Mapping[str, str], t: Translator) -> list[ExtraPage]:
    """The force builder: a page the browser fills from ``force-data.json``."""
    # Each check in the player's words; its code (what the command line prints) is kept
    # in data-code.
    checks = [(code, text, "not legal") for code, text in CODES.items()]
    checks += [(code, text, "legal, with a warning") for code, text in WARNINGS.items()]
    coded = macros(PARTS).coded
    # The text escaped as an attribute's value is (quotes too), as the page has always held it.
    rows = [
        f"| {coded(code, Markup(html.escape(t(text))))} | {t(result)} |"
        for code, text, result in checks
    ]
    head = f"| {t('Problem')} | {t('Then the force is')} |"
    table = "\n".join(scrolling_table(t("What is checked"), [head, "|---|---|", *rows]))
    intro = t(
        "Set up the sides of a mission: players, their formations, aircraft, leaders and "
        "wingmen. Every change is checked at once against the rules of the game; each side "
        "shows its hand of action cards per turn, its activations and what losing each leader "
        "costs. The address bar always holds a link to this force."
    )
    needs_js = t(
        "The force builder needs JavaScript. Without it, Sortie's command-line tool checks a "
        "force file by the same rules (see the project's README)."
    )
    stand_ins = t(
        "No aircraft dashboard is in our sources: the *Fighter* and *Bomber* here are "
        "stand-ins without stats or points. Enter the values printed on your own dashboards "
        "under Your cards, on the builder or on an aircraft's page."
    )
    markdown = builder_page(
        t,
        SAVED,
        template="fis/force-builder.md.j2",
        element="sortie-force-builder",
        title=t("Force builder"),
        intro=intro,
        needs_js=needs_js,
        table=md(table),
        stand_ins=stand_ins,
    )
    # The title stays English: the navigation and the home page translate it.
    return [ExtraPage("Force builder", BUILDER, markdown)]


def data(game: GameContent, images: Mapping[str, str]) -> dict[str, str]:
    """The JSON the force builder reads."""
    payload = browser_data(game)
    return {FORCE_DATA: json.dumps(payload, ensure_ascii=False, separators=(",", ":"))}


YOUR_CARD = Offer(
    fields={"aircraft": ("points",), "leaders": ("points",)},
    more={"aircraft": ("speed", "rotation_cost", "combat_dice", "structure")},
    builder="force-builder",
    builder_name="force builder",
    data="force-data.json",
    module="builder.mjs",
)
"""The values a definition page offers to fill in from the player's own card (``yourcard.py``)."""


def definition(game: GameContent, entry: Entry[Any], t: Translator) -> str:
    """Where our sources lack a value a check or a figure needs, an offer to enter the one
    printed on the player's card."""
    return "\n".join(your_card(game, entry, YOUR_CARD, t))


SAVED = SavedLists(builder=BUILDER, data=FORCE_DATA, module="assets/sortie/fis/js/saved.mjs")
"""Forces saved from the builder, listed and checked again in My hangar."""

OWNED = ("aircraft",)
"""Aircraft models a player can own: My hangar's Collection, the tables' and pages'
"I own N", the builder's "Only mine"."""
