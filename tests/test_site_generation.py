"""``mkdocs serve`` makes a game's generated pages again only when that game's content
changed (issue 42, ``generator/site/generation.py``); what it gives is what making every
page gives. Real content (a copy of two games), loaded and checked as the plugin does."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from sitebuild import CONTENT

from generator.reading.content import check
from generator.site.generation import GeneratedMemo, game_digests, generated_pages, sources_digest
from generator.site.pages import GeneratedPage, SitePages, default_templates
from generator.words.languages import translator

GAMES = ("brs", "fis")


def made(root: Path, memo: GeneratedMemo, language: str) -> list[GeneratedPage]:
    """The pages as a rebuild of serve makes them (the folders read before the content),
    checked against making every page of the same content."""
    digests = game_digests([root])
    assert digests is not None
    content = check([root], cached=False).content
    templates = default_templates()
    folders = [game.system.folder for game in content.games.values()]
    t = translator(language, templates, *folders)
    digests.finish(sources_digest(templates), t, {"tooltips": True})
    pages = generated_pages(SitePages(content, templates, t), memo, digests)
    assert pages == list(SitePages(content, templates, t).pages())
    return pages


def test_only_the_edited_games_pages_are_made_again(tmp_path: Path) -> None:
    root = tmp_path / "content"
    for game in GAMES:
        shutil.copytree(CONTENT / game, root / game)
    for language in ("en", "fr"):
        memo = GeneratedMemo()
        made(root, memo, language)
        assert sorted(memo.made) == sorted(GAMES)  # the first build makes every page
        made(root, memo, language)
        assert memo.made == []  # nothing changed: nothing made
    memo = GeneratedMemo()
    before = {page.uri: page.markdown for page in made(root, memo, "en")}
    aircraft = root / "brs" / "aircraft" / "bf109e.yaml"
    aircraft.write_text(aircraft.read_text("utf-8").replace("points: 31", "points: 33"), "utf-8")
    pages = {page.uri: page.markdown for page in made(root, memo, "en")}
    assert memo.made == ["brs"]
    assert pages["brs/aircraft/bf109e.md"] != before["brs/aircraft/bf109e.md"]
    # A rules sentence: its game's home lists the rules pages.
    page = root / "fis" / "rules" / "action-cards.md"
    page.write_text(page.read_text("utf-8") + "\nOne more sentence.\n", "utf-8")
    made(root, memo, "en")
    assert memo.made == ["fis"]
    # A game removed: its pages are gone from what is kept.
    shutil.rmtree(root / "fis")
    made(root, memo, "en")
    assert memo.made == [] and set(memo.kept) == {"brs"}


def test_a_page_template_edit_makes_every_games_pages_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The builders', tools' and hangar's pages are drawn from ``templates/pages`` as well as
    the site's templates: an edit there (``mkdocs serve`` watches the folder) must key every
    game's pages anew, or serve would keep the pages drawn with the old template."""
    from generator.site import generation

    pages = tmp_path / "pages"
    shutil.copytree(generation.page_folders()[0], pages)
    monkeypatch.setattr(generation, "page_folders", lambda: [pages])

    def key() -> bytes:
        digests = game_digests([CONTENT])
        assert digests is not None
        templates = default_templates()
        digests.finish(sources_digest(templates), translator("en", templates), {})
        return digests.of("brs")

    before = key()
    assert key() == before  # nothing changed: the same key
    (pages / "builder.md.j2").write_text((pages / "builder.md.j2").read_text() + "\n")
    assert key() != before
