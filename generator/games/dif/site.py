"""What Down In Flames adds to its site (see ``generator/site/extras.py``): the reaction
chart and the campaign calculators, pages the browser fills from ``tools.json``.

The JSON is written here from the content and from ``rules.py`` (the reaction chart is
computed in Python); the JavaScript in ``js/`` only reads it, never the YAML.
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
from ..pagehtml import PARTS, builder_page, macros, render
from ..pages import ExtraPage, SavedLists, served
from ..yourcard import Offer, your_card
from . import toolhtml
from .aircraftpage import aircraft_page
from .export import setup_data
from .schema import Aircraft, DifGame, Target
from .setups import CODES

JS = Path(__file__).parent / "js"

ASSETS = served(
    "dif",
    JS,
    (
        "dif-rules.mjs",
        "tools-dom.mjs",
        "reaction-chart.mjs",
        "bombing.mjs",
        "mission.mjs",
        "tools.css",
        "setup-builder.mjs",
        "setup-builder.css",
        "setup-check.mjs",
        "aircrafttype.mjs",
        "setupfile.mjs",
        "saved.mjs",
    ),
)
"""The tools' modules, served from the site (no CDN, works offline)."""

TOOLS_DATA = "dif/tools.json"
SETUP_DATA = "dif/setup-data.json"

BACKREF_LABELS = {
    ("action-cards", "reacts_to"): "Cards that answer it",
    ("action-cards", "after_success"): "Cards played after it succeeds",
    ("action-cards", "variant_of"): "Its versions with a subtitle",
    ("aircraft", "type"): "Aircraft of this type for a skilled pilot (ZERO!)",
}


def _target_name(target: Target, language: str) -> str:
    """A target as the tools list it, in ``language`` where the data has it: "Poland 1939:
    Airfield (#3)", and its number once ("Malaya: Target #11"); French sets a space before
    the colon."""
    colon = " : " if language == "fr" else ": "
    name = target.name.get(language)
    number = f"#{target.number}"
    shown = name if target.number is None or number in name else f"{name} ({number})"
    return f"{target.campaign.get(language)}{colon}{shown}"


def tools_data(game: GameContent) -> dict[str, Any]:
    """Everything the tools need, as plain JSON; a name in French too (``name_fr``) where
    the data has one, which a French page shows (``named`` in ``words.mjs``)."""
    info: DifGame = game.info
    aircraft = []
    for aircraft_id, entry in game.of("aircraft").items():
        plane: Aircraft = entry.item
        aircraft.append(
            {
                "id": aircraft_id,
                "name": plane.name.en,
                "name_fr": plane.name.fr,
                "edition": plane.edition.value,
                "role": plane.role.value,
                "speed": plane.front.speed,
                "bombs": plane.front.bombs,
                "bombs_damaged": plane.damaged.bombs,
            }
        )
    return {
        "flak_patterns": [p.model_dump(mode="json") for p in info.flak_patterns],
        "bombing_patterns": [p.model_dump(mode="json") for p in info.bombing_patterns],
        "rounding": info.rounding,
        "rounding_verified": info.rounding_verified,
        "over_target_turns": info.over_target_turns,
        "fighter_mission_speed": info.fighter_mission_speed,
        "aircraft": aircraft,
        "targets": [
            {
                "id": target.id,
                "edition": target.edition.value,
                "name": _target_name(target, "en"),
                "name_fr": _target_name(target, "fr"),
                "damaged": target.damaged,
                "destroyed": target.destroyed,
                "flak": target.flak,
                "target_bound": target.target_bound,
                "home_bound": target.home_bound,
            }
            for target in info.targets
        ],
    }


def home(game: GameContent, t: Translator) -> str:
    """Two editions at a glance and the table-side tools."""
    info: DifGame = game.info
    planes = [entry.item for entry in game.of("aircraft").values()]
    lines = [
        "## " + t("Two editions, one game"),
        "",
        f"| {t('Edition')} | {t('Aircraft cards here')} |",
        "|---|---|",
    ]
    for edition_id, name in info.editions.items():
        count = sum(1 for plane in planes if plane.edition.value == edition_id)
        lines.append(f"| {esc(t.text(name)[0])} | {count} |")
    deck = (
        t(
            "The Aces High action deck has {count} cards; how many copies of each card it "
            "holds is not in our sources.",
            count=info.deck_size,
        )
        if info.deck_size
        else t(
            "The Aces High action deck has a deck; how many copies of each card it holds is "
            "not in our sources."
        )
    )
    lines += [
        "",
        t(
            "Each aircraft card belongs to one edition: the two books print different values, "
            "and a value is never borrowed from the other book. Our sources state only some "
            "values; the others show as unknown."
        ),
        "",
        deck,
        "",
        "## " + t("At the table"),
        "",
        "- " + t("[Reaction chart](reaction-chart.md): which card answers which."),
        "- "
        + t(
            "[Bombing calculator](bombing-calculator.md): flak and bombing patterns, target "
            "status, mission VP and a scaled-up campaign (Aces High)."
        ),
        "- " + t("[Mission length](mission-length.md): target-bound and home-bound turns (ZERO!)."),
        "- "
        + t(
            "[Set-up builder](setup-builder.md): sides, aircraft, pilots, altitudes, the year "
            "and the VP limit, checked as you choose them, with each side's VP, head start and "
            "opening hands."
        ),
        "- " + t("A one-page quick reference of each edition is on the [Print](../print.md) page."),
    ]
    return "\n".join(lines) + "\n"


def _page(
    t: Translator, title: str, intro: str, element: str, script: str, body: str, data: bool = True
) -> str:
    """A tool page (``dif/tool.md.j2``): ``body`` is its HTML as written at build time
    (``toolhtml.py``); with ``data``, its script draws from ``tools.json``."""
    return render(
        "dif/tool.md.j2",
        t=t,
        title=title,
        intro=intro,
        element=element,
        script=script,
        body=Markup(body),  # rendered by the tool templates, its values escaped there
        data=data,
    )


def setup_builder(t: Translator) -> str:
    """The set-up builder page: the box its script fills, and what it checks (each
    problem's code kept in a ``data-code`` attribute, for contributors, not shown)."""
    intro = t(
        "Set up a battle: the edition, the agreed year and VP limit, the sides with their "
        "aircraft, starting altitudes, pilots and crews. Every change is checked at once against "
        "the rules of the edition; each side shows its VP and head start, each aircraft its "
        "opening hand. The address bar always holds a link to this set-up, and the set-up file "
        "it exports is the one Sortie's command-line tool reads."
    )
    needs_js = t(
        "The set-up builder needs JavaScript. Without it, Sortie's command-line tool checks a "
        "set-up file by the same rules (see the project's README)."
    )
    unknown = t(
        "Our sources give few years and VP values: where one is unknown, the check says what it "
        "could not run, and a legal set-up is legal as far as known."
    )
    return builder_page(
        t,
        SAVED,
        template="dif/setup-builder.md.j2",
        script="setup-builder",
        element="dif-setup-builder",
        title=t("Set-up builder"),
        intro=intro,
        needs_js=needs_js,
        # Markdown that shows the text as it is (the template escapes nothing twice).
        checks=[(code, esc(t(text))) for code, text in CODES.items()],
        unknown=unknown,
    )


def pages(game: GameContent, images: Mapping[str, str], t: Translator) -> list[ExtraPage]:
    """The reaction chart, the bombing calculator (Aces High), mission length (ZERO!) and
    the set-up builder. Each title stays English: the navigation and the home page
    translate it."""
    tools = tools_data(game)
    chart = toolhtml.reaction_chart(
        {card_id: entry.item for card_id, entry in game.of("action-cards").items()}, t
    )
    calculator = toolhtml.bombing(game.info, tools, t)
    length = toolhtml.mission(tools, t)
    return [
        ExtraPage(
            "Reaction chart",
            "dif/reaction-chart.md",
            _page(
                t,
                t("Reaction chart"),
                t(
                    "Which card answers which, in the Aces High action deck: pick a card to see "
                    "what answers it and what it answers, or read the whole chart."
                ),
                "dif-reaction-chart",
                "reaction-chart.mjs",
                chart,
                data=False,  # the chart is in the page; its script only highlights
            ),
        ),
        ExtraPage(
            "Bombing calculator",
            "dif/bombing-calculator.md",
            _page(
                t,
                t("Bombing calculator"),
                t(
                    "Aces High campaigns: flak hits for each flak and bombing pattern, bombs on "
                    "the target, the target's status and VP, and a scaled-up campaign's score."
                ),
                "dif-bombing",
                "bombing.mjs",
                calculator,
            ),
        ),
        ExtraPage(
            "Mission length",
            "dif/mission-length.md",
            _page(
                t,
                t("Mission length (ZERO!)"),
                t("How many target-bound and home-bound turns a ZERO! mission lasts."),
                "dif-mission-length",
                "mission.mjs",
                length,
            ),
        ),
        ExtraPage("Set-up builder", "dif/setup-builder.md", setup_builder(t)),
    ]


def data(game: GameContent, images: Mapping[str, str]) -> dict[str, str]:
    """The tools' JSON and the set-up builder's (the check's data and message table)."""
    return {
        TOOLS_DATA: json.dumps(tools_data(game), ensure_ascii=False, separators=(",", ":")),
        SETUP_DATA: json.dumps(setup_data(game), ensure_ascii=False, separators=(",", ":")),
    }


YOUR_CARD = Offer(
    fields={"aircraft": ("year", "vp", "front.performance", "turbocharger")},
    builder="setup-builder",
    builder_name="set-up builder",
    data="setup-data.json",
    module="setup-builder.mjs",
    titles={"vp": "VP", "front.performance": "Performance"},
    said_of=lambda entry: str(entry.item.edition.value),  # ZERO!'s French says VPs
    prints=lambda entry, field: bool(entry.item.prints(field)),
)
"""The values a definition page offers to fill in from the player's own card (``yourcard.py``)."""


OWN_FIELDS = {
    ("aircraft", name)
    for name in (
        "year",
        "vp",
        "service",
        "type",
        "front",
        "damaged",
        "performance_at_most",
        "airframe_flip",
        "airframe_total",
        "agile",
        "barrage",
        "turbocharger",
        "norden",
        "notes",
        "inferred",
    )
}
"""Shown by ``definition``: what is known plainly, then one line on what is not public."""


def definition(game: GameContent, entry: Entry[Any], t: Translator) -> str:
    """An aircraft as a player reads it (``aircraft_page``); where our sources lack a value
    a check or a figure needs, an offer to enter the one printed on the player's card."""
    offer = your_card(game, entry, YOUR_CARD, t)
    lines = aircraft_page(entry.item, bool(offer), t) if entry.kind.folder == "aircraft" else []
    if offer:
        lines += [str(macros(PARTS).target("your-card")), "", *offer]
    return "\n".join(lines)


SAVED = SavedLists(
    builder="dif/setup-builder.md", data=SETUP_DATA, module="assets/sortie/dif/js/saved.mjs"
)
"""Set-ups saved from the builder, listed and checked again in My hangar."""

OWNED = ("aircraft",)
"""Aircraft cards a player can own: My hangar's Collection, the tables' and pages'
"I own N", the builder's "Only mine"."""
