"""Glossary tooltips (issue 12): whole terms, never in a heading, a link or code, once per
section, not for an entry marked ``link_in_text: false``, and only inside the term's own
game and edition. Unit checks on Python-Markdown's output, then the same rules in Chromium
on a site built from a fixture content folder of its own (Down In Flames with a "wingman"
and a "flak" entry per edition)."""

from __future__ import annotations

import html
import re
import shutil
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import markdown
import needs
import pytest
from browserkit import Visit, serve, settled, theme_ran
from sitebuild import CONTENT, config_with

from generator.reading.content import load_checked
from generator.site.build import build_site
from generator.site.tooltips import Tooltips, glossary_terms, page_terms

playwright_api = needs.module("playwright.sync_api")
expect = playwright_api.expect

GLOSSARY = {
    "wingman-aces-high": (
        "Wingman",
        "Ailier",
        "aces-high",
        True,
        "AH meaning: pairs with a Leader.",
    ),
    "wingman-zero": ("Wingman", "Ailier", "zero", True, "ZERO meaning: the second of a section."),
    "flak-aces-high": ("Flak", "DCA", "aces-high", True, "AH flak: rolled per bomber."),
    "flak-zero": ("Flak", "DCA", "zero", True, "ZERO flak: a flak card per target."),
    "lost": ("Lost", "Perdu", None, False, "Navigation result: the raid has lost its way."),
    "hand": ("Hand", "Main", None, True, "The action cards a player holds."),
}

PAGE = """\
# Wingman and flak

The wingman stays close. A second wingman mention is plain, and so is lostness and lost.

## Flak {{#flak}}

Flak fires first; the hand holds cards. Flak again is plain, and so is a full Hand.
[wingman](#flak) is a link.
`hand` is code.
"""


def fixture_content(root: Path) -> Path:
    """A content folder holding only Down In Flames: its game.yaml, the glossary above,
    one rules page per edition (the same text). Returns its mkdocs.yml."""
    dif = root / "content" / "dif"
    (dif / "glossary").mkdir(parents=True)
    shutil.copy(CONTENT / "dif" / "game.yaml", dif / "game.yaml")
    for entry_id, (en, fr, edition, linked, definition) in GLOSSARY.items():
        lines = [
            f"term: {{en: {en}, fr: {fr}}}",
            f"definition: {{en: '{definition}'}}",
            f"edition: {edition or 'null'}",
            f"link_in_text: {str(linked).lower()}",
            "source: a test fixture",
        ]
        (dif / "glossary" / f"{entry_id}.yaml").write_text("\n".join(lines) + "\n", "utf-8")
    for order, edition in enumerate(("aces-high", "zero")):
        folder = dif / "rules" / edition
        folder.mkdir(parents=True)
        (folder / "index.md").write_text(
            f"---\ntitle: Book {edition}\norder: {order}\n---\n# Book {edition}\n\nIntro.\n",
            "utf-8",
        )
        front = f"---\ntitle: Page {edition}\norder: {order + 0.5}\n---\n"
        (folder / "page.md").write_text(front + PAGE.format(), "utf-8")
    (root / "content" / "index.md").write_text("# Home\n\nThe wingman at home.\n", "utf-8")
    config = config_with("      cards: false\n")
    (root / "mkdocs.yml").write_text(config, "utf-8")
    return root / "mkdocs.yml"


@pytest.fixture(scope="module")
def fixture_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("tooltips")
    fixture_content(root)
    return root


def convert(tooltips: Tooltips, text: str, uri: str, once: str = "section") -> str:
    tooltips.select(text, "dif", uri, once)
    extensions = ["attr_list", "toc", tooltips.extension()]
    return markdown.Markdown(extensions=extensions).convert(text)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def tooltips(fixture_root: Path) -> Tooltips:
    return Tooltips(load_checked(fixture_root / "content").games)


def abbrs(html: str) -> list[tuple[str, str]]:
    return re.findall(r'<abbr data-preview title="([^"]*)">([^<]*)</abbr>', html)


def test_terms_once_per_section_never_in_headings_links_or_code(tooltips: Tooltips) -> None:
    html = convert(tooltips, PAGE.format(), "dif/rules/zero/page.md")
    found = [term for _, term in abbrs(html)]
    # Section 1: wingman once ("lost" is not linked); section 2: Flak and hand once each
    # ("Hand" is the same term).
    assert found == ["wingman", "Flak", "hand"], html
    assert "<h1" in html and "<abbr" not in re.findall(r"<h\d.*?</h\d>", html, re.S)[0]
    assert not any("<abbr" in h for h in re.findall(r"<h\d.*?</h\d>", html, re.S))
    assert "lostness" in html and ">lost<" not in html


def test_a_page_of_many_sections_can_show_each_term_once(tooltips: Tooltips) -> None:
    text = "# Tables\n\nThe wingman.\n\n## One\n\nA wingman.\n\n## Two\n\nThe hand, a wingman.\n"
    uri = "dif/rules/zero/tables.md"
    assert [t for _, t in abbrs(convert(tooltips, text, uri))] == [
        "wingman",
        "wingman",
        "hand",
        "wingman",
    ]
    assert [t for _, t in abbrs(convert(tooltips, text, uri, "page"))] == ["wingman", "hand"]


def test_an_edition_entry_only_in_its_own_edition(tooltips: Tooltips) -> None:
    zero = dict(
        (t, title) for title, t in abbrs(convert(tooltips, PAGE.format(), "dif/rules/zero/page.md"))
    )
    aces = dict(
        (t, title)
        for title, t in abbrs(convert(tooltips, PAGE.format(), "dif/rules/aces-high/page.md"))
    )
    assert "ZERO meaning" in zero["wingman"] and "ZERO flak" in zero["Flak"]
    assert "AH meaning" in aces["wingman"] and "AH flak" in aces["Flak"]
    elsewhere = abbrs(convert(tooltips, "The wingman and the hand.", "dif/index.md"))
    assert [t for _, t in elsewhere] == ["hand"]  # an edition's term is not on a shared page
    assert convert(tooltips, "The wingman.", "brs/rules/x.md").count("<abbr") == 0


def test_link_in_text_false_keeps_the_entry_out_of_running_text(fixture_root: Path) -> None:
    content = load_checked(fixture_root / "content")
    terms = glossary_terms(content.games["dif"].of("glossary"))
    assert "Lost" not in {t.text for t in terms} and "lost" not in {t.text for t in terms}
    assert "Perdu" not in page_terms(terms, "dif/rules/zero/page.md")


def test_the_tooltip_text_is_escaped() -> None:
    """The title is an attribute value like any other: escaped once (tooltips.js shows it
    as text)."""
    from generator.site.tooltips import Term

    tips = Tooltips({})
    tips.by_game = {"g": [Term("Boom", "<img src=x onerror=alert(1)>", None)]}
    tips.select("Boom", "g", "g/x.md")
    html = markdown.Markdown(extensions=[tips.extension()]).convert("Boom")  # type: ignore[list-item]
    assert 'title="&lt;img src=x onerror=alert(1)&gt;"' in html


# --- in Chromium --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def fixture_site(fixture_root: Path) -> Iterator[str]:
    site = build_site(fixture_root / "mkdocs.yml", fixture_root / "site")
    with serve(site) as url:
        yield url


def tooltip_of(page: Any, term: str) -> str:
    abbr = page.locator("article p abbr", has_text=re.compile(f"^{term}$")).first
    abbr.hover()
    tooltip = page.locator("[role=tooltip].md-tooltip2--active")
    expect(tooltip).to_be_visible()
    text = str(tooltip.inner_text())
    page.mouse.move(0, 0)
    expect(tooltip).to_have_count(0)
    return text


@pytest.mark.browser
@needs.tool("chromium")
def test_each_edition_shows_its_own_meaning_in_chromium(fixture_site: str, visit: Visit) -> None:
    page = visit.page
    page.goto(fixture_site + "dif/rules/zero/page/")
    assert "ZERO meaning" in tooltip_of(page, "wingman")
    assert "ZERO flak" in tooltip_of(page, "Flak")
    page.goto(fixture_site + "dif/rules/aces-high/page/")
    assert "AH meaning" in tooltip_of(page, "wingman")
    assert "AH flak" in tooltip_of(page, "Flak")
    # "lost" in running text, and every heading: no tooltip.
    expect(page.locator("article abbr", has_text=re.compile("^lost$", re.I))).to_have_count(0)
    expect(page.locator("article :is(h1, h2, h3) abbr")).to_have_count(0)
    expect(page.locator("article abbr")).to_have_count(3)


@pytest.mark.browser
@needs.tool("chromium")
def test_a_tooltip_sits_under_its_term_describes_it_and_goes_away(
    fixture_site: str, visit: Visit
) -> None:
    page = visit.page
    page.goto(fixture_site + "dif/rules/zero/page/")
    theme_ran(page)
    term = page.locator("article p abbr", has_text=re.compile("^Flak$")).first
    definition = term.get_attribute("title") or ""
    assert "ZERO flak" in definition
    term.scroll_into_view_if_needed()
    term.hover()
    tooltip = page.locator("[role=tooltip].md-tooltip2--active")
    expect(tooltip).to_have_count(1)  # one tooltip, not the theme's as well
    expect(tooltip).to_have_text(definition)
    expect(term).to_have_attribute("aria-describedby", str(tooltip.get_attribute("id")))
    assert term.get_attribute("title") is None  # no second, native tooltip
    settled(page)  # the slide-in transition
    box, tip = term.bounding_box(), tooltip.locator(".md-tooltip2__inner").bounding_box()
    assert box is not None and tip is not None
    assert box["y"] + box["height"] <= tip["y"] <= box["y"] + box["height"] + 40, (box, tip)
    assert tip["x"] < box["x"] + box["width"] and box["x"] < tip["x"] + tip["width"], (box, tip)
    page.keyboard.press("Escape")
    expect(tooltip).to_have_count(0)
    expect(term).to_have_attribute("title", definition)
    expect(term).not_to_have_attribute("aria-describedby", re.compile(".*"))
    expect(page.locator("[role=tooltip]")).to_have_count(0, timeout=2000)  # removed, not hidden


@pytest.mark.browser
@needs.tool("chromium")
def test_a_tap_on_a_phone_shows_the_definition_until_the_next_tap(
    fixture_site: str, browser: Any
) -> None:
    context = browser.new_context(
        service_workers="block",  # as every tab (browserkit.Visit)
        viewport={"width": 390, "height": 844},
        has_touch=True,
        is_mobile=True,
        locale="en-US",
    )
    try:
        page = context.new_page()
        page.goto(fixture_site + "dif/rules/aces-high/page/")
        theme_ran(page)
        tooltip = page.locator("[role=tooltip].md-tooltip2--active")
        page.locator("article p abbr", has_text=re.compile("^wingman$")).first.tap()
        expect(tooltip).to_contain_text("AH meaning")
        settled(page)  # still there once the finger is up and the page at rest
        expect(tooltip).to_contain_text("AH meaning")
        page.locator("article h1").tap()
        expect(tooltip).to_have_count(0)
    finally:
        context.close()


def test_fixture_text_is_ours() -> None:
    """The fixture's page text is a test sentence, not a rules text."""
    assert "wingman" in textwrap.dedent(PAGE)


def test_the_shipped_down_in_flames_pages_explain_terms_as_their_edition_does(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """On the real site: "wingman" and "flak" on a ZERO! page carry the ZERO! glossary
    meaning, on an Aces High page the Aces High one (the two entries differ)."""
    from sitebuild import html_of, shipped_site

    site = shipped_site(tmp_path_factory)
    dif = load_checked(CONTENT, only={"dif"}).games["dif"].of("glossary")
    pages = {
        "zero": "dif/rules/zero/setting-up.md",
        "aces-high": "dif/rules/aces-high/optional-rules.md",
    }
    for term in ("wingman", "flak"):
        meanings = {}
        for edition, uri in pages.items():
            shown = {t.lower(): html.unescape(title) for title, t in abbrs(html_of(site, uri))}
            entry = dif[f"{term}-{edition}"].item
            assert " ".join(entry.definition.en.split())[:60] in shown[term], (term, edition)
            meanings[edition] = shown[term]
        assert meanings["zero"] != meanings["aces-high"]


def test_a_block_of_values_gets_no_tooltip(tooltips: Tooltips) -> None:
    """A block marked ``sortie-no-terms`` (a campaign availability table, whose "Auto" is a
    status, not the retention category) gets no tooltip; the same word after it does."""
    text = (
        '<div class="sortie-no-terms" markdown="1">\n\n| Year | Early |\n|---|---|\n'
        "| 1940 | wingman |\n\n</div>\n\nThe wingman stays close.\n"
    )
    tooltips.select(text, "dif", "dif/rules/zero/page.md", "section")
    extensions = ["md_in_html", "tables", tooltips.extension()]
    html = markdown.Markdown(extensions=extensions).convert(text)  # type: ignore[arg-type]
    table, after = html.split("</table>")
    assert "<abbr" not in table and ">wingman<" in table
    assert [term for _, term in abbrs(after)] == ["wingman"]
