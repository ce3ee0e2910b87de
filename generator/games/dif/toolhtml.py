"""The Down In Flames tool pages as HTML written at build time, from the templates
``templates/pages/dif/{reaction-chart,bombing,mission}.html.j2``: Python works out what
they show, the templates lay it out.

Everything that does not depend on what the player types — headings, notes, the form with
its first values, the whole reaction chart, the first results — is in the page itself, so
a phone paints it at once; the scripts in ``js/`` only answer the player's changes. The
first results are computed here with ``rules.py`` from the same data the scripts read
(``site.tools_data``), and a browser test checks the scripts draw the same thing.

Every content value is escaped by the templates (``games/pagehtml.py``). Every word is the
tools' own (``games/words.py``): the table the scripts read too, so the page a script
redraws says what the build wrote.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ...words.languages import Translator
from ..pagehtml import render
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
    cards: Mapping[str, ActionCard], ids: Sequence[str], t: Translator
) -> list[tuple[str, str, bool]]:
    """Each card of ``ids``: its id, its name and whether it has a page to link to (a
    manoeuvre and any card are said in words)."""
    words = {
        rules.MANOEUVRE: t("A manoeuvre"),
        rules.ANY: t("Any card played against your aircraft"),
    }
    return [
        (card_id, card_name(cards[card_id], t), True)
        if card_id in cards
        else (card_id, words[card_id], False)
        for card_id in ids
    ]


def card_note(card: ActionCard | None, t: Translator) -> str | None:
    """When the answers shown do not hold: a tactic's own action, a card kept to your
    own aircraft, a card played for its manoeuvre value (None: a manoeuvre, no note)."""
    if card is None:
        return None
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
    return text.strip()


def card_view(cards: Mapping[str, ActionCard], played: str, t: Translator) -> dict[str, Any]:
    """Everything about one card: what answers it, what it answers, what it does."""
    card = cards.get(played)
    return {
        "id": played,
        "name": card_name(card, t) if card else t("A manoeuvre"),
        "effect": t.text(card.effect)[0] if card else None,
        "answers": card_items(cards, rules.answers(cards, played), t),
        "after": card_items(cards, rules.played_after(cards, played), t),
        "answered": card_items(cards, rules.answered(cards, played) if card else [], t),
        "after_of": card_items(cards, card.after_success if card else [], t),
        "note": card_note(card, t),
    }


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
    return text + t(" A card played for its manoeuvre value is answered as a manoeuvre.")


def row_name(card: ActionCard | None, t: Translator) -> str:
    """A row of the whole chart: the card played, its initials after it."""
    if card is None:
        return t("a manoeuvre")
    name, initials = card_name(card, t), short(card.name.en)
    if card.tactic and not card.own_aircraft:
        return t("{name} ({short}), played in answer", name=name, short=initials)
    return t("{name} ({short})", name=name, short=initials)


def chart_cell(answer_id: str, answer: ActionCard, played: str, ok: set[str]) -> str:
    """What a cell of the whole chart says: ``yes`` (it cancels the card played),
    ``after`` (played once it has hit you) or ``no``."""
    if answer_id in ok:
        return "yes"
    return "after" if played in answer.after_success else "no"


def reaction_chart(cards: Mapping[str, ActionCard], t: Translator = ENGLISH) -> str:
    """The chart (``dif/reaction-chart.html.j2``) in ``t``'s language."""
    t = own(t.language, HERE)
    played = [(card_id, card_label(card, t)) for card_id, card in cards.items()]
    if cards:
        played.append((rules.MANOEUVRE, t(MANOEUVRE_LABEL)))
    tables = rules.reaction_table(cards)
    rows = []
    for played_id, _label in played:
        card = cards.get(played_id)
        cells = (
            None
            if card and card.own_aircraft
            else [
                (c_id, chart_cell(c_id, c, played_id, set(tables[played_id])), card_name(c, t))
                for c_id, c in cards.items()
            ]
        )
        rows.append({"id": played_id, "name": row_name(card, t), "cells": cells})
    return render(
        "dif/reaction-chart.html.j2",
        t=t,
        played=played,
        views=[card_view(cards, card_id, t) for card_id, _label in played],
        chart_note=chart_note(cards, t),
        columns=[{"name": card_name(c, t), "short": short(c.name.en)} for c in cards.values()],
        rows=rows,
    )


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


Cells = list[tuple[dict[str, Any], Any]]
"""A table row's cells: each one's attributes and text."""


def flak_table(info: DifGame, flak: int, modifier: int, t: Translator = ENGLISH) -> dict[str, Any]:
    """The twin of ``patternTable`` in ``bombing.mjs``: its head and rows (``ui.table``)."""
    head = [t("Flak pattern ↓ / bombing pattern →")]
    head += [t.text(b.name)[0] for b in info.bombing_patterns]
    rows: list[tuple[str, Cells]] = [
        (
            t.text(f.name)[0],
            [
                (
                    {"data-flak": f.id, "data-bomb": b.id},
                    _hits(rules.flak_hits(info, flak, f.id, b.id, modifier), t),
                )
                for b in info.bombing_patterns
            ],
        )
        for f in info.flak_patterns
    ]
    return {"head": head, "rows": rows}


def bombs_table(
    info: DifGame, front: int, damaged: int, modifier: int, t: Translator = ENGLISH
) -> dict[str, Any]:
    """The twin of ``bombsTable`` in ``bombing.mjs``: its head and rows (``ui.table``)."""
    head = [t("Bomber"), *(t.text(b.name)[0] for b in info.bombing_patterns)]
    sides = {"undamaged": t("Undamaged"), "damaged": t("Damaged")}
    rows: list[tuple[str, Cells]] = [
        (
            sides[side],
            [
                (
                    {"data-side": side, "data-bomb": b.id},
                    rules.bombs_dropped(info, bombs, b.id, modifier),
                )
                for b in info.bombing_patterns
            ],
        )
        for side, bombs in (("undamaged", front), ("damaged", damaged))
    ]
    return {"head": head, "rows": rows}


def status_line(
    dropped: int, damaged: int, destroyed: int, t: Translator = ENGLISH, factor: int = 1
) -> dict[str, str]:
    """The twin of the status ``update`` in ``bombing.mjs``: in a campaign scaled up by
    ``factor`` the target's Damaged and Destroyed values are multiplied by it (the
    rulebook's "scaling up a campaign"), and so are the VP they give, before each side's
    total is divided by it. The status (``result``), its word (``said``) and what follows."""
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
    return {"result": result, "said": t(STATUS[result]), "after": said + scaled}


def scaled_line(
    axis_vp: int, allied_vp: int, factor: int, t: Translator = ENGLISH
) -> dict[str, Any]:
    """The net score of a scaled-up campaign: the line's attributes and its words."""
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
    return {"attrs": attrs, "said": text}


def bombing(info: DifGame, data: Mapping[str, Any], t: Translator = ENGLISH) -> str:
    """The calculator (``dif/bombing.html.j2``) with its first values and results, in
    ``t``'s language."""
    t = own(t.language, HERE)
    targets = [x for x in data["targets"] if x["edition"] == "aces-high"]
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
        t(
            "{name}: the damaged-side bombs are unknown; enter them.",
            name=named(first, t.language),
        )
        if first and first["bombs_damaged"] is None
        else None
    )
    rounding = (
        ""
        if data["rounding_verified"]
        else t(" Halves of odd values round down: the sources do not say; agree on it before play.")
    )
    return render(
        "dif/bombing.html.j2",
        t=t,
        targets=[
            ("", t("Enter the values yourself")),
            *((x["id"], lacking(x, TARGET_VALUES, t)) for x in targets),
        ],
        bombers=[
            ("", t("Enter the bombs yourself")),
            *((a["id"], lacking(a, {"bombs": "bombs"}, t)) for a in bombers),
        ],
        first=first["id"] if first else "",
        flak=START_FLAK,
        flak_table=flak_table(info, START_FLAK, 0, t),
        bombs=bombs,
        bombs_damaged=bombs_damaged,
        bombs_table=bombs_table(info, bombs, bombs_damaged, 0, t),
        unknown=unknown,
        rounding=rounding,
        damaged=START_DAMAGED,
        destroyed=START_DESTROYED,
        status=status_line(0, START_DAMAGED, START_DESTROYED, t),
        scaled=scaled_line(0, 0, 1, t),
    )


# -- mission length (ZERO!) ------------------------------------------------------------------
START_TARGET_BOUND = 9
START_HOME_BOUND = 8
FIRST_ATTACKER = "ki-21"
FIRST_TARGET = "malaya-11"


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
) -> dict[str, Any] | None:
    """The twin of ``update`` in ``mission.mjs``: the phases' turns (cell id, name, turns,
    turns in words, how it is found from the target's ``bases``: target-bound,
    home-bound), with the slowest speed; None: a speed is missing."""
    if length is None or slowest is None:
        return None

    def said(turns: int) -> str:
        return counted(t, "{count} turn", "{count} turns", turns) if turns else t("skipped")

    phases = [
        ("dif-out-tb", t("Target-bound"), length.target_bound, working(bases[0], slowest)),
        (
            "dif-out-ot",
            t("Over target (ingress, bomb, egress)"),
            length.over_target,
            t("fixed"),
        ),
        ("dif-out-hb", t("Home-bound"), length.home_bound, working(bases[1], slowest)),
        ("dif-out-total", t("Whole mission"), length.total, total_working(length)),
    ]
    return {
        "phases": [(cell, name, turns, said(turns), how) for cell, name, turns, how in phases],
        "slowest": slowest,
    }


def mission(data: Mapping[str, Any], t: Translator = ENGLISH) -> str:
    """The mission-length form (``dif/mission.html.j2``) with its first attacker and the
    turns it gives, in ``t``'s language."""
    t = own(t.language, HERE)
    planes = [a for a in data["aircraft"] if a["edition"] == "zero"]
    targets = [x for x in data["targets"] if x["edition"] == "zero"]
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
    return render(
        "dif/mission.html.j2",
        t=t,
        targets=[
            ("", t("Enter the base turns yourself")),
            *((x["id"], lacking(x, TURNS, t)) for x in targets),
        ],
        start=start["id"] if start else "",
        bases=bases,
        planes=[(p["id"], named(p, t.language)) for p in planes],
        first=first["id"] if first else None,
        speed=speed,
        length=length_result(length, speed, t, bases),
    )
