"""The README documents every command and every error code the code can give."""

from conftest import ROOT

from generator.cli import main
from generator.games import systems

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_command_is_documented() -> None:
    for name in main.commands:
        assert f"sortie {name}" in README, name


def test_every_error_code_is_documented() -> None:
    for system in systems().values():
        if system.decks is not None:
            for code in system.decks.codes:
                assert f"`{code}`" in README, code


def test_every_warning_code_is_documented() -> None:
    from generator.games.brs.deckfile import WARNINGS

    for code in WARNINGS:
        assert f"`{code}`" in README, code
