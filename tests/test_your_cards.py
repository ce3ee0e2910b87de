"""Your cards in the deck builder (issue 19): a player enters a value printed on their card
that our data leaves unknown, the builder keeps it, checks with it, exports it as a pack
that ``sortie validate`` reads to the same verdict, and a share link carries it.

Worked by hand from the Blood Red Skies rules: an aircraft with two traits takes one trait
card per aircraft, split evenly between them, so 4 Bf109F with Great Climb and Great Dive
need 2 + 2 trait cards; with none in the deck, the check reports ``trait-count``."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import needs
import pytest
import yaml
from browserkit import Visit, open_ready
from conftest import CONTENT
from playwright.sync_api import expect
from verdictwords import cli

from generator.reading.content import check

pytestmark = [
    pytest.mark.browser,
    needs.tool("chromium"),
]

BUILDER = "brs/deck-builder/"
PLANE, NAME = "bf109f", "Bf109F"
FOUR = f"#v=1&d=1&a={PLANE}.4.3&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1"
"""Four Bf109F, their doctrine and theatre cards, and no trait card."""


def summary(page: Any) -> Any:
    return page.locator(".db-summary")


def exported_pack(page: Any, tmp_path: Path) -> Path:
    """The pack "Export my cards" downloads, saved where ``sortie validate`` can read it."""
    with page.expect_download() as download:
        page.get_by_role("button", name="Export my cards").click()
    pack = tmp_path / "pack.yaml"
    download.value.save_as(pack)
    return pack


def shared_in_a_fresh_browser(browser: Any, link: str, fill: str, status: str, shown: str) -> None:
    """The share link opened in another browser (nothing kept there): the same status
    line, the linked value marked "from the link", and "Keep it" makes it the player's."""
    other = Visit(browser)
    try:
        other.page.goto(link)
        row = other.page.locator(f"[data-fill='{fill}']")
        expect(row).to_contain_text("(from the link)")
        # The same verdict, which rests on a value someone else typed: the headline says so.
        expect(other.page.locator(status)).to_have_text(from_the_link(shown, 1))
        row.get_by_role("button", name="Keep it").click()
        expect(row).to_contain_text("(yours)")
        other.page.reload()
        expect(row).to_contain_text("(yours)")
        expect(other.page.locator(status)).to_have_text(shown)
    finally:
        other.close()


def from_the_link(shown: str, count: int) -> str:
    """A status line ``shown`` as a browser given the values by a link says it: the same
    verdict, resting on ``count`` values someone else typed."""
    verdict, rest = shown.split(" · ", 1)
    # Typed by its owner, the verdict rested on values of theirs: in a stranger's browser
    # they are the link's.
    verdict = re.sub(r" with \d+ values? of yours$", "", verdict)
    values = "value" if count == 1 else "values"
    return f"{verdict} with {count} {values} from the link · {rest}"


def findings(page: Any, which: str) -> list[str]:
    """Each finding as "code message": the code is kept in data-code, not shown."""
    found = page.locator(f".db-problems {which} li[data-code]").evaluate_all(
        "lis => lis.map(li => `${li.dataset.code} ${li.textContent}`)"
    )
    return sorted(found)


def enter_traits(page: Any, first: str, second: str) -> None:
    page.get_by_label(f"{NAME}: first trait printed on your card").select_option(label=first)
    page.get_by_label(f"{NAME}: second trait printed on your card").select_option(label=second)
    page.locator(f"[data-fill='yours:aircraft:{PLANE}:traits']").get_by_role(
        "button", name="Save"
    ).click()


@pytest.fixture
def unknown_plane(visit: Visit, base_url: str) -> None:
    """The worked example needs the Bf109F's traits unknown in the shipped data."""
    visit.page.goto(base_url + BUILDER)
    data = json.loads(visit.page.evaluate("fetch('../deck-data.json').then(r => r.text())"))
    assert data["aircraft"][PLANE]["traits"] is None, "the Bf109F's traits are known now"


@pytest.mark.usefixtures("unknown_plane")
def test_traits_you_enter_are_checked_kept_exported_and_shared(
    visit: Visit, base_url: str, tmp_path: Path, browser: Any
) -> None:
    page = visit.page
    page.goto(base_url + BUILDER + FOUR)
    # No trait card at all: legal as far as known, naming what was not checked.
    expect(summary(page)).to_contain_text(
        f"Legal as far as known · not checked: trait cards of {NAME} (traits unknown)"
    )
    expect(page.locator(".db-status")).to_have_attribute("data-valid", "partial")
    row = page.locator(f"[data-fill='yours:aircraft:{PLANE}:traits']")
    expect(row).to_contain_text(f"{NAME} — traits unknown: enter the traits printed on your card")

    # The same trait twice is refused next to the input, and nothing is kept.
    enter_traits(page, "Great Climb", "Great Climb")
    expect(row.locator(".yc-error")).to_have_text(
        "The same trait is picked twice: pick each one once."
    )
    expect(page.get_by_label(f"{NAME}: first trait printed on your card")).to_have_attribute(
        "aria-invalid", "true"
    )

    enter_traits(page, "Great Climb", "Great Dive")
    expect(row).to_contain_text(f"{NAME} traits: Great Climb, Great Dive (yours)")
    expect(summary(page)).to_contain_text("Not legal")
    expect(page.locator(".db-errors [data-code='trait-count']")).to_contain_text(
        f"4 {NAME} need 4 trait cards, split 2/2 between Great Climb and Great Dive"
    )

    # Completing the deck now fills the split the player's traits ask for.
    page.get_by_role("button", name="Complete the deck").click()
    expect(page.locator(".db-errors [data-code='trait-count']")).to_have_count(0)
    expect(page.locator(".db-deck [data-card='great-climb'] output")).to_have_text("2")
    expect(page.locator(".db-deck [data-card='great-dive'] output")).to_have_text("2")

    # The exported pack and deck give sortie validate the same verdict and codes.
    pack = exported_pack(page, tmp_path)
    deck = tmp_path / "deck.yaml"
    deck.write_text(page.locator(".db-yaml").text_content(), encoding="utf-8")
    verdict = cli(deck, "--content", CONTENT, "--content", pack)
    assert findings(page, ".db-errors") == sorted(
        f"{e['code']} {e['message']}" for e in verdict["errors"]
    )
    assert [e["code"] for e in verdict["errors"]] == [
        e.get_attribute("data-code") for e in page.locator(".db-errors li[data-code]").all()
    ]
    assert "traits-unknown" not in {w["code"] for w in verdict["warnings"]}
    without = cli(deck, "--content", CONTENT)
    assert "traits-unknown" in {w["code"] for w in without["warnings"]}

    # A reload keeps the values; the link carries them to a fresh browser.
    page.reload()
    expect(row).to_contain_text(f"{NAME} traits: Great Climb, Great Dive (yours)")
    shown = summary(page).text_content()
    link = page.locator(".db-link").input_value()
    assert "&u=a.bf109f.t.great-climb~great-dive" in link
    other = Visit(browser)
    try:
        other.page.goto(link)
        fresh = other.page.locator(f"[data-fill='yours:aircraft:{PLANE}:traits']")
        expect(fresh).to_contain_text("Great Climb, Great Dive (from the link)")
        expect(summary(other.page)).to_have_text(from_the_link(shown, 1))
        fresh.get_by_role("button", name="Keep it").click()
        expect(fresh).to_contain_text("(yours)")
        other.page.goto(base_url + BUILDER + FOUR)
        expect(fresh).to_contain_text("(yours)")
    finally:
        other.close()

    # Forget: back to legal as far as known on an empty deck of trait cards.
    page.get_by_role("button", name="Forget my cards").click()
    expect(row).to_contain_text("traits unknown")


@pytest.mark.usefixtures("unknown_plane")
def test_a_pack_is_previewed_before_it_changes_anything(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER + FOUR)
    page.get_by_text("Import a pack of card values").click()
    box = page.get_by_label("Pack to import")
    box.fill(
        "pack: 1\npatches:\n"
        '  - {"game": "brs", "kind": "aircraft", "id": "bf109f", "traits": ["great-climb"]}\n'
        '  - {"game": "brs", "kind": "aircraft", "id": "bf109e", "points": 1}\n'
        '  - {"game": "dif", "kind": "aircraft", "id": "<img src=x onerror=alert(1)>"}\n'
    )
    page.get_by_role("button", name="Preview").click()
    note = page.locator("#yc-pack-note")
    expect(note).to_contain_text("This pack fills in 2 values; nothing changes until you apply it")
    preview = page.locator(".yc-pack-preview")
    expect(preview).to_contain_text("Bf109F: traits Great Climb")
    # A value our data knows is changed as `sortie validate` changes it, and says what it was.
    expect(preview).to_contain_text("Bf109E: points 1 (the site's value: 31)")
    expect(preview).to_contain_text("line 5: a patch for another game than Blood Red Skies")
    assert preview.locator("img").count() == 0
    expect(summary(page)).to_contain_text("Legal as far as known")
    page.get_by_role("button", name="Apply").click()
    expect(note).to_contain_text("Applied: 2 values kept in this browser")
    # Listed apart, as a club's change, to be changed or forgotten.
    expect(page.locator(".yc-house")).to_contain_text("Bf109E")
    # One trait: 4 aircraft take 4 Great Climb cards.
    expect(page.locator(".db-errors [data-code='trait-count']")).to_contain_text(
        f"4 {NAME} need 4 Great Climb cards"
    )
    box.fill("pack: 2\npatches: []\n")
    page.get_by_role("button", name="Preview").click()
    expect(note).to_have_text(
        "The pack could not be read (pack: expected 1 (the pack format), got 2); "
        "nothing was changed."
    )
    expect(note).to_have_attribute("data-kind", "error")


@pytest.mark.usefixtures("unknown_plane")
def test_your_cards_by_keyboard_alone(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER + FOUR)
    first = page.get_by_label(f"{NAME}: first trait printed on your card")
    first.focus()
    page.keyboard.press("ArrowDown")  # "— no trait —" → the first trait
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_text("Save")
    page.keyboard.press("Enter")
    row = page.locator(f"[data-fill='yours:aircraft:{PLANE}:traits']")
    expect(row).to_contain_text("(yours)")
    # The focus lands on the new Change button, so the next keys act on the same row.
    expect(page.locator(":focus")).to_have_text("Change")
    page.keyboard.press("Enter")
    expect(page.locator(":focus")).to_have_attribute("aria-label", re.compile("first trait"))


FIS_FORCE = """game: fis
points_limit: 100
sides:
  - name: RAF
    players:
      - formations:
          - aircraft:
              - aircraft: fighter
                leader: gold
"""
"""A Gold leader (20 points) on the stand-in fighter, whose points no source gives."""


def test_fighters_in_sight_points_you_enter_decide_the_limit(
    visit: Visit, base_url: str, tmp_path: Path, browser: Any
) -> None:
    page = visit.page
    page.goto(base_url + "fis/force-builder/")
    page.locator(".fb-share details summary").click()
    page.get_by_label("Force file to import").fill(FIS_FORCE)
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator(".fb-banner")).to_have_text("Force file imported.")
    status = page.locator(".fb-status")
    expect(status).to_have_text(
        "Legal as far as known · not checked: RAF's 100-point limit (Fighter (stand-in) "
        "points unknown) · 1 aircraft · 1 side"
    )
    expect(status).to_have_attribute("data-valid", "partial")
    # By keyboard: type 90 into the fighter's points and press Enter.
    field = page.get_by_label("Fighter (stand-in): points printed on your card")
    field.focus()
    page.keyboard.type("90")
    page.keyboard.press("Enter")
    expect(page.locator("[data-fill='yours:aircraft:fighter:points']")).to_contain_text(
        "Fighter (stand-in) points: 90 (yours)"
    )
    # 90 + 20 = 110 points: 10 over the limit.
    error = page.locator(".fb-errors [data-code='points-limit'] .fb-message")
    expect(error).to_contain_text("RAF costs 110 points, 10 over the 100-point limit")
    pack = exported_pack(page, tmp_path)
    force = tmp_path / "force.yaml"
    force.write_text(page.locator(".fb-yaml").text_content(), encoding="utf-8")
    verdict = cli(force, "--content", CONTENT, "--content", pack)
    assert [e["message"] for e in verdict["errors"]] == [error.text_content()]
    assert verdict["unchecked"] == []

    # A reload keeps the value; the link carries it (and only it) to a fresh browser.
    expect(page).to_have_url(re.compile(r"&u=a\.fighter\.p\.90$"))
    page.reload()
    expect(page.locator("[data-fill='yours:aircraft:fighter:points']")).to_contain_text(
        "Fighter (stand-in) points: 90 (yours)"
    )
    expect(error).to_contain_text("RAF costs 110 points, 10 over the 100-point limit")
    link = page.locator(".fb-link").input_value()
    assert link.endswith("&u=a.fighter.p.90")
    fill = "yours:aircraft:fighter:points"
    shared_in_a_fresh_browser(browser, link, fill, ".fb-status", status.text_content())


def test_down_in_flames_year_you_enter_refuses_a_later_aircraft(
    visit: Visit, base_url: str, tmp_path: Path, browser: Any
) -> None:
    page = visit.page
    page.goto(base_url + "dif/setup-builder/")
    year = page.get_by_label("Year", exact=True)
    year.fill("1939")
    year.press("Tab")
    status = page.locator(".sb-status")
    expect(status).to_contain_text("Legal as far as known · not checked: the year 1939 (")
    field = page.locator("[data-fill^='yours:aircraft:'][data-fill$=':year'] input").first
    name = field.get_attribute("aria-label").split(":")[0]
    # By keyboard: a year after 1939 printed on the card.
    field.focus()
    page.keyboard.type("1942")
    page.keyboard.press("Enter")
    expect(page.locator(".yc-filled").first).to_contain_text(f"{name} year: 1942 (yours)")
    error = page.locator(".sb-errors [data-code='year'] .sb-message").first
    expect(error).to_contain_text(f"{name} entered service in 1942, after the agreed year 1939")
    pack = exported_pack(page, tmp_path)
    setup = tmp_path / "setup.yaml"
    setup.write_text(page.locator(".sb-yaml").text_content(), encoding="utf-8")
    verdict = cli(setup, "--content", CONTENT, "--content", pack)
    shown = page.locator(".sb-errors li[data-code]").all()
    # The command line folds a repeated message into one line "(and 1 more time)".
    folded = {re.sub(r" \(and \d+ more times?\)$", "", e["message"]) for e in verdict["errors"]}
    assert folded == {li.locator(".sb-message").text_content() for li in shown}
    assert {e["code"] for e in verdict["errors"]} == {"year"}

    # A reload keeps the year; the link carries it to a fresh browser.
    field_id = page.locator(".yc-filled").first.get_attribute("data-fill")
    plane = field_id.split(":")[2]
    expect(page).to_have_url(re.compile(rf"&u=a\.{plane}\.y\.1942$"))
    page.reload()
    expect(page.locator(f"[data-fill='{field_id}']")).to_contain_text(f"{name} year: 1942 (yours)")
    expect(error).to_contain_text(f"{name} entered service in 1942, after the agreed year 1939")
    link = page.locator(".sb-link").input_value()
    assert link.endswith(f"&u=a.{plane}.y.1942")
    shared_in_a_fresh_browser(browser, link, field_id, ".sb-status", status.text_content())


@pytest.mark.usefixtures("unknown_plane")
def test_an_aircraft_page_offers_to_fill_in_its_unknown_traits(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + f"brs/aircraft/{PLANE}/")
    offer = page.get_by_role("link", name="Enter the traits printed on your card")
    expect(offer).to_be_visible()
    # Its negative traits are unknown too: offered, after the value the deck check needs.
    expect(page.get_by_text("(and its negative traits, under More values)")).to_be_visible()
    offer.click()
    expect(page.locator(f"[data-fill='yours:aircraft:{PLANE}:traits']")).to_contain_text(
        f"{NAME} — traits unknown: enter the traits printed on your card"
    )
    enter_traits(page, "Great Climb", "Great Dive")
    # Back on the aircraft page, the values entered are shown and marked as the player's.
    page.goto(base_url + f"brs/aircraft/{PLANE}/")
    expect(page.locator(".yc-page")).to_have_text(
        "Your card says traits: Great Climb, Great Dive (yours)."
    )
    # A named ace whose points are known is offered nothing.
    page.goto(base_url + "brs/aces/witold-urbanowicz/")
    expect(page.get_by_role("heading", name="Witold Urbanowicz")).to_be_visible()
    expect(page.get_by_text("Your card:")).to_have_count(0)


BUTTON_LOOK = """(buttons) => buttons.map((b) => {
  const s = getComputedStyle(b);
  // The radius in ems: a button inside a details section has that section's smaller type.
  const radius = (parseFloat(s.borderTopLeftRadius) / parseFloat(s.fontSize)).toFixed(2);
  return [b.disabled, s.borderTopStyle, s.borderTopWidth, s.borderTopColor, s.color,
          radius, s.backgroundColor, s.opacity];
})"""
"""How each button looks, and whether it is disabled."""


def test_your_cards_buttons_on_a_definition_page_look_like_the_builders(
    visit: Visit, base_url: str
) -> None:
    """Alone on a definition page, outside a builder's styles, Your cards' buttons (Save,
    Export my cards…) are drawn as the deck builder draws its own, enabled and disabled:
    not as plain words a player would not think to press."""
    page = visit.page
    open_ready(page, base_url + "brs/deck-builder/")
    builder = {
        look[0]: look[1:] for look in page.locator("article button").evaluate_all(BUTTON_LOOK)
    }
    assert set(builder) == {True, False}  # the builder shows both kinds
    for path in (f"brs/aircraft/{PLANE}/", "dif/aircraft/a6m2/", "fis/aircraft/bomber/"):
        open_ready(page, base_url + path)
        looks = page.locator(".yc-yours button").evaluate_all(BUTTON_LOOK)
        assert looks, path
        assert [look[1:] for look in looks] == [builder[look[0]] for look in looks], path


DIF_SETUP = """game: dif
edition: aces-high
altitude_bonus: true
sides:
  - name: Poland
    aircraft:
      - {aircraft: p-11c, count: 2, altitude: very-low}
  - name: Germany
    aircraft:
      - {aircraft: bf-110c, altitude: low}
"""
"""Two P.11c at Very Low with the altitude bonus: a rulebook example bounds their
Performance (4 or less) without giving it; Very Low adds 2 opening cards."""


def test_down_in_flames_performance_you_enter_sets_the_opening_hand(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    page = visit.page
    page.goto(base_url + "dif/setup-builder/")
    page.get_by_text("Import a set-up file").click()
    page.get_by_label("Set-up file to import").fill(DIF_SETUP)
    page.get_by_role("button", name="Import", exact=True).click()
    hand = page.locator("[data-flight='side 1 aircraft 1'] .sb-hand")
    expect(hand).to_contain_text("opening hand unknown (Performance unknown)")
    # The flight's own button leads to the place to enter it, by keyboard.
    hand.get_by_role("button", name="Enter the Performance of P.11c printed on your card").press(
        "Enter"
    )
    field = page.get_by_label("P.11c: Performance printed on your card")
    expect(field).to_be_focused()
    expect(field).to_have_attribute("max", "4")
    # Above the rulebook example's bound: refused next to the input, nothing kept.
    page.keyboard.type("5")
    page.keyboard.press("Enter")
    row = page.locator("[data-fill='yours:aircraft:p-11c:front.performance']")
    expect(row.locator(".yc-error")).to_have_text(
        "Enter a whole number from 0 to 4: a rulebook example allows no more."
    )
    expect(hand).to_have_attribute("data-hand", "")
    field.fill("4")
    field.press("Enter")
    expect(row).to_contain_text("P.11c Performance: 4 (yours)")
    # 4 + 2 for Very Low with the altitude bonus.
    expect(hand).to_contain_text("opening hand 6 (Performance 4 (yours) + 2 altitude)")
    expect(hand).to_have_attribute("data-hand", "6")

    # The exported pack gives sortie validate the same opening hand, and the same verdict.
    pack = exported_pack(page, tmp_path)
    assert yaml.safe_load(pack.read_text(encoding="utf-8"))["patches"] == [
        {"game": "dif", "kind": "aircraft", "id": "p-11c", "front": {"performance": 4}}
    ]
    setup = tmp_path / "setup.yaml"
    setup.write_text(page.locator(".sb-yaml").text_content(), encoding="utf-8")
    verdict = cli(setup, "--content", CONTENT, "--content", pack)
    [line] = verdict["details"]["sides"][0]["aircraft"]
    assert (line["performance"], line["opening_hand"]) == (4, 6)
    assert verdict["valid"] is True
    expect(page.locator(".sb-status")).to_have_attribute("data-valid", "true")
    page.reload()
    expect(hand).to_have_attribute("data-hand", "6")


def test_down_in_flames_turbocharger_you_enter_decides_a_high_start(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    """Only a turbocharged aircraft may start High; whether the Gladiator II has one, our
    sources do not say. "no" makes its High start an error, as sortie validate says."""
    page = visit.page
    page.goto(base_url + "dif/setup-builder/")
    page.get_by_text("Import a set-up file").click()
    page.get_by_label("Set-up file to import").fill(
        "game: dif\nedition: aces-high\nsides:\n"
        "  - aircraft:\n      - {aircraft: gladiator-ii, altitude: high}\n"
    )
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator(".sb-warnings [data-code='turbocharger-unknown']")).to_have_count(1)
    field = page.get_by_label("Gladiator II: turbocharger shown on your card?")
    field.select_option("no")
    page.locator("[data-fill='yours:aircraft:gladiator-ii:turbocharger']").get_by_role(
        "button", name="Save"
    ).click()
    expect(page.locator("[data-fill='yours:aircraft:gladiator-ii:turbocharger']")).to_contain_text(
        "Gladiator II turbocharger: no (yours)"
    )
    error = page.locator(".sb-errors [data-code='altitude'] .sb-message")
    expect(error).to_have_text(
        "Gladiator II may not start at High: start at Very Low, Low, Medium "
        "(High needs a Turbocharger)"
    )
    pack = exported_pack(page, tmp_path)
    setup = tmp_path / "setup.yaml"
    setup.write_text(page.locator(".sb-yaml").text_content(), encoding="utf-8")
    verdict = cli(setup, "--content", CONTENT, "--content", pack)
    assert [e["message"] for e in verdict["errors"]] == [error.text_content()]
    assert "turbocharger-unknown" not in {w["code"] for w in verdict["warnings"]}


def test_fighters_in_sight_dashboard_is_entered_on_the_aircraft_page(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    """The stand-in fighter has no dashboard in our sources: its page offers to enter the
    stats; they are kept, marked yours, and exported as a pack sortie reads. The force
    builder, whose checks use none of them, does not ask for them."""
    page = visit.page
    page.goto(base_url + "fis/aircraft/fighter/")
    expect(page.locator("p", has_text="Your card:")).to_contain_text(
        "our sources do not give its points. Enter the points printed on your card below or in "
        "the force builder (and its speed, rotation cost, combat dice and structure, under "
        "More values)"
    )
    page.get_by_text("More values from your card: Fighter (stand-in)").click()
    row = page.locator("[data-fill='yours:aircraft:fighter:rotation_cost']")
    expect(row).to_contain_text(
        "Fighter (stand-in) — rotation cost unknown: enter the rotation cost printed on your card"
    )
    field = page.get_by_label("Fighter (stand-in): rotation cost printed on your card")
    field.fill("0")  # the schema's lowest rotation cost is 1
    field.press("Enter")
    expect(row.locator(".yc-error")).to_have_text("Enter a whole number from 1 to 99.")
    field.fill("2")
    field.press("Enter")
    expect(row).to_contain_text("Fighter (stand-in) rotation cost: 2 (yours)")
    summary_line = page.locator(".yc-page")
    expect(summary_line).to_have_text("Your card says rotation cost: 2 (yours).")
    page.reload()
    expect(summary_line).to_have_text("Your card says rotation cost: 2 (yours).")

    pack = exported_pack(page, tmp_path)
    [patch] = yaml.safe_load(pack.read_text(encoding="utf-8"))["patches"]
    assert patch == {"game": "fis", "kind": "aircraft", "id": "fighter", "rotation_cost": 2}
    merged = check([CONTENT, pack])
    assert merged.errors == []
    assert merged.content.games["fis"].of("aircraft")["fighter"].item.rotation_cost == 2

    page.goto(base_url + "fis/force-builder/")
    page.locator(".fb-share details summary").click()
    page.get_by_label("Force file to import").fill(FIS_FORCE)
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator("[data-fill='yours:aircraft:fighter:points']")).to_have_count(1)
    expect(page.locator("[data-fill='yours:aircraft:fighter:rotation_cost']")).to_have_count(0)


def test_a_down_in_flames_aircraft_page_offers_its_unknown_performance(
    visit: Visit, base_url: str
) -> None:
    page = visit.page
    page.goto(base_url + "dif/aircraft/p-11c/")
    offer = page.get_by_role("link", name="Enter the year, Performance and turbocharger")
    expect(offer).to_have_attribute("href", "../../setup-builder/")
    field = page.get_by_label("P.11c: Performance printed on your card")
    expect(field).to_have_attribute("max", "4")
    field.fill("4")
    field.press("Enter")
    expect(page.locator(".yc-page")).to_have_text("Your card says Performance: 4 (yours).")
    # The set-up builder uses it: two P.11c at Very Low with the altitude bonus open with 6.
    page.goto(base_url + "dif/setup-builder/")
    page.get_by_text("Import a set-up file").click()
    page.get_by_label("Set-up file to import").fill(DIF_SETUP)
    page.get_by_role("button", name="Import", exact=True).click()
    hand = page.locator("[data-flight='side 1 aircraft 1'] .sb-hand")
    expect(hand).to_have_attribute("data-hand", "6")


YAK = "#v=1&d=1&a=yak-1.1.3"
"""One Yak-1: our sources give its negative trait (Poor Quality) and none of its stats."""


def test_the_figures_of_your_card_wait_under_more_values_and_are_marked_yours(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    page = visit.page
    page.goto(base_url + BUILDER + YAK)
    # The values the deck check needs come first; the card's figures wait, collapsed.
    expect(page.get_by_label("Yak-1: first trait printed on your card")).to_be_visible()
    agility = page.get_by_label("Yak-1: agility printed on your card")
    expect(agility).to_be_hidden()
    page.get_by_text("More values from your card: Yak-1").click()
    expect(agility).to_be_visible()
    # The schema's range (0 to 3), refused beside the input.
    row = page.locator("[data-fill='yours:aircraft:yak-1:agility']")
    agility.fill("4")
    row.get_by_role("button", name="Save").click()
    expect(row.locator(".yc-error")).to_have_text("Enter a whole number from 0 to 3.")
    expect(agility).to_have_attribute("aria-invalid", "true")
    agility.fill("2")
    agility.press("Enter")
    expect(row).to_contain_text("Yak-1 agility: 2 (yours)")
    speed = page.get_by_label("Yak-1: speed printed on your card")
    speed.fill("7")
    speed.press("Enter")
    expect(page.locator("[data-fill='yours:aircraft:yak-1:speed']")).to_contain_text(
        "Yak-1 speed: 7 (yours)"
    )
    # Shown, marked yours, in the force list and on the printed list sheet.
    expect(page.locator(".db-lines .db-figures")).to_have_text(
        "Speed 7 (yours) · Agility 2 (yours) · Negative traits: Poor Quality"
    )
    expect(page.locator(".db-list-sheet")).to_contain_text(
        "1× Yak-1, skill 3 — agility: 2; speed: 7 (yours)"
    )
    # The pack carries them; sortie validate reads it (its schema checks each value) to the
    # same verdict: figures change none.
    pack = exported_pack(page, tmp_path)
    assert '{"game":"brs","kind":"aircraft","id":"yak-1","speed":7,"agility":2}' in (
        pack.read_text(encoding="utf-8")
    )
    deck = tmp_path / "deck.yaml"
    deck.write_text(page.locator(".db-yaml").text_content(), encoding="utf-8")
    verdict = cli(deck, "--content", CONTENT, "--content", pack)
    assert verdict == cli(deck, "--content", CONTENT) | {"file": verdict["file"]}
    assert findings(page, ".db-errors") == sorted(
        f"{e['code']} {e['message']}" for e in verdict["errors"]
    )
    # The aircraft page shows them, marked yours.
    page.goto(base_url + "brs/aircraft/yak-1/")
    expect(
        page.get_by_role("link", name="Enter the traits and points printed on your card")
    ).to_be_visible()
    expect(page.locator(".yc-page")).to_have_text("Your card says speed: 7; agility: 2 (yours).")


SEVEN = f"#v=1&d=1&a={PLANE}.7.3&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1"
"""Seven Bf109F with two doctrine cards: the assumed table (2 up to 6 aircraft, 1 more per
further 6 or part of 6) asks 2 + 1 = 3, and only warns while it is unverified."""


def test_your_rulebook_doctrine_table_makes_the_doctrine_count_a_check(
    visit: Visit, base_url: str, tmp_path: Path, browser: Any
) -> None:
    page = visit.page
    page.goto(base_url + BUILDER + SEVEN)
    expect(summary(page)).to_contain_text("Legal as far as known")
    expect(page.locator(".db-problems .db-warnings [data-code='doctrine-count']")).to_contain_text(
        "under the assumed doctrine table"
    )
    expect(page.locator(".db-totals")).to_contain_text("Doctrine 2/3 (table unverified)")
    # By keyboard alone: open "More values from your rulebook", type the table, Enter.
    page.get_by_text("More values from your rulebook: Blood Red Skies").focus()
    page.keyboard.press("Enter")
    row = page.locator("[data-fill='yours:rulebook:brs:doctrine_cards']")
    expect(row).to_contain_text(
        "Blood Red Skies — doctrine table unverified: enter the doctrine table printed in your rulebook"
    )
    for value in ("2", "6", "1", "0"):
        page.keyboard.press("Tab")
        page.keyboard.type(value)
    page.keyboard.press("Enter")
    # DoctrineTable's range: a block of at least one aircraft.
    expect(row.locator(".yc-error")).to_have_text(
        "“per further … aircraft or part”: enter a whole number from 1 to 99."
    )
    block = page.get_by_label("Blood Red Skies: per further … aircraft or part")
    expect(block).to_be_focused()
    page.keyboard.press("Backspace")
    page.keyboard.type("6")
    page.keyboard.press("Enter")
    expect(row).to_contain_text(
        "Blood Red Skies doctrine table: 2 up to 6 aircraft, 1 more per further 6 or part of 6 (yours)"
    )
    expect(page.locator(":focus")).to_have_text("Change")
    # Now a real check: an error, as sortie validate gives with the exported pack, resting
    # on the one value the player gave (the table).
    expect(summary(page)).to_contain_text("Not legal with 1 value of yours · 1 error")
    expect(page.locator(".db-errors [data-code='doctrine-count']")).to_have_text(
        "7 aircraft need 3 doctrine cards; the deck has 2: add 1 doctrine card"
    )
    expect(page.locator(".db-totals")).to_contain_text(
        "Doctrine 2/3 (your rulebook's table, yours)"
    )
    expect(page.locator(".db-list-sheet")).to_contain_text(
        "Doctrine table: 2 up to 6 aircraft, 1 more per further 6 or part of 6 (yours)"
    )
    pack = exported_pack(page, tmp_path)
    assert (
        '{"game":"brs","kind":"game","id":"brs","doctrine_cards":'
        '{"base":2,"up_to":6,"per_block":1,"block":6,"verified":true}}'
    ) in pack.read_text(encoding="utf-8")
    deck = tmp_path / "deck.yaml"
    deck.write_text(page.locator(".db-yaml").text_content(), encoding="utf-8")
    verdict = cli(deck, "--content", CONTENT, "--content", pack)
    assert [(e["code"], e["message"]) for e in verdict["errors"]] == [
        ("doctrine-count", "7 aircraft need 3 doctrine cards; the deck has 2: add 1 doctrine card")
    ]
    assert findings(page, ".db-errors") == sorted(
        f"{e['code']} {e['message']}" for e in verdict["errors"]
    )
    # The link carries the table to a fresh browser, with the same verdict.
    link = page.locator(".db-link").input_value()
    assert "g.brs.d.2~6~1~6" in link
    shown = summary(page).text_content()
    other = Visit(browser)
    try:
        other.page.goto(link)
        expect(summary(other.page)).to_have_text(from_the_link(shown, 1))
        other.page.get_by_text("More values from your rulebook: Blood Red Skies").click()
        expect(
            other.page.locator("[data-fill='yours:rulebook:brs:doctrine_cards']")
        ).to_contain_text("(from the link)")
    finally:
        other.close()


def test_a_redraw_before_the_toggle_event_keeps_the_section_the_player_opened(
    visit: Visit, base_url: str
) -> None:
    """A <details> fires its toggle event a task after it opens. The player opens "More
    values", types a wrong value and presses Enter before that task runs (a busy machine
    runs input first): the redraw must keep the section open and give the focus back to the
    part at fault. All of it in one task here, so the toggle event surely comes after."""
    page = visit.page
    page.goto(base_url + BUILDER + SEVEN)
    expect(summary(page)).to_contain_text("Legal as far as known")
    page.evaluate(
        """() => {
        const row = document.querySelector("[data-fill='yours:rulebook:brs:doctrine_cards']");
        row.closest("details").open = true;
        const inputs = [...row.querySelectorAll("input")];
        ["2", "6", "1", "0"].forEach((value, i) => {
          inputs[i].value = value;
          inputs[i].dispatchEvent(new Event("input", { bubbles: true }));
        });
        inputs[3].focus();
        inputs[3].dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
      }"""
    )
    row = page.locator("[data-fill='yours:rulebook:brs:doctrine_cards']")
    expect(row.locator(".yc-error")).to_have_text(
        "“per further … aircraft or part”: enter a whole number from 1 to 99."
    )
    expect(page.locator("details.yc-more", has=row)).to_have_attribute("open", "")
    expect(page.get_by_label("Blood Red Skies: per further … aircraft or part")).to_be_focused()


THREE_BF109E = (
    "#v=1&d=1&a=bf109e.3.3"
    "&c=great-climb.2_great-dive.2_dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1"
)
"""Three Bf109E (skill 3) with the trait split, doctrine and theatre cards four of them take:
adding a fourth at skill 5 (a generic ace) makes a legal deck."""

ACE_SKILL_COUNT = "1 ace and 0 named aces allow at most 1 ace skill card; the deck has 2: remove 1"
"""game.yaml's aces.skill_cards is 1: a generic ace brings one ace skill card, not two."""


def name_ace_skill(page: Any, name: str) -> None:
    page.get_by_label("Name of an ace skill card you hold").fill(name)
    page.get_by_label("Name of an ace skill card you hold").press("Enter")


def test_ace_skill_cards_you_name_are_counted_exported_and_shared(
    visit: Visit, base_url: str, tmp_path: Path, browser: Any
) -> None:
    page = visit.page
    page.goto(base_url + BUILDER + THREE_BF109E)
    part = page.locator("[data-adds='aceSkills']")
    expect(summary(page)).to_contain_text("3 aircraft")
    expect(part).to_have_count(0)  # no ace in the force: nothing to name

    # A generic ace: a Bf109E at skill 5.
    page.get_by_label("Aircraft to add", exact=True).select_option("bf109e")
    page.get_by_label("Pilot skill of the aircraft to add").select_option("5")
    page.get_by_role("button", name="Add aircraft").click()
    expect(part.get_by_role("heading", name="Your ace skill cards")).to_be_visible()
    expect(summary(page)).to_have_text("Legal · 4 aircraft · hand 3 · 374 points")

    # A name whose id a card of the data has is refused beside the input, as is a blank.
    name_ace_skill(page, "Great Climb")
    expect(part.locator(".yc-error")).to_have_text(
        'the id "great-climb" is taken by the card Great Climb: '
        "a card of yours needs a name of its own"
    )
    name_ace_skill(page, "   ")
    expect(part.locator(".yc-error")).to_have_text("type the name printed on your ace skill card")
    name_ace_skill(page, "Eagle Eye")
    name_ace_skill(page, "<img src=x onerror=alert(1)> Lucky")
    expect(part.locator("[data-added='eagle-eye']")).to_have_text("Eagle Eye (yours)Forget")
    lucky = "img-src-x-onerror-alert-1-lucky"
    expect(part.locator(f"[data-added='{lucky}']")).to_contain_text(
        "<img src=x onerror=alert(1)> Lucky (yours)"
    )
    assert page.locator(".db-body img[src='x']").count() == 0
    name_ace_skill(page, "eagle  EYE")
    expect(part.locator(".yc-error")).to_have_text(
        "you have a card of this name already (Eagle Eye)"
    )

    # Both join the deck's cards marked yours; one is legal, two is one too many.
    deck = page.locator(".db-deck")
    expect(deck.locator("[data-card='eagle-eye'] summary")).to_have_text("Eagle Eye (yours)")
    page.get_by_role("button", name="One more Eagle Eye").click()
    expect(summary(page)).to_contain_text("Legal")
    page.get_by_role("button", name="One more <img src=x onerror=alert(1)> Lucky").click()
    # Each card of the player's the deck holds is a value of theirs the verdict rests on.
    expect(summary(page)).to_contain_text("Not legal with 2 values of yours · 1 error")
    expect(page.locator(".db-errors [data-code='ace-skill-count']")).to_contain_text(
        ACE_SKILL_COUNT
    )

    # The exported pack adds both; sortie validate gives the same codes and messages.
    pack = exported_pack(page, tmp_path)
    added = yaml.safe_load(pack.read_text(encoding="utf-8"))["adds"]
    assert [(a["kind"], a["id"], a["name"]["en"]) for a in added] == [
        ("ace-skills", "eagle-eye", "Eagle Eye"),
        ("ace-skills", lucky, "<img src=x onerror=alert(1)> Lucky"),
    ]
    deck_file = tmp_path / "deck.yaml"
    deck_file.write_text(page.locator(".db-yaml").text_content(), encoding="utf-8")
    verdict = cli(deck_file, "--content", CONTENT, "--content", pack)
    assert findings(page, ".db-errors") == sorted(
        f"{e['code']} {e['message']}" for e in verdict["errors"]
    )
    assert [e["code"] for e in verdict["errors"]] == ["ace-skill-count"]

    # A reload keeps them; the link carries them to a fresh browser: the same verdict.
    page.reload()
    expect(part.locator("[data-added='eagle-eye']")).to_contain_text("(yours)")
    shown = summary(page).text_content()
    link = page.locator(".db-link").input_value()
    assert "k.eagle-eye.n.Eagle%2520Eye" in link
    other = Visit(browser)
    try:
        other.page.goto(link)
        fresh = other.page.locator("[data-adds='aceSkills'] [data-added='eagle-eye']")
        expect(fresh).to_contain_text("Eagle Eye (from the link)")
        expect(summary(other.page)).to_have_text(from_the_link(shown, 2))  # both cards
        expect(other.page.locator(".db-errors [data-code='ace-skill-count']")).to_contain_text(
            ACE_SKILL_COUNT
        )
    finally:
        other.close()

    # Forget my cards forgets them too: the deck then holds two cards the data lacks.
    page.get_by_role("button", name="Forget my cards").click()
    expect(part.locator("[data-added]")).to_have_count(0)
    expect(page.locator(".db-errors [data-code='ace-skill-count']")).to_have_count(0)
    expect(deck.locator(".db-unknown [data-card='eagle-eye']")).to_be_visible()
