"""The Burning Blue's site pages: every table drawn from the data, content made inert,
and the rules pages pointing at the drawn tables instead of copies of them."""

from __future__ import annotations

import json
import re

from conftest import CONTENT

from generator.content import load_checked
from generator.games.tbb.aid import tables_of
from generator.games.tbb.site import data, md, pages
from generator.languages import Translator


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
                assert md(modifier.restored.reason) in page
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
