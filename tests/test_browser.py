"""The built site in Debian's Chromium, driven by Playwright, served on 127.0.0.1.

What a player does at the table: search a name seen on a card (in French too), follow a
trait to an aircraft, hover a glossary term, sort the aircraft by speed — and none of it
may send a request anywhere but the machine serving the site.
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from typing import Any

import needs
import pytest
import yaml
from browserkit import Visit, open_ready, result_pages, search, serve, theme_ran
from pagecheck import visible
from search_phrases import PHRASES, answers
from sitebuild import CONTENT, config_with, shipped_site

from generator.site.build import build_site
from generator.words.languages import Translator

pytestmark = [
    pytest.mark.browser,
    needs.tool("chromium", "install Debian's chromium package to run"),
]

playwright_api = needs.module("playwright.sync_api")
expect = playwright_api.expect


def column(page: Any, heading: str) -> list[str]:
    """The text of one column of the page's data table, visible rows, top to bottom."""
    headings = [h.strip() for h in page.locator(".sortie-table thead th").all_inner_texts()]
    index = next(i for i, h in enumerate(headings) if h.startswith(heading))
    cells = page.locator(f".sortie-table tbody tr:not([hidden]) td:nth-child({index + 1})")
    # A name cell holds the row's "I own" box (My hangar's collection) under the name.
    return cells.evaluate_all(
        "cells => cells.map((cell) => { const copy = cell.cloneNode(true);"
        " copy.querySelectorAll('.own-box').forEach((box) => box.remove());"
        " return copy.innerText.trim(); })"
    )


def sort_keys(values: list[str]) -> list[float | None]:
    return [None if v == "unknown" else float(v) for v in values]


def assert_sorted(values: list[str], descending: bool = False) -> None:
    """Known numbers in order, then every unknown at the bottom."""
    keys = sort_keys(values)
    known = [k for k in keys if k is not None]
    assert known == sorted(known, reverse=descending), values
    assert keys[len(known) :] == [None] * (len(keys) - len(known)), values


# --- the acceptance visits -----------------------------------------------------------------------


def test_search_a_french_card_name_reaches_its_page(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url)
    results = search(page, "Formidable Piqué")
    expect(results.first).to_have_attribute("href", re.compile(r"/brs/traits/great-dive/"))
    results.first.click()
    expect(page).to_have_url(re.compile(r"/brs/traits/great-dive/"))
    expect(page.locator("article h1")).to_contain_text("Great Dive")


def test_search_a_trait_then_follow_it_to_an_aircraft(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url)
    results = search(page, "Great Climb")
    trait = results.filter(has=page.locator("h1", has_text="Great Climb")).first
    expect(trait).to_have_attribute("href", re.compile(r"/brs/traits/great-climb/"))
    trait.click()
    expect(page.locator("article h1")).to_contain_text("Great Climb")
    page.locator("article").get_by_role("link", name="Bf109E", exact=True).click()
    expect(page).to_have_url(re.compile(r"/brs/aircraft/bf109e/$"))
    expect(page.locator("article h1")).to_contain_text("Bf109E")


def test_a_glossary_term_shows_its_definition_on_hover(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + "brs/rules/retention/")
    term = page.locator("article p abbr", has_text=re.compile(r"^action card$")).first
    definition = term.get_attribute("title") or ""
    assert definition.startswith("FR: carte d'Action — "), definition
    tooltip = page.locator("[role=tooltip].md-tooltip2--active")
    expect(tooltip).to_have_count(0)
    term.hover()
    expect(tooltip).to_be_visible()
    expect(tooltip).to_contain_text("carte d'Action")


def test_the_theme_script_is_fetched_once_the_page_is_in(visit: Visit, base_url: str) -> None:
    """Material's 115 KB bundle never competes with the page, its picture included: it is
    requested after the load event, and it still runs (the search box works)."""
    page = visit.page

    def slow_picture(route: Any) -> None:
        time.sleep(0.5)  # as on a slow link: the page's load event waits for the picture
        route.continue_()

    page.route("**/*.png", slow_picture)
    page.goto(base_url + "brs/traits/great-dive/")
    theme_ran(page)
    loaded, requested = page.evaluate(
        """() => [performance.getEntriesByType('navigation')[0].loadEventEnd,
                  performance.getEntriesByType('resource')
                    .find((r) => /bundle\\.[0-9a-f]+\\.min\\.js$/.test(r.name)).startTime]"""
    )
    assert loaded > 0 and requested >= loaded, (loaded, requested)


def test_the_aircraft_table_sorts_by_speed(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + "brs/aircraft/")
    theme_ran(page)
    speed = page.locator(".sortie-table thead th", has_text=re.compile(r"^\s*Speed\s*$"))
    speed.get_by_role("button").click()
    expect(speed).to_have_attribute("aria-sort", "ascending")
    assert_sorted(column(page, "Speed"))
    speed.get_by_role("button").click()
    expect(speed).to_have_attribute("aria-sort", "descending")
    assert_sorted(column(page, "Speed"), descending=True)


def test_the_64_aircraft_sort_by_points_unknown_last_sources_one_click(
    visit: Visit, base_url: str
) -> None:
    page = visit.page
    page.goto(base_url + "brs/aircraft/")
    expect(page.locator(".sortie-table tbody tr")).to_have_count(64)
    theme_ran(page)
    points = page.locator(".sortie-table thead th", has_text="Points")
    points.get_by_role("button").click()
    values = column(page, "Points")
    assert_sorted(values)
    assert values[0] == "26" and values[-1] == "unknown", values  # Hurricane I is cheapest
    points.get_by_role("button").click()
    assert_sorted(column(page, "Points"), descending=True)
    # Each row's sources are links in the table itself.
    row = page.locator(".sortie-table tbody tr", has_text="Spitfire XIV")
    link = row.get_by_role("link", name="2", exact=True)
    expect(link).to_have_attribute("href", re.compile(r"^https://github.com/Iain27/BRS/"))


def test_the_site_works_on_a_phone(browser: Any, base_url: str) -> None:
    phone = Visit(browser, width=390, height=844)
    try:
        phone.page.goto(base_url)
        results = search(phone.page, "Formidable Piqué")
        results.first.click()
        expect(phone.page).to_have_url(re.compile(r"/brs/traits/great-dive/"))
        assert not phone.offsite(), phone.offsite()
    finally:
        phone.close()


def test_no_request_leaves_localhost(visit: Visit, base_url: str) -> None:
    page = visit.page
    for path in ("", "brs/", "brs/rules/retention/", "brs/aircraft/", "brs/glossary/"):
        page.goto(base_url + path)
        page.wait_for_load_state("networkidle")
    search(page, "Spitfire")
    page.wait_for_load_state("networkidle")
    assert any("search_index.json" in url for url in visit.requests), "search was not loaded"
    assert any(url.endswith("tables.js") for url in visit.requests)
    assert not visit.offsite(), visit.offsite()


# --- the table with more aircraft than the shipped content has -------------------------------


AIRCRAFT = {  # id: (name, nation, speed)
    "fast-one": ("Fast One", "gb", 9),
    "slow-one": ("Slow One", "de", 4),
    "mid-one": ("Mid One", "us", 6),
    "no-speed": ("No Speed", "de", None),
    "quick-two": ("Quick Two", "gb", 8),
}


@pytest.fixture(scope="module")
def fleet_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Blood Red Skies alone, with five more aircraft of known and unknown speeds: English
    pages (they hold the French names the filter reads), no card prints."""
    root = tmp_path_factory.mktemp("fleet")
    shutil.copytree(CONTENT / "brs", root / "content" / "brs")
    shutil.copy(CONTENT / "index.md", root / "content" / "index.md")
    config = config_with("      cards: false\n      languages: [en]\n")
    (root / "mkdocs.yml").write_text(config, "utf-8")
    for aircraft_id, (name, nation, speed) in AIRCRAFT.items():
        data = {"name": {"en": name}, "nation": nation, "speed": speed, "traits": ["robust"]}
        path = root / "content" / "brs" / "aircraft" / f"{aircraft_id}.yaml"
        path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with serve(build_site(root / "mkdocs.yml", root / "site")) as url:
        yield url


def test_sorting_puts_unknown_speeds_last_both_ways(visit: Visit, fleet_url: str) -> None:
    page = visit.page
    page.goto(fleet_url + "brs/aircraft/")
    theme_ran(page)
    heading = page.locator(".sortie-table thead th", has_text=re.compile(r"^\s*Speed\s*$"))
    button = heading.get_by_role("button")
    shipped = [
        yaml.safe_load(path.read_text(encoding="utf-8")).get("speed")
        for path in (CONTENT / "brs" / "aircraft").glob("*.yaml")
    ]
    known = sorted(
        [s for _, _, s in AIRCRAFT.values() if s is not None]
        + [s for s in shipped if s is not None]
    )
    button.click()
    values = sort_keys(column(page, "Speed"))
    assert values[: len(known)] == known
    assert set(values[len(known) :]) == {None}
    button.click()
    values = sort_keys(column(page, "Speed"))
    assert values[: len(known)] == known[::-1]
    assert set(values[len(known) :]) == {None}


def test_the_filter_keeps_matching_rows_in_either_language(visit: Visit, fleet_url: str) -> None:
    page = visit.page
    page.goto(fleet_url + "brs/aircraft/")
    box = page.locator(".sortie-filter input")
    box.fill("one")
    assert sorted(column(page, "Name")) == ["Fast One", "Mid One", "Slow One"]
    box.fill("japon")  # Japan's French name, in lower case
    names = column(page, "Name")
    assert "KI-43 Hayabusa" in names and "Bf109E" not in names and "Fast One" not in names
    expect(page.locator(".sortie-count")).to_contain_text(f"{len(names)} of ")
    box.fill("")
    shipped = len(list((CONTENT / "brs" / "aircraft").glob("*.yaml")))
    assert len(column(page, "Name")) == len(AIRCRAFT) + shipped


# --- multi-word English and French search (issue 12) ------------------------------------------


def test_thirty_english_and_french_phrases_find_their_page(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url)
    missed = []
    for phrase in PHRASES:
        expected = answers(CONTENT, phrase)
        assert expected, f"{phrase!r}: no page holds it any more: choose another phrase"
        top = result_pages(page, base_url, phrase)[:3]
        if not expected & set(top):
            missed.append(f"{phrase!r}: top 3 {top}, expected one of {sorted(expected)}")
    assert not missed, "\n".join(missed)


def test_rules_before_contributor_pages(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url)
    pages = result_pages(page, base_url, "hand size")
    assert pages[0] == "brs/rules/hand-and-play/", pages
    assert "content-format/" not in pages  # the contributor reference is out of the index
    assert result_pages(page, base_url, "altitude")[0].startswith("dif/rules/")


# --- player pages (issue 12) ---------------------------------------------------------------------

REPO_PATH = re.compile(
    r"(?:\b[\w<>-]+/)+[\w<>-]+\.(?:ya?ml|md|py|json)\b|\b[a-z0-9][\w-]*\.(?:ya?ml|py)\b"
)
"""A repository file path as a page might show it: ``brs/aircraft/bf109e.yaml`` (a
placeholder in capitals, ``DECK.yaml`` in a command line, is the player's own file)."""

GAME_OWNED = {"brs/deck-builder": "game.yaml"}
"""Text written by the Blood Red Skies game module (its home-page numbers and the doctrine
message of its validator), not by the site: reported to its owner, allowed until fixed."""


def player_text(page: Any) -> str:
    """The article's text without the contributor's "edit this data" line."""
    return str(
        page.evaluate(
            """() => { const a = document.querySelector('article').cloneNode(true);
                a.querySelectorAll('.sortie-edit').forEach(e => e.remove());
                return a.innerText; }"""
        )
    )


def _repo_path(path: str, text: str) -> str | None:
    """The repository file path ``text`` shows, if any (a public page's address, which may
    end in .json, is not one of our files)."""
    match = REPO_PATH.search(re.sub(r"https?://\S+", "", text))
    return match.group(0) if match and GAME_OWNED.get(path) != match.group(0) else None


def test_no_player_page_shows_a_repository_file_path(
    visit: Visit, base_url: str, shipped: Any
) -> None:
    """Every page of both languages, read from its HTML; and as Chromium shows it, each
    page whose scripts draw text (a region busy until drawn): every tool, and the first
    page of each folder whose entries draw one (the same script on the others)."""
    pages = sorted(
        p.parent.relative_to(shipped).as_posix()
        for p in shipped.rglob("index.html")
        if p.parent.name not in ("content-format", "404")
    )
    assert len(pages) > 400
    found = {}
    drawn: dict[str, str] = {}
    for path in pages:
        html = (shipped / path / "index.html").read_text("utf-8")
        seen = visible(html)  # the article as a reader sees it, the "edit" line left out
        assert seen.prose, f"{path}: no article text"
        if shown := _repo_path(path.removeprefix("fr/"), " ".join(seen.prose + seen.code)):
            found[path] = shown
        if 'aria-busy="true"' in html:
            folder = path if path.removeprefix("fr/").count("/") <= 1 else path.rsplit("/", 1)[0]
            drawn.setdefault(folder, path)
    assert len(drawn) >= 10, drawn
    page = visit.page
    for path in sorted(drawn.values()):
        page.goto(base_url + ("" if path == "." else path + "/"))
        if shown := _repo_path(path.removeprefix("fr/"), player_text(page)):
            found[path] = shown
    assert not found, found
    page.goto(base_url + "brs/aircraft/bf109e/")
    edit = page.locator(".sortie-edit")
    expect(edit).to_contain_text("brs/aircraft/bf109e.yaml")  # the contributor's line


def test_home_page_links_every_tool_and_game(visit: Visit, base_url: str, shipped: Any) -> None:
    from generator.reading.content import load_checked
    from generator.site.extras import site_extras

    content = load_checked(CONTENT)
    page = visit.page
    page.goto(base_url)
    hrefs = set(page.locator("article a").evaluate_all("links => links.map(a => a.href)"))
    for gid, game in content.games.items():
        extras = site_extras(gid)
        for extra in extras.pages(game, {}, Translator("en", {})) if extras.pages else []:
            target = base_url + extra.uri.removesuffix(".md") + "/"
            assert target in hrefs, f"{extra.title} ({target}) not linked from the home page"
        assert base_url + gid + "/" in hrefs
    if (shipped / "print" / "index.html").exists():
        assert any(h.startswith(base_url + "print/") for h in hrefs), "no Print link"
    expect(page.locator("#coverage")).to_be_visible()  # which rules the site covers


def test_aircraft_table_fits_at_1280_px(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + "brs/aircraft/")
    widths = page.evaluate(
        """() => { const t = document.querySelector('.sortie-table table');
            return [t.scrollWidth, document.querySelector('article').clientWidth]; }"""
    )
    assert widths[0] <= widths[1], widths
    expect(page.locator(".sortie-table th", has_text="Points")).to_be_in_viewport()


MARKED_IN_SIDEBAR = """() => {
  const sidebar = document.querySelector('.md-sidebar--primary');
  const probe = sidebar.appendChild(document.createElement('span'));
  probe.style.color = 'var(--md-typeset-a-color)';
  const marked = getComputedStyle(probe).color;
  probe.remove();
  return [...sidebar.querySelectorAll('.md-nav__link')]
    .filter((link) => link.checkVisibility() && getComputedStyle(link).color === marked)
    .map((link) => link.textContent.trim());
}"""
"""The sidebar's links drawn in the colour of the page's place (the theme's link colour)."""


@pytest.mark.parametrize(
    ("path", "locale", "marked"),
    [
        ("fis/winds/light/", "en-US", ["Winds"]),
        ("brs/aircraft/bf109f/", "en-US", ["Aircraft"]),
        ("fr/dif/aircraft/a6m2/", "fr-FR", ["Avions"]),
        ("brs/aircraft/", "en-US", ["Aircraft"]),
        ("brs/rules/retention/", "en-US", ["Retention"]),
    ],
)
def test_the_sidebar_marks_where_the_page_is(
    browser: Any, base_url: str, path: str, locale: str, marked: list[str]
) -> None:
    """At 1,280 px: a definition page, not listed, is in its kind, and the sidebar marks
    the kind as a phone's menu does; a listed page (a kind's table, a rules page) is marked
    itself, and nothing else is."""
    tab = Visit(browser, locale=locale)
    try:
        open_ready(tab.page, base_url + path)
        assert tab.page.evaluate(MARKED_IN_SIDEBAR) == marked
    finally:
        tab.close()


def test_the_n_and_p_keys_go_through_a_kinds_table(visit: Visit, base_url: str) -> None:
    """On a definition page, the theme's keys for the next and previous page go to the
    rows below and above it in its kind's table."""
    page = visit.page
    open_ready(page, base_url + "brs/aircraft/bf109f/")
    page.keyboard.press("n")
    page.wait_for_url(base_url + "brs/aircraft/bf109g/")
    theme_ran(page)
    page.keyboard.press("p")
    page.wait_for_url(base_url + "brs/aircraft/bf109f/")
    theme_ran(page)
    page.keyboard.press("p")
    page.wait_for_url(base_url + "brs/aircraft/bf109e/")


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return shipped_site(tmp_path_factory)


def test_lost_and_headings_have_no_tooltip(visit: Visit, base_url: str) -> None:
    """The Burning Blue's "Lost" entry is marked ``link_in_text: false``: the everyday
    "lost" of its rules pages stays plain; no heading anywhere carries a tooltip."""
    page = visit.page
    page.goto(base_url + "tbb/rules/formation-and-navigation/")
    expect(page.locator("article")).to_contain_text("lost")
    expect(page.locator("article abbr", has_text=re.compile(r"^lost$", re.I))).to_have_count(0)
    for path in ("tbb/rules/formation-and-navigation/", "brs/rules/hand-and-play/"):
        page.goto(base_url + path)
        expect(page.locator("article :is(h1, h2, h3, h4) abbr")).to_have_count(0)
    expect(page.locator("article p abbr").first).to_be_attached()  # tooltips still exist


LIVE_CLASSES = "() => [...document.querySelectorAll('*')].flatMap(e => [...e.classList])"


def test_every_theme_class_a_live_page_uses_is_still_styled(
    browser: Any, base_url: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """The joined stylesheet dropped the theme's rules for classes no page or script can
    hold: the classes pages hold once Material's script has run (search results, a tooltip,
    the dark palette, a phone's drawer, the tools) must all still be styled."""
    site = shipped_site(tmp_path_factory)
    theme = next((site / "assets" / "stylesheets").glob("main.*.min.css")).read_text("utf-8")
    joined = next((site / "assets" / "sortie").glob("site.*.css")).read_text("utf-8")

    def classes(css: str) -> set[str]:
        return set(re.findall(r"\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)", css))

    seen: set[str] = set()
    for width in (1280, 390):
        tab = Visit(browser, width=width, height=844)
        page = tab.page
        try:
            for path in (
                "brs/rules/retention/",
                "brs/aircraft/",
                "brs/traits/great-dive/",
                "brs/glossary/",
                "brs/deck-builder/",
                "print/",
            ):
                page.goto(base_url + path)
                expect(page.locator(".md-search")).to_have_attribute("role", "dialog")
                theme_ran(page)
                seen.update(page.evaluate(LIVE_CLASSES))
            page.goto(base_url + "brs/rules/retention/")
            theme_ran(page)
            if width == 1280:
                page.locator("article p abbr").first.hover()
                expect(page.locator("[role=tooltip].md-tooltip2--active")).to_be_visible()
                seen.update(page.evaluate(LIVE_CLASSES))
                page.locator("label[for^='__palette']:visible").first.click()
            seen.update(page.evaluate(LIVE_CLASSES))
            search(page, "hand size")
            seen.update(page.evaluate(LIVE_CLASSES))
            if width < 1280:
                page.goto(base_url + "brs/aircraft/")
                page.locator("label.md-header__button[for='__drawer']").click()
                seen.update(page.evaluate(LIVE_CLASSES))
        finally:
            tab.close()
    assert {"md-search-result__item", "md-tooltip2"} <= seen  # the script did run
    # a theme selector all of whose classes a live page held must still be in the stylesheet
    # (``js`` alone is no loss: the theme only styles it next to tabs, which no page has)
    selectors = {
        part.strip()
        for prelude in re.findall(r"([^{}@;]+)\{", theme)
        for part in prelude.split(",")
    }
    wanted = {s for s in selectors if classes(s) and classes(s) <= seen}
    lost = {c for s in wanted for c in classes(s)} - classes(joined)
    assert len(wanted) > 100 and not lost, sorted(lost)
