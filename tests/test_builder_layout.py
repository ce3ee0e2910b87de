"""The builders' pinned status and controls on a phone and a desktop (issue 39): the
introduction reads to its last line above the status, the status keeps to two lines on a
phone and opens on demand, and every button that removes something says what it removes.
At 390 and 1,280 px, in English and French."""

from __future__ import annotations

import io
from typing import Any

import needs
import pytest
from browserkit import Visit, open_ready
from PIL import Image
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, needs.tool("chromium")]

BUILDERS = ["brs/deck-builder/", "dif/setup-builder/", "fis/force-builder/"]

LAST_LINE = """() => {
  // The introduction: the paragraph right before the builder's mount element.
  const mount = document.querySelector('[data-src][data-root]');
  let intro = mount.previousElementSibling;
  while (intro && intro.tagName !== 'P') intro = intro.previousElementSibling;
  const range = document.createRange();
  range.selectNodeContents(intro);
  const lines = [...range.getClientRects()].filter((r) => r.width > 4 && r.height > 4);
  const last = lines[lines.length - 1];
  return { x: last.left, y: last.top, width: last.width, height: last.height };
}"""
"""The box of the introduction's last line of text, as the page lays it out."""


def covered(page: Any, box: dict[str, float]) -> tuple[int, int]:
    """The dark pixels (text on the light page) of the upper 60 % and the lower 40 % of a
    line of text whose box is ``box``. Letters have ink in both; where something painted in
    the page's colour lies over the lower part of the line, that part has next to none."""
    shot = Image.open(io.BytesIO(page.screenshot(clip=box))).convert("L")
    split = round(shot.height * 0.6)
    dark = [sum(shot.crop((0, y, shot.width, y + 1)).histogram()[:128]) for y in range(shot.height)]
    return sum(dark[:split]), sum(dark[split:])


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_introduction_reads_to_its_last_line(
    browser: Any, base_url: str, width: int, language: str
) -> None:
    tab = Visit(browser, width=width, height=844, locale="fr-FR" if language == "fr" else "en-US")
    try:
        for path in BUILDERS:
            page = tab.page
            open_ready(page, base_url + ("fr/" if language == "fr" else "") + path)
            box = page.evaluate(LAST_LINE)
            assert box["height"] > 10, (path, box)
            # The letters' upper parts show, and their lower parts as much: the strip above
            # the status painted the page's colour over the lower half of the line.
            upper, lower = covered(page, box)
            assert upper > 30, (path, box)
            assert lower >= 0.35 * upper, (path, box, upper, lower)
    finally:
        tab.close()


FOUR_BF109F = "#v=1&d=1&a=bf109f.4.3&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1"
"""Four Bf109F whose traits our data lacks: a long "not checked" status, and the button that
leads to filling them in."""

STATUS_HEIGHT = """() => {
  const status = document.querySelector('.db-status');
  const line = parseFloat(getComputedStyle(status.querySelector('.vs-line')).lineHeight);
  const box = status.getBoundingClientRect();
  return { height: box.height, line };
}"""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_pinned_status_keeps_to_two_lines_on_a_phone(
    browser: Any, base_url: str, language: str
) -> None:
    french = language == "fr"
    tab = Visit(browser, width=390, height=844, locale="fr-FR" if french else "en-US")
    page = tab.page
    try:
        open_ready(page, base_url + ("fr/" if french else "") + "brs/deck-builder/" + FOUR_BF109F)
        status = page.locator(".db-status")
        expect(status).to_have_attribute("data-valid", "partial")
        seen = page.evaluate(STATUS_HEIGHT)
        # Two lines of words and the status's padding; the toggle sits beside them.
        assert seen["height"] <= 2 * seen["line"] + 24, seen
        fill_in = status.locator(".db-fill-in")
        expect(fill_in).to_be_hidden()
        toggle = status.locator(".vs-toggle")
        shown, less = (
            ("Afficher tout l'état de la vérification", "Réduire l'état de la vérification")
            if french
            else ("Show the whole status", "Show less of the status")
        )
        expect(toggle).to_have_accessible_name(shown)
        expect(toggle).to_have_attribute("aria-expanded", "false")
        box = toggle.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
        toggle.click()
        expect(toggle).to_have_attribute("aria-expanded", "true")
        expect(toggle).to_have_accessible_name(less)
        expect(fill_in).to_be_visible()
        opened = page.evaluate(STATUS_HEIGHT)
        assert opened["height"] > seen["height"]
        fill_in.click()
        expect(page.locator("[data-fill] select").first).to_be_focused()
    finally:
        tab.close()


def test_the_status_shows_whole_on_a_desktop(browser: Any, base_url: str) -> None:
    tab = Visit(browser, width=1280, height=900)
    page = tab.page
    try:
        open_ready(page, base_url + "brs/deck-builder/" + FOUR_BF109F)
        status = page.locator(".db-status")
        expect(status.locator(".db-fill-in")).to_be_visible()
        expect(status.locator(".vs-toggle")).to_be_hidden()
    finally:
        tab.close()


def test_each_remove_button_says_what_it_removes(visit: Visit, base_url: str) -> None:
    """Beside "Add player" the button removes the whole side: it says so. Removing a player
    leaves the side and its other player."""
    page = visit.page
    open_ready(page, base_url + "fis/force-builder/")
    side = page.locator(".fb-side").first
    side.get_by_role("button", name="Add player").click()
    removes = page.locator(".fb-remove")
    for text in removes.all_text_contents():
        assert text.strip() not in ("", "✕", "×"), text
    expect(side.locator(":scope > .fb-actions .fb-remove")).to_have_text("Remove side")
    expect(
        side.locator(".fb-player").first.locator(":scope > .fb-actions .fb-remove")
    ).to_have_text("Remove player")
    expect(side.locator(".fb-formation").first.locator(".fb-actions .fb-remove")).to_have_text(
        "Remove formation"
    )
    # Its name to assistive technology holds its words, and where it is.
    expect(side.get_by_role("button", name="Remove player (side 1 player 2)")).to_have_count(1)
    side.get_by_role("button", name="Remove player (side 1 player 2)").click()
    expect(page.locator(".fb-side")).to_have_count(2)
    expect(side.locator(".fb-player")).to_have_count(1)


def test_the_remove_buttons_in_french(browser: Any, base_url: str) -> None:
    tab = Visit(browser, locale="fr-FR")
    page = tab.page
    try:
        open_ready(page, base_url + "fr/fis/force-builder/")
        side = page.locator(".fb-side").first
        expect(side.locator(":scope > .fb-actions .fb-remove")).to_have_text("Retirer le camp")
        expect(side.locator(".fb-formation .fb-actions .fb-remove")).to_have_text(
            "Retirer l'escadrille"
        )
    finally:
        tab.close()
