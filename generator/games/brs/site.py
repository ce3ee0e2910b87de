"""What Blood Red Skies adds to its site pages (see ``generator/site/extras.py``).

The Action Deck numbers on the home page come from ``rules.py``, the same functions the
deck validator uses, so the page and the checks cannot disagree.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from itertools import groupby
from pathlib import Path
from typing import Any
from urllib.parse import quote

from ...reading.loaded import Entry, GameContent
from ...words.languages import Translator
from ...words.mdtext import esc, source_markdown
from ..pagehtml import builder_page, without_terms
from ..pages import ExtraPage, SavedLists, served
from ..yourcard import Offer
from ..yourcard import your_card as shared_your_card
from .export import browser_data
from .rules import doctrine_required, hand_size, theatre_required
from .schema import Block, BrsGame, Format

BACKREF_LABELS = {
    ("aircraft", "traits"): "Aircraft that carry it",
    ("aircraft", "negative_traits"): "Aircraft with this negative trait",
    ("doctrine", "bonus_trait"): "Doctrine cards that take it as bonus card",
    ("aces", "aircraft"): "Named aces who fly it",
    ("aces", "signature_traits"): "Named aces with it as signature trait",
}

LARGEST_SIDE_SHOWN = 24

OWN_FIELDS = {("aircraft", "availability"), ("aircraft", "air_forces"), ("aircraft", "note")}
"""Shown by ``definition`` as a table rather than as one long row."""


def _builder_fragment(entry: Entry[Any], version: str) -> str:
    line = f"a={entry.id}.1.3" if entry.kind.folder == "aircraft" else f"e={entry.id}"
    return f"v=1&d={quote(version, safe='')}&{line}"


YOUR_CARD = Offer(
    fields={"aircraft": ("traits", "points"), "aces": ("points",)},
    more={"aircraft": ("negative_traits", "speed", "agility", "firepower", "top_speed")},
    builder="deck-builder",
    builder_name="deck builder",
    data="deck-data.json",
    module="cardvalues.mjs",
    fragment=_builder_fragment,
)
"""Where our sources lack a value printed on the card (an aircraft's traits and points, which
the deck check needs, then its negative traits and stats, shown where the aircraft is; a
named ace's points), an offer to enter the one printed on the player's card (``yourcard.py``)."""


def your_card(game: GameContent, entry: Entry[Any], t: Translator) -> list[str]:
    return shared_your_card(game, entry, YOUR_CARD, t)


def _nation(game: GameContent, nation_id: str, t: Translator) -> str:
    nations = game.info.nations
    return esc(t.text(nations[nation_id])[0] if nation_id in nations else nation_id)


def definition(game: GameContent, entry: Entry[Any], t: Translator) -> str:
    """An aircraft's campaign availability: per air force and year, Auto or Limit in each
    third of the year (— where it is not listed); for an aircraft or ace whose values the
    checks need are unknown, where to enter the player's own (``your_card``)."""
    if entry.kind.folder != "aircraft":
        return "\n".join(your_card(game, entry, t))
    item = entry.item
    lines = your_card(game, entry, t)
    if item.note:
        lines += [t("**Note:** {note}", note=source_markdown(t.text(item.note)[0])), ""]
    if item.air_forces:
        flown = ", ".join(_nation(game, n, t) for n in item.air_forces)
        lines += [t("**Air forces:** {names}.", names=flown), ""]
    lines += [t("**Campaign availability**"), ""]
    if item.availability is None:
        return "\n".join([*lines, t("Unknown: the campaign rules' lists do not name it.")])
    if not item.availability:
        return "\n".join([*lines, t("Not on any air force's campaign list.")])
    cells: dict[tuple[str, int], dict[str, str]] = {}
    for period in item.availability:
        row = cells.setdefault((period.air_force, period.year), {})
        row[period.block.value] = t(period.status.words)
    heads = [t("Air force"), t("Year"), *(t(block.words) for block in Block)]
    # Auto and Limit here are campaign statuses: no glossary tooltip (the retention "Auto").
    table = [f"| {' | '.join(heads)} |", "|---|---|---|---|---|"]
    for (air_force, year), row in cells.items():
        shown = " | ".join(row.get(block.value, "—") for block in Block)
        table.append(f"| {_nation(game, air_force, t)} | {year} | {shown} |")
    lines += without_terms(table)
    lines += [
        "",
        t(
            "Limit types may make up at most half a campaign squadron, rounded down (the deck "
            "builder's Campaign format checks it)."
        ),
    ]
    return "\n".join(lines)


def _types(most: int, t: Translator) -> str:
    if most == 1:
        return t("a single aircraft type")
    return t("at most {count} aircraft types", count=most)


def _limits(preset: Format, t: Translator) -> str:
    """A format's limits in a few words: points, aircraft, types, campaign."""
    low, high = preset.min_aircraft, preset.max_aircraft
    limits = [
        t("{count} points", count=preset.points_limit) if preset.points_limit else "",
        t("{low}–{high} aircraft", low=low, high=high) if low and high else "",
        _types(preset.max_aircraft_types, t) if preset.max_aircraft_types else "",
        t("a period, the campaign lists and the Limit rule") if preset.campaign else "",
    ]
    return ", ".join(x for x in limits if x)


def _row(*cells: object) -> str:
    return f"| {' | '.join(str(c) for c in cells)} |"


def home(game: GameContent, t: Translator) -> str:
    """The Action Deck at a glance: cards per side size, aces, formats."""
    info: BrsGame = game.info
    rows = [
        (n, (hand_size(info, n), doctrine_required(info, n), theatre_required(info)))
        for n in range(1, LARGEST_SIDE_SHOWN + 1)
    ]
    lines = [
        t(
            "**[Build and check a deck in the deck builder](deck-builder.md)**: pick aircraft, "
            "pilots and aces; it fills the Action Deck and checks it as you go."
        ),
        "",
        "## " + t("The Action Deck at a glance"),
        "",
        t(
            "Each aircraft adds one card of one of its traits (split evenly between two traits), "
            "on top of these cards per side — see [building the deck](rules/building-the-deck.md)."
        ),
        "",
        _row(t("Aircraft per side"), t("Hand"), t("Doctrine cards"), t("Theatre cards")),
        "|---|---|---|---|",
    ]
    for numbers, group in groupby(rows, key=lambda row: row[1]):
        sizes = [n for n, _ in group]
        span = f"{sizes[0]}–{sizes[-1]}" if len(sizes) > 1 else str(sizes[0])
        lines.append(_row(span, *numbers))
    table = info.doctrine_cards
    if not table.verified:
        said = t(
            "Our source lost the doctrine table's figures ({source}). Sortie assumes {base} "
            "doctrine cards up to {up_to} aircraft and {per_block} more for each further block "
            "of {block}; once the real figures are found, every check and this table follow them.",
            source=esc(t.cited(table.source or "")),
            base=table.base,
            up_to=table.up_to,
            per_block=table.per_block,
            block=table.block,
        )
        title = t("Doctrine numbers are a working assumption")
        lines += ["", f'!!! warning "{title}"', f"    {said}"]
    aces = info.aces
    unknown = f"*{t('unknown')}*"
    lines += [
        "",
        "## " + t("Aces"),
        "",
        t(
            "A pilot of skill {skill} is an ace: {cards} ace skill card of the player's choice; "
            "a named ace brings {named}. See [aces](rules/aces.md).",
            skill=aces.skill,
            cards=aces.skill_cards,
            named=aces.named_skill_cards,
        ),
        "",
        "## " + t("Points"),
        "",
        t(
            "A force costs the base points of its aircraft plus each pilot's cost by skill; a "
            "named ace's card points replace his pilot cost. A format may bring its own table."
        ),
        "",
        _row(t("Pilot skill"), t("Points")),
        "|---|---|",
        *(
            _row(skill, unknown if cost is None else cost)
            for skill, cost in sorted(info.pilot_costs.costs.items())
        ),
        "",
        f"*{t('Source:')} {source_markdown(t.cited(info.pilot_costs.source or t('unknown')))}*",
    ]
    if info.formats:
        lines += ["", "## " + t("Formats"), ""]
        for preset in info.formats.values():
            name = esc(t.text(preset.name)[0])
            lines.append("- " + t("**{name}**: {limits}.", name=name, limits=_limits(preset, t)))
            if preset.notes:
                lines.append(f"  {esc(t.text(preset.notes)[0])}")
    return "\n".join(lines) + "\n"


JS = Path(__file__).parent / "js"

ASSETS = served(
    "brs",
    JS,
    (
        "builder.mjs",
        "builder.css",
        "cardvalues.mjs",
        "deck-check.mjs",
        "deckfile.mjs",
        "odds.mjs",
        "permalink.mjs",
        "picker.mjs",
        "saved.mjs",
    ),
)
"""The deck builder's modules, served from the site (no CDN, works offline)."""

DECK_DATA = "brs/deck-data.json"
BUILDER = "brs/deck-builder.md"

SAVED = SavedLists(builder=BUILDER, data=DECK_DATA, module="assets/sortie/brs/js/saved.mjs")
"""Decks saved from the builder, listed and checked again in My hangar."""

OWNED = ("aircraft", "aces", "doctrine", "theatre", "ace-skills")
"""What a player can own: aircraft models, named aces' cards, and the doctrine, theatre and
ace skill cards (My hangar's Collection, the tables' and pages' "I own N", the builder's
"Only mine")."""


def pages(game: GameContent, images: Mapping[str, str], t: Translator) -> list[ExtraPage]:
    """The deck builder: a page the browser fills from ``deck-data.json``."""
    intro = t(
        "Pick aircraft, pilots and aces; the Action Deck fills in its trait cards with the even "
        "split, and every change is checked at once against the rules of the game. The address "
        "bar always holds a link to this deck. Find an aircraft by typing its name: Enter adds "
        "it, and again adds one more."
    )
    needs_js = t(
        "The deck builder needs JavaScript. Without it, Sortie's command-line tool checks a "
        "deck file by the same rules (see the project's README)."
    )
    markdown = builder_page(
        t,
        SAVED,
        element="sortie-deck-builder",
        title=t("Deck builder"),
        intro=intro,
        needs_js=needs_js,
    )
    # The title stays English: the navigation and the home page translate it.
    return [ExtraPage("Deck builder", BUILDER, markdown, prints_cards=True)]


def data(game: GameContent, images: Mapping[str, str]) -> dict[str, str]:
    """The JSON the deck builder reads: rules, aircraft, cards, and card images."""
    payload = browser_data(game)
    payload["images"] = dict(images)
    return {DECK_DATA: json.dumps(payload, ensure_ascii=False, separators=(",", ":"))}
