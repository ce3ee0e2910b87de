"""A Down In Flames bomber's card prints no Performance and no turbocharger (Aces High,
“Bombardiers”: bombers have no Performance, Horsepower or Bursts; ZERO! 17.2's card legend),
so nothing asks a player for them: not the aircraft's page, not the set-up builder's data,
and a content file or pack that writes one is refused at its line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import CONTENT, write

from generator.games.dif.export import setup_data
from generator.games.dif.site import definition
from generator.reading.content import check, load_checked
from generator.words.languages import Translator

BOMBERS = {"b-17d", "b-17e", "b-24d", "b5n2-kate-ah", "g4m", "hudson", "ju-87b", "ki-21"}
"""Every shipped aircraft whose role is bomber, medium or heavy bomber (read by hand from
content/dif/aircraft/)."""

FIGHTER_ONLY = ("front.performance", "turbocharger")


@pytest.fixture(scope="module")
def dif():  # type: ignore[no-untyped-def]
    return load_checked(CONTENT, only={"dif"}).games["dif"]


def asked(page: str) -> set[str]:
    """The fields the page's Your card section asks for (its mount element's data-fields)."""
    found = re.search(r'data-fields="([^"]*)"', page)
    return set(found.group(1).split()) if found else set()


def test_no_bomber_is_asked_for_performance_or_a_turbocharger(dif) -> None:  # type: ignore[no-untyped-def]
    t = Translator("en", {})
    bombers = {e.id for e in dif.of("aircraft").values() if not e.item.fighter_card}
    assert bombers == BOMBERS
    for plane_id in sorted(BOMBERS):
        page = definition(dif, dif.of("aircraft")[plane_id], t)
        text = page.split('<p class="yc-page"')[0]  # what the page says, its mount aside
        assert not asked(page) & set(FIGHTER_ONLY), plane_id
        assert "Performance" not in text and "turbocharger" not in text.lower(), plane_id
        assert "year" in asked(page), plane_id  # what a bomber's card does print is still asked
    # A fighter of unknown Performance is still asked for it.
    assert set(FIGHTER_ONLY) <= asked(definition(dif, dif.of("aircraft")["p-11c"], t))


def test_the_builder_data_says_which_cards_are_bombers(dif) -> None:  # type: ignore[no-untyped-def]
    """The set-up builder asks by ``fighter_card`` (setup-builder.mjs, CARD_VALUES)."""
    planes = setup_data(dif)["aircraft"]
    assert {key for key, plane in planes.items() if plane["fighter_card"] is False} == BOMBERS


@pytest.mark.parametrize(
    ("written", "field"),
    [
        ("front: {performance: 5}\n", "front.performance"),
        ("turbocharger: false\n", "turbocharger"),
        ("damaged: {bursts: 1}\n", "damaged.bursts"),
    ],
)
def test_a_bomber_given_a_fighter_value_is_refused_at_its_line(
    tmp_path: Path, written: str, field: str
) -> None:
    root = tmp_path / "content"
    write(
        root / "dif/aircraft/test-bomber.yaml",
        f"name: {{en: Test bomber}}\nedition: aces-high\nrole: bomber\n{written}source: test\n",
    )
    write(root / "dif/game.yaml", (CONTENT / "dif/game.yaml").read_text(encoding="utf-8"))
    problems = check(root, only={"dif"}).errors
    found = [p for p in problems if str(p.path).endswith("test-bomber.yaml")]
    assert [(p.line, p.field) for p in found] == [(4, field)], problems
    assert "only a fighter's card prints it" in found[0].message


def test_values_read_from_an_example_are_shown_as_inferences(dif) -> None:  # type: ignore[no-untyped-def]
    """ZERO!'s saturation example names "a B-17", not the B-17E; the Ki-21's one bombing
    card is its saturation modified by altitude, not a printed bomb rating."""
    t = Translator("en", {})
    fortress = definition(dif, dif.of("aircraft")["b-17e"], t)
    assert "<td>6 (inferred)</td>" in fortress
    assert "Card notes: Norden bombsight (inferred)." in fortress
    assert "<td>2</td>" in fortress  # the defence the attack example gives for a B-17E
    ki21 = definition(dif, dif.of("aircraft")["ki-21"], t)
    assert "<td>1 (inferred)</td><td>0</td>" in ki21  # the Damaged side's 0 is stated


def test_an_inference_must_mark_a_value_the_card_holds(tmp_path: Path) -> None:
    root = tmp_path / "content"
    write(
        root / "dif/aircraft/test-bomber.yaml",
        "name: {en: Test bomber}\nedition: zero\nrole: medium-bomber\n"
        "front: {saturation: 4}\ninferred: [front.saturation, front.speed, wings]\nsource: test\n",
    )
    write(root / "dif/game.yaml", (CONTENT / "dif/game.yaml").read_text(encoding="utf-8"))
    found = [p for p in check(root, only={"dif"}).errors if str(p.path).endswith("bomber.yaml")]
    assert [(p.line, p.field) for p in found] == [(5, "inferred.1"), (5, "inferred.2")]
