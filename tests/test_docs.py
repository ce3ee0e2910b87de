"""The README documents every command and every error code the code can give."""

import click
from conftest import ROOT

from generator.cli import main
from generator.registry import systems

README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_command_is_documented() -> None:
    names = main.list_commands(click.Context(main))  # with those imported when they run
    assert {"validate", "cards", "roll"} <= set(names)
    for name in names:
        assert f"sortie {name}" in README, name


def test_every_error_code_is_documented() -> None:
    codes = [c for s in systems().values() if s.decks is not None for c in s.decks.codes]
    assert len(codes) >= 10
    for code in codes:
        assert f"`{code}`" in README, code


def test_every_warning_code_is_documented() -> None:
    from generator.games.brs.deckfile import WARNINGS

    assert WARNINGS
    for code in WARNINGS:
        assert f"`{code}`" in README, code
