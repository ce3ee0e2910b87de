"""Cards printed in French (`sortie cards --lang fr`): the data's French names and texts,
Sortie's own labels from the French table, an English text marked "EN" where the data has
no French, nothing cut off, and a French card never served from the English cache."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from conftest import shipped_content
from pypdf import PdfReader
from test_sheets_print import text_runs

from generator.sheets.faces import Catalogue
from generator.sheets.render import Designs


def pdf_words(path: Path) -> str:
    return " ".join(" ".join(p.extract_text() for p in PdfReader(path).pages).split())


def test_every_card_label_has_its_french() -> None:
    designs = Designs(language="fr")
    content = shipped_content()
    catalogue = Catalogue(content, designs)
    drawn = 0
    for game in content.games:
        for kind in catalogue.kinds(game):
            for face in catalogue.faces(game, kind.folder):
                designs.front_html(face)
                designs.back_html(face)
                drawn += 1
    assert drawn > 100
    assert sorted(designs.t.missing) == []


def test_traits_in_french_then_in_english_from_one_folder(
    sortie: Callable[..., Any], brs_content: Path, tmp_path: Path
) -> None:
    # Tight Turn's text without its French: the English stands in, marked.
    tight = brs_content / "brs" / "traits" / "tight-turn.yaml"
    data = yaml.safe_load(tight.read_text("utf-8"))
    english = data["text"]["en"]
    tight.write_text(yaml.safe_dump({**data, "text": {"en": english}}), "utf-8")
    out = tmp_path / "cards"
    common = ["--content", brs_content, "--game", "brs", "--kind", "traits", "--combine"]
    french = sortie("cards", *common, "--lang", "fr", "--no-test-page", "--out", out)
    assert french.exit_code == 0, french.output
    assert "warning" not in french.output
    sheets = sorted(out.glob("*.pdf"))  # not the cache's pieces below
    assert sheets
    words = pdf_words(sheets[0])
    # Great Dive's French name is data (the rulebook's), its English name under it.
    assert "Formidable Piqué" in words and "Great Dive" in words
    assert "DÉFAUSSER" in words  # its retention, as the French rules name it
    assert "Jouée comme carte bonus" in words  # its text in our French
    assert f"EN {' '.join(english.split()[:5])}" in words  # no French: English, marked
    assert "BRS · great-dive · copie Sortie" in words  # the footer
    assert "PIOCHE D'ACTION Copie Sortie · ne pas vendre" in words  # the backs
    assert "Discard" not in words and "DISCARD" not in words
    # The EN mark too is at least 6 pt, as all card text.
    sizes = [run[3] for page in PdfReader(sheets[0]).pages for run in text_runs(page)]
    assert sizes and min(sizes) >= 6 - 0.01
    # The same folder in English: the cache keeps the languages apart.
    again = sortie("cards", *common, "--no-test-page", "--out", out)
    assert again.exit_code == 0, again.output
    words = pdf_words(sheets[0])
    assert "DISCARD" in words and "DÉFAUSSER" not in words
    assert "EN " + " ".join(english.split()[:5]) not in words
    assert " ".join(english.split()[:5]) in words


def test_the_alignment_pages_in_french(sortie: Callable[..., Any], tmp_path: Path) -> None:
    # The English pages first: the render cache (shared by every run) must not hand them
    # to the French print of the same layout.
    english = sortie("cards", "--game", "brs", "--kind", "theatre", "--out", tmp_path / "en")
    assert english.exit_code == 0, english.output
    assert "Alignment test · front" in pdf_words(next((tmp_path / "en").glob("*.pdf")))
    out = tmp_path / "fr"
    done = sortie("cards", "--game", "brs", "--kind", "theatre", "--lang", "fr", "--out", out)
    assert done.exit_code == 0, done.output
    words = pdf_words(next(out.glob("*.pdf")))
    assert "Test d'alignement · recto" in words and "Test d'alignement · verso" in words
    assert "retourné sur le bord long" in words  # the default duplex, in French
    assert "Alignment" not in words and "bleed" not in words
