"""The Down In Flames set-up builder in Debian's Chromium: its verdict on the example
set-ups (and random ones) equals ``sortie validate``'s on the file it exports, a set-up is
built by pointer and by keyboard alone, a 1939 battle is legal as far as known, nothing
from a link or a file runs, and a phone never scrolls sideways."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import quote

import needs
import pytest
import yaml
from browserkit import Visit, settled
from conftest import CONTENT, ROOT
from dif_setups import random_setup
from playwright.sync_api import expect
from verdictwords import listed_warnings, player_message

from generator.reading.content import load_checked

pytestmark = [pytest.mark.browser, needs.tool("chromium")]

BUILDER = "dif/setup-builder/"
EXAMPLES = sorted(ROOT.glob("examples/dif-*.yaml"))


def validate(paths: list[Path]) -> list[dict[str, Any]]:
    options = ["--content", str(CONTENT), "--format", "json"]
    done = subprocess.run(
        [sys.executable, "-m", "generator.cli", "validate", *map(str, paths), *options],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode in (0, 1), done.stdout + done.stderr
    report = json.loads(done.stdout)
    return report if isinstance(report, list) else [report]


def folded(findings: list[list[str]]) -> list[list[str]]:
    """``sortie validate`` prints a repeated finding once with a count; fold the page's."""
    counts = Counter((code, message) for code, message in findings)
    out = []
    for (code, message), count in counts.items():
        more = count - 1
        out.append([code, message + (f" (and {more} more time{'s' * (more > 1)})" if more else "")])
    return sorted(out)


def page_verdict(page: Any) -> dict[str, Any]:
    shown = page.evaluate(
        """() => ({
        valid: ['true', 'partial'].includes(document.querySelector('.sb-status').dataset.valid),
        errors: [...document.querySelectorAll('.sb-errors li')].map(
            li => [li.dataset.code, li.querySelector('.sb-message').textContent]),
        warnings: [...document.querySelectorAll('.sb-warnings li')].map(
            li => [li.dataset.code, li.querySelector('.sb-message').textContent]),
        unchecked: [...document.querySelectorAll('.sb-unchecked li')].map(
            li => [li.dataset.code, li.textContent, li.dataset.id, li.dataset.field]),
        sides: [...document.querySelectorAll('.sb-numbers')].map(p => [
            p.dataset.vp === '' ? null : Number(p.dataset.vp),
            p.dataset.headStart === '' ? null : Number(p.dataset.headStart)]),
        hands: [...document.querySelectorAll('.sb-hand')].map(
            p => p.dataset.hand === '' ? null : Number(p.dataset.hand)),
        })"""
    )
    shown["errors"], shown["warnings"] = folded(shown["errors"]), folded(shown["warnings"])
    return shown


def cli_verdict(report: dict[str, Any]) -> dict[str, Any]:
    sides = report["details"]["sides"]
    return {
        "valid": report["valid"],
        "errors": sorted([e["code"], player_message(e)] for e in report["errors"]),
        # A warning that a rule could not be checked is listed among the parts not checked.
        "warnings": sorted(
            [w["code"], w["message"]] for w in listed_warnings(report) if w["code"] != "unknown-key"
        ),
        "unchecked": [
            [u["code"], u["message"], u["fill"]["id"], u["fill"]["field"]]
            for u in report["unchecked"]
        ],
        "sides": [[side["vp"], side["head_start"]] for side in sides],
        "hands": [line["opening_hand"] for side in sides for line in side["aircraft"]],
    }


def import_file(page: Any, path: Path) -> None:
    if not page.locator(".sb-share details").evaluate("d => d.open"):
        page.locator(".sb-share details summary").click()
    page.get_by_label("Set-up file", exact=True).set_input_files(str(path))
    expect(page.locator(".sb-banner")).to_have_text("Set-up file imported.")


def test_examples_and_random_setups_read_as_sortie_validate_reads_the_export(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    content = load_checked(CONTENT, only={"dif"})
    rng = random.Random(1126)
    files = list(EXAMPLES)
    assert len(files) == 3
    while len(files) < 12:
        path = tmp_path / f"setup-{len(files):02}.yaml"
        path.write_text(yaml.safe_dump(random_setup(rng, content), allow_unicode=True), "utf-8")
        files.append(path)
    page = visit.page
    page.goto(base_url + BUILDER)
    expect(page.locator(".sb-status")).to_contain_text("2 sides")
    exports = []
    shown = []
    for n, path in enumerate(files):
        page.locator(".sb-banner").evaluate("b => { b.hidden = true; b.textContent = ''; }")
        import_file(page, path)
        shown.append(page_verdict(page))
        exported = tmp_path / f"exported-{n:02}.yaml"
        exported.write_text(page.locator(".sb-yaml").text_content() or "", "utf-8")
        exports.append(exported)
    from_files = validate(files)
    from_exports = validate(exports)
    assert {r["valid"] for r in from_files} == {True, False}  # both kinds are compared
    assert any(r["unchecked"] for r in from_files)
    for path, on_page, report, again in zip(files, shown, from_files, from_exports, strict=True):
        assert on_page == cli_verdict(report), path.name
        assert cli_verdict(again) == cli_verdict(report), path.name


def test_a_1939_battle_built_by_pointer_is_legal_as_far_as_known(
    visit: Visit, base_url: str
) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    page.get_by_label("Year", exact=True).fill("1939")
    page.get_by_label("Year", exact=True).press("Enter")
    page.get_by_label("Aircraft of side 1 aircraft 1").select_option("spitfire-i")
    page.get_by_label("Aircraft of side 2 aircraft 1").select_option("bf-110c")
    page.get_by_role("button", name="One more aircraft on side 2 aircraft 1").click()
    expect(page.locator(".sb-status")).to_have_text(
        "Legal as far as known · not checked: the year 1939 (Bf-110C's year unknown); "
        "the year 1939 (Spitfire I's year unknown) · 3 aircraft · 2 sides"
    )
    assert page.locator(".sb-status").get_attribute("data-valid") == "partial"
    expect(page.locator(".sb-numbers").nth(1)).to_have_text("2 aircraft · 20 VP")
    # A VP limit under the Bf-110C's 10 VP: refused, with sortie validate's words.
    page.get_by_label("VP limit", exact=True).fill("8")
    page.get_by_label("VP limit", exact=True).press("Enter")
    expect(page.locator(".sb-errors [data-code='vp-limit'] .sb-message")).to_have_text(
        "Bf-110C is worth 10 VP, more than the agreed limit of 8: drop it; no other aircraft "
        "of Germany in Aces High (DVG) is known to be worth 8 VP or less (the VP of 3 of them "
        "is unknown)"
    )
    expect(page.locator(".sb-status")).to_contain_text("Not legal · 1 error · not checked:")


def focus(page: Any, label: str, most: int = 80) -> None:
    """Tab (only) until the control named ``label`` has the focus."""
    for _ in range(most):
        page.keyboard.press("Tab")
        name = page.evaluate(
            "() => document.activeElement.getAttribute('aria-label')"
            " || document.activeElement.textContent"
        )
        if name == label:
            return
    raise AssertionError(f"Tab never reached {label!r}")


def test_a_setup_built_with_the_keyboard_alone(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    expect(page.locator(".sb-status")).to_contain_text("2 sides")
    focus(page, "Year")
    page.keyboard.type("1941")
    focus(page, "Altitude bonus (extra opening cards for a low start)")
    page.keyboard.press("Space")
    focus(page, "Aircraft of side 1 aircraft 1")
    for _ in range(40):  # walk the list to the Spitfire I (arrows change a closed select)
        if page.evaluate("() => document.activeElement.value") == "spitfire-i":
            break
        page.keyboard.press("ArrowDown")
    focus(page, "One more aircraft on side 1 aircraft 1")
    page.keyboard.press("Enter")
    focus(page, "Altitude of side 1 aircraft 1")
    page.keyboard.press("ArrowDown")  # Very Low: +2 opening cards with the bonus
    focus(page, "Add a pilot to side 1 aircraft 1")
    page.keyboard.press("Enter")
    focus(page, "Pilot of side 1 aircraft 1: codes")
    page.keyboard.type("P+1")
    page.keyboard.press("Enter")
    status = page.locator(".sb-status")
    expect(status).to_have_text(
        "Legal as far as known · not checked: the year 1941 (A6M5 Zeke's year unknown); "
        "the year 1941 (Spitfire I's year unknown) · 3 aircraft · 2 sides"
    )
    # Performance 6, +1 for the pilot's P+1, +2 for a Very Low start.
    expect(page.locator(".sb-hand").first).to_contain_text("opening hand 9")
    yaml_text = page.locator(".sb-yaml").text_content() or ""
    assert yaml.safe_load(yaml_text)["sides"][0]["aircraft"][0] == {
        "aircraft": "spitfire-i",
        "count": 2,
        "altitude": "very-low",
        "pilot": {"codes": ["P+1"]},
    }


def test_a_hostile_link_and_file_run_no_script(visit: Visit, base_url: str) -> None:
    page = visit.page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    name = '<img src=x onerror="window.__owned=1;alert(1)">'
    setup = {
        "name": name,
        "edition": "aces-high",
        "sides": [
            {
                "name": name,
                "aircraft": [
                    {"aircraft": "spitfire-9", "pilot": {"name": name, "codes": [name]}},
                    {"aircraft": "p-11c", "altitude": "orbit"},
                ],
            }
        ],
    }
    page.goto(base_url + BUILDER)
    fragment = page.evaluate(
        "s => import('../../assets/sortie/dif/js/setupfile.mjs').then(m => m.encode(s, '1'))", setup
    )
    page.goto(f"{base_url}{BUILDER}#{fragment}")
    expect(page.get_by_label("Battle name")).to_have_value(name)
    # Ids the data does not know are kept and reported in a player's words: no id list.
    errors = page.locator(".sb-errors [data-code='unknown-id'] .sb-message")
    expect(errors).to_have_count(2)
    expect(errors.first).to_have_text("Aircraft “spitfire-9” is unknown to this site.")
    expect(errors.nth(1)).to_have_text("Altitude “orbit” is unknown to this site.")
    text = (
        f"game: dif\nedition: aces-high\nname: {json.dumps(name)}\nsides:\n"
        f"  - name: {json.dumps(name)}\n    aircraft: [{{aircraft: p-11c}}]\n"
    )
    page.locator(".sb-share details summary").click()
    page.get_by_label("Set-up file to import").fill(text)
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator(".sb-banner")).to_have_text("Set-up file imported.")
    expect(page.locator(".sb-side h2").first).to_have_text(name)
    # A file with a key the format does not have is refused, by name, and changes nothing.
    page.get_by_label("Set-up file to import").fill(text + "onerror: 1\n")
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator(".sb-banner")).to_contain_text('"onerror" is not a key')
    settled(page)
    assert page.evaluate("window.__owned") is None
    assert dialogs == []
    assert page.locator("#dif-setup-builder img").count() == 0
    # A broken link is refused and leaves the set-up alone.
    page.evaluate(f"location.hash = 'v=1&s={quote('!!!')}'")
    expect(page.locator(".sb-banner")).to_contain_text("could not be opened")
    expect(page.locator(".sb-side h2").first).to_have_text(name)


@pytest.mark.parametrize("width", [390, 1280])
def test_no_sideways_scroll_and_44px_targets(
    browser: Any, base_url: str, width: int, tmp_path: Path
) -> None:
    tab = Visit(browser, width=width)
    page = tab.page
    page.goto(base_url + BUILDER)
    import_file(page, ROOT / "examples/dif-zero-strike.yaml")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    small = page.evaluate(
        """() => [...document.querySelectorAll('#dif-setup-builder button,'
            + ' #dif-setup-builder select, #dif-setup-builder input:not([type=checkbox])')]
            .filter(e => e.offsetParent !== null)
            .map(e => e.getBoundingClientRect())
            .filter(r => r.height < 44 || r.width < 44).length"""
    )
    assert page.locator("#dif-setup-builder button").count() > 10
    assert small == 0
    page.screenshot(path=str(tmp_path / f"setup-builder-{width}.png"), full_page=True)
    tab.close()


# -- issue 39: ZERO! pilots' aircraft types, and a change of edition ----------------------


def test_a_zero_pilots_type_is_read_from_its_name_or_id_and_never_dropped(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    """A skilled ZERO! pilot names his aircraft type: "A6M", "a6m" and "Zero" (the A6M2
    Zero's) all name the A6M type, which the set-up file writes as ``type: a6m`` and
    ``sortie validate`` reads; text that names no type stays in the box, refused beside it,
    and the set-up keeps the type it had."""
    page = visit.page
    page.goto(base_url + BUILDER)
    page.get_by_label("Edition", exact=True).select_option("zero")
    page.get_by_role("button", name="Add a pilot to side 1 aircraft 1").click()
    box = page.get_by_label("Pilot of side 1 aircraft 1: type")
    exported = page.locator(".sb-yaml")
    for typed in ("A6M", "a6m", "Zero"):
        box.fill(typed)
        box.press("Enter")
        expect(box).to_have_value("A6M")
        expect(exported).to_contain_text("type: a6m")
    box.fill("Zerro")
    box.press("Enter")
    refused = page.locator(".sb-pilot .yc-error:not([hidden])")
    expect(refused).to_contain_text("“Zerro” is no aircraft type of this edition: type one of")
    expect(refused).to_contain_text("A6M")
    expect(box).to_have_value("Zerro")
    expect(box).to_have_attribute("aria-invalid", "true")
    expect(exported).to_contain_text("type: a6m")
    # The file as it downloads: sortie validate reads it, and agrees the pilot flies his type.
    setup = tmp_path / "setup.yaml"
    setup.write_text(exported.text_content() or "", encoding="utf-8")
    [report] = validate([setup])
    assert "pilot-type" not in {e["code"] for e in report["errors"]}
    assert yaml.safe_load(setup.read_text("utf-8"))["sides"][0]["aircraft"][0]["pilot"] == {
        "codes": [],
        "type": "a6m",
    }
    # Another type's aircraft: the check names both types as the cards print them.
    page.get_by_label("Aircraft of side 1 aircraft 1").select_option("ki-43")
    expect(page.locator(".sb-errors [data-code='pilot-type']")).to_contain_text(
        "this pilot names the A6M type and flies only it (any model); Ki-43 Oscar is of type Ki-43"
    )


def test_a_change_of_edition_takes_each_aircraft_to_its_card_and_says_so(
    visit: Visit, base_url: str
) -> None:
    """The first set-up flies the A6M5 Zeke (Aces High) on both sides. Played with ZERO!,
    each becomes the A6M2 Zero, of the same A6M type, and the banner says so."""
    page = visit.page
    page.goto(base_url + BUILDER)
    expect(page.get_by_label("Aircraft of side 1 aircraft 1")).to_have_value("a6m5-zeke")
    page.get_by_label("Edition", exact=True).select_option("zero")
    expect(page.locator(".sb-banner")).to_have_text(
        "The battle is now played with ZERO! (GMT): A6M5 Zeke has no ZERO! (GMT) card: the "
        "A6M2 Zero, of the same type, flies instead."
    )
    for side in (1, 2):
        expect(page.get_by_label(f"Aircraft of side {side} aircraft 1")).to_have_value("a6m2")
    expect(page.locator(".sb-errors [data-code='edition']")).to_have_count(0)
    # Back to Aces High: the B5N2 Kate has a card in both, and takes its own.
    page.get_by_label("Aircraft of side 1 aircraft 1").select_option("b5n2-kate")
    page.get_by_label("Edition", exact=True).select_option("aces-high")
    expect(page.get_by_label("Aircraft of side 1 aircraft 1")).to_have_value("b5n2-kate-ah")
    expect(page.locator(".sb-banner")).to_contain_text("B5N2 Kate takes its Aces High (DVG) card")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_aircraft_of_the_other_edition_is_named_by_its_edition(
    browser: Any, base_url: str, language: str
) -> None:
    """A file that flies an Aces High card in a ZERO! battle: the finding names both
    editions as a player knows them, never by their ids."""
    french = language == "fr"
    tab = Visit(browser, locale="fr-FR" if french else "en-US")
    page = tab.page
    try:
        page.goto(base_url + ("fr/" if french else "") + BUILDER)
        page.locator(".sb-share details summary").click()
        page.locator(".sb-share details textarea").fill(
            "game: dif\nedition: zero\nsides:\n  - aircraft: [{aircraft: a6m5-zeke}]\n"
            "  - aircraft: [{aircraft: a6m2}]\n"
        )
        page.locator(".sb-share details .sb-actions button").click()
        finding = page.locator(".sb-errors [data-code='edition']")
        expect(finding).to_have_text(
            "A6M5 Zeke est une carte de l'édition Aces High (DVG), et cette bataille se joue "
            "avec l'édition ZERO! (GMT) : choisissez un avion de l'édition ZERO! (GMT)"
            if french
            else "A6M5 Zeke is a card of Aces High (DVG), and this battle is played with "
            "ZERO! (GMT): pick an aircraft of ZERO! (GMT)"
        )
        option = page.get_by_label(
            "Avion : camp 1 avion 1" if french else "Aircraft of side 1 aircraft 1"
        ).locator("option:checked")
        expect(option).to_have_text(
            re.compile(
                r"A6M5 Zeke \(carte de l'édition Aces High"
                if french
                else r"A6M5 Zeke \(a card of Aces High"
            )
        )
        assert "aces-high" not in (page.locator(".sb-body").inner_text())
    finally:
        tab.close()
