"""The rules reference site: every content item has a page, the build is clean under
``--strict``, and a content error stops the build before anything is written."""

from __future__ import annotations

import hashlib
import html
import json
import posixpath
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from goldenfile import check_golden
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image
from sitebuild import (
    CONFIG,
    CONTENT,
    MKDOCS,
    html_of,
    page_dir,
    shipped_site,
    strict_build_output,
    warm_card_cache,
)

from generator.exceptions import BuildError
from generator.reading.content import load_checked
from generator.reading.loaded import Content
from generator.schemadocs import schema_models
from generator.site.build import build_site
from generator.site.nav import build_nav, other_pages
from generator.site.pages import GeneratedPage, SitePages
from generator.site.rulepages import read_front_matter
from generator.site.tooltips import glossary_terms
from generator.site.values import relative

GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


@pytest.fixture(scope="module")
def content() -> Content:
    return load_checked(CONTENT)


@pytest.fixture(scope="module")
def generated(content: Content) -> dict[str, GeneratedPage]:
    return {page.uri: page for page in SitePages(content).pages()}


def broken_copy(tmp_path: Path) -> Path:
    """The project's content and mkdocs.yml in ``tmp_path``, with one error and one warning."""
    shutil.copytree(CONTENT, tmp_path / "content")
    shutil.copy(CONFIG, tmp_path / "mkdocs.yml")
    aircraft = tmp_path / "content" / "brs" / "aircraft" / "bf109e.yaml"
    text = aircraft.read_text(encoding="utf-8")
    assert re.search(r"^speed: \d+$", text, re.M), "bf109e.yaml changed: update this test"
    aircraft.write_text(re.sub(r"^speed: \d+$", "speed: fast", text, flags=re.M), "utf-8")
    trait = tmp_path / "content" / "brs" / "traits" / "robust.yaml"
    trait.write_text(trait.read_text(encoding="utf-8") + "colour: red\n", encoding="utf-8")
    return tmp_path


def problem_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if re.match(r"^content/\S+:\d*:? ", line)]


# --- every content item has a page ------------------------------------------------------------


def test_every_definition_has_a_page(site: Path, content: Content) -> None:
    assert len(content.games) >= 4
    for game in content.games.values():
        assert game.entries, game.id
        for folder, entries in game.entries.items():
            for entry in entries.values():
                if folder == "glossary":
                    glossary = html_of(site, f"{game.id}/glossary.md")
                    assert f'id="{entry.id}"' in glossary, f"{entry.path}: no glossary anchor"
                    continue
                page = html_of(site, f"{game.id}/{folder}/{entry.id}.md")
                # Its file is named in the footer, for contributors; its id nowhere a player
                # reads (issue 39).
                assert f"<code>{game.id}/{folder}/{entry.id}.yaml</code>" in page, entry.path
                article = page.split("<article", 1)[1].split("</article>", 1)[0]
                assert "id:" not in re.sub(r"<[^>]+>", "", article), entry.path
                name = html.escape(entry.item.name.en, quote=False)
                # A name that holds glossary terms comes with their tooltips: compare text.
                heading = re.search(r"<h1[^>]*>(.*?)</h1>", page, re.S)
                assert heading, entry.path
                assert re.sub(r"<[^>]+>", "", heading.group(1)).startswith(name), entry.path


def test_every_kind_has_a_table_listing_each_definition(site: Path, content: Content) -> None:
    listed = [(g, k) for g in content.games.values() for k in g.system.kinds if g.of(k.folder)]
    assert len({g.id for g, _ in listed}) >= 4  # every shipped game lists something
    for game, kind in listed:
        html = html_of(site, f"{game.id}/{kind.folder}/index.md")
        assert 'class="sortie-table"' in html
        for entry_id in game.of(kind.folder):
            assert f'href="{entry_id}/"' in html, f"{game.id}/{kind.folder}: {entry_id}"


FOOTER_LINKS = re.compile(r'<a href="([^"]+)" class="md-footer__link md-footer__link--(prev|next)"')
"""A footer's link to the page before or after: where it goes, and which it is."""


def test_each_definition_leads_to_the_rows_around_it_in_its_table(
    site: Path, content: Content
) -> None:
    """A definition page's footer (and the theme's n and p keys) goes to the definitions
    in the rows above and below it in its kind's table, in each language's order: the
    first row has no previous, the last no next."""
    walked = 0
    for language in ("", "fr/"):
        for game in content.games.values():
            for kind in (k for k in game.system.kinds if game.of(k.folder)):
                folder = site / language / game.id / kind.folder
                body = (folder / "index.html").read_text("utf-8").split("<tbody>", 1)[1]
                rows = re.findall(r'<tr>\s*<td><a href="([^"/]+)/"', body)
                assert sorted(rows) == sorted(game.of(kind.folder)), folder
                for index, row in enumerate(rows):
                    page = (folder / row / "index.html").read_text("utf-8")
                    found = {side: href for href, side in FOOTER_LINKS.findall(page)}
                    wanted = {}
                    if index > 0:
                        wanted["prev"] = f"../{rows[index - 1]}/"
                    if index + 1 < len(rows):
                        wanted["next"] = f"../{rows[index + 1]}/"
                    assert found == wanted, f"{language}{game.id}/{kind.folder}/{row}"
                    walked += 1
    assert walked > 300


def _heading(page: str) -> str:
    found = re.search(r"<h1[^>]*>(.*?)</h1>", page, re.DOTALL)
    assert found is not None
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).replace("¶", "").strip()


def test_every_rules_page_is_built_with_its_french_title(site: Path, content: Content) -> None:
    """One answer (issue 39): an English page announces the title its French page has (the
    front matter's ``title_fr``, the French rulebook's name, until a French page exists)."""
    count = translated = 0
    for game in content.games.values():
        for path in game.rules:
            uri = path.relative_to(CONTENT).as_posix()
            text = html.unescape(re.sub(r"<[^>]+>", "", html_of(site, uri)))
            french = read_front_matter(path).get("title_fr")
            if path.with_name(path.stem + ".fr.md").is_file():
                french = _heading(html_of(site / "fr", uri))
                translated += 1
            if french:
                assert f"FR: {french}" in text, uri
            count += 1
    assert count >= 4 and translated >= 40, "every game ships rules pages, most in French"
    # Worked by hand: the page the issue saw announce "Positions et Positionnement".
    english = html_of(site, "dif/rules/aces-high/positions-and-bursts.md")
    assert "FR: Positions et Rafales" in html.unescape(re.sub(r"<[^>]+>", "", english))
    assert "Positionnement</em>" not in english.split("</h1>")[1].split("</p>")[0]
    assert _heading(html_of(site / "fr", "dif/rules/aces-high/positions-and-bursts.md")) == (
        "Positions et Rafales"
    )
    home = html.unescape(re.sub(r"<[^>]+>", "", html_of(site, "dif/index.md")))
    assert "Positions and Bursts — Positions et Rafales" in home


def test_each_game_home_lists_its_rules_and_the_home_page_lists_each_game(
    site: Path, content: Content
) -> None:
    home = html_of(site, "index.md")
    assert len(content.games) >= 4
    for game in content.games.values():
        assert f'href="{game.id}/"' in home, game.id
        game_home = html_of(site, f"{game.id}/index.md")
        assert game.rules, game.id
        for path in game.rules:
            target = path.relative_to(CONTENT / game.id).as_posix().removesuffix(".md")
            target = target.removesuffix("/index")  # a book's index page is its folder
            assert f'href="{target}/"' in game_home, path


def test_the_site_holds_no_yaml(site: Path) -> None:
    """The content's YAML files become pages, never files of the site: the pages made from
    them are there (a control, so that an empty site cannot pass), the files are not."""
    for made in ("brs/aircraft/bf109f/index.html", "dif/aircraft/f4u-corsair/index.html"):
        assert (site / made).is_file(), made
    pages = [p for p in site.rglob("index.html")]
    assert len(pages) > len(list(CONTENT.rglob("*.yaml"))), "a page per definition, and more"
    assert not [p for p in site.rglob("*") if p.suffix in (".yaml", ".yml")]


def test_the_content_format_is_out_of_the_players_tabs(content: Content) -> None:
    """A contributor's reference is no player's tab: the footer links it instead."""
    nav = build_nav(content, SitePages(content).books, home=True, print_page="print.md")
    assert [next(iter(item)) for item in nav] == [
        "Home",
        *(game.info.name.en for game in content.games.values()),
        "Print",
    ]


def test_my_hangar_is_the_last_tab(content: Content) -> None:
    """My hangar is the player's own: a tab of its own, after the games and Print."""
    nav = build_nav(
        content, SitePages(content).books, home=True, print_page="print.md", hangar="hangar.md"
    )
    assert nav[-2:] == [{"Print": "print.md"}, {"My hangar": "hangar.md"}]


def test_rules_are_in_front_matter_order_in_the_nav(content: Content) -> None:
    site = SitePages(content)
    nav = build_nav(content, site.books, home=True)

    def pages(items: list[Any]) -> list[list[str]]:
        """Each list of sibling rules pages, in nav order."""
        groups: list[list[str]] = [[]]
        for item in items:
            if isinstance(item, str):
                groups[0].append(item)
                continue
            (value,) = item.values()
            if isinstance(value, str):
                groups[0].append(value)
            else:
                groups += pages(value)
        return groups

    assert len(nav[1:]) >= 4  # one nav entry per game, after Home
    for game in nav[1:]:
        (items,) = game.values()
        rules = next((i["Rules"] for i in items if isinstance(i, dict) and "Rules" in i), [])
        assert rules, game
        for group in pages(rules):
            orders = [read_front_matter(CONTENT / uri).get("order", 1e9) for uri in group]
            assert orders == sorted(orders), group


def test_pages_outside_the_game_folders_join_the_nav(tmp_path: Path) -> None:
    (tmp_path / "about.md").write_text("---\ntitle: About Sortie\n---\n# About\n", "utf-8")
    (tmp_path / "index.md").write_text("# Home\n", "utf-8")
    (tmp_path / "brs" / "rules").mkdir(parents=True)
    (tmp_path / "brs" / "rules" / "x.md").write_text("# X\n", "utf-8")
    assert other_pages(tmp_path, {"brs"}) == [{"About Sortie": "about.md"}]


# --- what the pages say ------------------------------------------------------------------------


def test_the_action_deck_table_agrees_with_the_rules(
    generated: dict[str, GeneratedPage],
) -> None:
    """Worked by hand from content/brs/game.yaml: a hand of 3 cards, 4 above 12 aircraft;
    2 doctrine cards up to 6 aircraft and 1 more for each further 6 or part of 6 (so 13
    aircraft need 2 + 2 = 4); 2 theatre cards whatever the size."""
    page = generated["brs/index.md"].markdown
    rows = re.findall(r"^\| (\d+(?:–\d+)?) \| (\d+) \| (\d+) \| (\d+) \|$", page, re.M)
    assert rows == [
        ("1–6", "3", "2", "2"),
        ("7–12", "3", "3", "2"),
        ("13–18", "4", "4", "2"),
        ("19–24", "4", "5", "2"),
    ]


def test_great_dive_page_matches_golden(generated: dict[str, GeneratedPage]) -> None:
    """The Markdown the plugin generates (before tooltips). SORTIE_UPDATE_GOLDEN=1 rewrites."""
    actual = generated["brs/traits/great-dive.md"].markdown
    check_golden(GOLDEN / "brs-traits-great-dive.md", actual)


def test_unknown_values_read_unknown(generated: dict[str, GeneratedPage], content: Content) -> None:
    wildcat = content.games["brs"].of("aircraft")["f4f-wildcat"].item
    assert wildcat.speed is None, "f4f-wildcat.yaml now has a speed: pick another aircraft"
    page = generated["brs/aircraft/f4f-wildcat.md"].markdown
    # Marked as values the player may fill in from their card: the page's script shows
    # theirs there, where they saved one (issue 39).
    for field, label in (("speed", "Speed"), ("points", "Points")):
        assert (
            f'| {label} | <span class="yc-value" data-table="aircraft" data-id="f4f-wildcat" '
            f'data-field="{field}">*unknown*</span> |'
        ) in page
    assert "| Engines | 1 |" in page  # a value no card asks for is not marked


def test_a_value_named_in_game_yaml_shows_its_name(generated: dict[str, GeneratedPage]) -> None:
    """An action card's edition reads as game.yaml names it, never as its id."""
    page = generated["dif/action-cards/yo-yo.md"].markdown
    assert "| Edition | Aces High (DVG) |" in page
    assert "aces-high" not in page.split("Edit this data")[0]


def test_every_page_links_the_content_format_from_its_footer(site: Path) -> None:
    """A data page's link leads to its kind's part, and its file is named beside it, in the
    footer (for contributors): never in the page a player reads (issue 39)."""
    for uri, link in (
        ("index.html", "content-format/"),
        ("brs/traits/index.html", "../../content-format/#brs-traits"),
        ("brs/traits/great-dive/index.html", "../../../content-format/#brs-traits"),
    ):
        page = (site / uri).read_text(encoding="utf-8")
        assert f'<a href="{link}">For contributors: the content format</a>' in page, uri
    page = (site / "brs/traits/great-dive/index.html").read_text(encoding="utf-8")
    article, footer = page.split("</article>")
    assert '<span class="sortie-edit">Data: <code>brs/traits/great-dive.yaml</code>' in footer
    assert "great-dive.yaml" not in article and "great-dive</code>" not in article
    french = (site / "fr/brs/traits/great-dive/index.html").read_text(encoding="utf-8")
    assert '<span class="sortie-edit">Données\u00a0: <code>' in french


def test_an_aircraft_lists_the_named_aces_who_fly_it(generated: dict[str, GeneratedPage]) -> None:
    page = generated["brs/aircraft/bf109e.md"].markdown
    assert "**Named aces who fly it:** [Adolf Galland](../aces/adolf-galland.md)." in page
    assert "[Great Climb](../traits/great-climb.md), [Great Dive](../traits/great-dive.md)" in page


def test_search_finds_definitions_by_french_name_and_names_their_game(
    site: Path, content: Content
) -> None:
    """Every definition is in the index, its French name a tag (its English one on the
    French site), its game named, and no id in its text: a result shows what a player reads
    (issue 39)."""
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["lang"] == ["en", "fr"]
    docs: dict[str, list[dict[str, Any]]] = {}
    for doc in index["docs"]:
        docs.setdefault(doc["location"].split("#")[0], []).append(doc)
    for game in content.games.values():
        for kind in game.system.kinds:
            for entry in game.of(kind.folder).values():
                sections = docs[f"{game.id}/{kind.folder}/{entry.id}/"]
                assert {doc["game"] for doc in sections} == {game.info.name.en}, entry.path
                assert "id:" not in sections[0]["text"], entry.path
                if entry.item.name.fr:
                    assert sections[0]["tags"] == [entry.item.name.fr], entry.path
    french = json.loads((site / "fr/search/search_index.json").read_text(encoding="utf-8"))
    dive = next(d for d in french["docs"] if d["location"] == "brs/traits/great-dive/")
    assert (dive["title"], dive["tags"], dive["game"]) == (
        "Formidable Piqué",
        ["Great Dive"],
        "Blood Red Skies",
    )


def test_glossary_terms_are_tooltips_in_english_and_french(site: Path) -> None:
    retention = html_of(site, "brs/rules/retention.md")
    assert '<abbr data-preview title="FR: conservation — ' in retention
    assert ">action card</abbr>" in retention  # lower-case use of "Action card"
    assert '<abbr data-preview title="EN: Retention — ' in retention  # the French term, in italics
    assert "<abbr" not in html_of(site, "brs/glossary.md").split("<article", 1)[1]


def test_the_player_aid_tables_explain_each_term_once(site: Path) -> None:
    """29 tables in 29 sections: each term's tooltip at its first mention on the page."""
    tables = html_of(site, "tbb/player-aid.md")
    titles = re.findall(r'<abbr data-preview title="([^"]*)"', tables)
    assert len(titles) > 20 and len(titles) == len(set(titles))


def test_short_and_lowercased_french_terms_make_no_tooltip(content: Content) -> None:
    terms = {t.text for t in glossary_terms(content.games["brs"].of("glossary"))}
    assert "Ace" in terms and "As" not in terms and "as" not in terms
    assert "action card" in terms and "Action card" in terms
    assert "Pioche d'Action" in terms and "pioche d'Action" not in terms


def test_the_content_format_page_documents_every_field(
    generated: dict[str, GeneratedPage],
) -> None:
    page = generated["content-format.md"].markdown
    models = schema_models()
    assert len(models) >= 20
    for name, model in models.items():
        for field in model.model_fields:
            assert f"| `{field}` |" in page, f"{name}.{field}"


def test_no_page_loads_anything_from_another_host(site: Path) -> None:
    remote = re.compile(r"<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)=\"(?:https?:)?//")
    pages, sheets = sorted(site.rglob("*.html")), sorted(site.rglob("*.css"))
    assert len(pages) >= 100 and sheets
    for page in pages:
        assert not remote.search(page.read_text(encoding="utf-8")), page
    for sheet in sheets:
        assert not re.search(r"url\((['\"]?)(https?:)?//", sheet.read_text(encoding="utf-8")), sheet


@given(
    st.lists(st.sampled_from(["brs", "traits", "rules", "a"]), max_size=3),
    st.lists(st.sampled_from(["brs", "aircraft", "rules", "b"]), max_size=3),
)
def test_relative_links_agree_with_posixpath(source: list[str], target: list[str]) -> None:
    from_uri, to_uri = "/".join([*source, "page.md"]), "/".join([*target, "other.md"])
    expected = posixpath.relpath(to_uri, posixpath.dirname(from_uri) or ".")
    assert relative(from_uri, to_uri) == expected


# --- the build as a whole ------------------------------------------------------------------------


def test_strict_build_passes_with_no_warning(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The shared site is ``mkdocs build --strict``'s (``sitebuild.shipped_site``)."""
    status, output = strict_build_output(tmp_path_factory)
    assert status == 0, output
    assert "WARNING" not in output, output
    assert "Documentation built" in output, output


def test_content_errors_print_as_sortie_check_and_stop_mkdocs(tmp_path: Path) -> None:
    work = broken_copy(tmp_path)
    check = subprocess.run(
        [sys.executable, "-m", "generator.cli", "check"], cwd=work, capture_output=True, text=True
    )
    expected = problem_lines(check.stderr)
    assert (
        "content/brs/aircraft/bf109e.yaml:3: speed: expected a whole number, got the text 'fast'"
        in (expected)
    )
    assert any(line.startswith("content/brs/traits/robust.yaml:") for line in expected)
    build = subprocess.run([*MKDOCS, "build"], cwd=work, capture_output=True, text=True)
    assert build.returncode == 1
    assert problem_lines(build.stderr) == expected
    assert "content has 1 error(s)" in build.stderr
    assert not (work / "site").exists()


def test_build_site_leaves_the_previous_site_alone_on_error(tmp_path: Path) -> None:
    work = broken_copy(tmp_path)
    previous = work / "site"
    previous.mkdir()
    (previous / "marker").write_text("previous build", encoding="utf-8")
    with pytest.raises(BuildError, match="the site was not built"):
        build_site(work / "mkdocs.yml")
    assert (previous / "marker").read_text(encoding="utf-8") == "previous build"
    assert sorted(p.name for p in work.iterdir()) == ["content", "mkdocs.yml", "site"]
    with pytest.raises(BuildError):
        build_site(work / "mkdocs.yml", work / "elsewhere")
    assert not (work / "elsewhere").exists()


def test_build_site_replaces_the_previous_site(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """A small site (Blood Red Skies alone) built over an old one."""
    warm_card_cache(tmp_path_factory, tmp_path)
    shutil.copytree(CONTENT / "brs", tmp_path / "content" / "brs")
    shutil.copy(CONTENT / "index.md", tmp_path / "content" / "index.md")
    config = yaml.safe_load(CONFIG.read_text(encoding="utf-8"))
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(config), encoding="utf-8")
    old = tmp_path / "out"
    old.mkdir()
    (old / "stale.html").write_text("old", encoding="utf-8")
    built = build_site(tmp_path / "mkdocs.yml", old, strict=True)
    assert built == old.resolve()
    assert not (old / "stale.html").exists()
    assert (page_dir(old, "brs/traits/great-dive.md") / "index.html").is_file()
    assert not (old / "dif").exists()
    # .cache keeps the printed cards between builds (the plugin's cache_dir option)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".cache", "content", "mkdocs.yml", "out"]
    assert (old / "brs" / "brs-traits-a4.pdf").is_file()
    assert (old / "brs" / "traits" / "great-dive.png").is_file()


def test_search_worker_and_bundle_are_patched(site: Path) -> None:
    """Material's query step is replaced (multi-word French search) and its bundle waits
    for the search box before loading the index: if a Material upgrade moved either, this
    fails rather than the search silently falling back."""
    workers = list((site / "assets" / "javascripts" / "workers").glob("search.*.min.js"))
    assert workers and "__sortieQuery" in workers[0].read_text("utf-8")
    bundle = next((site / "assets" / "javascripts").glob("bundle.*.min.js")).read_text("utf-8")
    assert "__sortieIndex" in bundle and "sourceMappingURL" not in bundle


def test_theme_fixes_are_in_every_page(site: Path) -> None:
    home = html_of(site, "index.md")
    assert 'role="dialog" aria-label="Search"' in home
    assert '<nav class="md-path" aria-label="Breadcrumbs"' in html_of(site, "brs/aircraft/index.md")
    # Material's bundle is added once the page is in (tests/test_browser.py times it)
    assert not re.search(r'<script src="[^"]*bundle\.[0-9a-f]+\.min\.js"', home)
    assert re.search(r's\.src="assets/javascripts/bundle\.[0-9a-f]+\.min\.js"', home)
    assert "requestAnimationFrame" in home


def test_every_page_links_one_stylesheet_in_its_head(site: Path) -> None:
    """One cached stylesheet for the whole site: the theme's, its palette, sortie.css and
    the tools' CSS joined, so a phone waits for one file before the first paint."""
    joined = list((site / "assets" / "sortie").glob("site.*.css"))
    assert len(joined) == 1
    css = joined[0].read_text("utf-8")
    for part in ("assets/stylesheets/main.", "assets/sortie/sortie.css", "assets/sortie/brs/"):
        assert f"/* {part}" in css
    theme = next((site / "assets" / "stylesheets").glob("main.*.min.css")).read_text("utf-8")
    assert len(css) < len(theme)  # the theme's rules for unused features are gone
    assert ".md-search-result__item" in css  # made by Material's script: kept
    assert "[data-md-color-primary=pink]" not in css  # a palette no page offers
    pages = [p for p in site.rglob("index.html")]
    assert len(pages) > 50
    # Each language's site (the French one in fr/) is a build with its own joined sheet.
    french = next((site / "fr" / "assets" / "sortie").glob("site.*.css"))
    for page in pages:
        html = page.read_text("utf-8")
        links = re.findall(r'<link rel="stylesheet" href="([^"]+)">', html)
        assert len(links) == 1, (page, links)
        own = french if page.is_relative_to(site / "fr") else joined[0]
        assert links[0].endswith(own.name) and (page.parent / links[0]).resolve() == own
        assert html.index(links[0]) < html.index("</head>"), page
    # the 404 page, served at any depth, links from the site's root
    missing = (site / "404.html").read_text("utf-8")
    links = re.findall(r'<link rel="stylesheet" href="([^"]+)">', missing)
    assert links == [f"/assets/sortie/{joined[0].name}"], links


def test_glossary_is_a_definition_list_with_anchors(site: Path, content: Content) -> None:
    page = html_of(site, "brs/glossary.md")
    for entry_id in content.games["brs"].of("glossary"):
        assert f'<dt id="{entry_id}">' in page, entry_id
    assert "<h2" not in page.split('class="sortie-glossary"', 1)[1].split("</div>", 1)[0]


def test_proper_names_show_no_unknown_french(site: Path) -> None:
    assert "FR: unknown" not in html_of(site, "brs/aircraft/bf109e.md")
    assert "FR: unknown" not in html_of(site, "brs/aces/adolf-galland.md")


def test_a_tables_numbered_source_links_are_finger_sized(site: Path) -> None:
    """ "1 2" in a Source cell: each link is a 24 px target (Lighthouse's target-size)."""
    page = html_of(site, "brs/aircraft/index.md")
    cells = re.findall(r"<td>(<a [^>]*>1</a>.*?)</td>", page)
    assert cells
    for cell in cells:
        assert all('class="sortie-cite"' in a for a in re.findall(r"<a [^>]*>", cell)), cell
    css = next((site / "assets" / "sortie").glob("site.*.css")).read_text("utf-8")
    assert re.search(r"\.sortie-cite \{[^}]*min-width: 24px;[^}]*min-height: 24px", css)


def test_every_labelled_element_is_named_by_text_of_its_page(site: Path) -> None:
    """``aria-labelledby`` names an element of the same page that holds text. A section
    navigation once named a label the theme leaves out (on a definition page, whose section
    lists no page), or the label holding only an icon (on a page of a sub-section): a
    landmark without a name, which axe-core reports as landmark-unique."""
    unnamed = []
    for page in sorted(site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        for names in re.findall(r'aria-labelledby="([^"]+)"', text):
            for name in names.split():
                target = re.search(
                    rf'<(\w+)\b[^>]*\bid="{re.escape(name)}"[^>]*>(.*?)</\1>', text, re.S
                )
                if target is None or not re.sub(r"<[^>]*>|\s", "", target.group(2)):
                    unnamed.append(f"{page.relative_to(site)}: {name}")
    assert unnamed == []


def test_no_table_header_of_any_page_is_empty(site: Path) -> None:
    """A column without a heading is a column a screen reader cannot name (axe-core:
    empty-table-header, found by Lighthouse on a rules page)."""
    empty = [
        str(page.relative_to(site))
        for page in sorted(site.rglob("*.html"))
        if re.search(r"<th\b[^>]*>\s*</th>", page.read_text(encoding="utf-8"))
    ]
    assert empty == []


def test_no_two_regions_of_a_page_share_a_name(site: Path) -> None:
    """Every sideways-scrolling region of a page has a name of its own: screen readers list
    them by name (axe-core: landmark-unique, found on aircraft pages whose two tables sat
    under the page's one heading and were both "Table: <aircraft>")."""
    shared = []
    for page in sorted(site.rglob("*.html")):
        names = re.findall(r'role="region" aria-label="([^"]*)"', page.read_text("utf-8"))
        shared += [
            f"{page.relative_to(site)}: {n}" for n in sorted(set(names)) if names.count(n) > 1
        ]
    assert shared == []


def test_the_service_worker_keeps_every_page_of_both_languages_and_no_print_file(
    site: Path,
) -> None:
    """The precache manifest the build writes (README, "Offline at the table"): every page
    of the site, the French ones included, and both search indexes, each under the digest
    of its bytes; the PDFs only once opened; and the manifest is named by the worker."""
    worker = (site / "sw.js").read_text("utf-8")
    [name] = re.findall(r'"(assets/sortie/offline-[0-9a-f]+\.js)"', worker)
    text = (site / name).read_text("utf-8")
    kept = json.loads(text.removeprefix("self.SORTIE_OFFLINE = ").removesuffix(";\n"))
    revisions = {entry["url"]: entry["revision"] for entry in kept["precache"]}
    pages = {p.relative_to(site).as_posix() for p in site.rglob("index.html")}
    assert len(pages) > 500 and pages <= set(revisions)
    assert "fr/brs/rules/aces/index.html" in pages
    assert {"search/search_index.json", "fr/search/search_index.json"} <= set(revisions)
    pdfs = {p.relative_to(site).as_posix() for p in site.rglob("*.pdf")}
    assert pdfs and not pdfs & set(revisions) and set(kept["print"]) == pdfs
    for url in ("index.html", "fr/search/search_index.json", "brs/deck-data.json"):
        assert revisions[url] == hashlib.sha256((site / url).read_bytes()).hexdigest()[:20]
    # Each language's app manifest, in its language.
    for folder, language in (("", "en"), ("fr/", "fr")):
        manifest = json.loads((site / f"{folder}manifest.webmanifest").read_text("utf-8"))
        assert manifest["lang"] == language and manifest["short_name"] == "Sortie"
        for icon in manifest["icons"]:
            with Image.open(site / folder / icon["src"]) as image:
                assert f"{image.width}x{image.height}" == icon["sizes"]
