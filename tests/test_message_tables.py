"""Each game with a check in both engines writes its wording once, in a message table
(``games/<id>/messages.py``) that the browser gets in the game's data: every key of the
table is used by the Python check and by its browser twin, and the data ships the table."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from generator import wording
from generator.content import load_checked

ROOT = Path(__file__).resolve().parent.parent
DATA = {"brs": "browser_data", "dif": "setup_data", "fis": "browser_data"}
"""The games whose check has a browser twin, with the function writing the twin's data."""
GAMES = tuple(DATA)


def sources(game: str, suffix: str) -> str:
    folder = ROOT / "generator" / "games" / game
    files = folder.glob("js/*.mjs") if suffix == ".mjs" else folder.glob("*.py")
    return "\n".join(p.read_text("utf-8") for p in files if p.name != "messages.py")


@pytest.mark.parametrize("game", GAMES)
def test_every_message_is_used_by_both_engines(game: str) -> None:
    table = importlib.import_module(f"generator.games.{game}.messages").MESSAGES
    python, browser = sources(game, ".py"), sources(game, ".mjs")
    quoted = re.compile(r"[\"']([a-z0-9-]+)[\"']")
    in_python, in_browser = set(quoted.findall(python)), set(quoted.findall(browser))
    assert sorted(set(table) - in_python) == []
    assert sorted(set(table) - in_browser) == []


@pytest.mark.parametrize("game", GAMES)
def test_the_browser_gets_the_table(game: str) -> None:
    loaded = load_checked(ROOT / "content", only={game}).games[game]
    export = importlib.import_module(f"generator.games.{game}.export")
    table = importlib.import_module(f"generator.games.{game}.messages").MESSAGES
    assert getattr(export, DATA[game])(loaded)["messages"] == table


def test_filling_replaces_names_only() -> None:
    """``{name}`` is the value of ``name``; other braces and text stay as written."""
    table = {"m": "{side} costs {points} points {a-b} {}"}
    assert wording.fill(table, "m", {"side": "RAF", "points": 37}) == "RAF costs 37 points {a-b} {}"
