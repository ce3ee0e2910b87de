"""The core names no game: what is a game's own (its ids, its name, its rules) lives in its
folder, ``generator/games/<id>/``, and reaches the core through its registry entry.

The scan reads every file of the package outside the games' own folders (code, comments
and docstrings alike) for a game's id as a word (any case: ``DiF`` too) and for a game's
name. A docstring's example names a placeholder (``<game>/aircraft/x.yaml``), not a game.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import yaml

from generator.registry import systems

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generator"
SCANNED = (".py", ".mjs", ".js", ".css")

ALLOWED: dict[tuple[str, str], str] = {}
"""(file relative to the package, word) → why that file may name it. Empty: nothing in the
core needs to."""


def game_words() -> dict[str, re.Pattern[str]]:
    """Each game's id (a word, any case) and the names its ``game.yaml`` gives it."""
    words = {}
    for game_id in systems():
        words[game_id] = re.compile(rf"\b{re.escape(game_id)}\b", re.IGNORECASE)
        info = yaml.safe_load((ROOT / "content" / game_id / "game.yaml").read_text("utf-8"))
        for name in info["name"].values():
            if name:
                words[name] = re.compile(re.escape(name), re.IGNORECASE)
    return words


def core_files() -> list[Path]:
    """The package's own files outside the games' folders. The links inside it to the
    content and the templates (the users' folders, not code) are not followed."""
    games = {PACKAGE / "games" / game_id for game_id in systems()}
    found = []
    for folder, subfolders, files in os.walk(PACKAGE):
        subfolders[:] = [
            name
            for name in sorted(subfolders)
            if name != "__pycache__" and Path(folder, name) not in games
        ]
        found += [Path(folder, name) for name in sorted(files) if name.endswith(SCANNED)]
    return found


def naming(path: Path, words: dict[str, re.Pattern[str]], root: Path = PACKAGE) -> list[str]:
    """``file:line: word`` for each game word the file holds and may not."""
    relative = path.relative_to(root).as_posix()
    said = []
    for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1):
        for word, pattern in words.items():
            if pattern.search(line) and (relative, word) not in ALLOWED:
                said.append(f"{relative}:{number}: {word}: {line.strip()}")
    return said


def test_no_core_file_names_a_game() -> None:
    words = game_words()
    files = core_files()
    assert PACKAGE / "decks.py" in files and PACKAGE / "cli" / "__init__.py" in files
    assert PACKAGE / "games" / "js" / "findings.mjs" in files
    assert not any(p.is_relative_to(PACKAGE / "games" / "brs") for p in files)
    assert not any(p.is_relative_to(PACKAGE / "content") for p in files)
    found = [line for path in files for line in naming(path, words)]
    assert found == []


def test_the_scan_finds_an_id_and_a_name_in_code_and_in_text(tmp_path: Path) -> None:
    """What the scan would say of a core file that named a game, in the three ways one
    could slip in: an import of its folder, an id in a string, its name in a docstring."""
    words = game_words()
    planted = tmp_path / "generator" / "planted.py"
    planted.parent.mkdir()
    planted.write_text(
        '"""Prints Down In Flames aids."""\n'
        "from .games.tbb.roll import roll\n"
        'GAMES = ("FIS",)\n'
        'WORDS = "brsx dif-like"  # neither is an id as a word but the second\n',
        encoding="utf-8",
    )
    found = naming(planted, words, root=planted.parent)
    assert [line.split(": ")[1] for line in found] == ["Down In Flames", "tbb", "fis", "dif"]
    assert [int(line.split(":")[1]) for line in found] == [1, 2, 3, 4]


def test_allowed_words_are_still_needed() -> None:
    """An allowance nobody uses any more is removed, so the list stays the truth."""
    words = game_words()
    for (relative, word), reason in ALLOWED.items():
        assert reason
        path = PACKAGE / relative
        assert path.is_file(), relative
        assert words[word].search(path.read_text("utf-8")), (relative, word)
