"""The site in English and French: one build per language, a switch that keeps the page,
the reader's language chosen on a first visit and remembered, and every phrase of the
site's own pages in French."""

from __future__ import annotations

import ast
import html
import re
from pathlib import Path
from typing import Any

import pytest
from browserkit import Visit, open_ready, result_pages, serve
from conftest import shipped_content
from sitebuild import ROOT, shipped_site

from generator.reading.loaded import Content
from generator.sheets.aids import aid_words
from generator.sheets.published import CardFiles, SiteCards
from generator.site.cards import PRINT_URI, print_page_markdown, with_card_files
from generator.site.extras import site_extras
from generator.site.nav import games_list
from generator.site.pages import SitePages, default_templates
from generator.site.translations import switch_links
from generator.words.languages import Translator, translation_language, translation_path, translator

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
    assert "EN\u00a0: Great Dive" in dive  # French sets a no-break space before the colon
    # Material's own words, and its search in French.
    assert 'placeholder="Rechercher"' in dive


def test_the_theme_s_own_words_are_french_on_the_french_site(site: Path) -> None:
    """The words mkdocs.yml and the theme give in English: the description, the palette
    toggles, the headings' permalinks, the footer, the 404 page; a table's region name and
    an admonition the page does not title."""
    rules = "dif/rules/aces-high/altitude/index.html"
    french_page = (site / "fr" / rules).read_text(encoding="utf-8")
    english_page = (site / rules).read_text(encoding="utf-8")
    said = {
        "Rules reference, cards and aircraft for WWII air-combat tabletop games": "Règles, "
        "cartes et avions de jeux de combat aérien de la Seconde Guerre mondiale sur table",
        'title="Dark mode"': 'title="Mode sombre"',
        'title="Light mode"': 'title="Mode clair"',
        'title="Permanent link"': 'title="Lien permanent"',
        "\n    Made with\n": "\n    Fait avec\n",
        '<p class="admonition-title">Example</p>': '<p class="admonition-title">Exemple</p>',
        'aria-label="Table: ': 'aria-label="Tableau\u00a0: ',  # a label read aloud: typeset
    }
    for english, french_words in said.items():
        assert english in english_page and english not in french_page, english
        assert french_words in french_page and french_words not in english_page, french_words
    lost = (site / "404.html").read_text(encoding="utf-8")
    assert "<h1>404 - Not found</h1>\n<p>No page is at this address: it may have moved." in lost
    assert '<p><a href="/.">Back to the home page</a></p>' in lost
    lost = (site / "fr" / "404.html").read_text("utf-8")
    assert "<h1>404 - Page introuvable</h1>\n<p>Aucune page à cette adresse\u00a0: elle" in lost
    assert '<p><a href="/fr/.">Retour à l&#x27;accueil</a></p>' in lost


def french() -> Translator:
    """The French translator of a build of the shipped games: the site's table and each
    game's own (``generator/games/<id>/lang/fr.yaml``), as the plugin makes it."""
    games = [game.system.folder for game in shipped_content().games.values()]
    return translator("fr", default_templates(), *games)


def printed(content: Content, language: str) -> SiteCards:
    """What the Print page and the card pages link, as if every kind of every game and
    every player aid were printed in ``language`` (no PDF is drawn)."""
    cards = SiteCards(Path("site"))
    for gid, game in content.games.items():
        papers = {paper: f"{gid}/x-{paper}.pdf" for paper in ("a4", "letter")}
        cards.combined[gid] = papers
        for kind in game.system.kinds:
            entries = game.of(kind.folder)
            if not entries:
                continue
            cards.sheets.setdefault(gid, {})[kind.folder] = papers
            cards.cards.setdefault(gid, {})[kind.folder] = {
                eid: CardFiles(gid, kind.folder, eid, eid, f"{gid}/{eid}.png", papers, 1)
                for eid in entries
            }
        aids = game.system.aids(game, aid_words(language)) if game.system.aids else []
        cards.aids[gid] = [(aid.title, papers) for aid in aids]
    return cards


def every_page(t: Translator) -> dict[str, str]:
    """Every page the site generates, in ``t``'s language, by URI: the schema's pages with
    each game's home and definition extras, each game's own pages, the Print page, the
    card links added to a kind's and a card's page, and the home page's list of games."""
    content = shipped_content()
    pages = {page.uri: page.markdown for page in SitePages(content, t=t).pages()}
    tools: dict[str, list[tuple[str, str]]] = {}
    printing: dict[str, list[tuple[str, str]]] = {}
    for gid, game in content.games.items():
        extras = site_extras(gid)
        for page in extras.pages(game, {}, t) if extras.pages else []:
            pages[page.uri] = page.markdown
            tools.setdefault(gid, []).append((page.title, page.uri))
            if page.prints_cards:
                printing.setdefault(gid, []).append((page.title, page.uri))
    cards = printed(content, t.language)
    pages[PRINT_URI] = print_page_markdown(cards, content, t, printing)
    for uri, markdown in list(pages.items()):
        pages[uri] = with_card_files(markdown, uri, cards, t)
    pages["index.md"] = games_list(content, tools, set(content.games), t)
    return pages


def test_every_phrase_of_the_generated_pages_has_its_french() -> None:
    t = french()
    assert len(every_page(t)) > 200
    assert sorted(t.missing) == []


def _literal_phrases(path: Path) -> set[str]:
    """The English phrases a module hands its translator as written: ``t("…")`` and
    ``self.t("…")``, whatever branch they are on."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else None
        name = node.func.id if isinstance(node.func, ast.Name) else name
        first = node.args[0]
        if name == "t" and isinstance(first, ast.Constant) and isinstance(first.value, str):
            found.add(first.value)
    return found


def test_every_phrase_the_code_writes_has_its_french() -> None:
    """Rendering meets only the branches the shipped content takes (no army aircraft in
    Down In Flames, every Blood Red Skies format with its aircraft limits): the phrases
    written out in the code are checked on every branch."""
    # A game's aid modules word the printed aids, whose own table is the aids' one.
    aids = translator("fr", ROOT / "templates" / "aids").table
    table = {**french().table, **aids}
    modules = [
        *(ROOT / "generator" / "games").rglob("*.py"),
        *(ROOT / "generator" / "site").glob("*.py"),
    ]
    phrases = set().union(*(_literal_phrases(module) for module in modules))
    assert {"an army aircraft", "at most {count} aircraft types", "Print sheets"} <= phrases
    assert sorted(p for p in phrases if p not in table) == []


PLACEHOLDER = re.compile(r"\{(?:(?:de|du|le):)?(\w+)\}")
"""A phrase's placeholder; a French one may ask for its name with de, du or le (elision.py)."""
TARGET = re.compile(r'\]\(([^)\s]+)\)|href="([^"]*)"')


def tables() -> dict[str, dict[str, str]]:
    """Each French table by where it lives: the site's, then each game's."""
    found = {"templates/site": translator("fr", default_templates()).table}
    for game in shipped_content().games.values():
        assert game.system.folder is not None
        found[game.system.id] = translator("fr", game.system.folder).table
    return found


def test_each_french_phrase_keeps_its_placeholders_and_links() -> None:
    """A French phrase fills the same ``{names}`` and links to the same places as its
    English, or it would raise on a page or link nowhere."""
    wrong = []
    for where, table in tables().items():
        for english, french_text in table.items():
            for pattern in (PLACEHOLDER, TARGET):
                if set(pattern.findall(english)) != set(pattern.findall(french_text)):
                    wrong.append((where, english))
    assert wrong == []


def test_no_two_tables_give_one_phrase_two_frenches() -> None:
    """The build merges the tables (a later one wins): a phrase two tables give differently
    would be right on one game's pages and wrong on the other's."""
    seen: dict[str, tuple[str, str]] = {}
    clashes = []
    for where, table in tables().items():
        for english, french_text in table.items():
            other = seen.setdefault(english, (where, french_text))
            if other[1] != french_text:
                clashes.append((english, other[0], where))
    assert clashes == []


def test_a_folder_s_table_is_its_language_file_and_each_subject_file_beside_it(
    tmp_path: Path,
) -> None:
    lang = tmp_path / "lang"
    lang.mkdir()
    (lang / "fr.yaml").write_text('"Field": "Champ"\n', encoding="utf-8")
    (lang / "fr-format.yaml").write_text('"The game\'s name.": "Le nom du jeu."\n', "utf-8")
    (lang / "de-format.yaml").write_text('"Field": "Feld"\n', encoding="utf-8")
    t = translator("fr", tmp_path)
    assert t.table == {"Field": "Champ", "The game's name.": "Le nom du jeu."}
    assert translator("de", tmp_path).table == {"Field": "Feld"}  # no de.yaml: its subject
    clash = tmp_path / "clash"
    (clash / "lang").mkdir(parents=True)
    (clash / "lang" / "fr.yaml").write_text('"Field": "Champ"\n', encoding="utf-8")
    (clash / "lang" / "fr-format.yaml").write_text('"Field": "Rubrique"\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"fr-format\.yaml: 'Field' is translated differently"):
        translator("fr", clash)


NUMBERS = re.compile(r"^\| [\d–]+(?: \| [\d–]+)+ \|$", re.M)
"""A table row of numbers only (a side's size and its cards, a hand by leaders)."""


def test_a_french_game_home_page_shows_its_numbers_under_french_headings() -> None:
    english = every_page(Translator("en", {}))
    french_pages = every_page(french())
    brs = french_pages["brs/index.md"]
    assert "## La Pioche d'Action d'un coup d'œil" in brs
    assert "| Avions par camp | Main | Cartes de Doctrine | Cartes de Théâtre |" in brs
    assert "| 13–18 | 4 | 4 | 2 |" in brs  # worked from the rules: 3 doctrine up to 12, +1 each 6
    assert NUMBERS.findall(brs) == NUMBERS.findall(english["brs/index.md"])
    assert "The Action Deck at a glance" not in brs
    fis = french_pages["fis/index.md"]
    assert "| Joueurs du camp | Aucun leader | 1 leader | 2 leaders | 3 leaders |" in fis
    assert NUMBERS.findall(fis) == NUMBERS.findall(english["fis/index.md"])


def test_french_definition_and_print_pages_read_in_french() -> None:
    pages = every_page(french())
    zero = pages["dif/aircraft/a6m2.md"]
    assert "Cet avion appartient à la marine." in zero
    # ZERO!'s French rules write VPs (Aces High's PV): dif/french-terms.yaml.
    assert "Valeurs absentes de nos sources : année, VPs, Performance et moteur" in zero
    assert "sur la page «\u00a0Préparer une partie\u00a0»" in zero
    assert "**Imprimer :** [PDF A4](" in zero
    assert "**Aide de jeu :** Blood Red Skies — aide\\-mémoire : [PDF A4](" in pages[PRINT_URI]
    assert "[Règles et données](brs/index.md) · [Glossaire]" in pages["index.md"]
    # The thirds of a campaign year as the deck builder says them ("mi-1941").
    assert "| Aviation | Année | Début | Milieu | Fin |" in pages["brs/aircraft/spitfire-ii.md"]


def content_format_page(t: Translator) -> str:
    """The content-format page in ``t``'s language (the site's first generated page)."""
    page = next(SitePages(shipped_content(), t=t).pages())
    assert page.uri == "content-format.md"
    return page.markdown


def test_every_docstring_the_content_format_page_shows_has_its_french() -> None:
    """Each model's, enumeration's and field's docstring goes through the translator, as
    the page shows it, and so do the Type column's words: a docstring or a type phrase
    written or changed without its French in ``templates/site/lang/fr-format.yaml`` is
    missing here."""
    asked = Translator("fr", {})
    content_format_page(asked)
    assert len(asked.missing) > 400  # the docstrings too, not only the page's own words
    assert "Agility stat, 0 to 3; null when unknown." in asked.missing
    assert {"{a} or {b}", "list of {item}", "whole number", "required"} <= asked.missing
    t = french()
    content_format_page(t)
    assert sorted(t.missing) == []


CONTRIBUTOR_ROW = re.compile(r"^\| `.*$", re.M)


def _typed(page: str) -> tuple[list[str], list[list[str]]]:
    """What a contributor types, as a page shows it: the anchors, and each table row's
    field, type and default."""
    rows = [row.split(" | ")[:3] for row in CONTRIBUTOR_ROW.findall(page)]
    return re.findall(r"\{#[\w-]+\}", page), rows


TYPE_NAME = re.compile(r"\[\w+\]\(#[\w-]+\)|`[^`]*`|\bid\b|\bnull\b")
"""What stays as written in a type: a model's name linked to its section, an enumeration's
values, ``id`` and ``null``."""


def test_the_french_content_format_page_says_in_french_what_a_contributor_types() -> None:
    english = content_format_page(Translator("en", {}))
    page = content_format_page(french())
    assert page.startswith("# Format des données\n")
    assert "| Champ | Type | Par défaut | Description |" in page
    assert "## Types communs {#common}" in page and "### Fichier de pioche {#brs-deck}" in page
    # Written by hand from brs/aircraft's agility: the English is "Agility stat, 0 to 3;
    # null when unknown."; the field and its default stay as they are, the type is French.
    agility = "| `agility` | nombre entier ou null | `null` | L'Agilité, de 0 à 3 ; null si elle"
    assert agility + " est inconnue. |" in page
    assert "| `name` | [Name](#common-type-name) | obligatoire |" in page
    assert "| `jet` | booléen (true/false) | `false` |" in page
    assert "| `air_forces` | liste d'id ou null | `null` |" in page
    assert "Une valeur parmi `early`, `mid`, `late`." in page  # the thirds of a campaign year
    assert "`brs/game.yaml` — `brs/game.yaml` : les paramètres de la construction" in page
    assert "Agility stat" not in page and "One of " not in page
    anchors, rows = _typed(page)
    english_anchors, english_rows = _typed(english)
    assert len(anchors) > 80 and len(rows) > 400
    assert anchors == english_anchors
    assert [r[0] for r in rows] == [r[0] for r in english_rows]  # the field names
    for (_, kind, default), (_, english_kind, english_default) in zip(
        rows, english_rows, strict=True
    ):
        assert TYPE_NAME.findall(kind) == TYPE_NAME.findall(english_kind)
        words = TYPE_NAME.sub("", kind)
        assert re.search(r"\b(?:whole number|text|list of|map of|or)\b", words) is None
        assert default == ("obligatoire" if english_default == "required" else english_default)


def test_every_phrase_the_templates_name_has_its_french() -> None:
    table = translator("fr", default_templates()).table
    phrases: set[str] = set()
    for template in (ROOT / "templates" / "site").glob("*.j2"):
        phrases |= set(re.findall(r'_\("((?:[^"\\]|\\.)*)"', template.read_text("utf-8")))
    for script in (ROOT / "templates" / "site" / "assets").glob("*.js"):  # offline.js, tables.js…
        phrases |= set(re.findall(r'\bt\("((?:[^"\\]|\\.)*)"', script.read_text("utf-8")))
    assert len(phrases) > 20
    assert sorted(p for p in phrases if p not in table) == []


def test_a_french_browser_lands_on_french_and_the_switch_keeps_the_page(
    browser: Any, site: Path
) -> None:
    with serve(site) as url:
        french = Visit(browser, locale="fr-FR", fresh=True)  # a first visit
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
            french.close()
        english = Visit(browser, locale="en-GB", fresh=True)
        try:
            open_ready(english.page, f"{url}fr/brs/")
            assert english.page.url == f"{url}brs/"
        finally:
            english.close()


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
    browser: Any, base_url: str, query: str, first: str
) -> None:
    tab = Visit(browser, locale="fr-FR" if first.startswith("fr/") else "en-US")
    try:
        start = f"{base_url}fr/" if first.startswith("fr/") else base_url
        open_ready(tab.page, start)
        pages = result_pages(tab.page, base_url, query)
        assert pages[0] == first, pages[:5]
    finally:
        tab.close()


def test_a_french_page_explains_a_term_in_french(site: Path) -> None:
    """The glossary tooltip on a French page gives the French definition (the data's)."""
    page = (site / "fr" / "brs" / "rules" / "hand-and-play" / "index.html").read_text("utf-8")
    hand = shipped_content().games["brs"].of("glossary")["hand-size"]
    french = " ".join(hand.item.definition.fr.split())
    english = " ".join(hand.item.definition.en.split())
    titles = [html.unescape(t) for t in re.findall(r'<abbr[^>]* title="([^"]*)"', page)]
    assert any(french[:40] in title for title in titles), titles[:5]
    assert not any(english[:40] in title for title in titles)
