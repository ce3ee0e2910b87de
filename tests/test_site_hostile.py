"""Content text never becomes HTML on the site (issue 8): a payload in every text field a
page shows and in a rules page's front-matter title, built into a real site and opened
in Chromium — card page, tables, glossary, rules page and navigation, search results and
every tooltip on hover — must raise no dialog and show each payload as text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import needs
import pytest
from browserkit import Visit, serve
from hostile_site import TOOLTIP_PAYLOAD, hostile_content

from generator.site.build import build_site

playwright_api = needs.module("playwright.sync_api")
expect = playwright_api.expect

PAGES = (
    "",
    "brs/",
    "brs/aircraft/",
    "brs/aircraft/bf109e/",
    "brs/aces/",
    "brs/aces/adolf-galland/",
    "brs/traits/",
    "brs/traits/great-dive/",
    "brs/doctrine/",
    "brs/theatre/",
    "brs/glossary/",
    "brs/rules/aces/",
)


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, list[str]]]:
    root = tmp_path_factory.mktemp("hostile")
    config, payloads = hostile_content(root)
    site = build_site(config, root / "site")
    with serve(site) as url:
        yield url, payloads


def test_every_payload_is_escaped_in_the_html(
    hostile: tuple[str, list[str]], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """No page's HTML holds a payload's markup as markup (a fast check of every page)."""
    site = next(tmp_path_factory.getbasetemp().glob("hostile*")) / "site"
    raw = re.compile(r"<(?:img|svg|iframe|b) [^>]*(?:on\w+=|src=javascript)|<script>alert")
    pages = sorted(site.rglob("*.html"))
    assert len(pages) >= 100
    for page in pages:
        text = page.read_text("utf-8")
        assert not raw.search(text), f"{page}: {raw.search(text)}"


@pytest.mark.browser
@needs.tool("chromium")
def test_no_payload_runs_in_chromium(hostile: tuple[str, list[str]], visit: Visit) -> None:
    url, payloads = hostile
    page = visit.page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    shown: list[str] = []
    for path in PAGES:
        page.goto(url + path)
        shown.append(page.locator("body").inner_text())
        for abbr in page.locator("article abbr").all():
            abbr.hover()
            tooltip = page.locator("[role=tooltip].md-tooltip2--active")
            expect(tooltip).to_be_visible()
            shown.append(tooltip.inner_text())
        assert not dialogs, f"{path}: {dialogs}"
    text = "\n".join(" ".join(s.split()) for s in shown)
    # Every payload that shows, shows whole and literally: its marker "X<n> " is followed
    # by the exact text written in the YAML.
    by_marker = {p.split(" ", 1)[0]: p for p in payloads}
    seen = set(re.findall(r"\bX\d+(?= )", text))
    broken = [by_marker[m] for m in seen if m in by_marker and by_marker[m] not in text]
    assert not broken, broken
    assert len(seen) > len(payloads) // 2, sorted(seen)
    title = payloads[-3]  # the rules page's front-matter title: in the nav and its heading
    page.goto(url + "brs/rules/aces/")
    expect(page).to_have_title(f"{title} - Sortie")
    assert f"— {TOOLTIP_PAYLOAD}" in text  # a tooltip's HTML, shown as text
    expect(page.locator(".md-nav__link", has_text=title).first).to_be_attached()


@pytest.mark.browser
@needs.tool("chromium")
def test_no_payload_runs_in_search_results(hostile: tuple[str, list[str]], visit: Visit) -> None:
    url, payloads = hostile
    page: Any = visit.page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(url)
    box = page.locator("input.md-search__input")
    meta = page.locator(".md-search-result__meta")
    for query in ("onerror", "onload"):
        page.locator("input.md-search__input").click()
        box.fill("")
        box.press("End")
        expect(meta).to_contain_text("Type to start searching")
        box.fill(query)
        box.press("End")
        expect(meta).to_contain_text(re.compile(r"\d+ matching"))
        results = page.locator(".md-search-result").inner_text()
        assert "alert(" in results, query  # the payloads are found, and shown as text
        assert not dialogs, f"{query}: {dialogs}"
    # A result's title, exactly as written in the content.
    assert any(p.split(" ", 1)[1] in results for p in payloads)
