"""The cards drawn for the browser (``generator/sheets/browser.py``) are the PDFs' own: the
same HTML from the same templates, with only the marks that name each unknown value's
field added; and those marks name the fields a player can give, worked by hand from the
shipped data (the Bf110C's stats, points and traits are unknown, the Bf109F's traits
only; the Spitfire I's year, VP and turbocharger)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from generator.reading.content import load_checked
from generator.sheets.browser import BrowserCards
from generator.sheets.faces import Catalogue
from generator.sheets.render import Designs
from generator.words import typography

ROOT = Path(__file__).resolve().parents[1]
MARKS = re.compile(r' data-(?:hole|names)="[^"]*"')
WRAPPED = re.compile(
    r'<span data-(?:unless|hole)="[^"]*">((?:[^<]|<span[^>]*>[^<]*</span>)*)</span>'
)
"""An element the browser's drawing wraps a note or a text in (``unless``, ``holed``)."""


def unmarked(html: str) -> str:
    """A card drawn for the browser without what names its unknown values."""
    return MARKS.sub("", WRAPPED.sub(r"\1", str(html)))


@pytest.fixture(scope="module", params=["en", "fr"])
def drawn(request: Any) -> tuple[Catalogue, dict[str, Any]]:
    content = load_checked(ROOT / "content")
    catalogue = Catalogue(content, Designs(language=request.param))
    browser = BrowserCards(catalogue, ("a4", "letter"))
    files = {}
    for game in ("brs", "dif"):
        faces = [f for k in catalogue.kinds(game) for f in catalogue.faces(game, k.folder)]
        files[game] = (faces, browser.data(catalogue.game(game), faces))
    return catalogue, files


def test_every_card_is_the_pdfs_own_html_with_its_unknowns_named(
    drawn: tuple[Catalogue, dict[str, Any]],
) -> None:
    catalogue, files = drawn
    designs = catalogue.designs
    for faces, data in files.values():
        assert len(data["cards"]) == len({(f.kind, f.id) for f in faces})
        for face in faces:
            card = data["cards"][f"{face.kind}/{face.id}"]
            pdf = typography.typeset_html(designs.front_html(face), designs.language)
            assert unmarked(card["html"]) == str(pdf), face.id


def holes(data: dict[str, Any], key: str) -> tuple[set[str], set[str]]:
    html = data["cards"][key]["html"]
    unless = {f for found in re.findall(r'data-unless="([^"]*)"', html) for f in found.split()}
    return set(re.findall(r'data-hole="([^"]*)"', html)), unless


def test_the_unknown_values_a_player_can_give_are_named(
    drawn: tuple[Catalogue, dict[str, Any]],
) -> None:
    _, files = drawn
    brs, dif = files["brs"][1], files["dif"][1]
    assert holes(brs, "aircraft/bf110c") == (
        {"speed", "agility", "firepower", "points", "traits"},
        {"speed", "agility", "firepower", "points", "traits"},
    )
    assert holes(brs, "aircraft/bf109f") == ({"traits"}, {"traits"})
    assert holes(brs, "aircraft/bf109e") == (set(), set())
    spitfire, _ = holes(dif, "aircraft/spitfire-i")
    assert {"year", "vp", "turbocharger", "agile"} <= spitfire
    assert "front.performance" not in spitfire  # 6, printed in our data
    # A trait the player gives is listed as the card lists one.
    assert "great-climb" in brs["names"]["traits"]
    assert brs["names"]["traits"]["great-climb"].startswith("<li>")
    assert brs["force"]["aces/adolf-galland"] == ["aces/adolf-galland", "aircraft/bf109e"]
