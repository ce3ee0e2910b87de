"""``sortie validate`` on Down In Flames set-up files: the examples pass, every code fires
with file, line and a message that says what to change, and the JSON has BRS's shape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CONTENT, ROOT, write

EXAMPLES = sorted(ROOT.glob("examples/dif-*.yaml"))


def report(sortie, path: Path) -> tuple[int, dict]:
    result = sortie("validate", path, "--format", "json", "--content", CONTENT)
    [found] = json.loads(result.stdout)
    return result.exit_code, found


def codes(found: dict) -> list[str]:
    return [e["code"] for e in found["errors"]]


def test_one_example_per_edition_is_legal(sortie) -> None:
    """Legal means the whole verdict: no error, no warning, nothing left unchecked (none of
    the examples sets a limit on a value our data lacks)."""
    editions = set()
    for path in EXAMPLES:
        code, found = report(sortie, path)
        assert code == 0
        verdict = {k: found[k] for k in ("status", "valid", "errors", "warnings", "unchecked")}
        assert verdict == {
            "status": "legal",
            "valid": True,
            "errors": [],
            "warnings": [],
            "unchecked": [],
        }, path
        editions.add(found["details"]["edition"])
    assert editions == {"aces-high", "zero"}


def test_json_shape_matches_brs_and_reports_hands_and_head_start(sortie) -> None:
    _, found = report(sortie, ROOT / "examples/dif-aces-high-poland.yaml")
    assert set(found) == {
        "file", "status", "valid", "hand_size", "aircraft", "points", "points_known",
        "required", "errors", "warnings", "unchecked", "details",
    }  # fmt: skip
    poland, germany = found["details"]["sides"]
    # Two P.11c (3 VP) against a Bf-110C (10 VP): the Poles start 4 VP up.
    assert (poland["vp"], germany["vp"]) == (6, 10)
    assert (poland["head_start"], germany["head_start"]) == (4, 0)
    assert poland["aircraft"][0]["altitude_bonus"] == 2  # Very Low start
    assert germany["aircraft"][0]["altitude_bonus"] == 1  # Low start
    # A+1 raises the airframe, not Performance; the P.11c's Performance is unknown.
    assert poland["aircraft"] == [
        {
            "aircraft": "p-11c",
            "name": "P.11c",
            "count": 2,
            "vp": 3,
            "performance": None,
            "pilot_bonus": 0,
            "altitude_bonus": 2,
            "opening_hand": None,
            "bomber": False,
        }
    ]


def test_corsair_zeke_opening_hands_are_seven(sortie) -> None:
    _, found = report(sortie, ROOT / "examples/dif-aces-high-corsair-zeke.yaml")
    hands = [s["aircraft"][0]["opening_hand"] for s in found["details"]["sides"]]
    assert hands == [7, 7]


def test_pilot_performance_code_adds_to_the_opening_hand(tmp_path: Path, sortie) -> None:
    path = write(
        tmp_path / "s.yaml",
        """
        game: dif
        edition: aces-high
        altitude_bonus: true
        sides:
          - aircraft:
              - aircraft: spitfire-i
                altitude: low
                pilot: {codes: [P+2]}
        """,
    )
    _, found = report(sortie, path)
    line = found["details"]["sides"][0]["aircraft"][0]
    assert (line["performance"], line["pilot_bonus"], line["altitude_bonus"]) == (6, 2, 1)
    assert line["opening_hand"] == 9


ACES = """
game: dif
edition: aces-high
vp_limit: 5
year: 1939
historical: true
sides:
  - name: Axis
    aircraft:
      - aircraft: bf-110c
      - aircraft: spitfire-i
  - name: Allies
    aircraft:
      - aircraft: p-11c
        altitude: very-high
        pilot: {codes: [Z+9]}
      - aircraft: no-such-plane
"""


def test_every_aces_high_code_with_line_and_message(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "s.yaml", ACES)
    result = sortie("validate", path, "--content", CONTENT)
    assert result.exit_code == 1
    text = result.output
    assert f"{path}:9: vp-limit: Bf-110C is worth 10 VP, more than the agreed limit of 5" in text
    assert f"{path}:7: alliance: side 1 mixes Allies and Axis aircraft" in text
    assert (
        f"{path}:14: altitude: P.11c may not start at Very High: start at Very Low, Low, Medium\n"
        in text
    )
    assert f"{path}:15: pilot-code: 'Z+9' is not an experienced-pilot code" in text
    assert f"{path}:16: unknown-id: aircraft 'no-such-plane' is not defined" in text
    _, found = report(sortie, path)
    assert sorted(set(codes(found))) == [
        "alliance",
        "altitude",
        "pilot-code",
        "unknown-id",
        "vp-limit",
    ]
    assert "year-unknown" in [w["code"] for w in found["warnings"]]


def test_year_code(tmp_path: Path, sortie, dif_content: Path) -> None:
    write(
        dif_content / "dif/aircraft/late-bird.yaml",
        """
        name: {en: Late Bird}
        edition: aces-high
        nation: usa
        year: 1944
        vp: 5
        source: a test aircraft
        """,
    )
    path = write(
        tmp_path / "s.yaml",
        "game: dif\nedition: aces-high\nyear: 1941\nsides:\n  - aircraft:\n"
        "      - aircraft: late-bird\n",
    )
    result = sortie("validate", path, "--content", dif_content)
    assert result.exit_code == 1
    assert (
        f"{path}:6: year: Late Bird entered service in 1944, after the agreed year 1941"
        in result.output
    )


def test_alliance_against_itself(tmp_path: Path, sortie) -> None:
    path = write(
        tmp_path / "s.yaml",
        "game: dif\nedition: aces-high\nhistorical: true\nsides:\n"
        "  - aircraft: [{aircraft: spitfire-i}]\n  - aircraft: [{aircraft: p-11c}]\n",
    )
    code, found = report(sortie, path)
    assert code == 1 and codes(found) == ["alliance"]
    assert "both Allies" in found["errors"][0]["message"]


ZERO = """
game: dif
edition: zero
sides:
  - aircraft:
      - aircraft: a6m2
        pilot: {nation: usa, service: army, type: ki-43, codes: [CV, XX]}
      - aircraft: b-17e
        crew: {nation: usa, type: b-17, codes: [TD, NS]}
      - aircraft: ki-21
        crew: {nation: japan, codes: [TD]}
      - aircraft: spitfire-i
"""


def test_every_zero_code(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "s.yaml", ZERO)
    code, found = report(sortie, path)
    assert code == 1
    by_code = {e["code"]: e for e in found["errors"]}
    assert by_code["pilot-nation"]["line"] == 6
    assert (
        "a United States pilot may only fly United States aircraft; A6M2 Zero is Japan"
        in by_code["pilot-nation"]["message"]
    )
    assert by_code["pilot-service"]["message"].startswith(
        "an army pilot may only fly army aircraft; A6M2 Zero is a navy"
    )
    assert "names the Ki-43 type" in by_code["pilot-type"]["message"]
    messages = [e["message"] for e in found["errors"] if e["code"] == "pilot-code"]
    assert any("'XX' is not a pilot skill" in m for m in messages)
    assert any("crews man heavy bombers only; Ki-21 is a medium bomber" in m for m in messages)
    assert by_code["edition"]["line"] == 11
    # The B-17E's crew is legal: same nation, its own type, real crew skills.
    assert not [e for e in found["errors"] if e["line"] in (8, 9)]


def test_shape_errors_exit_two(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "s.yaml", "game: dif\nedition: zero\nsides: []\n")
    result = sortie("validate", path, "--content", CONTENT)
    assert result.exit_code == 2
    assert "sides" in result.output and "Traceback" not in result.output


@pytest.fixture
def dif_content(tmp_path: Path) -> Path:
    import shutil

    root = tmp_path / "content"
    shutil.copytree(
        CONTENT / "dif", root / "dif", ignore=shutil.ignore_patterns("rules", "glossary")
    )
    return root


def test_aces_high_pilot_of_another_nation(tmp_path: Path, sortie) -> None:
    path = write(
        tmp_path / "s.yaml",
        "game: dif\nedition: aces-high\nsides:\n  - aircraft:\n      - aircraft: p-11c\n"
        "        pilot: {nation: germany, codes: [Re]}\n      - aircraft: spitfire-i\n"
        "        pilot: {codes: [Re]}\n",
    )
    code, found = report(sortie, path)
    assert code == 1 and codes(found) == ["pilot-nation"]
    assert found["errors"][0]["line"] == 6
    assert "a pilot of Germany flies only its aircraft" in found["errors"][0]["message"]
    assert "generic pilot" in found["errors"][0]["message"]


SWAP_PLANES = {
    # Test aircraft of one nation and edition, values chosen for the cases below.
    "test-heavy": ("Test Heavy", 1942, 12),
    "test-late": ("Test Late", 1944, 8),
    "test-exact": ("Test Exact", 1942, 7),
    "test-older": ("Test Older", 1940, 6),
    "test-trainer": ("Test Trainer", 1940, 1),
    "test-glider": ("Test Glider", 1940, 0),
}


@pytest.mark.parametrize(
    ("limit", "year", "plane", "instead"),
    [
        # Within 8 VP the Late (8) would be best, but it is of 1944, after the agreed 1942;
        # the Exact entered service in 1942 itself, which the year allows.
        (8, 1942, "test-heavy", "Test Exact (7 VP)"),
        # No agreed year: the Exact's 7 VP is exactly the limit, which is within it.
        (7, None, "test-heavy", "Test Exact (7 VP)"),
        # The most VP within 1 is the Trainer's 1, not the Glider's 0.
        (1, None, "test-older", "Test Trainer (1 VP)"),
    ],
)
def test_vp_limit_names_the_best_aircraft_within_the_limit_and_the_year(
    tmp_path: Path,
    sortie,
    dif_content: Path,
    limit: int,
    year: int | None,
    plane: str,
    instead: str,
) -> None:
    for plane_id, (name, entered, vp) in SWAP_PLANES.items():
        write(
            dif_content / f"dif/aircraft/{plane_id}.yaml",
            f"name: {{en: {name}}}\nedition: aces-high\nnation: usa\nyear: {entered}\n"
            f"vp: {vp}\nsource: a test aircraft\n",
        )
    agreed = f"year: {year}\n" if year else ""
    path = write(
        tmp_path / "s.yaml",
        f"game: dif\nedition: aces-high\nvp_limit: {limit}\n{agreed}sides:\n"
        f"  - aircraft: [{{aircraft: {plane}}}]\n",
    )
    result = sortie("validate", path, "--format", "json", "--content", dif_content)
    [found] = json.loads(result.stdout)
    [error] = found["errors"]
    name, _, vp = SWAP_PLANES[plane]
    assert (error["code"], error["message"]) == (
        "vp-limit",
        f"{name} is worth {vp} VP, more than the agreed limit of {limit}: drop it, or fly "
        f"the {instead} instead",
    )


def test_a_pilot_naming_a_type_on_an_aircraft_of_unknown_type(
    tmp_path: Path, sortie, dif_content: Path
) -> None:
    """A ZERO! skilled pilot names one type; an aircraft whose type our data lacks cannot be
    that type as far as is known, and the message says its type is unknown."""
    write(
        dif_content / "dif/aircraft/test-mystery.yaml",
        "name: {en: Test Mystery}\nedition: zero\nnation: japan\nrole: fighter\n"
        "source: a test aircraft\n",
    )
    path = write(
        tmp_path / "s.yaml",
        "game: dif\nedition: zero\nsides:\n  - aircraft:\n      - aircraft: test-mystery\n"
        "        pilot: {type: a6m}\n",
    )
    result = sortie("validate", path, "--format", "json", "--content", dif_content)
    [found] = json.loads(result.stdout)
    assert result.exit_code == 1
    assert [(e["code"], e["line"], e["message"]) for e in found["errors"]] == [
        (
            "pilot-type",
            6,
            "this pilot names the A6M type and flies only it (any model); Test Mystery is of "
            "type unknown",
        )
    ]


def test_sortie_deck_says_dif_has_no_deck_to_build(sortie) -> None:
    """Every Down In Flames player draws from one shared Action deck: nothing to complete."""
    setup = ROOT / "examples/dif-aces-high-poland.yaml"
    result = sortie("deck", setup, "--content", CONTENT)
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        f"sortie: {setup}: Down In Flames has no deck to build: all players draw from one deck"
    ]


TEXT_VERDICTS = {
    # Worked by hand from the aircraft files: Poland's two P.11c at 3 VP each make 6 VP,
    # Germany's Bf-110C 10 VP, so Poland starts 10 - 6 = 4 VP ahead (the side worth fewer
    # VP gets the difference), and the file's VP limit of 12 ends the last line.
    "dif-aces-high-poland.yaml": [
        "Poland: 2 aircraft · 6 VP · head start 4",
        "Germany: 1 aircraft · 10 VP",
        "legal · 3 aircraft · 2 sides · VP limit 12",
    ],
    # The Corsair and the Zeke have no VP in our sources: no head start, no VP limit.
    "dif-aces-high-corsair-zeke.yaml": [
        "US Marine Corps: 1 aircraft · VP unknown",
        "Imperial Japan: 1 aircraft · VP unknown",
        "legal · 2 aircraft · 2 sides",
    ],
}


@pytest.mark.parametrize("name", sorted(TEXT_VERDICTS))
def test_the_text_verdict_sums_up_each_side(sortie, name: str) -> None:
    """`sortie validate` prints one line per side, then the file's verdict."""
    path = ROOT / "examples" / name
    lines = sortie("validate", path, "--content", CONTENT).output.splitlines()
    assert lines == [f"{path}: {line}" for line in TEXT_VERDICTS[name]]
