"""The deck builder page in Debian's Chromium: what a player does, and what an attacker
might try with a link. Served from the shipped site build on 127.0.0.1."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

import needs
import pytest
from browserkit import CHROMIUM, CHROMIUM_ARGS, Visit, settled
from conftest import CONTENT, ROOT
from playwright.sync_api import expect
from pypdf import PdfReader
from verdictwords import head, listed_warnings, player_message

from generator.words.typography import typeset_text

pytestmark = [
    pytest.mark.browser,
    needs.tool("chromium"),
]

BUILDER = "brs/deck-builder/"


def status(page: Any) -> Any:
    return page.locator(".db-status")


def add_aircraft(page: Any, aircraft: str, count: int, skill: int = 3) -> None:
    page.get_by_label("Aircraft to add", exact=True).select_option(aircraft)
    page.get_by_label("Pilot skill of the aircraft to add").select_option(str(skill))
    page.get_by_role("button", name="Add aircraft").click()
    row = page.locator(".db-lines li").last
    for _ in range(count - 1):
        row.get_by_role("button", name="One more").click()


def summary(page: Any) -> Any:
    return page.locator(".db-summary")


def draw_doctrine_and_theatre(page: Any) -> None:
    for button in page.get_by_role("button", name="at random").all():
        button.click()


def test_six_bf109e_get_a_legal_three_three_deck(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    add_aircraft(page, "bf109e", 6)
    draw_doctrine_and_theatre(page)
    expect(summary(page)).to_have_text(re.compile(r"^Legal · 6 aircraft · hand 3 · .*points"))
    traits = page.locator("[data-card='great-climb'] output, [data-card='great-dive'] output")
    expect(traits).to_have_text(["3", "3"])
    # Break it: one Great Dive card fewer.
    page.locator("[data-card='great-dive']").get_by_role("button", name="One fewer").click()
    problem = page.locator(".db-problems [data-code='trait-count']")
    # The message in the player's words; the code is no text, only its data-code.
    expect(problem).to_have_text(
        "6 Bf109E need 6 trait cards, split 3/3 between Great Climb and Great Dive;"
        " the deck has 5 (3/2): add 1 trait card"
    )
    expect(status(page)).to_contain_text("Not legal · 1 error ·")


def test_thirteen_aircraft_make_a_hand_of_four(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    add_aircraft(page, "bf109e", 7)
    add_aircraft(page, "spitfire-ii", 6)
    expect(status(page)).to_contain_text("13 aircraft · hand 4")


def test_permalink_round_trip_and_yaml_export(visit: Visit, base_url: str, tmp_path: Path) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    page.get_by_label("Name", exact=True).fill("JG 26")
    page.get_by_label("Name", exact=True).press("Tab")
    add_aircraft(page, "bf109e", 6)
    page.get_by_label("Aircraft to add", exact=True).select_option("ace:adolf-galland")
    page.get_by_role("button", name="Add aircraft").click()  # 7 Bf109E: an odd card
    draw_doctrine_and_theatre(page)
    page.locator("input[value='great-dive']").check()
    expect(status(page)).to_contain_text("Legal · 7 aircraft")
    # The address bar follows the deck a moment after the last change.
    page.wait_for_function(
        "location.href === document.querySelector('.db-link').value"
        " && location.hash.includes('o=bf109e.great-dive')"
    )
    exported = page.locator(".db-yaml").text_content()
    link = page.url
    other = visit.context.new_page()
    other.goto(link)
    expect(other.locator(".db-yaml")).to_have_text(exported)
    expect(other.locator(".db-summary")).to_have_text(summary(page).text_content())
    deck = tmp_path / "exported.yaml"
    deck.write_text(exported, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "generator.cli", "validate", str(deck), "--content", str(CONTENT)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "legal · 7 aircraft" in done.stdout
    assert "great-dive: 4" in exported


def test_a_hostile_permalink_runs_no_script(visit: Visit, base_url: str) -> None:
    page = visit.page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    name = '<img src=x onerror="window.__owned=1;alert(1)">'
    page.goto(f"{base_url}{BUILDER}#v=1&d=1&n={quote(name)}&a=bf109e.2.3")
    expect(status(page)).to_contain_text("2 aircraft")
    expect(page.get_by_label("Name", exact=True)).to_have_value(name)
    settled(page)
    assert page.evaluate("window.__owned") is None
    assert dialogs == []
    assert page.locator("#sortie-deck-builder img[src='x']").count() == 0


def test_a_broken_permalink_leaves_the_deck_alone(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(f"{base_url}{BUILDER}#v=1&d=1&a=bf109e.2.3")
    expect(status(page)).to_contain_text("2 aircraft")
    page.evaluate("location.hash = 'v=1&a=bf109e.999.3'")
    expect(page.locator(".db-banner")).to_contain_text(
        "could not be opened (count must be 1 to 100)"
    )
    expect(status(page)).to_contain_text("2 aircraft")


def test_print_cards_go_to_the_print_page_and_the_list_sheet_prints_alone(
    visit: Visit, base_url: str
) -> None:
    """The deck's cards print from the print page (test_print_values checks their places
    against the PDFs): one card for the force's aircraft and the 10 of its Action Deck (4
    doctrine and theatre cards, 6 trait cards: 3 Great Climb, 3 Great Dive) are 11 cards,
    two sheets of fronts each followed by its backs. The list sheet prints on one page."""
    page = visit.page
    page.goto(
        f"{base_url}{BUILDER}#v=1&d=1&a=bf109e.6.3"
        "&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1&t=1"
    )
    expect(status(page)).to_contain_text("Legal")
    page.evaluate("document.body.classList.add('db-print-list')")
    page.emulate_media(media="print")
    list_pdf = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    assert len(list_pdf.pages) == 1
    text = list_pdf.pages[0].extract_text()
    assert "Legal · 6 aircraft · hand 3 · 10 cards" in text
    assert "3× Great Climb" in text and "&a=bf109e.6.3" in text
    page.emulate_media(media="screen")
    page.get_by_role("link", name="Print cards").click()
    expect(page.locator(".pc-summary")).to_contain_text("11 cards on 2 sheets")
    expect(page.locator(".pc-verdict")).to_have_text("Legal")
    page.emulate_media(media="print")
    cards_pdf = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    assert len(cards_pdf.pages) == 4
    # US Letter: the tab's browser speaks American English (A4 elsewhere, and a choice).
    assert [round(float(v)) for v in cards_pdf.pages[0].mediabox[2:]] == [612, 792]
    assert "NOT LEGAL" not in "".join(p.extract_text() for p in cards_pdf.pages)


def test_the_builder_works_on_a_phone(browser: Any, base_url: str) -> None:
    phone = Visit(browser, width=390, height=844)
    page = phone.page
    page.goto(base_url + BUILDER)
    add_aircraft(page, "spitfire-ii", 2)
    expect(status(page)).to_contain_text("2 aircraft · hand 3")
    # Touch targets of at least 44 CSS px, and nothing wider than the screen.
    button = page.locator(".db-lines").get_by_role("button", name="One more").first.bounding_box()
    assert button["height"] >= 44 and button["width"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    card = page.locator("[data-card='tight-turn'] summary")
    card.click()  # card text opens on a tap, no hover needed
    expect(page.locator("[data-card='tight-turn'] details p").first).to_be_visible()
    phone.close()
    assert not phone.offsite()


def test_a_random_draw_says_what_the_data_does_not_know(visit: Visit, base_url: str) -> None:
    """Our data does not say which doctrine and theatre cards an air force had in a period
    (FACTS: random "from each player's available cards"): the draw takes every card of the
    kind, and says so, naming the air force and period chosen."""
    page = visit.page
    page.goto(base_url + BUILDER)
    page.locator("[data-key=nation]").select_option(label="RAF")
    page.locator("[data-key=period]").select_option(label="1940 Mid")
    add_aircraft(page, "spitfire-ii", 2)
    page.get_by_role("button", name="Complete the deck").click()
    note = page.locator(".db-force .db-drawn")
    expect(note).to_have_text(
        "Drawn from all 5 doctrine cards and 5 theatre cards in Sortie's data: our sources "
        "do not say which ones the RAF had in 1940 Mid. Agree on the cards with your "
        "opponent, or change them in the Action Deck."
    )
    expect(page.locator(".db-group h3", has_text="Doctrine cards")).to_have_text(
        "Doctrine cards 2/2"
    )
    # Another air force: the note no longer applies and goes; a draw of one kind says so
    # next to its own button, for the air force and period now chosen.
    page.locator("[data-key=nation]").select_option(label="All air forces")
    expect(note).to_have_text("")
    page.get_by_role("button", name="Draw 2 at random").last.click()
    expect(page.locator(".db-group .db-drawn")).to_have_text(
        re.compile(
            r"^Drawn from all 5 theatre cards in Sortie's data: our sources do not say which "
            r"ones each air force had in 1940 Mid\."
        )
    )


def test_the_pinned_status_stays_uncovered_on_a_phone(browser: Any, base_url: str) -> None:
    """Scrolling up brings Material's "Back to top" over the pinned status: not here. The
    Find box's placeholder fits the box on a phone."""
    phone = Visit(browser, width=390, height=844)
    page = phone.page
    page.goto(base_url + BUILDER)
    add_aircraft(page, "spitfire-ii", 2)
    page.mouse.wheel(0, 2500)
    page.wait_for_function("() => scrollY > 0")
    settled(page)
    down = page.evaluate("scrollY")
    page.mouse.wheel(0, -600)  # scrolling up is what calls the button in
    page.wait_for_function("y => scrollY < y", arg=down)
    settled(page)
    assert page.locator(".md-top").evaluate("e => getComputedStyle(e).display") == "none"
    box = page.locator(".db-status").bounding_box()
    on_top = page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('.db-status') !== null",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
    )
    assert on_top
    find = page.get_by_label("Find")
    fits = find.evaluate(
        """input => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d");
          context.font = `${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(input.placeholder).width <= room;
        }"""
    )
    assert fits
    phone.close()


# -- second pass: imports, focus, copy, phone status, print -------------------------------

IMPORTS = ROOT / "tests" / "decks" / "builder-import"
CLI = [sys.executable, "-m", "generator.cli"]


def cli_verdicts(paths: list[Path], lang: str = "en") -> list[dict[str, Any]]:
    """``sortie validate --format json`` of ``paths``, in one run: one verdict each, its
    messages in ``lang``."""
    command = [*CLI, "validate", "--format", "json", "--lang", lang, *map(str, paths)]
    done = subprocess.run(
        [*command, "--content", str(CONTENT)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode in (0, 1), done.stdout + done.stderr
    verdicts = json.loads(done.stdout)
    verdicts = verdicts if isinstance(verdicts, list) else [verdicts]
    assert [v["file"] for v in verdicts] == [str(p) for p in paths]
    return verdicts


def cli_verdict(path: Path) -> dict[str, Any]:
    return cli_verdicts([path])[0]


def import_file(page: Any, path: Path) -> None:
    details = page.locator("details.db-import")
    if not details.evaluate("d => d.open"):
        details.locator("summary").click()
    page.get_by_label("Deck file to open").set_input_files(str(path))
    expect(page.locator(".db-import-note")).to_contain_text("imported")


def shown_findings(page: Any, which: str) -> list[str]:
    """Each finding as "code message": the code is kept in data-code, not shown."""
    found = page.locator(f".db-problems {which} li[data-code]").evaluate_all(
        "lis => lis.map(li => `${li.dataset.code} ${li.textContent}`)"
    )
    return sorted(found)


def shows_the_findings_of(
    page: Any, cli: dict[str, Any], name: str, language: str = "en"
) -> list[str]:
    """The builder lists exactly the errors and warnings ``sortie validate`` gave (its
    ``--format json`` verdict ``cli``), word for word, set as the page's ``language`` sets
    text (a French colon keeps to its line); unknown keys are import notes, not warnings.
    Returns the errors as shown."""
    errors = sorted(
        f"{e['code']} {typeset_text(player_message(e, language), language)}" for e in cli["errors"]
    )
    expect(page.locator(".db-problems .db-errors li[data-code]")).to_have_count(len(errors))
    assert shown_findings(page, ".db-errors") == errors, name
    deck_warnings = sorted(
        f"{w['code']} {typeset_text(w['message'], language)}"
        for w in listed_warnings(cli)
        if w["code"] != "unknown-key"
    )
    assert shown_findings(page, ".db-warnings") == deck_warnings, name
    unchecked = sorted(
        f"{u['code']} {typeset_text(u['message'], language)}" for u in cli["unchecked"]
    )
    assert shown_findings(page, ".db-unchecked") == unchecked, name
    return errors


def test_an_import_gives_the_verdict_of_sortie_validate(visit: Visit, base_url: str) -> None:
    files = sorted(IMPORTS.glob("*.yaml"))
    assert len(files) == 20
    page = visit.page
    page.goto(base_url + BUILDER)
    expect(summary(page)).to_have_text("Add aircraft to start")
    legal = 0
    for path, cli in zip(files, cli_verdicts(files), strict=True):
        page.locator(".db-import-note").evaluate("n => { n.textContent = '' }")
        import_file(page, path)
        shows_the_findings_of(page, cli, path.name)
        for warning in cli["warnings"]:
            if warning["code"] == "unknown-key":
                key = warning["message"].split(":")[0].split(".")[-1]
                expect(page.locator(".db-import-note")).to_contain_text(f"unknown key {key}")
        expect(summary(page)).to_contain_text(
            f"{head(cli)} · {cli['aircraft']} aircraft · hand {cli['hand_size']}"
        )
        legal += cli["valid"]
    assert 0 < legal < 20  # both kinds are in the corpus
    # The misspelt card stays in the deck, named next to the import control and in the
    # deck, until the player removes it.
    import_file(page, IMPORTS / "02-misspelt-card.yaml")
    expect(page.locator(".db-import-note")).to_contain_text("card great-clmb")
    expect(summary(page)).to_contain_text("Not legal")
    page.get_by_role("button", name="Remove great-clmb").click()
    expect(page.locator(".db-problems [data-code='unknown-id']")).to_have_count(0)
    # A file the CLI refuses (exit 2) is refused, and the deck is left as it was.
    page.locator("details.db-import textarea").fill(
        "game: brs\nforce:\n  - aircraft: bf109e\n    count: 0\n"
    )
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator(".db-import-note")).to_contain_text("could not be imported")
    expect(page.locator(".db-lines li")).to_have_count(1)


def test_the_french_page_says_the_findings_of_sortie_validate_in_french(
    browser: Any, base_url: str
) -> None:
    """The builder on the French site, in a French browser, checks in French: the codes and
    findings of ``sortie validate --lang fr`` word for word, and its status line says the
    verdict with the same counts, in the page's French."""
    french = Visit(browser, locale="fr-FR")
    try:
        french_builder(french.page, base_url)
    finally:
        french.close()
    assert not french.offsite(), french.offsite()


def french_import(page: Any, path: Path) -> None:
    details = page.locator("details.db-import")
    if not details.evaluate("d => d.open"):
        details.locator("summary").click()
    page.get_by_label("Fichier de pioche à ouvrir").set_input_files(str(path))
    expect(page.locator(".db-import-note")).to_contain_text("importé")


def french_builder(page: Any, base_url: str) -> None:
    page.goto(base_url + "fr/" + BUILDER)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(summary(page)).to_have_text("Ajoutez des avions pour commencer")
    page.get_by_label("Avion à ajouter", exact=True).select_option("bf109e")
    page.get_by_label("Compétence de Pilote de l'avion à ajouter").select_option("3")
    page.get_by_role("button", name="Ajouter un avion").click()
    row = page.locator(".db-lines li").last
    for _ in range(5):
        row.get_by_role("button", name="un de plus").click()
    for button in page.get_by_role("button", name="au hasard").all():
        button.click()
    expect(summary(page)).to_have_text(re.compile(r"^Conforme · 6 avions · main de 3 · .*points"))
    page.locator("[data-card='great-dive']").get_by_role("button", name="un de moins").click()
    # Worked by hand: 3/3 between Great Climb and Great Dive (their French names), 3/2 held.
    expect(page.locator(".db-problems [data-code='trait-count']")).to_have_text(
        "6 Bf109E demandent 6 cartes de Trait, réparties 3/3 entre Excellente Ascension et "
        "Formidable Piqué ; la pioche en a 5 (3/2) : ajoutez 1 carte de Trait"
    )
    expect(summary(page)).to_contain_text("Non conforme · 1 erreur · 6 avions · main de 3")
    files = sorted(IMPORTS.glob("*.yaml"))
    french = 0
    for path, cli in zip(files, cli_verdicts(files, "fr"), strict=True):
        page.locator(".db-import-note").evaluate("n => { n.textContent = '' }")
        french_import(page, path)
        errors = shows_the_findings_of(page, cli, path.name, "fr")
        # The status line: the verdict, the counts and what was not checked of sortie
        # validate's, in French.
        planes = cli["aircraft"]
        expect(summary(page)).to_contain_text(
            f"{head(cli, 'fr')} · {planes} avion{'s' if planes > 1 else ''} · main de "
            f"{cli['hand_size']}"
        )
        french += any("la pioche" in e or "inconnu de ce site" in e for e in errors)
        if not cli["valid"]:  # the first problem, above the fold, set as the list sets it
            first = page.locator(".db-status .db-first:not(.db-fill-in)").text_content()
            message = typeset_text(player_message(cli["errors"][0], "fr"), "fr")
            assert first == f"↓ {message}", path.name
    assert french >= 5  # the corpus's illegal decks are said in French, not only compared


def test_a_name_with_a_hash_round_trips(visit: Visit, base_url: str, tmp_path: Path) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    page.get_by_label("Name", exact=True).fill("JG 26 #2")
    add_aircraft(page, "bf109e", 2)
    exported = page.locator(".db-yaml").text_content()
    assert 'name: "JG 26 #2"' in exported
    deck = tmp_path / "jg26.yaml"
    deck.write_text(exported, encoding="utf-8")
    assert cli_verdict(deck)["aircraft"] == 2
    page.get_by_label("Name", exact=True).fill("other")
    import_file(page, deck)
    expect(page.get_by_label("Name", exact=True)).to_have_value("JG 26 #2")


def test_keyboard_only_flow_in_under_40_key_presses(visit: Visit, base_url: str) -> None:
    page = visit.page
    visit.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(base_url + BUILDER)
    expect(summary(page)).to_have_text("Add aircraft to start")
    presses = 0

    def press(key: str) -> None:
        nonlocal presses
        page.keyboard.press(key)
        presses += 1

    def focused() -> str | None:
        return page.evaluate("document.activeElement?.dataset?.key ?? null")

    def tab_to(key: str) -> None:
        for _ in range(20):
            press("Tab")
            if focused() == key:
                return
        raise AssertionError(f"Tab never reached {key}")

    press("Tab")  # Material's "Skip to content" link
    press("Enter")
    tab_to("name")
    for char in "JG 26":
        press(char)
    tab_to("find")
    for char in "109":
        press(char)
    for _ in range(6):
        press("Enter")  # adds a Bf109E, then one more each time
    assert focused() == "find"
    expect(summary(page)).to_contain_text("6 aircraft")
    tab_to("complete")
    press("Enter")
    expect(summary(page)).to_have_text(re.compile(r"^Legal · 6 aircraft"))
    assert focused() == "complete"
    tab_to("copy-link")
    press("Enter")
    expect(page.locator(".db-copied")).to_have_text("✓ Link copied")
    assert presses < 40, presses
    print(f"keyboard-only flow: {presses} key presses")
    expect(page.get_by_label("Name", exact=True)).to_have_value("JG 26")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith(base_url + BUILDER + "#v=1") and "n=JG+26" in copied


def test_typing_keeps_focus_and_the_next_click_counts(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    name = page.get_by_label("Name", exact=True)
    name.click()
    page.keyboard.type("Eagle", delay=20)
    expect(name).to_be_focused()
    limit = page.get_by_label("Points limit")
    limit.click()
    page.keyboard.type("450")
    expect(limit).to_be_focused()
    # The first click after typing adds the aircraft, and the typed values stay.
    page.get_by_role("button", name="Add aircraft").click()
    expect(page.locator(".db-lines li")).to_have_count(1)
    expect(name).to_have_value("Eagle")
    expect(limit).to_have_value("450")
    expect(summary(page)).to_contain_text("/ 450")
    # A stepper pressed from the keyboard keeps the focus on itself.
    more = page.locator(".db-lines").get_by_role("button", name="One more")
    more.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    expect(page.locator(".db-lines output")).to_have_text("3")
    assert page.evaluate("document.activeElement.dataset.key") == "line:0:more"
    # "Add aircraft" of a type already in the force raises its count.
    page.get_by_role("button", name="Add aircraft").click()
    expect(page.locator(".db-lines li")).to_have_count(1)
    expect(page.locator(".db-lines output")).to_have_text("4")
    # An open card stays open across updates.
    page.locator("[data-card='dive-evasion'] summary").click()
    page.locator("[data-card='dive-evasion']").get_by_role("button", name="One more").click()
    expect(page.locator("[data-card='dive-evasion'] details")).to_have_attribute("open", "")


def test_the_picker_groups_by_air_force_and_finds_by_typing(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    data = json.loads(page.evaluate("fetch('../deck-data.json').then(r => r.text())"))
    groups = page.locator("[data-key='pick'] optgroup")
    labels = groups.evaluate_all("gs => gs.map(g => g.label)")
    assert set(labels) == {data["nations"][a["nation"]] for a in data["aircraft"].values()}
    page.get_by_label("Find").fill("spit")
    spitfires = sum("spitfire" in a["name"].lower() for a in data["aircraft"].values())
    options = page.locator("[data-key='pick'] option")
    expect(options).to_have_count(spitfires)
    assert all("Spitfire" in text for text in options.all_text_contents())
    page.get_by_label("Find").fill("zzz")
    expect(page.locator(".db-add .db-note")).to_have_text(
        "Nothing matches: change the search or the filters."
    )
    expect(page.get_by_role("button", name="Add aircraft")).to_be_disabled()


def test_copy_falls_back_without_the_clipboard_api(browser: Any, base_url: str) -> None:
    # A club LAN serves the site on plain http, where browsers give no Clipboard API:
    # reach the same server under a LAN name, which is not a secure context.
    port = base_url.rsplit(":", 1)[1].rstrip("/")
    lan = browser.browser_type.launch(
        executable_path=str(CHROMIUM),
        args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP club.lan 127.0.0.1"],
    )
    try:
        page = lan.new_page()
        page.goto(f"http://club.lan:{port}/{BUILDER}#v=1&d=1&a=bf109e.2.3")
        expect(summary(page)).to_contain_text("2 aircraft")
        assert page.evaluate("window.isSecureContext") is False
        assert page.evaluate("navigator.clipboard === undefined")
        page.evaluate(
            "document.addEventListener('copy', () =>"
            " { window.__copied = document.getSelection().toString(); })"
        )
        page.get_by_role("button", name="Copy link").click()
        expect(page.locator(".db-copied")).to_have_text("✓ Link copied")
        assert page.evaluate("window.__copied").endswith("&a=bf109e.2.3")
        page.get_by_role("button", name="Copy text list").click()
        expect(page.locator(".db-copied")).to_have_text("✓ Text list copied")
        text = page.evaluate("window.__copied")
        assert text.startswith("Blood Red Skies force\nNOT LEGAL · 2 aircraft")
        assert "Problems (" in text and "theatre-count:" in text
        assert text.rstrip().endswith("&a=bf109e.2.3")
    finally:
        lan.close()


def test_phone_status_shows_the_first_problem_and_scrolls_to_it(
    browser: Any, base_url: str
) -> None:
    phone = browser.new_context(
        service_workers="block",  # as every tab (browserkit.Visit)
        viewport={"width": 390, "height": 844},
        has_touch=True,
        is_mobile=True,
        locale="en-US",
    )
    page = phone.new_page()
    # One Great Dive card short and no theatre card: at least two problems.
    page.goto(f"{base_url}{BUILDER}#v=1&d=1&a=bf109e.6.3&c=great-climb.3_great-dive.2")
    errors = page.locator(".db-problems .db-errors li[data-code]")
    expect(errors.first).to_be_attached()
    count = errors.count()
    assert count >= 2
    message = errors.first.text_content()  # the message alone: the code is no text
    first = page.locator(".db-status .db-first:not(.db-fill-in)")
    expect(first).to_have_text(f"↓ {message}")
    expect(summary(page)).to_contain_text(f"Not legal · {count} errors")
    # Two lines on a phone; the toggle opens the rest, the first problem among it.
    expect(first).to_be_hidden()
    page.get_by_role("button", name="Show the whole status").tap()
    expect(first).to_be_visible()
    box = first.bounding_box()
    assert box["height"] >= 44
    first.tap()
    problem = page.locator(".db-problems li[data-code]").first
    expect(problem).to_be_in_viewport()
    expect(page.locator(".db-problems")).to_be_focused()
    # The pinned status stays on screen while the page scrolls.
    assert page.locator(".db-status").bounding_box()["y"] < 844
    # Checkboxes and radios have 44 px targets; inputs have a visible border.
    target = page.locator("label.db-choice").first.bounding_box()
    assert target["height"] >= 44
    border = page.get_by_label("Name", exact=True).evaluate(
        "e => getComputedStyle(e).borderTopWidth + ' ' + getComputedStyle(e).borderTopStyle"
    )
    assert border == "1px solid"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    phone.close()


def test_an_empty_deck_opens_neutral(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    expect(summary(page)).to_have_text("Add aircraft to start")
    expect(status(page)).to_have_attribute("data-valid", "empty")
    expect(page.locator(".db-status .db-first:not(.db-fill-in)")).to_be_hidden()
    # Desktop: force and deck side by side, the status pinned in view.
    force = page.locator(".db-col-force").bounding_box()
    deck = page.locator(".db-col-deck").bounding_box()
    assert deck["x"] >= force["x"] + force["width"]
    page.mouse.wheel(0, 1500)
    expect(status(page)).to_be_in_viewport()


def test_odds_set_deployment_cards_aside(visit: Visit, base_url: str) -> None:
    page = visit.page
    # Radar Support is a deployment theatre card: 10 cards, 9 drawn.
    page.goto(
        f"{base_url}{BUILDER}#v=1&d=1&a=bf109e.6.3"
        "&c=dive-evasion.1_hail-of-fire.1_radar-support.1_numbers.1&t=1"
    )
    caption = page.locator(".db-odds caption")
    expect(caption).to_contain_text("opening hand of 3 from 9 cards")
    expect(caption).to_contain_text("1 deployment card set aside")
    expect(page.locator(".db-odds tr[data-card='radar-support'] td").last).to_have_text(
        "set aside: played at deployment"
    )
    # Numbers: 1 copy among 9, hand of 3: 1 - C(8,3)/C(9,3) = 1/3.
    expect(page.locator(".db-odds tr[data-card='numbers'] td").last).to_have_text("33%")
    # Great Climb: 3 copies among 9: 1 - C(6,3)/C(9,3) = 1 - 20/84 = 76 %.
    expect(page.locator(".db-odds tr[data-card='great-climb'] td").last).to_have_text("76%")


def test_printing_an_illegal_deck_marks_every_sheet(visit: Visit, base_url: str) -> None:
    page = visit.page
    # 6 Bf109E and 13 cards: no theatre card, so not legal (one error); the aircraft's card
    # and the 13 make 14 cards: two sheets of fronts, each followed by its backs.
    page.goto(
        f"{base_url}{BUILDER}#v=1&d=1&n=Test&f=gathering-of-eagles&a=bf109e.6.3"
        "&c=dive-evasion.4_hail-of-fire.3&t=1"
    )
    expect(summary(page)).to_contain_text("Not legal")
    page.evaluate("document.body.classList.add('db-print-list')")
    page.emulate_media(media="print")
    text = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True))).pages[0].extract_text()
    assert "NOT LEGAL · 6 aircraft" in text
    assert "Format: Gathering of Eagles" in text
    assert "Points: " in text and "/ 500 limit" in text
    assert "every deck needs exactly 2 theatre cards" in text
    assert "theatre-count" not in text  # the player's words, never the code
    page.emulate_media(media="screen")
    page.get_by_role("link", name="Print cards").click()
    expect(page.locator(".pc-verdict")).to_have_text("Not legal")
    page.emulate_media(media="print")
    cards_pdf = PdfReader(io.BytesIO(page.pdf(prefer_css_page_size=True)))
    assert len(cards_pdf.pages) == 4
    fronts = [cards_pdf.pages[0].extract_text(), cards_pdf.pages[2].extract_text()]
    for sheet in fronts:
        assert "NOT LEGAL — Test: 1 error, see its builder" in sheet


def test_home_and_every_brs_page_link_to_the_builder(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    from sitebuild import shipped_site

    site = shipped_site(tmp_path_factory)
    pages = sorted(p for p in (site / "brs").rglob("index.html") if "deck-builder" not in str(p))
    assert len(pages) > 20
    for page in [site / "index.html", *pages]:
        html = page.read_text(encoding="utf-8")
        assert re.search(r'href="[./]*(brs/)?deck-builder/"', html), page
    assert "Build and check a deck in the deck builder" in (site / "brs/index.html").read_text(
        encoding="utf-8"
    )


def deck_data(page: Any) -> dict[str, Any]:
    text = page.evaluate("fetch('../deck-data.json').then(r => r.text())")
    data: dict[str, Any] = json.loads(text)
    return data


def exported_verdict(page: Any, tmp_path: Path) -> dict[str, Any]:
    deck = tmp_path / "exported.yaml"
    deck.write_text(page.locator(".db-yaml").text_content(), encoding="utf-8")
    return cli_verdict(deck)


def test_unknown_traits_are_picked_by_hand(visit: Visit, base_url: str, tmp_path: Path) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    data = deck_data(page)
    unknown = [k for k, a in data["aircraft"].items() if a.get("traits", []) is None]
    if not unknown:
        pytest.skip("the shipped data gives the traits of every aircraft")
    plane = unknown[0]
    name = data["aircraft"][plane]["name"]
    page.goto(f"{base_url}{BUILDER}#v=1&d=1&a={plane}.2.3&t=1")
    expect(page.locator(".db-by-hand")).to_contain_text(f"do not give the traits of {name}")
    offered = page.locator(".db-deck [data-card]").evaluate_all(
        "rows => rows.map(r => r.dataset.card)"
    )
    traits = [
        c for c, card in data["cards"].items() if card["kind"] == "traits" and not card["negative"]
    ]
    assert set(traits) <= set(offered)
    row = page.locator(f".db-deck [data-card='{traits[0]}']")
    row.get_by_role("button", name="One more").click()
    row.get_by_role("button", name="One more").click()
    expect(row.locator("output")).to_have_text("2")
    # The hand-picked cards stay while automatic filling is on, and the verdict is the CLI's.
    expect(page.get_by_label("Fill trait cards automatically (even split)")).to_be_checked()
    cli = exported_verdict(page, tmp_path)
    assert shown_findings(page, ".db-errors") == sorted(
        f"{e['code']} {e['message']}" for e in cli["errors"]
    )
    assert any(w["code"] == "traits-unknown" for w in cli["warnings"])
    # Said once, among the parts not checked, not again as a warning.
    expect(page.locator(".db-unchecked [data-code='traits-unknown']")).to_have_count(1)
    expect(page.locator(".db-warnings [data-code='traits-unknown']")).to_have_count(0)


def test_points_total_shows_a_lower_bound(visit: Visit, base_url: str, tmp_path: Path) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    data = deck_data(page)
    priced = [k for k, a in data["aircraft"].items() if a["points"] is not None]
    unpriced = [k for k, a in data["aircraft"].items() if a["points"] is None]
    if not priced or not unpriced:
        pytest.skip("the shipped data has no mix of known and unknown aircraft points")
    page.goto(f"{base_url}{BUILDER}#v=1&d=1&a={priced[0]}.2.3_{unpriced[0]}.2.3")
    expect(summary(page)).to_contain_text("4 aircraft")
    cli = exported_verdict(page, tmp_path)
    assert cli["points_known"] is False
    expect(summary(page)).to_contain_text(f"≥ {cli['points']} points (1 value unknown)")
