"""Messages that say what to change (issue 18): an unknown id first, and the errors that may
follow from it marked; a limit's error names the cheapest fix on the line it changes. Every
expected message is worked out by hand here, not by calling the code."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import CONTENT, write

TRAITS_TWO_DOCTRINE_TWO_THEATRE = (
    "  dive-evasion: 1\n  hail-of-fire: 1\n  clear-skies: 1\n  numbers: 1\n"
)


def errors(sortie, path: Path, content: Path = CONTENT) -> list[dict]:
    result = sortie("validate", path, "--format", "json", "--content", content)
    assert result.exit_code == 1, result.output
    [found] = json.loads(result.stdout)
    return found["errors"]


def test_brs_misspelt_card_comes_first_and_the_shortfall_is_marked(tmp_path: Path, sortie) -> None:
    # Six Bf109E need 3 Great Climb + 3 Great Dive; 'great-dvie' is not counted, so the
    # deck has 3 (3/0). The shortfall lies on line 6 (great-climb), before the misspelt
    # card's line 7, yet the unknown id comes first.
    path = write(
        tmp_path / "d.yaml",
        "game: brs\nforce:\n  - aircraft: bf109e\n    count: 6\ndeck:\n"
        "  great-climb: 3\n  great-dvie: 3\n" + TRAITS_TWO_DOCTRINE_TWO_THEATRE,
    )
    found = errors(sortie, path)
    assert [(e["code"], e["line"]) for e in found] == [("unknown-id", 7), ("trait-count", 6)]
    assert found[0]["message"].startswith(
        "card 'great-dvie' is not defined (did you mean 'great-dive'? known: "
    )
    assert found[1]["message"] == (
        "6 Bf109E need 6 trait cards, split 3/3 between Great Climb and Great Dive; the deck "
        "has 3 (3/0): add 3 trait cards (may follow from the unknown card 'great-dvie')"
    )


def test_brs_over_by_25_where_one_skill_step_saves_25(tmp_path: Path, sortie) -> None:
    # 4 Bf109E at skill 4: 4 x (31 + 75) = 424, 25 over 399. Lowering one pilot from 4 to 3
    # saves 75 - 50 = 25, exactly enough, and less than dropping one aircraft (106).
    path = write(
        tmp_path / "d.yaml",
        "game: brs\npoints_limit: 399\nforce:\n  - aircraft: bf109e\n    count: 4\n"
        "    skill: 4\ndeck:\n  great-climb: 2\n  great-dive: 2\n"
        + TRAITS_TWO_DOCTRINE_TWO_THEATRE,
    )
    assert errors(sortie, path) == [
        {
            "code": "points-limit",
            "message": "the force costs 424 points, 25 over the 399-point limit: lower one "
            "Bf109E pilot from skill 4 to 3, which saves 25 points",
            "line": 4,  # the force line to change, not the limit's line 2
        }
    ]


def test_brs_over_by_26_drops_an_aircraft(tmp_path: Path, sortie) -> None:
    # The same force under a 398-point limit: 26 over. One skill step saves 25, too little;
    # 4 to 2 saves 50 and dropping one Bf109E 106: the smaller, 50, is named.
    path = write(
        tmp_path / "d.yaml",
        "game: brs\npoints_limit: 398\nforce:\n  - aircraft: bf109e\n    count: 4\n"
        "    skill: 4\ndeck:\n  great-climb: 2\n  great-dive: 2\n"
        + TRAITS_TWO_DOCTRINE_TWO_THEATRE,
    )
    [found] = errors(sortie, path)
    assert found["message"] == (
        "the force costs 424 points, 26 over the 398-point limit: lower one Bf109E pilot "
        "from skill 4 to 2, which saves 50 points"
    )


@pytest.fixture
def dif_content(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(
        CONTENT / "dif", root / "dif", ignore=shutil.ignore_patterns("rules", "glossary")
    )
    return root


def test_dif_over_the_vp_limit_names_what_to_fly_instead(
    tmp_path: Path, sortie, dif_content: Path
) -> None:
    # Two German Aces High aircraft of known VP within an 8-VP limit: 7 and 5. The Bf-110C
    # (10 VP) is over it; the one to fly instead is the 7-VP one, the most within the limit.
    for stem, name, vp in (("me-7", "Test Seven", 7), ("me-5", "Test Five", 5)):
        write(
            dif_content / f"dif/aircraft/{stem}.yaml",
            f"name: {{en: {name}}}\nedition: aces-high\nnation: germany\nvp: {vp}\n"
            "source: a test aircraft\n",
        )
    path = write(
        tmp_path / "s.yaml",
        "game: dif\nedition: aces-high\nvp_limit: 8\nsides:\n  - aircraft:\n"
        "      - aircraft: p-11c\n      - aircraft: bf-110c\n",
    )
    assert errors(sortie, path, dif_content) == [
        {
            "code": "vp-limit",
            "message": "Bf-110C is worth 10 VP, more than the agreed limit of 8: drop it, or "
            "fly the Test Seven (7 VP) instead",
            "line": 7,
        }
    ]


def test_dif_over_the_vp_limit_says_what_is_unknown(tmp_path: Path, sortie) -> None:
    # In the shipped content the other German Aces High aircraft (Bf-109E, Bf-109G, Ju-87B)
    # have no VP value yet: none can be named, and the message says so.
    path = write(
        tmp_path / "s.yaml",
        "game: dif\nedition: aces-high\nvp_limit: 8\nsides:\n  - aircraft:\n"
        "      - aircraft: bf-110c\n",
    )
    [found] = errors(sortie, path)
    assert found["message"] == (
        "Bf-110C is worth 10 VP, more than the agreed limit of 8: drop it; no other aircraft "
        "of Germany in Aces High (DVG) is known to be worth 8 VP or less (the VP of 3 of them "
        "is unknown)"
    )


def test_dif_unknown_aircraft_comes_first(tmp_path: Path, sortie) -> None:
    # The vp-limit error is on line 6, the misspelt aircraft on line 7: the unknown id first.
    path = write(
        tmp_path / "s.yaml",
        "game: dif\nedition: aces-high\nvp_limit: 8\nsides:\n  - aircraft:\n"
        "      - aircraft: bf-110c\n      - aircraft: p-11d\n",
    )
    found = errors(sortie, path)
    assert [(e["code"], e["line"]) for e in found] == [("unknown-id", 7), ("vp-limit", 6)]
    assert found[0]["message"].startswith("aircraft 'p-11d' is not defined (did you mean 'p-11c'?")


def test_fis_unknown_leader_class_comes_first_and_marks_the_lone_wingman(
    tmp_path: Path, sortie
) -> None:
    # 'gould' is not a leader class, so the side has a wingman and, as far as the check
    # can tell, no leader: that error (line 4, the side) may follow from the misspelling.
    path = write(
        tmp_path / "f.yaml",
        "game: fis\nsides:\n  - name: RAF\n    players:\n      - formations:\n"
        "          - aircraft:\n              - {aircraft: fighter, leader: gould}\n"
        "              - {aircraft: fighter, wingman: true}\n",
    )
    found = errors(sortie, path)
    assert [(e["code"], e["line"]) for e in found] == [
        ("unknown-id", 7),
        ("wingman-without-leader", 3),
    ]
    assert found[0]["message"].startswith(
        "leader class 'gould' is not defined (did you mean 'gold'?"
    )
    assert found[1]["message"] == (
        "RAF has 1 wingman and no leader: a wingman protects a leader; add a leader or remove "
        "the wingmen (may follow from the unknown leader class 'gould')"
    )


def test_fis_over_the_limit_names_the_leader_to_stand_down(tmp_path: Path, sortie) -> None:
    # Aircraft points are unknown; a Historic (40) and a Silver (12) leader and two wingmen
    # (5 each) are 62 known points, 12 over a 50-point limit. Known savings: 40, 12, and
    # 5 per wingman line: the smallest that covers 12 is the Silver leader, on line 9.
    path = write(
        tmp_path / "f.yaml",
        "game: fis\npoints_limit: 50\nsides:\n  - name: RAF\n    players:\n"
        "      - formations:\n"
        "          - aircraft: [{aircraft: fighter, leader: historic, pilot: Ace}]\n"
        "          - aircraft:\n              - {aircraft: fighter, leader: silver}\n"
        "              - {aircraft: fighter, wingman: true, count: 2}\n",
    )
    assert errors(sortie, path) == [
        {
            "code": "points-limit",
            "message": "RAF costs at least 62 points, 12 over the 50-point limit: make the "
            "Silver leader a plain pilot, which saves 12 points; the unknown values may call "
            "for more",
            "line": 9,
        }
    ]
