"""Fighters in Sight: the manual's own examples and hand-computed cases, through the real
content, the real force files and the real ``sortie validate``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import CONTENT, ROOT, write

from generator.games.fis import rules
from generator.games.fis.schema import FisGame
from generator.reading.content import load_checked


@pytest.fixture(scope="module")
def info() -> FisGame:
    return load_checked(CONTENT, only={"fis"}).games["fis"].info


def test_initiative_example_from_the_manual(info: FisGame) -> None:
    # Paul shot down 2 aircraft last turn and rolls 3; Pierre shot down 1 and rolls 5.
    assert rules.initiative(info, 3, 2) == 5
    assert rules.initiative(info, 5, 1) == 6
    assert rules.initiative_winner(info, {"Paul": (3, 2), "Pierre": (5, 1)}) == ["Pierre"]


def test_initiative_first_turn_has_no_victories_and_a_tie_is_shared(info: FisGame) -> None:
    assert rules.initiative(info, 4, 0) == 4
    assert rules.initiative_winner(info, {"a": (6, 0), "b": (4, 2)}) == ["a", "b"]


@pytest.mark.parametrize(
    ("players", "cards"),
    # The manual's team table: 2 players 4 cards, 3 players 6, 4 players 8, and 2 more for
    # each further player; one player alone holds the standard 4.
    [(1, 4), (2, 4), (3, 6), (4, 8), (5, 10), (6, 12)],
)
def test_team_card_counts_from_the_manual(info: FisGame, players: int, cards: int) -> None:
    assert rules.hand_size(info, players, 0) == cards


@pytest.mark.parametrize(("players", "leaders", "cards"), [(1, 1, 5), (1, 3, 7), (3, 2, 8)])
def test_one_more_card_per_leader(info: FisGame, players: int, leaders: int, cards: int) -> None:
    assert rules.hand_size(info, players, leaders) == cards


def test_altitude_example_from_the_manual(info: FisGame) -> None:
    # Manual, "Règles avancées" (firing across altitudes): a shot from altitude 3 at a
    # defender at altitude 1 gives him 2 more dodge dice, one per level between them.
    [across] = [m for m in info.firing_modifiers if m.per_level]
    assert (across.advanced, across.combat_dice, across.dodge_dice * abs(3 - 1)) == (True, 0, 2)


def test_fuel_examples_from_the_manual(info: FisGame) -> None:
    # Manual, "Règles avancées" (Perte de carburant): 3 speed points turned into dodge dice
    # burn 3 fuel points; one extra hex of WEP burns 1; every new turn burns 1.
    fuel = info.fuel
    assert (fuel.per_dodge_die * 3, fuel.wep, fuel.per_turn) == (3, 1, 1)


def test_the_reviewed_rules_are_flagged_as_our_reading(info: FisGame) -> None:
    assert info.card_lifetime.verified is False
    assert info.fuel.wep_conflict.verified is False and info.fuel.wep == 1
    assert info.dodge.reading.verified is False
    assert [r.cancels for r in info.dodge.results] == [["damage"], ["damage", "critical"]]


def test_leader_classes_hold_the_manual_numbers() -> None:
    game = load_checked(CONTENT, only={"fis"}).games["fis"]
    leaders = {k: v.item for k, v in game.of("leaders").items()}
    assert {k: v.points for k, v in leaders.items()} == {"silver": 12, "gold": 20, "historic": 40}
    assert {k: v.dodge_dice for k, v in leaders.items()} == {"silver": 1, "gold": 2, "historic": 4}
    assert leaders["historic"].activations == 2 and leaders["historic"].structure_bonus == 1
    assert game.of("wingmen")["wingman"].item.points == 5
    assert sorted(w.item.force for w in game.of("winds").values()) == [1, 2, 3]


def test_no_fis_source_names_a_seed_file() -> None:
    sources = [p for p in (CONTENT / "fis").rglob("*") if p.suffix in {".yaml", ".md"}]
    assert len(sources) >= 10
    for path in sources:
        text = path.read_text(encoding="utf-8")
        assert ".txt" not in text and "FACTS" not in text, path


def verdict(sortie, path: Path) -> tuple[int, dict]:
    result = sortie("validate", path, "--content", CONTENT, "--format", "json")
    [found] = json.loads(result.stdout)
    return result.exit_code, found


def test_the_example_force_is_accepted_with_its_points_limit(sortie) -> None:
    code, report = verdict(sortie, ROOT / "examples/fis-channel-patrol.yaml")
    assert code == 0 and report["valid"] is True
    assert report["required"]["points_limit"] == 100
    raf, luftwaffe = report["details"]["sides"]
    # RAF: 2 players (4 cards) + Gold and Silver leaders; Luftwaffe: 1 player + Historic.
    assert (raf["hand_size"], raf["activations"], raf["points"]) == (6, 2, 37)
    assert (luftwaffe["hand_size"], luftwaffe["activations"], luftwaffe["points"]) == (5, 2, 45)
    # The whole verdict: no error, and only the two warnings that the stand-in aircraft's
    # unknown points call for, on the file's points_limit line (6).
    assert report["errors"] == []
    assert [(w["code"], w["line"], w["message"]) for w in report["warnings"]] == [
        (
            "points-unknown",
            6,
            "cannot check RAF's 100-point limit: unknown Fighter (stand-in) points",
        ),
        (
            "points-unknown",
            6,
            "cannot check Luftwaffe's 100-point limit: unknown Bomber (stand-in) points, "
            "Fighter (stand-in) points",
        ),
    ]
    loss = luftwaffe["leaders"][0]["loss"]
    assert any("1 card smaller" in text for text in loss)
    assert any("instead of 2" in text for text in loss)


def test_every_problem_at_once_with_lines_and_exit_1(tmp_path: Path, sortie) -> None:
    force = write(
        tmp_path / "force.yaml",
        """
        game: fis
        points_limit: 30
        sides:
          - name: RAF
            players:
              - formations:
                  - aircraft:
                      - {aircraft: fighter, count: 7}
                      - {aircraft: fighter, wingman: true}
                      - {aircraft: typhoon}
        """,
    )
    result = sortie("validate", force, "--content", CONTENT)
    assert result.exit_code == 1
    out = result.output
    assert f"{force}:4: wingman-without-leader: RAF has 1 wingman" in out
    assert f"{force}:7: formation-size: formation 1 of player 1 (RAF) has 9 aircraft" in out
    assert f"{force}:10: unknown-id: aircraft 'typhoon' is not defined" in out


def test_a_malformed_force_file_exits_2(tmp_path: Path, sortie) -> None:
    force = write(
        tmp_path / "force.yaml",
        """
        game: fis
        sides:
          - players:
              - formations:
                  - aircraft: [{aircraft: fighter, leader: gold, count: 2}]
        """,
    )
    result = sortie("validate", force, "--content", CONTENT)
    assert result.exit_code == 2
    assert "a leader flies one aircraft" in result.output
    assert "Traceback" not in result.output


def test_sortie_deck_says_fis_has_no_deck_to_complete(sortie) -> None:
    result = sortie("deck", ROOT / "examples/fis-channel-patrol.yaml", "--content", CONTENT)
    assert result.exit_code == 2
    assert (
        "a Fighters in Sight force has no deck to complete: action cards are dealt from the "
        "game's common deck each turn" in result.output
    )


def test_a_wingman_where_the_content_defines_none_is_unknown(tmp_path: Path, sortie) -> None:
    """A content folder whose wingman is not ``fis/wingmen/wingman.yaml`` (a club's own,
    renamed): a ``wingman: true`` line is then an unknown id at its own line, naming the
    wingmen the content does define; the side still has its leader, so that is all."""
    root = tmp_path / "content"
    shutil.copytree(
        CONTENT / "fis", root / "fis", ignore=shutil.ignore_patterns("rules", "glossary")
    )
    (root / "fis/wingmen/wingman.yaml").rename(root / "fis/wingmen/ailier.yaml")
    path = write(
        tmp_path / "force.yaml",
        """
        game: fis
        sides:
          - players:
              - formations:
                  - aircraft:
                      - {aircraft: fighter, leader: gold}
                      - {aircraft: fighter, wingman: true}
        """,
    )
    result = sortie("validate", path, "--format", "json", "--content", root)
    [found] = json.loads(result.stdout)
    assert [(e["code"], e["line"], e["message"]) for e in found["errors"]] == [
        ("unknown-id", 7, "wingman 'wingman' is not defined (known: ailier)")
    ]


def test_the_text_verdict_sums_up_each_side(sortie) -> None:
    """The example's RAF: 1 + 1 + 2 + 1 + 3 = 8 aircraft, 2 players (hand 4 + Gold and
    Silver leaders = 6), 2 activations, 37 known points; the Luftwaffe: 6 + 1 + 1 + 2 = 10
    aircraft, 1 player (hand 4 + a Historic leader = 5), 2 activations, 45 known points;
    "+" as the stand-ins' points are unknown; 18 aircraft and 2 sides in all."""
    path = ROOT / "examples/fis-channel-patrol.yaml"
    lines = sortie("validate", path, "--content", CONTENT).output.splitlines()
    assert f"{path}: RAF: 8 aircraft · 2 players · hand 6 · 2 activations · 37 points+" in lines
    assert (
        f"{path}: Luftwaffe: 10 aircraft · 1 player · hand 5 · 2 activations · 45 points+" in lines
    )
    assert lines[-1].endswith(" · 18 aircraft · 2 sides"), lines[-1]
