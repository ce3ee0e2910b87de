"""What a player sees on the built pages (issue 39), in Chromium, on a phone (390 px) and a
desktop (1,280 px), in English and French: a source line never starts a line with its
semicolon; every table wider than its page scrolls in its own region, with the cue the
data tables have, once the player reaches it; a search result names its game, and "great
dive" finds the pages about the term before other games' pages that only mention a dive;
the values a player saved in Your cards are the ones the tables and the definition pages
show, marked as theirs."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import needs
import pytest
from browserkit import Visit, open_ready, result_pages
from playwright.sync_api import expect
from sitebuild import shipped_site
from sitepages import page_types

pytestmark = [pytest.mark.browser, needs.tool("chromium")]

WIDTHS = (390, 1280)
LANGUAGES = ("en", "fr")


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


@pytest.fixture
def tab(browser: Any, request: pytest.FixtureRequest) -> Iterator[Visit]:
    """A tab of the test's width (390 unless it says) and language (the browser's too, or
    the site would send a first visit to its English copy)."""
    params = request.node.callspec.params
    french = params.get("language") == "fr"
    visit = Visit(
        browser, width=params.get("width", 390), height=844, locale="fr-FR" if french else "en-US"
    )
    yield visit
    visit.close()


def folder(language: str) -> str:
    return "fr/" if language == "fr" else ""


# --- a source line ------------------------------------------------------------------------

MARKS_AT_LINE_START = """(paragraph) => {
  // Each ; or , of the paragraph, by where the browser drew it: one that starts a line
  // sits at the paragraph's left edge.
  const left = paragraph.getBoundingClientRect().left;
  const found = [];
  const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      if (!';,'.includes(node.data[i])) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getClientRects()[0];
      if (box && box.left - left < 1.5) found.push(node.data.slice(i, i + 20));
    }
  }
  const lines = Math.round(paragraph.getBoundingClientRect().height
    / parseFloat(getComputedStyle(paragraph).lineHeight));
  return { found, lines };
}"""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", WIDTHS)
def test_a_source_line_never_starts_a_line_with_its_semicolon(
    tab: Visit, base_url: str, width: int, language: str
) -> None:
    """bf109f.yaml cites two addresses, "…/planes.ts ; https://…": on a phone the ";" began
    the second line of the source."""
    page = tab.page
    open_ready(page, base_url + folder(language) + "brs/aircraft/bf109f/")
    source = page.locator("article p", has_text="planes.ts").last
    seen = source.evaluate(MARKS_AT_LINE_START)
    assert seen["lines"] >= 2, seen  # the two addresses do not fit one line: it wraps
    assert seen["found"] == [], seen


# --- wide tables ----------------------------------------------------------------------------

WIDE_WITHOUT_CUE = """async () => {
  // Down the page as a player scrolls, a table on screen at each stop: one wider than its
  // box must be in a region (.sortie-scroll) whose cue names the columns out of sight.
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  const article = document.querySelector('article');
  const found = new Set();
  let tables = 0;
  for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight * 0.6) {
    scrollTo(0, top);
    for (let i = 0; i < 3; i++) await frame();
    for (const table of article.querySelectorAll('table')) {
      const box = table.getBoundingClientRect();
      if (!table.checkVisibility() || box.top < 0 || box.top > innerHeight - 80) continue;
      tables += 1;
      const region = table.closest('.sortie-scroll');
      const room = region ? region.clientWidth : article.clientWidth;
      if (table.scrollWidth <= room + 1) continue;
      const name = region?.getAttribute('aria-label') || table.id || table.className;
      if (!region) { found.add(`no region: ${name}`); continue; }
      const cue = region.previousElementSibling;
      const shown = cue?.classList.contains('sortie-cue') && !cue.hidden;
      if (region.scrollLeft <= 1 && !shown) found.add(`no cue: ${name}`);
    }
  }
  return { found: [...found], tables };
}"""

EXTRA_PAGES = ["brs/aircraft/bf109f/", "dif/bombing-calculator/", "tbb/player-aid/"]
"""The pages the issue saw (a definition's campaign table, a calculator's pattern tables)
and the longest page of tables, with one page of every type."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", WIDTHS)
def test_every_wide_table_scrolls_with_a_cue(
    tab: Visit, base_url: str, shipped: Path, width: int, language: str
) -> None:
    """The Bf109F's campaign availability (five columns, 534 px on a phone) and the Down In
    Flames bombing calculator's flak table (drawn by the tool, outside any region) were the
    ones the issue saw; every table of every page type is walked."""
    page = tab.page
    problems = []
    checked = 0
    paths = [p for p in page_types(shipped) if p not in ("404.html", "content-format/")]
    for path in dict.fromkeys([*EXTRA_PAGES, *paths]):
        open_ready(page, base_url + folder(language) + path)
        seen = page.evaluate(WIDE_WITHOUT_CUE)
        checked += seen["tables"]
        problems += [f"{path}: {found}" for found in seen["found"]]
    assert checked > 40
    assert problems == []


# --- search -------------------------------------------------------------------------------

GAME_OF_RESULTS = """(links) => links.map((a) =>
  a.querySelector('.sortie-result-game')?.textContent ?? null)"""


RESULTS = ".md-search-result__item > a.md-search-result__link"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [1280])
def test_a_search_result_names_its_game_and_great_dive_comes_first(
    tab: Visit, base_url: str, width: int, language: str
) -> None:
    """ "great dive": the Great Dive trait (Blood Red Skies), then the Blood Red Skies pages
    that name it (Dive Evasion, the bonus cards rules), before the rules pages of Down In
    Flames, Fighters in Sight and The Burning Blue that only mention a dive (weighing double
    as rules pages, they came second to fourth). Each result names its game; in French the
    games' names are the same, and the trait's French name finds it too. (A desktop's
    width: on a phone the open search covers the button a second query needs.)"""
    page = tab.page
    base = base_url + folder(language)
    page.goto(base)
    top = result_pages(page, base, "great dive")[:3]
    assert top[0] == "brs/traits/great-dive/", top
    assert all(path.startswith("brs/") for path in top), top
    games = page.locator(RESULTS).evaluate_all(GAME_OF_RESULTS)
    assert games[0] == "Blood Red Skies", games
    named = [game for game in games if game is not None]
    assert len(named) >= 3 and set(named) <= {
        "Blood Red Skies",
        "Down In Flames",
        "Fighters in Sight",
        "The Burning Blue",
    }, games
    if language == "fr":
        assert result_pages(page, base, "formidable piqué")[0] == "brs/traits/great-dive/"
        first = page.locator(RESULTS).first
        expect(first.locator(".sortie-result-game")).to_have_text("Blood Red Skies")


# --- your values reach the tables --------------------------------------------------------

PLANE, NAME = "bf109f", "Bf109F"
WORDS = {
    "en": ("(yours)", "unknown", "Save", "Forget", ("Great Climb", "Great Dive")),
    "fr": (
        "(votre saisie)",
        "inconnus",  # les traits (m. pl.)
        "Enregistrer",
        "Oublier",
        ("Excellente Ascension", "Formidable Piqué"),
    ),
}
"""The words of each language: the mark, unknown (said of traits), the two buttons, the traits' names
(great-climb.yaml and great-dive.yaml give the French ones)."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_values_saved_in_your_cards_reach_every_table(
    tab: Visit, base_url: str, language: str
) -> None:
    """The Bf109F's traits are unknown in our data (bf109f.yaml: traits null). Saved on its
    page as Great Climb and Great Dive, they show, marked as the player's, in its own
    Traits row at once, after a reload, and in the aircraft table; forgotten, the rows say
    unknown again. The values are read from where the deck builder keeps them: the builder
    shows the same ones."""
    page = tab.page
    mark, unknown, save, forget, names = WORDS[language]
    here = base_url + folder(language)
    open_ready(page, here + f"brs/aircraft/{PLANE}/")
    traits = page.locator("article table tr", has=page.locator("td", has_text="Traits")).first
    value = traits.locator("td").nth(1)
    expect(value).to_have_text(unknown)
    fill = page.locator(f"[data-fill='yours:aircraft:{PLANE}:traits']")
    fill.locator("select").nth(0).select_option(label=names[0])
    fill.locator("select").nth(1).select_option(label=names[1])
    fill.get_by_role("button", name=save).click()
    said = f"{names[0]}, {names[1]} {mark}"
    expect(value).to_have_text(said)
    page.reload()
    expect(value).to_have_text(said)
    # The aircraft table: the Bf109F's row, its Traits cell.
    open_ready(page, here + "brs/aircraft/")
    row = page.locator(
        ".sortie-table tbody tr", has=page.get_by_role("link", name=NAME, exact=True)
    )
    expect(row.locator("td").nth(column(page, "Traits"))).to_have_text(said)
    # The deck builder reads the same values (one place they are kept).
    open_ready(page, here + f"brs/deck-builder/#v=1&d=1&a={PLANE}.2.3")
    expect(page.locator(f"[data-fill='yours:aircraft:{PLANE}:traits']")).to_contain_text(mark)
    # Forgotten on the page: unknown again, in its row and in the table.
    open_ready(page, here + f"brs/aircraft/{PLANE}/")
    fill.locator("button", has_text=re.compile(f"^\\s*{forget}\\s*$")).click()
    expect(value).to_have_text(unknown)
    open_ready(page, here + "brs/aircraft/")
    expect(row.locator("td").nth(column(page, "Traits"))).to_have_text(unknown)


def column(page: Any, heading: str) -> int:
    headings = page.locator(".sortie-table thead th").evaluate_all(
        "ths => ths.map(th => th.textContent.trim())"
    )
    return next(i for i, text in enumerate(headings) if text.startswith(heading))
