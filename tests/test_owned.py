"""What a player owns (issue 41, My hangar's collection): marked from the hangar, from an
aircraft's page and from a builder; "Only mine" filters the aircraft table and each
builder's picker, which lists what the player owns first with its count; a list that uses
more models than the player owns gets a warning, never an error.

Worked by hand: the player marks 4 Bf109F (in the hangar) and 2 Spitfire II (on its page:
Blood Red Skies has no Spitfire Ia; the Spitfire II is its Battle of Britain Spitfire). The
table then shows those two rows only, the deck builder's picker those two with their
counts, and a deck of 5 Bf109F uses one more than owned. In Down In Flames, 2 Spitfire I
cards marked on a set-up's flight, and 3 flown: one over. In Fighters in Sight, a force's
two sides start with one line of the first aircraft each (the bomber stand-in); 2 marked,
and one line raised to 3: 4 flown, two over."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browserkit import Visit, open_ready
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser]

WORDS = {
    "en": {
        "root": "",
        "owned": "{name} · {count} owned",
        "over": "You use {used} {name} and own {owned}.",
        "bomber": "Bomber (stand-in)",
    },
    "fr": {
        "root": "fr/",
        "owned": "{name} · {count} possédés",
        "over": "Vous utilisez {used} {name} et en possédez {owned}.",
        "bomber": "Bombardier (générique)",
    },
}


@pytest.fixture(
    params=[("en", 390), ("en", 1280), ("fr", 390), ("fr", 1280)], ids=lambda p: f"{p[0]}-{p[1]}"
)
def tab(request: Any, browser: Any) -> Iterator[tuple[Visit, str]]:
    language, width = request.param
    visit = Visit(browser, width=width, locale="fr-FR" if language == "fr" else "en-US")
    yield visit, language
    visit.close()
    assert not visit.offsite(), visit.offsite()


def ready(page: Any, url: str, mount: str) -> None:
    """Open ``url`` and wait until its ``mount`` element's module has drawn it."""
    open_ready(page, url)
    expect(page.locator(mount).first).not_to_have_attribute("aria-busy", "true")
    expect(page.locator(mount).first).to_be_visible()


def mark(box: Any, count: int) -> None:
    """Type a count in an "I own" box and leave it (its change is kept)."""
    box.fill(str(count))
    box.press("Tab")


def test_marked_in_the_hangar_and_on_a_page_filters_the_table_and_the_picker(
    tab: tuple[Visit, str], base_url: str
) -> None:
    visit, language = tab
    words = WORDS[language]
    page = visit.page
    root = base_url + words["root"]

    ready(page, root + "hangar/", "#sortie-own")
    page.locator(".own-find").fill("109F")
    shown = page.locator(".own-item:visible")
    expect(shown).to_have_count(1)
    expect(shown.locator(".own-name")).to_have_text("Bf109F")  # a name, never an id
    mark(shown.locator("input"), 4)
    page.locator(".own-find").fill("")
    page.locator("input[data-key='hangar-only-mine']").check()
    expect(shown).to_have_count(1)  # only what is owned: the Bf109F
    expect(shown.locator(".own-name")).to_have_text("Bf109F")

    ready(page, root + "brs/aircraft/spitfire-ii/", ".sortie-own")
    mark(page.locator(".sortie-own input"), 2)

    ready(page, root + "brs/aircraft/", ".sortie-own")
    rows = page.locator(".sortie-table tbody tr:visible")
    expect(rows).to_have_count(64)
    page.locator(".sortie-own input[type=checkbox]").check()
    expect(rows).to_have_count(2)
    names = [row.locator("td").first.locator("a").inner_text() for row in rows.all()]
    assert sorted(names) == ["Bf109F", "Spitfire II"]
    expect(rows.filter(has_text="Bf109F").locator("input")).to_have_value("4")

    ready(page, root + "brs/deck-builder/#v=1&d=1&a=bf109f.5.3", "#sortie-deck-builder")
    picker = page.locator("select[data-key='pick'] option")
    expect(picker.first).to_be_attached()
    # Owned first, with their counts, whatever the filter.
    first = picker.all_inner_texts()[:1]
    assert first[0] in {
        words["owned"].format(name="Bf109F", count=4),
        words["owned"].format(name="Spitfire II", count=2),
    }
    page.locator("input[data-key='only-mine']").check()
    expect(picker).to_have_count(2)
    assert sorted(picker.all_inner_texts()) == [
        words["owned"].format(name="Bf109F", count=4),
        words["owned"].format(name="Spitfire II", count=2),
    ]
    over = words["over"].format(used=5, name="Bf109F", owned=4)
    expect(page.locator(".own-warning")).to_have_text(over)
    # A warning for the player, not a rule: the verdict and its problems do not know it.
    expect(page.locator(".db-problems")).not_to_contain_text(over)
    expect(page.locator(".db-summary")).not_to_contain_text(over)


def test_a_set_up_and_a_force_marked_owned_and_filtered(
    tab: tuple[Visit, str], base_url: str
) -> None:
    visit, language = tab
    words = WORDS[language]
    page = visit.page
    root = base_url + words["root"]

    ready(page, root + "dif/setup-builder/", "#dif-setup-builder")
    flight = page.locator(".sb-flight[data-flight='side 1 aircraft 1']")
    flight.locator("select").first.select_option("spitfire-i")
    mark(flight.locator("input.own-count"), 2)
    page.locator("input[data-key='only-mine']").check()
    choices = flight.locator("select").first.locator("option")
    expect(choices).to_have_text([words["owned"].format(name="Spitfire I", count=2)])
    for _ in range(2):
        flight.locator(".sb-stepper button").last.click()
    expect(page.locator(".own-warning")).to_contain_text(
        words["over"].format(used=3, name="Spitfire I", owned=2)
    )

    ready(page, root + "fis/force-builder/", "#sortie-force-builder")
    line = page.locator(".fb-line").first
    mark(line.locator("input.own-count"), 2)
    page.locator("input[data-key='only-mine']").check()
    choices = page.locator(".fb-line").first.locator("select").first.locator("option")
    expect(choices).to_have_text([words["owned"].format(name=words["bomber"], count=2)])
    for _ in range(2):
        page.locator(".fb-line").first.locator(".fb-stepper button").last.click()
    expect(page.locator(".own-warning")).to_have_text(
        words["over"].format(used=4, name=words["bomber"], owned=2)
    )


def test_the_quick_build_draws_only_owned_cards_when_asked(
    tab: tuple[Visit, str], base_url: str
) -> None:
    """Four Bf109F take two doctrine cards (the shipped table). The player owns two of
    the five: drawn from those only, the deck holds exactly those two."""
    visit, language = tab
    page = visit.page
    root = base_url + WORDS[language]["root"]
    ready(page, root + "hangar/", "#sortie-own")
    page.locator(".own-kind[data-kind='doctrine'] summary").click()  # folded at first
    for card in ("dive-evasion", "ram-attack"):
        mark(page.locator(f".own-item[data-kind='doctrine'][data-id='{card}'] input"), 1)

    ready(page, root + "brs/deck-builder/#v=1&d=1&a=bf109f.4.3", "#sortie-deck-builder")
    page.locator("input[data-key='draw-owned']").check()
    page.locator("button[data-key='complete']").click()
    drawn = {
        card
        for card in (
            "defensive-tactics",
            "dive-evasion",
            "hail-of-fire",
            "high-altitude-performance",
            "ram-attack",
        )
        if page.locator(f".db-deck li[data-card='{card}'] output").inner_text() == "1"
    }
    assert drawn == {"dive-evasion", "ram-attack"}


def test_a_damaged_collection_is_said_and_marking_works_again(visit: Visit, base_url: str) -> None:
    """A store that is not a collection is said to be lost, the saved lists' banner says
    nothing, and a count marked then is kept."""
    page = visit.page
    ready(page, base_url + "hangar/", "#sortie-own")
    page.evaluate("""() => localStorage.setItem("sortie:owned:1:/", "{not json")""")
    ready(page, base_url + "hangar/", "#sortie-own")
    expect(page.locator(".own-banner")).to_contain_text("could not be read")
    expect(page.locator(".hg-banner")).to_be_hidden()
    page.locator(".own-kind[data-game='brs'][data-kind='aircraft'] summary").click()
    mark(page.locator(".own-item[data-kind='aircraft'][data-id='bf109f'] input"), 3)
    ready(page, base_url + "hangar/", "#sortie-own")
    expect(page.locator(".own-banner")).to_be_hidden()
    page.locator(".own-kind[data-game='brs'][data-kind='aircraft'] summary").click()
    expect(page.locator(".own-item[data-game='brs'][data-id='bf109f'] input")).to_have_value("3")
