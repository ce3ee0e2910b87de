"""My hangar (issue 41): decks saved from the deck builder by name are listed on the hangar
page with their verdicts, checked again when it opens, and can be renamed; a damaged store
never breaks the page, which says what was lost.

The verdicts are worked by hand from the Blood Red Skies rules and the shipped data: every
aircraft takes trait cards for its traits, and a force needs its doctrine and theatre
cards. One Bf109E (traits known) with no card at all is short of all of them: not legal.
Four Bf109F with their doctrine and theatre cards and no trait card: the Bf109F's traits
are unknown in our data, so the trait cards cannot be checked and nothing else is wrong:
legal as far as known."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browserkit import Visit, open_ready
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser]

SHORT = "#v=1&d=1&a=bf109e.1.3"
"""One Bf109E, no card: not legal."""
FOUR = "#v=1&d=1&a=bf109f.4.3&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1"
"""Four Bf109F, their doctrine and theatre cards, no trait card: legal as far as known."""

WORDS = {
    "en": {
        "root": "",
        "name": "Name",
        "save": "Save in My hangar",
        "hangar": "My hangar",
        "rename": "Rename",
        "save name": "Save name",
        "not legal": "Not legal",
        "as far as known": "Legal as far as known",
        "game": "Blood Red Skies",
        "lost": "could not be read",
    },
    "fr": {
        "root": "fr/",
        "name": "Nom",
        "save": "Enregistrer dans Mon hangar",
        "hangar": "Mon hangar",
        "rename": "Renommer",
        "save name": "Enregistrer le nom",
        "not legal": "Non conforme",
        "as far as known": "Conforme pour autant qu'on sache",
        "game": "Blood Red Skies",
        "lost": "n'ont pas pu être lues",
    },
}


@pytest.fixture(
    params=[("en", 390), ("en", 1280), ("fr", 390), ("fr", 1280)], ids=lambda p: f"{p[0]}-{p[1]}"
)
def tab(request: Any, browser: Any) -> Iterator[tuple[Visit, str]]:
    language, width = request.param
    visit = Visit(browser, width=width, locale="fr-FR" if language == "fr" else "en-US")
    yield visit, language
    visit.close()
    assert not visit.offsite(), visit.offsite()


def save_deck(page: Any, url: str, name: str, words: dict[str, str]) -> None:
    """Open the builder on a deck, name it and save it in the hangar."""
    open_ready(page, url)
    # Before anything is saved, the builder already says where saved lists go.
    expect(page.locator(".sl-note").get_by_role("link", name=words["hangar"])).to_be_visible()
    box = page.locator("#sortie-deck-builder").get_by_label(words["name"], exact=True)
    box.fill(name)
    page.get_by_role("button", name=words["save"]).click()
    expect(page.locator(".sl-note")).to_contain_text(name)
    expect(page.locator(".sl-note").get_by_role("link", name=words["hangar"])).to_be_visible()


def verdicts(page: Any) -> dict[str, str]:
    """Each listed deck's name and the verdict said under it, once every one is checked."""
    items = page.locator(".hg-list")
    expect(page.locator(".hg-verdict[data-valid='checking']")).to_have_count(0)
    found = {}
    for item in items.all():
        found[item.locator(".hg-name").inner_text()] = item.locator(".hg-verdict").inner_text()
    return found


def test_two_decks_saved_renamed_and_kept(tab: tuple[Visit, str], base_url: str) -> None:
    visit, language = tab
    words = WORDS[language]
    page = visit.page
    builder = f"{base_url}{words['root']}brs/deck-builder/"
    save_deck(page, builder + SHORT, "Lone <b>Emil</b>", words)
    save_deck(page, builder + FOUR, "Schwarm", words)

    page.locator(".sl-note").get_by_role("link", name=words["hangar"]).click()
    expect(page.locator(".hg-list")).to_have_count(2)
    assert verdicts(page) == {
        "Lone <b>Emil</b>": words["not legal"],
        "Schwarm": words["as far as known"],
    }
    assert page.locator(".hg-list b").count() == 0  # the name is text, never markup
    expect(page.locator(".hg-list").first.locator(".hg-game")).to_have_text(words["game"])

    schwarm = page.locator(".hg-list", has_text="Schwarm")
    schwarm.get_by_role("button", name=words["rename"]).click()
    box = page.locator(".hg-rename input")
    expect(box).to_be_focused()
    box.fill("JG 26")
    page.get_by_role("button", name=words["save name"]).click()

    page.reload()
    expect(page.locator(".hg-list")).to_have_count(2)
    assert verdicts(page) == {
        "Lone <b>Emil</b>": words["not legal"],
        "JG 26": words["as far as known"],
    }
    # Opening a list goes to the builder with the deck.
    page.locator(".hg-list", has_text="JG 26").locator(".hg-open").click()
    expect(page.locator(".db-summary")).to_contain_text(words["as far as known"])
    expect(
        page.locator("#sortie-deck-builder").get_by_label(words["name"], exact=True)
    ).to_have_value("JG 26")


def test_a_damaged_store_is_said_and_the_page_still_works(
    tab: tuple[Visit, str], base_url: str
) -> None:
    visit, language = tab
    words = WORDS[language]
    page = visit.page
    hangar = f"{base_url}{words['root']}hangar/"
    builder = f"{base_url}{words['root']}brs/deck-builder/"
    save_deck(page, builder + SHORT, "Kept", words)
    # One list damaged (no link), one whole: the whole one stays, the other is named.
    page.evaluate(
        """() => {
          const key = Object.keys(localStorage).find((k) => k.startsWith("sortie:lists:1:"));
          const stored = JSON.parse(localStorage.getItem(key));
          stored.lists.push({id: 9, game: "brs", name: "Broken"});
          localStorage.setItem(key, JSON.stringify(stored));
        }"""
    )
    open_ready(page, hangar)
    expect(page.locator(".hg-banner")).to_contain_text("Broken")
    assert verdicts(page) == {"Kept": words["not legal"]}

    # The whole store not JSON: the page says so and still saves a new list.
    page.evaluate(
        """() => {
          const key = Object.keys(localStorage).find((k) => k.startsWith("sortie:lists:1:"));
          localStorage.setItem(key, "{not json");
        }"""
    )
    page.reload()
    expect(page.locator(".hg-banner")).to_contain_text(words["lost"])
    expect(page.locator(".hg-list")).to_have_count(0)
    expect(page.locator(".hg-empty")).to_be_visible()
    save_deck(page, builder + FOUR, "Again", words)
    open_ready(page, hangar)
    assert verdicts(page) == {"Again": words["as far as known"]}


def test_a_set_up_and_a_force_saved_with_their_verdicts(visit: Visit, base_url: str) -> None:
    """Down In Flames and Fighters in Sight go through the same flow. Worked by hand: in
    Aces High, a Spitfire I against two Bf-110C in 1939 breaks no rule, but neither
    aircraft's years are in our data, so the year cannot be checked (legal as far as
    known); a VP limit of 8 refuses the Bf-110C's 10 VP (not legal). In Fighters in Sight a
    formation holds at most 6 aircraft: one of 7 is not legal."""
    page = visit.page
    open_ready(page, base_url + "dif/setup-builder/")
    page.get_by_label("Year", exact=True).fill("1939")
    page.get_by_label("Year", exact=True).press("Enter")
    page.get_by_label("Aircraft of side 1 aircraft 1").select_option("spitfire-i")
    page.get_by_label("Aircraft of side 2 aircraft 1").select_option("bf-110c")
    page.get_by_role("button", name="One more aircraft on side 2 aircraft 1").click()
    page.get_by_label("Battle name").fill("Channel 1939")
    page.get_by_label("Battle name").press("Tab")
    page.get_by_role("button", name="Save in My hangar").click()
    expect(page.locator(".sl-note")).to_contain_text("“Channel 1939” saved in")
    page.get_by_label("VP limit", exact=True).fill("8")
    page.get_by_label("VP limit", exact=True).press("Enter")
    page.get_by_label("Battle name").fill("Capped")
    page.get_by_label("Battle name").press("Tab")
    page.get_by_role("button", name="Save in My hangar").click()
    expect(page.locator(".sl-note")).to_contain_text("“Capped” saved in")

    open_ready(page, base_url + "fis/force-builder/")
    side = page.locator(".fb-side").first
    for _ in range(6):
        side.get_by_role(
            "button", name="One more aircraft on side 1 player 1 formation 1 line 1"
        ).click()
    page.locator(".fb-settings").get_by_label("Name", exact=True).fill("Big Wing")
    page.locator(".fb-settings").get_by_label("Name", exact=True).press("Tab")
    page.get_by_role("button", name="Save in My hangar").click()
    expect(page.locator(".sl-note")).to_contain_text("“Big Wing” saved in")

    open_ready(page, base_url + "hangar/")
    assert verdicts(page) == {
        "Channel 1939": "Legal as far as known",
        "Capped": "Not legal",
        "Big Wing": "Not legal",
    }
    games = page.locator(".hg-game").all_inner_texts()
    assert games == ["Down In Flames", "Down In Flames", "Fighters in Sight"]
    page.locator(".hg-list", has_text="Big Wing").locator(".hg-open").click()
    expect(page.locator(".fb-errors [data-code='formation-size']")).to_have_count(1)
