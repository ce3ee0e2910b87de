"""``sortie roll``: the list, a roll as text and JSON, seeds, and refusals with exit 2."""

from __future__ import annotations

import json
from collections.abc import Callable

from click.testing import Result

Sortie = Callable[..., Result]


def test_the_list_names_every_table_with_its_id(sortie: Sortie) -> None:
    done = sortie("roll", "tbb")
    assert done.exit_code == 0
    lines = done.output.splitlines()
    assert len(lines) == 19
    assert any(line.startswith("tbb/formation ") and "Formation [9.2.8]" in line for line in lines)
    assert any(line.startswith("tbb/movement ") and "not rolled" in line for line in lines)
    listing = json.loads(sortie("roll", "tbb", "--format", "json").output)
    assert {"id": "tbb/bombing-vp", "name": "Bombing Victory Points", "rule": "16.3.1",
            "dice": "column shifts from 0", "rollable": True} in listing  # fmt: skip


def test_given_dice_and_modifiers_as_json(sortie: Sortie) -> None:
    done = sortie(
        "roll", "tbb/formation", "--dice", "4,5", "--mod", "+1", "--mod", "-1", "--mod", "2",
        "--column", "cloudy", "--format", "json",
    )  # fmt: skip
    assert done.exit_code == 0, done.output
    assert json.loads(done.output) == {
        "table": "formation",
        "dice": [4, 5],
        "total": 11,
        "modifiers": [1, -1, 2],
        "row": "10–11",
        "result": "Late 3",
    }


def test_without_a_column_every_column_is_given(sortie: Sortie) -> None:
    done = sortie("roll", "tbb/navigation", "--dice", "2,2", "--format", "json")
    assert json.loads(done.output)["result"] == {
        "fine": "Lost", "scattered": "Decoyed", "cloudy": "Decoyed", "overcast": "Lost",
    }  # fmt: skip


def test_text_shows_the_modifiers_the_row_and_the_clamp(sortie: Sortie) -> None:
    done = sortie("roll", "tbb/bombing-vp", "--mod", "4", "--mod", "2", "--column", "bomber-gruppe")
    assert done.exit_code == 0
    assert "modifiers: +4 +2" in done.output
    assert "total: 6 (past the end of the table: the end row is read)" in done.output
    assert "row: +5" in done.output
    assert "result (Bomber Gruppe): 1" in done.output


def test_a_seed_rolls_the_same_dice_every_time(sortie: Sortie) -> None:
    runs = [
        json.loads(sortie("roll", "tbb/random-events", "--seed", "7", "--format", "json").output)
        for _ in range(3)
    ]
    assert runs[0] == runs[1] == runs[2]
    assert len(runs[0]["dice"]) == 2 and all(1 <= d <= 6 for d in runs[0]["dice"])
    others = {
        tuple(json.loads(sortie("roll", "tbb/random-events", "--seed", str(s), "--format",
                                "json").output)["dice"])
        for s in range(20)
    }  # fmt: skip
    assert len(others) > 1


def test_refusals_exit_2_with_a_clear_message(sortie: Sortie) -> None:
    cases = {
        ("tbb/nope",): "tbb/nope: no such table",
        ("tbb/formation", "--dice", "7,1"): "dice 7,1 do not fit",
        ("tbb/formation", "--dice", "3"): "do not fit Formation, which rolls 2 dice of 1 to 6",
        ("tbb/formation", "--dice", "x,y"): "expected faces separated by commas",
        ("tbb/formation", "--column", "sunny"): "no column 'sunny' (expected one of fine,",
        ("tbb/bombing-vp", "--dice", "3"): "takes no dice",
        ("tbb/luftwaffe-fuel",): "not a table to roll",
        ("brs/aircraft",): "no tables to roll for 'brs'",
    }
    for args, message in cases.items():
        done = sortie("roll", *args)
        assert done.exit_code == 2, args
        assert message in done.output, (args, done.output)
        assert "Traceback" not in done.output


def test_a_special_formation_result_names_the_next_roll(sortie: Sortie) -> None:
    done = sortie("roll", "tbb/formation", "--dice", "6,6", "--column", "cloudy")
    assert "next: sortie roll tbb/formation-special --column cloudy" in done.output


def test_a_roll_in_french(sortie: Sortie) -> None:
    done = sortie("roll", "tbb/formation", "--dice", "6,5", "--column", "overcast", "--lang", "fr")
    assert done.exit_code == 0, done.output
    assert done.output.splitlines() == [
        "tbb/formation — Table de Formation [9.2.8]",
        "dés : 6 + 5 = 11",
        "modificateurs : aucun",
        "total : 11",
        "ligne : 10–11",
        "résultat (Couvert, Brouillard, Pluie) : Retard 3",
        "  Le raid se rassemble avec 3 Tours de Jeu (15 minutes) de retard.",
    ]
    lost = sortie("roll", "tbb/navigation", "--dice", "1,1", "--mod", "-2", "--lang", "fr")
    assert "ligne : 3 ou moins" in lost.output
    assert "  Beau temps (fine) : Leurré" in lost.output
    listing = sortie("roll", "tbb", "--lang", "fr").output
    assert "tbb/movement               Résumé du Déplacement [8.1] — liste  (référence" in listing


def test_the_json_in_french_adds_the_french_names_beside_the_english(sortie: Sortie) -> None:
    args = ("roll", "tbb/time-of-day", "--dice", "6,6", "--format", "json")
    english = json.loads(sortie(*args).output)
    french = json.loads(sortie(*args, "--lang", "fr").output)
    assert english == {
        "table": "time-of-day", "dice": [6, 6], "total": 12, "modifiers": [], "row": "11–12",
        "result": {"time": "18:00", "period": "Dusk", "sun": "W"},
    }  # fmt: skip
    assert french == {
        **english,
        "row_fr": "11–12",
        "result_fr": {"time": "18:00", "period": "Crépuscule", "sun": "O"},
    }
    listed = json.loads(sortie("roll", "tbb", "--format", "json", "--lang", "fr").output)
    assert {"id": "tbb/bombing-vp", "name": "Bombing Victory Points", "rule": "16.3.1",
            "dice": "column shifts from 0", "rollable": True,
            "name_fr": "Table de Marquage de Points de Bombardement",
            "dice_fr": "décalages de colonne depuis 0"} in listed  # fmt: skip


def test_a_french_locale_rolls_in_french_unless_told_otherwise() -> None:
    from click.testing import CliRunner

    from generator.cli import main

    runner = CliRunner(env={"LC_ALL": "fr_FR.UTF-8"})
    args = ["roll", "tbb/crosswinds", "--dice", "1,2"]
    assert "résultat : Vent contraire" in runner.invoke(main, args).output
    assert "result: Headwind" in runner.invoke(main, [*args, "--lang", "en"]).output
