"""Read deck files and hand them to their game's check.

A deck file that cannot be read, is not YAML or lacks the shape of a deck raises
DeckFileError (exit 2); a deck that breaks a rule gets a Verdict with errors (exit 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .content import Content, GameContent
from .exceptions import DeckFileError
from .games import DeckSupport, systems
from .problems import Problem
from .validation import validate
from .verdict import Finding, Verdict
from .yamlload import LineDict, Loaded, load_file, load_text


@dataclass
class DeckInput:
    """A deck file that has the right shape, ready for its game's check."""

    path: Path
    game: GameContent
    support: DeckSupport
    deck: Any
    data: LineDict
    warnings: list[Problem]


def parse_deck(path: Path, text: str | None = None) -> Loaded:
    """Read and parse a deck file (``text`` when it was read already); problems included."""
    return load_text(text, path) if text is not None else load_file(path)


def game_of(loaded: Loaded) -> str | None:
    """The ``game:`` a parsed deck names, so only that game's content need be loaded."""
    game = loaded.data.get("game") if isinstance(loaded.data, dict) else None
    return game if isinstance(game, str) else None


def read_deck(
    path: Path, content: Content, text: str | None = None, loaded: Loaded | None = None
) -> DeckInput:
    """Shape-check one deck file and find its game (``loaded`` when parsed already)."""
    if loaded is None:
        loaded = parse_deck(path, text)
    errors = [p for p in loaded.problems if p.is_error]
    if errors:
        raise DeckFileError(errors)
    data = loaded.data
    if not isinstance(data, LineDict):
        raise DeckFileError(
            [
                Problem(
                    path,
                    getattr(data, "line", None) or 1,
                    "",
                    "not a deck file: expected a mapping with game, force and deck keys",
                )
            ]
        )
    with_decks = [g for g, system in systems().items() if system.decks is not None]
    game_id = data.get("game")
    if game_id not in with_decks:
        got = "missing" if game_id is None else f"got {game_id!r}"
        raise DeckFileError(
            [
                Problem(
                    path,
                    data.key_line("game"),
                    "game",
                    f"expected the id of a game with decks ({', '.join(with_decks)}), {got}",
                )
            ]
        )
    game = content.games.get(game_id)
    if game is None:
        raise DeckFileError(
            [
                Problem(
                    path,
                    data.key_line("game"),
                    "game",
                    f"the content folder {content.root} has no {game_id}/ folder",
                )
            ]
        )
    support = game.system.decks
    assert support is not None
    deck, problems = validate(support.model, data, path)
    if deck is None:
        raise DeckFileError([p for p in problems if p.is_error])
    return DeckInput(path, game, support, deck, data, [p for p in problems if not p.is_error])


def check_deck(deck: DeckInput) -> Verdict:
    """The deck's verdict, with its unknown-key warnings added."""
    verdict = deck.support.validate(deck.game, deck.deck, deck.data, str(deck.path))
    verdict.warnings[:0] = [
        Finding(p.code or "warning", f"{p.field}: {p.message}", p.line) for p in deck.warnings
    ]
    return verdict


def format_verdict(verdict: Verdict) -> list[str]:
    """The text lines ``sortie validate`` prints for one deck."""
    lines = []
    for severity, findings in (("", verdict.errors), ("warning: ", verdict.warnings)):
        for finding in findings:
            where = f"{verdict.file}:{finding.line}" if finding.line else verdict.file
            lines.append(f"{where}: {severity}{finding.code}: {finding.message}")
    if verdict.points is None:
        points = "points unknown"
    elif verdict.points_known:
        points = f"{verdict.points} points"
    else:
        # The known values are a lower bound; say how many values are missing.
        missing = len(verdict.details.get("points_unknown", ())) or 1
        points = f"≥ {verdict.points} points ({missing} value{'s' if missing != 1 else ''} unknown)"
    summary = f"{verdict.aircraft} aircraft · hand {verdict.hand_size} · {points}"
    if verdict.valid:
        lines.append(f"{verdict.file}: legal · {summary}")
    else:
        count = len(verdict.errors)
        lines.append(
            f"{verdict.file}: NOT LEGAL ({count} error{'s' if count != 1 else ''}) · {summary}"
        )
    return lines
