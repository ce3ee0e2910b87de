"""Blood Red Skies points, unknown traits, the doctrine assumption and the campaign rules,
each checked against numbers worked out by hand from the sources:

- pilot costs: skill 2–5 cost 25 / 50 / 75 / 100 (two public sources; the advanced rules'
  +100 for an ace), skill 1 unknown; a named ace's card replaces the pilot cost;
- base points from the public squadron builder: Bf109E 31, Spitfire II 31, Hurricane I 26;
- the campaign rules: at most half a squadron, rounded down, of Limit types; in Mid 1941
  the RAF's Spitfire II is Limit and its Hurricane II Auto.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import CONTENT, shipped_content, write

from generator.games.brs.campaign import limit_most
from generator.games.brs.messages import MESSAGES
from generator.games.brs.pricing import price
from generator.words.wording import Words

BRS = shipped_content().games["brs"]
AIRCRAFT = BRS.of("aircraft")
ACES = BRS.of("aces")
ENGLISH = Words.of(MESSAGES, "en")

TWO_DOCTRINE_TWO_THEATRE = "  dive-evasion: 1\n  hail-of-fire: 1\n  clear-skies: 1\n  numbers: 1\n"


def report(sortie, path: Path, content: Path = CONTENT) -> dict:
    [found] = json.loads(sortie("validate", path, "--format", "json", "--content", content).stdout)
    return found


@pytest.mark.parametrize(("skill", "cost"), [(1, None), (2, 25), (3, 50), (4, 75), (5, 100)])
def test_each_pilot_skill_costs_its_table_value(skill: int, cost: int | None) -> None:
    bf109e = AIRCRAFT["bf109e"].item
    result = price(ENGLISH, BRS.info, None, [(bf109e, 2, skill)], [])
    if cost is None:
        assert result.total == 2 * 31 and result.unknown == ["the cost of a skill 1 pilot"]
    else:
        assert result.total == 2 * (31 + cost) and result.known


def test_a_named_ace_card_replaces_the_pilot_cost() -> None:
    # Witold Urbanowicz: 125 points on his card, flying a Hurricane I of 26 base points.
    ace = ACES["witold-urbanowicz"].item
    hurricane = AIRCRAFT["hurricane-i"].item
    result = price(ENGLISH, BRS.info, None, [], [(ace, hurricane)])
    assert result.total == 26 + 125 and result.known


def test_a_format_may_bring_its_own_pilot_costs(brs_content: Path, tmp_path: Path, sortie) -> None:
    game = brs_content / "brs/game.yaml"
    game.write_text(
        game.read_text(encoding="utf-8")
        + "  house:\n    name: {en: House}\n    skill_points: {1: 5, 2: 10, 3: 20, 4: 30, 5: 40}\n",
        encoding="utf-8",
    )
    deck = write(
        tmp_path / "d.yaml",
        "game: brs\nformat: house\nforce:\n  - aircraft: bf109e\n    count: 2\n    skill: 1\n",
    )
    verdict = report(sortie, deck, brs_content)
    assert verdict["points"] == 2 * (31 + 5) and verdict["points_known"] is True


@pytest.mark.parametrize(("limit", "legal"), [(405, True), (404, False)])
def test_the_known_lower_bound_at_and_one_over_the_limit(
    tmp_path: Path, sortie, limit: int, legal: bool
) -> None:
    # One Bf109E at each skill: 5 x 31 + 25 + 50 + 75 + 100 = 405, the skill 1 cost unknown.
    force = "".join(f"  - aircraft: bf109e\n    skill: {s}\n" for s in range(1, 6))
    deck = write(
        tmp_path / "d.yaml",
        f"game: brs\npoints_limit: {limit}\nforce:\n{force}deck:\n"
        "  great-climb: 3\n  great-dive: 2\n" + TWO_DOCTRINE_TWO_THEATRE,
    )
    verdict = report(sortie, deck)
    assert verdict["valid"] is legal
    assert verdict["points"] == 405 and verdict["points_known"] is False
    assert verdict["details"]["points_unknown"] == ["the cost of a skill 1 pilot"]
    if legal:
        assert [w["code"] for w in verdict["warnings"]] == ["points-unknown"]
    else:
        assert verdict["errors"] == [
            {
                "code": "points-limit",
                # Any one skill step (25) is enough; the first is on the skill 3 line.
                "message": "the force costs at least 405 points (unknown: the cost of a skill 1 "
                "pilot), 1 over the 404-point limit: lower one Bf109E pilot from skill 3 to 2, "
                "which saves 25 points; the unknown values may call for more",
                "line": 8,
            }
        ]


def test_eight_aces_over_a_500_limit_is_an_error_even_with_unknowns(tmp_path: Path, sortie) -> None:
    # The case: 8 skill 5 pilots are 800 points of pilots alone.
    deck = write(
        tmp_path / "d.yaml",
        "game: brs\npoints_limit: 500\nforce:\n  - aircraft: p-40e-tomahawk\n    count: 8\n"
        "    skill: 5\n",
    )
    verdict = report(sortie, deck)
    assert "points-limit" in [e["code"] for e in verdict["errors"]]
    assert verdict["points"] == 800 and verdict["points_known"] is False


def test_text_output_shows_the_lower_bound(sortie) -> None:
    # The example: 5 Bf109E at skill 3 (5 x 81) and Adolf Galland on a Bf109E (31 + unknown).
    result = sortie("validate", CONTENT.parent / "examples/jg26.yaml", "--content", CONTENT)
    assert result.exit_code == 0
    assert result.output.splitlines()[-1].endswith(
        "legal · 6 aircraft · hand 3 · ≥ 436 points (1 value unknown)"
    )


def test_unknown_traits_warn_instead_of_a_false_error(tmp_path: Path, sortie) -> None:
    deck = write(
        tmp_path / "d.yaml",
        "game: brs\nforce:\n  - aircraft: spitfire-ii\n    count: 2\n"
        "  - aircraft: p-40e-tomahawk\n    count: 2\ndeck:\n  tight-turn: 2\n  robust: 2\n"
        + TWO_DOCTRINE_TWO_THEATRE,
    )
    verdict = report(sortie, deck)
    assert verdict["valid"] is True, verdict["errors"]
    assert verdict["warnings"] == [
        {
            "code": "traits-unknown",
            "message": "the traits of the P-40E Tomahawk are unknown: its trait cards cannot "
            "be checked",
            "line": 5,
        }
    ]
    # With known traits the same Robust cards are foreign: the warning really replaced it.
    known = write(
        tmp_path / "k.yaml",
        deck.read_text(encoding="utf-8").replace("p-40e-tomahawk", "bf109e"),
    )
    assert "trait-foreign" in [e["code"] for e in report(sortie, known)["errors"]]


def test_the_doctrine_warning_becomes_an_error_once_verified(
    brs_content: Path, tmp_path: Path, sortie
) -> None:
    deck = write(
        tmp_path / "d.yaml",
        "game: brs\nforce:\n  - aircraft: bf109e\n    count: 7\ndeck:\n"
        "  great-climb: 4\n  great-dive: 3\n" + TWO_DOCTRINE_TWO_THEATRE,
    )
    unverified = report(sortie, deck, brs_content)
    assert unverified["valid"] is True
    assert [w["code"] for w in unverified["warnings"]] == ["doctrine-count"]
    assert "assumed doctrine table" in unverified["warnings"][0]["message"]
    game = brs_content / "brs/game.yaml"
    game.write_text(
        game.read_text(encoding="utf-8").replace("verified: false", "verified: true"), "utf-8"
    )
    verified = report(sortie, deck, brs_content)
    assert verified["valid"] is False
    assert verified["errors"] == [
        {
            "code": "doctrine-count",
            "message": "7 aircraft need 3 doctrine cards; the deck has 2: add 1 doctrine card",
            "line": 8,
        }
    ]


@pytest.mark.parametrize(("total", "most"), [(1, 0), (2, 1), (5, 2), (6, 3), (7, 3)])
def test_half_a_squadron_rounded_down(total: int, most: int) -> None:
    assert limit_most(total) == most


@pytest.mark.parametrize(("spitfires", "hurricanes", "legal"), [(2, 3, True), (3, 2, False)])
def test_campaign_limit_rule_mid_1941(
    tmp_path: Path, sortie, spitfires: int, hurricanes: int, legal: bool
) -> None:
    deck = write(
        tmp_path / "d.yaml",
        "game: brs\nformat: campaign\nperiod: {year: 1941, block: mid}\nforce:\n"
        f"  - aircraft: spitfire-ii\n    count: {spitfires}\n"
        f"  - aircraft: hurricane-ii\n    count: {hurricanes}\n"
        f"deck:\n  tight-turn: {spitfires}\n" + TWO_DOCTRINE_TWO_THEATRE,
    )
    verdict = report(sortie, deck)
    assert verdict["valid"] is legal, verdict["errors"]
    if not legal:
        assert [e["message"] for e in verdict["errors"]] == [
            "3 of the 5 aircraft are Limit types in Mid 1941 (Spitfire II ×3); at most 2 may "
            "be (half the squadron, rounded down): replace 1 with Auto types"
        ]


def test_campaign_air_force_chooses_the_list(tmp_path: Path, sortie) -> None:
    # The P-39 flies for the Soviets (its nation) and the USAAF. Late 1942: Soviet Limit,
    # USAAF Auto. 1 P-39 in a squadron of 1 may be Limit only 0 times.
    base = "game: brs\nformat: campaign\nforce:\n  - aircraft: p-39-airacobra\n"
    soviet = write(tmp_path / "s.yaml", base + "period: {year: 1942, block: late}\n")
    usaaf = write(tmp_path / "u.yaml", base + "period: {year: 1942, block: late, air_force: us}\n")
    assert "campaign-limit" in [e["code"] for e in report(sortie, soviet)["errors"]]
    assert "campaign-limit" not in [e["code"] for e in report(sortie, usaaf)["errors"]]


def test_the_points_rules_page_shows_the_game_table() -> None:
    # The rules page writes the pilot costs out for players; game.yaml is what the checks use.
    page = (CONTENT / "brs/rules/points-and-campaigns.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| (\d)(?: \(ace\))? \| (\w+) \|$", page, re.M))
    table = BRS.info.pilot_costs.costs
    assert {int(k): (None if v == "unknown" else int(v)) for k, v in rows.items()} == table


@pytest.mark.parametrize(
    ("format_line", "limit_line", "said"),
    [
        # Four Bf109E at skill 3: 4 x (31 + 50) = 324, against Gathering of Eagles' 500.
        ("format: gathering-of-eagles\n", "", "324 / 500 points"),
        # The deck's own limit wins over its format's.
        ("format: gathering-of-eagles\n", "points_limit: 330\n", "324 / 330 points"),
        # No limit: the points alone.
        ("", "", "324 points"),
    ],
)
def test_the_verdict_line_says_the_points_against_the_limit(
    tmp_path: Path, sortie, format_line: str, limit_line: str, said: str
) -> None:
    deck = write(
        tmp_path / "d.yaml",
        f"game: brs\n{format_line}{limit_line}force:\n  - aircraft: bf109e\n    count: 4\n"
        "deck:\n  great-climb: 2\n  great-dive: 2\n" + TWO_DOCTRINE_TWO_THEATRE,
    )
    result = sortie("validate", deck, "--content", CONTENT)
    assert result.output.splitlines()[-1] == f"{deck}: legal · 4 aircraft · hand 3 · {said}"
    [report] = json.loads(sortie("validate", deck, "--content", CONTENT, "--format", "json").output)
    limit = int(said.split()[2]) if "/" in said else None
    assert report["required"]["points_limit"] == limit
