"""What a player sees on a phone (issue 20): at 390 × 844 every data table lets them reach
every column, with the name column kept in view and a visible cue naming what is off to
the side, and no page scrolls sideways as a whole."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browserkit import Visit
from conftest import CONTENT
from playwright.sync_api import expect

from generator.content import load_checked
from generator.site.values import kind_uri

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


def data_tables() -> list[str]:
    """The table page of every kind of every game that has definitions."""
    content = load_checked(CONTENT)
    return [
        kind_uri(gid, kind.folder).removesuffix("index.md")
        for gid, game in content.games.items()
        for kind in game.system.kinds
        if game.of(kind.folder)
    ]


TABLES = data_tables()


@pytest.fixture
def phone(browser: Any) -> Iterator[Visit]:
    tab = Visit(browser, **PHONE)
    yield tab
    tab.context.close()


HEADINGS = """(region) => {
  const edge = region.getBoundingClientRect();
  const cells = [...region.querySelectorAll('thead th')];
  const pinned = cells[0].getBoundingClientRect().right;
  return cells.map((th, i) => {
    const box = th.getBoundingClientRect();
    // In view: whole, or (a column wider than the screen) starting at the pinned column.
    const whole = box.left >= edge.left - 1 && box.right <= edge.right + 1;
    const start = i > 0 && Math.abs(box.left - pinned) <= 1;
    return { text: th.textContent.trim().replace(/[↕▲▼\\s]+$/, ''),
             left: box.left, shown: whole || start };
  });
}"""


def test_every_kind_has_a_table_page() -> None:
    assert {"brs/aircraft/", "dif/aircraft/", "dif/action-cards/"} <= set(TABLES)


@pytest.mark.parametrize("path", TABLES)
def test_every_column_of_a_data_table_is_reachable(phone: Visit, base_url: str, path: str) -> None:
    page = phone.page
    page.emulate_media(reduced_motion="reduce")  # each tap scrolls at once
    page.goto(base_url + path, wait_until="networkidle")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], path
    region = page.locator(".sortie-table .sortie-scroll")
    cue = page.locator(".sortie-table .sortie-cue")
    region.scroll_into_view_if_needed()
    first = region.evaluate(HEADINGS)
    off = [h["text"] for h in first if not h["shown"]]
    if not off:
        assert cue.is_hidden(), path
        return
    # The cue names every column out of sight, and a finger can hit it.
    assert cue.is_visible(), f"{path}: {off} are off screen with no cue"
    assert cue.text_content() == "More columns → " + ", ".join(off)
    assert cue.bounding_box()["height"] >= 44
    # Each tap brings more columns into view; the name column stays in view at the left
    # (pinned to the region's edge, a few pixels left of where the page's padding put it).
    seen = {h["text"] for h in first if h["shown"]}
    for _ in range(len(off)):
        if cue.text_content().startswith("←"):
            break
        before = cue.text_content()
        cue.click()
        expect(cue).not_to_have_text(before)  # it names what is still out of sight
        now = region.evaluate(HEADINGS)
        assert now[0]["shown"] and now[0]["left"] <= first[0]["left"], (path, now[0])
        seen |= {h["text"] for h in now if h["shown"]}
    assert seen == {h["text"] for h in first}, (path, sorted(seen))
    assert cue.text_content() == "← Back to the first columns"
