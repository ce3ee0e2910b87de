"""A value a rules page states and the data also holds must be the same on both sides.

Rules pages are written by hand; the data drives the validators, the aids and the
definition pages. This test reads the values the pages state (tables of ratings and
modifiers, VP and ratings quoted in running text and worked examples) and compares each
with the content files, so an edit on either side that is not made on the other fails here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

import pytest
import yaml
from conftest import CONTENT

MINUS = "−"  # the pages write a typographic minus


@cache
def data(path: str) -> Any:
    return yaml.safe_load((CONTENT / path).read_text(encoding="utf-8"))


@cache
def page(path: str) -> str:
    return (CONTENT / path).read_text(encoding="utf-8")


def plane(plane_id: str) -> dict[str, Any]:
    found: dict[str, Any] = data(f"dif/aircraft/{plane_id}.yaml")
    return found


def number(text: str) -> Fraction:
    """A number as a page writes it: ``+1``, ``−1.5``, ``0.5``."""
    return Fraction(text.replace(MINUS, "-").replace("+", ""))


# --- Down In Flames: the fighter-card ratings table --------------------------------------

RATINGS_PAGE = "dif/rules/aces-high/fighter-card.md"
ROW_IDS = {
    "Spitfire I": "spitfire-i",
    "Bf-109E Emil": "bf-109e",
    "Gladiator II": "gladiator-ii",
    "P-51D Mustang": "p-51d",
    "Ki-27 Nate": "ki-27-ah",
    "P-47D Thunderbolt": "p-47d",
    "La-7": "la-7",
    "P.11c": "p-11c",
    "Bf-110C": "bf-110c",
    "F4U Corsair": "f4u-corsair",
    "A6M5 Zeke": "a6m5-zeke",
}
NOTES = {"Agile": "agile", "Barrage": "barrage", "Turbocharger": "turbocharger"}


def ratings_rows() -> dict[str, dict[str, str]]:
    """The 'Ratings quoted in the source' table, by aircraft, with the (I)/(B) marks off."""
    section = page(RATINGS_PAGE).split("## Ratings quoted in the source", 1)[1]
    lines = [line for line in section.splitlines() if line.startswith("|")]
    header = [cell.strip() for cell in lines[0].strip("|").split("|")]
    rows = {}
    for line in lines[2:]:
        cells = [re.sub(r"\s*\((?:I|B)\)", "", c).strip() for c in line.strip("|").split("|")]
        rows[cells[0]] = dict(zip(header[1:], cells[1:], strict=True))
    return rows


def _int(cell: str) -> int | None:
    """A rating cell: ``—`` (not given), blank or ``?`` is unknown."""
    return None if cell in NOT_GIVEN else int(number(cell))


NOT_GIVEN = ("", "?", "—")


def _pair(cell: str) -> tuple[int | None, int | None]:
    if cell in NOT_GIVEN:
        return None, None
    first, second = (part.strip() for part in cell.split("/"))
    return _int(first), _int(second)


def page_ratings(row: dict[str, str]) -> dict[str, object]:
    """What one table row says, in the data's terms."""
    perf = row["Perf."]
    bound = re.fullmatch(r"≤ (\d+)", perf)
    notes = {n.strip() for n in row["Notes"].split(",") if n.strip() not in NOT_GIVEN}
    return {
        "speed": _int(row["Speed"]),
        "performance": None if bound else _int(perf),
        "performance_at_most": int(bound.group(1)) if bound else None,
        "horsepower": _pair(row["Horsepower"]),
        "bursts": _int(row["Bursts"]),
        "firepower": _int(row["Firepower"]),
        "airframe": _pair(row["Airframe"]),
        "vp": _int(row["VP"]),
        "notes": notes,
    }


def data_ratings(item: dict[str, Any]) -> dict[str, object]:
    front = item.get("front") or {}
    notes = {name for name, field in NOTES.items() if item.get(field) is True}
    if front.get("gunner") is not None:
        notes.add("Gunner")
    return {
        "speed": front.get("speed"),
        "performance": front.get("performance"),
        "performance_at_most": item.get("performance_at_most"),
        "horsepower": (front.get("horsepower_pre"), front.get("horsepower_post")),
        "bursts": front.get("bursts"),
        "firepower": front.get("firepower"),
        "airframe": (item.get("airframe_flip"), item.get("airframe_total")),
        "vp": item.get("vp"),
        "notes": notes,
    }


def test_the_fighter_card_table_lists_every_rated_aces_high_fighter() -> None:
    fighters = {
        path.stem
        for path in (CONTENT / "dif/aircraft").glob("*.yaml")
        if data(f"dif/aircraft/{path.name}")["edition"] == "aces-high"
        and data(f"dif/aircraft/{path.name}").get("role", "fighter") == "fighter"
    }
    assert fighters, "no Aces High fighter in the content"
    assert sorted(ROW_IDS[name] for name in ratings_rows()) == sorted(
        f for f in fighters if any(v not in (None, set()) for v in _known(f))
    )


def _known(plane_id: str) -> list[object]:
    values = data_ratings(plane(plane_id))
    flat: list[object] = []
    for value in values.values():
        flat.extend(value if isinstance(value, tuple) else [value])
    return flat


@pytest.mark.parametrize("name", sorted(ROW_IDS))
def test_each_rating_on_the_fighter_card_page_is_the_datas(name: str) -> None:
    rows = ratings_rows()
    assert name in rows, f"{RATINGS_PAGE}: no row for {name}"
    assert page_ratings(rows[name]) == data_ratings(plane(ROW_IDS[name]))


# --- Values stated in running text and worked examples -------------------------------


@dataclass(frozen=True)
class Claim:
    """One value a page states: ``pattern`` finds it (one group), ``expected`` reads the
    data and returns what the page must say."""

    page: str
    pattern: str
    expected: Callable[[], Fraction | int]

    def __str__(self) -> str:
        return f"{self.page}: {self.pattern}"


def _vp(plane_id: str, times: int = 1) -> Callable[[], int]:
    return lambda: times * plane(plane_id)["vp"]


def _rating(plane_id: str, side: str, field: str) -> Callable[[], int]:
    return lambda: plane(plane_id)[side][field]


def _field(plane_id: str, field: str) -> Callable[[], int]:
    return lambda: plane(plane_id)[field]


def _extra_vp(*labels: str, times: int = 1) -> Callable[[], Fraction]:
    """The sum of the extra-VP lines whose text starts with each of ``labels``."""

    def total() -> Fraction:
        entries = data("tbb/tables/extra-vp.yaml")["entries"]
        found = Fraction(0)
        for label in labels:
            values = [e["value"] for e in entries if e["text"]["en"].startswith(label)]
            assert len(values) == 1, f"extra-vp.yaml: one line starting {label!r}, got {values}"
            found += Fraction(str(values[0]))
        return times * found

    return total


DIF_CARD = "dif/rules/aces-high/fighter-card.md"
VP_PAGE = "tbb/rules/victory-points.md"
LW_FIGHTER = "Each Luftwaffe fighter shot down"
LW_BOMBER = "Each Luftwaffe bomber shot down"
OVER_ENGLAND = "Each Luftwaffe aircraft, fighter or bomber, shot down over England"
RAF_DOWN = "Each RAF aircraft shot down,"
RAF_AWAY = "Each RAF aircraft shot down away from England"
N = r"([+−]?\d+(?:\.\d+)?)"

CLAIMS = [
    # Down In Flames, Aces High: the fighter card page's running text.
    Claim(DIF_CARD, rf"Spitfire I \(Performance {N}\)", _rating("spitfire-i", "front", "performance")),
    Claim(DIF_CARD, rf"P-47D's {N} that makes", _rating("p-47d", "front", "bursts")),
    Claim(DIF_CARD, rf"La-7's {N} turns", _rating("la-7", "front", "firepower")),
    Claim(DIF_CARD, rf"P.11c\s+reads {N} /", _field("p-11c", "airframe_flip")),
    Claim(DIF_CARD, rf"P.11c\s+reads \d+ / {N}:", _field("p-11c", "airframe_total")),
    Claim(DIF_CARD, rf"P.11c costs {N} VP", _vp("p-11c")),
    Claim(DIF_CARD, rf"hands {N} VP to whoever destroys it", _vp("p-11c")),
    Claim(
        "dif/rules/aces-high/attacks-and-damage.md", rf"A P.11c \({N} VP\)", _vp("p-11c")
    ),
    Claim(
        "dif/rules/aces-high/attacks-and-damage.md",
        rf"A P.11c \(Airframe {N} /",
        _field("p-11c", "airframe_flip"),
    ),
    Claim(
        "dif/rules/aces-high/sequence-of-play.md",
        rf"Performance is that it is {N} or less",
        _field("p-11c", "performance_at_most"),
    ),
    Claim(
        "dif/rules/aces-high/sequence-of-play.md",
        rf"P.11c has a pre-turn Horsepower of {N}",
        _rating("p-11c", "front", "horsepower_pre"),
    ),
    Claim(
        "dif/rules/aces-high/sequence-of-play.md",
        rf"P.11c's post-turn Horsepower is {N}",
        _rating("p-11c", "front", "horsepower_post"),
    ),
    # Down In Flames, ZERO!: VP and bomb ratings in the worked examples.
    Claim("dif/rules/zero/coming-home.md", rf"both P-40Bs for {N} VP", _vp("p-40b", 2)),
    Claim("dif/rules/zero/coming-home.md", rf"one G4M for {N} VP", _vp("g4m")),
    Claim("dif/rules/zero/bombing.md", rf"Damaged side, bomb rating {N}:", _rating("ki-21", "damaged", "bomb_rating")),
    Claim("dif/rules/zero/bombing.md", rf"Ki-21 #2 \| bomb rating {N}:", _rating("ki-21", "front", "bomb_rating")),
    # The Burning Blue: extra victory points [22].
    Claim(VP_PAGE, rf"costs 0.5 VP more: {N} for a fighter", _extra_vp(LW_FIGHTER, OVER_ENGLAND)),
    Claim(VP_PAGE, rf"for a fighter and {N} for a bomber", _extra_vp(LW_BOMBER, OVER_ENGLAND)),
    Claim(VP_PAGE, rf"is worth {N} VP instead of 1", _extra_vp(RAF_DOWN, RAF_AWAY)),
    Claim(VP_PAGE, rf"worth 1.5 VP instead of {N}", _extra_vp(RAF_DOWN)),
    Claim(VP_PAGE, rf"destroys 4 RAF aircraft on the ground \({N}\)", _extra_vp("Each RAF aircraft destroyed on the ground", times=4)),
    Claim(VP_PAGE, rf"3 Hurricanes over Kent \({N}\)", _extra_vp(RAF_DOWN, times=3)),
    Claim(VP_PAGE, rf"2 Me109s over England \({N}\)", _extra_vp(LW_FIGHTER, OVER_ENGLAND, times=2)),
    Claim(VP_PAGE, rf"3 bombers over\s+England \({N}\)", _extra_vp(LW_BOMBER, OVER_ENGLAND, times=3)),
    Claim(VP_PAGE, rf"beyond its Reaction Level \({N}\)", _extra_vp("Each RAF squadron above")),
]  # fmt: skip


@pytest.mark.parametrize("claim", CLAIMS, ids=str)
def test_a_value_stated_on_a_page_is_the_value_in_the_data(claim: Claim) -> None:
    found = re.search(claim.pattern, page(claim.page))
    assert found, f"{claim.page} no longer states this value: /{claim.pattern}/"
    assert number(found.group(1)) == claim.expected(), claim


def test_the_tbb_example_adds_up_to_its_stated_total() -> None:
    example = page(VP_PAGE).split("!!! example", 1)[1]
    terms = [number(t) for t in re.findall(rf"\({N}\)", example)]
    assert len(terms) == 5
    total = re.search(rf"= \*\*{N}\*\*", example)
    assert total and sum(terms) == number(total.group(1))


# --- Fighters in Sight: the firing modifiers table --------------------------------------

FIRING_PAGE = "fis/rules/firing.md"


def page_modifiers() -> list[tuple[str, int, bool, bool]]:
    """(dice kind, count, per level, advanced) for every row of the page's summary table
    that gives a number of dice (action cards and night give none)."""
    section = page(FIRING_PAGE).split("## All firing modifiers at a glance", 1)[1]
    rows = [line for line in section.splitlines() if line.startswith("|")][2:]
    found = []
    for row in rows:
        _, effect, rule_set = (cell.strip() for cell in row.strip("|").split("|"))
        dice = re.search(r"\+(\d+) (combat|dodge) die", effect)
        if dice:
            per_level = "per level" in effect
            found.append((dice.group(2), int(dice.group(1)), per_level, rule_set == "advanced"))
    return found


def data_modifiers() -> list[tuple[str, int, bool, bool]]:
    found = []
    for modifier in data("fis/game.yaml")["firing_modifiers"]:
        for kind in ("combat", "dodge"):
            if modifier.get(f"{kind}_dice"):
                found.append(
                    (
                        kind,
                        modifier[f"{kind}_dice"],
                        bool(modifier.get("per_level")),
                        bool(modifier.get("advanced")),
                    )
                )
    return found


def test_the_firing_modifiers_page_and_data_agree() -> None:
    on_page = page_modifiers()
    assert on_page, f"{FIRING_PAGE}: no modifier rows read"
    assert on_page == data_modifiers()
