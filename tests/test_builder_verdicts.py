"""One verdict everywhere a builder says it (issue 39): the pinned status, the Problems
panel and the headline agree ("Legal as far as known" in both), a count says what it
counts ("2 errors, 1 warning", a warning listed as one), a verdict that rests on values
from a link says so in its headline, a value not checked is listed once, and a club's pack
(the README's first example: Gathering of Eagles to 600 points) gives the builder the
verdict ``sortie validate`` gives. In English and French, each worked out by hand from the
rules the check applies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import needs
import pytest
from browserkit import Visit, open_ready
from conftest import CONTENT, ROOT
from playwright.sync_api import expect
from verdictwords import cli

pytestmark = [pytest.mark.browser, needs.tool("chromium")]

DECK = "brs/deck-builder/"
FOUR_BF109F = "#v=1&d=1&a=bf109f.4.3&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1"
"""Four Bf109F (traits unknown to our data), their doctrine and theatre cards, no trait card:
legal as far as known, the trait cards not checked."""
LINKED_TRAITS = "&u=a.bf109f.t.great-climb~great-dive"
"""The Bf109F's traits, as a share link carries them."""
SHORT = "#v=1&d=1&a=bf109e.6.3&c=great-climb.3_great-dive.2"
"""Six Bf109E, one Great Dive card short, no theatre and no doctrine card: two errors
(trait-count, theatre-count) and one warning (doctrine-count, the table being assumed)."""


@pytest.fixture
def french(browser: Any) -> Any:
    tab = Visit(browser, locale="fr-FR")
    yield tab
    tab.close()


def test_the_panel_and_the_status_say_one_verdict(
    visit: Visit, french: Visit, base_url: str
) -> None:
    """Legal as far as known in the status is legal as far as known in the Problems panel
    too, never "follows every rule Sortie checks"."""
    page = visit.page
    open_ready(page, base_url + DECK + FOUR_BF109F)
    expect(page.locator(".db-summary")).to_contain_text("Legal as far as known · not checked:")
    expect(page.locator(".db-problems .db-legal")).to_have_text(
        "Legal as far as known: this deck follows every rule Sortie could check."
    )
    expect(page.locator(".db-problems")).not_to_contain_text("every rule Sortie checks")
    page = french.page
    open_ready(page, base_url + "fr/" + DECK + FOUR_BF109F)
    expect(page.locator(".db-summary")).to_contain_text("Conforme pour autant qu'on sache")
    expect(page.locator(".db-problems .db-legal")).to_contain_text(
        "Conforme pour autant qu'on sache : cette pioche respecte toutes les règles que "
        "Sortie a pu vérifier."
    )
    expect(page.locator(".db-problems")).not_to_contain_text("toutes les règles que vérifie")


def test_a_count_says_what_it_counts(visit: Visit, french: Visit, base_url: str) -> None:
    """Two errors and one warning are counted so, and each list stands under its count."""
    page = visit.page
    open_ready(page, base_url + DECK + SHORT)
    expect(page.locator(".db-summary")).to_contain_text("Not legal · 2 errors, 1 warning ·")
    panel = page.locator(".db-problems")
    expect(panel.locator(".db-not-legal")).to_have_text("Not legal: 2 errors, 1 warning.")
    expect(panel.locator(".db-errors li")).to_have_count(2)
    expect(panel.locator(".db-warnings li")).to_have_count(1)
    expect(panel.locator("h3")).to_have_text(["2 errors", "1 warning"])
    # The list heading right above each list names it.
    headings = panel.locator("ul").evaluate_all(
        "uls => uls.map(u => u.previousElementSibling.textContent)"
    )
    assert headings == ["2 errors", "1 warning"]
    page = french.page
    open_ready(page, base_url + "fr/" + DECK + SHORT)
    expect(page.locator(".db-summary")).to_contain_text(
        "Non conforme · 2 erreurs, 1 avertissement ·"
    )
    expect(page.locator(".db-problems h3")).to_have_text(["2 erreurs", "1 avertissement"])


FIS_FORCE = """game: fis
sides:
  - name: RAF
    players:
      - formations:
          - aircraft:
              - {aircraft: fighter, count: 7}
              - {aircraft: fighter, wingman: true}
  - name: Luftwaffe
    players:
      - formations: []
"""
"""Three errors (8 aircraft in one formation, a wingman and no leader, a side with no
aircraft) and one warning (that wingman's formation has no leader to protect)."""


def test_a_force_counts_its_errors_and_marks_its_warning(
    visit: Visit, french: Visit, base_url: str
) -> None:
    for page, folder, said in (
        (visit.page, "", ("Not legal · 3 errors, 1 warning ·", ["3 errors", "1 warning"])),
        (
            french.page,
            "fr/",
            ("Non conforme · 3 erreurs, 1 avertissement ·", ["3 erreurs", "1 avertissement"]),
        ),
    ):
        open_ready(page, base_url + folder + "fis/force-builder/")
        page.locator(".fb-share details summary").click()
        page.locator(".fb-share details textarea").fill(FIS_FORCE)
        page.locator(".fb-share details button").click()
        status, headings = said
        expect(page.locator(".fb-status")).to_contain_text(status)
        expect(page.locator(".fb-problems h3")).to_have_text(headings)
        expect(page.locator(".fb-problems .fb-errors li")).to_have_count(3)
        expect(page.locator(".fb-problems .fb-warnings li")).to_have_count(1)
    # The formation is named by its place, in the player's language.
    expect(french.page.locator(".fb-errors [data-code='formation-size']")).to_contain_text(
        "l'escadrille 1 du joueur 1 (RAF) compte 8 avions"
    )
    expect(visit.page.locator(".fb-errors [data-code='formation-size']")).to_contain_text(
        "formation 1 of player 1 (RAF) has 8 aircraft"
    )


def test_a_verdict_on_values_from_a_link_says_so_in_its_headline(
    visit: Visit, french: Visit, base_url: str
) -> None:
    """The traits a link gives decide the verdict (4 Bf109F need 2 + 2 trait cards, the deck
    has none): the headline names them, and Your cards counts them as the link's, not as
    the player's own."""
    page = visit.page
    open_ready(page, base_url + DECK + FOUR_BF109F + LINKED_TRAITS)
    expect(page.locator(".db-summary")).to_contain_text(
        "Not legal with 1 value from the link · 1 error"
    )
    expect(page.locator(".db-problems .db-not-legal")).to_have_text(
        "Not legal with 1 value from the link: 1 error."
    )
    counts = page.locator(".yc-yours .yc-count")
    expect(counts).to_have_text(["1 value from the link"])
    page.locator("[data-fill='yours:aircraft:bf109f:traits']").get_by_role(
        "button", name="Keep it"
    ).click()
    # Kept, the value is the player's: the headline says so.
    expect(page.locator(".db-summary")).to_contain_text("Not legal with 1 value of yours · 1 error")
    expect(counts).to_have_text(["1 value of yours"])
    page = french.page
    open_ready(page, base_url + "fr/" + DECK + FOUR_BF109F + LINKED_TRAITS)
    expect(page.locator(".db-summary")).to_contain_text(
        "Non conforme avec 1 valeur venue du lien · 1 erreur"
    )


def test_a_value_not_checked_is_listed_once(visit: Visit, base_url: str) -> None:
    """The year 1939 cannot be checked for the Spitfire I (its year is unknown): the Problems
    panel says so once, among the parts not checked, not again as a warning."""
    page = visit.page
    open_ready(page, base_url + "dif/setup-builder/")
    page.get_by_label("Year", exact=True).fill("1939")
    page.get_by_label("Year", exact=True).press("Enter")
    page.get_by_label("Aircraft of side 1 aircraft 1").select_option("spitfire-i")
    unchecked = page.locator(".sb-problems .sb-unchecked li")
    expect(unchecked.filter(has_text="Spitfire I's year unknown")).to_have_count(1)
    expect(page.locator(".sb-problems")).not_to_contain_text(
        "cannot check the year 1939: Spitfire I's year is unknown"
    )
    expect(page.locator(".sb-problems .sb-warnings")).to_have_count(0)


README_PACK = """pack: 1
name: "My Bf109s"
patches:
  - {"game": "brs", "kind": "aircraft", "id": "bf109f", "traits": ["great-climb", "great-dive"]}
  - {"game": "brs", "kind": "game", "id": "brs", "formats": {"gathering-of-eagles": {"points_limit": 600}}}
"""
"""The README's first pack, word for word."""


def test_a_club_pack_gives_the_builder_the_verdict_of_the_command_line(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    """Seven Bf109E at skill 3 cost 7 × (31 + 50) = 567 points: over Gathering of Eagles'
    500, within the club's 600. The pack that says 600 gives the same verdict in the
    builder as on the command line."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert README_PACK.split("\n", 2)[2] in readme  # the README's example, as it is
    page = visit.page
    open_ready(page, f"{base_url}{DECK}#v=1&d=1&f=gathering-of-eagles&a=bf109e.7.3")
    page.get_by_role("button", name="Complete the deck").click()
    summary = page.locator(".db-summary")
    expect(summary).to_contain_text("567 points / 500")
    expect(page.locator(".db-errors [data-code='points-limit']")).to_have_count(1)
    page.get_by_text("Import a pack of card values").click()
    page.get_by_label("Pack to import").fill(README_PACK)
    page.get_by_role("button", name="Preview").click()
    preview = page.locator(".yc-pack-preview")
    expect(preview).to_contain_text("Gathering of Eagles: points limit 600")
    expect(preview).not_to_contain_text("Left out")
    page.get_by_role("button", name="Apply").click()
    expect(summary).to_contain_text("567 points / 600 (yours)")
    expect(page.locator(".db-errors [data-code='points-limit']")).to_have_count(0)
    house = page.locator(".yc-house")
    expect(house).to_contain_text("Gathering of Eagles points limit: 600 (yours)")
    # The export and the deck file: sortie validate says the same, error for error.
    with page.expect_download() as download:
        page.get_by_role("button", name="Export my cards").click()
    pack = tmp_path / "pack.yaml"
    download.value.save_as(pack)
    deck = tmp_path / "deck.yaml"
    deck.write_text(page.locator(".db-yaml").text_content() or "", encoding="utf-8")
    verdict = cli(deck, "--content", CONTENT, "--content", pack)
    shown = page.locator(".db-errors li[data-code]").evaluate_all(
        "lis => lis.map(li => li.dataset.code)"
    )
    assert [e["code"] for e in verdict["errors"]] == shown
    assert "points-limit" not in shown
    assert verdict["points"] == 567
    # Forgotten, the site's own limit is back.
    house.get_by_role("button", name="Forget").click()
    expect(summary).to_contain_text("567 points / 500")
