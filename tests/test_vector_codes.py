"""Every code every game's check can give is pinned by a conformance vector: a vector is a
deck worked by hand and run through both engines, so a code no vector reaches is a rule
whose verdict nobody has worked out. The codes come from the games themselves (the code
table of ``DeckSupport`` and the warning table beside the check), so a new code, or a new
game with decks, without a vector fails here."""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT

from generator.registry import systems

VECTOR_FOLDERS = {
    "brs": ROOT / "tests/vectors",
    "dif": ROOT / "tests/vectors/dif",
    "fis": ROOT / "tests/vectors/fis",
}
"""Where each game's vectors are (``test_js_engine``, ``test_dif_engine``, ``test_fis_engine``
run them)."""

WITH_DECKS = sorted(game for game, system in systems().items() if system.decks is not None)


def game_codes(game: str) -> set[str]:
    """The error codes in the game's contract and the warning codes its check declares."""
    support = systems()[game].decks
    assert support is not None
    module = inspect.getmodule(support.validate)
    warnings = getattr(module, "WARNINGS", None)
    assert warnings, f"{game}: no WARNINGS table beside its check ({module})"
    return set(support.codes) | set(warnings)


def pinned(finding: Any) -> str:
    """A vector names a code alone, or a finding with its code."""
    return finding if isinstance(finding, str) else str(finding["code"])


def vector_codes(folder: Path) -> set[str]:
    """The codes the vectors of ``folder`` pin: their errors and warnings."""
    codes: set[str] = set()
    for vector in sorted(folder.glob("*.yaml")):
        expect = yaml.safe_load(vector.read_text(encoding="utf-8"))["expect"]
        codes |= set(expect["codes"])
        for key in ("errors", "warnings"):
            codes |= {pinned(finding) for finding in expect.get(key, [])}
    return codes


def test_every_game_with_decks_has_a_vector_folder() -> None:
    assert sorted(VECTOR_FOLDERS) == WITH_DECKS


@pytest.mark.parametrize("game", WITH_DECKS)
def test_every_code_of_every_game_has_a_vector(game: str) -> None:
    codes = game_codes(game)
    assert "unknown-id" in codes  # the tables were found: every game's check has this code
    missing = codes - vector_codes(VECTOR_FOLDERS[game])
    assert not missing, f"{game}: no vector pins {sorted(missing)}"
