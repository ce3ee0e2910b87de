"""Player aids printed in French (`sortie aids --lang fr`): every phrase of the aid
templates has its French, the data's French names and texts are printed, an English text
is marked "EN", the numbers are the English aid's, the pages and the type hold, and one
output folder never serves a language from the other's cache."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import needs
import pytest
import yaml
from conftest import shipped_content
from pypdf import PdfReader
from sitebuild import shipped_aids
from test_aid_print import type_problems

from generator.resources import templates_dir
from generator.sheets import aids
from generator.words.languages import Translator

needs.module("weasyprint")

TABLE = templates_dir() / "aids" / "lang" / "fr.yaml"


def words(path: Path) -> str:
    return " ".join(" ".join(p.extract_text() for p in PdfReader(path).pages).split())


class Recording(Translator):
    """A translator that remembers every phrase asked of it."""

    def __init__(self, language: str, table: dict[str, str]) -> None:
        super().__init__(language, table)
        self.asked: set[str] = set()

    def __call__(self, text: str, **values: Any) -> str:
        self.asked.add(text)
        return super().__call__(text, **values)


@pytest.fixture
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], Recording]]:
    """``aid_words`` made of recording translators, for one test."""
    made = aids.translator
    monkeypatch.setattr(
        aids,
        "translator",
        lambda language, *folders: Recording(language, made(language, *folders).table),
    )
    aids._words.cache_clear()
    yield lambda: aids.aid_words("fr")  # type: ignore[return-value]
    aids._words.cache_clear()


def test_every_phrase_of_the_aids_has_its_french_and_every_french_is_used(
    recording: Callable[[], Recording],
) -> None:
    t = recording()
    drawn = 0
    for _, aid in aids.game_aids(shipped_content(), t=t):
        for paper in ("a4", "letter"):
            html = aids.aid_html(aid, paper, language="fr")
            assert '<html lang="fr">' in html
            # The French title keeps its colon on its line (typography.py).
            assert f"<title>{aid.title}</title>" in html.replace("\u00a0", " ")
            drawn += 1
    assert drawn == 10
    assert sorted(t.missing) == []
    table = yaml.safe_load(TABLE.read_text("utf-8"))
    assert sorted(set(table) - t.asked) == []  # no phrase left behind by a change of wording


@pytest.fixture(scope="module")
def french(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_aids(tmp_path_factory, "fr")


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_aids(tmp_path_factory)


def test_the_french_aids_keep_their_pages_and_their_type(french: Path, english: Path) -> None:
    pdfs = sorted(french.rglob("*.pdf"))
    assert len(pdfs) == 10
    for path in pdfs:
        same = english / path.parent.name / path.name
        assert len(PdfReader(path).pages) == len(PdfReader(same).pages), path.name
    assert [problem for path in pdfs for problem in type_problems(path)] == []


def test_the_blood_red_skies_sheet_in_french_has_the_english_numbers(
    french: Path, english: Path
) -> None:
    fr = words(french / "brs" / "quick-reference-a4.pdf")
    en = words(english / "brs" / "quick-reference-a4.pdf")
    reader = PdfReader(french / "brs" / "quick-reference-letter.pdf")
    assert reader.metadata is not None
    assert reader.metadata.title == "Blood Red Skies — aide-mémoire"
    # Hand size: 3 cards, 4 with more than 12 aircraft a side, as in English.
    hand = re.findall(r"jusqu'à (\d+) (\d+) plus de (\d+) (\d+)", fr)
    assert (
        hand
        == re.findall(r"up to (\d+) (\d+) more than (\d+) (\d+)", en)
        == [("12", "3", "12", "4")]
    )
    doctrine = r"(\d+)–(\d+) (\d+)\* (\d+)"
    assert re.findall(doctrine, fr) == re.findall(doctrine, en)
    assert len(re.findall(doctrine, fr)) == 4
    for expected in (
        "Taille de la Main",
        "Constituer la Pioche d'Action",
        # The data's French card names, the English name where the data has none.
        "(6 Bf109E : 3 Excellente Ascension + 3 Formidable Piqué)",
        "Évitement en Piqué → Formidable Piqué",
        "Robust, Défausser",
        "un Spitfire II (Agilité 3, Puissance de Feu 1), pilote de Compétence 3, lance 3, 6 et 4 dés",
        "Comp. 1 : ? ; Comp. 2 : +25 ; Comp. 3 : +50",
    ):
        assert expected in fr, expected
    for english_words in ("Discard", "not in our sources", "Hand size"):
        assert english_words not in fr, english_words


def test_the_other_aids_in_french(french: Path) -> None:
    aces = words(french / "dif" / "quick-reference-aces-high-letter.pdf")
    for expected in (
        "Qui répond à quoi",
        "Dans mon viseur (réservoir) (DMV-R)",  # French names, French initials
        "(Flak 2 : 4)",
        "Kate 14 / endommagé 8 7 / 4 14 / 8 28 / 16",
        "Très Haute Very High",  # the English name beside the French one
    ):
        assert expected in aces, expected
    zero = words(french / "dif" / "quick-reference-zero-a4.pdf")
    assert "4 à l'aller, 3 au-dessus de l'objectif, 3 au retour" in zero  # Malaya target #11
    assert "(tout le Combat)" in zero and "whole combat" not in zero  # a limit
    assert "Mitraillage au Sol" in zero  # a skill by the French rules' name
    fis = words(french / "fis" / "quick-reference-a4.pdf")
    for expected in (
        "Déroulement du tour",
        "Argent 12 tirée au hasard +1 −1 — — 1",
        "Leader de classe Or aux commandes de la cible +2",
        "Montée en chandelle (marqueur Choqué) tableau de bord +2 à +4",
    ):
        assert expected in fis, expected
    tbb = words(french / "tbb" / "player-aid-letter.pdf")
    reader = PdfReader(french / "tbb" / "player-aid-letter.pdf")
    assert reader.metadata is not None
    assert reader.metadata.title == "The Burning Blue — aide de jeu"
    for expected in (
        "Table des Zones de Mauvais Temps [6.3.3] · 1d6",
        "Lancée sur un dé à la mise en place de la météo",  # a summary
        "2 ou moins",
        "−1 chacun",
        "+1 Le raid compte 6 Gruppen ou plus",  # a modifier
        "10–11 Retard 2 Retard 3 Retard 3",  # a row of French results
        "EN : un texte en anglais, pas encore traduit",
    ):
        assert expected in tbb, expected
    # Only the two texts the French player aid does not name are in English, marked; no
    # table's own texts (summaries, modifiers, meanings) are.
    marked = re.findall(r"\bEN (\S+)", tbb)
    assert marked == ["Period", "Station", "Station", ":"], marked
    assert "Rolled" not in tbb and "On time" not in tbb


def test_french_then_english_in_one_folder(sortie: Callable[..., Any], tmp_path: Path) -> None:
    out = tmp_path / "aids"
    pdf = out / "brs" / "quick-reference-a4.pdf"

    def run(*language: str) -> tuple[str, bytes]:
        done = sortie("aids", "--game", "brs", "--paper", "a4", *language, "--out", out)
        assert done.exit_code == 0, done.output
        return words(pdf), pdf.read_bytes()

    french, french_pdf = run("--lang", "fr")
    english, english_pdf = run()
    assert "Taille de la Main" in french and "Hand size" not in french
    assert "Hand size" in english and "Taille de la Main" not in english
    # Each language has its own drawing in the cache: French again is the French PDF.
    assert run("--lang", "fr") == (french, french_pdf) != (english, english_pdf)
