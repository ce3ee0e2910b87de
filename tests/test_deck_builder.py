"""The deck builder page in Debian's Chromium: what a player does, and what an attacker
might try with a link. Served from the shipped site build on 127.0.0.1."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from browserkit import CHROMIUM, Visit
from conftest import CONTENT, ROOT
from playwright.sync_api import expect
from pypdf import PdfReader

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="/usr/bin/chromium is missing"),
]

BUILDER = "brs/deck-builder/"


def status(page: Any) -> Any:
    return page.locator(".db-status")


def add_aircraft(page: Any, aircraft: str, count: int, skill: int = 3) -> None:
    page.get_by_label("Aircraft to add", exact=True).select_option(aircraft)
    page.get_by_label("Pilot skill of the aircraft to add").select_option(str(skill))
    page.get_by_role("button", name="Add aircraft").click()
    row = page.locator(".db-lines li").last
    for _ in range(count - 1):
        row.get_by_role("button", name="One more").click()


def draw_doctrine_and_theatre(page: Any) -> None:
    for button in page.get_by_role("button", name="at random").all():
        button.click()


def test_six_bf109e_get_a_legal_three_three_deck(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    add_aircraft(page, "bf109e", 6)
    draw_doctrine_and_theatre(page)
    expect(status(page)).to_have_text("Legal · 6 aircraft · hand 3 · 486 points")  # 6 x (31 + 50)
    traits = page.locator("[data-card='great-climb'] output, [data-card='great-dive'] output")
    expect(traits).to_have_text(["3", "3"])
    # Break it: one Great Dive card fewer.
    page.locator("[data-card='great-dive']").get_by_role("button", name="One fewer").click()
    problem = page.locator(".db-problems [data-code='trait-count']")
    expect(problem).to_have_text(
        "trait-count 6 Bf109E need 6 trait cards, split 3/3 between Great Climb and Great Dive;"
        " the deck has 5 (3/2): add 1 trait card"
    )
    expect(status(page)).to_contain_text("Not legal · 1 problem")


def test_thirteen_aircraft_make_a_hand_of_four(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    add_aircraft(page, "bf109e", 7)
    add_aircraft(page, "spitfire-ii", 6)
    expect(status(page)).to_contain_text("13 aircraft · hand 4")


def test_permalink_round_trip_and_yaml_export(visit: Visit, base_url: str, tmp_path: Path) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    page.get_by_label("Name", exact=True).fill("JG 26")
    page.get_by_label("Name", exact=True).press("Tab")
    add_aircraft(page, "bf109e", 6)
    page.get_by_role("button", name="Add named ace").click()  # 7 Bf109E: an odd card
    draw_doctrine_and_theatre(page)
    page.locator("input[value='great-dive']").check()
    expect(status(page)).to_contain_text("Legal · 7 aircraft")
    page.wait_for_function("location.hash.includes('great-dive')")
    exported = page.locator(".db-yaml").text_content()
    link = page.url
    other = visit.context.new_page()
    other.goto(link)
    expect(other.locator(".db-yaml")).to_have_text(exported)
    expect(other.locator(".db-status")).to_have_text(status(page).text_content())
    deck = tmp_path / "exported.yaml"
    deck.write_text(exported, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "generator.cli", "validate", str(deck), "--content", str(CONTENT)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "legal · 7 aircraft" in done.stdout
    assert "great-dive: 4" in exported


def test_a_hostile_permalink_runs_no_script(visit: Visit, base_url: str) -> None:
    page = visit.page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    name = '<img src=x onerror="window.__owned=1;alert(1)">'
    page.goto(f"{base_url}{BUILDER}#v=1&d=1&n={quote(name)}&a=bf109e.2.3")
    expect(status(page)).to_contain_text("2 aircraft")
    expect(page.get_by_label("Name", exact=True)).to_have_value(name)
    page.wait_for_timeout(300)
    assert page.evaluate("window.__owned") is None
    assert dialogs == []
    assert page.locator("#sortie-deck-builder img[src='x']").count() == 0


def test_a_broken_permalink_leaves_the_deck_alone(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(f"{base_url}{BUILDER}#v=1&d=1&a=bf109e.2.3")
    expect(status(page)).to_contain_text("2 aircraft")
    page.evaluate("location.hash = 'v=1&a=bf109e.999.3'")
    expect(page.locator(".db-banner")).to_contain_text(
        "could not be opened (count must be 1 to 99)"
    )
    expect(status(page)).to_contain_text("2 aircraft")


def test_print_view_shows_nine_cards_a_page(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(
        f"{base_url}{BUILDER}#v=1&d=1&a=bf109e.6.3"
        "&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1&t=1"
    )
    expect(status(page)).to_contain_text("Legal")
    page.evaluate("document.body.classList.add('db-print-cards')")
    page.emulate_media(media="print")
    sheets = page.locator(".db-sheet")
    expect(sheets).to_have_count(2)  # 10 cards
    expect(sheets.nth(0).locator(".db-card-face")).to_have_count(9)
    expect(sheets.nth(1).locator(".db-card-face")).to_have_count(1)
    expect(sheets.nth(0)).to_be_visible()
    assert page.locator(".db-card-face img").first.evaluate("img => img.naturalWidth") > 0
    expect(sheets.nth(0).locator(".db-mark")).to_have_count(16)  # crop marks at every cut
    box = sheets.nth(0).locator(".db-card-face").first.bounding_box()
    # 63 × 88 mm at 96 CSS px per inch
    assert abs(box["width"] - 63 / 25.4 * 96) < 1 and abs(box["height"] - 88 / 25.4 * 96) < 1
    # What the printer gets: 10 cards on two A4 pages, and the list sheet on one.
    cards_pdf = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    assert len(cards_pdf.pages) == 2
    assert [round(float(v)) for v in cards_pdf.pages[0].mediabox[2:]] == [595, 842]
    page.evaluate("document.body.classList.replace('db-print-cards', 'db-print-list')")
    list_pdf = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    assert len(list_pdf.pages) == 1
    text = list_pdf.pages[0].extract_text()
    assert "Legal · 6 aircraft · hand 3 · 10 cards" in text
    assert "3× Great Climb" in text and "#v=1&d=2&a=bf109e.6.3" in text  # data version 2


def test_the_builder_works_on_a_phone(browser: Any, base_url: str) -> None:
    phone = Visit(browser, width=390, height=844)
    page = phone.page
    page.goto(base_url + BUILDER)
    add_aircraft(page, "spitfire-ii", 2)
    expect(status(page)).to_contain_text("2 aircraft · hand 3")
    # Touch targets of at least 44 CSS px, and nothing wider than the screen.
    button = page.locator(".db-lines").get_by_role("button", name="One more").first.bounding_box()
    assert button["height"] >= 44 and button["width"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    card = page.locator("[data-card='tight-turn'] summary")
    card.click()  # card text opens on a tap, no hover needed
    expect(page.locator("[data-card='tight-turn'] details p").first).to_be_visible()
    phone.context.close()
    assert not phone.offsite()
