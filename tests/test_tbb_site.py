"""The Burning Blue's site pages: every table drawn from the data, content made inert,
and the rules pages pointing at the drawn tables instead of copies of them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import CONTENT
from sitebuild import shipped_site

from generator.games.tbb.aids import tables_of
from generator.games.tbb.site import data, md, pages
from generator.reading.content import load_checked
from generator.registry import systems
from generator.site.pages import default_templates
from generator.words.languages import Translator, translator


def test_the_tables_page_draws_every_row_and_restored_sign_from_the_data() -> None:
    game = load_checked(CONTENT, only={"tbb"}).games["tbb"]
    tables = tables_of(game)
    page = {p.uri: p for p in pages(game, {}, Translator("en", {}))}["tbb/player-aid.md"].markdown
    for key, table in tables.items():
        assert f"{{#{key}}}" in page
        for row in table.rows:
            for result in row.results:
                assert md(result) in page, (key, result)
        for modifier in table.modifiers:
            if modifier.restored:
                assert md(modifier.restored.reason.en) in page
    assert page.count(" †**") == 17  # each restored value, marked in its table


def test_content_text_is_inert_in_markdown() -> None:
    assert md("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;"
    assert md("a | b") == "a \\| b"
    assert md("[x](javascript:y)") == "\\[x\\](javascript:y)"


def test_the_roller_reads_json_python_wrote() -> None:
    game = load_checked(CONTENT, only={"tbb"}).games["tbb"]
    (payload,) = data(game, {}).values()
    tables = json.loads(payload)
    assert {t["id"] for t in tables} == set(tables_of(game))
    assert next(t for t in tables if t["id"] == "bombing-vp")["start"] == 0


def test_rules_pages_link_the_drawn_tables_instead_of_copying_them() -> None:
    game = load_checked(CONTENT, only={"tbb"}).games["tbb"]
    ids = set(tables_of(game))
    linked: set[str] = set()
    for path in (CONTENT / "tbb/rules").glob("*.md"):
        text = path.read_text(encoding="utf-8")
        linked |= set(re.findall(r"\.\./player-aid\.md#([a-z0-9-]+)", text))
        # a results table would start with its dice column; those live in the data now
        assert not re.search(r"^\| (Modified )?[12]d6", text, re.M), path.name
    assert linked == ids


def test_no_table_id_holds_a_glossary_word() -> None:
    """A table's page shows ``id: <id>``; a glossary word in it would become a tooltip."""
    game = load_checked(CONTENT, only={"tbb"}).games["tbb"]
    words = {
        word.lower()
        for entry in game.of("glossary").values()
        for term in (entry.item.term.en, entry.item.term.fr or "")
        for word in [term]
        if " " not in term
    }
    assert words and len(tables_of(game)) >= 10
    for table_id in tables_of(game):
        assert not set(table_id.split("-")) & words, table_id


def test_the_roller_never_writes_data_as_html() -> None:
    from generator.games.tbb.site import ASSETS

    assert ASSETS
    for path in ASSETS.values():
        text = path.read_text(encoding="utf-8")
        assert "innerHTML" not in text and "insertAdjacentHTML" not in text, path.name
        assert "http://" not in text and "https://" not in text, path.name  # no remote script


def french_words() -> Translator:
    """The French site's translator of The Burning Blue's pages, as the plugin makes it."""
    return translator("fr", default_templates(), systems()["tbb"].folder)


def test_the_french_tables_page_shows_the_tables_in_french() -> None:
    game = load_checked(CONTENT, only={"tbb"}).games["tbb"]
    t = french_words()
    page = {p.uri: p for p in pages(game, {}, t)}["tbb/player-aid.md"].markdown
    assert sorted(t.missing) == []
    for french in (
        "## Table de Formation [9.2.8] {#formation}",
        "**2d6** — *Formation*. Lancée quand un raid se rassemble",  # the English name beside
        "| 10–11 | Retard 2 | Retard 3 | Retard 3 |",
        "| 3 ou moins | Leurré | Leurré | Leurré | Perdu |",
        "| **\\+1** | Le raid compte 6 Gruppen ou plus *(★ Pas pour un raid de Freie Jagd",
        "- **Retard 1** : Le raid se rassemble avec 1 Tour de Jeu (5 minutes) de retard",
        "| 10 | Mer du Nord; Détroit de Douvres; Hornchurch; Londres; Northolt; North Weald |",
        "| **\\+0,5 VP** | Chaque avion de la RAF détruit au sol. |",
    ):
        assert french in page, french
    # Only what the French player aid does not name is shown in English, marked.
    marked = re.findall(r'<span lang="en"><small>EN</small> ([^<]*)</span>', page)
    assert marked == ["Period", "Station damaged", "Station damaged"]
    for english in ("On time", "Late 1", "Rolled", "The raid", "North Sea;"):
        assert english not in page, english
    english_page = {p.uri: p for p in pages(game, {}, Translator("en", {}))}["tbb/player-aid.md"]
    assert "<small>EN</small>" not in english_page.markdown
    assert "- **Late 1** (*Retard 1*): The raid forms 1 game turn" in english_page.markdown


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


def test_the_built_french_tables_page_reads_in_french(site: Path) -> None:
    french = (site / "fr" / "tbb" / "player-aid" / "index.html").read_text(encoding="utf-8")
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", french))
    for shown in (
        "Lancée quand un raid se rassemble",  # a summary
        "Le raid compte 6 Gruppen ou plus",  # a modifier
        "12 ou plus Spécial Spécial Spécial",  # a row and its results
    ):
        assert shown in text, shown
    assert french.count("<small>EN</small>") == 3 + 1  # the three texts, and the key to it
    english = (site / "tbb" / "player-aid" / "index.html").read_text(encoding="utf-8")
    assert "Rolled when a raid forms up" in english and "Lancée" not in english


def test_a_tables_own_page_draws_it_in_its_language_with_its_roller_link(site: Path) -> None:
    """Formation's page, under its fields: the table as the player aid lays it out (a row,
    a modifier, an outcome), in each language, with a link that reaches the roller. Its
    dice head the drawn table (2d6); a rolled table's starting row, which does not apply,
    has no row among its fields (issue 39: "Start —" meant nothing at the table)."""
    wanted = {
        "": ("12 or more Special Special Special", "The raid has 6 or more Gruppen"),
        "fr/": ("12 ou plus Spécial Spécial Spécial", "Le raid compte 6 Gruppen ou plus"),
    }
    for folder, shown in wanted.items():
        page = site / folder / "tbb" / "tables" / "formation" / "index.html"
        html = page.read_text(encoding="utf-8")
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
        assert all(s in text for s in shown), (folder, text[:400])
        assert not re.search(r"<td>(Start|Début)</td>", html), folder
        assert "<strong>2d6</strong>" in html, folder
        (link,) = re.findall(r'href="([^"]*roller/#formation)"', html)
        assert (page.parent / link.split("#")[0] / "index.html").resolve().is_file(), link
