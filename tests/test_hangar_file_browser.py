"""My hangar as one file (issue 41), in Chromium at 390 and 1,280 px, in English and French:
two Blood Red Skies decks, a Down In Flames set-up and a Fighters in Sight force saved in
the hangar, what the player owns and their card values are saved as one file; the site's
storage is cleared; the file is opened, its preview read and merged, and everything is back
with the same verdicts. ``sortie validate`` on the downloaded file then gives each list the
builder's verdict.

The verdicts are worked by hand from the rules and the shipped data:
- "Lone": one Bf109E with no card at all lacks its trait, doctrine and theatre cards: not
  legal.
- "Schwarm": four Bf109F with two doctrine and two theatre cards and two Great Climb and
  two Great Dive cards; the Bf109F's traits are not in our data, and the player's values give
  it Great Climb and Great Dive: four aircraft of two traits take four trait cards split 2/2,
  which the deck holds: legal.
- "Channel 1939": in Aces High, a Spitfire I against two Bf-110C in 1939 breaks no rule,
  but neither aircraft's years are in our data: legal as far as known.
- "Big Wing": a Fighters in Sight formation holds at most 6 aircraft; one of 7: not legal.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browserkit import Visit, open_ready
from click.testing import CliRunner
from conftest import CONTENT
from playwright.sync_api import expect

from generator.cli import main

pytestmark = [pytest.mark.browser]

LONE = "v=1&d=1&a=bf109e.1.3"
SCHWARM = (
    "v=1&d=1&a=bf109f.4.3&c=great-climb.2_great-dive.2_dive-evasion.1_hail-of-fire.1_"
    "clear-skies.1_numbers.1"
)
CHANNEL = {
    "game": "dif",
    "edition": "aces-high",
    "year": 1939,
    "sides": [
        {"aircraft": [{"aircraft": "spitfire-i"}]},
        {"aircraft": [{"aircraft": "bf-110c", "count": 2}]},
    ],
}
BIG_WING = {
    "game": "fis",
    "sides": [{"players": [{"formations": [{"aircraft": [{"aircraft": "fighter", "count": 7}]}]}]}],
}
OWNED = {
    "brs": {"aircraft": {"bf109f": 4, "spitfire-ii": 2}},
    "dif": {"aircraft": {"spitfire-i": 1}},
}
TRAITS = {"aircraft": {"bf109f": {"traits": ["great-climb", "great-dive"]}}}

EXPECTED = {
    "Lone": "not-legal",
    "Schwarm": "legal",
    "Channel 1939": "legal-as-far-as-known",
    "Big Wing": "not-legal",
}
"""Each list's verdict, worked by hand (above), as ``sortie validate`` says it."""

MINE = {"Schwarm": "legal with 1 of yours"}
"""The hangar's words for a list whose verdict rests on the player's values: Schwarm's
Bf109F traits are the player's (``TRAITS``), and the hangar says so; the command line,
given the file's values as content, says "legal"."""

WORDS = {
    "en": {
        "root": "",
        "not-legal": "Not legal",
        "legal": "Legal",
        "legal-as-far-as-known": "Legal as far as known",
        "legal with 1 of yours": "Legal with 1 value of yours",
        "save": "Save my hangar as a file",
        "open": "Open a hangar file",
        "merge": "Add to my hangar",
        "added": "4 lists added",
        "done": "Added to your hangar: 4 lists, 3 counts of what you own, 1 card value.",
        "both": "is already in your hangar and differs",
    },
    "fr": {
        "root": "fr/",
        "not-legal": "Non conforme",
        "legal": "Conforme",
        "legal-as-far-as-known": "Conforme pour autant qu'on sache",
        "legal with 1 of yours": "Conforme avec 1 valeur saisie par vous",
        "save": "Enregistrer mon hangar dans un fichier",
        "open": "Ouvrir un fichier de hangar",
        "merge": "Ajouter à mon hangar",
        "added": "4 listes ajoutées",
        "done": "Ajouté à votre hangar : 4 listes, 3 nombres de ce que vous possédez, "
        "1 valeur de carte.",
        "both": "est déjà dans votre hangar et diffère",
    },
}

SEED = """async ([lists, owned, traits, channel, bigWing]) => {
  const mount = document.getElementById("sortie-hangar-file");
  const games = JSON.parse(mount.dataset.games);
  const site = (game) => games.find((g) => g.game === game);
  const dif = await import(new URL("../assets/sortie/dif/js/setupfile.mjs", location.href));
  const fis = await import(new URL("../assets/sortie/fis/js/forcefile.mjs", location.href));
  const difData = await (await fetch(site("dif").data)).json();
  const fisData = await (await fetch(site("fis").data)).json();
  const brsData = await (await fetch(site("brs").data)).json();
  const all = [
    ...lists,
    ["dif", "Channel 1939", dif.encode(dif.setupFromObject(channel, Object.keys(difData.editions)), difData.content_version)],
    ["fis", "Big Wing", fis.encode(fis.forceFromObject(bigWing), fisData.content_version)],
  ].map(([game, name, link], i) => ({ id: i + 1, game, name, link }));
  const root = new URL(mount.dataset.site, location.href).pathname;
  const values = new URL(mount.dataset.root, location.href).pathname;
  localStorage.setItem(`sortie:lists:1:${root}`, JSON.stringify({ format: 1, lists: all }));
  localStorage.setItem(`sortie:owned:1:${root}`, JSON.stringify({ format: 1, owned }));
  localStorage.setItem(`sortie:yours:${values}:brs:${brsData.content_version}`, JSON.stringify(traits));
}"""

STORES = """() => Object.fromEntries(Object.keys(localStorage).sort()
  .filter((k) => k.startsWith("sortie:owned:") || k.startsWith("sortie:yours:")).map((k) => [k,
  JSON.parse(localStorage.getItem(k))]))"""
"""The collection and the card values kept, by key (a table of values with none in it is
as good as none)."""


def stores(page: Any) -> dict[str, Any]:
    kept = page.evaluate(STORES)
    for key, value in kept.items():
        if key.startswith("sortie:yours:"):
            kept[key] = {table: values for table, values in value.items() if values}
    return kept


@pytest.fixture(
    params=[("en", 390), ("en", 1280), ("fr", 390), ("fr", 1280)],
    ids=lambda p: f"{p[0]}-{p[1]}",
)
def tab(request: Any, browser: Any) -> Iterator[tuple[Visit, str, int]]:
    language, width = request.param
    visit = Visit(browser, width=width, locale="fr-FR" if language == "fr" else "en-US")
    yield visit, language, width
    visit.close()
    assert not visit.offsite(), visit.offsite()


def verdicts(page: Any) -> dict[str, str]:
    """Each saved list's name and its verdict, once every one is checked."""
    expect(page.locator(".hg-verdict[data-valid='checking']")).to_have_count(0)
    expect(page.locator(".hg-verdict", has_text="…")).to_have_count(0)
    return {
        item.locator(".hg-name").inner_text(): item.locator(".hg-verdict-words").inner_text()
        for item in page.locator(".hg-list").all()
    }


def test_the_hangar_goes_into_a_file_and_comes_back(
    tab: tuple[Visit, str, int], base_url: str, tmp_path: Path
) -> None:
    visit, language, width = tab
    words = WORDS[language]
    page = visit.page
    hangar = f"{base_url}{words['root']}hangar/"
    open_ready(page, hangar)
    lists = [["brs", "Lone", LONE], ["brs", "Schwarm", SCHWARM]]
    page.evaluate(SEED, [lists, OWNED, TRAITS, CHANNEL, BIG_WING])
    page.reload()
    expected = {name: words[MINE.get(name, status)] for name, status in EXPECTED.items()}
    assert verdicts(page) == expected
    before = stores(page)
    assert len(before) == 2

    with page.expect_download() as download:
        page.get_by_role("button", name=words["save"]).first.click()
    saved = tmp_path / "hangar.yaml"
    download.value.save_as(saved)
    assert download.value.suggested_filename == "my-hangar.yaml"

    page.evaluate("() => localStorage.clear()")
    page.reload()
    expect(page.locator(".hg-list")).to_have_count(0)
    page.get_by_label(words["open"]).set_input_files(saved)
    preview = page.locator(".hf-preview")
    expect(preview.locator("[data-part='lists-added']")).to_contain_text(words["added"])
    page.screenshot(path=str(tmp_path / f"preview-{language}-{width}.png"), full_page=True)
    assert page.locator(".hg-list").count() == 0  # nothing changed before the player says so
    preview.get_by_role("button", name=words["merge"]).click()
    expect(page.locator(".hf-actions ~ .sl-note")).to_have_text(words["done"])
    expect(page.locator(".hg-list")).to_have_count(4)
    assert verdicts(page) == expected
    assert stores(page) == before
    page.reload()
    assert verdicts(page) == expected
    page.screenshot(path=str(tmp_path / f"after-{language}-{width}.png"), full_page=True)

    # Opened again: every list's name is taken by the same list, nothing to add.
    page.get_by_label(words["open"]).set_input_files(saved)
    expect(preview.locator("[data-part='lists-same']")).to_be_visible()
    expect(preview.get_by_role("button", name=words["merge"])).to_have_count(0)

    # The command line gives each list the builder's verdict.
    result = CliRunner().invoke(
        main, ["validate", str(saved), "--content", str(CONTENT), "--format", "json"]
    )
    reports = json.loads(result.stdout)
    assert {r["list"]["name"]: r["status"] for r in reports} == EXPECTED
    assert result.exit_code == 1


def test_a_list_whose_name_is_taken_is_kept_beside_it(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    """A file's list named as a different list of the same game is added as "name (2)";
    the player's own is never replaced."""
    page = visit.page
    open_ready(page, base_url + "hangar/")
    page.evaluate(SEED, [[["brs", "Lone", LONE]], {}, {}, CHANNEL, BIG_WING])
    page.reload()
    with page.expect_download() as download:
        page.get_by_role("button", name="Save my hangar as a file").first.click()
    saved = tmp_path / "hangar.yaml"
    download.value.save_as(saved)
    page.evaluate(SEED, [[["brs", "Lone", SCHWARM]], {}, {}, CHANNEL, BIG_WING])
    page.reload()
    page.get_by_label("Open a hangar file").set_input_files(saved)
    preview = page.locator(".hf-preview")
    expect(preview.locator("[data-part='lists-both']")).to_contain_text(
        "“Lone” (Blood Red Skies) is already in your hangar and differs: yours is kept, and "
        "the file's is added as “Lone (2)”."
    )
    preview.get_by_role("button", name="Add to my hangar").click()
    assert verdicts(page) == {
        "Lone": "Legal as far as known",
        "Channel 1939": "Legal as far as known",
        "Big Wing": "Not legal",
        "Lone (2)": "Not legal",
    }


def test_a_damaged_store_offers_to_save_what_is_left(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    """One saved list damaged (no link): the page says so in both sections, and the file
    saved then holds the list that is left."""
    page = visit.page
    open_ready(page, base_url + "hangar/")
    page.evaluate(SEED, [[["brs", "Kept", LONE]], {}, {}, CHANNEL, BIG_WING])
    page.evaluate(
        """() => {
          const key = Object.keys(localStorage).find((k) => k.startsWith("sortie:lists:1:"));
          const stored = JSON.parse(localStorage.getItem(key));
          stored.lists.push({id: 9, game: "brs", name: "Broken"});
          localStorage.setItem(key, JSON.stringify(stored));
        }"""
    )
    page.reload()
    expect(page.locator(".hg-banner")).to_contain_text("Broken")
    offer = page.locator(".hg-banner").get_by_role("link", name="Save what is left as a file")
    offer.click()
    damaged = page.locator(".hf-damaged")
    expect(damaged).to_contain_text("could not be read")
    with page.expect_download() as download:
        page.get_by_role("button", name="Save my hangar as a file").click()
    saved = tmp_path / "hangar.yaml"
    download.value.save_as(saved)
    text = saved.read_text(encoding="utf-8")
    assert '    name: "Kept"\n' in text and "Broken" not in text
    expect(page.locator(".hf-actions ~ .sl-note")).to_contain_text("Saved 3 lists")
