"""The Down In Flames tool pages as HTML written at build time.

Everything that does not depend on what the player types — headings, notes, the form with
its first values, the whole reaction chart, the first results — is in the page itself, so
a phone paints it at once; the scripts in ``js/`` only answer the player's changes. The
first results are computed here with ``rules.py`` from the same data the scripts read
(``site.tools_data``), and a browser test checks the scripts draw the same thing.

Every content value goes through ``html.escape``. Every word is the tools' own
(``games/words.py``): the table the scripts read too, so the page a script redraws says
what the build wrote.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ...words.languages import Translator
from ..pages import el, scroll_attributes
from ..words import ENGLISH, counted, named, own
from . import rules
from .aids import short
from .schema import ActionCard, DifGame, Role

HERE = Path(__file__).parent
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
def card_name(card: ActionCard, t: Translator) -> str:
    """A card's name in the page's language (its French name on the French page)."""
    return t.text(card.name)[0]


def card_label(card: ActionCard, t: Translator = ENGLISH) -> str:
    """The card's name, the other language's after it: ``Tight Turn (Virage serré)``, or on
    the French page ``Virage serré (Tight Turn)``."""
    name, own_language = t.text(card.name)
    other = card.name.en if t.translating and own_language else card.name.fr
    return f"{name} ({other})" if other and other != name else name


def card_items(
    cards: Mapping[str, ActionCard], ids: Sequence[str], empty: str, t: Translator
) -> str:
    """One list item per card, linked to its page (``manoeuvre`` and ``any`` in words)."""
    if not ids:
        return el("li", text=empty)
    words = {
        rules.MANOEUVRE: t("A manoeuvre"),
        rules.ANY: t("Any card played against your aircraft"),
    }
    items = []
    for card_id in ids:
        card = cards.get(card_id)
        if card is None:
            items.append(el("li", {"data-card": card_id}, el("span", text=words[card_id])))
            continue
        link = el("a", {"href": f"../action-cards/{card_id}/"}, text=card_name(card, t))
        items.append(el("li", {"data-card": card_id}, link))
    return "".join(items)


def card_note(card: ActionCard | None, t: Translator) -> str:
    """When the answers shown do not hold: a tactic's own action, a card kept to your
    own aircraft, a card played for its manoeuvre value."""
    if card is None:
        return ""
    if card.own_aircraft:
        text = t(
            "It is only ever played on your own aircraft, so nothing answers it (Ace Pilot "
            "answers only cards played against you)."
        )
    elif card.tactic:
        text = t(
            "Played as its action, a tactic on your own aircraft, nothing answers it; the "
            "answers above are for when it is played in answer to a card."
        )
    else:
        text = ""
    if card.manoeuvre != 0:
        text += t(" Played for its manoeuvre value, it is answered as a manoeuvre.")
    return note(text.strip())


def card_view(cards: Mapping[str, ActionCard], played: str, first: bool, t: Translator) -> str:
    """Everything about one card: what answers it, what it answers, what it does."""
    card = cards.get(played)
    after = rules.played_after(cards, played)
    parts = [
        el("h3", text=card_name(card, t) if card else t("A manoeuvre")),
        el("p", text=t.text(card.effect)[0]) if card else "",
        el("h4", text=t("What answers it")),
        el(
            "ul",
            {"class": "dif-answers dif-chips"},
            card_items(cards, rules.answers(cards, played), t("Nothing."), t),
        ),
    ]
    if after:
        parts += [
            el("p", text=t("Once it has hit you (this does not cancel it):")),
            el("ul", {"class": "dif-after dif-chips"}, card_items(cards, after, "", t)),
        ]
    answered = rules.answered(cards, played) if card else []
    parts += [
        el("h4", text=t("What it answers")),
        el("ul", {"class": "dif-reacts dif-chips"}, card_items(cards, answered, t("No card."), t)),
    ]
    if card and card.after_success:
        parts += [
            el(
                "p",
                text=t("It is played after one of these has hit you (it does not cancel it):"),
            ),
            el(
                "ul",
                {"class": "dif-after-of dif-chips"},
                card_items(cards, card.after_success, "", t),
            ),
        ]
    parts.append(card_note(card, t))
    return el(
        "section",
        {"class": "dif-view", "data-view": played, "hidden": not first},
        *parts,
    )


def chart_note(cards: Mapping[str, ActionCard], t: Translator) -> str:
    """The page's one note on what the chart does not show, naming the cards from the data."""
    tactics = [card_name(c, t) for c in cards.values() if c.tactic and not c.own_aircraft]
    own_aircraft = [card_name(c, t) for c in cards.values() if c.own_aircraft]
    text = t("Ace Pilot answers any card played against your aircraft.")
    if tactics:
        text += t(
            " {cards} played as their action (a tactic on your own aircraft) cannot be "
            "answered; played in answer to a card, they can, as shown.",
            cards=t(" and ").join(tactics),
        )
    if own_aircraft:
        text += t(
            " {cards} are only ever played on your own aircraft: nothing answers them.",
            cards=t(" and ").join(own_aircraft),
        )
    return note(text + t(" A card played for its manoeuvre value is answered as a manoeuvre."))


def reaction_chart(cards: Mapping[str, ActionCard], t: Translator = ENGLISH) -> str:
    """One card at a time (what answers it, what it answers), then the whole chart, which
    a phone leaves out (it cannot show twelve columns). In ``t``'s language."""
    t = own(t.language, HERE)
    if not cards:
        return el("p", text=t("The content has no action card: there is nothing to chart."))
    played = [(card_id, card_label(card, t)) for card_id, card in cards.items()]
    played.append((rules.MANOEUVRE, t(MANOEUVRE_LABEL)))
    first = played[0][0]
    ask = section(
        el("h2", text=t("Pick a card")),
        select_field("dif-played", t("Card played"), played, first),
        el(
            "div",
            {"class": "dif-views", "aria-live": "polite"},
            *(card_view(cards, card_id, card_id == first, t) for card_id, _label in played),
        ),
        # Without a script every card is shown, one after the other.
        "<noscript><style>.dif-view[hidden] { display: block; }</style></noscript>",
        chart_note(cards, t),
        extra=" dif-ask",
    )
    tables = rules.reaction_table(cards)
    # The columns keep the English initials the chart's note explains.
    head = el("th", {"scope": "col"}, text=t("Card played ↓")) + "".join(
        el(
            "th",
            {"scope": "col", "class": "dif-short", "title": card_name(card, t)},
            text=short(card.name.en),
        )
        for card in cards.values()
    )
    rows = []
    for played_id, _label in played:
        card = cards.get(played_id)
        if card is None:
            name = t("a manoeuvre")
        elif card.tactic and not card.own_aircraft:
            name = t(
                "{name} ({short}), played in answer",
                name=card_name(card, t),
                short=short(card.name.en),
            )
        else:
            name = t("{name} ({short})", name=card_name(card, t), short=short(card.name.en))
        if card and card.own_aircraft:
            cells = el(
                "td",
                {"colspan": len(cards), "class": "dif-none"},
                text=t("Nothing: played on its own aircraft"),
            )
        else:
            ok = set(tables[played_id])
            cells = "".join(chart_cell(c_id, c, played_id, ok, t) for c_id, c in cards.items())
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
        el("h2", {"id": "dif-whole-chart"}, text=t("The whole chart")),
        note(
            t(
                "Columns: the card you answer with, by its initials (given after each row's "
                "name). ✓ cancels the card played; “after”: played once it has hit you, it "
                "does not cancel it."
            )
        ),
        # A region that scrolls sideways on a narrow screen: focusable, so a keyboard can
        # scroll it, and named, so a screen reader says what it is.
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
        extra=" dif-whole",
    )
    phone = note(t("The whole chart needs a wider screen: pick a card above to see its answers."))
    return ask + whole + el("div", {"class": "dif-phone-only"}, phone)


def chart_cell(answer_id: str, answer: ActionCard, played: str, ok: set[str], t: Translator) -> str:
    if answer_id in ok:
        return el("td", {"data-answer": answer_id, "class": "yes"}, text="✓")
    if played in answer.after_success:
        title = t(
            "{name}: played once it has hit you; it does not cancel it",
            name=card_name(answer, t),
        )
        attrs = {"data-answer": answer_id, "class": "after", "title": title}
        return el("td", attrs, text=t("after"))
    # A faint mark, read out as "no": a blank cell reads as a value missing.
    return el("td", {"data-answer": answer_id, "class": "no", "aria-label": t("no")}, text="·")


# -- target and bomber lists -----------------------------------------------------------------
TARGET_VALUES = {"damaged": "Damaged", "destroyed": "Destroyed", "flak": "flak"}
TURNS = {"target_bound": "target-bound", "home_bound": "home-bound"}


def lacking(item: Mapping[str, Any], values: Mapping[str, str], t: Translator) -> str:
    """An option's name, saying which of its values our sources do not give (the script
    then empties those fields and asks for them)."""
    missing = [t(name) for key, name in values.items() if item[key] is None]
    name = named(item, t.language)
    if not missing:
        return name
    return t("{name} ({values}: not in our sources)", name=name, values=", ".join(missing))


# -- bombing calculator ----------------------------------------------------------------------
def _hits(count: int, t: Translator) -> str:
    return counted(t, "{count} hit", "{count} hits", count)


def flak_table(info: DifGame, flak: int, modifier: int, t: Translator = ENGLISH) -> str:
    """The twin of ``patternTable`` in ``bombing.mjs``."""
    head = el("th", {"scope": "col"}, text=t("Flak pattern ↓ / bombing pattern →")) + "".join(
        el("th", {"scope": "col"}, text=t.text(b.name)[0]) for b in info.bombing_patterns
    )
    rows = [
        el(
            "tr",
            {},
            el("th", {"scope": "row"}, text=t.text(f.name)[0]),
            *(
                el(
                    "td",
                    {"data-flak": f.id, "data-bomb": b.id},
                    text=_hits(rules.flak_hits(info, flak, f.id, b.id, modifier), t),
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


def bombs_table(
    info: DifGame, front: int, damaged: int, modifier: int, t: Translator = ENGLISH
) -> str:
    """The twin of ``bombsTable`` in ``bombing.mjs``."""
    head = el("th", {"scope": "col"}, text=t("Bomber")) + "".join(
        el("th", {"scope": "col"}, text=t.text(b.name)[0]) for b in info.bombing_patterns
    )
    sides = {"undamaged": t("Undamaged"), "damaged": t("Damaged")}
    rows = [
        el(
            "tr",
            {},
            el("th", {"scope": "row"}, text=sides[side]),
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


def status_line(
    dropped: int, damaged: int, destroyed: int, t: Translator = ENGLISH, factor: int = 1
) -> str:
    """The twin of the status ``update`` in ``bombing.mjs``: in a campaign scaled up by
    ``factor`` the target's Damaged and Destroyed values are multiplied by it (the
    rulebook's "scaling up a campaign"), and so are the VP they give, before each side's
    total is divided by it."""
    damaged, destroyed = damaged * factor, destroyed * factor
    result = rules.target_status(dropped, damaged, destroyed)
    attacker, defender = rules.mission_vp(result, damaged, destroyed)
    said = t(
        " — attacker scores {attacker} VP, defender {defender} VP for the target.",
        attacker=attacker,
        defender=defender,
    )
    scaled = (
        " "
        + t(
            "At scale ×{factor} the target is Damaged at {damaged} bombs and Destroyed at "
            "{destroyed}; each side's VP are divided by {factor} at the end of the mission "
            "(below).",
            factor=factor,
            damaged=damaged,
            destroyed=destroyed,
        )
        if factor > 1
        else ""
    )
    return el("strong", {"data-status": result}, text=t(STATUS[result])) + html.escape(
        said + scaled, quote=False
    )


def scaled_line(axis_vp: int, allied_vp: int, factor: int, t: Translator = ENGLISH) -> str:
    score = rules.scaled_score(axis_vp, allied_vp, factor)
    net = score.net
    said = (
        t("even")
        if net == 0
        else t("{vp} VP to the Allies", vp=net)
        if net > 0
        else t("{vp} VP to the Axis", vp=-net)
    )
    text = t(
        "Axis {axis} VP, Allies {allies} VP: net {net} ({said}).",
        axis=score.axis,
        allies=score.allies,
        net=net,
        said=said,
    )
    attrs = {"data-axis": score.axis, "data-allies": score.allies, "data-net": net}
    return el("span", attrs, text=text)


def bombing(info: DifGame, data: Mapping[str, Any], t: Translator = ENGLISH) -> str:
    """The calculator's three sections with their first values and results, in ``t``'s
    language."""
    t = own(t.language, HERE)
    targets = [t for t in data["targets"] if t["edition"] == "aces-high"]
    bombers = [
        a
        for a in data["aircraft"]
        if a["edition"] == "aces-high"
        and (a["role"] == Role.BOMBER.value or a["bombs"] is not None)
    ]
    first = next((a for a in bombers if a["bombs"] is not None), None)
    bombs = first["bombs"] if first else 0
    bombs_damaged = first["bombs_damaged"] if first and first["bombs_damaged"] is not None else 0
    unknown = (
        note(
            t(
                "{name}: the damaged-side bombs are unknown; enter them.",
                name=named(first, t.language),
            )
        )
        if first and first["bombs_damaged"] is None
        else ""
    )
    rounding = (
        ""
        if data["rounding_verified"]
        else t(" Halves of odd values round down: the sources do not say; agree on it before play.")
    )
    patterns = section(
        el("h2", text=t("Flak and bombing patterns")),
        fields(
            select_field(
                "dif-target",
                t("Campaign target"),
                [
                    ("", t("Enter the values yourself")),
                    *((x["id"], lacking(x, TARGET_VALUES, t)) for x in targets),
                ],
                "",
            ),
            number_field("dif-flak", t("Target flak"), START_FLAK, 0, 50),
            number_field("dif-flak-mod", t("Flak option (+/−)"), 0, -50, 50),
        ),
        el(
            "div",
            {"id": "dif-flak-out", **scroll_attributes(t("Flak hits"))},
            flak_table(info, START_FLAK, 0, t),
        ),
        fields(
            select_field(
                "dif-bomber",
                t("Bomber"),
                [
                    ("", t("Enter the bombs yourself")),
                    *((a["id"], lacking(a, {"bombs": "bombs"}, t)) for a in bombers),
                ],
                first["id"] if first else "",
            ),
            number_field("dif-bombs", t("Bombs (undamaged)"), bombs, 0, 500),
            number_field("dif-bombs-damaged", t("Bombs (damaged side)"), bombs_damaged, 0, 500),
            number_field("dif-bombs-mod", t("Bombs option (+/−)"), 0, -500, 500),
        ),
        el(
            "div",
            {"id": "dif-bombs-out", **scroll_attributes(t("Bombs dropped"))},
            bombs_table(info, bombs, bombs_damaged, 0, t),
            unknown,
        ),
        note(
            t(
                "Option modifiers apply before halving (Dispersed) or doubling (Tight). Flak "
                "always strikes before the bombs fall.{rounding}",
                rounding=rounding,
            )
        ),
    )
    status = section(
        el("h2", text=t("Target status and mission VP")),
        fields(
            number_field("dif-scale", t("Campaign scale (×)"), 1, 1, 20),
            number_field("dif-dropped", t("Bombs dropped in all"), 0, 0, 5000),
            number_field(
                "dif-damaged", t("Target: Damaged at (as listed)"), START_DAMAGED, 0, 5000
            ),
            number_field(
                "dif-destroyed", t("Target: Destroyed at (as listed)"), START_DESTROYED, 0, 5000
            ),
        ),
        el(
            "p",
            {"id": "dif-status", "aria-live": "polite"},
            status_line(0, START_DAMAGED, START_DESTROYED, t),
        ),
    )
    campaign = section(
        el("h2", text=t("Scaled-up campaign")),
        fields(
            number_field("dif-axis-vp", t("Axis VP this mission"), 0, 0, 5000),
            number_field("dif-allied-vp", t("Allied VP this mission"), 0, 0, 5000),
        ),
        el("p", {"id": "dif-scaled", "aria-live": "polite"}, scaled_line(0, 0, 1, t)),
        note(
            t(
                "At the campaign scale set above, aircraft, interceptors, option aircraft and "
                "the target's Damaged and Destroyed values are multiplied by it; each side's "
                "mission VP are divided by it, rounded down."
            )
        ),
    )
    return patterns + status + campaign


# -- mission length (ZERO!) ------------------------------------------------------------------
START_TARGET_BOUND = 9
START_HOME_BOUND = 8
FIRST_ATTACKER = "ki-21"
FIRST_TARGET = "malaya-11"


def attacker_row(
    planes: Sequence[Mapping[str, Any]],
    chosen: str,
    index: int,
    speed: int | None,
    t: Translator = ENGLISH,
) -> str:
    """The twin of ``addRow`` in ``mission.mjs``: one attacker, its speed read-only when
    the data knows it."""
    options = "".join(
        el("option", {"value": p["id"], "selected": p["id"] == chosen}, text=named(p, t.language))
        for p in planes
    )
    number = {"class": "dif-speed", "type": "number", "min": 0, "max": 20, "step": 1}
    number |= {"aria-label": t("Speed of attacker {number}", number=index)}
    number |= (
        {"value": speed, "readonly": True}
        if speed is not None
        else {"placeholder": t("unknown: enter")}
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
        el(
            "select",
            {"class": "dif-attacker", "aria-label": t("Attacker {number}", number=index)},
            options,
        ),
        el("span", text=f" {t('speed')} "),
        speed_input,
        el(
            "button",
            {
                "type": "button",
                "class": "dif-remove",
                "aria-label": t("Remove attacker {number}", number=index),
            },
            text="×",
        ),
    )


def _signed(value: int) -> str:
    """A number as a sum writes it, with a true minus sign: "−1"."""
    return str(value).replace("-", "−")


def working(base: int, slowest: int, modifier: int = 0) -> str:
    """The twin of ``working`` in ``mission.mjs``: how a phase's turns are found, "9 − 5 =
    4" (a resource's modifier after the speed: "9 − 5 + 1 = 5")."""
    shown = f"{base} − {slowest}"
    if modifier:
        shown += f" {'+' if modifier > 0 else '−'} {abs(modifier)}"
    return f"{shown} = {_signed(base - slowest + modifier)}"


def total_working(length: rules.MissionLength) -> str:
    """The twin of ``totalWorking`` in ``mission.mjs``: "4 + 3 + 3 = 10"."""
    phases = (length.target_bound, length.over_target, length.home_bound)
    return f"{' + '.join(map(str, phases))} = {length.total}"


def length_result(
    length: rules.MissionLength | None,
    slowest: int | None,
    t: Translator = ENGLISH,
    bases: tuple[int, int] = (0, 0),
) -> str:
    """The twin of ``update`` in ``mission.mjs``: the phases' turns, each with how it is
    found from the target's ``bases`` (target-bound, home-bound), or what is missing."""
    if length is None or slowest is None:
        return note(t("Enter the speed of every attacker whose speed is unknown."))

    def phase(cell_id: str, name: str, turns: int, how: str = "") -> str:
        said = counted(t, "{count} turn", "{count} turns", turns) if turns else t("skipped")
        return el(
            "tr",
            {},
            el("th", {"scope": "row"}, text=name),
            el("td", {"id": cell_id, "data-turns": turns}, text=said),
            el("td", {"class": "dif-working"}, text=how),
        )

    rows = (
        phase("dif-out-tb", t("Target-bound"), length.target_bound, working(bases[0], slowest))
        + phase(
            "dif-out-ot", t("Over target (ingress, bomb, egress)"), length.over_target, t("fixed")
        )
        + phase("dif-out-hb", t("Home-bound"), length.home_bound, working(bases[1], slowest))
        + phase("dif-out-total", t("Whole mission"), length.total, total_working(length))
    )
    return el("table", {"class": "dif-table"}, el("tbody", {}, rows)) + note(
        t(
            "Slowest attacker: speed {speed}. Recompute the home-bound turns after damage with "
            "the slowest bomber.",
            speed=slowest,
        )
    )


def mission(data: Mapping[str, Any], t: Translator = ENGLISH) -> str:
    """The mission-length form with its first attacker and the turns it gives, in ``t``'s
    language."""
    t = own(t.language, HERE)
    planes = [a for a in data["aircraft"] if a["edition"] == "zero"]
    targets = [t for t in data["targets"] if t["edition"] == "zero"]
    first = next((p for p in planes if p["id"] == FIRST_ATTACKER), planes[0] if planes else None)
    speed = (
        rules.mission_speed(Role(first["role"]), first["speed"], data["fighter_mission_speed"])
        if first
        else None
    )
    # The first values are a target's of the data (the rulebook's example), named so in
    # its list; without it, the page's own, with "Enter the base turns yourself".
    start = next((x for x in targets if x["id"] == FIRST_TARGET and x["target_bound"]), None)
    bases = (
        (start["target_bound"], start["home_bound"])
        if start
        else (START_TARGET_BOUND, START_HOME_BOUND)
    )
    length = (
        rules.mission_length(bases[0], bases[1], [speed], data["over_target_turns"])
        if speed is not None
        else None
    )
    return section(
        fields(
            select_field(
                "dif-target",
                t("Target"),
                [
                    ("", t("Enter the base turns yourself")),
                    *((x["id"], lacking(x, TURNS, t)) for x in targets),
                ],
                start["id"] if start else "",
            ),
            number_field("dif-tb-base", t("Target-bound base"), bases[0], 0, 99),
            number_field("dif-hb-base", t("Home-bound base"), bases[1], 0, 99),
            number_field("dif-tb-mod", t("Resource: target-bound (+/−)"), 0, -99, 99),
            number_field("dif-hb-mod", t("Resource: home-bound (+/−)"), 0, -99, 99),
        ),
        el("h2", text=t("Attackers")),
        el(
            "div",
            {"id": "dif-attackers"},
            attacker_row(planes, first["id"], 1, speed, t) if first else "",
        ),
        el(
            "button",
            {"type": "button", "id": "dif-add-attacker", "class": "md-button"},
            text=t("Add an attacker"),
        ),
        el("h2", text=t("Length")),
        el(
            "div",
            {"id": "dif-length-out", "aria-live": "polite"},
            length_result(length, speed, t, bases),
        ),
        note(
            t(
                "For missions. A strike of the carrier campaigns always has 2 target-bound "
                "turns and 1 home-bound turn, whatever the speed; only resources change them "
                "(25.62)."
            )
        ),
    )
