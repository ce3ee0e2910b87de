"""Browser-test fixtures shared by the site and deck-builder tests: the shipped site served
on 127.0.0.1, Debian's Chromium driven by Playwright, and a tab that records every request
so a test can prove nothing left the machine. Registered by ``conftest.pytest_plugins``."""

from __future__ import annotations

import functools
import re
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import needs
import pytest
from needs import CHROMIUM
from sitebuild import shared_build, shipped_site

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


READY = (
    "() => typeof window.document$ !== 'undefined'"
    " && !document.querySelector('[data-src][aria-busy]')"
)
"""Material's script has run (it is added once the page is shown) and every tool has drawn
itself from its data: the build marks a tool's element busy until then (``dom.mjs``)."""


WHEN_READY = """() => new Promise((done, failed) => {
  const ready = READY;
  let watch = null;
  const late = setTimeout(() => {
    watch.disconnect();
    failed(new Error('the page was not ready after 30 s'));
  }, 30000);
  const check = () => {
    if (!ready()) return false;
    watch.disconnect();
    clearTimeout(late);
    setTimeout(done);  // once the task that made it ready is over (Material mounts in it)
    return true;
  };
  watch = new MutationObserver(check);
  if (!check()) watch.observe(document, { subtree: true, childList: true, attributes: true });
})""".replace("READY", READY)
"""Resolves once ``READY`` holds, checked at each change of the page: Material's script
changes it as it runs, and a tool's drawing removes its mark. Polling at each frame
instead (``wait_for_function``'s way) keeps a loading page drawing frames, about 0.04
CPU-s more for each page opened."""


SETTLED = """() => new Promise((done) => {
  const frames = (n) => (n ? requestAnimationFrame(() => frames(n - 1)) : done());
  // getAnimations() flushes style first, so a transition a change just started is in it;
  // an endless one (a spinner) never finishes and is not waited for.
  const moving = document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => null));
  const loading = [...document.images].filter((i) => !i.complete).map((i) => new Promise((r) => {
    i.addEventListener('load', r, { once: true });
    i.addEventListener('error', r, { once: true });
  }));
  Promise.all([document.fonts.ready, ...moving, ...loading]).then(() => frames(2));
})"""
"""Resolves once the page has come to rest: its fonts loaded, every finite animation and
transition over, every picture loaded or failed (so an ``onerror`` a hostile value smuggled
in would have run), then two frames drawn (what those events changed is laid out)."""


def settled(page: Any) -> None:
    """Wait until the page has come to rest (``SETTLED``): before checking that something
    did NOT happen (no script ran, nothing moved, a tooltip stayed), a condition rather than
    a guess at how long it would take."""
    page.evaluate(SETTLED)


def theme_ran(page: Any) -> None:
    """Wait until the page and its tools are ready to be used (``READY``): a click while
    Material's script sets up tooltips and table wrappers can land on a moving target."""
    try:
        page.evaluate(WHEN_READY)
    except needs.module("playwright.sync_api").Error as error:
        if "context was destroyed" not in str(error):
            raise
        page.wait_for_function(READY)  # the page went on to another (a redirect): wait there


def open_ready(page: Any, url: str) -> None:
    """Go to ``url`` and wait until the page and its tools are ready to be used."""
    page.goto(url)
    theme_ran(page)


SEARCH_WORDS = {
    "en": ("Type to start searching", "matching"),
    "fr": ("Taper pour démarrer la recherche", "trouvé"),
}
"""Material's search status, by page language: once its index has loaded, and once it
has answered a query (none, one or several results)."""


def search(page: Any, query: str) -> Any:
    """Type ``query`` in Material's search box; the result links, best first."""
    # Search is Material's script, added once the page is shown; until it runs the page's
    # "no-js" class hides the header's magnifier (the theme's CSS), so wait for it.
    theme_ran(page)
    magnifier = page.locator("label.md-header__button[for='__search']")
    if magnifier.is_visible():  # phones: the box opens from the header's magnifier
        magnifier.click()
    page.locator("input.md-search__input").click()  # the index loads on first use
    loaded, answered = SEARCH_WORDS[page.evaluate("document.documentElement.lang")]
    expect = needs.module("playwright.sync_api").expect
    meta = page.locator(".md-search-result__meta")
    expect(meta).to_contain_text(loaded)  # the index has loaded
    box = page.locator("input.md-search__input")
    box.fill(query)
    box.press("End")  # Material reads the query on keyup, which fill() does not send
    expect(meta).to_contain_text(answered)
    return page.locator(".md-search-result__item > a.md-search-result__link")


def result_pages(page: Any, base_url: str, query: str) -> list[str]:
    """The distinct pages of the results of ``query``, best first (sections folded in)."""
    box = page.locator("input.md-search__input")
    if box.is_visible() and box.input_value():
        box.fill("")  # back to the empty box, as search() expects
        box.press("End")
    pages: list[str] = []
    for href in search(page, query).evaluate_all("links => links.map(a => a.href)"):
        path = href.removeprefix(base_url).split("?")[0].split("#")[0]
        if path not in pages:
            pages.append(path)
    return pages


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A tab closed, or moved on, while a file was on its way: the browser's choice, not
        # a fault worth a traceback in the test output. Anything else is still printed.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


@contextmanager
def serving(handler: Any) -> Iterator[str]:
    """A server of ``handler`` on 127.0.0.1 and a free port, in a thread: its address
    (``http://127.0.0.1:<port>``, no slash after)."""
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def serve(root: Path) -> Iterator[str]:
    """``python -m http.server`` on 127.0.0.1 and a free port, in a thread."""
    with serving(functools.partial(_QuietHandler, directory=str(root))) as address:
        yield f"{address}/"


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The shipped site, served once per test worker: one origin for the whole run, so
    the browser's cache of its pages and scripts carries from module to module."""
    with serve(shipped_site(tmp_path_factory)) as url:
        yield url


_idle: dict[tuple[Any, int, int, str], list[tuple[Any, Any]]] = {}
"""Emptied browser contexts, each with its blank keeper page, waiting for the next tab of
their browser, size and language."""


TURNED_OFF = "RenderDocument"
"""The Chromium feature the tests turn off. With it, every page opened gets a new host in
the browser (its frame, widget and compositor) where a page of the same site used to take
over the last one's; without it, opening a page costs a tenth to a sixth less CPU
(``bench/bench_page_open.py``: median 0.235 against 0.280 CPU-s, 4 rounds). A page cannot
tell: how the browser hosts a document is not part of what the document sees."""


def disabled_feature_lists(page: Any) -> list[list[str]]:
    """Each ``--disable-features`` list of the browser's command line, in order, as its
    ``chrome://version`` page shows it (opened in ``page``)."""
    page.goto("chrome://version")
    line = page.locator("#command_line").inner_text()
    return [found.split(",") for found in re.findall(r"--disable-features=(\S+)", line)]


def playwrights_disabled_features(playwright: Any) -> list[str]:
    """The features Playwright turns off in the Chromium it launches."""
    chromium = playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
    )
    try:
        lists = disabled_feature_lists(chromium.new_page())
    finally:
        chromium.close()
    return lists[-1] if lists else []


def _disabled_features(playwright: Any, factory: pytest.TempPathFactory) -> str:
    """Playwright's own ``--disable-features`` list with ``TURNED_OFF`` added. Chromium
    keeps only the last ``--disable-features`` it is given, and Playwright passes its own
    (features that reach the network, among others): a list of ours alone would turn
    those back on. The list is read once a run, so it follows Playwright's next release."""

    def probe(folder: Path) -> Path:
        features = [*playwrights_disabled_features(playwright), TURNED_OFF]
        (folder / "features").write_text(",".join(features), encoding="utf-8")
        return folder / "features"

    return shared_build(factory, "chromium-features", probe).read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One Chromium per test worker: starting one costs about 2 s of CPU. Its tabs come
    from contexts that are emptied and reused (``Visit``)."""
    needs.need("chromium", "scripts/setup.sh installs Debian's chromium")
    sync_playwright = needs.module("playwright.sync_api").sync_playwright
    with sync_playwright() as playwright:
        features = _disabled_features(playwright, tmp_path_factory)
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=[*CHROMIUM_ARGS, f"--disable-features={features}"],
            headless=True,
        )
        yield chromium
        _idle.clear()
        chromium.close()


def service_workers(allowed: bool) -> str:
    """Playwright's ``service_workers`` option of a new context: the site's worker runs
    only in the tests of the offline site (``test_offline``)."""
    return "allow" if allowed else "block"


class Visit:
    """A browser tab that records every request its pages (and their workers) make.

    A new context costs a tab about 0.7 CPU-s more than a new page in a warm one (a new
    browser profile, a cold cache, the theme's script compiled again): the tab is a new
    page in a context an earlier tab of the same size and language left, emptied by
    ``close``, and a new context only when none is idle (so two tabs open at once never
    share one). ``fresh=True`` asks for a context of the tab's own, for a test that
    changes the context beyond its cookies, permissions and storage, or needs a browser
    that never saw the site. ``worker=True`` lets the site's service worker run (in a context
    of the tab's own): elsewhere it is blocked, as keeping the whole site on a tab's first
    page (some 1,000 files) would cost every test that opens one."""

    def __init__(
        self,
        browser: Any,
        width: int = 1280,
        height: int = 900,
        locale: str = "en-US",
        fresh: bool = False,
        worker: bool = False,
    ) -> None:
        self._key = None if fresh or worker else (browser, width, height, locale)
        idle = _idle.get(self._key, []) if self._key else []
        if idle:
            self.context, self._keeper = idle.pop()
        else:
            # An English browser unless a test says otherwise: the site opens a first
            # visit in the browser's language, and the machine's own may be any.
            viewport = {"width": width, "height": height}
            self.context = browser.new_context(
                viewport=viewport, locale=locale, service_workers=service_workers(worker)
            )
            # A blank page that stays open while the context waits: the first page of a
            # context left with none costs twice the CPU (0.9 against 0.45 s measured).
            self._keeper = None if self._key is None else self.context.new_page()
        self.requests: list[str] = []
        self.context.on("request", self._record)
        # A new page each time: its own state (session storage, history, event handlers,
        # routes, emulated media) goes when it closes.
        self.page = self.context.new_page()

    def _record(self, request: Any) -> None:
        self.requests.append(request.url)

    def offsite(self) -> list[str]:
        local = ("127.0.0.1",)
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme not in ("data", "blob", "about")
            and urlsplit(url).hostname not in local
        ]

    def close(self) -> None:
        """Close the tab. A shared context is emptied for the next tab: every page but
        the keeper closed, every origin it reached cleared of its storage (local,
        IndexedDB, cache storage, service workers, cookies), its cookies and permissions
        forgotten. Its HTTP cache is kept, which is the point."""
        self.context.remove_listener("request", self._record)
        if self._key is None:
            self.context.close()
            return
        if self._keeper.is_closed():
            self._keeper = self.context.new_page()
        origins = {
            f"{part.scheme}://{part.netloc}"
            for part in map(urlsplit, self.requests)
            if part.scheme in ("http", "https")
        }
        cdp = self.context.new_cdp_session(self._keeper)
        for origin in sorted(origins):
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        cdp.detach()
        for page in self.context.pages:
            if page is not self._keeper:
                page.close()
        self.context.clear_cookies()
        self.context.clear_permissions()
        _idle.setdefault(self._key, []).append((self.context, self._keeper))


@pytest.fixture
def visit(browser: Any) -> Iterator[Visit]:
    tab = Visit(browser)
    yield tab
    tab.close()
    assert not tab.offsite(), f"requests left localhost: {tab.offsite()}"
