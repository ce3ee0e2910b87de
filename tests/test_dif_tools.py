"""The Down In Flames tools in a real browser on a phone-sized page: the reaction chart and
both calculators give the sources' worked examples, never scroll sideways, load nothing
from another host, and print without their navigation."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browserkit import Visit, open_ready
from playwright.sync_api import expect

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(browser: Any) -> Any:
    tab = Visit(browser, **PHONE)
    yield tab
    tab.close()
    assert not tab.offsite(), tab.offsite()


def no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page scrolls sideways ({width} px)"


SHOWN = ".dif-view:not([hidden])"


def shown(page: Any, part: str) -> list[str]:
    """The card ids listed in one part of the card view on screen."""
    return page.eval_on_selector_all(f"{SHOWN} {part} li", "els => els.map(e => e.dataset.card)")


def test_reaction_chart_one_card_on_a_phone(phone: Visit, base_url: str) -> None:
    page = phone.page
    page.goto(base_url + "dif/reaction-chart/")
    assert page.locator(".dif-view:visible").count() == 1
    page.focus("#dif-played")  # the keyboard picks a card
    page.select_option("#dif-played", "in-my-sights")
    assert page.locator(".dif-view:visible").count() == 1
    assert page.text_content(f"{SHOWN} h3") == "In My Sights"
    assert shown(page, ".dif-answers") == [
        "ace-pilot",
        "barrel-roll",
        "in-my-sights-jinking",
        "tight-turn",
        "vertical-roll",
    ]
    assert shown(page, ".dif-after") == ["evasive"]
    assert page.text_content(f"{SHOWN} .dif-reacts") == "No card."
    page.select_option("#dif-played", "tight-turn")
    assert "ace-pilot" in shown(page, ".dif-answers")
    assert "manoeuvre" in shown(page, ".dif-reacts")
    assert "played in answer to a card" in page.text_content(f"{SHOWN} .dif-note")
    page.select_option("#dif-played", "evasive")
    assert page.text_content(f"{SHOWN} .dif-answers") == "Nothing."
    assert shown(page, ".dif-after-of") == [
        "in-my-sights",
        "in-my-sights-jinking",
        "out-of-the-sun",
    ]
    page.select_option("#dif-played", "manoeuvre")
    assert shown(page, ".dif-answers") == ["ace-pilot", "barrel-roll", "tight-turn"]
    page.click(f"{SHOWN} .dif-answers a >> nth=1")
    page.wait_for_url("**/dif/action-cards/barrel-roll/")
    page.go_back()
    # The twelve-column chart is for wide screens; a phone is told so.
    assert not page.is_visible(".dif-whole")
    assert page.is_visible(".dif-phone-only")
    no_sideways_scroll(page)


def test_reaction_chart_whole_on_a_wide_screen(browser: Any, base_url: str) -> None:
    tab = Visit(browser, width=1280, height=900)
    page = tab.page
    page.goto(base_url + "dif/reaction-chart/")
    assert page.is_visible(".dif-whole") and not page.is_visible(".dif-phone-only")
    # Yo-Yo answers a Tight Turn (the example turn), Scissors does not answer an In My Sights.
    assert page.text_content('tr[data-played="tight-turn"] td[data-answer="yo-yo"]') == "✓"
    no = 'tr[data-played="in-my-sights"] td[data-answer="scissors"]'
    assert (page.text_content(no), page.get_attribute(no, "aria-label")) == ("·", "no")
    assert page.text_content('tr[data-played="in-my-sights"] td[data-answer="evasive"]') == "after"
    assert (
        page.text_content('tr[data-played="in-my-sights-fuel-tank"] td[data-answer="evasive"]')
        == "·"
    )
    assert "Nothing" in page.text_content('tr[data-played="redline"] td')
    width = page.evaluate("document.querySelector('.dif-scroll').scrollWidth")
    assert width <= page.evaluate("document.querySelector('.dif-scroll').clientWidth")
    tab.close()


def test_bombing_calculator_flak_kate_and_poland(phone: Visit, base_url: str) -> None:
    page = phone.page
    page.goto(base_url + "dif/bombing-calculator/")
    page.wait_for_selector("#dif-flak-table")
    page.fill("#dif-flak", "2")
    cell = '#dif-flak-table td[data-flak="{}"][data-bomb="{}"]'
    # Each figure is waited for: the page redraws on its own time after an input.
    expect(page.locator(cell.format("tight", "tight"))).to_have_text("4 hits")
    headers = page.eval_on_selector_all(
        "#dif-flak-table thead th", "els => els.map(e => e.textContent)"
    )
    assert headers[1:] == ["Dispersed", "Normal", "Tight"]
    assert page.text_content(cell.format("dispersed", "normal")) == "1 hit"
    assert page.text_content(cell.format("normal", "normal")) == "2 hits"
    assert page.text_content(cell.format("tight", "tight")) == "4 hits"
    assert page.text_content(cell.format("tight", "normal")) == "0 hits"
    page.fill("#dif-flak-mod", "2")  # the option comes before the doubling
    expect(page.locator(cell.format("tight", "tight"))).to_have_text("8 hits")
    page.select_option("#dif-bomber", "b5n2-kate-ah")
    expect(
        page.locator('#dif-bombs-table td[data-side="undamaged"][data-bomb="tight"]')
    ).to_have_text("28")
    bombs = '#dif-bombs-table td[data-side="{}"][data-bomb="{}"]'
    got = [
        page.text_content(bombs.format(side, p))
        for side in ("undamaged", "damaged")
        for p in ("dispersed", "normal", "tight")
    ]
    assert got == ["7", "14", "28", "4", "8", "16"]
    page.select_option("#dif-target", "poland-1939-3")  # airfield 4/8, flak 2
    assert page.input_value("#dif-flak") == "2"
    assert (page.input_value("#dif-damaged"), page.input_value("#dif-destroyed")) == ("4", "8")
    page.fill("#dif-dropped", "7")
    expect(page.locator("#dif-status strong")).to_have_attribute("data-status", "damaged")
    page.fill("#dif-scale", "3")
    page.fill("#dif-axis-vp", "30")
    page.fill("#dif-allied-vp", "13")
    expect(page.locator("#dif-scaled")).to_have_text(
        re.compile(r"^Axis 10 VP, Allies 4 VP: net -6")
    )
    no_sideways_scroll(page)


def test_mission_length_malaya_target_11(phone: Visit, base_url: str) -> None:
    page = phone.page
    page.goto(base_url + "dif/mission-length/")
    page.wait_for_selector("#dif-out-tb")
    page.fill("#dif-tb-base", "0")
    page.select_option("#dif-target", "malaya-11")  # 9 / 8 base turns
    assert (page.input_value("#dif-tb-base"), page.input_value("#dif-hb-base")) == ("9", "8")
    assert page.locator(".dif-attacker").first.input_value() == "ki-21"
    turns = [page.get_attribute(f"#dif-out-{p}", "data-turns") for p in ("tb", "ot", "hb")]
    assert turns == ["4", "3", "3"]
    # Add a fighter escort: it counts as speed 6, the Ki-21 stays the slowest.
    page.click("#dif-add-attacker")
    page.locator(".dif-attacker").nth(1).select_option("a6m2")
    assert page.locator(".dif-speed").nth(1).input_value() == "6"
    assert page.get_attribute("#dif-out-tb", "data-turns") == "4"
    # A base at or below the speed skips the phase.
    page.fill("#dif-hb-base", "5")
    assert page.text_content("#dif-out-hb") == "skipped"
    no_sideways_scroll(page)


def test_tools_print_without_navigation(phone: Visit, base_url: str) -> None:
    page = phone.page
    page.goto(base_url + "dif/bombing-calculator/")
    page.wait_for_selector("#dif-flak-table")
    page.emulate_media(media="print")
    assert page.evaluate("getComputedStyle(document.querySelector('.md-header')).display") == "none"
    assert page.is_visible("#dif-flak-table")


def test_aircraft_page_says_what_is_known_and_what_is_not(phone: Visit, base_url: str) -> None:
    """The Spitfire I (Aces High rulebook: Performance 6, Bursts 2, Airframe 3/6, Barrage):
    its known values plainly, the rest in one line pointing to Your card, card jargon
    explained, editions by name and never by id."""
    page = phone.page
    page.goto(base_url + "dif/aircraft/spitfire-i/")
    text = page.inner_text("article")
    rows = page.eval_on_selector_all(
        ".dif-ratings tbody tr",
        "rs => rs.map(r => [r.querySelector('.dif-rating').textContent,"
        " ...[...r.querySelectorAll('td')].map(td => td.textContent)])",
    )
    assert rows == [
        ["Performance", "6", "not public"],
        ["Bursts", "2", "not public"],
        ["Airframe", "3", "6"],
    ]
    assert "Card notes: Barrage." in text
    line = page.locator("p", has_text="Not public:")
    assert "Horsepower pre" in line.inner_text() and "VP" in line.inner_text()
    assert line.locator("a").get_attribute("href") == "#your-card"
    assert page.locator("#your-card").count() == 1
    assert "Cards drawn at the start of the aircraft's turn." in page.inner_text(".dif-meanings")
    assert "Aces High (DVG)" in text
    assert "aces-high" not in text
    tables = " ".join(page.eval_on_selector_all("article table", "ts => ts.map(t => t.innerText)"))
    assert "unknown" not in tables
    no_sideways_scroll(page)
    page.goto(base_url + "dif/aircraft/")
    headers = page.eval_on_selector_all("article thead th", "ths => ths.map(t => t.textContent)")
    assert "VP" in headers and "Vp" not in headers
    assert "ZERO! (GMT)" in page.inner_text("article")
    assert "aces-high" not in page.inner_text("article")


def options(page: Any, select: str) -> list[str]:
    return page.eval_on_selector_all(f"{select} option", "os => os.map(o => o.value)")


def test_calculators_offer_every_target_and_bomber(phone: Visit, base_url: str) -> None:
    """Every Aces High bomber and target, every ZERO! target; a value the rulebooks do not
    give stays empty and the tool asks for it (the airfield example: Damaged 5, Destroyed
    10, no flak given; Malaya #11: 9 target-bound, 8 home-bound, ZERO! 23.24)."""
    page = phone.page
    open_ready(page, base_url + "dif/bombing-calculator/")  # script ready
    assert options(page, "#dif-bomber") == ["", "b-24d", "b5n2-kate-ah", "ju-87b"]
    assert options(page, "#dif-target") == ["", "poland-1939-3", "airfield-example"]
    page.select_option("#dif-target", "airfield-example")
    assert (page.input_value("#dif-damaged"), page.input_value("#dif-destroyed")) == ("5", "10")
    assert page.input_value("#dif-flak") == ""
    assert "do not give it" in page.text_content("#dif-flak-out")
    page.fill("#dif-flak", "2")
    assert page.is_visible("#dif-flak-table")
    page.select_option("#dif-bomber", "b-24d")
    assert page.input_value("#dif-bombs") == ""
    assert "do not give its bombs" in page.text_content("#dif-bombs-out")
    page.fill("#dif-dropped", "7")
    assert page.get_attribute("#dif-status strong", "data-status") == "damaged"
    open_ready(page, base_url + "dif/mission-length/")
    assert {"malaya-11", "burma-15", "docks"} <= set(options(page, "#dif-target"))
    page.select_option("#dif-target", "burma-15")
    assert page.input_value("#dif-tb-base") == ""
    assert "do not give them" in page.text_content("#dif-length-out")
    page.select_option("#dif-target", "malaya-11")
    assert (page.input_value("#dif-tb-base"), page.input_value("#dif-hb-base")) == ("9", "8")
    no_sideways_scroll(page)


# -- issue 39: right answers, said with their working ------------------------------------


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_scaled_up_campaign_multiplies_the_targets_values(
    browser: Any, base_url: str, language: str
) -> None:
    """The rulebook's 3:1 example (Poland 1939, target #3, the airfield at 4/8): three times
    the size, it is Damaged at 12 bombs and Destroyed at 24. Ten bombs leave it Intact, and
    the defender scores its 24, before each side's total is divided by 3."""
    french = language == "fr"
    tab = Visit(browser, **PHONE, locale="fr-FR" if french else "en-US")
    page = tab.page
    try:
        open_ready(page, base_url + ("fr/" if french else "") + "dif/bombing-calculator/")
        page.select_option("#dif-target", "poland-1939-3")
        page.fill("#dif-dropped", "10")
        status = page.locator("#dif-status strong")
        expect(status).to_have_attribute("data-status", "destroyed")  # at 1:1, 10 ≥ 8
        page.fill("#dif-scale", "3")
        expect(status).to_have_attribute("data-status", "intact")  # 10 < 12
        said = page.locator("#dif-status")
        if french:
            expect(said).to_contain_text("l'objectif est Endommagé à 12 bombes et Détruit à 24")
        else:
            expect(said).to_contain_text("attacker scores 0 VP, defender 24 VP for the target")
            expect(said).to_contain_text("Damaged at 12 bombs and Destroyed at 24")
        page.fill("#dif-dropped", "12")
        expect(status).to_have_attribute("data-status", "damaged")
        no_sideways_scroll(page)
    finally:
        tab.close()


def test_damaged_side_bombs_entered_are_no_longer_asked_for(phone: Visit, base_url: str) -> None:
    """The B-24D's bombs are not in our sources: once the player enters both sides', the
    page stops asking for them."""
    page = phone.page
    open_ready(page, base_url + "dif/bombing-calculator/")
    page.select_option("#dif-bomber", "b-24d")
    out = page.locator("#dif-bombs-out")
    expect(out).to_contain_text("our sources do not give its bombs")
    page.fill("#dif-bombs", "10")
    page.fill("#dif-bombs-damaged", "5")
    expect(
        page.locator('#dif-bombs-table td[data-side="damaged"][data-bomb="normal"]')
    ).to_have_text("5")
    expect(out).not_to_contain_text("unknown")
    expect(out).not_to_contain_text("enter them")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_mission_length_names_its_target_once_and_shows_the_working(
    browser: Any, base_url: str, language: str
) -> None:
    """The first values are the rulebook's example (Malaya, target #11: 9 / 8 base turns,
    four Ki-21 at speed 5): the list says so, and each phase shows how its turns are
    found, 9 − 5 = 4 and 8 − 5 = 3. A base typed over the target's is the player's own."""
    french = language == "fr"
    tab = Visit(browser, **PHONE, locale="fr-FR" if french else "en-US")
    page = tab.page
    try:
        open_ready(page, base_url + ("fr/" if french else "") + "dif/mission-length/")
        chosen = page.locator("#dif-target option:checked")
        expect(chosen).to_have_text(
            re.compile(r"^Malaisie\s:\sObjectif #11$" if french else r"^Malaya: Target #11$")
        )
        working = page.locator(".dif-working")
        expect(working.nth(0)).to_have_text("9 − 5 = 4")
        expect(working.nth(1)).to_have_text("fixe" if french else "fixed")
        expect(working.nth(2)).to_have_text("8 − 5 = 3")
        expect(working.nth(3)).to_have_text("4 + 3 + 3 = 10")  # every row says its working
        page.fill("#dif-tb-base", "10")
        expect(page.locator("#dif-target")).to_have_value("")
        expect(working.nth(0)).to_have_text("10 − 5 = 5")
        page.fill("#dif-tb-mod", "-1")
        expect(working.nth(0)).to_have_text("10 − 5 − 1 = 4")
        expect(page.locator("#dif-out-tb")).to_have_attribute("data-turns", "4")
        expect(working.nth(3)).to_have_text("4 + 3 + 3 = 10")
        page.fill("#dif-hb-mod", "1")
        expect(working.nth(3)).to_have_text("4 + 3 + 4 = 11")
        no_sideways_scroll(page)
    finally:
        tab.close()
