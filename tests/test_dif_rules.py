"""Down In Flames arithmetic against the rulebooks' worked examples, computed by hand from
the sources (Aces High: the Corsair–Zeke turn, flak and bombing patterns, Poland 1939 at
three times its size; ZERO!: Malaya target #11), read through the shipped content so the
data and the rules are checked together."""

from __future__ import annotations

import pytest
from conftest import shipped_content

from generator.games.dif import rules
from generator.games.dif.schema import Aircraft, DifGame, Role

DIF = shipped_content().games["dif"]
INFO: DifGame = DIF.info


def plane(aircraft_id: str) -> Aircraft:
    return DIF.of("aircraft")[aircraft_id].item


CORSAIR = plane("f4u-corsair")
ZEKE = plane("a6m5-zeke")


def test_corsair_zeke_opening_hands_are_performance() -> None:
    assert CORSAIR.front.performance == 7 and ZEKE.front.performance == 7
    # A full hand draws nothing before the turn, whatever the Horsepower.
    for horsepower in range(6):
        assert rules.draw(7, horsepower, 0, 7) == 0


def test_corsair_speed_edge_is_one_free_manoeuvre_and_zeke_gets_none() -> None:
    assert CORSAIR.front.speed == 3 and ZEKE.front.speed == 2
    assert rules.speed_manoeuvres(CORSAIR.front.speed, ZEKE.front.speed) == 1
    assert rules.speed_manoeuvres(ZEKE.front.speed, CORSAIR.front.speed) == 0


def test_corsair_turn_hand_and_bursts() -> None:
    # 7 cards: Yo-Yo (6), Scissors (5), Tight Turn (4), the 2-burst In My Sights (3).
    hand = 7 - 4
    bursts = rules.available_bursts(INFO, CORSAIR.front.bursts or 0, "advantage")
    assert bursts == 2  # 1 inherent + 1 for Advantage: the 1- and 2-burst cards need 3
    assert 1 + 2 > bursts >= 2
    # The 3-hit card with no Firepower bonus is exactly the Zeke's flip threshold.
    assert rules.attack_hits(3, 0) == ZEKE.airframe_flip == 3
    medium = rules.horsepower_modifier(INFO, "medium", False)
    assert rules.draw(hand, CORSAIR.front.horsepower_post or 0, medium[1], 7) == 3  # 6 in hand


def test_zeke_turn_draws_bursts_and_three_hit_attack() -> None:
    pre = rules.horsepower_modifier(INFO, "medium", False)[0]
    assert rules.draw(3, ZEKE.front.horsepower_pre or 0, pre, 7) == 2  # 3 → 5 cards
    assert rules.available_bursts(INFO, ZEKE.front.bursts or 0, "advantage") == 1
    # 1-hit In My Sights + Zeke's +1 + one Tight Turn tactic = 3 hits.
    assert rules.attack_hits(1, ZEKE.front.firepower or 0, 1) == 3
    high_post = rules.horsepower_modifier(INFO, "high", False)[1]
    assert high_post == 0
    assert rules.draw(0, ZEKE.front.horsepower_post or 0, high_post, 7) == 2


def test_high_costs_one_pre_turn_card_and_turbo_treats_it_as_medium() -> None:
    assert rules.horsepower_modifier(INFO, "high", False) == (-1, 0)
    assert rules.horsepower_modifier(INFO, "high", True) == (0, 0)
    assert rules.horsepower_modifier(INFO, "very-high", True) == (-1, 0)
    assert rules.horsepower_modifier(INFO, "very-low", False) == (1, 1)


def test_bursts_by_position_and_the_ceiling() -> None:
    assert [rules.available_bursts(INFO, 2, p) for p in ("neutral", "advantage", "tailing")] == [
        2,
        3,
        5,
    ]  # Spitfire I, and the P-47D (Bursts 2) likewise


def test_poland_1939_at_three_times_its_size() -> None:
    score = rules.scaled_score(30, 13, 3)
    assert (score.axis, score.allies, score.net) == (10, 4, -6)
    airfield = next(x for x in INFO.targets if x.id == "poland-1939-3")
    assert (airfield.damaged, airfield.destroyed, airfield.flak) == (4, 8, 2)
    # At 3:1 the airfield needs 12 bombs to be Damaged and 24 to be Destroyed.
    assert rules.target_status(12 - 1, 4 * 3, 8 * 3) == "intact"
    assert rules.target_status(12, 4 * 3, 8 * 3) == "damaged"
    assert rules.target_status(24, 4 * 3, 8 * 3) == "destroyed"


def test_the_airfield_example_five_ten() -> None:
    # Aces High, "target bombing values and victory points": an airfield at 5/10 is Intact
    # with 0 to 4 bombs, Damaged with 5 to 9, Destroyed with 10 or more; its flak is not given.
    airfield = next(x for x in INFO.targets if x.id == "airfield-example")
    assert (airfield.damaged, airfield.destroyed, airfield.flak) == (5, 10, None)
    got = [
        rules.target_status(bombs, airfield.damaged, airfield.destroyed) for bombs in (4, 5, 9, 10)
    ]
    assert got == ["intact", "damaged", "damaged", "destroyed"]


def test_flak_two_hits_one_two_four() -> None:
    hits = {
        (flak, bomb): rules.flak_hits(INFO, 2, flak, bomb)
        for flak in ("dispersed", "normal", "tight")
        for bomb in ("dispersed", "normal", "tight")
    }
    assert [hits["dispersed", b] for b in ("dispersed", "normal", "tight")] == [1, 1, 1]
    assert [hits["normal", b] for b in ("dispersed", "normal", "tight")] == [0, 2, 2]
    assert [hits["tight", b] for b in ("dispersed", "normal", "tight")] == [0, 0, 4]


def test_option_modifiers_come_before_halving_or_doubling() -> None:
    assert [
        rules.flak_hits(INFO, 2, p, "tight", modifier=2) for p in ("dispersed", "normal", "tight")
    ] == [2, 4, 8]


@pytest.mark.parametrize(("side", "expected"), [("front", [7, 14, 28]), ("damaged", [4, 8, 16])])
def test_kate_bombing_patterns(side: str, expected: list[int]) -> None:
    kate = plane("b5n2-kate-ah")
    bombs = getattr(kate, side).bombs
    assert [
        rules.bombs_dropped(INFO, bombs, p) for p in ("dispersed", "normal", "tight")
    ] == expected


def test_target_status_of_a_five_ten_airfield() -> None:
    assert [rules.target_status(n, 5, 10) for n in (0, 4, 5, 9, 10, 30)] == [
        "intact",
        "intact",
        "damaged",
        "damaged",
        "destroyed",
        "destroyed",
    ]
    assert rules.mission_vp("intact", 5, 10) == (0, 10)
    assert rules.mission_vp("damaged", 5, 10) == (5, 0)


def test_malaya_target_11_with_four_ki21() -> None:
    speed = plane("ki-21").front.speed
    assert speed == 5
    target = next(x for x in INFO.targets if x.id == "malaya-11")
    assert (target.target_bound, target.home_bound) == (9, 8)
    length = rules.mission_length(target.target_bound, target.home_bound, [speed] * 4)
    assert (length.target_bound, length.over_target, length.home_bound) == (4, 3, 3)
    assert length.total == 10  # ZERO! 23.2: 4 + 3 + 3 turns


def test_fighters_count_as_six_and_short_phases_are_skipped() -> None:
    speeds = [
        rules.mission_speed(Role.FIGHTER, None, 6),
        rules.mission_speed(Role.MEDIUM_BOMBER, 5, 6),
    ]
    assert speeds == [6, 5]
    length = rules.mission_length(5, 6, [6])
    assert (length.target_bound, length.over_target, length.home_bound) == (0, 3, 0)


CARDS = {card_id: entry.item for card_id, entry in DIF.of("action-cards").items()}


def test_what_answers_what() -> None:
    table = rules.reaction_table(CARDS)
    assert table["ace-pilot"] == ["ace-pilot"]
    assert table["manoeuvre"] == ["ace-pilot", "barrel-roll", "tight-turn"]
    # A reaction to In My Sights answers every subtitled version.
    assert table["in-my-sights-fuel-tank"] == table["in-my-sights"]
    assert "barrel-roll" in table["in-my-sights-jinking"]
    assert table["out-of-the-sun"] == ["ace-pilot", "in-my-sights-jinking", "vertical-roll"]


# Hand-checked against the Aces High rulebook, "Detailed action-card rules" (each card's
# React To list; Ace Pilot answers any card played against your aircraft) and "Playing a
# card" (a card is answered when its title is in the other card's React To section).
ANSWERED_BY = {
    "in-my-sights": [
        "ace-pilot",
        "barrel-roll",
        "in-my-sights-jinking",
        "tight-turn",
        "vertical-roll",
    ],
    "out-of-the-sun": ["ace-pilot", "in-my-sights-jinking", "vertical-roll"],
    "manoeuvre": ["ace-pilot", "barrel-roll", "tight-turn"],
    "tight-turn": ["ace-pilot", "scissors", "tight-turn", "yo-yo"],
    "yo-yo": ["ace-pilot", "scissors", "vertical-roll", "yo-yo"],
    "scissors": ["ace-pilot", "barrel-roll", "scissors", "yo-yo"],
    "barrel-roll": ["ace-pilot", "barrel-roll", "tight-turn", "yo-yo"],
    "vertical-roll": ["ace-pilot", "vertical-roll", "yo-yo"],
    "ace-pilot": ["ace-pilot"],
    # "Tactic cards": Evasive is played on your own aircraft and the opponent cannot answer
    # it; Redline too is played on your own aircraft, never against an enemy, so not even
    # Ace Pilot ("any card played against your aircraft") answers it.
    "evasive": [],
    "redline": [],
}


def test_answers_match_the_rulebook() -> None:
    for played, expected in ANSWERED_BY.items():
        assert rules.answers(CARDS, played) == expected, played


def test_what_a_card_answers_matches_the_rulebook() -> None:
    # "Detailed action-card rules", Tight Turn: Tight Turn, Barrel Roll, In My Sights and a
    # manoeuvre; "In My Sights": ignore the subtitle when answering it.
    assert sorted(rules.answered(CARDS, "tight-turn")) == [
        "barrel-roll",
        "in-my-sights",
        "in-my-sights-fuel-tank",
        "in-my-sights-jinking",
        "manoeuvre",
        "tight-turn",
    ]
    assert rules.answered(CARDS, "ace-pilot") == ["any"]
    assert rules.answered(CARDS, "in-my-sights") == []


def test_evasive_follows_a_hit_but_not_a_fuel_tank() -> None:
    # "Detailed action-card rules", Evasive: after a successful In My Sights or Out of the
    # Sun, two hits fewer; In My Sights (Fuel Tank): Evasive does not change the kill.
    for played in ("in-my-sights", "in-my-sights-jinking", "out-of-the-sun"):
        assert rules.played_after(CARDS, played) == ["evasive"], played
    assert rules.played_after(CARDS, "in-my-sights-fuel-tank") == []
    assert rules.played_after(CARDS, "tight-turn") == []


def test_zero_examples_agree() -> None:
    # ZERO!, the example of a fighter attacking a bomber formation (after 20.54): a Tight
    # Turn answers a Tight Turn played in answer; in the flak example Scissors and
    # Maneuvering answer neither In My Sights nor Out of the Sun.
    assert "tight-turn" in rules.answers(CARDS, "tight-turn")
    assert "scissors" not in rules.answers(CARDS, "in-my-sights")
    assert "scissors" not in rules.answers(CARDS, "out-of-the-sun")


def test_the_example_turn_chains() -> None:
    table = rules.reaction_table(CARDS)
    assert "tight-turn" in table["manoeuvre"]  # Zeke answers the speed manoeuvre
    assert "yo-yo" in table["tight-turn"]  # Corsair answers the Tight Turn
    assert "scissors" in table["tight-turn"]  # Zeke's Scissors against a Tight Turn
    assert "yo-yo" in table["scissors"]  # Zeke's Yo-Yo beats the Corsair's Scissors
    assert "barrel-roll" in table["in-my-sights"]  # Corsair's last answer
    assert "scissors" not in table["in-my-sights"]
