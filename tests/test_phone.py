"""What a player sees on a phone (issue 20): at 390 × 844 every data table lets them reach
every column, with the name column kept in view and a visible cue naming what is off to
the side; on every type of page nothing is wider than the screen, every control is a
target a finger can hit, and nothing floats over a control or a builder's totals."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browserkit import Visit, open_ready
from conftest import shipped_content
from PIL import Image
from playwright.sync_api import expect
from sitebuild import shipped_site
from sitepages import page_types

from generator.site.values import kind_uri

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


def data_tables() -> list[str]:
    """The table page of every kind of every game that has definitions."""
    content = shipped_content()
    return [
        kind_uri(gid, kind.folder).removesuffix("index.md")
        for gid, game in content.games.items()
        for kind in game.system.kinds
        if game.of(kind.folder)
    ]


TABLES = data_tables()
FRENCH = "fr/"
"""The French site's folder: every check runs on its pages too, in a French browser."""

CUES = {
    False: ("More columns → ", "← Back to the first columns"),
    True: ("Autres colonnes → ", "← Retour aux premières colonnes"),
}
"""The sideways cue's words, on an English page and on a French one."""


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return shipped_site(tmp_path_factory)


@pytest.fixture
def phone(browser: Any, request: pytest.FixtureRequest) -> Iterator[Visit]:
    """A phone in the language of the pages the test visits (a French page opened in an
    English browser on a first visit goes to its English copy)."""
    params = getattr(request.node, "callspec", None)
    french = params is not None and (
        str(params.params.get("path", "")).startswith(FRENCH)
        or params.params.get("language") == "fr"
    )
    tab = Visit(browser, **PHONE, locale="fr-FR" if french else "en-US")
    yield tab
    tab.close()


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


BACK_AT_START = """async () => {
  // Down the page a screen at a time, two frames each: a table's observer sees it near,
  // then its cue is drawn (tables.js).
  for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
    scrollTo(0, top);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }
  const regions = [...document.querySelectorAll('.sortie-scroll')];
  return [regions.length, regions.filter((region) => {
    const cue = region.previousElementSibling;
    return cue?.classList.contains('sortie-cue') && !cue.hidden
      && cue.dataset.direction === 'back' && region.scrollLeft <= 1;
  }).map((region) => region.id || region.textContent.trim().slice(0, 40))];
}"""
"""The number of sideways regions, and those whose cue offers a way back from where the
table has not gone, once the page has been scrolled through."""


ON_TOP = """(element) => {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  return x > 0 && x < innerWidth && y > 0 && y < innerHeight
    && element.contains(document.elementFromPoint(x, y));
}"""
"""Whether the player sees ``element``: its middle is on the screen, and it is what a
finger there would touch."""

MENUS = [
    ("brs/aircraft/bf109f/", "Aircraft", "Traits"),
    ("brs/traits/", "Traits", "Aircraft"),
    (FRENCH + "dif/aircraft/a6m2/", "Avions", "Cartes d'Action"),
]
"""A definition page and a kind's page, each with its kind's name in the menu and another
kind of its game."""


@pytest.mark.parametrize(("path", "kind", "other"), MENUS)
def test_the_menu_of_a_data_page_opens_on_its_games_kinds(
    phone: Visit, base_url: str, path: str, kind: str, other: str
) -> None:
    """The kind's section lists no page (its definitions are not listed): the menu opens
    one level up, on the game's kinds, the page's own marked, not on an empty panel."""
    page = phone.page
    open_ready(page, base_url + path)
    page.locator("label.md-header__button[for='__drawer']").click()
    menu = page.locator(".md-nav--primary")
    marked = "li.md-nav__item--active > .md-nav__container > a.md-nav__link"
    own = menu.locator(marked, has_text=re.compile(rf"^\s*{re.escape(kind)}\s*$"))
    another = menu.locator("a.md-nav__link", has_text=re.compile(rf"^\s*{re.escape(other)}\s*$"))
    # On top at its middle, not under a panel the menu slid over it.
    for link in (own, another.first):
        page.wait_for_function(ON_TOP, arg=link.element_handle(), timeout=5000)


def test_no_page_leaves_an_empty_section_open(shipped: Any) -> None:
    """Every page of both languages, read as HTML: no open section (its toggle checked)
    lists nothing, so no phone menu opens on an empty panel (the test above, live)."""
    empty = re.compile(
        r'<input class="md-nav__toggle md-toggle " type="checkbox" id="([\w]+)" checked>'
        r'(?:(?!<input ).)*?<label class="md-nav__title" for="\1">(?:(?!</label>).)*</label>'
        r'\s*<ul class="md-nav__list" data-md-scrollfix>\s*</ul>',
        re.S,
    )
    pages = sorted(Path(shipped).rglob("*.html"))
    assert len(pages) > 500
    left_open = [str(p.relative_to(shipped)) for p in pages if empty.search(p.read_text("utf-8"))]
    assert left_open == []


@pytest.mark.parametrize("path", ["tbb/player-aid/", FRENCH + "tbb/player-aid/"])
def test_a_table_that_hides_no_column_shows_no_cue(phone: Visit, base_url: str, path: str) -> None:
    """The player aid's tables at 390 px: one is a few pixels wider than its region while
    the page settles, and hides no column. Scrolled past (every table measured on the way),
    no cue may offer a way back from where the table has not gone."""
    page = phone.page
    open_ready(page, base_url + path)
    regions, wrong = page.evaluate(BACK_AT_START)
    assert regions and wrong == [], path


def test_every_kind_has_a_table_page() -> None:
    assert {"brs/aircraft/", "dif/aircraft/", "dif/action-cards/"} <= set(TABLES)


@pytest.mark.parametrize("path", TABLES + [FRENCH + path for path in TABLES])
def test_every_column_of_a_data_table_is_reachable(phone: Visit, base_url: str, path: str) -> None:
    page = phone.page
    page.emulate_media(reduced_motion="reduce")  # each tap scrolls at once
    open_ready(page, base_url + path)
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
    more, back = CUES[path.startswith(FRENCH)]
    assert cue.text_content() == more + ", ".join(off)
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
    assert cue.text_content() == back


PHONE_PROBE = """() => {
  const found = { small: [], covered: [] };
  const name = (e) => `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 40)}"`;
  const controls = [...document.querySelectorAll(
    'article button, article input:not([type=hidden]), article select, article textarea, article summary')]
    .filter((e) => e.checkVisibility());
  for (const control of controls) {
    // A checkbox or radio button is hit through its label.
    const target = ['checkbox', 'radio'].includes(control.type) ? control.closest('label') ?? control : control;
    const box = target.getBoundingClientRect();
    if (box.height < 43.5) found.small.push(`${name(control)}: ${box.height.toFixed(1)} px`);
  }
  // What is pinned on purpose (the header, a builder's status bar) may pass over what
  // scrolls under it; nothing else may cover a control, and nothing may cover the status.
  const pinned = (e) => e.closest('.md-header, [role=status]');
  const statuses = [...document.querySelectorAll('article [role=status]')].filter((e) => e.checkVisibility());
  for (const element of [...controls, ...statuses]) {
    const box = element.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 20);
    const y = box.top + box.height / 2;
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || element.contains(hit) || hit.contains(element)) continue;
    if (!statuses.includes(element) && pinned(hit)) continue;
    found.covered.push(`${name(element)} under ${hit.tagName.toLowerCase()}.${hit.className}`);
  }
  return found;
}"""


PHONE_WALK = """async () => {
  const probe = PHONE_PROBE;
  const root = document.documentElement;
  // The end of the next frame's rendering: what the page's observers saw in it (a table's
  // IntersectionObserver) has been handed to them, and they may ask for another frame.
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  // Scroll to y, wait for the scroll event (Material's handlers, Back to top's and the
  // header title's, run in it, before this one), then three frames for the page's own
  // reactions: a table nearing the screen is seen by its observer after one frame and
  // shows its cue in the next (tables.js).
  const arrived = async (y) => {
    const before = scrollY;
    scrollTo(0, y);
    if (scrollY !== before) {  // else nowhere to go, and no event comes
      await new Promise((done, failed) => {
        const late = setTimeout(() => failed(new Error(`no scroll event at ${y} px`)), 5000);
        addEventListener('scroll', () => { clearTimeout(late); done(); }, { once: true });
      });
    }
    for (let i = 0; i < 3; i++) await frame();
  };
  // What the handlers started (Back to top coming in) jumps to where it ends, rather
  // than waiting for its transition; an animation that never ends is left running.
  const still = () => document.getAnimations()
    .filter((a) => a.effect.getComputedTiming().endTime !== Infinity)
    .forEach((a) => a.finish());
  // Down, then back up: the move that brings Back to top in.
  const back = async (y) => {
    await arrived(y + 400);
    await arrived(y);
    still();
    return probe();
  };
  const wide = root.scrollWidth;
  const middle = Math.floor(root.scrollHeight * 0.4);
  const found = [await back(0), await back(middle)];
  return { wide, small: found.flatMap((f) => f.small), covered: found.flatMap((f) => f.covered) };
}""".replace("PHONE_PROBE", PHONE_PROBE)
"""On an open page, in one call: how wide the page is, and what ``PHONE_PROBE`` finds at
the top and 40 % of the way down, each time after scrolling 400 px down and back up."""


@pytest.mark.parametrize("part", range(2))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_page_type_on_a_phone(
    phone: Visit, base_url: str, shipped: Any, part: int, language: str
) -> None:
    """At 390 × 844, every type of page, in each language: nothing wider than the screen,
    every control a 44 px target, and no floating element (Material's Back to top) over a
    control or a builder's pinned status with its totals, at the top and after scrolling
    back up. In two interleaved halves, so that test workers share them."""
    page = phone.page
    problems = []
    folder = FRENCH if language == "fr" else ""
    for path in [folder + p for p in page_types(shipped)[part::2]]:
        open_ready(page, base_url + path)
        seen = page.evaluate(PHONE_WALK)
        if seen["wide"] > PHONE["width"]:
            problems.append(f"{path}: the page is {seen['wide']} px wide")
        problems += [f"{path}: small target {s}" for s in seen["small"]]
        problems += [f"{path}: {c}" for c in seen["covered"]]
    assert sorted(set(problems)) == []


PINNED_GAP = """() => {
  const pinned = [...document.querySelectorAll('article [role=status]')]
    .find((e) => getComputedStyle(e).position === 'sticky');
  const header = document.querySelector('.md-header').getBoundingClientRect();
  const box = pinned.getBoundingClientRect();
  return { x: box.left + 4, y: header.bottom, width: box.width - 8,
           height: box.top - header.bottom };
}"""
"""The strip between the header and a tool's pinned status."""


@pytest.mark.parametrize("path", ["brs/deck-builder/", "dif/setup-builder/", "fis/force-builder/"])
def test_nothing_shows_between_the_header_and_a_builders_status(
    phone: Visit, base_url: str, path: str
) -> None:
    """A builder's status is pinned a little under the header: what scrolls under them
    must not show through the strip between the two (a field's edge, a label cut in half)."""
    page = phone.page
    open_ready(page, base_url + path)
    page.evaluate("scrollTo(0, 700)")
    page.wait_for_function("() => scrollY >= 700")
    strip = page.evaluate(PINNED_GAP)
    assert strip["height"] > 10, strip  # the strip is there, and what follows reads it
    shot = page.screenshot(clip={k: strip[k] for k in ("x", "y", "width", "height")})
    picture = Image.open(io.BytesIO(shot)).convert("L")
    # The header's shadow (and the status's) shade the strip row by row; anything that
    # scrolled under them would mark a row unevenly: a field's edge, a line of text.
    uneven = [
        (y, low, high)
        for y in range(picture.height)
        for low, high in [picture.crop((0, y, picture.width, y + 1)).getextrema()]
        if high - low > 8
    ]
    assert uneven == [], (path, uneven)


def test_every_plain_table_scrolls_in_its_own_region(shipped: Any) -> None:
    """A table written in Markdown (rules pages, data pages) sits in a named region that
    scrolls sideways with a cue (``regions.py``); a tool's own tables carry a class."""
    from pathlib import Path

    outside = []
    for page in sorted(Path(shipped).rglob("index.html")):
        text = page.read_text(encoding="utf-8")
        for found in re.finditer(r"<table>", text):
            if not re.search(r'class="sortie-scroll"[^>]*>\s*$', text[: found.start()][-600:]):
                outside.append(page.parent.relative_to(shipped).as_posix())
    assert sorted(set(outside)) == []
