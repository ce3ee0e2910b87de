"""The site in English and French: one build per language, a switch that keeps the page,
the reader's language chosen on a first visit and remembered, and every phrase of the
site's own pages in French."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from browserkit import Visit, open_ready, result_pages, serve
from conftest import shipped_content
from sitebuild import ROOT, shipped_site

from generator.languages import translation_language, translation_path, translator
from generator.site.pages import SitePages, default_templates
from generator.site.translations import switch_links

SWITCH = re.compile(r'<a href="([^"]*)" hreflang="([a-z]+)" lang="[a-z]+" class="md-select__link">')


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


def test_a_translation_is_named_by_its_language_before_the_suffix() -> None:
    assert translation_language("content/brs/rules/aces.fr.md") == "fr"
    assert translation_language("content/brs/rules/aces.md") is None
    assert translation_language("content/brs/rules/v1.2.md") is None  # not a language
    assert translation_language("index.en.md") is None  # English is the original
    assert translation_path(Path("rules/aces.md"), "fr") == Path("rules/aces.fr.md")


@pytest.mark.parametrize(
    ("page_url", "language", "english", "french"),
    [
        # Worked by hand: a French page is one folder deeper than its English twin.
        ("brs/traits/", "en", "../../brs/traits/", "../../fr/brs/traits/"),
        ("brs/traits/", "fr", "../../../brs/traits/", "../../../fr/brs/traits/"),
        ("", "en", "./", "fr/"),
        ("", "fr", "../", "../fr/"),
        ("404.html", "fr", "../404.html", "../fr/404.html"),
    ],
)
def test_the_switch_links_each_language_to_the_same_page(
    page_url: str, language: str, english: str, french: str
) -> None:
    html = (
        "<head></head>"
        '<a href="./" hreflang="en" class="md-select__link">'
        '<a href="./" hreflang="fr" class="md-select__link">'
    )
    links = dict(
        (lang, href)
        for href, lang in SWITCH.findall(switch_links(html, page_url, language, ["en", "fr"]))
    )
    assert links == {"en": english, "fr": french}


def test_every_page_is_built_in_both_languages_and_switches_to_its_twin(site: Path) -> None:
    english = {
        p.relative_to(site) for p in site.rglob("*.html") if p.relative_to(site).parts[0] != "fr"
    }
    french = {p.relative_to(site / "fr") for p in (site / "fr").rglob("*.html")}
    assert english == french
    assert len(english) > 200
    for rel in sorted(english):
        for root, lang in ((site, "en"), (site / "fr", "fr")):
            page = root / rel
            text = page.read_text(encoding="utf-8")
            assert f'<html lang="{lang}"' in text, page
            links = {lang: href for href, lang in SWITCH.findall(text)}
            assert set(links) == {"en", "fr"}, page
            for target_lang, href in links.items():
                target = (page.parent / href).resolve()
                if target.is_dir():
                    target = target / "index.html"
                twin = (site if target_lang == "en" else site / "fr") / rel
                assert target == twin.resolve(), (page, target_lang, href)


def test_the_french_pages_speak_french(site: Path) -> None:
    traits = (site / "fr" / "brs" / "traits" / "index.html").read_text(encoding="utf-8")
    assert "Cartes et données" in traits and "Glossaire — Blood Red Skies" in traits
    assert "Cards and data" not in traits
    english = (site / "brs" / "traits" / "index.html").read_text(encoding="utf-8")
    assert "Cards and data" in english and "Cartes et données" not in english
    # A card with a French name is named by it on the French site, its English name under.
    dive = (site / "fr" / "brs" / "traits" / "great-dive" / "index.html").read_text("utf-8")
    assert re.search(r"<h1[^>]*>Formidable Piqué<", dive)
    assert "EN: Great Dive" in dive
    # Material's own words, and its search in French.
    assert 'placeholder="Rechercher"' in dive


def test_every_phrase_of_the_generated_pages_has_its_french() -> None:
    games = [game.system.folder for game in shipped_content().games.values()]
    t = translator("fr", default_templates(), *games)
    for _ in SitePages(shipped_content(), t=t).pages():
        pass
    assert not t.missing


def test_every_phrase_the_templates_name_has_its_french() -> None:
    table = translator("fr", default_templates()).table
    phrases: set[str] = set()
    for template in (ROOT / "templates" / "site").glob("*.j2"):
        phrases |= set(re.findall(r'_\("((?:[^"\\]|\\.)*)"', template.read_text("utf-8")))
    scripts = (ROOT / "templates" / "site" / "assets" / "tables.js").read_text("utf-8")
    phrases |= set(re.findall(r'\bt\("((?:[^"\\]|\\.)*)"', scripts))
    assert len(phrases) > 20
    assert sorted(p for p in phrases if p not in table) == []


def test_a_french_browser_lands_on_french_and_the_switch_keeps_the_page(
    browser: Any, site: Path
) -> None:
    with serve(site) as url:
        french = Visit(browser, locale="fr-FR")
        try:
            page = french.page
            open_ready(page, f"{url}brs/traits/")
            assert page.url == f"{url}fr/brs/traits/"
            assert page.evaluate("document.documentElement.lang") == "fr"
            # The switch to English keeps the page, and the choice holds from then on.
            page.locator(".md-select__link[hreflang=en]").dispatch_event("click")
            page.wait_for_url(f"{url}brs/traits/")
            open_ready(page, f"{url}dif/glossary/")
            assert page.url == f"{url}dif/glossary/"
            # A French page opened by its address goes to the chosen language's copy.
            page.goto(f"{url}fr/fis/")
            page.wait_for_url(f"{url}fis/")
        finally:
            french.context.close()
        english = Visit(browser, locale="en-GB")
        try:
            open_ready(english.page, f"{url}fr/brs/")
            assert english.page.url == f"{url}brs/"
        finally:
            english.context.close()


@pytest.mark.parametrize(
    ("query", "first"),
    [
        # Issue 25's phrases, each answered by the French page that explains it.
        ("taille de la main", "fr/brs/rules/hand-and-play/"),
        ("piqué formidable", "fr/brs/traits/great-dive/"),
        ("carte de doctrine", "fr/brs/rules/doctrine-and-theatre/"),
        # English on the English site keeps its own answers.
        ("hand size", "brs/rules/hand-and-play/"),
    ],
)
def test_each_language_searches_its_own_pages(
    browser: Any, site: Path, query: str, first: str
) -> None:
    with serve(site) as url:
        tab = Visit(browser, locale="fr-FR" if first.startswith("fr/") else "en-US")
        try:
            start = f"{url}fr/" if first.startswith("fr/") else url
            open_ready(tab.page, start)
            pages = result_pages(tab.page, url, query)
            assert pages[0] == first, pages[:5]
        finally:
            tab.context.close()
