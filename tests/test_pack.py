"""Packs: a player's own card values in one file, laid over the content (``pack.py``).

The verdicts are worked by hand from the Blood Red Skies rules: an aircraft with two
traits takes its trait cards split evenly between them, one card per aircraft."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner, Result
from conftest import CONTENT, write
from sitebuild import overlay_site

from generator.cli import main
from generator.reading.content import check

FOUR_BF109F = """
game: brs
force:
  - aircraft: bf109f
    count: 4
deck:
  dive-evasion: 1
"""

TRAITS = """
pack: 1
name: My Bf109s
patches:
  - game: brs
    kind: aircraft
    id: bf109f
    traits: [great-climb, great-dive]
"""


@pytest.fixture
def run() -> Callable[..., Result]:
    runner = CliRunner()

    def invoke(*args: str | Path, env: dict[str, str] | None = None) -> Result:
        return runner.invoke(main, [str(a) for a in args], env=env, catch_exceptions=False)

    return invoke


def codes(run: Callable[..., Result], deck: Path, *content: Path) -> tuple[int, list[str]]:
    args = [a for root in content for a in ("--content", root)]
    result = run("validate", deck, *args, "--format", "json")
    [report] = json.loads(result.stdout)
    return result.exit_code, [f["code"] for f in report["errors"] + report["warnings"]]


def test_a_pack_fills_in_traits_and_the_trait_check_runs(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    deck = write(tmp_path / "deck.yaml", FOUR_BF109F)
    pack = write(tmp_path / "pack.yaml", TRAITS)
    _, without = codes(run, deck, CONTENT)
    assert "traits-unknown" in without and "trait-count" not in without
    exit_code, with_pack = codes(run, deck, CONTENT, pack)
    # 4 aircraft of two traits: 4 trait cards, 2 Great Climb and 2 Great Dive; it has none.
    assert exit_code == 1 and "trait-count" in with_pack and "traits-unknown" not in with_pack
    text = run("validate", deck, "--content", CONTENT, "--content", pack).output
    assert "4 Bf109F need 4 trait cards, split 2/2 between Great Climb and Great Dive" in text
    legal = write(
        tmp_path / "legal.yaml",
        FOUR_BF109F.replace("  dive-evasion: 1\n", "  great-climb: 2\n  great-dive: 2\n"),
    )
    assert "trait-count" not in codes(run, legal, CONTENT, pack)[1]


def test_sortie_content_takes_a_pack_in_its_list(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    deck = write(tmp_path / "deck.yaml", FOUR_BF109F)
    pack = write(tmp_path / "pack.yaml", TRAITS)
    result = run("validate", deck, env={"SORTIE_CONTENT": f"{CONTENT}:{pack}"})
    assert "4 Bf109F need 4 trait cards" in result.output


def test_every_problem_of_a_pack_names_its_line_all_at_once(tmp_path: Path) -> None:
    pack = write(
        tmp_path / "pack.yaml",
        """
        pack: 1
        patches:
          - {game: brs, kind: aircraft, id: bf109x, points: 30}
          - {game: brs, kind: aircrft, id: bf109f, points: 30}
          - {game: chess, kind: aircraft, id: bf109f}
          - {game: brs, kind: aircraft, id: bf109f, points: many}
          - {game: brs, kind: game, id: dif, hand: 3}
          - just text
          - {game: brs, id: bf109f}
        """,
    )
    found = [p.format() for p in check([CONTENT, pack]).problems if p.is_error]
    shown = {line.split(":")[1] for line in found if line.startswith(str(pack))}
    assert shown == {"3", "4", "5", "6", "7", "8", "9"}, found
    assert (
        f"{pack}:3: patches.0.id: nothing to patch: no earlier content folder defines "
        "aircraft 'bf109x'; did you mean 'bf109e'?" in found
    )
    assert any(
        line.startswith(
            f"{pack}:4: patches.1.kind: unknown kind 'aircrft': did you mean 'aircraft'?"
        )
        for line in found
    )
    assert any(line.startswith(f"{pack}:5: patches.2.game: unknown game 'chess'") for line in found)
    assert any(line.startswith(f"{pack}:6: points: expected a whole number") for line in found)
    assert f"{pack}:7: patches.4.id: a patch of game.yaml has the game's id ('brs'), got 'dif'" in (
        found
    )
    assert f"{pack}:8: patches.5: expected a mapping with game, kind and id" in found
    assert f"{pack}:9: patches.6.kind: expected text, missing" in found


SEVEN_BF109F = """
game: brs
force:
  - aircraft: bf109f
    count: 7
deck:
  dive-evasion: 1
  hail-of-fire: 1
  clear-skies: 1
  numbers: 1
"""
"""7 aircraft with 2 doctrine cards: the assumed table (2 up to 6, 1 more per further 6
or part of 6) asks 2 + 1 = 3."""


def test_a_rulebook_doctrine_table_in_a_pack_makes_the_doctrine_count_an_error(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    deck = write(tmp_path / "deck.yaml", SEVEN_BF109F)
    exit_code, without = codes(run, deck, CONTENT)
    assert exit_code == 0 and "doctrine-count" in without  # a warning while unverified
    verified = write(
        tmp_path / "rulebook.yaml",
        """
        pack: 1
        patches:
          - {game: brs, kind: game, id: brs, doctrine_cards: {base: 2, up_to: 6, per_block: 1, block: 6, verified: true}}
        """,
    )
    result = run("validate", deck, "--content", CONTENT, "--content", verified, "--format", "json")
    [report] = json.loads(result.stdout)
    assert result.exit_code == 1
    assert [(e["code"], e["message"]) for e in report["errors"]] == [
        ("doctrine-count", "7 aircraft need 3 doctrine cards; the deck has 2: add 1 doctrine card")
    ]
    # Another table (made up for the test): 1 up to 4, 2 more per further 2 or part of 2
    # asks 1 + 2 × 2 = 5 of 7 aircraft; the patch merges into game.yaml's table.
    other = write(
        tmp_path / "other.yaml",
        """
        pack: 1
        patches:
          - {game: brs, kind: game, id: brs, doctrine_cards: {base: 1, up_to: 4, per_block: 2, block: 2, verified: true}}
        """,
    )
    text = run("validate", deck, "--content", CONTENT, "--content", other).output
    assert "7 aircraft need 5 doctrine cards; the deck has 2: add 3 doctrine cards" in text


def test_the_figures_of_a_card_in_a_pack_are_checked_as_the_schema_says(tmp_path: Path) -> None:
    pack = write(
        tmp_path / "pack.yaml",
        """
        pack: 1
        patches:
          - {game: brs, kind: aircraft, id: yak-1, speed: 7, agility: 2, firepower: 1, top_speed: 12000}
          - {game: brs, kind: aircraft, id: bf109f, negative_traits: [vulnerable]}
          - {game: brs, kind: aircraft, id: bf109e, agility: 4}
          - {game: brs, kind: game, id: brs, doctrine_cards: {block: 0, verified: true}}
        """,
    )
    found = [p.format() for p in check([CONTENT, pack]).problems if p.is_error]
    shown = sorted(line.split(":")[1] for line in found if line.startswith(str(pack)))
    # 12,000 mph is no top speed a card prints (issue 38: every number has its range).
    assert shown == ["3", "5", "6"], found
    assert f"{pack}:3: top_speed: expected a whole number from 0 to 999, got 12000" in found
    assert any(line.startswith(f"{pack}:5: agility:") for line in found)
    assert any(line.startswith(f"{pack}:6: doctrine_cards.block:") for line in found)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("patches: []\n", "pack: expected 1 (the pack format), missing"),
        ("pack: 2\npatches: []\n", "pack: expected 1 (the pack format), got 2"),
        ("pack: true\npatches: []\n", "pack: expected 1 (the pack format), got True"),
        ("pack: 1\n", "patches: expected a list, missing"),
        ("pack: 1\npatches: {game: brs}\n", "patches: expected a list, got a mapping"),
        ("- pack: 1\n", "not a pack: expected a mapping with pack: 1"),
    ],
)
def test_a_malformed_pack_says_what_was_expected(tmp_path: Path, text: str, message: str) -> None:
    pack = write(tmp_path / "pack.yaml", text)
    found = [p.format() for p in check([CONTENT, pack]).problems if p.is_error]
    assert any(message in line and line.startswith(str(pack)) for line in found), found


def test_a_pack_cannot_be_the_base(run: Callable[..., Result], tmp_path: Path) -> None:
    pack = write(tmp_path / "pack.yaml", TRAITS)
    result = run("check", "--content", pack)
    assert result.exit_code == 2
    assert "is a file, not a content folder (a pack is laid over content" in result.output


def test_sortie_pack_turns_an_overlay_folder_into_the_same_values(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    club = tmp_path / "club"
    write(club / "brs/aircraft/bf109f.yaml", "patch: true\ntraits: [great-climb, great-dive]\n")
    write(club / "brs/game.yaml", "formats:\n  club:\n    name: {en: Club night}\n")
    write(club / "brs/rules/house.md", "# House rules\n")
    out = tmp_path / "packs" / "club.yaml"
    result = run("pack", club, "--content", CONTENT, "-o", out)
    assert result.exit_code == 0, result.output
    assert f"{out}: 2 patches" in result.output
    assert "rules pages cannot be packed: left out" in result.output
    pack = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert pack["pack"] == 1 and pack["name"] == "club"
    assert pack["patches"] == [
        {
            "game": "brs",
            "kind": "game",
            "id": "brs",
            "formats": {"club": {"name": {"en": "Club night"}}},
        },
        {
            "game": "brs",
            "kind": "aircraft",
            "id": "bf109f",
            "traits": ["great-climb", "great-dive"],
        },
    ]
    via_folder = check([CONTENT, club]).content.games["brs"]
    via_pack = check([CONTENT, out]).content.games["brs"]
    assert via_pack.of("aircraft")["bf109f"].item == via_folder.of("aircraft")["bf109f"].item
    assert via_pack.info == via_folder.info


def test_sortie_pack_refuses_a_folder_that_adds_and_writes_nothing(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    club = tmp_path / "club"
    added = write(club / "brs/aircraft/club-special.yaml", "name: {en: Club Special}\n")
    out = tmp_path / "club.yaml"
    result = run("pack", club, "--content", CONTENT, "-o", out)
    assert result.exit_code == 2
    assert f"{added}:1: this file adds a definition, which a pack cannot do" in result.output
    assert not out.exists()


def test_sortie_pack_refuses_an_overlay_with_errors(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    club = tmp_path / "club"
    bad = write(club / "brs/aircraft/bf109f.yaml", "patch: true\npoints: many\n")
    out = tmp_path / "club.yaml"
    result = run("pack", club, "--content", CONTENT, "-o", out)
    assert result.exit_code == 2 and f"{bad}:2: points: expected a whole number" in result.output
    assert not out.exists()


def test_the_site_shows_values_a_pack_changed(tmp_path: Path) -> None:
    pack = write(tmp_path / "mine.yaml", TRAITS)
    site = overlay_site(tmp_path, pack)
    page = (site / "brs/aircraft/bf109f/index.html").read_text(encoding="utf-8")
    assert "changed by a content overlay:" in page
    assert "traits, from mine.yaml, line 7" in page
    data = json.loads((site / "brs/deck-data.json").read_text(encoding="utf-8"))
    assert data["aircraft"]["bf109f"]["traits"] == ["great-climb", "great-dive"]


TWO_P11C = """
game: dif
edition: aces-high
altitude_bonus: true
sides:
  - aircraft:
      - {aircraft: p-11c, count: 2, altitude: very-low}
  - aircraft:
      - {aircraft: spitfire-i}
"""


@pytest.mark.parametrize("flow", [True, False])
def test_a_pack_fills_in_a_nested_value_key_by_key(
    run: Callable[..., Result], tmp_path: Path, flow: bool
) -> None:
    """``front: {performance: 4}`` writes the P.11c's front Performance and leaves the rest
    of its front as the content has it: its opening hand at Very Low with the altitude
    bonus is then 6, where without the pack it is unknown."""
    setup = write(tmp_path / "setup.yaml", TWO_P11C)
    patch = (
        "  - {game: dif, kind: aircraft, id: p-11c, front: {performance: 4}}\n"
        if flow
        else "  - game: dif\n    kind: aircraft\n    id: p-11c\n    front:\n      performance: 4\n"
    )
    pack = write(tmp_path / "pack.yaml", "pack: 1\npatches:\n" + patch)

    def line(*content: Path) -> dict[str, object]:
        args = [a for root in content for a in ("--content", root)]
        result = run("validate", setup, *args, "--format", "json")
        [report] = json.loads(result.stdout)
        return dict(report["details"]["sides"][0]["aircraft"][0])

    assert line(CONTENT)["opening_hand"] is None
    filled = line(CONTENT, pack)
    # Very Low gives 2 more opening cards with the altitude bonus: 4 + 2.
    assert (filled["performance"], filled["altitude_bonus"], filled["opening_hand"]) == (4, 2, 6)
    merged = check([CONTENT, pack]).content.games["dif"].of("aircraft")["p-11c"].item
    assert merged.front.horsepower_pre == 1  # the content's own front values stay


def test_a_pack_cannot_go_past_the_bound_a_rulebook_example_sets(tmp_path: Path) -> None:
    # A rulebook example has the P.11c draw no fifth card: its Performance is 4 or less.
    pack = write(
        tmp_path / "pack.yaml",
        "pack: 1\npatches:\n  - {game: dif, kind: aircraft, id: p-11c, front: {performance: 5}}\n",
    )
    found = [p.format() for p in check([CONTENT, pack]).problems if p.is_error]
    assert found == [
        f"{pack}:3: front.performance: above performance_at_most 4, the highest a rulebook "
        "example allows, got 5"
    ]


ACES = """
game: brs
force:
  - aircraft: bf109e
    count: 3
    skill: 3
  - aircraft: bf109e
    count: 1
    skill: 5
deck:
{cards}
"""
"""Four Bf109E, one flown by a generic ace (skill 5): game.yaml's ``aces.skill_cards`` (1)
lets the deck hold one ace skill card, so two are one too many."""

TWO_ACE_SKILLS = """
pack: 1
name: My ace skill cards
adds:
  - {game: brs, kind: ace-skills, id: lucky-break, name: {en: Lucky Break}}
  - {game: brs, kind: ace-skills, id: eagle-eye, name: {en: Eagle Eye}}
"""


def aces_deck(tmp_path: Path, *cards: str) -> Path:
    listed = "\n".join(f"  {card}: 1" for card in cards) or "  {}"
    return write(
        tmp_path / "aces.yaml", ACES.format(cards=listed).replace("deck:\n  {}", "deck: {}")
    )


def test_a_generic_ace_brings_the_ace_skill_cards_game_yaml_allows(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    shipped = yaml.safe_load((CONTENT / "brs/game.yaml").read_text(encoding="utf-8"))
    assert shipped["aces"]["skill_cards"] == 1  # the hand-worked counts below take it so
    pack = write(tmp_path / "pack.yaml", TWO_ACE_SKILLS)
    club = tmp_path / "club"
    write(club / "brs/ace-skills/lucky-break.yaml", "name: {en: Lucky Break}\n")
    write(club / "brs/ace-skills/eagle-eye.yaml", "name: {en: Eagle Eye}\n")
    one = aces_deck(tmp_path, "lucky-break")
    for added in (pack, club):  # a pack's adds count as an overlay folder's files do
        assert "ace-skill-count" not in codes(run, one, CONTENT, added)[1]
    two = aces_deck(tmp_path, "lucky-break", "eagle-eye")
    for added in (pack, club):
        exit_code, found = codes(run, two, CONTENT, added)
        assert exit_code == 1 and "ace-skill-count" in found and "unknown-id" not in found
    text = run("validate", two, "--content", CONTENT, "--content", pack).output
    assert "1 ace and 0 named aces allow at most 1 ace skill card; the deck has 2: remove 1" in (
        text
    )
    # Without the pack the cards are unknown to the content, and never counted.
    assert "unknown-id" in codes(run, two, CONTENT)[1]


def test_every_bad_addition_of_a_pack_names_its_line_all_at_once(tmp_path: Path) -> None:
    pack = write(
        tmp_path / "pack.yaml",
        """
        pack: 1
        adds:
          - {game: brs, kind: ace-skills, id: great-climb, name: {en: Taken by a trait}}
          - {game: brs, kind: aircraft, id: my-plane, name: {en: Mine}}
          - {game: brs, kind: ace-skills, id: Lucky_Break, name: {en: Lucky Break}}
          - {game: brs, kind: ace-skills, id: mine, name: {en: Mine}, retention: auto}
          - {game: brs, kind: ace-skills, id: mine, name: {en: Mine again}}
          - {game: brs, kind: ace-skills, id: nameless}
        patches:
          - {game: brs, kind: ace-skills, id: mine, name: {fr: Le mien}}
        """,
    )
    found = [p.format() for p in check([CONTENT, pack]).problems if p.is_error]
    assert sorted(line.split(":")[1] for line in found if line.startswith(str(pack))) == [
        "3",
        "4",
        "5",
        "6",
        "8",
    ], found
    assert any(
        line.startswith(f"{pack}:3: adds.0.id: 'great-climb' is already defined (in ")
        and line.endswith("a pack adds only new ids (to change a definition, write a patch)")
        for line in found
    )
    assert (
        f"{pack}:4: adds.1.kind: a pack cannot add 'aircraft' definitions: it adds ace-skills "
        "of this game (change the others with patches)" in found
    )
    assert (
        f"{pack}:5: adds.2.id: 'Lucky_Break' is not a valid id (lowercase letters, digits and "
        "hyphens)" in found
    )
    assert (
        f"{pack}:6: adds.3.retention: a pack adds ace-skills with name only: 'retention' "
        "cannot be given" in found
    )
    assert f"{pack}:8: name: this required key is missing" in found
    # Line 7 adds the id line 6 could not: the patch then changes the card the pack adds.
    content = check([CONTENT, pack]).content.games["brs"]
    assert content.of("ace-skills")["mine"].item.name.fr == "Le mien"


def packed(
    run: Callable[..., Result], club: Path, out: Path, files: dict[str, str], said: str
) -> dict:
    """``sortie pack`` of the folder ``club`` holding ``files`` into ``out``, which the run
    says it wrote with ``said`` (the counts); the pack, read back."""
    for name, text in files.items():
        write(club / name, text)
    result = run("pack", club, "--content", CONTENT, "-o", out)
    assert result.exit_code == 0, result.output
    assert f"{out}: {said}" in result.output
    return yaml.safe_load(out.read_text(encoding="utf-8"))


def test_sortie_pack_writes_the_cards_a_folder_adds_under_adds(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    club, out = tmp_path / "club", tmp_path / "club.yaml"
    pack = packed(
        run,
        club,
        out,
        {
            "brs/ace-skills/lucky-break.yaml": "name: {en: Lucky Break}\n",
            "brs/aircraft/bf109f.yaml": "patch: true\ntraits: [great-climb, great-dive]\n",
        },
        "1 addition, 1 patch",
    )
    assert pack["adds"] == [
        {"game": "brs", "kind": "ace-skills", "id": "lucky-break", "name": {"en": "Lucky Break"}}
    ]
    via_folder = check([CONTENT, club]).content.games["brs"].of("ace-skills")
    via_pack = check([CONTENT, out]).content.games["brs"].of("ace-skills")
    assert via_pack["lucky-break"].item == via_folder["lucky-break"].item
    # An addition with more than a pack may give is refused, and nothing is written.
    write(club / "brs/ace-skills/lucky-break.yaml", "name: {en: Lucky Break}\nretention: auto\n")
    out.unlink()
    result = run("pack", club, "--content", CONTENT, "-o", out)
    assert result.exit_code == 2 and not out.exists()
    assert "lucky-break.yaml:2: retention: a pack adds this kind with name only" in result.output


def test_the_site_shows_a_card_a_pack_adds(tmp_path: Path) -> None:
    pack = write(tmp_path / "mine.yaml", TWO_ACE_SKILLS)
    site = overlay_site(tmp_path, pack)
    page = (site / "brs/ace-skills/lucky-break/index.html").read_text(encoding="utf-8")
    assert "Lucky Break" in page
    data = json.loads((site / "brs/deck-data.json").read_text(encoding="utf-8"))
    assert data["cards"]["eagle-eye"]["kind"] == "ace-skills"


SITE_ONLY = """
  - {"game": "brs", "kind": "game", "id": "brs", "formats": {"gathering-of-eagles": {"values": "site"}}}
"""
"""A patch of game.yaml: Gathering of Eagles takes only the site's values."""


def test_a_format_of_site_values_only_still_takes_the_packs_the_command_line_is_given(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """``values: site`` keeps a player's own values out of the builders' checks; on the
    command line every pack given is the data of whoever runs it (README), so the traits
    the pack fills in are used: 4 Bf109F of two traits need 4 trait cards, and the deck
    has none."""
    deck = write(tmp_path / "deck.yaml", "format: gathering-of-eagles\n" + FOUR_BF109F)
    pack = write(tmp_path / "pack.yaml", TRAITS + SITE_ONLY)
    exit_code, found = codes(run, deck, CONTENT, pack)
    assert exit_code == 1
    assert "trait-count" in found and "traits-unknown" not in found
    # The pack itself is clean: `values` is a field of a format, not an unknown key.
    result = run("check", "--content", CONTENT, "--content", pack, "--strict")
    assert result.exit_code == 0, result.output


def test_a_format_says_whose_values_it_takes_in_words_it_knows(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    pack = write(tmp_path / "pack.yaml", TRAITS + SITE_ONLY.replace('"site"', '"mine"'))
    result = run("check", "--content", CONTENT, "--content", pack)
    assert result.exit_code != 0
    assert "formats.gathering-of-eagles.values" in result.output
    assert "'any' or 'site'" in result.output


def test_sortie_pack_counts_additions_and_says_when_no_patch_is_left(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Two ace skills added and nothing patched: "2 additions, 0 patches" (worked by hand),
    and the pack holds both, in the order of their files' names, with no patch."""
    files = {
        "brs/ace-skills/lucky-break.yaml": "name: {en: Lucky Break}\n",
        "brs/ace-skills/hunch.yaml": "name: {en: Hunch}\n",
    }
    pack = packed(run, tmp_path / "club", tmp_path / "club.yaml", files, "2 additions, 0 patches")
    assert [item["id"] for item in pack["adds"]] == ["hunch", "lucky-break"]
    assert pack["patches"] == []
