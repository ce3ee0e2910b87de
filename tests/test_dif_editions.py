"""Down In Flames has two editions that must not bleed into each other.

DVG's Aces High and GMT's ZERO! use the same words for different things (a wingman, flak,
bombs, a formation…), so every glossary entry says which edition its meaning belongs to,
and the ZERO! pages are written for play rather than as the book's numbered rules one
heading after another. These checks run on the shipped content and, to show that they can
fail, on copies broken on purpose.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from conftest import CONTENT, write

from generator.reading.loading import load

DIF = "dif"
MAX_RULE_NUMBER_HEADINGS = 2
"""A ZERO! page may title a heading with a rule number now and then, not as its outline."""

SHARED_TERMS = {"altitude"}
"""Entries explained on one edition's page whose meaning was checked to be the same in both
editions. Any other entry explained on an edition's page must name that edition."""

HEADING = re.compile(r"^#{1,6}\s+(.*)$", re.MULTILINE)
RULE_NUMBER_HEADING = re.compile(r"^\(?\d{2}(?:\.\d+)*\)?(?:\s|$)")
RULE_REFERENCE = re.compile(r"\brules? \d{2}(?:\.\d+)?")
GLOSSARY_LINK = re.compile(r"glossary\.md#([a-z0-9-]+)")
SEED_CITATION = re.compile(r"\.txt\b|\bseeds?\b|FACTS|\bL\d+")


def _editions(dif: Path) -> set[str]:
    return {p.name for p in (dif / "rules").iterdir() if p.is_dir()}


def _glossary(content: Path) -> dict[str, tuple[str | None, str | None, str, str]]:
    """Id → (edition, see, English term, source) of every dif glossary entry, loaded by Sortie."""
    loaded, problems = load(content, only={DIF})
    assert not [p for p in problems if p.is_error], [p.format() for p in problems]
    return {
        gid: (e.item.edition, e.item.see, e.item.term.en, e.item.source or "")
        for gid, e in loaded.games[DIF].of("glossary").items()
    }


def rule_number_headings(page: Path) -> list[str]:
    return [
        h for h in HEADING.findall(page.read_text(encoding="utf-8")) if RULE_NUMBER_HEADING.match(h)
    ]


def zero_page_problems(dif: Path) -> list[str]:
    problems = []
    for page in sorted((dif / "rules" / "zero").glob("*.md")):
        bare = rule_number_headings(page)
        if len(bare) > MAX_RULE_NUMBER_HEADINGS:
            problems.append(f"{page.name}: {len(bare)} headings are bare rule numbers: {bare[:4]}")
        if page.stem != "index" and not RULE_REFERENCE.search(page.read_text(encoding="utf-8")):
            problems.append(f"{page.name}: cites no rule number for players to look up")
    return problems


def glossary_problems(content: Path) -> list[str]:
    dif = content / DIF
    editions = _editions(dif)
    entries = _glossary(content)
    problems = []
    by_term: dict[str, list[str]] = {}
    for gid, (edition, see, term, source) in sorted(entries.items()):
        by_term.setdefault(term.casefold(), []).append(gid)
        if edition is not None and edition not in editions:
            problems.append(f"{gid}: edition {edition!r} has no folder rules/{edition}/")
        for name in editions:
            if gid.endswith(f"-{name}") and edition != name:
                problems.append(f"{gid}: its id names edition {name!r}, its edition is {edition!r}")
        page_edition = next((e for e in editions if see and see.startswith(f"rules/{e}/")), None)
        shared = edition is None and gid in SHARED_TERMS
        if page_edition is not None and edition != page_edition and not shared:
            problems.append(f"{gid}: explained on a {page_edition} page but edition is {edition!r}")
        if SEED_CITATION.search(source):
            problems.append(f"{gid}: source {source!r} cites a file players do not have")
    for term, ids in sorted(by_term.items()):
        if len(ids) > 1:
            found = [entries[i][0] for i in ids]
            if None in found or len(set(found)) != len(found):
                problems.append(f"term {term!r} is defined by {ids} without one edition each")
    return problems


def link_problems(content: Path) -> list[str]:
    """A page links to the glossary meaning of its own edition (or a shared one)."""
    entries = _glossary(content)
    problems = []
    for page in sorted((content / DIF / "rules").rglob("*.md")):
        edition = page.parent.name
        for gid in GLOSSARY_LINK.findall(page.read_text(encoding="utf-8")):
            other = entries.get(gid, (None,))[0]
            if other not in (None, edition):
                problems.append(f"{edition}/{page.name} links to {gid}, the {other} meaning")
    return problems


def page_source_problems(dif: Path) -> list[str]:
    problems = []
    for page in sorted((dif / "rules").rglob("*.md")):
        match = re.search(r"^source:\s*(.+)$", page.read_text(encoding="utf-8"), re.MULTILINE)
        if match is None or SEED_CITATION.search(match.group(1)):
            problems.append(f"{page.parent.name}/{page.name}: source must name the rulebook")
    return problems


# --- the shipped content -----------------------------------------------------------------


def test_zero_pages_are_not_the_book_heading_by_heading() -> None:
    assert zero_page_problems(CONTENT / DIF) == []


def test_every_glossary_entry_carries_its_edition() -> None:
    assert glossary_problems(CONTENT) == []


def test_the_terms_the_review_flagged_have_a_meaning_per_edition() -> None:
    entries = _glossary(CONTENT)
    for term in ("wingman", "flak", "bombs", "formation"):
        assert entries[f"{term}-aces-high"][0] == "aces-high"
        assert entries[f"{term}-zero"][0] == "zero"
        assert entries[f"{term}-aces-high"][2] == entries[f"{term}-zero"][2]
    # ZERO! has no campaign initiative: the term is Aces High's alone.
    assert entries["initiative"][0] == "aces-high"


def test_pages_link_to_their_own_editions_meaning() -> None:
    assert link_problems(CONTENT) == []


def test_rules_pages_cite_the_rulebook() -> None:
    assert page_source_problems(CONTENT / DIF) == []


def test_each_edition_index_says_what_it_covers_and_assumes() -> None:
    editions = _editions(CONTENT / DIF)
    assert {"zero", "aces-high"} <= editions
    for edition in editions:
        text = (CONTENT / DIF / "rules" / edition / "index.md").read_text(encoding="utf-8")
        assert "## What these pages cover" in text, edition
        assert "## What they assume" in text, edition
    zero = (CONTENT / DIF / "rules" / "zero" / "index.md").read_text(encoding="utf-8")
    for missing in ("MANEUVERING", "HALF LOOP", "FULL THROTTLE", "wingman's attack"):
        assert missing in zero


# --- the same checks, on copies broken on purpose ----------------------------------------


@pytest.fixture
def dif_copy(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(CONTENT / DIF, root / DIF)
    return root


def test_a_page_in_the_books_order_is_caught(dif_copy: Path) -> None:
    page = dif_copy / DIF / "rules" / "zero" / "flak.md"
    headings = "\n\n".join(f"## 22.{n} Rule {n}\n\nText." for n in range(1, 5))
    write(page, f"---\ntitle: Flak\norder: 1\nsource: ZERO!\n---\n# 22.0 Flak\n\n{headings}\n")
    found = zero_page_problems(dif_copy / DIF)
    assert [p for p in found if p.startswith("flak.md: 5 headings")]
    # A number used as a heading is the book's outline, not a reference a player can follow.
    assert "flak.md: cites no rule number for players to look up" in found


def test_an_unscoped_or_misnamed_entry_is_caught(dif_copy: Path) -> None:
    glossary = dif_copy / DIF / "glossary"
    wingman = glossary / "wingman-zero.yaml"
    wingman.write_text(
        wingman.read_text(encoding="utf-8").replace("edition: zero", "edition: null"), "utf-8"
    )
    write(
        glossary / "convoy.yaml",
        """
        term: {en: Convoy, fr: Convoi}
        definition: {en: Ships sailing together.}
        see: rules/zero/campaigns.md
        edition: pacific
        source: dif-zero-campagne.txt L12
        """,
    )
    found = glossary_problems(dif_copy)
    assert "wingman-zero: its id names edition 'zero', its edition is None" in found
    assert "wingman-zero: explained on a zero page but edition is None" in found
    assert (
        "term 'wingman' is defined by ['wingman-aces-high', 'wingman-zero'] without one edition each"
        in found
    )
    assert "convoy: edition 'pacific' has no folder rules/pacific/" in found
    assert any(p.startswith("convoy: source") for p in found)


def test_a_link_to_the_other_editions_meaning_is_caught(dif_copy: Path) -> None:
    page = dif_copy / DIF / "rules" / "zero" / "over-the-target.md"
    text = page.read_text(encoding="utf-8").replace("#flak-zero", "#flak-aces-high")
    page.write_text(text, encoding="utf-8")
    assert link_problems(dif_copy) == [
        "zero/over-the-target.md links to flak-aces-high, the aces-high meaning"
    ] * text.count("#flak-aces-high")
