"""The Fighters in Sight force builder in Debian's Chromium: its verdict on real force files
equals ``sortie validate``'s, links round-trip, and nothing from a link or a file runs."""

from __future__ import annotations

import json
import random
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
from fis_forces import random_force
from playwright.sync_api import expect
from verdictwords import listed_warnings, player_message

from generator.reading.content import load_checked

pytestmark = [
    pytest.mark.browser,
    needs.tool("chromium"),
]

BUILDER = "fis/force-builder/"


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
    """The page lists a repeated finding each time; ``sortie validate`` prints it once with
    a count (``(and 2 more times)``): fold the page's list the same way to compare."""
    counts = Counter((code, message) for code, message in findings)
    out = []
    for (code, message), count in counts.items():
        more = count - 1
        out.append([code, message + (f" (and {more} more time{'s' * (more > 1)})" if more else "")])
    return sorted(out)


def page_verdict(page: Any) -> dict[str, Any]:
    """What the page shows: validity, problems, and each side's numbers."""
    return page.evaluate(
        """() => ({
        valid: ['true', 'partial'].includes(document.querySelector('.fb-status').dataset.valid),
        unchecked: document.querySelector('.fb-status').dataset.valid === 'partial',
        errors: [...document.querySelectorAll('.fb-errors li')].map(
            li => [li.dataset.code, li.querySelector('.fb-message').textContent]).sort(),
        warnings: [...document.querySelectorAll('.fb-warnings li')].map(
            li => [li.dataset.code, li.querySelector('.fb-message').textContent]).sort(),
        sides: [...document.querySelectorAll('.fb-numbers')].map(p => ({
            hand_size: Number(p.dataset.hand), activations: Number(p.dataset.activations),
            points: Number(p.dataset.points), points_known: p.dataset.pointsKnown === 'true'})),
        })"""
    )


def cli_verdict(report: dict[str, Any]) -> dict[str, Any]:
    return {
        "valid": report["valid"],
        "unchecked": report["valid"] and bool(report["unchecked"]),
        "errors": sorted([e["code"], player_message(e)] for e in report["errors"]),
        # A warning that a rule could not be checked is listed among the parts not checked.
        "warnings": sorted(
            [w["code"], w["message"]] for w in listed_warnings(report) if w["code"] != "unknown-key"
        ),
        "sides": [
            {k: side[k] for k in ("hand_size", "activations", "points", "points_known")}
            for side in report["details"]["sides"]
        ],
    }


def import_text(page: Any, text: str) -> None:
    """Import ``text`` as a force file; the import stays open for the next one, across the
    builder's redraw (sharepanel.mjs)."""
    details = page.locator(".fb-share details")
    if not details.evaluate("node => node.open"):
        details.locator("summary").click()
    page.get_by_label("Force file to import").fill(text)
    page.get_by_role("button", name="Import", exact=True).click()
    expect(page.locator(".fb-banner")).to_have_text("Force file imported.")
    expect(page.locator(".fb-share details")).to_have_attribute("open", "")


def test_builder_verdict_equals_sortie_validate_on_20_files(
    visit: Visit, base_url: str, tmp_path: Path
) -> None:
    content = load_checked(CONTENT, only={"fis"})
    rng = random.Random(1126)
    files = [ROOT / "examples/fis-channel-patrol.yaml"]
    while len(files) < 20:
        path = tmp_path / f"force-{len(files):02}.yaml"
        force = random_force(rng, content)
        path.write_text(yaml.safe_dump(force, sort_keys=False, allow_unicode=True), "utf-8")
        files.append(path)
    reports = validate(files)
    assert len(reports) == 20
    assert {r["valid"] for r in reports} == {True, False}  # both kinds are compared
    page = visit.page
    page.goto(base_url + BUILDER)
    expect(page.locator(".fb-status")).to_contain_text("2 sides")
    for path, report in zip(files, reports, strict=True):
        import_text(page, path.read_text(encoding="utf-8"))
        shown = page_verdict(page)
        shown["errors"], shown["warnings"] = folded(shown["errors"]), folded(shown["warnings"])
        assert shown == cli_verdict(report), path.name


def test_example_file_imported_from_disk_shows_hands_and_leader_losses(
    visit: Visit, base_url: str
) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    page.locator(".fb-share details summary").click()
    page.get_by_label("Force file", exact=True).set_input_files(
        str(ROOT / "examples/fis-channel-patrol.yaml")
    )
    # The example's stand-in aircraft have no points in our data: the limit is not checked.
    expect(page.locator(".fb-status")).to_have_text(
        "Legal as far as known · not checked: Luftwaffe's 100-point limit (Bomber (stand-in) "
        "points unknown); Luftwaffe's 100-point limit (Fighter (stand-in) points unknown); "
        "RAF's 100-point limit (Fighter (stand-in) points unknown) · 18 aircraft · 2 sides"
    )
    numbers = page.locator(".fb-numbers")
    expect(numbers.nth(0)).to_contain_text("2 players · hand 6 cards a turn · 2 activations")
    expect(numbers.nth(1)).to_contain_text("1 player · hand 5 cards a turn · 2 activations")
    expect(page.locator(".fb-side").nth(1).locator(".fb-leaders")).to_contain_text(
        "Historic leader (Adolf Galland) — if lost: the side loses his extra action card"
    )


def test_a_file_over_1_mib_is_refused_unread_and_the_force_stays(
    visit: Visit, base_url: str
) -> None:
    """The share section (sharepanel.mjs, every builder's) refuses a file past 1 MiB before
    reading it: the builder says why, and the force is left as it was."""
    page = visit.page
    page.goto(base_url + BUILDER)
    expect(page.locator(".fb-status")).to_contain_text("2 sides")
    before = page.locator(".fb-yaml").text_content()
    page.locator(".fb-share details summary").click()
    # The example force, which imports, with a comment that takes it past 1 MiB.
    text = (ROOT / "examples/fis-channel-patrol.yaml").read_text(encoding="utf-8")
    big = f"{text}# {'x' * 1024 * 1024}\n".encode()
    assert len(big) > 1024 * 1024
    page.get_by_label("Force file", exact=True).set_input_files(
        {"name": "big.yaml", "mimeType": "text/yaml", "buffer": big}
    )
    expect(page.locator(".fb-banner")).to_have_text(
        "The force file could not be imported (the file is larger than 1 MiB); the force was "
        "left as it was."
    )
    expect(page.locator(".fb-yaml")).to_have_text(before or "")


def test_building_a_formation_of_seven_then_a_link_round_trip(visit: Visit, base_url: str) -> None:
    page = visit.page
    page.goto(base_url + BUILDER)
    side = page.locator(".fb-side").first
    for _ in range(6):
        side.get_by_role(
            "button", name="One more aircraft on side 1 player 1 formation 1 line 1"
        ).click()
    problem = page.locator(".fb-errors [data-code='formation-size']")
    # The message alone: the code is kept in data-code, not shown.
    expect(problem).to_have_text(
        "formation 1 of player 1 (Side A) has 7 aircraft; a formation holds at most 6: split it"
    )
    side.get_by_role(
        "button", name="One fewer aircraft on side 1 player 1 formation 1 line 1"
    ).click()
    side.get_by_role("button", name="Add formation").click()
    side.get_by_label("Pilot of side 1 player 1 formation 2 line 1").select_option("leader:gold")
    expect(page.locator(".fb-status")).to_have_text("Legal · 8 aircraft · 2 sides")
    expect(side.locator(".fb-numbers")).to_contain_text("hand 5 cards a turn")
    # The link follows the force after a short debounce: wait until it has settled.
    page.wait_for_function(
        "() => new Promise(done => { const h = location.hash;"
        " setTimeout(() => done(h.length > 10 && location.hash === h), 400); })"
    )
    exported = page.locator(".fb-yaml").text_content()
    other = visit.context.new_page()
    other.goto(page.url)
    expect(other.locator(".fb-yaml")).to_have_text(exported)
    expect(other.locator(".fb-status")).to_have_text("Legal · 8 aircraft · 2 sides")


def test_a_hostile_link_and_file_run_no_script(visit: Visit, base_url: str) -> None:
    page = visit.page
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    name = '<img src=x onerror="window.__owned=1;alert(1)">'
    force = {
        "name": name,
        "sides": [
            {
                "name": name,
                "players": [
                    {
                        "formations": [
                            {
                                "name": name,
                                "aircraft": [{"aircraft": "fighter", "leader": "historic"}],
                            }
                        ]
                    }
                ],
            }
        ],
    }
    page.goto(base_url + BUILDER)
    fragment = page.evaluate(
        "f => import('../../assets/sortie/fis/js/forcefile.mjs').then(m => m.encode(f, '1'))", force
    )
    page.goto(f"{base_url}{BUILDER}#{fragment}")
    expect(page.get_by_label("Name", exact=True)).to_have_value(name)
    import_text(
        page, f"game: fis\nname: {json.dumps(name)}\nsides:\n- players:\n  - formations: []\n"
    )
    settled(page)
    assert page.evaluate("window.__owned") is None
    assert dialogs == []
    assert page.locator("#sortie-force-builder img").count() == 0
    # A broken link is refused and leaves the force alone.
    page.evaluate(f"location.hash = 'v=1&f={quote('!!!')}'")
    expect(page.locator(".fb-banner")).to_contain_text("could not be opened")


def test_a_name_then_a_tap_and_a_leader_keep_what_the_player_did(
    visit: Visit, base_url: str
) -> None:
    """Issue 20: after typing a pilot's name, the first tap on "Add aircraft" adds one;
    choosing a leader on a line of 4 leaves the other 3 aircraft on a line of their own."""
    page = visit.page
    page.goto(base_url + BUILDER)
    side = page.locator(".fb-side").first
    where = "side 1 player 1 formation 1"
    for _ in range(3):
        side.get_by_role("button", name=f"One more aircraft on {where} line 1").click()
    expect(side.get_by_label(f"Aircraft count of {where} line 1")).to_have_text("4")
    side.get_by_label(f"Pilot of {where} line 1").select_option("leader:gold")
    lines = side.locator(f"[data-formation='{where}'] .fb-line")
    expect(lines).to_have_count(2)
    expect(side.get_by_label(f"Aircraft count of {where} line 2")).to_have_text("3")
    expect(page.locator(".fb-banner")).to_contain_text("the other 3 stay on the next line")
    expect(side.locator("legend", has_text="Formation 1")).to_have_text("Formation 1 · 4 aircraft")
    # Type a name, then tap the button at once: the tap adds the aircraft.
    side.get_by_label(f"Pilot name of {where} line 1").fill("Ginger Lacey")
    side.locator(f"[data-formation='{where}']").get_by_role("button", name="Add aircraft").click()
    expect(lines).to_have_count(3)
    expect(page.locator(".fb-yaml")).to_contain_text('pilot: "Ginger Lacey"')
