"""``mkdocs serve`` makes a game's generated pages, and plans its cards, again only when
that game's content changed (issue 42, ``generator/site/generation.py``,
``generator/sheets/published.py``); what it gives is what making every page and planning
every card gives. Real content (a copy of two games), loaded and checked as the plugin
does."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from sitebuild import CONTENT

from generator.reading.content import check
from generator.sheets import published
from generator.sheets.published import CardsPlan, PlanMemo, plan_site_cards
from generator.site.diskmemo import DiskMemo
from generator.site.extras import site_extras
from generator.site.generation import (
    GeneratedMemo,
    game_digests,
    game_extras,
    generated_pages,
    sources_digest,
)
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
    # A rules sentence is the rules page's own; its title, its game's home lists.
    page = root / "fis" / "rules" / "action-cards.md"
    page.write_text(page.read_text("utf-8") + "\nOne more sentence.\n", "utf-8")
    made(root, memo, "en")
    assert memo.made == []
    page.write_text(page.read_text("utf-8").replace("title: Action Cards", "title: Cards"))
    pages = {page.uri: page.markdown for page in made(root, memo, "en")}
    assert memo.made == ["fis"] and "[Cards](rules/action-cards.md)" in pages["fis/index.md"]
    # A game removed: its pages are gone from what is kept.
    shutil.rmtree(root / "fis")
    made(root, memo, "en")
    assert memo.made == [] and set(memo.kept) == {"content-format", "pages-brs"}


def test_the_content_format_page_is_made_again_only_when_a_games_name_changes(
    tmp_path: Path,
) -> None:
    """The content-format page is made from the code, the templates, the words and the
    games' names: an edit of a definition keeps it, a game's new name makes it again (and
    each time it is the page a full build makes: ``made``)."""
    root = tmp_path / "content"
    for game in GAMES:
        shutil.copytree(CONTENT / game, root / game)
    memo = GeneratedMemo()
    made(root, memo, "en")
    first = memo.kept["content-format"]
    aircraft = root / "brs" / "aircraft" / "bf109e.yaml"
    aircraft.write_text(aircraft.read_text("utf-8").replace("points: 31", "points: 33"), "utf-8")
    made(root, memo, "en")
    assert memo.kept["content-format"] is first
    game = root / "fis" / "game.yaml"
    text = game.read_text("utf-8")
    assert "Fighters in Sight" in text, "fis/game.yaml changed: update this test"
    game.write_text(text.replace("Fighters in Sight", "Fighters in Sight (club)", 1), "utf-8")
    pages = {page.uri: page.markdown for page in made(root, memo, "en")}
    assert memo.kept["content-format"] is not first
    assert "Fighters in Sight (club)" in pages["content-format.md"]


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


def planned(root: Path, memo: PlanMemo, language: str, out: Path) -> CardsPlan:
    """The cards as a rebuild of serve plans them (keyed by the games' digests, read
    before the content), checked against planning every card of the same content."""
    digests = game_digests([root])
    assert digests is not None
    content = check([root], cached=False).content
    templates = default_templates()
    t = translator(language, templates, *(game.system.folder for game in content.games.values()))
    digests.finish(sources_digest(templates), t, {"cards": True})
    keys = {gid: digests.of(gid) for gid in content.games}
    cache = out / "cache"
    plan = plan_site_cards(content, out, cache_dir=cache, language=language, memo=memo, keys=keys)
    fresh = plan_site_cards(content, out, cache_dir=cache, language=language)
    assert plan.manifest.as_json() == fresh.manifest.as_json()
    assert (plan.manifest.browser, plan.manifest.aids) == (
        fresh.manifest.browser,
        fresh.manifest.aids,
    )
    assert plan.pdf_jobs == fresh.pdf_jobs and plan.image_jobs == fresh.image_jobs
    assert plan.browser_jobs == fresh.browser_jobs
    return plan


def card_key(plan: CardsPlan, game: str, kind: str, card: str) -> str:
    """The key of a card's drawing in ``plan`` (what the render cache keeps it under)."""
    path = plan.manifest.out_dir / game / kind / f"{card}.png"
    return next(job.face.key for job in plan.image_jobs if job.path == path)


def test_only_the_edited_games_cards_are_planned_again(tmp_path: Path) -> None:
    root = tmp_path / "content"
    for game in GAMES:
        shutil.copytree(CONTENT / game, root / game)
    out = tmp_path / "cards"
    for language in ("en", "fr"):
        memo = PlanMemo()
        planned(root, memo, language, out)
        assert sorted(memo.made) == sorted(GAMES)  # the first plan works out every card
        planned(root, memo, language, out)
        assert memo.made == []  # nothing changed: no card's key worked out again
    memo = PlanMemo()
    before = card_key(planned(root, memo, "en", out), "brs", "aircraft", "bf109e")
    aircraft = root / "brs" / "aircraft" / "bf109e.yaml"
    aircraft.write_text(aircraft.read_text("utf-8").replace("points: 31", "points: 33"), "utf-8")
    after = card_key(planned(root, memo, "en", out), "brs", "aircraft", "bf109e")
    assert memo.made == ["brs"] and after != before  # drawn again under its new key
    page = root / "fis" / "rules" / "action-cards.md"  # no card's: none planned again
    page.write_text(page.read_text("utf-8") + "\nOne more sentence.\n", "utf-8")
    planned(root, memo, "en", out)
    assert memo.made == []
    shutil.rmtree(root / "fis")
    planned(root, memo, "en", out)
    assert memo.made == [] and set(memo.kept) == {"brs"}


def test_a_card_design_edit_plans_every_games_cards_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The designs (``templates/cards``, which serve watches with the other templates) are
    not the games' content: an edit there must key every game's cards anew, or serve would
    keep each card's old key and never draw it with the new design."""
    designs = tmp_path / "designs"
    shutil.copytree(published.Designs().root, designs)
    real = published.Designs
    monkeypatch.setattr(published, "Designs", lambda **kw: real(designs, **kw))
    root = tmp_path / "content"
    shutil.copytree(CONTENT / "brs", root / "brs")
    memo = PlanMemo()
    before = card_key(planned(root, memo, "en", tmp_path / "cards"), "brs", "aircraft", "bf109e")
    template = designs / "brs" / "aircraft.html.j2"
    template.write_text(template.read_text("utf-8") + "\n", "utf-8")
    after = card_key(planned(root, memo, "en", tmp_path / "cards"), "brs", "aircraft", "bf109e")
    assert memo.made == ["brs"] and after != before


def test_a_card_designs_references_are_parsed_once_for_the_same_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each rebuild of serve plans with new ``Designs``: a template whose source did not
    change is not parsed again to find what it includes; an edited one is, and its key
    changes."""
    import jinja2

    from generator.sheets.render import Designs

    designs = tmp_path / "designs"
    shutil.copytree(Designs().root, designs)
    template = designs / "brs" / "aircraft.html.j2"
    # A source no earlier test parsed: what this process kept of the shipped one is not used.
    template.write_text(template.read_text("utf-8") + f"\n{{# {tmp_path} #}}\n", "utf-8")
    parsed: list[str] = []
    real = jinja2.Environment.parse

    def counted(self: jinja2.Environment, source: str, *args: Any, **kwargs: Any) -> Any:
        parsed.append(source)
        return real(self, source, *args, **kwargs)

    monkeypatch.setattr(jinja2.Environment, "parse", counted)
    first = Designs(designs).fingerprint("brs/aircraft.html.j2")
    assert any(str(tmp_path) in source for source in parsed)
    parsed.clear()
    assert Designs(designs).fingerprint("brs/aircraft.html.j2") == first
    assert parsed == []  # the same sources: none parsed again
    template.write_text(template.read_text("utf-8") + "{% include 'macros.html.j2' %}\n", "utf-8")
    assert Designs(designs).fingerprint("brs/aircraft.html.j2") != first
    assert len(parsed) == 1  # the edited one only


def test_a_games_tools_are_made_again_only_when_its_data_or_pictures_change(
    tmp_path: Path,
) -> None:
    """A game's own pages (its tools) and data files are kept under the digest of its
    data, and of its cards' pictures; what is kept is what making them gives."""
    root = tmp_path / "content"
    for game in GAMES:
        shutil.copytree(CONTENT / game, root / game)
    memo = GeneratedMemo()

    def extras(game: str, images: dict[str, str]) -> tuple[list[Any], dict[str, str]]:
        digests = game_digests([root])
        assert digests is not None
        content = check([root], cached=False).content
        templates = default_templates()
        t = translator("en", templates, *(g.system.folder for g in content.games.values()))
        digests.finish(sources_digest(templates), t, {"tooltips": True})
        wanted = game_extras(content.games[game], site_extras(game), images, t)
        found = game_extras(content.games[game], site_extras(game), images, t, memo, digests)
        assert found == wanted and found[0]
        return found

    first = extras("brs", {})
    assert extras("brs", {})[0] is first[0]  # nothing changed: kept
    page = root / "brs" / "rules" / "aces.md"  # no tool's
    page.write_text(page.read_text("utf-8") + "\nOne more sentence.\n", "utf-8")
    assert extras("brs", {})[0] is first[0]
    aircraft = root / "fis" / "aircraft"
    other = next(aircraft.iterdir())
    other.write_text(other.read_text("utf-8") + "\n", "utf-8")  # another game's
    assert extras("brs", {})[0] is first[0]
    pictured = extras("brs", {"bf109e": "cards/bf109e.png"})
    assert pictured[0] is not first[0]
    aircraft = root / "brs" / "aircraft" / "bf109e.yaml"
    aircraft.write_text(aircraft.read_text("utf-8").replace("points: 31", "points: 33"), "utf-8")
    assert extras("brs", {"bf109e": "cards/bf109e.png"})[0] is not pictured[0]


def test_serves_next_start_reads_the_generated_pages_its_first_start_kept(
    tmp_path: Path,
) -> None:
    """The generated pages (and the content-format page) are kept on disk under their key:
    a new process's memo reads them back instead of making them, the same pages; an edit
    makes its game's again."""
    root = tmp_path / "content"
    for game in GAMES:
        shutil.copytree(CONTENT / game, root / game)
    folder = tmp_path / "kept"
    folder.mkdir(mode=0o700)
    first = made(root, GeneratedMemo(DiskMemo(folder)), "en")
    kept = sorted(p.name.split("-")[0] for p in folder.glob("*.pickle"))
    assert kept == ["content", "pages", "pages"]
    memo = GeneratedMemo(DiskMemo(folder))  # as the next start's
    assert made(root, memo, "en") == first and memo.made == []
    aircraft = root / "brs" / "aircraft" / "bf109e.yaml"
    aircraft.write_text(aircraft.read_text("utf-8").replace("points: 31", "points: 33"), "utf-8")
    memo = GeneratedMemo(DiskMemo(folder))
    assert made(root, memo, "en") != first and memo.made == ["brs"]
    assert len(list(folder.glob("pages-brs-*.pickle"))) == 1  # the last one only
