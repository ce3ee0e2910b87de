"""The Burning Blue's tables as data, checked against the player aid's own figures.

Hand-read cases from the printed tables (a row, a column, a clamp), every row reachable
with the table's dice and modifiers, the HF radio rule (8 → 11 → 14), and the restored
minus signs, each with its reason.
"""

from __future__ import annotations

import itertools
import random
import re
import shutil
from pathlib import Path

import pytest
from conftest import CONTENT
from pydantic import BaseModel, ValidationError

from generator.exceptions import RollError
from generator.games.tbb.aids import tables_of
from generator.games.tbb.dice import (
    bounds,
    browser_tables,
    find_row,
    hf_radio_range,
    roll,
    rollable,
)
from generator.games.tbb.schema import Table, TbbGame
from generator.reading.content import check, load_checked
from generator.schema import Text

EXPECTED = {
    "random-events", "luftwaffe-fuel", "return-to-base", "formation", "formation-special",
    "navigation", "cloud-cohesion", "crosswinds", "london", "movement",
    "bad-weather-zones", "weather", "time-of-day", "bombing-vp", "airfield-damage",
    "sector-damage", "squadrons-on-ground", "rdf-damage", "extra-vp",
}  # fmt: skip


@pytest.fixture(scope="module")
def game():  # type: ignore[no-untyped-def]
    return load_checked(CONTENT, only={"tbb"}).games["tbb"]


@pytest.fixture(scope="module")
def tables(game) -> dict[str, Table]:  # type: ignore[no-untyped-def]
    return tables_of(game)


def test_every_table_of_the_player_aid_is_data(tables: dict[str, Table]) -> None:
    assert set(tables) == EXPECTED
    for table_id, table in tables.items():
        assert re.fullmatch(r"\d+(\.\d+)*", table.rule), table_id
        assert table.source and table.rule in table.source, table_id
        assert ".txt" not in table.source and "seed" not in table.source.lower()


def test_rows_cover_every_value_once_in_order(tables: dict[str, Table]) -> None:
    rolled = {k: t for k, t in tables.items() if t.rows and (t.dice, t.start) != (None, None)}
    assert len(rolled) >= 10
    for table_id, table in rolled.items():
        low, high = bounds(table)
        for value in range(low, high + 1):
            covering = [
                r for r in table.rows
                if (r.low is None or r.low <= value) and (r.high is None or value <= r.high)
            ]  # fmt: skip
            assert len(covering) == 1, (table_id, value)


def reachable_totals(table: Table) -> set[int]:
    """Every total the table's dice and modifiers can make (each modifier 0 or 1 times,
    a per-instance modifier up to 4 times)."""
    if table.dice is not None:
        faces = range(1, table.dice.sides + 1)
        bases = {sum(f) for f in itertools.product(faces, repeat=table.dice.count)}
    else:
        bases = {int(table.start or 0)}
    options = [range(0, 5) if m.each else range(0, 2) for m in table.modifiers]
    totals = set()
    for counts in itertools.product(*options):
        shift = sum(c * m.value for c, m in zip(counts, table.modifiers, strict=True))
        totals |= {b + shift for b in bases}
    return totals


def test_every_row_of_every_rolled_table_is_reachable(tables: dict[str, Table]) -> None:
    rolled = {k: t for k, t in tables.items() if rollable(t)}
    assert len(rolled) >= 10
    for table_id, table in rolled.items():
        reached = {id(find_row(table, total)[0]) for total in reachable_totals(table)}
        missing = [r for r in table.rows if id(r) not in reached]
        assert not missing, (table_id, missing)


def test_every_row_is_reached_through_the_roller(tables: dict[str, Table]) -> None:
    """The same, through ``roll`` with given dice and modifiers, row labels and all."""
    rolled = {k: t for k, t in tables.items() if rollable(t)}
    assert len(rolled) >= 10
    for table_id, table in rolled.items():
        seen = set()
        for total in sorted(reachable_totals(table)):
            if table.dice is None:
                result = roll(table_id, table, modifiers=[total - int(table.start or 0)])
            else:
                dice = [1] * table.dice.count
                result = roll(table_id, table, dice=dice, modifiers=[total - len(dice)])
            seen.add(result.row)
        assert len(seen) == len(table.rows), table_id


def test_bombing_vp_columns_clamp_at_minus_2_and_plus_5(tables: dict[str, Table]) -> None:
    vp = tables["bombing-vp"]
    assert bounds(vp) == (-2, 5)
    # Bomber Gruppe: column 0 is 10 VP; +2 (cloud) +4 (bad weather) +2 (lost) is column +8,
    # read as +5: 1 VP. Not counted (-2) and dive bonus (-1), twice over, stop at -2: 20.
    high = roll("bombing-vp", vp, modifiers=[2, 4, 2], column="bomber-gruppe")
    assert (high.total, high.row, high.result, high.clamped) == (8, "+5", "1", True)
    low = roll("bombing-vp", vp, modifiers=[-2, -1, -2], column="bomber-gruppe")
    assert (low.total, low.row, low.result, low.clamped) == (-5, "-2", "20", True)
    assert roll("bombing-vp", vp, column="bomber-gruppe").result == "10"
    assert roll("bombing-vp", vp, modifiers=[-2], column="strafing-staffel").result == "NA"
    assert roll("bombing-vp", vp, modifiers=[1], column="fighter-staffel").result == "1"


def test_totals_past_a_closed_end_read_the_end_row(tables: dict[str, Table]) -> None:
    crosswinds = tables["crosswinds"]
    past = roll("crosswinds", crosswinds, dice=[6, 6], modifiers=[3])
    assert (past.total, past.row, past.result, past.clamped) == (
        15, "12", "Crosswind at 8 Angels and above", True,
    )  # fmt: skip
    navigation = tables["navigation"]
    lost = roll("navigation", navigation, dice=[1, 1], modifiers=[-2, -1], column="fine")
    assert (lost.total, lost.row, lost.result, lost.clamped) == (-1, "3 or less", "Decoyed", False)


def test_hand_read_rows_of_the_player_aid(tables: dict[str, Table]) -> None:
    def read(table: str, dice: list[int], mods: list[int] = [], column: str | None = None):  # type: ignore[no-untyped-def]  # noqa: B006
        return roll(table, tables[table], dice=dice, modifiers=mods, column=column).result

    assert read("formation", [5, 5], [], "overcast") == "Late 3"  # 10-11, third column
    assert read("formation", [4, 4], [-1], "cloudy") == "On time"  # Freie Jagd −1: 7
    assert read("formation", [6, 5], [1], "fine") == "Special"
    assert read("formation-special", [5], [], "cloudy") == "Half escort"
    assert read("navigation", [2, 2], [], "fine") == "Lost"
    assert read("navigation", [2, 3], [], "overcast") == "Lost"
    assert read("return-to-base", [1, 1], [-4], "late-3") == "24/8"
    assert read("return-to-base", [3, 3], [2], "late-2") == "9/3"  # RAF +2: 8
    assert read("time-of-day", [4, 5]) == {"time": "16:30", "period": "Late afternoon", "sun": "SW"}
    assert read("bad-weather-zones", [5], [2], "zones") == "6"  # scenario 5
    assert read("cloud-cohesion", [1, 2], [-1]) == "3"
    assert read("squadrons-on-ground", [6, 6], [], "other") == "5"
    assert read("squadrons-on-ground", [6, 6], [-3], "available") == "1"
    assert read("rdf-damage", [2, 3]) == "Station damaged"
    assert read("rdf-damage", [2, 3], [-1]) == "No effect"
    assert read("sector-damage", [5, 6], [-1]) == "No effect"
    assert read("airfield-damage", [6], [-3]) == "Capacity −1"
    assert read("random-events", [6, 6]) == "Weather change"
    assert read("weather", [1, 1]).startswith("Duxford; Debden; North Weald")


def test_hf_radio_range_8_then_11_then_14(game) -> None:  # type: ignore[no-untyped-def]
    info: TbbGame = game.info
    rule = info.hf_radio
    assert rule is not None
    assert hf_radio_range(rule, []) == 8
    assert hf_radio_range(rule, [2]) == 11  # Good atmospherics
    assert hf_radio_range(rule, [11]) == 11  # Clear radio
    assert hf_radio_range(rule, [2, 7, 11]) == 14  # both: they add up
    assert hf_radio_range(rule, [2, 11, 2]) == 11  # a repeat ends that one's boost
    assert hf_radio_range(rule, [5, 9, 12]) == 8
    events = tables_of(game)["random-events"]
    boosting = {r.low for r in events.rows if r.results[0] in {"Good atmospherics", "Clear radio"}}
    assert boosting == set(rule.events)


def test_every_restored_sign_is_a_minus_with_its_reason(tables: dict[str, Table]) -> None:
    restored = [
        (table_id, m.value, m.restored)
        for table_id, t in tables.items()
        for m in [*t.modifiers, *t.entries]
        if m.restored is not None
    ]
    for table_id, value, restoration in restored:
        assert value is not None and value < 0, table_id
        assert restoration is not None and restoration.reason.en.strip() and restoration.reason.fr
        assert not restoration.printed.startswith(("-", "−", "+")), table_id
    assert sorted({t for t, _, _ in restored}) == [
        "airfield-damage", "bombing-vp", "extra-vp", "formation", "navigation",
        "rdf-damage", "return-to-base", "sector-damage", "squadrons-on-ground",
    ]  # fmt: skip
    # One per unsigned modifier or line of our copy: 1 + 1 + 2 + 2 + 4 × 2 + 3.
    assert len(restored) == 17


def test_signs_that_survived_are_not_marked_restored(tables: dict[str, Table]) -> None:
    cohesion = tables["cloud-cohesion"].modifiers[0]
    assert (cohesion.value, cohesion.restored, cohesion.each) == (-1, None, True)
    assert all(m.restored is None for m in tables["return-to-base"].modifiers if m.value > 0)


def test_who_rolls_formation_is_left_to_the_rulebook(tables: dict[str, Table]) -> None:
    assert tables["formation"].who is None
    page = (CONTENT / "tbb/rules/formation-and-navigation.md").read_text(encoding="utf-8")
    assert "It is a Luftwaffe roll" not in page


def test_reference_tables_refuse_to_roll(tables: dict[str, Table]) -> None:
    for table_id in ("movement", "luftwaffe-fuel", "extra-vp"):
        with pytest.raises(RollError, match="not a table to roll"):
            roll(table_id, tables[table_id])


def test_content_sources_never_name_a_seed_file() -> None:
    # lost.yaml: the site helper's file
    files = [p for p in (CONTENT / "tbb").rglob("*") if p.is_file() and p.name != "lost.yaml"]
    assert len(files) >= 10
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "burning-blue-tables" not in text and not re.search(r"\bL\d+-", text), path


def test_every_next_table_exists_and_shares_the_columns(tables: dict[str, Table]) -> None:
    chained = [(t, o.then) for t in tables.values() for o in t.outcomes if o.then]
    assert [then for _, then in chained] == ["formation-special"]
    for table, then in chained:
        assert then in tables
        assert [c.id for c in tables[then].columns] == [c.id for c in table.columns]


def test_each_closed_end_is_read_unclamped_and_one_past_clamped(
    tables: dict[str, Table],
) -> None:
    # Crosswinds Table [6.3.1], 2d6 rows 2–3 to 12: a total of exactly 12 or 2 reads its end
    # row as printed; 13 or 1 reads the same row, clamped.
    crosswinds = tables["crosswinds"]

    def cross(dice: list[int], mods: list[int]) -> tuple[int, str, object, bool]:
        got = roll("crosswinds", crosswinds, dice=dice, modifiers=mods)
        return got.total, got.row, got.result, got.clamped

    top = "Crosswind at 8 Angels and above"
    assert cross([6, 6], []) == (12, "12", top, False)
    assert cross([6, 6], [1]) == (13, "12", top, True)
    assert cross([1, 1], []) == (2, "2–3", "Headwind", False)
    assert cross([1, 1], [-1]) == (1, "2–3", "Headwind", True)
    # Every modifier counts, each once: 3 + 4 + 2 − 1 − 1 = 7.
    assert cross([3, 4], [2, -1, -1]) == (7, "6–7", "Crosswind at 20 Angels and above", False)
    # Bombing VP Table, Bomber Gruppe: shifts of exactly +5 and −2 are the printed end
    # columns (1 VP and 20 VP); +6 and −3 read them, clamped.
    vp = tables["bombing-vp"]

    def gruppe(mods: list[int]) -> tuple[int, str, object, bool]:
        got = roll("bombing-vp", vp, modifiers=mods, column="bomber-gruppe")
        return got.total, got.row, got.result, got.clamped

    assert gruppe([4, 1]) == (5, "+5", "1", False)
    assert gruppe([4, 2]) == (6, "+5", "1", True)
    assert gruppe([-1, -1]) == (-2, "-2", "20", False)
    assert gruppe([-1, -2]) == (-3, "-2", "20", True)


@pytest.mark.parametrize(
    ("dice", "fits"), [([1, 6], True), ([6, 1], True), ([0, 6], False), ([1, 7], False),
                       ([3], False), ([3, 3, 3], False)],
)  # fmt: skip
def test_given_dice_fit_the_table_or_are_refused(
    tables: dict[str, Table], dice: list[int], fits: bool
) -> None:
    # The Crosswinds Table rolls 2d6: two faces, each 1 to 6.
    if fits:
        assert roll("crosswinds", tables["crosswinds"], dice=dice).dice == dice
    else:
        with pytest.raises(RollError, match=r"do not fit Crosswinds, which rolls 2 dice of 1 to 6"):
            roll("crosswinds", tables["crosswinds"], dice=dice)


def test_the_roller_gets_each_table_as_the_player_aid_prints_it(
    tables: dict[str, Table],
) -> None:
    """The site roller's JSON, read against the Formation, Bombing VP and Luftwaffe
    Endurance tables of the player aid (content/tbb/tables/)."""
    out = {t["id"]: t for t in browser_tables(tables)}
    order = [t["id"] for t in browser_tables(tables)]
    # In the player aid's order (Formation 20, Bombing VP 80, Endurance 110), not by name.
    assert order.index("formation") < order.index("bombing-vp") < order.index("luftwaffe-fuel")
    formation = out["formation"]
    assert {k: formation[k] for k in ("name", "name_fr", "rule", "group", "rollable")} == {
        "name": "Formation",
        "name_fr": "Table de Formation",
        "rule": "9.2.8",
        "group": "Raids",
        "rollable": True,
    }
    assert formation["summary"].startswith("Rolled when a raid forms up")
    assert formation["summary_fr"].startswith("Lancée quand un raid se rassemble")
    assert (formation["dice"], formation["sides"], formation["start"]) == (2, 6, None)
    assert formation["columns"][2] == {
        "id": "overcast", "name": "Overcast, Fog, Rain", "name_fr": "Couvert, Brouillard, Pluie",
    }  # fmt: skip
    rows = formation["rows"]
    assert rows[0] == {
        "low": None, "high": 6, "label": "6 or less", "label_fr": "6 ou moins",
        "results": ["On time"] * 3,
    }  # fmt: skip
    assert rows[4] == {
        "low": 10, "high": 11, "label": "10–11", "label_fr": "10–11",
        "results": ["Late 2", "Late 3", "Late 3"],
    }  # fmt: skip
    assert (rows[5]["label"], rows[5]["label_fr"]) == ("12 or more", "12 ou plus")
    assert formation["modifiers"][3] == {
        "value": -1,
        "when": "The raid is a Freie Jagd, or Jabos with their escort",
        "when_fr": "Le raid est une Freie Jagd, ou des Jabos avec leur escorte",
        "each": False,
        "restriction": None,
        "restriction_fr": None,
        "replaces": None,
    }
    # The +2 at 18 Angels or higher applies instead of the +1 above it (the first).
    assert formation["modifiers"][1]["replaces"] == 1
    # The results stay the English keys; their French names and meanings beside them.
    assert formation["results_fr"] == {
        "On time": "A l'heure", "Late 1": "Retard 1", "Late 2": "Retard 2",
        "Late 3": "Retard 3", "Special": "Spécial",
    }  # fmt: skip
    assert formation["outcomes"]["Late 1"].startswith("The raid forms 1 game turn")
    assert formation["outcomes_fr"]["Late 1"].startswith("Le raid se rassemble avec 1 Tour")
    assert formation["then"] == {"Special": "formation-special"}
    # A shift table: no dice, a start column, signed column labels, "each" shifts.
    vp = out["bombing-vp"]
    assert (vp["rollable"], vp["dice"], vp["sides"], vp["start"]) == (True, 0, 0, 0)
    assert [r["label"] for r in vp["rows"]] == ["-2", "-1", "0", "+1", "+2", "+3", "+4", "+5"]
    assert [m["each"] for m in vp["modifiers"]][2:4] == [True, True]
    assert vp["then"] == {}
    # Read, not rolled.
    fuel = out["luftwaffe-fuel"]
    assert (fuel["rollable"], fuel["dice"], fuel["sides"], fuel["start"]) == (False, 0, 0, None)


def test_a_total_inside_an_end_row_is_read_unclamped(tables: dict[str, Table]) -> None:
    """The Sector Airfield Damage table's last row is 11–12: a 12 falls inside it, not past
    the table's end. The Formation table's last row is open (12 or more): 6 + 6 + 1 = 13
    is read there without a clamp."""
    hit = roll("sector-damage", tables["sector-damage"], dice=[6, 6])
    assert (hit.total, hit.row, hit.result, hit.clamped) == (
        12,
        "11–12",
        "Operations room hit",
        False,
    )
    special = roll("formation", tables["formation"], dice=[6, 6], modifiers=[1], column="fine")
    assert (special.total, special.row, special.result, special.clamped) == (
        13, "12 or more", "Special", False,
    )  # fmt: skip


def test_rolled_dice_show_every_face_of_a_d6(tables: dict[str, Table]) -> None:
    """Dice rolled by Sortie are fair d6: over 300 rolls of two dice each face from 1 to 6
    comes up (the chance that one never does is below 1 in 10^40)."""
    rng = random.Random(21)
    faces = {f for _ in range(300) for f in roll("crosswinds", tables["crosswinds"], rng=rng).dice}
    assert faces == {1, 2, 3, 4, 5, 6}


def test_refusals_say_what_to_do(tables: dict[str, Table]) -> None:
    with pytest.raises(RollError) as refused:
        roll("movement", tables["movement"])
    assert str(refused.value) == (
        "tbb/movement: Movement summary is a reference list or a look-up table, not a table to roll"
    )
    with pytest.raises(RollError) as refused:
        roll("crosswinds", tables["crosswinds"], dice=[7, 1])
    assert str(refused.value) == (
        "tbb/crosswinds: the dice 7,1 do not fit Crosswinds, which rolls 2 dice of 1 to 6 (e.g. --dice 3,3)"
    )


def a_table(**fields: object) -> Table:
    """A club's own table (content a player may add), for cases the shipped tables lack."""
    base: dict[str, object] = {
        "name": {"en": "Club table"},
        "rule": "1.1",
        "group": {"en": "Club"},
        "summary": {"en": "A test table."},
        "columns": [{"id": "result", "name": {"en": "Result"}}],
    }
    return Table.model_validate({**base, **fields})


def test_a_shift_table_starts_at_its_own_column() -> None:
    """A shift table that starts in column +1: a shift of +1 reads column +2, and the start
    is the total before any shift."""
    rows = [{"low": v, "high": v, "results": [f"r{v}"]} for v in range(-1, 4)]
    table = a_table(start=1, rows=rows)
    moved = roll("club", table, modifiers=[1])
    assert (moved.dice, moved.total, moved.row, moved.result) == ([], 2, "+2", "r2")
    assert roll("club", table).result == "r1"


def test_a_gap_in_a_table_is_named() -> None:
    """A club's table with no row for 4: rolling a 4 names the table and the gap."""
    rows = [{"high": 3, "results": ["low"]}, {"low": 5, "results": ["high"]}]
    table = a_table(dice={"count": 1}, rows=rows)
    with pytest.raises(RollError) as refused:
        roll("club", table, dice=[4])
    assert str(refused.value) == "Club table: no row covers 4 (a gap in the table)"


def test_every_text_and_result_of_the_tables_has_its_french(tables: dict[str, Table]) -> None:
    """Our French of every text, and the French edition's name of every result, save the
    two the French player aid does not give (a column heading, a result)."""
    missing = []

    def walk(value: object, where: str) -> None:
        if isinstance(value, Text):
            if not value.fr:
                missing.append(f"{where}: {value.en}")
        elif isinstance(value, BaseModel):
            for name in type(value).model_fields:
                walk(getattr(value, name), f"{where}.{name}")
        elif isinstance(value, list):
            for number, item in enumerate(value):
                walk(item, f"{where}[{number}]")

    for table_id, table in tables.items():
        walk(table, table_id)
        results = {result for row in table.rows for result in row.results}
        missing += [f"{table_id}: {r}" for r in sorted(results) if not table.result_name(r).fr]
    assert missing == ["rdf-damage: Station damaged", "time-of-day.columns[1].name: Period"]


def test_a_result_is_named_in_french_whole_or_name_by_name(tables: dict[str, Table]) -> None:
    formation, weather = tables["formation"], tables["weather"]
    assert formation.result_name("Late 1") == Text(en="Late 1", fr="Retard 1")
    # A row of weather zones: each zone by its French name on the map, in the row's order.
    row = weather.rows[8].results[0]
    assert row == "North Sea; Strait of Dover; Hornchurch; London; Northolt; North Weald"
    assert weather.result_name(row).fr == (
        "Mer du Nord; Détroit de Douvres; Hornchurch; Londres; Northolt; North Weald"
    )
    assert tables["bad-weather-zones"].result_name("Yellow, Blue").fr == "Jaune, Bleu"
    # Figures read the same in French; a result the French aid does not name has no French.
    assert tables["return-to-base"].result_name("12/4").fr == "12/4"
    assert tables["rdf-damage"].result_name("Station damaged").fr is None


def test_an_outcome_must_name_a_result_and_say_something() -> None:
    rows = [{"high": 3, "results": ["Low; Middle"]}, {"low": 4, "results": ["High"]}]
    named = a_table(dice={"count": 1}, rows=rows, outcomes=[{"result": "Middle", "fr": "Milieu"}])
    assert named.result_name("Low; Middle").fr is None  # "Low" has no French name
    typo = a_table(dice={"count": 1}, rows=rows, outcomes=[{"result": "Hihg", "fr": "Haut"}])
    assert typo.unnamed_outcomes() == [0] and named.unnamed_outcomes() == []
    with pytest.raises(ValidationError, match="outcome 'High' gives no fr, effect or then"):
        a_table(dice={"count": 1}, rows=rows, outcomes=[{"result": "High"}])


def test_a_modifier_replaces_only_one_above_it() -> None:
    """``replaces`` names a modifier above (from 1): the +2 "instead of the +1 above"."""
    rows = [{"high": 3, "results": ["low"]}, {"low": 4, "results": ["high"]}]
    plus = {"value": 1, "when": {"en": "A", "fr": "A"}}
    instead = {"value": 2, "when": {"en": "B", "fr": "B"}}
    table = a_table(dice={"count": 1}, rows=rows, modifiers=[plus, {**instead, "replaces": 1}])
    assert table.modifiers[1].replaces == 1
    for wrong in (2, 3):
        with pytest.raises(ValidationError, match=f"modifier 2 replaces modifier {wrong}, which"):
            a_table(dice={"count": 1}, rows=rows, modifiers=[plus, {**instead, "replaces": wrong}])


def test_an_outcome_naming_no_result_is_a_warning_at_its_line(tmp_path: Path) -> None:
    """A typo in an outcome's result is reported by ``sortie check`` at the outcome's line,
    as a warning: the table still reads, the outcome just explains nothing."""
    content = tmp_path / "content"
    shutil.copytree(CONTENT / "tbb", content / "tbb")
    path = content / "tbb" / "tables" / "formation.yaml"
    text = path.read_text("utf-8")
    assert "  - result: Late 2\n" in text
    path.write_text(text.replace("  - result: Late 2\n", "  - result: Late 22\n"), "utf-8")
    line = path.read_text("utf-8").splitlines().index("  - result: Late 22") + 1
    result = check([content])
    assert result.errors == []
    assert [p.format() for p in result.warnings] == [
        f"{path}:{line}: warning: outcomes.2.result: no row of the table gives the result "
        "'Late 22': this outcome explains nothing"
    ]
