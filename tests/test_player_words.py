"""The game's words on the built pages, never the code's (issue 39), in English and French:
an enumerated value by its words (``heavy-bomber`` is a heavy bomber, a bombardier lourd), a
table's dice as players write them (2d6), no row for what only the printed aid's layout
uses (its order, whether it is turned), a card's "reacts to" code by what it means, a
null that means "not a variant" as a dash, a "who names it" list by what it is. Every
expected text here is worked out by hand from the data files named."""

from __future__ import annotations

import html
import re
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from conftest import shipped_content
from pagecheck import ENGLISH_COMPOUNDS, player_pages, visible
from pydantic import BaseModel
from sitebuild import html_of, shipped_site

from generator.registry import systems
from generator.site.pages import default_templates
from generator.site.values import Formatter, References
from generator.words.languages import translator


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


def rows(site: Path, uri: str, french: bool = False) -> dict[str, str]:
    """A definition page's Field/Value table as a player reads it: label → value."""
    page = html_of(site / "fr" if french else site, uri)
    table = page.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    found = {}
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.DOTALL):
        cells = [
            " ".join(html.unescape(re.sub(r"<[^>]+>", "", cell)).split())
            for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.DOTALL)
        ]
        found[cells[0]] = cells[1]
    return found


def text_of(site: Path, uri: str, french: bool = False) -> str:
    page = html_of(site / "fr" if french else site, uri)
    article = page.split("<article", 1)[1].split("</article>", 1)[0]
    text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", article)).split())
    return re.sub(r" ([,.])", r"\1", text)  # a tag's edge is no space before a comma


def test_a_burning_blue_table_page_shows_the_game_s_words(site: Path) -> None:
    """tbb/tables/formation.yaml: rule 9.2.8, order 20, group Raids, dice {count: 2}, axis
    "Modified 2d6", transpose false. Its page shows the rule, the group and the summary;
    the dice (2d6) and the axis head the drawn table; the order and the layout flag are
    nobody's business at the table."""
    english = rows(site, "tbb/tables/formation.md")
    assert list(english) == ["Rule", "Group", "Summary"]
    assert english["Rule"] == "9.2.8"
    french = rows(site, "tbb/tables/formation.md", french=True)
    assert list(french) == ["Règle", "Groupe", "Résumé"]
    page = text_of(site, "tbb/tables/formation.md")
    assert "2d6 — Formation" not in page  # English page: the table's English name
    assert "2d6 — Table de Formation" in page  # …then its French
    for raw in ("Order", "Transpose", "Count:", "Sides:"):
        assert raw not in page, raw
    for raw in ("Ordre", "Transposer", "Nombre", "Faces"):
        assert raw not in text_of(site, "tbb/tables/formation.md", french=True), raw
    # The tables' table: the Formation row reads 2d6, the Bombing VP row (no dice) a dash.
    index = text_of(site, "tbb/tables/index.md")
    assert "Formation Table de Formation 9.2.8 Raids 2d6" in index
    assert "Count: 2; Sides: 6" not in index
    # tbb/tables/cloud-cohesion.yaml gives bare figures: what they count is a row of its page.
    cloud = rows(site, "tbb/tables/cloud-cohesion.md")
    assert cloud["Results are"].startswith("Disorganisation levels the unit takes")
    cloud_fr = rows(site, "tbb/tables/cloud-cohesion.md", french=True)
    assert cloud_fr["Les résultats sont"] == "Niveaux de Désorganisation que prend l'unité"


def test_an_enumerated_value_reads_as_the_game_s_words(site: Path) -> None:
    """dif/aircraft/b-17d.yaml: role heavy-bomber; dif/aircraft/g4m.yaml: medium-bomber;
    dif/action-cards/barrel-roll.yaml: card_class attack-reaction."""
    assert rows(site, "dif/aircraft/b-17d.md")["Role"] == "heavy bomber"
    assert rows(site, "dif/aircraft/b-17d.md", french=True)["Rôle"] == "bombardier lourd"
    assert rows(site, "dif/aircraft/g4m.md")["Role"] == "medium bomber"
    assert rows(site, "dif/aircraft/g4m.md", french=True)["Rôle"] == "bombardier moyen"
    english = rows(site, "dif/action-cards/barrel-roll.md")
    assert english["Card class"] == "attack & reaction"
    french = rows(site, "dif/action-cards/barrel-roll.md", french=True)
    assert french["Classe de carte"] == "attaque & réaction"


def test_an_action_card_says_what_it_reacts_to_and_what_names_it(site: Path) -> None:
    """barrel-roll.yaml reacts to barrel-roll, scissors, in-my-sights and manoeuvre (the
    pseudo card of a manoeuvre); ace-pilot.yaml to any (every card played at you). Barrel
    Roll is no variant (variant_of null: a dash, not "unknown") and has no bomber effect
    (a dash). In My Sights is named by Evasive's after_success and by the two subtitled
    versions' variant_of."""
    english = rows(site, "dif/action-cards/barrel-roll.md")
    assert english["Reacts to"] == "Barrel Roll, Scissors, In My Sights, a manoeuvre"
    assert english["Variant of"] == "—"
    french = rows(site, "dif/action-cards/barrel-roll.md", french=True)
    assert french["Réagit à"].endswith(", une manœuvre")
    assert french["Variante de"] == "—"
    ace = rows(site, "dif/action-cards/ace-pilot.md")
    assert ace["Reacts to"] == "any card played against your aircraft"
    assert ace["Bomber effect"] == "—"
    assert rows(site, "dif/action-cards/ace-pilot.md", french=True)["Réagit à"] == (
        "toute carte jouée contre votre avion"
    )
    sights = text_of(site, "dif/action-cards/in-my-sights.md")
    assert "Cards played after it succeeds: Evasive." in sights
    assert "Its versions with a subtitle: In My Sights (Fuel Tank), In My Sights (Jinking)." in (
        sights
    )
    french_sights = text_of(site, "dif/action-cards/in-my-sights.md", french=True)
    assert "Cartes jouées après sa réussite : Evasion." in french_sights
    assert "Ses versions à sous-titre : Dans mon viseur (réservoir)" in french_sights
    assert "after_success" not in french_sights and "variant_of" not in french_sights


def test_no_page_says_a_stat_is_nullable(site: Path) -> None:
    """The Fighters in Sight aircraft (its kind's description, on the game's home page and
    its table): "every stat may stay unknown"."""
    for uri in ("fis/index.md", "fis/aircraft/index.md"):
        assert "nullable" not in text_of(site, uri)
        assert "every stat may stay unknown" in text_of(site, uri)


def test_french_pages_keep_their_character_references(site: Path) -> None:
    """The French typography sets a space before a semicolon glued to a word: never inside
    a character reference (``&para;``, the headings' permalink), which then showed "¶ ;"."""
    broken = [
        page.parent.relative_to(site).as_posix()
        for page in sorted((site / "fr").rglob("index.html"))
        if re.search(r"&#?[A-Za-z0-9]+\u00a0;", page.read_text(encoding="utf-8"))
    ]
    assert broken == []


def _coded_fields(model: type[BaseModel], seen: set[type]) -> list[tuple[str, type[Enum], type]]:
    """Every (field, enumeration, model) of a model and of the models inside it."""
    found: list[tuple[str, type[Enum], type]] = []
    if model in seen:
        return found
    seen.add(model)
    for name, info in model.model_fields.items():
        for kind in _types(info.annotation):
            if isinstance(kind, type) and issubclass(kind, Enum):
                found.append((name, kind, model))
            elif isinstance(kind, type) and issubclass(kind, BaseModel):
                found += _coded_fields(kind, seen)
    return found


def _types(annotation: Any) -> list[Any]:
    args = getattr(annotation, "__args__", None)
    if not args:
        return [annotation]
    return [found for arg in args for found in _types(arg)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_enumerated_value_has_the_game_s_words(language: str) -> None:
    """Each value of each enumerated field of every kind, as a page writes it: in English
    never its code with a hyphen (``heavy-bomber``), in French in the game's table."""
    content = shipped_content()
    checked = 0
    for gid, game in content.games.items():
        t = translator(language, default_templates(), systems()[gid].folder)
        formatter = Formatter(game, References(game), t)
        for kind in game.system.kinds:
            for field, enum, model in _coded_fields(kind.model, set()):
                for member in enum:
                    shown = str(formatter.value(member, field, model, f"{gid}/x/y.md"))
                    words = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", shown)  # a glossary link
                    words = re.sub(r"\\(.)", r"\1", words)  # as Markdown writes it out
                    if "-" in member.value and member.value not in ENGLISH_COMPOUNDS:
                        assert member.value not in words, (gid, field, member.value)
                    checked += 1
        assert sorted(t.missing) == [], (gid, sorted(t.missing))
    assert checked >= 30


@pytest.mark.parametrize("french", [False, True])
def test_a_definition_s_subtitle_stays_under_its_title(site: Path, french: bool) -> None:
    """With no id in it, the line under the title ("Aircraft of Blood Red Skies") still
    comes before the card's picture and print links, in both languages."""
    page = html_of(site / "fr" if french else site, "brs/aircraft/bf109f.md")
    after = page.split("</h1>", 1)[1].lstrip()
    assert after.startswith('<p class="sortie-fr">'), after[:200]
    assert after.index("sortie-fr") < after.index("sortie-card")


def test_no_line_can_start_with_a_semicolon(site: Path) -> None:
    """A breakable space before a ";" lets a browser start a line with it: bf109f.yaml's
    source ("…/planes.ts ; https://…") did on a phone, and the French of a note shown on
    an English page ("(Pilote polonais de la RAF ; l'unique …)") could. Every page a player
    reads, both languages: the space before a ";" is a no-break one, or there is none."""
    found = {}
    for page in player_pages(site):
        prose = "".join(visible(page.read_text(encoding="utf-8")).prose)
        if match := re.search(r"[ \t\r\n]+;", prose):
            found[page.parent.relative_to(site).as_posix()] = prose[
                max(0, match.start() - 40) : match.end() + 10
            ]
    assert found == {}
