"""The tools' own words in French: every phrase a tool's script gives ``t``/``tn`` and every
phrase the tool HTML written by Python looks up has its French in the tables
(``games/js/lang/fr.yaml``, each game's ``lang/fr.yaml``), and on the French site each tool
shows those words in a real Chromium, none of its English."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from browserkit import Visit, open_ready
from conftest import CONTENT
from playwright.sync_api import expect

from generator.games.dif import toolhtml
from generator.games.dif.site import tools_data
from generator.games.tbb import rollerhtml
from generator.games.tbb.aids import tables_of
from generator.games.tbb.dice import browser_tables
from generator.games.words import MODULE, SHARED, browser_words, own, script_phrases
from generator.reading.content import load_checked
from generator.registry import systems
from generator.site.hangar import MODULES as HANGAR_MODULES
from generator.words.languages import Translator

GAMES = ("brs", "dif", "fis", "tbb")
PLACEHOLDER = re.compile(r"\{(?:(?:de|du|le):)?(\w+)\}")
"""A phrase's placeholder; a French one may ask for its name with de, du or le (elision.py)."""


def folder(game: str) -> Path:
    found = systems()[game].folder
    assert found is not None
    return found


def scripts(game: str) -> list[Path]:
    """The modules a game's tools serve: its own and the shared ones it links."""
    return sorted(p for p in (folder(game) / "js").glob("*.mjs") if p.name != MODULE)


@pytest.mark.parametrize("game", GAMES)
def test_every_phrase_a_tool_script_says_has_its_french(game: str) -> None:
    table = own("fr", folder(game)).table
    said: set[str] = set()
    for path in scripts(game):
        phrases, other = script_phrases(path.read_text(encoding="utf-8"))
        # A phrase in a variable would escape this test: t() takes literals only.
        assert other == 0, f"{path.name}: {other} call(s) of t() without a literal phrase"
        said |= phrases
    assert len(said) > 20
    assert sorted(p for p in said if p not in table) == []


def test_every_phrase_my_hangar_says_has_its_french() -> None:
    """The hangar page's modules are served from a folder of their own (no game's), with
    the shared table's words beside them."""
    table = own("fr", None).table
    said: set[str] = set()
    for name in (n for n in HANGAR_MODULES if n.endswith(".mjs") and n != MODULE):
        phrases, other = script_phrases((SHARED / name).read_text(encoding="utf-8"))
        assert other == 0, f"{name}: {other} call(s) of t() without a literal phrase"
        said |= phrases
    assert "Saved lists" in said
    assert sorted(p for p in said if p not in table) == []


def test_the_tool_html_python_writes_looks_up_only_phrases_with_their_french(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The reaction chart, both calculators and the roller's form, with the shipped content
    and without any (every branch that says something)."""
    content = load_checked(CONTENT, only={"dif", "tbb"})
    used: dict[str, Translator] = {}

    def recording(language: str, game_folder: Path | None) -> Translator:
        assert game_folder is not None
        return used.setdefault(game_folder.name, own(language, game_folder))

    monkeypatch.setattr(toolhtml, "own", recording)
    monkeypatch.setattr(rollerhtml, "own", recording)
    french = Translator("fr", {})
    dif = content.games["dif"]
    tools = tools_data(dif)
    cards = {card_id: entry.item for card_id, entry in dif.of("action-cards").items()}
    chart = toolhtml.reaction_chart(cards, french)
    toolhtml.reaction_chart({}, french)
    bombing = toolhtml.bombing(dif.info, tools, french)
    toolhtml.bombing(dif.info, {**tools, "aircraft": [], "targets": []}, french)
    toolhtml.mission(tools, french)
    toolhtml.mission({**tools, "aircraft": [], "targets": []}, french)
    roller = rollerhtml.roller(browser_tables(tables_of(content.games["tbb"])), french)
    rollerhtml.roller([], french)
    assert {name: sorted(t.missing) for name, t in used.items()} == {"dif": [], "tbb": []}
    # Worked by hand: the chart's heading, a flak count (0 takes the singular in French), the
    # roller's button.
    assert "Choisissez une carte" in chart and "Pick a card" not in chart
    assert "Schémas de Flak et de Bombardement" in bombing and "hits" not in bombing
    assert ">Lancer<" in roller and ">Roll<" not in roller


class _Unique(yaml.SafeLoader):
    """A loader that refuses a key given twice (a merge of two tables may leave one)."""


def _unique_mapping(loader: _Unique, node: yaml.MappingNode) -> dict[Any, Any]:
    keys = [loader.construct_object(key) for key, _ in node.value]
    twice = sorted({str(k) for k in keys if keys.count(k) > 1})
    assert not twice, f"{node.start_mark.name}: given twice: {twice}"
    return loader.construct_mapping(node)


_Unique.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _unique_mapping)

TABLES = [SHARED / "lang" / "fr.yaml", *(folder(g) / "lang" / "fr-tools.yaml" for g in GAMES)]


@pytest.mark.parametrize("path", TABLES, ids=lambda p: p.parent.parent.name)
def test_each_french_phrase_fills_what_its_english_fills(path: Path) -> None:
    """Each phrase once; the French fills only what its English fills (it may leave a
    value out where French says it otherwise, never ask for one more); a phrase with a
    context has one."""
    table = yaml.load(path.read_text(encoding="utf-8"), Loader=_Unique)
    for english, french in table.items():
        assert set(PLACEHOLDER.findall(french)) <= set(PLACEHOLDER.findall(english)), english
        context, bar, rest = english.partition("|")
        assert not bar or (context and rest), english


def test_the_french_build_serves_the_words_beside_the_scripts() -> None:
    """``words.json`` holds the shared table and the game's tools' own, not its pages'."""
    words = browser_words("fr", folder("brs"))
    assert '"Copy link":"Copier le lien"' in words  # shared
    assert '"Print cards":"Imprimer les cartes"' in words  # the game's tools' own
    assert "Aircraft that carry it" not in words  # a page's words (lang/fr.yaml)
    assert browser_words("en", folder("brs")) == "{}"


# -- the French site, in a French browser ----------------------------------------------------


@pytest.fixture
def french(browser: Any) -> Iterator[Visit]:
    tab = Visit(browser, locale="fr-FR")
    yield tab
    tab.close()
    assert not tab.offsite(), tab.offsite()


def tool_text(page: Any, selector: str) -> str:
    return str(page.locator(selector).inner_text())


def none_of(text: str, english: list[str]) -> None:
    found = [phrase for phrase in english if re.search(rf"\b{re.escape(phrase)}\b", text)]
    assert found == [], f"English left in the French tool: {found}"


def test_the_deck_builder_in_french(french: Visit, base_url: str) -> None:
    page = french.page
    open_ready(page, base_url + "fr/brs/deck-builder/")
    expect(page.locator(".db-summary")).to_have_text("Ajoutez des avions pour commencer")
    page.get_by_label("Avion à ajouter", exact=True).select_option("bf109e")
    page.get_by_label("Compétence de Pilote de l'avion à ajouter").select_option("3")
    page.get_by_role("button", name="Ajouter un avion").click()
    expect(page.locator(".db-summary")).to_contain_text("Non conforme · ")
    expect(page.locator(".db-summary")).to_contain_text("1 avion · main de 3 · ")
    builder = page.locator("#sortie-deck-builder")
    expect(builder.locator("legend").first).to_have_text("Liste")
    for heading in ("Force", "Vos cartes", "Exigences", "Pioche d'Action", "Problèmes"):
        expect(builder.get_by_role("heading", name=heading, exact=True).first).to_be_visible()
    expect(page.get_by_role("button", name="Copier le lien")).to_be_visible()
    expect(page.get_by_role("button", name="Bf109E : un de plus")).to_be_visible()
    none_of(
        tool_text(page, "#sortie-deck-builder"),
        ["Add aircraft", "Copy link", "Your cards", "Requirements", "Problems", "Not legal",
         "Skill", "Trait cards", "Opening-hand odds", "Share", "Print cards", "Retention"],
    )  # fmt: skip


def test_the_force_builder_in_french(french: Visit, base_url: str) -> None:
    page = french.page
    open_ready(page, base_url + "fr/fis/force-builder/")
    expect(page.locator(".fb-status")).to_contain_text("2 camps")
    expect(page.get_by_role("button", name="Ajouter un joueur").first).to_be_visible()
    expect(page.locator("[data-side='0'] h2")).to_have_text("Camp A")
    expect(page.locator(".fb-settings legend")).to_have_text("Mission")
    expect(page.get_by_label("Limite de points par camp")).to_be_visible()
    none_of(
        tool_text(page, "#sortie-force-builder"),
        ["Add player", "Add formation", "Side name", "Player name", "Your cards", "Legal",
         "Problems", "Copy link", "Add aircraft", "Points limit"],
    )  # fmt: skip


def test_the_set_up_builder_in_french(french: Visit, base_url: str) -> None:
    page = french.page
    open_ready(page, base_url + "fr/dif/setup-builder/")
    expect(page.locator(".sb-settings legend")).to_have_text("Bataille")
    expect(page.locator(".sb-status")).to_contain_text("2 camps")
    expect(page.get_by_role("button", name="Ajouter un camp")).to_be_visible()
    expect(page.locator(".sb-flight-title").first).to_have_text("Avion 1")
    expect(page.locator(".sb-hand").first).to_contain_text("main de départ")
    none_of(
        tool_text(page, "#dif-setup-builder"),
        ["Battle", "Add side", "Edition", "Your cards", "Legal", "opening hand", "Problems",
         "Copy link", "Side name"],
    )  # fmt: skip


def test_the_reaction_chart_in_french(french: Visit, base_url: str) -> None:
    page = french.page
    open_ready(page, base_url + "fr/dif/reaction-chart/")
    chart = page.locator("#dif-reaction-chart")
    expect(chart.locator("h2").first).to_have_text("Choisissez une carte")
    expect(chart.locator(".dif-view:not([hidden]) h4").first).to_have_text("Ce qui y répond")
    expect(page.locator("#dif-whole-chart")).to_have_text("Le tableau complet")
    page.select_option("#dif-played", "in-my-sights")
    expect(page.locator(".dif-view:not([hidden]) .dif-reacts")).to_have_text("Aucune carte.")
    none_of(
        tool_text(page, "#dif-reaction-chart"),
        ["Pick a card", "What answers it", "What it answers", "The whole chart", "No card"],
    )


def test_the_bombing_calculator_in_french(french: Visit, base_url: str) -> None:
    page = french.page
    open_ready(page, base_url + "fr/dif/bombing-calculator/")
    expect(page.locator("#dif-status")).to_contain_text("Intact — l'attaquant marque 0 PV")
    # The script's own drawing, after a change: the target destroyed, the flak recounted.
    page.fill("#dif-dropped", "12")
    expect(page.locator("#dif-status strong")).to_have_text("Détruit")
    page.fill("#dif-flak", "0")
    expect(page.locator("#dif-flak-table td").first).to_have_text(
        "0 dégât"
    )  # Down In Flames says dégât (french-terms.yaml)
    expect(page.locator("#dif-scaled")).to_contain_text("net 0 (égalité)")
    none_of(
        tool_text(page, "#dif-bombing"),
        ["Bomber", "hits", "Destroyed", "attacker scores", "Target flak", "even", "Axis"],
    )


def test_mission_length_in_french(french: Visit, base_url: str) -> None:
    page = french.page
    open_ready(page, base_url + "fr/dif/mission-length/")
    page.get_by_role("button", name="Ajouter un attaquant").click()
    expect(page.get_by_label("Attaquant 2", exact=True)).to_be_visible()
    expect(page.locator("#dif-out-total")).to_contain_text("tours")
    expect(page.locator("#dif-length-out")).to_contain_text("Attaquant le plus lent : vitesse")
    # The targets by the French rules' names: the campaign, then the target.
    targets = page.locator("#dif-target option")
    # Its number once, not "Objectif #11 (#11)".
    expect(targets.filter(has_text=re.compile(r"^Malaisie\s:\sObjectif #11$"))).to_have_count(1)
    expect(targets.filter(has_text="Birmanie : Combat Tournoyant (#16)")).to_have_count(1)
    none_of(
        tool_text(page, "#dif-mission-length"),
        ["Attackers", "Add an attacker", "turns", "Target-bound", "Whole mission", "speed",
         "Malaya", "Burma", "Rule 22 example"],
    )  # fmt: skip


def test_the_table_roller_in_french(french: Visit, base_url: str) -> None:
    page = french.page
    open_ready(page, base_url + "fr/tbb/roller/")
    expect(page.locator("label[for='roller-table']")).to_have_text("Table")
    page.get_by_role("button", name="Lancer").click()
    expect(page.locator("#roller-total")).to_contain_text("Total : ")
    expect(page.locator("#roller-row")).to_contain_text("Ligne : ")
    none_of(
        tool_text(page, "#sortie-roller form"),
        ["Roll", "Use these dice", "Your dice", "Modifiers", "Other modifier", "Every column"],
    )
    none_of(tool_text(page, "#roller-result"), ["Dice", "Modifiers", "Row"])
    # The data in French too: a table's summary, its modifiers, its rows and the result read.
    page.select_option("#roller-table", "formation")
    expect(page.locator("#roller-summary")).to_contain_text("Lancée quand un raid se rassemble")
    expect(page.locator("#roller-modifiers")).to_contain_text("Le raid compte 6 Gruppen ou plus")
    page.select_option("#roller-column", "overcast")
    page.fill("#roller-die-1", "6")
    page.fill("#roller-die-2", "5")
    page.get_by_role("button", name="Utiliser ces dés").click()
    expect(page.locator("#roller-answer")).to_have_text("Retard 3")
    expect(page.locator("#roller-effect")).to_have_text(
        "Le raid se rassemble avec 3 Tours de Jeu (15 minutes) de retard."
    )
    expect(page.locator("tr.hit td").first).to_have_text("10–11")
    expect(page.locator("#roller-table-view")).to_contain_text("6 ou moins")
    none_of(
        tool_text(page, "#sortie-roller"),
        ["On time", "Late", "Special", "Rolled", "or less", "Overcast", "The raid"],
    )
