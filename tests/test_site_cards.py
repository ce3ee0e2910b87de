"""The printed cards and the deck builder's data in the built site."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import CONTENT
from pypdf import PdfReader
from sitebuild import html_of, shipped_site

from generator.games.brs.export import browser_data
from generator.reading.content import load_checked


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


def test_every_card_page_shows_its_picture_and_print_links(site: Path) -> None:
    brs = load_checked(CONTENT, only={"brs"}).games["brs"]
    for kind in ("aircraft", "traits", "doctrine", "theatre", "aces"):
        assert brs.of(kind), kind
        for card_id in brs.of(kind):
            html = html_of(site, f"brs/{kind}/{card_id}.md")
            assert f'src="../{card_id}.png"' in html, (kind, card_id)
            assert (site / "brs" / kind / f"{card_id}.png").is_file()
            assert f'href="../../brs-{kind}-a4.pdf#page=' in html
        index = html_of(site, f"brs/{kind}/index.md")
        assert f'href="../brs-{kind}-letter.pdf"' in index
        reader = PdfReader(site / "brs" / f"brs-{kind}-a4.pdf")
        # Words as printed: a long name may wrap onto two lines of the card.
        text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
        for entry in brs.of(kind).values():
            assert entry.item.name.en in text


def test_the_print_page_lists_every_sheet(site: Path) -> None:
    html = html_of(site, "print.md")
    for kind in ("aircraft", "traits", "doctrine", "theatre", "aces"):
        assert f'href="../brs/brs-{kind}-a4.pdf"' in html
    # Print everything: the whole game on shared sheets.
    assert 'href="../brs/brs-all-a4.pdf"' in html and 'href="../brs/brs-all-letter.pdf"' in html
    assert (site / "brs" / "brs-all-a4.pdf").is_file()


def test_the_deck_builder_reads_the_data_python_wrote(site: Path) -> None:
    data = json.loads((site / "brs" / "deck-data.json").read_text(encoding="utf-8"))
    images = data.pop("images")
    brs = load_checked(CONTENT, only={"brs"}).games["brs"]
    assert data == json.loads(json.dumps(browser_data(brs)))
    assert images["traits/great-dive"] == "brs/traits/great-dive.png"
    for script in ("builder.mjs", "deck-check.mjs", "permalink.mjs", "deckfile.mjs", "odds.mjs"):
        assert (site / "assets" / "sortie" / "brs" / "js" / script).is_file()


def test_the_print_page_links_every_player_aid(site: Path) -> None:
    """The games' player aids (the BRS, FiS and DiF quick references, the TBB player aid)
    are printed into the site and linked, with their titles, from the Print page."""
    from generator.sheets.aids import game_aids

    html = html_of(site, "print.md")
    content = load_checked(CONTENT)
    aids = list(game_aids(content))
    assert {game for game, _ in aids} >= {"brs", "dif", "fis", "tbb"}
    for game, aid in aids:
        for paper in ("a4", "letter"):
            pdf = site / game / f"{aid.id}-{paper}.pdf"
            assert len(PdfReader(pdf).pages) >= 1, pdf
            assert f'href="../{game}/{aid.id}-{paper}.pdf"' in html, (game, aid.id, paper)


def test_the_print_page_sends_players_only_to_tools_that_print(site: Path) -> None:
    html = html_of(site, "print.md")
    intro = html.split("<h2", 1)[0]
    assert "Deck builder" in intro
    for tool in ("Reaction chart", "Table roller", "Force builder"):
        assert tool not in intro, tool


def test_every_game_with_something_to_print_links_it_from_the_home_page(site: Path) -> None:
    home = html_of(site, "index.md")
    for game in ("brs", "dif", "fis", "tbb"):  # cards, or player aids only (fis, tbb)
        assert f'href="print/#{game}"' in home, game


def test_each_game_whose_lists_are_saved_links_my_hangar_from_the_home_page(site: Path) -> None:
    """In both languages: the games whose builders keep lists (not The Burning Blue, which
    has none) reach My hangar from the home page's list of games."""
    for home, words in ((site / "index.html", "My hangar"), (site / "fr/index.html", "Mon hangar")):
        text = home.read_text(encoding="utf-8")
        tools = re.findall(r'<p class="sortie-tools">(.*?)</p>', text, re.S)
        assert len(tools) == 4, home
        linked = [f'<a href="hangar/">{words}</a>' in line for line in tools]
        assert linked == [True, True, True, False], (home, tools)


def test_card_pictures_are_small_palette_pngs(site: Path) -> None:
    """The picture on a card page is the page's largest paint on a phone: 256 colours
    (flat card art and text) make it a third of the bytes. Print images keep every colour
    (test_sheets)."""
    from PIL import Image

    picture = site / "brs" / "traits" / "great-dive.png"
    with Image.open(picture) as image:
        assert image.mode == "P" and image.size == (372, 520)
        assert len(image.getcolors(256) or []) > 8  # the card's colours, not a blank
    assert picture.stat().st_size < 24_000  # 37 KB in full colour
