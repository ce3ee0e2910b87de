"""``sortie cards`` refuses what it cannot print before any work, and leaves nothing behind."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import CONTENT, ROOT
from pypdf import PdfReader


def test_a_force_of_a_game_without_cards_is_refused(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    """Fighters in Sight has no card designs: the game says so through its registry entry
    (``DeckSupport.no_cards``), and nothing is written."""
    deck = ROOT / "examples" / "fis-channel-patrol.yaml"
    out = tmp_path / "out"
    done = sortie("cards", "--content", CONTENT, "--deck", deck, "--out", out)
    assert done.exit_code == 2
    line = next(
        n for n, text in enumerate(deck.read_text().splitlines(), 1) if text.startswith("game:")
    )
    assert done.output == (
        f"{deck}:{line}: game: no cards to print for this game (Fighters in Sight): Sortie has "
        "no card design for it (its action cards are the game's common deck, its aircraft are "
        "dashboards)\n"
    )
    assert not out.exists()


def test_a_down_in_flames_set_up_prints_its_aircraft_and_action_cards(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    """The Poland set-up fields two P.11c and one Bf-110C; the Aces High Action deck has
    twelve cards in our content, none with a known count: each prints once, and the
    player is told."""
    deck = ROOT / "examples" / "dif-aces-high-poland.yaml"
    out = tmp_path / "out"
    done = sortie("cards", "--content", CONTENT, "--deck", deck, "--layout", "single", "--out", out)
    assert done.exit_code == 0, done.output
    assert "sortie: note: the Action deck of Aces High (DVG): how many of each card" in done.output
    assert listed(out) == ["dif-aces-high-poland-single.pdf"]
    pages = PdfReader(out / "dif-aces-high-poland-single.pdf").pages
    fronts = [" ".join(page.extract_text().split()) for page in pages[::2]]
    assert len(pages) == 2 * (2 + 1 + 12)
    aircraft = [name for text in fronts for name in ("P.11c", "Bf-110C") if name in text]
    assert aircraft == ["P.11c", "P.11c", "Bf-110C"]
    # Then the twelve action cards, each once (their band names the edition).
    assert all("· ACES HIGH" in text and "FIGHTER" not in text for text in fronts[3:])
    assert sum("Ace Pilot" in text for text in fronts) == 1


def listed(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


def test_the_output_folders_hold_only_what_is_printed(
    sortie: Callable[..., Result], tmp_path: Path
) -> None:
    """A folder handed to a print shop: the PDFs and images, no render cache, no keys. The
    drawings are kept with Sortie's other caches (``SORTIE_CACHE``, set by conftest)."""
    cards, images, aids = tmp_path / "cards", tmp_path / "images", tmp_path / "aids"
    common = ("--content", CONTENT, "--game", "brs", "--kind", "doctrine")
    assert sortie("cards", *common, "--out", cards).exit_code == 0
    assert listed(cards) == ["brs-doctrine-a4.pdf"]
    assert sortie("cards", *common, "--format", "png", "--out", images).exit_code == 0
    pictures = listed(images)
    assert "brs/backs/back.png" in pictures and "brs/doctrine/dive-evasion.png" in pictures
    assert [p for p in pictures if not p.endswith(".png")] == ["brs", "brs/backs", "brs/doctrine"]
    done = sortie("aids", "--content", CONTENT, "--game", "fis", "--paper", "a4", "--out", aids)
    assert done.exit_code == 0, done.output
    assert listed(aids) == ["fis", "fis/quick-reference-a4.pdf"]
    kept = Path(os.environ["SORTIE_CACHE"]) / "print"
    assert {p.name for p in kept.iterdir()} >= {"pages", "images", "aids", "manifest.json"}


def test_with_the_cache_off_the_cards_are_printed_and_nothing_kept(
    sortie: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SORTIE_CACHE", "off")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    out = tmp_path / "cards"
    done = sortie(
        "cards", "--content", CONTENT, "--game", "brs", "--kind", "doctrine", "--out", out
    )
    assert done.exit_code == 0, done.output
    assert listed(out) == ["brs-doctrine-a4.pdf"]
    assert listed(tmp_path / "tmp") == []  # the pieces went in a folder deleted after the run
