"""Honest verdicts (issue 19): a verdict with parts it could not check for want of a value
says so first, in text and JSON; ``--require-known`` makes those parts errors; a pack that
gives the value turns the part into a full check.

Worked by hand from the rules: four Bf109F with Great Climb and Great Dive need two cards
of each; a Corsair entered in 1942 cannot fly in a 1939 Down In Flames set-up; a stand-in
Fighters in Sight fighter worth 90 points with a 20-point Gold leader breaks a 100-point
limit (110)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import Result
from conftest import CONTENT, write

BRS = """
game: brs
force:
  - aircraft: bf109f
    count: 4
    skill: 3
deck:
  dive-evasion: 1
  hail-of-fire: 1
  clear-skies: 1
  numbers: 1
"""

DIF = """
game: dif
edition: aces-high
year: 1939
sides:
  - name: US Marine Corps
    aircraft:
      - aircraft: f4u-corsair
        altitude: medium
  - name: Imperial Japan
    aircraft:
      - aircraft: a6m5-zeke
        altitude: medium
"""

FIS = """
game: fis
points_limit: 100
sides:
  - name: RAF
    players:
      - formations:
          - aircraft: [{aircraft: fighter, leader: gold}]
"""


def report(sortie: Callable[..., Result], *args: str | Path) -> tuple[int, dict[str, Any]]:
    result = sortie("validate", "--format", "json", *args)
    [found] = json.loads(result.stdout)
    return result.exit_code, found


def test_a_legal_deck_with_unknown_traits_says_what_was_not_checked(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    deck = write(tmp_path / "deck.yaml", BRS)
    text = sortie("validate", deck, "--content", CONTENT)
    assert text.exit_code == 0
    last = text.stdout.splitlines()[-1]
    assert last.startswith(
        f"{deck}: legal as far as known · not checked: trait cards of Bf109F (traits unknown)"
    )
    code, found = report(sortie, deck, "--content", CONTENT)
    assert code == 0 and found["valid"] is True and found["status"] == "legal-as-far-as-known"
    assert found["unchecked"] == [
        {
            "code": "traits-unknown",
            "message": "trait cards of Bf109F (traits unknown)",
            "line": 3,
            "fill": {"game": "brs", "kind": "aircraft", "id": "bf109f", "field": "traits"},
        }
    ]


def test_require_known_refuses_what_could_not_be_checked(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    deck = write(tmp_path / "deck.yaml", BRS)
    code, found = report(sortie, deck, "--content", CONTENT, "--require-known")
    assert code == 1 and found["valid"] is False and found["status"] == "not-legal"
    [error] = found["errors"]
    assert error["code"] == "not-checked" and error["line"] == 3
    assert error["message"].startswith(
        "trait cards of Bf109F (traits unknown) was not checked: give aircraft bf109f its "
        "traits in a pack or overlay"
    )


def test_the_value_from_a_pack_turns_the_part_into_a_full_check(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    deck = write(tmp_path / "deck.yaml", BRS)
    pack = write(
        tmp_path / "pack.yaml",
        """
        pack: 1
        patches:
          - {game: brs, kind: aircraft, id: bf109f, traits: [great-climb, great-dive]}
        """,
    )
    code, found = report(sortie, deck, "--content", CONTENT, "--content", pack, "--require-known")
    assert code == 1 and found["unchecked"] == []
    assert [e["code"] for e in found["errors"]] == ["trait-count"]
    assert "split 2/2 between Great Climb and Great Dive" in found["errors"][0]["message"]


def test_a_folder_summary_counts_decks_legal_as_far_as_known(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    write(tmp_path / "decks/a.yaml", BRS)
    legal = BRS.replace("bf109f", "bf109e").replace(
        "deck:\n", "deck:\n  great-climb: 2\n  great-dive: 2\n"
    )
    write(tmp_path / "decks/b.yaml", legal)
    result = sortie("validate", tmp_path / "decks", "--content", CONTENT)
    assert "2 files: 2 legal (1 as far as known), 0 not legal" in result.output


def test_down_in_flames_year_unknown_then_given(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    setup = write(tmp_path / "setup.yaml", DIF)
    code, found = report(sortie, setup, "--content", CONTENT)
    assert code == 0 and found["valid"] is True
    fills = {(u["fill"]["id"], u["fill"]["field"]) for u in found["unchecked"]}
    assert fills == {("f4u-corsair", "year"), ("a6m5-zeke", "year")}
    corsair = next(u for u in found["unchecked"] if u["fill"]["id"] == "f4u-corsair")
    assert corsair["message"] == "the year 1939 (F4U Corsair's year unknown)"
    assert corsair["line"] == 7
    pack = write(
        tmp_path / "pack.yaml",
        """
        pack: 1
        patches:
          - {game: dif, kind: aircraft, id: f4u-corsair, year: 1942}
        """,
    )
    code, found = report(sortie, setup, "--content", CONTENT, "--content", pack)
    assert code == 1
    assert [(e["code"], e["line"]) for e in found["errors"]] == [("year", 7)]
    assert "entered service in 1942, after the agreed year 1939" in found["errors"][0]["message"]
    assert [u["fill"]["id"] for u in found["unchecked"]] == ["a6m5-zeke"]


def test_fighters_in_sight_points_unknown_then_given(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    force = write(tmp_path / "force.yaml", FIS)
    code, found = report(sortie, force, "--content", CONTENT)
    assert code == 0 and [u["fill"] for u in found["unchecked"]] == [
        {"game": "fis", "kind": "aircraft", "id": "fighter", "field": "points"}
    ]
    pack = write(
        tmp_path / "pack.yaml",
        """
        pack: 1
        patches:
          - {game: fis, kind: aircraft, id: fighter, points: 90}
        """,
    )
    code, found = report(sortie, force, "--content", CONTENT, "--content", pack)
    assert code == 1 and found["unchecked"] == []
    [error] = found["errors"]
    assert error["code"] == "points-limit"
    assert error["message"].startswith("RAF costs 110 points, 10 over the 100-point limit")


def test_a_format_that_asks_for_every_value_known_refuses_what_was_not_checked(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    content = tmp_path / "content"
    shutil.copytree(CONTENT / "brs", content / "brs")
    game = content / "brs/game.yaml"
    game.write_text(
        game.read_text(encoding="utf-8").replace(
            "formats:\n",
            "formats:\n  club-night:\n    name: {en: Club night}\n    require_known: true\n",
            1,
        ),
        encoding="utf-8",
    )
    deck = write(tmp_path / "deck.yaml", "format: club-night\n" + BRS.lstrip())
    code, found = report(sortie, deck, "--content", content)
    assert code == 1 and found["unchecked"] and found["valid"] is False
    [error] = found["errors"]
    assert (error["code"], error["line"]) == ("not-checked", 4)
    assert error["message"] == (
        "trait cards of Bf109F (traits unknown) was not checked, and Club night asks for "
        "every value known: give aircraft bf109f its traits (the value printed on your "
        "card) in a pack or under Your cards"
    )


BROKEN_AND_UNKNOWN = BRS + "  lucky-brake: 1\ncolour: red\n"
"""The deck above with a card no content defines (line 11, an error) and a key a deck does
not have (line 12, a warning): a rule broken, a part unchecked and a warning at once."""

UNKNOWN_CARD = (
    "card 'lucky-brake' is not defined (known: clear-skies, deep-pockets, defensive-tactics, "
    "dive-evasion, great-climb, great-dive, hail-of-fire, heavy-hitter, "
    "high-altitude-performance, home-ground, low-level-haze, numbers, … 7 more)"
)
"""The 19 Blood Red Skies cards named in alphabetical order, the first 12 shown."""


def test_require_known_keeps_the_rule_errors_of_a_deck_with_unknown_values(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    """``--require-known`` adds its errors after the rule's, never instead of them."""
    deck = write(tmp_path / "deck.yaml", BROKEN_AND_UNKNOWN)
    code, found = report(sortie, deck, "--content", CONTENT, "--require-known")
    assert code == 1 and found["status"] == "not-legal"
    assert [(e["code"], e["line"]) for e in found["errors"]] == [
        ("unknown-id", 11),
        ("not-checked", 3),
    ]
    assert [(w["code"], w["line"]) for w in found["warnings"]] == [
        ("unknown-key", 12),
        ("traits-unknown", 3),
    ]


def test_strict_puts_the_files_warnings_before_the_rule_errors_and_keeps_them(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    deck = write(tmp_path / "deck.yaml", BROKEN_AND_UNKNOWN)
    code, found = report(sortie, deck, "--content", CONTENT, "--strict")
    assert code == 1 and found["valid"] is False
    assert [(e["code"], e["line"]) for e in found["errors"]] == [
        ("unknown-key", 12),
        ("unknown-id", 11),
    ]
    assert [(w["code"], w["line"]) for w in found["warnings"]] == [("traits-unknown", 3)]
    code, both = report(sortie, deck, "--content", CONTENT, "--strict", "--require-known")
    assert [e["code"] for e in both["errors"]] == ["unknown-key", "unknown-id", "not-checked"]


def test_strict_makes_a_deck_legal_but_for_its_warnings_not_legal(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    """A deck with no rule broken: its own warning alone makes it not legal under
    ``--strict``, and it stays legal as far as known without."""
    deck = write(tmp_path / "deck.yaml", BRS + "colour: red\n")
    code, found = report(sortie, deck, "--content", CONTENT, "--strict")
    assert code == 1 and found["status"] == "not-legal"
    assert [e["code"] for e in found["errors"]] == ["unknown-key"]
    code, found = report(sortie, deck, "--content", CONTENT)
    assert code == 0 and found["status"] == "legal-as-far-as-known"


def test_a_deck_not_legal_still_says_what_was_not_checked(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    """4 Bf109F at skill 3: 4 × (36 + 50) = 344 points, hand 3 (the base hand)."""
    deck = write(tmp_path / "deck.yaml", BROKEN_AND_UNKNOWN)
    result = sortie("validate", deck, "--content", CONTENT)
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"{deck}:11: unknown-id: {UNKNOWN_CARD}",
        f"{deck}:3: warning: traits-unknown: the traits of the Bf109F are unknown: its trait "
        "cards cannot be checked",
        f"{deck}:12: warning: unknown-key: colour: unknown key (known keys: game, name, "
        "points_limit, format, period, force, deck)",
        f"{deck}: NOT LEGAL (1 error) · not checked: trait cards of Bf109F (traits unknown) · "
        "4 aircraft · hand 3 · 344 points",
    ]


def test_a_check_is_neither_strict_nor_requires_every_value_unless_asked(tmp_path: Path) -> None:
    """``check_deck``'s defaults, as the builders' twin checks and the conformance vectors
    call it: the file's warning stays a warning, the unchecked part stays unchecked."""
    from generator.reading.content import load_checked
    from generator.verdicts.reports import check_deck, read_deck

    deck = write(tmp_path / "deck.yaml", BRS + "colour: red\n")
    verdict = check_deck(read_deck(deck, load_checked(CONTENT, only={"brs"})))
    assert verdict.valid is True and verdict.errors == []
    assert [w.code for w in verdict.warnings] == ["unknown-key", "traits-unknown"]
    assert [u.code for u in verdict.unchecked] == ["traits-unknown"]
