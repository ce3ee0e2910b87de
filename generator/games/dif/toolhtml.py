"""The Down In Flames tool pages as HTML written at build time.

Everything that does not depend on what the player types — headings, notes, the form with
its first values, the whole reaction chart, the first results — is in the page itself, so
a phone paints it at once; the scripts in ``js/`` only answer the player's changes. The
first results are computed here with ``rules.py`` from the same data the scripts read
(``site.tools_data``), and a browser test checks the scripts draw the same thing.

Every content value goes through ``html.escape``.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..pages import el
from . import rules
from .schema import DifGame, Role

MANOEUVRE_LABEL = "A manoeuvre (a card played for its value, or a speed manoeuvre)"
STATUS = {"intact": "Intact", "damaged": "Damaged", "destroyed": "Destroyed"}
START_FLAK = 2
START_DAMAGED = 5
START_DESTROYED = 10


def number_field(field_id: str, label: str, value: int, low: int = 0, high: int = 999) -> str:
    """A labelled whole-number input (the scripts read it by ``field_id``)."""
    attrs = {"id": field_id, "type": "number", "inputmode": "numeric", "min": low, "max": high}
    attrs |= {"value": value, "step": 1}
    body = " ".join(f'{k}="{html.escape(str(v))}"' for k, v in attrs.items())
    return el(
        "label", {"for": field_id, "class": "dif-field"}, el("span", text=label), f"<input {body}>"
    )


def select_field(field_id: str, label: str, options: Iterable[tuple[str, str]], value: str) -> str:
    """A labelled drop-down list (the scripts read it by ``field_id``)."""
    items = "".join(
        el("option", {"value": opt, "selected": opt == value}, text=name) for opt, name in options
    )
    return el(
        "label",
        {"for": field_id, "class": "dif-field"},
        el("span", text=label),
        el("select", {"id": field_id}, items),
    )


def section(*children: str, extra: str = "") -> str:
    return el("section", {"class": f"dif-tool{extra}"}, *children)


def fields(*inner: str) -> str:
    return el("div", {"class": "dif-fields"}, *inner)


def note(text: str) -> str:
    return el("p", {"class": "dif-note"}, text=text)


# -- reaction chart --------------------------------------------------------------------------
def card_label(card: Mapping[str, Any]) -> str:
    fr = card["fr"]
    return f"{card['name']} ({fr})" if fr and fr != card["name"] else card["name"]


def answer_items(cards: Sequence[Mapping[str, Any]], found: Sequence[str]) -> str:
    """The list items ``reaction-chart.mjs`` draws for the answers to one card."""
    by_id = {card["id"]: card for card in cards}
    if not found:
        return el("li", text="Nothing answers it.")
    items = []
    for card_id in found:
        card = by_id[card_id]
        fr = (
            el("span", {"lang": "fr", "class": "dif-fr"}, text=f" {card['fr']}")
            if card["fr"]
            else ""
        )
        items.append(el("li", {"data-card": card_id}, el("strong", text=card["name"]), fr))
    return "".join(items)


def reaction_chart(cards: Sequence[Mapping[str, Any]], table: Mapping[str, list[str]]) -> str:
    """The question form (first card picked, its answers) and the whole chart."""
    if not cards:
        return el("p", text="The content has no action card: there is nothing to chart.")
    played = [(card["id"], card_label(card)) for card in cards]
    played.append((rules.MANOEUVRE, MANOEUVRE_LABEL))
    first = cards[0]["id"]
    ask = section(
        el("h2", text="Can I answer this card?"),
        select_field("dif-played", "The enemy plays", played, first),
        el("p", text="You may answer it with:"),
        el(
            "ul",
            {"id": "dif-answers", "class": "dif-answers", "aria-live": "polite"},
            answer_items(cards, table[first]),
        ),
        note(
            "A tactic played on the player's own aircraft (Tight Turn, Yo-Yo, Evasive as an "
            "action) cannot be answered at all; Ace Pilot answers any card played against "
            "your aircraft."
        ),
        extra=" dif-ask",
    )
    head = el("th", {"scope": "col"}, text="Enemy plays ↓") + "".join(
        el("th", {"scope": "col", "class": "dif-short", "title": card["name"]}, text=card["short"])
        for card in cards
    )
    by_id = {card["id"]: card for card in cards}
    rows = []
    for played_id, _label in played:
        card = by_id.get(played_id)
        name = f"{card['name']} ({card['short']})" if card else "a manoeuvre"
        ok = set(table[played_id])
        cells = "".join(
            el(
                "td",
                {"data-answer": c["id"], "class": "yes" if c["id"] in ok else "no"},
                text="✓" if c["id"] in ok else "",
            )
            for c in cards
        )
        rows.append(
            el("tr", {"data-played": played_id}, el("th", {"scope": "row"}, text=name), cells)
        )
    matrix = el(
        "table",
        {"id": "dif-matrix", "class": "dif-matrix"},
        el("thead", {}, el("tr", {}, head)),
        el("tbody", {}, *rows),
    )
    whole = section(
        el("h2", {"id": "dif-whole-chart"}, text="The whole chart"),
        note("Columns: the card you answer with, by its initials (given after each row's name)."),
        # A region that scrolls sideways on a phone: focusable, so a keyboard can scroll it,
        # and named, so a screen reader says what it is.
        el(
            "div",
            {
                "class": "dif-scroll",
                "tabindex": "0",
                "role": "region",
                "aria-labelledby": "dif-whole-chart",
            },
            matrix,
        ),
    )
    return ask + whole


# -- bombing calculator ----------------------------------------------------------------------
def _hits(count: int) -> str:
    return "1 hit" if count == 1 else f"{count} hits"


def flak_table(info: DifGame, flak: int, modifier: int) -> str:
    """The twin of ``patternTable`` in ``bombing.mjs``."""
    head = el("th", {"scope": "col"}, text="Flak pattern ↓ / bombing pattern →") + "".join(
        el("th", {"scope": "col"}, text=b.name.en) for b in info.bombing_patterns
    )
    rows = [
        el(
            "tr",
            {},
            el("th", {"scope": "row"}, text=f.name.en),
            *(
                el(
                    "td",
                    {"data-flak": f.id, "data-bomb": b.id},
                    text=_hits(rules.flak_hits(info, flak, f.id, b.id, modifier)),
                )
                for b in info.bombing_patterns
            ),
        )
        for f in info.flak_patterns
    ]
    return el(
        "table",
        {"id": "dif-flak-table", "class": "dif-table"},
        el("thead", {}, el("tr", {}, head)),
        el("tbody", {}, *rows),
    )


def bombs_table(info: DifGame, front: int, damaged: int, modifier: int) -> str:
    """The twin of ``bombsTable`` in ``bombing.mjs``."""
    head = el("th", {"scope": "col"}, text="Bomber") + "".join(
        el("th", {"scope": "col"}, text=b.name.en) for b in info.bombing_patterns
    )
    rows = [
        el(
            "tr",
            {},
            el("th", {"scope": "row"}, text=side.capitalize()),
            *(
                el(
                    "td",
                    {"data-side": side, "data-bomb": b.id},
                    text=rules.bombs_dropped(info, bombs, b.id, modifier),
                )
                for b in info.bombing_patterns
            ),
        )
        for side, bombs in (("undamaged", front), ("damaged", damaged))
    ]
    return el(
        "table",
        {"id": "dif-bombs-table", "class": "dif-table"},
        el("thead", {}, el("tr", {}, head)),
        el("tbody", {}, *rows),
    )


def status_line(dropped: int, damaged: int, destroyed: int) -> str:
    result = rules.target_status(dropped, damaged, destroyed)
    attacker, defender = rules.mission_vp(result, damaged, destroyed)
    return el("strong", {"data-status": result}, text=STATUS[result]) + html.escape(
        f" — attacker scores {attacker} VP, defender {defender} VP for the target.", quote=False
    )


def scaled_line(axis_vp: int, allied_vp: int, factor: int) -> str:
    score = rules.scaled_score(axis_vp, allied_vp, factor)
    net = score.net
    said = (
        "even" if net == 0 else f"{net} VP to the Allies" if net > 0 else f"{-net} VP to the Axis"
    )
    return el(
        "span",
        {"data-axis": score.axis, "data-allies": score.allies, "data-net": net},
        text=f"Axis {score.axis} VP, Allies {score.allies} VP: net {net} ({said}).",
    )


def bombing(info: DifGame, data: Mapping[str, Any]) -> str:
    """The calculator's three sections with their first values and results."""
    targets = [
        t
        for t in data["targets"]
        if t["edition"] == "aces-high" and t["damaged"] is not None and t["destroyed"] is not None
    ]
    bombers = [a for a in data["aircraft"] if a["bombs"] is not None]
    first = bombers[0] if bombers else None
    bombs = first["bombs"] if first else 0
    bombs_damaged = first["bombs_damaged"] if first and first["bombs_damaged"] is not None else 0
    unknown = (
        note(f"{first['name']}: the damaged-side bombs are unknown; enter them.")
        if first and first["bombs_damaged"] is None
        else ""
    )
    rounding = (
        ""
        if data["rounding_verified"]
        else " Halves of odd values round down: the sources do not say; agree on it before play."
    )
    patterns = section(
        el("h2", text="Flak and bombing patterns"),
        fields(
            select_field(
                "dif-target",
                "Campaign target",
                [("", "Enter the values yourself"), *((t["id"], t["name"]) for t in targets)],
                "",
            ),
            number_field("dif-flak", "Target flak", START_FLAK, 0, 50),
            number_field("dif-flak-mod", "Flak option (+/−)", 0, -50, 50),
        ),
        el("div", {"id": "dif-flak-out"}, flak_table(info, START_FLAK, 0)),
        fields(
            select_field(
                "dif-bomber",
                "Bomber",
                [("", "Enter the bombs yourself"), *((a["id"], a["name"]) for a in bombers)],
                first["id"] if first else "",
            ),
            number_field("dif-bombs", "Bombs (undamaged)", bombs, 0, 500),
            number_field("dif-bombs-damaged", "Bombs (damaged side)", bombs_damaged, 0, 500),
            number_field("dif-bombs-mod", "Bombs option (+/−)", 0, -500, 500),
        ),
        el("div", {"id": "dif-bombs-out"}, bombs_table(info, bombs, bombs_damaged, 0), unknown),
        note(
            "Option modifiers apply before halving (Dispersed) or doubling (Tight). Flak "
            f"always strikes before the bombs fall.{rounding}"
        ),
    )
    status = section(
        el("h2", text="Target status and mission VP"),
        fields(
            number_field("dif-dropped", "Bombs dropped in all", 0, 0, 5000),
            number_field("dif-damaged", "Target: Damaged at", START_DAMAGED, 0, 5000),
            number_field("dif-destroyed", "Target: Destroyed at", START_DESTROYED, 0, 5000),
        ),
        el(
            "p",
            {"id": "dif-status", "aria-live": "polite"},
            status_line(0, START_DAMAGED, START_DESTROYED),
        ),
    )
    campaign = section(
        el("h2", text="Scaled-up campaign"),
        fields(
            number_field("dif-scale", "Campaign scale (×)", 1, 1, 20),
            number_field("dif-axis-vp", "Axis VP this mission", 0, 0, 5000),
            number_field("dif-allied-vp", "Allied VP this mission", 0, 0, 5000),
        ),
        el("p", {"id": "dif-scaled", "aria-live": "polite"}, scaled_line(0, 0, 1)),
        note(
            "Aircraft, interceptors, option aircraft and target values are multiplied by the "
            "scale; each side's mission VP are divided by it, rounded down."
        ),
    )
    return patterns + status + campaign


# -- mission length (ZERO!) ------------------------------------------------------------------
START_TARGET_BOUND = 9
START_HOME_BOUND = 8
FIRST_ATTACKER = "ki-21"


def attacker_row(
    planes: Sequence[Mapping[str, Any]], chosen: str, index: int, speed: int | None
) -> str:
    """The twin of ``addRow`` in ``mission.mjs``: one attacker, its speed read-only when
    the data knows it."""
    options = "".join(
        el("option", {"value": p["id"], "selected": p["id"] == chosen}, text=p["name"])
        for p in planes
    )
    number = {"class": "dif-speed", "type": "number", "min": 0, "max": 20, "step": 1}
    number |= {"aria-label": f"Speed of attacker {index}"}
    number |= (
        {"value": speed, "readonly": True}
        if speed is not None
        else {"placeholder": "unknown: enter"}
    )
    speed_input = (
        "<input "
        + " ".join(
            key if value is True else f'{key}="{html.escape(str(value))}"'
            for key, value in number.items()
        )
        + ">"
    )
    return el(
        "div",
        {"class": "dif-row"},
        el("select", {"class": "dif-attacker", "aria-label": f"Attacker {index}"}, options),
        el("span", text=" speed "),
        speed_input,
        el(
            "button",
            {"type": "button", "class": "dif-remove", "aria-label": f"Remove attacker {index}"},
            text="×",
        ),
    )


def length_result(length: rules.MissionLength | None, slowest: int | None) -> str:
    """The twin of ``update`` in ``mission.mjs``: the phases' turns, or what is missing."""
    if length is None or slowest is None:
        return note("Enter the speed of every attacker whose speed is unknown.")

    def phase(cell_id: str, name: str, turns: int) -> str:
        said = (f"{turns} turn" + ("" if turns == 1 else "s")) if turns else "skipped"
        return el(
            "tr",
            {},
            el("th", {"scope": "row"}, text=name),
            el("td", {"id": cell_id, "data-turns": turns}, text=said),
        )

    rows = (
        phase("dif-out-tb", "Target-bound", length.target_bound)
        + phase("dif-out-ot", "Over target (ingress, bomb, egress)", length.over_target)
        + phase("dif-out-hb", "Home-bound", length.home_bound)
        + phase("dif-out-total", "Whole mission", length.total)
    )
    return el("table", {"class": "dif-table"}, el("tbody", {}, rows)) + note(
        f"Slowest attacker: speed {slowest}. Recompute the home-bound turns after damage with "
        "the slowest bomber."
    )


def mission(data: Mapping[str, Any]) -> str:
    """The mission-length form with its first attacker and the turns it gives."""
    planes = [a for a in data["aircraft"] if a["edition"] == "zero"]
    targets = [
        t
        for t in data["targets"]
        if t["edition"] == "zero" and t["target_bound"] is not None and t["home_bound"] is not None
    ]
    first = next((p for p in planes if p["id"] == FIRST_ATTACKER), planes[0] if planes else None)
    speed = (
        rules.mission_speed(Role(first["role"]), first["speed"], data["fighter_mission_speed"])
        if first
        else None
    )
    length = (
        rules.mission_length(
            START_TARGET_BOUND, START_HOME_BOUND, [speed], data["over_target_turns"]
        )
        if speed is not None
        else None
    )
    return section(
        fields(
            select_field(
                "dif-target",
                "Target",
                [("", "Enter the base turns yourself"), *((t["id"], t["name"]) for t in targets)],
                "",
            ),
            number_field("dif-tb-base", "Target-bound base", START_TARGET_BOUND, 0, 99),
            number_field("dif-hb-base", "Home-bound base", START_HOME_BOUND, 0, 99),
            number_field("dif-tb-mod", "Resource: target-bound (+/−)", 0, -99, 99),
            number_field("dif-hb-mod", "Resource: home-bound (+/−)", 0, -99, 99),
        ),
        el("h2", text="Attackers"),
        el(
            "div",
            {"id": "dif-attackers"},
            attacker_row(planes, first["id"], 1, speed) if first else "",
        ),
        el(
            "button",
            {"type": "button", "id": "dif-add-attacker", "class": "md-button"},
            text="Add an attacker",
        ),
        el("h2", text="Length"),
        el("div", {"id": "dif-length-out", "aria-live": "polite"}, length_result(length, speed)),
        note(
            "For missions. The strikes of the carrier campaigns are not shortened by speed: "
            "their turns come from the carrier campaign rules."
        ),
    )
