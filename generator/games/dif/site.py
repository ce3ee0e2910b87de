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

from pydantic import BaseModel

from ...languages import Translator
from ...loaded import Entry, GameContent
from ...mdtext import esc
from ...schema import field_docs
from ..pages import ExtraPage, el
from ..yourcard import Offer, your_card
from . import toolhtml
from .deck import CODES
from .export import setup_data
from .schema import Aircraft, DifGame, Edition, Ratings, Role

JS = Path(__file__).parent / "js"

ASSETS = {
    f"assets/sortie/dif/{name}": JS / name
    for name in (
        "dif-rules.mjs",
        "dom.mjs",
        "tools-dom.mjs",
        "yourcards.mjs",
        "yourcards-ui.mjs",
        "yourcards-page.mjs",
        "yourcards.css",
        "reaction-chart.mjs",
        "bombing.mjs",
        "mission.mjs",
        "tools.css",
        "setup-builder.mjs",
        "setup-builder.css",
        "setup-check.mjs",
        "setupfile.mjs",
        "findings.mjs",
        "suggest.mjs",
        "yamlsubset.mjs",
        "fileshape.mjs",
        "link64.mjs",
        "words.mjs",
    )
}
"""The tools' modules, served from the site (no CDN, works offline)."""

TOOLS_DATA = "dif/tools.json"
SETUP_DATA = "dif/setup-data.json"

BACKREF_LABELS = {("action-cards", "reacts_to"): "Cards that answer it"}


def tools_data(game: GameContent) -> dict[str, Any]:
    """Everything the tools need, as plain JSON."""
    info: DifGame = game.info
    aircraft = []
    for aircraft_id, entry in game.of("aircraft").items():
        plane: Aircraft = entry.item
        aircraft.append(
            {
                "id": aircraft_id,
                "name": plane.name.en,
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
                "name": f"{target.campaign}: {target.name.en}"
                + (f" (#{target.number})" if target.number is not None else ""),
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
        "## Two editions, one game",
        "",
        "| Edition | Aircraft cards here |",
        "|---|---|",
    ]
    for edition_id, name in info.editions.items():
        count = sum(1 for plane in planes if plane.edition.value == edition_id)
        lines.append(f"| {esc(name.en)} | {count} |")
    deck = f"{info.deck_size} cards" if info.deck_size else "a deck"
    lines += [
        "",
        "Each aircraft card belongs to one edition: the two books print different values, and "
        "a value is never borrowed from the other book. Our sources state only some values; "
        "the others show as unknown.",
        "",
        f"The Aces High action deck has {deck}; how many copies of each card it holds is not "
        "in our sources.",
        "",
        "## At the table",
        "",
        "- [Reaction chart](reaction-chart.md): which card answers which.",
        "- [Bombing calculator](bombing-calculator.md): flak and bombing patterns, target "
        "status, mission VP and a scaled-up campaign (Aces High).",
        "- [Mission length](mission-length.md): target-bound and home-bound turns (ZERO!).",
        "- [Set-up builder](setup-builder.md): sides, aircraft, pilots, altitudes, the year "
        "and the VP limit, checked as you choose them, with each side's VP, head start and "
        "opening hands.",
        "- A one-page quick reference of each edition is on the [Print](../print.md) page.",
    ]
    return "\n".join(lines) + "\n"


NEEDS_JS = (
    "<p>This tool needs JavaScript; the same tables are on the printable quick reference.</p>"
)
"""What a page the browser draws shows until its script has run."""

STATIC_NOSCRIPT = (
    '<noscript><p class="dif-note">Without JavaScript this page shows its first values; '
    "changing them needs JavaScript.</p></noscript>"
)


def _page(
    title: str, intro: str, element: str, script: str, body: str = NEEDS_JS, data: bool = True
) -> str:
    """A tool page: ``body`` is its HTML as written at build time (``toolhtml.py``), which
    the script then brings to life; one line, so Markdown keeps it as one raw HTML block.
    The stylesheet comes first: the tool is never painted unstyled, then moved. With
    ``data``, the script draws from ``tools.json`` and the element is busy until it has."""
    source = ' data-src="../tools.json" aria-busy="true"' if data else ""
    return f"""---
hide: [toc]
---
# {title}

{intro}

<link rel="stylesheet" href="../../assets/sortie/dif/tools.css">
<div id="{element}"{source}>{body}</div>

<script type="module" src="../../assets/sortie/dif/{script}"></script>
"""


SETUP_BUILDER = """---
hide: [toc]
---
# Set-up builder

Set up a battle: the edition, the agreed year and VP limit, the sides with their aircraft,
starting altitudes, pilots and crews. Every change is checked at once against the rules of
the edition; each side shows its VP and head start, each aircraft its opening hand. The
address bar always holds a link to this set-up, and the set-up file it exports is the one
Sortie's command-line tool reads.

<link rel="stylesheet" href="../../assets/sortie/dif/setup-builder.css">
<link rel="stylesheet" href="../../assets/sortie/dif/yourcards.css">

<div id="dif-setup-builder" data-src="../setup-data.json" data-root="../../" aria-busy="true">
<p>The set-up builder needs JavaScript. Without it, Sortie's command-line tool checks a
set-up file by the same rules (see the project's README).</p>
</div>

<script type="module" src="../../assets/sortie/dif/setup-builder.mjs"></script>

## What is checked

"""


def setup_builder() -> str:
    """The set-up builder page: the box its script fills, and what it checks (each
    problem's code kept in a ``data-code`` attribute, for contributors, not shown)."""
    table = [f'- <span data-code="{code}">{esc(text)}</span>' for code, text in CODES.items()]
    return (
        SETUP_BUILDER
        + "\n".join(table)
        + (
            "\nOur sources give few years and VP values: where one is unknown, the check says "
            "what it could not run, and a legal set-up is legal as far as known.\n"
        )
    )


def pages(game: GameContent, images: Mapping[str, str], t: Translator) -> list[ExtraPage]:
    """The reaction chart, the bombing calculator (Aces High), mission length (ZERO!) and
    the set-up builder."""
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
                "Reaction chart",
                "Which card answers which, in the Aces High action deck: pick a card to see "
                "what answers it and what it answers, or read the whole chart.",
                "dif-reaction-chart",
                "reaction-chart.mjs",
                chart + STATIC_NOSCRIPT,
                data=False,  # the chart is in the page; its script only highlights
            ),
        ),
        ExtraPage(
            "Bombing calculator",
            "dif/bombing-calculator.md",
            _page(
                "Bombing calculator",
                "Aces High campaigns: flak hits for each flak and bombing pattern, bombs on "
                "the target, the target's status and VP, and a scaled-up campaign's score.",
                "dif-bombing",
                "bombing.mjs",
                calculator + STATIC_NOSCRIPT,
            ),
        ),
        ExtraPage(
            "Mission length",
            "dif/mission-length.md",
            _page(
                "Mission length (ZERO!)",
                "How many target-bound and home-bound turns a ZERO! mission lasts.",
                "dif-mission-length",
                "mission.mjs",
                length + STATIC_NOSCRIPT,
            ),
        ),
        ExtraPage("Set-up builder", "dif/setup-builder.md", setup_builder()),
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
    )
}
"""Shown by ``definition``: what is known plainly, then one line on what is not public."""

PRINTED = {
    (Edition.ACES_HIGH, True): (
        "speed", "performance", "horsepower_pre", "horsepower_post", "bursts", "firepower",
        "gunner",
    ),
    (Edition.ACES_HIGH, False): ("speed", "bombs", "turret_defence", "turret_support"),
    (Edition.ZERO, True): (
        "speed", "performance", "horsepower_pre", "horsepower_post", "bursts", "firepower",
        "offence", "defence",
    ),
    (Edition.ZERO, False): (
        "speed", "bomb_rating", "saturation", "turret_defence", "turret_support",
    ),
}  # fmt: skip
"""The ratings each edition's card prints, for a fighter (True) or a bomber: the same rows
as the printed proxy (``templates/cards/dif/aircraft.html.j2``)."""

RATING_NAMES = {
    "horsepower_pre": "Horsepower pre",
    "horsepower_post": "Horsepower post",
    "turret_defence": "Defence turret",
    "turret_support": "Support turret",
    "offence": "Wingman attack",
    "defence": "Wingman defence",
}


def rating_name(field: str) -> str:
    return RATING_NAMES.get(field, field.replace("_", " ").capitalize())


def meaning(model: type[BaseModel], field: str) -> str:
    """What a field means, in our own words: its schema documentation without the name it
    starts with ("Bursts: …") or what null stands for."""
    text = " ".join(field_docs(model).get(field, "").split())
    text = text.split("; null")[0].rstrip(".") + "."
    head, colon, rest = text.partition(": ")
    return rest[:1].upper() + rest[1:] if colon and len(head.split()) <= 4 else text


def ratings_table(plane: Aircraft) -> str:
    """The ratings our sources give, front and Damaged side, each with what it means."""
    rows = []
    for field in Ratings.model_fields:
        front, back = getattr(plane.front, field), getattr(plane.damaged, field)
        if front is not None or back is not None:
            rows.append(rating_row(rating_name(field), meaning(Ratings, field), front, back))
    if plane.airframe_flip is not None or plane.airframe_total is not None:
        rows.append(
            rating_row(
                "Airframe",
                AIRFRAME,
                plane.airframe_flip,
                plane.airframe_total,
            )
        )
    if not rows:
        return ""
    head = "".join(el("th", {"scope": "col"}, text=t) for t in ("Rating", "Front", "Damaged"))
    table = el("table", {}, el("thead", {}, el("tr", {}, head)), el("tbody", {}, *rows))
    return el("div", {"class": "dif-ratings"}, table)


def rating_row(name: str, meaning: str, front: int | None, back: int | None) -> str:
    """One rating: its name with a line on what it means, and both sides' values."""
    title = el("span", {"class": "dif-rating"}, text=name)
    meant = el("small", {"class": "dif-help"}, text=meaning)
    cells = "".join(el("td", text="not public" if v is None else v) for v in (front, back))
    return el("tr", {}, el("th", {"scope": "row"}, title, meant), cells)


AIRFRAME = (
    "Hits that flip the card to its Damaged side (Front), and hits in all that shoot it "
    "down (Damaged)."
)


def glossary(terms: list[tuple[str, str]]) -> str:
    """What each term means (card jargon, in our own words), one short line each."""
    if not terms:
        return ""
    items = "".join(el("dt", text=name) + el("dd", text=text) for name, text in terms)
    return el("dl", {"class": "dif-meanings", "aria-label": "What these mean"}, items)


FLAGS = (
    ("agile", "Agile"),
    ("barrage", "Barrage"),
    ("turbocharger", "Turbocharger"),
    ("norden", "Norden bombsight"),
)


def aircraft_page(plane: Aircraft, offer: bool) -> list[str]:
    """An aircraft as a player reads it: what is known, plainly; then one line on what is
    not, pointing to the Your card section when the page has one (``offer``)."""
    fighter = plane.role in (Role.FIGHTER, Role.FIGHTER_BOMBER, Role.TORPEDO_BOMBER)
    printed = PRINTED[(plane.edition, fighter)]
    lines = ['<link rel="stylesheet" href="../../../assets/sortie/dif/tools.css">', ""]
    facts = []
    if plane.year is not None:
        facts.append(f"in service from {plane.year}")
    if plane.vp is not None:
        facts.append(f"worth {plane.vp} VP when shot down")
    if plane.service is not None:
        facts.append(
            f"{'an' if plane.service.value[0] in 'aeiou' else 'a'} {plane.service.value} aircraft"
        )
    if facts:
        lines += [esc("It is " + ", ".join(facts) + "."), ""]
    table = ratings_table(plane)
    if table:
        lines += [table, ""]
    if plane.performance_at_most is not None and plane.front.performance is None:
        lines += [
            f"Performance: {plane.performance_at_most} at most (a rulebook example bounds it).",
            "",
        ]
    kept = [name for field, name in FLAGS if getattr(plane, field) is True]
    lacks = [name for field, name in FLAGS if getattr(plane, field) is False]
    if kept:
        lines += [esc(f"Card notes: {', '.join(kept)}."), ""]
    if lacks:
        lines += [esc(f"Not on this card: {', '.join(lacks)}."), ""]
    if plane.notes is not None:
        lines += [esc(plane.notes.en), ""]
    unknown = [
        (name, "")
        for field, name in (("year", "Year"), ("vp", "VP"))
        if getattr(plane, field) is None
    ]
    unknown += [
        (rating_name(f), meaning(Ratings, f))
        for f in printed
        if getattr(plane.front, f) is None and getattr(plane.damaged, f) is None
    ]
    if plane.airframe_flip is None and plane.airframe_total is None:
        unknown.append(("Airframe", AIRFRAME))
    if fighter and plane.edition is Edition.ACES_HIGH:
        unknown += [
            (name, meaning(Aircraft, f)) for f, name in FLAGS[:3] if getattr(plane, f) is None
        ]
    if unknown:
        lines += [
            esc(
                f"Not public: {', '.join(name for name, _ in unknown)}. The card prints them; our sources do not."
            )
            + (
                " If you own the card, enter the ones a check needs under [Your card](#your-card)."
                if offer
                else ""
            ),
            "",
            glossary([(name, text) for name, text in unknown if text]),
            "",
        ]
    return lines


def definition(game: GameContent, entry: Entry[Any], t: Translator) -> str:
    """An aircraft as a player reads it (``aircraft_page``); where our sources lack a value
    a check or a figure needs, an offer to enter the one printed on the player's card."""
    offer = your_card(game, entry, YOUR_CARD)
    lines = aircraft_page(entry.item, bool(offer)) if entry.kind.folder == "aircraft" else []
    if offer:
        lines += ['<span id="your-card"></span>', "", *offer]
    return "\n".join(lines)
