"""The browser tests' own kit: their tabs reuse emptied contexts (``browserkit.Visit``), so
what one test leaves in its browser must be gone for the next."""

from __future__ import annotations

from typing import Any

import needs
import pytest
from browserkit import TURNED_OFF, Visit, disabled_feature_lists, open_ready

pytestmark = [
    pytest.mark.browser,
    needs.tool("chromium", "install Debian's chromium package to run"),
]

LEAVE = """async () => {
  localStorage.setItem("left", "1");
  sessionStorage.setItem("left", "1");
  document.cookie = "left=1; max-age=3600";
  await caches.open("left");
  await new Promise((done) => { indexedDB.open("left").onsuccess = done; });
}"""
"""What a test's page may leave behind, besides the language the reader chose."""

STATE = """async () => [
  location.href,
  Object.entries(localStorage).sort(),
  Object.entries(sessionStorage).sort(),
  document.cookie,
  await caches.keys(),
  (await indexedDB.databases()).map((d) => d.name),
  (await navigator.permissions.query({ name: "clipboard-read" })).state,
]"""
"""Everything of the site's origin a page can see."""


def state_on_arrival(tab: Visit, url: str) -> Any:
    open_ready(tab.page, url)
    return tab.page.evaluate(STATE)


def test_a_tab_finds_nothing_an_earlier_tab_left(browser: Any, base_url: str) -> None:
    """A remembered language, stored values, a database, a cookie, a permission and an
    open page, all left by one tab: the next tab in the same context sees the site as a
    browser that never saw it does."""
    first = Visit(browser)
    open_ready(first.page, base_url + "brs/")
    first.page.locator(".md-select__link[hreflang=fr]").dispatch_event("click")
    first.page.wait_for_url(base_url + "fr/brs/")  # French is remembered from now on
    first.page.evaluate(LEAVE)
    first.context.grant_permissions(["clipboard-read"])
    first.context.new_page()
    other = Visit(browser)
    assert other.context is not first.context  # tabs open at once never share a context
    other.close()
    used = first.context
    first.close()

    second = Visit(browser)
    assert second.context is used  # the emptied context is the one reused
    assert len(second.context.pages) == 2 and second.requests == []  # its page, the keeper
    never = Visit(browser, fresh=True)
    try:
        seen = state_on_arrival(second, base_url + "brs/")
        assert seen[0] == base_url + "brs/", "the French of the earlier tab was remembered"
        assert seen == state_on_arrival(never, base_url + "brs/")
    finally:
        second.close()
        never.close()


def test_the_browser_keeps_playwrights_switches_and_turns_one_feature_off(browser: Any) -> None:
    """Chromium reads only the last ``--disable-features`` of its command line: the one
    the tests add holds every feature Playwright turned off before it, and ``TURNED_OFF``."""
    tab = Visit(browser, fresh=True)
    try:
        lists = disabled_feature_lists(tab.page)
    finally:
        tab.close()
    assert len(lists) == 2, lists  # Playwright's, then the tests'
    playwrights, last = lists
    assert "MediaRouter" in playwrights  # one Playwright turns off, so the first is its list
    assert set(playwrights) <= set(last)
    assert TURNED_OFF in last
