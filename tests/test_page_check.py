"""The page check (``pagecheck.py``) finds what a player should never read, and the shipped
site holds none of it: every page as built, in both languages, and every tool page as its
script draws it.

The seeded pages are the defects issues 20 and 39 saw on the built site, cut down to the
markup that showed them; the check must name each one, and pass a clean page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import needs
import pytest
from browserkit import Visit, open_ready
from conftest import CONTENT
from pagecheck import (
    Vocabulary,
    check_codes,
    check_html,
    check_site,
    check_text,
    data_words,
    message_keys,
    player_pages,
)
from sitebuild import shipped_site

CODES = Vocabulary(
    codes=frozenset({"trait-count", "points-limit", "leader-unnamed", "unknown-id"}),
    ids=frozenset({"bf109f", "great-dive", "aces-high", "heavy-bomber", "brs", "dif"}),
    fields=frozenset({"after_success", "variant_of", "type", "manoeuvre"}),
)

SEEDED = {
    "Markdown bold": "<article><p>**Note:** the Bf109E rows</p></article>",
    "Markdown table": (
        "<article><p>**Campaign availability** | Air force | Year | Early |\n"
        "|---|---|---|---|</p></article>"
    ),
    "Markdown link": "<article><p>See [the rules](../rules/) first.</p></article>",
    "stray backtick": "<article><p>Run `sortie validate` on it.</p></article>",
    "Markdown heading": "<article><p>## Campaign availability</p></article>",
    "attribute list": "<article><p>Print: A4 PDF</p><p>{ .sortie-fr }</p></article>",
    "file name": "<article><p>add real dashboards in fis/game.yaml</p></article>",
    "content path": "<article><p>add real dashboards in fis/aircraft/ (or an overlay)</p></article>",
    "YAML key": (
        "<article><p>doctrine_cards in game.yaml has <code>verified: false</code></p></article>"
    ),
    "check code": (
        '<article><ul><li data-code="trait-count"><code>trait-count</code> '
        "2 Bf109E need 2 trait cards</li></ul></article>"
    ),
    "null": "<article><table><tr><td>Points</td><td>None</td></tr></table></article>",
    # Issue 39: the code's own words.
    "schema word": (
        "<article><p>Our sources give no dashboard: every stat is nullable.</p></article>"
    ),
    "id line": (
        "<article><p>FR: Formidable Piqué · id: <code>great-dive</code> · Traits of Blood "
        "Red Skies</p></article>"
    ),
    "data id": (
        "<article><table><tr><td>Rôle</td><td>heavy-bomber</td></tr>"
        "<tr><td>A6M5 Zeke is a card of aces-high</td></tr></table></article>"
    ),
    "field name": (
        "<article><p>Action cards naming it in <code>after_success</code>: Evasive.</p>"
        "<p>Réagit à Tonneau, <code>manoeuvre</code></p></article>"
    ),
    "empty paragraph": "<article><p>The builder.</p><p></p><p>Side A</p></article>",
    "empty table cell": (
        "<article><table><tr><td>Spitfire I</td><td></td><td>6</td></tr></table></article>"
    ),
}

CLEAN = """<article>
<h1>Bf109E</h1>
<p>Its traits are <strong>Great Climb</strong> and Great Dive; none of its stats is unknown.
A fighter-bomber may dive: its type is a manoeuvre of Blood Red Skies (Aces High).</p>
<table><tr><th>#</th><th>Phase</th></tr><tr><td>1</td><td><em>unknown</em></td></tr>
<tr><td>2</td><td><img src="x.png" alt="card"></td></tr></table>
<ul><li data-code="trait-count">2 Bf109E need 2 trait cards</li></ul>
<p>Source: https://github.com/someone/repo/blob/abc/data/planes.json (a public page)</p>
<pre>pack: 1
patches: [{game: brs, kind: aircraft, id: bf109f, traits: [great-climb]}]</pre>
<p class="sortie-edit">Edit this data: brs/aircraft/bf109e.yaml</p>
<p hidden>**not shown**</p>
<script>const x = null;</script>
</article>
<nav>**outside the article**</nav>"""


@pytest.mark.parametrize("what", sorted(SEEDED))
def test_each_seeded_defect_is_found(what: str) -> None:
    found = {f.what for f in check_html("seeded/", SEEDED[what], CODES)}
    assert what in found, (what, found)


def test_a_clean_page_passes() -> None:
    assert check_html("clean/", CLEAN, CODES) == []


def test_the_words_of_a_sentence_are_no_null() -> None:
    """ "None of its stats" is English; "None" alone as a value, or "null", is not."""
    assert list(check_text("p/", "", "", ["None of its stats is known"], CODES)) == []
    assert [f.what for f in check_text("p/", "", "", ["Points: null"], CODES)] == ["null"]


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


def test_the_codes_looked_for_are_every_game_s(shipped: Path) -> None:
    codes = check_codes(shipped)
    assert {"trait-count", "points-limit", "vp-limit", "not-checked"} <= codes
    assert {"unknown-id", "legal-partly", "name-blank"} <= message_keys()


def test_the_data_words_looked_for_are_the_content_s() -> None:
    """Ids that cannot pass for words (a hyphen or a digit, a game's), of every kind and of
    game.yaml, and every field name; a glossary id is its term's words, and no id of one
    word is looked for ("dive" is English)."""
    ids, fields = data_words(CONTENT)
    assert {"bf109f", "great-dive", "in-my-sights", "aces-high", "heavy-bomber"} <= ids
    assert {"attack-reaction", "brs", "dif", "fis", "tbb", "gathering-of-eagles"} <= ids
    assert not {"dive", "fighter", "fighter-bomber", "multi-engine", "zero"} & ids
    assert {"after_success", "variant_of", "type", "order", "transpose", "count"} <= fields


def test_every_player_page_of_the_shipped_site_is_clean(shipped: Path) -> None:
    """Both languages: the French site's pages are under fr/."""
    findings, pages = check_site(shipped, CONTENT)
    assert pages == len(player_pages(shipped)) > 200
    assert any(p.relative_to(shipped).parts[0] == "fr" for p in player_pages(shipped))
    assert [str(f) for f in findings] == []


TOOL_TEXT = """() => {
  const article = document.querySelector('article');
  const prose = [];
  const code = [];
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent.checkVisibility() || parent.closest('script, style, template, pre, .sortie-edit')) continue;
    (parent.closest('code, kbd, samp') ? code : prose).push(node.data);
  }
  const values = [...article.querySelectorAll('td, li, dd, p, output')]
    .filter((e) => e.checkVisibility()).map((e) => e.innerText.trim()).filter(Boolean);
  return { prose: prose.join(''), code: code.join(' '), values };
}"""


@pytest.mark.browser
@needs.tool("chromium")
def test_every_tool_page_as_its_script_draws_it(browser: Any, base_url: str, shipped: Path) -> None:
    """The builders and calculators draw most of their text in the browser: what they
    show on opening is checked as drawn."""
    from test_tool_a11y import TOOLS

    codes = Vocabulary(codes=frozenset(check_codes(shipped)))
    tab = Visit(browser, width=390, height=844)
    found = []
    try:
        for path in TOOLS:
            open_ready(tab.page, base_url + path)
            seen = tab.page.evaluate(TOOL_TEXT)
            found += check_text(path, seen["prose"], seen["code"], seen["values"], codes)
    finally:
        tab.close()
    assert [str(f) for f in found] == []
