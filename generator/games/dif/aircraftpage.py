"""A Down In Flames aircraft's page as a player reads it: what our sources give, plainly,
each rating with a line on what it means, then one line on what is not public.

Every word is written in English through the build's translator (``t``); the game's
``lang/<code>.yaml`` gives it in other languages. A rating's meaning is its schema
documentation, so the French of a changed docstring shows as missing, never stale.
"""

from __future__ import annotations

from pydantic import BaseModel

from ...schema import field_docs
from ...words.languages import Translator
from ...words.mdtext import esc
from ..pagehtml import PARTS, macros, render
from ..pages import game_scripts
from .schema import Aircraft, Edition, Ratings, Service

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


ZERO_NAMES = {"turret_defence": "Turret Defense", "turret_support": "Turret Support"}
"""The names a ZERO! card prints where Aces High's differ (ZERO! 17.21's card legend; the
French rules call them Facteur de Défense and Facteur de Support, not Aces High's turrets)."""


def rating_name(field: str, edition: Edition = Edition.ACES_HIGH) -> str:
    """A rating's name as the edition's card prints it, in English (the game's table gives
    it in other languages)."""
    if edition is Edition.ZERO and field in ZERO_NAMES:
        return ZERO_NAMES[field]
    return RATING_NAMES.get(field, field.replace("_", " ").capitalize())


def meaning(model: type[BaseModel], field: str) -> str:
    """What a field means, in our own words: its schema documentation without the name it
    starts with ("Bursts: …") or what null stands for. In English: the game's table gives
    each in other languages, so a change to the documentation shows as a missing phrase."""
    text = " ".join(field_docs(model).get(field, "").split())
    text = text.split("; null")[0].rstrip(".") + "."
    head, colon, rest = text.partition(": ")
    return rest[:1].upper() + rest[1:] if colon and len(head.split()) <= 4 else text


def shown(plane: Aircraft, path: str, value: object, t: Translator) -> object:
    """A value as the page shows it: marked when we read it from an example (``inferred``)."""
    return t("{value} (inferred)", value=value) if path in plane.inferred else value


def ratings_table(plane: Aircraft, t: Translator) -> str:
    """The ratings our sources give, front and Damaged side, each with what it means."""
    rows = []
    for field in Ratings.model_fields:
        front, back = getattr(plane.front, field), getattr(plane.damaged, field)
        if front is not None or back is not None:
            name, meant = t(rating_name(field, plane.edition)), t(meaning(Ratings, field))
            front = None if front is None else shown(plane, f"front.{field}", front, t)
            back = None if back is None else shown(plane, f"damaged.{field}", back, t)
            rows.append((name, meant, (front, back)))
    if plane.airframe_flip is not None or plane.airframe_total is not None:
        sides = (plane.airframe_flip, plane.airframe_total)
        rows.append((t("Airframe"), t(AIRFRAME), sides))
    return render("dif/ratings.html.j2", t=t, rows=rows) if rows else ""


AIRFRAME = (
    "Hits that flip the card to its Damaged side (Front), and hits in all that shoot it "
    "down (Damaged)."
)


def glossary(terms: list[tuple[str, str]], t: Translator) -> str:
    """What each term means (card jargon, in our own words), one short line each."""
    if not terms:
        return ""
    return render("dif/meanings.html.j2", t=t, terms=terms)


FLAGS = (
    ("agile", "Agile"),
    ("barrage", "Barrage"),
    ("turbocharger", "Turbocharger"),
    ("norden", "Norden bombsight"),
)


def _facts(plane: Aircraft, t: Translator) -> list[str]:
    facts = []
    if plane.year is not None:
        facts.append(t("in service from {year}", year=plane.year))
    if plane.vp is not None:
        # ZERO!'s rules write VPs (French included), Aces High's VP (French PV).
        worth = "worth {vp} VPs when shot down" if plane.edition is Edition.ZERO else None
        facts.append(t(worth or "worth {vp} VP when shot down", vp=plane.vp))
    if plane.service is Service.ARMY:
        facts.append(t("an army aircraft"))
    elif plane.service is Service.NAVY:
        facts.append(t("a navy aircraft"))
    return facts


def _unknown(plane: Aircraft, printed: tuple[str, ...], fighter: bool) -> list[tuple[str, str]]:
    """The values the card prints and our sources lack: (name, what it means), in English."""
    vp = "VPs" if plane.edition is Edition.ZERO else "VP"
    unknown = [
        (name, "")
        for field, name in (("year", "Year"), ("vp", vp))
        if getattr(plane, field) is None
    ]
    unknown += [
        (rating_name(f, plane.edition), meaning(Ratings, f))
        for f in printed
        if getattr(plane.front, f) is None and getattr(plane.damaged, f) is None
    ]
    if plane.airframe_flip is None and plane.airframe_total is None:
        unknown.append(("Airframe", AIRFRAME))
    if fighter and plane.edition is Edition.ACES_HIGH:
        unknown += [
            (name, meaning(Aircraft, f)) for f, name in FLAGS[:3] if getattr(plane, f) is None
        ]
    return unknown


def aircraft_page(plane: Aircraft, offer: bool, t: Translator) -> list[str]:
    """An aircraft as a player reads it: what is known, plainly; then one line on what is
    not, pointing to the Your card section when the page has one (``offer``)."""
    fighter = plane.fighter_card
    printed = PRINTED[(plane.edition, fighter)]
    lines = [str(macros(PARTS).stylesheet(f"../../../{game_scripts('dif')}/tools.css")), ""]
    facts = _facts(plane, t)
    if facts:
        lines += [esc(t("It is {facts}.", facts=", ".join(facts))), ""]
    table = ratings_table(plane, t)
    if table:
        lines += [table, ""]
    if plane.performance_at_most is not None and plane.front.performance is None:
        lines += [
            t(
                "Performance: {value} at most (a rulebook example bounds it).",
                value=plane.performance_at_most,
            ),
            "",
        ]
    kept = [str(shown(plane, f, t(name), t)) for f, name in FLAGS if getattr(plane, f) is True]
    lacks = [t(name) for field, name in FLAGS if getattr(plane, field) is False]
    if kept:
        lines += [esc(t("Card notes: {names}.", names=", ".join(kept))), ""]
    if lacks:
        lines += [esc(t("Not on this card: {names}.", names=", ".join(lacks))), ""]
    if plane.notes is not None:
        lines += [esc(t.text(plane.notes)[0]), ""]
    unknown = [
        (t(name), t(text) if text else "") for name, text in _unknown(plane, printed, fighter)
    ]
    if unknown:
        names = ", ".join(name for name, _ in unknown)
        lines += [
            esc(t("Not public: {names}. The card prints them; our sources do not.", names=names))
            + (
                " "
                + t(
                    "If you own the card, enter the ones a check needs under "
                    "[Your card](#your-card)."
                )
                if offer
                else ""
            ),
            "",
            glossary([(name, text) for name, text in unknown if text], t),
            "",
        ]
    return lines
