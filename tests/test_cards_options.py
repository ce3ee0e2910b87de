"""``sortie cards`` refuses what it cannot print before any work, and leaves nothing behind."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import CONTENT, ROOT


@pytest.mark.parametrize(
    ("example", "game"),
    [
        ("dif-zero-strike", "Down In Flames (dif)"),
        ("fis-channel-patrol", "Fighters in Sight (fis)"),
    ],
)
def test_a_deck_of_a_game_without_printable_decks_is_refused(
    sortie: Callable[..., Result], tmp_path: Path, example: str, game: str
) -> None:
    deck = ROOT / "examples" / f"{example}.yaml"
    out = tmp_path / "out"
    done = sortie("cards", "--content", CONTENT, "--deck", deck, "--out", out)
    assert done.exit_code == 2
    line = next(
        n for n, text in enumerate(deck.read_text().splitlines(), 1) if text.startswith("game:")
    )
    assert done.output == (
        f"{deck}:{line}: game: sortie cards --deck prints the decks of Blood Red Skies (brs) "
        f"only; this is a {game} file, whose cards it cannot print\n"
    )
    assert not out.exists()
