"""Content text never becomes HTML on the site (issues 8 and 18): a payload in every free
text field of every kind of every game, in an overlay (its folder's name included) and in
the rules pages' front matter (``hostile_site.py`` finds the fields from the schemas), built
once into a real site. Every built page is read as HTML (no payload as markup, each payload
escaped exactly once), then opened in Chromium, the tools included: no dialog, no console
or page error, no payload's element in the DOM, and the payloads shown as text.

Then what a stranger gives the builders of the shipped site (issue 38, ``hostile_site.py``'s
second part): a share link's values left out and said, ace skill cards named after
Object.prototype's keys, names that hide a character, and a ``?pack=`` address that a
redirect sends to another origin."""

from __future__ import annotations

import functools
import pickle
import re
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from http.server import BaseHTTPRequestHandler, SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

import needs
import pytest
from browserkit import Visit, open_ready, serve, serving, theme_ran
from hostile_site import (
    CLUB_PACK,
    HIDDEN_NAMES,
    HIDDEN_REFUSED,
    LEFT_OUT,
    LEFT_OUT_FR,
    LINK_CASES,
    NAME_BOXES,
    OVERLAY,
    PROTO_NAMES,
    Hostile,
    LinkCase,
    hostile_content,
    shown_as,
)
from sitebuild import shared_build, shipped_site

from generator.registry import systems
from generator.site.build import build_site
from generator.words.typography import french_text

playwright_api = needs.module("playwright.sync_api")
expect = playwright_api.expect

MARKER = re.compile(r"\bX(\d+) ")
FRENCH = "fr/"


@dataclass
class Built:
    hostile: Hostile
    site: Path
    url: str

    def pages(self) -> list[str]:
        """Every built page, by its path from the site root."""
        return sorted(p.relative_to(self.site).as_posix() for p in self.site.rglob("*.html"))

    def expected(self) -> dict[str, str]:
        """Each payload's text after its marker, as a page shows it, by marker."""
        return {p.split(" ", 1)[0]: shown_as(p).split(" ", 1)[1] for p in self.hostile.payloads()}

    @functools.cached_property
    def held(self) -> dict[str, frozenset[tuple[Any, ...]]]:
        """The fields (``Hostile.fields``) whose payloads each page's HTML holds, by page."""
        fields = self.hostile.fields()
        return {
            path: frozenset().union(
                *(fields.get(f"X{n}", set()) for n in MARKER.findall(self.text(path)))
            )
            for path in self.pages()
        }

    def text(self, path: str) -> str:
        return (self.site / path).read_text("utf-8")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Built]:
    def make(folder: Path) -> Path:
        hostile = hostile_content(folder)
        build_site(hostile.config, folder / "site")
        (folder / "hostile.pickle").write_bytes(pickle.dumps(hostile))
        return folder

    # Built once for the run: the test workers that need it share the one folder.
    folder = shared_build(tmp_path_factory, "hostile", make)
    hostile = pickle.loads((folder / "hostile.pickle").read_bytes())
    with serve(folder / "site") as url:
        yield Built(hostile, folder / "site", url)


def test_every_kind_of_every_game_gets_payloads(built: Built) -> None:
    """The payloads come from the schemas: each game's ``game.yaml`` and each kind with
    content has free-text fields seeded, so a field added tomorrow is covered."""
    covered = built.hostile.covered()
    wanted = [("game", gid) for gid in systems()]
    wanted += [
        (kind.folder, gid)
        for gid, system in systems().items()
        for kind in system.all_kinds()
        if any((built.hostile.content / gid / kind.folder).glob("*.yaml"))
    ]
    assert len(wanted) > len(systems())
    missing = [(folder, gid) for folder, gid in wanted if covered.get((gid, folder), 0) == 0]
    assert not missing, missing
    # Only a string that must name something (a rules page) may refuse a payload, and a
    # name or term, which is one line of at most 80 characters without a control character.
    names = [s for s in built.hostile.refused if _a_name(s.where) and not _one_line(s.text)]
    others = [s for s in built.hostile.refused if s not in names]
    assert len(others) < len(built.hostile.seeded) // 10, others[:5]
    assert any(s.overlay for s in built.hostile.seeded)


def _a_name(where: tuple[str | int, ...]) -> bool:
    """Whether a place in a file is a name or a term (``name.en``, ``formats.x.name.fr``)."""
    return len(where) >= 2 and where[-2] in ("name", "term") and where[-1] in ("en", "fr")


def _one_line(text: str) -> bool:
    return len(text) <= 80 and text.isprintable()


class _Scan(HTMLParser):
    """A page's elements and attributes that a payload could have made, and its texts."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.markup: list[str] = []
        self.texts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name.startswith("on"):
                self.markup.append(f"<{tag} {name}>")
            elif name in ("href", "src") and (value or "").strip().startswith("javascript:"):
                self.markup.append(f"<{tag} {name}={value}>")
            elif value and name not in ("href", "src", "class", "id"):
                self.texts.append(value)
        if tag in ("iframe", "details") or (tag == "img" and dict(attrs).get("src") == "x"):
            self.markup.append(f"<{tag}>")

    def handle_data(self, data: str) -> None:
        if self.lasttag == "script" and "alert(" in data:
            self.markup.append(f"<script>{data[:40]}")
        self.texts.append(data)


def misshown(texts: list[str], expected: dict[str, str]) -> Iterator[str]:
    """Each marker in ``texts`` whose payload does not follow it as written (escaped twice,
    or cut by markup): a text may end inside a payload, never differ from it. A French page
    sets a space before a payload's ``;`` or ``:`` as before any other's (``french_text``):
    that is the payload as written too, typeset."""
    for text in texts:
        text = shown_as(text)
        for match in MARKER.finditer(text):
            written = expected.get(f"X{match.group(1)}")
            if written is None:
                continue
            for want in (written, shown_as(french_text(written))):
                got = text[match.end() : match.end() + len(want)]
                if got == want or (want.startswith(got) and match.end() + len(got) == len(text)):
                    break
            else:
                yield f"X{match.group(1)}: {got!r}, written {written!r}"


def test_every_page_escapes_each_payload_once(built: Built) -> None:
    """The fast check of every page's HTML: no payload as an element or attribute, and every
    payload shown (in text and attributes) exactly as written: escaped once."""
    pages = built.pages()
    assert len(pages) > 100
    expected = built.expected()
    markers = 0
    for path in pages:
        scan = _Scan()
        scan.feed(built.text(path))
        assert not scan.markup, f"{path}: {scan.markup}"
        wrong = list(misshown(scan.texts, expected))
        assert not wrong, f"{path}: {wrong[:5]}"
        markers += sum(len(MARKER.findall(t)) for t in scan.texts)
    assert markers > len(expected)


DANGER = """() => {
  const found = [...document.querySelectorAll(
    'img[src="x"], svg[onload], details[ontoggle], iframe, [onerror], [onclick],'
    + ' [onmouseover], [ontoggle], a[href^="javascript:"]')].map((e) => e.outerHTML.slice(0, 80));
  for (const s of document.scripts) if (s.text.includes("alert(")) found.push(s.text.slice(0, 80));
  return found;
}"""
"""Elements a payload would have made, in the live DOM (scripts included)."""

OPTIONS_PER_SELECT = 40
"""The tools' lists are cycled through up to this many choices: each redraws the tool."""


def _open(page: Any, url: str, problems: list[str] | None = None) -> None:
    """The page, its data (a tool fetches JSON) and Material's script, all in; with
    ``problems``, what the page did before the script, checked first (markup a payload
    left open can swallow the script)."""
    page.goto(url)
    if problems is not None:
        assert not page.evaluate(DANGER), f"{url}: {page.evaluate(DANGER)}"
        assert not problems, f"{url}: {problems}"
    theme_ran(page)


LIST_SIGNATURE = """(select) => [select.closest('[id]')?.id,
  ...[...select.options].map((o) => `${o.value}=${o.text}`)].join('\\n')"""
"""A list by the tool it is part of and its choices, not by its name: the lists of Your
card on every aircraft page are named after the aircraft, but hold the same choices, drawn
from the same data by the same script, so they are cycled on the first of those pages."""


def _use_the_tools(page: Any, shown: list[str], cycled: set[str]) -> None:
    """Every choice of every list on the page (the roller's tables, the bombing targets)
    not cycled on an earlier page: each redraws its tool from the JSON, with the content's
    text."""
    selects = page.locator("article select")
    for nth in range(selects.count()):
        signature = selects.nth(nth).evaluate(LIST_SIGNATURE)
        if signature in cycled:
            continue
        cycled.add(signature)
        for index in range(OPTIONS_PER_SELECT):
            # Found again each time: a builder redraws its controls on every choice, and a
            # list may then hold fewer options (or be gone).
            select = selects.nth(nth)
            if nth >= selects.count() or not select.is_visible():
                break
            if index >= select.locator("option").count():
                break
            select.select_option(index=index)
            shown.append(page.locator("article").inner_text())


def _hover_terms(page: Any, shown: list[str], hovered: set[str]) -> None:
    """The first glossary term of the page not hovered on an earlier page, hovered: its
    tooltip's text (a term's tooltip is the same text, drawn by the same script, on every
    page that names it)."""
    terms = page.locator("article abbr")
    words = terms.evaluate_all("terms => terms.map((t) => t.textContent)")
    fresh = next((n for n, word in enumerate(words) if word not in hovered), None)
    if fresh is not None:
        hovered.add(words[fresh])
        terms.nth(fresh).hover()
        tooltip = page.locator("[role=tooltip].md-tooltip2--active")
        expect(tooltip).to_be_visible()
        shown.append(tooltip.inner_text())


def walked(built: Built) -> list[str]:
    """The pages the browser walk opens, enough for every field to be shown live at least
    once: the first page of each folder and depth in each language (each template and
    its scripts), and any later page whose HTML holds a payload of a field no page
    before it held (an aircraft with the only note of its kind, every rules page with
    its own front matter). Other pages of a kind are the same template and scripts fed
    the same fields; every page of both languages is still read as HTML by the check
    above."""
    pages = built.pages()
    shown: set[tuple[Any, ...]] = set()
    templates: set[str] = set()
    chosen = []
    for path in [p for p in pages if not p.startswith(FRENCH)] + [
        p for p in pages if p.startswith(FRENCH)
    ]:
        parts = path.removeprefix(FRENCH).split("/")
        if parts[-1] == "404.html":
            continue
        template = f"{path.startswith(FRENCH)} {'/'.join(parts[:2])} {len(parts)}"
        if template not in templates or not built.held[path] <= shown:
            chosen.append(path)
            templates.add(template)
            shown |= built.held[path]
    return chosen


def test_the_walk_shows_every_field_and_template(built: Built) -> None:
    """The browser walk leaves out pages, never a field or a template: each field whose
    payload some page holds is held by a walked page, in each language."""

    def held(paths: list[str]) -> set[tuple[Any, ...]]:
        return set().union(*(built.held[path] for path in paths))

    every = [p for p in built.pages() if not p.endswith("404.html")]
    walk = walked(built)
    assert held(walk) == held(every)
    assert len(walk) < len(every) // 2  # the point of it
    # Every page above an entry's is walked in both languages: homes, tools, kinds' tables.
    upper = {p for p in every if p.removeprefix(FRENCH).count("/") <= 2}
    assert any(p.startswith(FRENCH) for p in upper) and upper <= set(walk)


SLICES = 4
"""The pages are walked in this many interleaved slices, so that test workers share them."""


@pytest.mark.browser
@needs.tool("chromium")
@pytest.mark.parametrize("part", range(SLICES))
def test_no_payload_runs_on_any_page(built: Built, visit: Visit, part: int) -> None:
    page = visit.page
    problems: list[str] = []
    page.on("dialog", lambda d: (problems.append(f"dialog {d.message}"), d.dismiss()))
    page.on("pageerror", lambda e: problems.append(f"page error {e}"))
    page.on(
        "console",
        lambda m: problems.append(f"console {m.text}") if m.type == "error" else None,
    )
    every = walked(built)
    assert len(every) > 60
    pages = every[part::SLICES]
    shown: list[str] = []
    written: list[str] = []
    cycled: set[str] = set()
    hovered: set[str] = set()
    for path in pages:
        scan = _Scan()
        scan.feed(built.text(path))
        written += scan.texts
        _open(page, built.url + path.removesuffix("index.html"), problems)
        shown.append(page.locator("body").inner_text())
        _use_the_tools(page, shown, cycled)
        _hover_terms(page, shown, hovered)
        assert not page.evaluate(DANGER), f"{path}: {page.evaluate(DANGER)}"
        assert not problems, f"{path}: {problems}"
    text = "\n".join(shown)
    expected = built.expected()
    assert not list(misshown(shown, expected))
    # Most payloads the slice's HTML holds are shown live (the rest sit in attributes,
    # hidden tool data or closed tooltips).
    seen = {f"X{n}" for n in MARKER.findall(shown_as(text))} & set(expected)
    held = {f"X{n}" for n in MARKER.findall(shown_as("\n".join(written)))} & set(expected)
    assert len(seen) > len(held) // 2, (len(seen), len(held))
    if any(shown_as(OVERLAY) in shown_as(t) for t in written):
        assert shown_as(OVERLAY) in shown_as(text)  # the overlay's folder, named as text


@pytest.mark.browser
@needs.tool("chromium")
def test_each_tool_draws_the_content_text(built: Built, visit: Visit) -> None:
    """Each tool shows the content's text (payloads), drawn in the browser from its JSON."""
    for tool in (
        "brs/deck-builder/",
        "fis/force-builder/",
        "tbb/roller/",
        "dif/bombing-calculator/",
    ):
        _open(visit.page, built.url + tool)
        assert MARKER.search(visit.page.locator("article").inner_text()), tool


@pytest.mark.browser
@needs.tool("chromium")
def test_no_payload_runs_in_search_results(built: Built, visit: Visit) -> None:
    page: Any = visit.page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(built.url)
    theme_ran(page)
    box = page.locator("input.md-search__input")
    meta = page.locator(".md-search-result__meta")
    results = ""
    for query in ("onerror", "onload", "ontoggle"):
        box.click()
        box.fill("")
        box.press("End")
        expect(meta).to_contain_text("Type to start searching")
        box.fill(query)
        box.press("End")
        expect(meta).to_contain_text(re.compile(r"\d+ matching"))
        results = page.locator(".md-search-result").inner_text()
        assert "alert(" in results, query  # the payloads are found, and shown as text
        assert not page.evaluate(DANGER), query
        assert not dialogs, f"{query}: {dialogs}"
    # A result's title, exactly as written in the content.
    assert any(p.split(" ", 1)[1] in results for p in built.hostile.payloads())


# --- a stranger's link, pack address or typed name, on the builders (issue 38) -----------------


def _tab(browser: Any, language: str) -> Iterator[Visit]:
    """A tab in a browser of ``language`` (a French browser stays on the French pages),
    closed after the one pass of the loop it is used in."""
    tab = Visit(browser, locale="fr-FR" if language == "fr" else "en-US")
    yield tab
    tab.close()
    assert not tab.offsite(), tab.offsite()


def _in(language: str, path: str) -> str:
    return f"fr/{path}" if language == "fr" else path


def _banner_lines(page: Any) -> list[str]:
    """Each paragraph of a builder's banner, white space folded (French sets a no-break
    space before a colon)."""
    found = page.locator("[role=alert] > p").all_inner_texts()
    return [shown_as(line) for line in found]


@pytest.mark.browser
@needs.tool("chromium")
@pytest.mark.parametrize("case", LINK_CASES, ids=lambda c: c.name)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_link_says_each_value_of_yours_it_leaves_out(
    case: LinkCase, language: str, browser: Any, base_url: str
) -> None:
    for visit in _tab(browser, language):
        page = visit.page
        deck = case.deck
        if not deck:  # the builder's own link to its start
            open_ready(page, base_url + _in(language, case.builder))
            deck = urlsplit(page.locator("input[readonly]").first.input_value()).fragment
            page.goto("about:blank")  # then the link is opened as a page, not a hash change
        open_ready(page, f"{base_url}{_in(language, case.builder)}#{deck}&u={case.values}")
        prefix, pick = (LEFT_OUT_FR, 1) if language == "fr" else (LEFT_OUT, 0)
        wanted = [shown_as(prefix + said[pick]) for said in case.said]
        lines = _banner_lines(page)
        # The banner may say first that the link comes from another data version.
        assert [line for line in lines if line.startswith(shown_as(prefix))] == wanted, lines
        assert all(len(line) < 300 for line in lines)


@pytest.mark.browser
@needs.tool("chromium")
def test_ace_skill_cards_named_after_object_prototype_keys_are_ordinary_cards(
    visit: Visit, base_url: str, browser: Any
) -> None:
    """Constructor (id ``constructor``) comes from a pack, as a club would share it; the
    others are typed. Each is the player's own, not "(from the link)", and a share link
    carries only those the deck holds. Before issue 38 ``state.deck['constructor']`` read
    Object.prototype: the card was marked "(from the link)" and rode in every link."""
    page = visit.page
    open_ready(page, base_url + "brs/deck-builder/#v=1&a=bf109e.3.3_bf109e.1.5")
    part = page.locator("[data-adds='aceSkills']")
    expect(part.get_by_role("heading", name="Your ace skill cards")).to_be_visible()
    page.get_by_text("Import a pack of card values").click()
    page.get_by_label("Pack to import").fill(
        "pack: 1\nadds:\n"
        '  - {"game": "brs", "kind": "ace-skills", "id": "constructor", "name": {"en": "Constructor"}}\n'
    )
    page.get_by_role("button", name="Preview").click()
    expect(page.locator(".yc-pack-preview")).to_contain_text("New ace skill card: Constructor")
    page.get_by_role("button", name="Apply").click()
    for name in PROTO_NAMES[1:]:
        box = page.get_by_label("Name of an ace skill card you hold")
        box.fill(name)
        box.press("Enter")
    ids = ["constructor", "proto", "tostring", "hasownproperty"]
    for card, name in zip(ids, PROTO_NAMES, strict=True):
        expect(part.locator(f"[data-added='{card}']")).to_have_text(f"{name} (yours)Forget")
    deck = page.locator(".db-deck")
    for name in PROTO_NAMES:
        expect(deck.locator("summary", has_text=name)).to_have_count(1)
    link = page.locator(".db-link")
    expect(link).not_to_have_value(re.compile(r"&u="))  # none of them is in the deck
    page.get_by_role("button", name="One more Constructor").click()
    expect(link).to_have_value(re.compile(r"&u=k\.constructor\.n\.Constructor$"))
    assert "Object" not in page.locator("#sortie-deck-builder").inner_text()
    other = Visit(browser)
    try:
        open_ready(other.page, link.input_value())
        added = other.page.locator("[data-adds='aceSkills'] [data-added]")
        expect(added).to_have_count(1)
        expect(added).to_have_text("Constructor (from the link)Keep itForget")
        # The same verdict, resting on the card the link gave: its headline says so.
        verdict, rest = page.locator(".db-summary").inner_text().split(" · ", 1)
        assert verdict.endswith(" with 1 value of yours")  # the player's own, here
        verdict = verdict.removesuffix(" with 1 value of yours")
        expect(other.page.locator(".db-summary")).to_have_text(
            f"{verdict} with 1 value from the link · {rest}"
        )
    finally:
        other.close()


@pytest.mark.browser
@needs.tool("chromium")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_name_that_hides_a_character_is_refused_in_every_builder(
    language: str, browser: Any, base_url: str
) -> None:
    refused = HIDDEN_REFUSED[language == "fr"]
    for visit in _tab(browser, language):
        page = visit.page
        for builder, selector in NAME_BOXES:
            open_ready(page, base_url + _in(language, builder))
            box = page.locator(selector).first
            text_file = page.locator("pre").last  # the file the builder would download
            for name in HIDDEN_NAMES:
                box.fill(name)
                box.press("Tab")  # the set-up builder reads its names on change
                note = page.locator(f"#{box.get_attribute('aria-describedby')}")
                expect(note).to_have_text(refused)
                expect(box).to_have_attribute("aria-invalid", "true")
                assert name.split()[0] not in text_file.inner_text(), (builder, name)
            box.fill("JG 26")
            box.press("Tab")
            expect(box).not_to_have_attribute("aria-invalid", "true")
            expect(text_file).to_contain_text("JG 26")
        # An ace skill card's name: refused beside its box, and no card is added.
        open_ready(page, base_url + _in(language, "brs/deck-builder/#v=1&a=bf109e.1.5"))
        part = page.locator("[data-adds='aceSkills']")
        for name in HIDDEN_NAMES:
            box = part.locator("input[type=text]")
            box.fill(name)
            box.press("Enter")
            expect(part.locator(".yc-error")).to_have_text(refused)
        expect(part.locator("[data-added]")).to_have_count(0)


class _ClubSite(SimpleHTTPRequestHandler):
    """The shipped site as a club serves it, with three addresses for ``?pack=``: its
    pack, one that redirects to it, and one that redirects to another origin."""

    elsewhere = ""

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        if self.path == "/club/pack.yaml":
            _answer(self, CLUB_PACK)
        elif self.path in ("/club/here.yaml", "/club/elsewhere.yaml"):
            self.send_response(302)
            there = "/club/pack.yaml" if self.path == "/club/here.yaml" else self.elsewhere
            self.send_header("Location", there)
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            super().do_GET()


class _Elsewhere(BaseHTTPRequestHandler):
    """Another origin serving a pack to anyone (CORS open): what a redirect may lead to."""

    asked: ClassVar[list[str]] = []

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self.asked.append(self.path)
        _answer(self, CLUB_PACK.replace('"great-climb"', '"great-dive"'), cors=True)


def _answer(handler: BaseHTTPRequestHandler, text: str, cors: bool = False) -> None:
    body = text.encode("utf-8")
    handler.send_response(200)
    handler.send_header("Content-Type", "text/yaml; charset=utf-8")
    if cors:
        handler.send_header("Access-Control-Allow-Origin", "*")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


@pytest.mark.browser
@needs.tool("chromium")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_pack_address_is_checked_where_its_redirects_end(
    language: str, browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """``?pack=`` names an address of the site; the site redirects it to another origin,
    which serves a pack to anyone. The pack is refused and that origin never asked; a
    redirect within the site is followed."""
    site = shipped_site(tmp_path_factory)
    _Elsewhere.asked = []
    with serving(_Elsewhere) as elsewhere:
        _ClubSite.elsewhere = f"{elsewhere}/pack.yaml"
        club_site = functools.partial(_ClubSite, directory=str(site))
        with serving(club_site) as club:
            _use_club_packs(club, language, browser)


PACK_REFUSED = (
    "The pack at ?pack= could not be read (the address sends the browser on to another "
    "site's address, and a pack is only read from this site's own); nothing was changed.",
    "Le pack de ?pack= n'a pas pu être lu (l'adresse renvoie le navigateur vers l'adresse "
    "d'un autre site, et un pack n'est lu qu'à l'adresse de ce site) ; rien n'a changé.",
)


def _use_club_packs(club: str, language: str, browser: Any) -> None:
    """Open the deck builder with each ``?pack=`` of the club's site."""
    for visit in _tab(browser, language):
        page = visit.page
        builder = f"{club}/{_in(language, 'brs/deck-builder/')}"
        note = page.locator("#yc-pack-note")
        open_ready(page, f"{builder}?pack=/club/elsewhere.yaml#v=1&a=bf109f.4.3")
        expect(note).to_have_text(PACK_REFUSED[language == "fr"])
        expect(note).to_have_attribute("data-kind", "error")
        expect(page.locator(".yc-pack-preview")).to_be_empty()
        assert _Elsewhere.asked == []
        open_ready(page, f"{builder}?pack=/club/here.yaml#v=1&a=bf109f.4.3")
        expect(note).to_have_attribute("data-kind", "ok")
        expect(page.locator(".yc-pack-preview li")).to_have_count(1)
        assert _Elsewhere.asked == []
