"""``mkdocs serve`` rebuilds only what an edit touches (issue 42), and what it serves is
byte for byte what a clean build of the same content writes.

Real files, the real MkDocs build: the first build is ``mkdocs serve``'s first (MkDocs'
own), each rebuild the one Sortie's builder runs after an edit (``serve.rebuild``: a new
configuration read from ``mkdocs.yml``, the site's address as the server's, the plugin
kept by MkDocs from one build to the next, only the files that changed written), each
clean build a fresh ``mkdocs build`` of the same configuration. On a small copy of one game (eight aircraft) in both
languages, so that each step's clean build takes seconds.
"""

from __future__ import annotations

import logging
import math
import os
import shutil
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from sitebuild import CONTENT, ROOT, _link_pieces, config_with

from generator.reading import content as reading
from generator.reading.contentcache import place_of
from generator.site.plugin import _every_folder
from generator.site.serve import (
    LATER,
    PAUSE,
    SITE,
    SWITCH_INTERVAL,
    Drawing,
    Later,
    SiteRecord,
    Task,
    Translating,
    guard,
    install,
    rebuild,
)

URL = "http://127.0.0.1:8000/"
"""The address ``mkdocs serve`` gives the site (its pages' canonical links name it)."""

POINTS = "<td>Points</td>\n<td>{}</td>"
"""An aircraft's points as its page shows them."""

KEPT = {"bf109e", "bf109f", "bf109g", "spitfire-ii", "f4f-wildcat", "hurricane-i", "yak-1"}
"""The aircraft of the copy: those the rules pages and the aces name, and a few more."""


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Path]:
    """A configuration and a small copy of Blood Red Skies, without the card prints;
    MkDocs' plugins are left as a build outside ``serve`` expects them."""
    content = tmp_path / "content"
    shutil.copytree(CONTENT / "brs", content / "brs")
    shutil.copy(CONTENT / "index.md", content / "index.md")
    for path in (content / "brs" / "aircraft").iterdir():
        if path.stem not in KEPT:
            path.unlink()
    # Serve never makes the offline copy (a worker keeping pages would hide each rebuild):
    # the clean builds it is held to make none either.
    (tmp_path / "mkdocs.yml").write_text(
        config_with("      cards: false\n      offline: false\n"), "utf-8"
    )
    logging.getLogger("mkdocs").setLevel(logging.ERROR)  # the copy's links to cut aircraft
    try:
        yield tmp_path
    finally:
        logging.getLogger("mkdocs").setLevel(logging.NOTSET)
        # MkDocs keeps one plugin object per process: the next build is not serve's.
        load_config(str(tmp_path / "mkdocs.yml")).plugins.on_startup(command="build", dirty=False)


def serve_build(
    site: Path, first: bool = False, wait: bool = True
) -> dict[str, tuple[set[str], set[str]]]:
    """One build as ``mkdocs serve`` runs it (``first``: its first, else one after an
    edit), and what it leaves for after (``wait``: the other languages' pages and the
    cards); returns, by language, the pages whose body was rendered and those whose output
    was drawn again."""
    config = load_config(str(site / "mkdocs.yml"), site_dir=str(site / "served"))
    config.plugins.on_startup(command="serve", dirty=False)
    config.site_url = URL
    if first:
        build(config, serve_url=URL)
    else:
        rebuild(config, URL)
    if wait:
        assert LATER.wait(600)
    memos = config.plugins["sortie"].memos
    return {lang: (set(m.rendered), set(m.drawn)) for lang, m in memos.items()}


def plugin(site: Path) -> Any:
    """The ``sortie`` plugin, the one object MkDocs keeps for every build of the process."""
    return load_config(str(site / "mkdocs.yml")).plugins["sortie"]


def clean_build(site: Path) -> Path:
    target = site / "clean"
    config = load_config(str(site / "mkdocs.yml"), site_dir=str(target), site_url=URL)
    config.plugins.on_startup(command="build", dirty=False)
    build(config)
    return target


def differences(served: Path, clean: Path) -> list[str]:
    """The files only one site has, and those whose bytes differ."""
    a = {p.relative_to(served).as_posix() for p in served.rglob("*") if p.is_file()}
    b = {p.relative_to(clean).as_posix() for p in clean.rglob("*") if p.is_file()}
    changed = [p for p in sorted(a & b) if (served / p).read_bytes() != (clean / p).read_bytes()]
    return sorted(a ^ b) + changed


def stamps(folder: Path) -> dict[str, int]:
    """Each file of ``folder`` and the time it was last written."""
    return {
        p.relative_to(folder).as_posix(): p.stat().st_mtime_ns
        for p in folder.rglob("*")
        if p.is_file()
    }


def written(site: Path, before: dict[str, int]) -> set[str]:
    """The pages and pictures the last build wrote (new or written again), of the site
    that had the ``stamps`` ``before``: not the files every build makes (the search index,
    the sitemap, the 404 page, the joined stylesheet, the words of the scripts)."""
    after = stamps(site / "served")
    return {
        path
        for path, stamp in after.items()
        if before.get(path) != stamp
        and path.endswith((".html", ".png", ".svg", ".woff2"))
        and not path.endswith("404.html")
    }


def same_as_clean(site: Path) -> None:
    assert differences(site / "served", clean_build(site)) == []


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text("utf-8")
    assert old in text, f"{path.name} changed: update this test"
    path.write_text(text.replace(old, new, 1), "utf-8")


def test_an_edit_rebuilds_only_its_pages_and_the_site_is_a_clean_builds(site: Path) -> None:
    """Each kind of edit, then a broken file and its fix, as one author's session."""
    brs = site / "content" / "brs"
    first = serve_build(site, first=True)
    assert first["en"][0] and first["fr"][0]  # the first build renders every page
    before = stamps(site / "served")
    assert serve_build(site) == {"en": (set(), set()), "fr": (set(), set())}  # nothing changed
    assert written(site, before) == set()  # nor written again
    assert not any(memo.indexed for memo in plugin(site).memos.values())  # nor searched

    # An aircraft's points show on its page and in the aircraft table, in each language.
    edit(brs / "aircraft" / "bf109e.yaml", "points: 31", "points: 33")
    pages = {"brs/aircraft/bf109e.md", "brs/aircraft/index.md"}
    before = stamps(site / "served")
    assert serve_build(site) == {"en": (pages, pages), "fr": (pages, pages)}
    html = {"brs/aircraft/bf109e/index.html", "brs/aircraft/index.html"}
    assert written(site, before) == html | {f"fr/{page}" for page in html}
    same_as_clean(site)

    # A sentence of an English rules page: that page; its French page is its own file.
    rules = brs / "rules" / "aces.md"
    edit(rules, "\n\n", "\n\nA sentence added to the aces page.\n\n")
    page = {"brs/rules/aces.md"}
    before = stamps(site / "served")
    assert serve_build(site) == {"en": (page, page), "fr": (set(), set())}
    assert written(site, before) == {"brs/rules/aces/index.html"}
    # Its text is no generated page's: none is made again (its title would be: below).
    assert [memo.made for memo in plugin(site).generation.values()] == [[], []]
    same_as_clean(site)

    # Its English title: the English home lists it (the French one, the French title).
    edit(rules, "title: Aces\n", "title: Aces and experts\n")
    serve_build(site)
    assert [memo.made for memo in plugin(site).generation.values()] == [["brs"], []]
    home = (site / "served" / "brs" / "index.html").read_text("utf-8")
    assert "Aces and experts" in home
    same_as_clean(site)

    # A glossary entry's English definition: the glossary, and the English tooltips of the
    # term on the pages that mention it (not the French ones: the entry has its French).
    term = brs / "glossary" / "ace-box.yaml"
    edit(term, "An expansion bringing one named ace", "An expansion with one named ace")
    rebuilt = serve_build(site)
    assert "brs/glossary.md" in rebuilt["en"][0]
    assert "brs/rules/expansions.md" in rebuilt["en"][0]  # says "ace box"
    assert "brs/rules/retention.md" not in rebuilt["en"][0]  # does not
    assert rebuilt["fr"] == (set(), set())
    same_as_clean(site)

    # A rename, a new file and a deleted file: the old page is gone, the new one there.
    (brs / "aircraft" / "yak-1.yaml").rename(brs / "aircraft" / "yak-1b.yaml")
    shutil.copy(CONTENT / "brs" / "aircraft" / "mig-3.yaml", brs / "aircraft" / "mig-3.yaml")
    (brs / "aircraft" / "bf109g.yaml").unlink()
    serve_build(site)
    assert (site / "served" / "brs" / "aircraft" / "yak-1b" / "index.html").is_file()
    assert not (site / "served" / "brs" / "aircraft" / "bf109g").exists()
    same_as_clean(site)

    # A broken file: the error page at once; fixed, the same site again, every page kept.
    edit(brs / "aircraft" / "bf109e.yaml", "speed: 7", "speed: [7")
    serve_build(site)
    home = (site / "served" / "index.html").read_text("utf-8")
    assert "The content has errors" in home and "bf109e.yaml:" in home
    # No page of the site before it is left to be served, in either language.
    pages = {p.relative_to(site / "served").as_posix() for p in site.glob("served/**/*.html")}
    assert pages == {"index.html", "404.html"}
    edit(brs / "aircraft" / "bf109e.yaml", "speed: [7", "speed: 7")
    assert serve_build(site) == {"en": (set(), set()), "fr": (set(), set())}
    assert differences(site / "served", site / "clean") == []  # the last clean build's
    # And the next edit writes its pages only again.
    edit(brs / "aircraft" / "bf109e.yaml", "points: 33", "points: 34")
    before = stamps(site / "served")
    serve_build(site)
    assert written(site, before) == html | {f"fr/{page}" for page in html}


def test_a_points_edit_serves_its_page_first_then_its_french_page_and_card(site: Path) -> None:
    """With the card prints on: the rebuild writes the aircraft's English page and
    returns; its French page is built after it, then its card picture and sheets are
    drawn and copied into the site (held here until the page is checked, as what comes
    after a rebuild waits for the site while a rebuild writes it). Then the site is a
    clean build's, card files included."""
    (site / "mkdocs.yml").write_text(config_with("      offline: false\n"), "utf-8")
    # The drawings of this checkout's own build, so that only the edited card is drawn.
    _link_pieces(ROOT / ".cache" / "cards", site / ".cache" / "cards")
    served = site / "served"
    serve_build(site, first=True)
    card = served / "brs" / "aircraft" / "bf109e.png"
    sheet = served / "brs" / "brs-aircraft-a4.pdf"
    old_card, old_sheet = card.read_bytes(), sheet.read_bytes()
    page = served / "brs" / "aircraft" / "bf109e" / "index.html"
    french = served / "fr" / "brs" / "aircraft" / "bf109e" / "index.html"
    assert POINTS.format(31) in page.read_text("utf-8")
    assert POINTS.format(31) in french.read_text("utf-8")

    edit(site / "content" / "brs" / "aircraft" / "bf109e.yaml", "points: 31", "points: 33")
    with SITE:  # nothing is made after the rebuild while the site is held
        serve_build(site, wait=False)
        assert POINTS.format(33) in page.read_text("utf-8")  # the page is served with the new value
        assert POINTS.format(31) in french.read_text("utf-8")  # its French copy comes next
        # and shows the card as drawn before, until its new drawing is copied in.
        assert card.read_bytes() == old_card and sheet.read_bytes() == old_sheet
    assert LATER.wait(600)
    assert POINTS.format(33) in french.read_text("utf-8")
    assert card.read_bytes() != old_card and sheet.read_bytes() != old_sheet
    same_as_clean(site)


def test_serves_first_build_writes_the_english_pages_first_and_the_french_after(site: Path) -> None:
    """``mkdocs serve`` answers once its first build returns: the English pages are there
    then; the French ones are built after them (here held until the English are checked)."""
    served = site / "served"
    with SITE:
        serve_build(site, first=True, wait=False)
        assert (served / "brs" / "aircraft" / "bf109e" / "index.html").is_file()
        assert not (served / "fr").exists()
    assert LATER.wait(600)
    assert (served / "fr" / "brs" / "aircraft" / "bf109e" / "index.html").is_file()
    same_as_clean(site)


@pytest.mark.parametrize("step", ["_on_config", "game_pages", "on_page_markdown", "on_post_page"])
def test_a_rebuild_that_waits_stops_the_french_build_which_is_made_again_after(
    site: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, step: str
) -> None:
    """The French pages are built after the English ones; a rebuild that waits for the site
    meanwhile (the author's next edit) stops that build at its next step (its first, before
    a game's generated pages, or in a page's Markdown or drawing step, which MkDocs would
    print as that page's error), and the French site is made again, whole, after the
    rebuild."""
    serve_build(site, first=True)
    french = site / "served" / "fr" / "brs" / "aircraft" / "bf109e" / "index.html"
    edit(site / "content" / "brs" / "aircraft" / "bf109e.yaml", "points: 31", "points: 33")
    steps: list[str] = []
    real = LATER.checkpoint

    def checkpoint() -> None:  # at the French build's ``step``, a rebuild begins to wait
        called_in = sys._getframe(1).f_code.co_name
        if threading.current_thread() is LATER.thread and called_in == step and not steps:
            steps.append("French")
            LATER.waiting.set()
        real()

    monkeypatch.setattr(LATER, "checkpoint", checkpoint)
    with SITE:
        serve_build(site, wait=False)
    try:
        # The French build starts; at its first step it stops, and nothing else starts.
        end = time.monotonic() + 600
        while not (steps and not LATER.busy) and time.monotonic() < end:
            time.sleep(0.05)
        assert steps == ["French"]
    finally:
        LATER.waiting.clear()
        LATER.release()  # as the rebuild does once it has ended
    monkeypatch.undo()
    assert LATER.wait(600)
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert POINTS.format(31) in french.read_text("utf-8")
    # A build stopped at a step has written no page and copied only files its record sees
    # as changed: the French folder is kept (not emptied and written whole again).
    assert set(plugin(site).records) == {"en", "fr"}
    before = stamps(site / "served" / "fr")
    assert serve_build(site)["en"] == (set(), set())  # the English pages were written
    assert POINTS.format(33) in french.read_text("utf-8")
    after = stamps(site / "served" / "fr")
    rewritten = [p for p, time in after.items() if before.get(p) != time]
    assert french.relative_to(site / "served" / "fr").as_posix() in rewritten
    assert len(rewritten) < len(after) / 10, rewritten
    same_as_clean(site)


def test_after_a_rebuild_the_pages_come_first_and_the_cards_wait_for_a_pause() -> None:
    """What a rebuild leaves is taken in this order, none while a rebuild waits: the
    other languages' pages, the rest, and the cards only once no rebuild came for a while
    (``serve.PAUSE``)."""
    record = SiteRecord("served", b"build")
    cards = Drawing(lambda: None, [], record, {}, "en")
    pages = Translating(lambda: None, record, {}, "en")
    task = Task("content cache", lambda: None)
    later = Later()
    later.pending = {cards.name: cards, task.name: task, pages.name: pages}
    later.waiting.set()  # a rebuild waits for the site: nothing starts
    assert later._next() is None
    later.waiting.clear()
    idle = Later()  # (nothing queued: its ``release`` starts no thread)
    with idle.rebuilding():  # a rebuild runs: no card drawing starts beside it
        assert idle.quiet_at == math.inf
        ending = time.monotonic()
    assert ending + PAUSE <= idle.quiet_at < math.inf  # the pause counts from its end
    later.quiet_at = time.monotonic() + 600  # a rebuild just now
    assert later._next() is pages
    assert later._next() is task
    assert later._next() is None  # the cards wait
    later.quiet_at = time.monotonic() - 1  # the pause has come
    assert later._next() is cards
    assert later.pending == {}


def test_a_rebuild_keeps_the_content_on_disk_once_its_pages_are_served(site: Path) -> None:
    """Pickling the content into the cache on disk (for the next start) waits until the
    rebuild's pages are served; then the entry is the edited content's."""
    content = site / "content"
    serve_build(site, first=True)
    place = place_of([content], _every_folder([content]))
    assert place is not None and place.entry.is_file()
    first = place.entry.read_bytes()[: len(place.digest)]
    assert first == place.digest

    edit(content / "brs" / "aircraft" / "bf109e.yaml", "points: 31", "points: 33")
    edited = place_of([content], _every_folder([content]))
    assert edited is not None and edited.digest != place.digest
    with SITE:
        serve_build(site, wait=False)
        assert place.entry.read_bytes()[: len(place.digest)] == first  # not yet
    assert LATER.wait(600)
    assert place.entry.read_bytes()[: len(edited.digest)] == edited.digest


def site_is_held() -> bool:
    """Whether the site is held: another thread cannot take it."""
    taken: list[bool] = []

    def take() -> None:
        got = SITE.acquire(blocking=False)
        taken.append(got)
        if got:
            SITE.release()

    other = threading.Thread(target=take)
    other.start()
    other.join()
    return not taken[0]


def test_mkdocs_own_builder_holds_the_site_as_sorties_does() -> None:
    """Under ``--dirty`` or ``--strict`` serve rebuilds with MkDocs' builder: given the
    site to hold, it cannot write while the other languages of the first build are."""
    held: list[bool] = []
    server = SimpleNamespace(builder=lambda config=None: held.append(site_is_held()))
    guard(server)
    server.builder()
    assert held == [True]


def test_sorties_builder_reads_the_configuration_holding_the_site() -> None:
    """Reading ``mkdocs.yml`` sets the options of the plugin object every build shares:
    Sortie's builder reads it only while no other language's build runs."""
    held: list[bool] = []
    serve_url, is_clean, is_dirty = URL, False, False

    def get_config() -> Any:
        held.append(site_is_held())
        raise LookupError("read: enough for this test")

    def builder(config: Any = None) -> Any:  # what MkDocs' builder reads from serve()
        return get_config, serve_url, is_clean, is_dirty

    server = SimpleNamespace(builder=builder)
    assert install(server, builder)
    with pytest.raises(LookupError):
        server.builder()
    assert held == [True]


def test_a_rebuild_checks_the_content_once_for_both_languages(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The content is loaded and checked once a rebuild, for both languages, and not at
    all when no content file changed; an edit is seen however it was made (here, with the
    file's size and times as they were). Counted by the cross-file checks, which run once
    for each content checked."""
    checks: list[int] = []
    real = reading.check_references

    def counted(*args: Any, **kwargs: Any) -> Any:
        checks.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(reading, "check_references", counted)
    serve_build(site, first=True)
    assert len(checks) == 1  # English and French from one check
    checks.clear()
    serve_build(site)
    assert checks == []  # nothing changed: none

    aircraft = site / "content" / "brs" / "aircraft" / "bf109e.yaml"
    times = os.stat(aircraft)
    edit(aircraft, "points: 31", "points: 33")  # the same size
    os.utime(aircraft, ns=(times.st_atime_ns, times.st_mtime_ns))  # and the same times
    assert aircraft.stat().st_size == times.st_size
    checks.clear()
    assert serve_build(site)["fr"][0] == {"brs/aircraft/bf109e.md", "brs/aircraft/index.md"}
    assert len(checks) == 1
    page = site / "served" / "fr" / "brs" / "aircraft" / "bf109e" / "index.html"
    assert POINTS.format(33) in page.read_text("utf-8")
    same_as_clean(site)


def test_the_stylesheet_pass_links_again_only_the_pages_that_changed(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page is linked to the joined stylesheet again only when its HTML or the joined
    sheet changed; an edit that changes which classes the site uses (an admonition of a
    type no other page has) names a new joined sheet, and every page of that language
    links it, as in a clean build."""
    from generator.site import stylesheets

    relinked: list[str] = []
    real = stylesheets._relink

    def counted(html: str, page: Path, *args: Any, **kwargs: Any) -> str:
        if page.is_relative_to(site / "served"):  # not the clean builds'
            relinked.append(page.relative_to(site / "served").as_posix())
        return real(html, page, *args, **kwargs)

    monkeypatch.setattr(stylesheets, "_relink", counted)
    serve_build(site, first=True)
    relinked.clear()
    serve_build(site)
    assert relinked == []  # nothing changed

    rules = site / "content" / "brs" / "rules" / "aces.md"
    edit(rules, "\n\n", "\n\nA sentence added to the aces page.\n\n")
    relinked.clear()
    serve_build(site)
    assert relinked == ["brs/rules/aces/index.html"]
    same_as_clean(site)

    sheets = set((site / "served" / "assets" / "sortie").glob("site.*.css"))
    edit(
        rules,
        "\n\n",
        '\n\n!!! bug "A bug"\n\n    Admonitions of this type are on no other page.\n\n',
    )
    relinked.clear()
    serve_build(site)
    assert set((site / "served" / "assets" / "sortie").glob("site.*.css")) != sheets
    english = {p for p in relinked if not p.startswith("fr/")}
    pages = {
        p.relative_to(site / "served").as_posix()
        for p in (site / "served").rglob("*.html")
        if not p.relative_to(site / "served").as_posix().startswith("fr/")
    }
    assert english == pages  # every English page links the new sheet
    same_as_clean(site)


def test_serves_threads_give_the_interpreter_up_sooner_and_a_builds_do_not() -> None:
    """Serve's file watcher stats every content file between the French build's or the
    drawing's turns at the interpreter (bench/README.md: at Python's 5 ms turns, one look at
    the content took seconds beside a busy thread); a build, with one thread, keeps
    Python's turns."""
    default = sys.getswitchinterval()
    config = load_config(str(ROOT / "mkdocs.yml"))
    try:
        config.plugins.on_startup(command="serve", dirty=False)
        assert sys.getswitchinterval() == pytest.approx(SWITCH_INTERVAL) != default
    finally:
        config.plugins.on_startup(command="build", dirty=False)
    assert sys.getswitchinterval() == pytest.approx(default)
