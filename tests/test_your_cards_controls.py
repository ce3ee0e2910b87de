"""Your cards' controls (issue 39): changing a value shows the one kept and can be
cancelled, a refused value is said in the player's words, forgetting can be undone for a few
seconds, and a club's ``?pack=`` is read from the site's root whichever builder or language
asks for it. In English and French."""

from __future__ import annotations

from typing import Any

import needs
import pytest
from browserkit import Visit, open_ready
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, needs.tool("chromium")]

BUILDER = "brs/deck-builder/"
FOUR_BF109F = "#v=1&d=1&a=bf109f.4.3&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1"
ROW = "[data-fill='yours:aircraft:bf109f:traits']"


def save_traits(page: Any, first: str, second: str, words: tuple[str, str, str]) -> None:
    """Pick two traits in the Bf109F's form and save: ``words`` are the page's for the first
    and second boxes and the Save button."""
    page.get_by_label(words[0]).select_option(label=first)
    page.get_by_label(words[1]).select_option(label=second)
    page.locator(ROW).get_by_role("button", name=words[2]).click()


ENGLISH = (
    "Bf109F: first trait printed on your card",
    "Bf109F: second trait printed on your card",
    "Save",
)
FRENCH = (
    "Bf109F : trait n° 1 de votre carte",
    "Bf109F : trait n° 2 de votre carte",
    "Enregistrer",
)


def test_a_change_shows_the_value_kept_and_can_be_cancelled(visit: Visit, base_url: str) -> None:
    page = visit.page
    open_ready(page, base_url + BUILDER + FOUR_BF109F)
    row = page.locator(ROW)
    save_traits(page, "Great Climb", "Great Dive", ENGLISH)
    expect(row).to_contain_text("Bf109F traits: Great Climb, Great Dive (yours)")
    row.get_by_role("button", name="Change").click()
    # While changing: the value kept is said, and the form starts from it.
    expect(row.locator(".yc-name")).to_have_text("Bf109F — traits: change Great Climb, Great Dive")
    expect(page.get_by_label(ENGLISH[0])).to_have_value("great-climb")
    expect(page.get_by_label(ENGLISH[1])).to_have_value("great-dive")
    page.get_by_label(ENGLISH[1]).select_option(label="Great Climb")
    page.locator(ROW).get_by_role("button", name="Save").click()
    # A value refused is said in the player's words: no field name, no id.
    expect(row.locator(".yc-error")).to_have_text(
        "The same trait is picked twice: pick each one once."
    )
    row.get_by_role("button", name="Cancel the change of the traits of Bf109F").click()
    expect(row).to_contain_text("Bf109F traits: Great Climb, Great Dive (yours)")
    expect(row.get_by_role("button", name="Change")).to_be_focused()


def test_forgetting_can_be_undone(visit: Visit, base_url: str) -> None:
    page = visit.page
    open_ready(page, base_url + BUILDER + FOUR_BF109F)
    row = page.locator(ROW)
    save_traits(page, "Great Climb", "Great Dive", ENGLISH)
    expect(row).to_contain_text("(yours)")
    row.get_by_role("button", name="Forget").click()
    expect(row).to_contain_text("traits unknown")
    expect(row.locator(".yc-undo")).to_contain_text("Forgot the traits of Bf109F.")
    row.get_by_role("button", name="Undo").click()
    expect(row).to_contain_text("Bf109F traits: Great Climb, Great Dive (yours)")
    # Forget my cards, then Undo: every value back, and kept (a reload still has them).
    page.get_by_role("button", name="Forget my cards").click()
    expect(row).to_contain_text("traits unknown")
    note = page.locator(".yc-undo")
    expect(note).to_contain_text("Forgot 1 value of yours.")
    expect(page.get_by_role("button", name="Undo")).to_be_focused()
    page.get_by_role("button", name="Undo").click()
    expect(row).to_contain_text("(yours)")
    page.reload()
    expect(row).to_contain_text("Bf109F traits: Great Climb, Great Dive (yours)")
    # Left alone, the offer goes after its few seconds, and the values stay forgotten.
    page.get_by_role("button", name="Forget my cards").click()
    expect(page.get_by_role("button", name="Undo")).to_have_count(1)
    expect(page.get_by_role("button", name="Undo")).to_have_count(0, timeout=20000)
    expect(row).to_contain_text("traits unknown")


def test_your_cards_words_in_french(browser: Any, base_url: str) -> None:
    tab = Visit(browser, locale="fr-FR")
    page = tab.page
    try:
        open_ready(page, base_url + "fr/" + BUILDER + FOUR_BF109F)
        row = page.locator(ROW)
        save_traits(page, "Excellente Ascension", "Excellente Ascension", FRENCH)
        expect(row.locator(".yc-error")).to_have_text(
            "Deux fois le même choix (trait) : choisissez chaque valeur une seule fois."
        )
        save_traits(page, "Excellente Ascension", "Formidable Piqué", FRENCH)
        row.get_by_role("button", name="Modifier").click()
        expect(row.get_by_role("button", name="Annuler")).to_have_count(1)
        row.get_by_role("button", name="Annuler").click()
        row.get_by_role("button", name="Oublier").click()
        expect(row.locator(".yc-undo")).to_contain_text("Oublié")
        expect(row.get_by_role("button", name="Annuler l'oubli")).to_have_count(1)
    finally:
        tab.close()


PACK = """pack: 1
patches:
  - {"game": "brs", "kind": "aircraft", "id": "bf109f", "traits": ["great-climb"]}
"""


@pytest.mark.parametrize("page_path", [BUILDER, "fr/" + BUILDER])
def test_a_pack_address_is_read_from_the_site_root(
    browser: Any, base_url: str, page_path: str
) -> None:
    """``?pack=club-pack.yaml`` is the file beside the site's index.html, on an English or
    a French page: the request goes there (and only there), and its values are offered."""
    tab = Visit(browser, locale="fr-FR" if page_path.startswith("fr/") else "en-US")
    page = tab.page
    asked: list[str] = []

    def answer(route: Any) -> None:
        asked.append(route.request.url)
        if route.request.url == base_url + "club-pack.yaml":
            route.fulfill(status=200, content_type="text/yaml", body=PACK)
        else:
            route.fulfill(status=404, body="")

    page.route("**/club-pack.yaml", answer)
    try:
        open_ready(page, f"{base_url}{page_path}?pack=club-pack.yaml{FOUR_BF109F}")
        preview = page.locator(".yc-pack-preview")
        expect(preview.locator("li")).to_have_count(1)
        assert asked == [base_url + "club-pack.yaml"]
    finally:
        tab.close()


def test_a_zero_card_s_vps_are_asked_as_zero_says_them(browser: Any, base_url: str) -> None:
    """content/dif/aircraft/a6m2.yaml (ZERO!, VP unknown): its French page asks for its
    *VPs*, as ZERO!'s French rules say them; Aces High's French says *PV* (its A6M5 Zeke)."""
    tab = Visit(browser, locale="fr-FR")
    page = tab.page
    try:
        for path, word, other in (("a6m2", "VPs", "PV"), ("a6m5-zeke", "PV", "VPs")):
            open_ready(page, f"{base_url}fr/dif/aircraft/{path}/")
            fills = page.locator(".yc-yours .yc-fills")
            expect(fills).to_contain_text(f"— {word}\u00a0: valeur inconnue")
            expect(fills).not_to_contain_text(f"— {other}\u00a0:")
    finally:
        tab.close()
