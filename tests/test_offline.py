"""The site at the table with no network (README, "Offline at the table"): after one visit
of the home page, Debian's Chromium opens what the player never opened with the network
cut, and a new build served at the same address says once that a new version is ready.

The network is cut twice over: the browser is put offline and the server answers nothing
(it closes each connection), so only what the service worker kept can answer."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

import needs
import pytest
from browserkit import Visit, open_ready, search, serving, theme_ran
from conftest import write
from playwright.sync_api import expect
from sitebuild import overlay_site, shipped_site

pytestmark = [pytest.mark.browser, needs.tool("chromium")]

ACTIVATED = """() => new Promise((done, failed) => {
  setTimeout(() => failed(new Error('no service worker took over in 60 s')), 60000);
  navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active;
    if (worker.state === 'activated') return done(worker.state);
    worker.addEventListener('statechange', () => worker.state === 'activated' && done(worker.state));
  });
})"""
"""Resolves once the site's worker has kept every file and taken over."""

KEPT_PRINT_FILES = """async () => {
  const cache = await caches.open('sortie-print');
  return (await cache.keys()).map((request) => new URL(request.url).pathname);
}"""


class Site:
    """A server on 127.0.0.1 whose folder can change (a new build at the same address)
    and which can stop answering (the network cut)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.down = False
        site = self

        class Handler(SimpleHTTPRequestHandler):
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                super().__init__(*args, directory=str(site.root), **kwargs)

            def handle_one_request(self) -> None:
                if site.down:
                    self.close_connection = True  # no answer: the browser's network error
                    return
                super().handle_one_request()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.handler = Handler


@pytest.fixture
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Site, str]]:
    site = Site(shipped_site(tmp_path_factory))
    with serving(site.handler) as address:
        yield site, f"{address}/"


@pytest.fixture
def tab(browser: Any) -> Iterator[Visit]:
    """A tab in a browser profile of its own: no worker of another test's site."""
    visit = Visit(browser, worker=True)
    yield visit
    visit.close()
    assert not visit.offsite(), f"requests left localhost: {visit.offsite()}"


def app_manifest(tab: Visit) -> dict[str, Any]:
    """The web app manifest of the tab's page as Chromium read it, once it found nothing
    that keeps the site from being installed."""
    cdp = tab.context.new_cdp_session(tab.page)
    try:
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        # Playwright's contexts are private windows, where no browser installs an app.
        assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == []
        found = cdp.send("Page.getAppManifest")
    finally:
        cdp.detach()
    assert found["errors"] == []
    manifest: dict[str, Any] = json.loads(found["data"])
    return manifest


def cut(site: Site, tab: Visit) -> None:
    site.down = True
    tab.context.set_offline(True)


def test_after_one_visit_the_site_works_with_the_network_cut(
    shipped: tuple[Site, str], tab: Visit
) -> None:
    site, url = shipped
    page = tab.page
    open_ready(page, url)
    assert page.evaluate("window.isSecureContext")  # 127.0.0.1 is: a worker may register
    assert page.evaluate(ACTIVATED) == "activated"
    manifest = app_manifest(tab)
    assert (manifest["lang"], manifest["name"]) == ("en", "Sortie: rules, cards and decks")
    # A print file opened once (from a page the worker controls) is kept; the others are
    # not, until the Print page's button keeps them all.
    open_ready(page, url + "print/")
    page.evaluate("fetch('../brs/quick-reference-a4.pdf').then((r) => r.arrayBuffer())")
    assert page.evaluate(KEPT_PRINT_FILES) == ["/brs/quick-reference-a4.pdf"]
    keep = page.locator(".sortie-keep-print")
    expect(keep.get_by_role("button")).to_have_text(
        re.compile(r"^Keep the print files on this device \(\d+\.\d MB\)$")
    )
    keep.get_by_role("button").click()
    expect(keep.get_by_role("status")).to_have_text(
        "Kept: the print files open with no network.", timeout=30_000
    )
    linked = set(page.eval_on_selector_all("article a[href$='.pdf']", "a => a.map(x => x.href)"))
    assert len(page.evaluate(KEPT_PRINT_FILES)) == len(linked) > 20

    cut(site, tab)
    # A rules page never opened, whole, with its glossary tooltips' script.
    open_ready(page, url + "fis/rules/collisions/")
    expect(page.locator("h1")).to_have_text(re.compile("Collisions"))
    # The deck builder draws from its data, and its check runs.
    open_ready(page, url + "brs/deck-builder/")
    page.get_by_label("Aircraft to add", exact=True).select_option("bf109e")
    page.get_by_role("button", name="Add aircraft").click()
    expect(page.locator(".db-status")).to_contain_text("1 aircraft")
    expect(page.locator(".db-problems li").first).to_be_visible()
    # The French home page, by the language switch (the site remembers the choice).
    page.locator("a.md-select__link[hreflang='fr']").dispatch_event("click")
    page.wait_for_url(url + "fr/brs/deck-builder/")
    open_ready(page, url + "fr/")
    assert page.evaluate("document.documentElement.lang") == "fr"
    expect(page.locator("h1")).to_be_visible()
    manifest = app_manifest(tab)  # the French site's own, from the device
    assert (manifest["lang"], manifest["name"]) == ("fr", "Sortie\u00a0: règles, cartes et pioches")
    # Search: the index and the search worker's scripts come from the device too.
    results = search(page, "piqué")
    expect(results.first).to_be_visible()
    # A print file the button kept, with the network cut.
    kept = (
        "fetch('../tbb/player-aid-a4.pdf').then((r) => r.arrayBuffer()).then((b) => b.byteLength)"
    )
    assert page.evaluate(kept) == (site.root / "tbb/player-aid-a4.pdf").stat().st_size
    # My hangar, every section drawn from the device: a deck saved before the cut (one
    # Bf109E and no card: not legal, worked by hand in test_hangar) is checked again, the
    # collection and the form for the Bf109F owned are drawn, the file section is there.
    open_ready(page, url + "fr/hangar/")
    page.evaluate(HANGAR_STORE)
    open_ready(page, url + "fr/hangar/")
    expect(page.locator(".hg-list .hg-verdict-words")).to_have_text("Non conforme")
    expect(page.locator("#sortie-own .own-kind").first).to_be_visible()
    expect(page.locator(".hv-card[data-card='brs:aircraft:bf109f']")).to_be_visible()
    expect(page.locator(".hf-save")).to_be_visible()
    # Its cards printed with the player's values: the print page and its cards' file.
    page.locator(".hg-list").get_by_role("link", name="Imprimer ces cartes").click()
    expect(page.locator(".pc-summary")).to_contain_text("1 carte sur 1 planche")


HANGAR_STORE = """() => {
  localStorage.setItem("sortie:lists:1:/", JSON.stringify({format: 1, lists: [
    {id: 1, game: "brs", name: "Hors ligne", link: "v=1&d=1&a=bf109e.1.3"}]}));
  localStorage.setItem("sortie:owned:1:/", JSON.stringify({format: 1,
    owned: {brs: {aircraft: {bf109f: 4}}}}));
}"""
"""What a player's hangar holds, written while the network is cut (the store is local)."""

TRAITS = """
pack: 1
patches:
  - {game: brs, kind: aircraft, id: bf109f, traits: [great-climb, great-dive]}
"""


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Blood Red Skies's site (English, no print files, for speed) as built, then built
    again with one value changed: the Bf109F's traits, unknown in the shipped data."""
    first = overlay_site(tmp_path_factory.mktemp("first"))
    folder = tmp_path_factory.mktemp("second")
    second = overlay_site(folder, write(folder / "traits.yaml", TRAITS))
    return first, second


def test_a_new_build_says_once_that_a_new_version_is_ready(
    two_builds: tuple[Path, Path], tab: Visit
) -> None:
    first, second = two_builds
    site = Site(first)
    page = tab.page
    notice = page.locator(".sortie-update")
    traits = page.locator("article tr:has(td:text-is('Traits')) td:nth-child(2)")
    with serving(site.handler) as address:
        url = f"{address}/brs/aircraft/bf109f/"
        open_ready(page, f"{address}/")
        assert page.evaluate(ACTIVATED) == "activated"
        open_ready(page, url)
        expect(traits).to_have_text("unknown")
        site.root = second  # the new build, at the same address
        open_ready(page, url)
        # The page is still the kept one, whole; the new version waits to be asked for.
        expect(traits).to_have_text("unknown")
        expect(notice).to_have_count(1, timeout=30_000)
        expect(notice).to_have_text(
            re.compile(r"^A new version of the site is ready\.\s*Reload\s*Later$")
        )
        notice.get_by_role("button", name="Reload").click()
        page.wait_for_load_state("load")
        theme_ran(page)
        expect(traits).to_have_text("Great Climb, Great Dive")
        open_ready(page, url)  # once: the new version is the one running now
        expect(traits).to_have_text("Great Climb, Great Dive")
        expect(notice).to_have_count(0)
