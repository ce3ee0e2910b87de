"""``sortie roll``'s library side: list a game's tables, or roll one.

Each game with tables says how (``RollSupport`` in its registry entry); this finds the
game a target names (``<game>`` lists, ``<game>/<table>`` rolls), loads only its content and
refuses, with a RollError, a game without tables or a table it does not have.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..exceptions import RollError
from ..reading.content import load_checked
from ..reading.loaded import Listed, Rolled
from ..registry import systems
from ..words.clip import clip
from ..words.messages import ROLL
from ..words.wording import Words

LISTED_WIDTH = 22
"""The width of a table's id in the text list, so that the names line up."""


@dataclass(frozen=True)
class Listing:
    """A game's tables, in its order."""

    game: str
    tables: list[Listed]

    @property
    def json(self) -> list[dict[str, Any]]:
        """Each table, with its name and dice in the run's language beside them when that
        is not English (``name_fr``)."""
        lang = Words.of(ROLL).lang
        return [
            {
                "id": f"{self.game}/{t.id}",
                "name": t.name,
                "rule": t.rule,
                "dice": t.dice,
                "rollable": t.rollable,
                **{f"{key}_{lang}": text for key, text in t.said.items()},
            }
            for t in self.tables
        ]

    @property
    def lines(self) -> tuple[str, ...]:
        """Each table in the run's language."""
        say = Words.of(ROLL)
        return tuple(
            f"{self.game}/{t.id:<{LISTED_WIDTH}} {t.said.get('name', t.name)} [{t.rule}] — "
            f"{t.said.get('dice', t.dice)}" + ("" if t.rollable else say("reference"))
            for t in self.tables
        )


def parse_dice(text: str | None) -> list[int] | None:
    """``3,5`` as faces; None for no text (the dice are rolled)."""
    if text is None:
        return None
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        said = Words.of(ROLL)("dice-text", {"text": repr(clip(text))})
        raise RollError(said) from None


def roll_target(
    content_root: Path | Sequence[Path],
    target: str,
    dice: Sequence[int] | None = None,
    modifiers: Sequence[int] = (),
    column: str | None = None,
    seed: int | None = None,
) -> Listing | Rolled:
    """The list of a game's tables (``target`` a game id), or one roll of a table
    (``<game>/<table>``): with ``dice`` given, or rolled (from ``seed`` when given)."""
    game_id, _, table_id = target.partition("/")
    known = systems()
    # Only the game named is imported; the others only to list them in the refusal.
    support = known[game_id].rolls if game_id in known else None
    if support is None:
        games = ", ".join(g for g, system in known.items() if system.rolls is not None) or "none"
        values = {"target": clip(target), "game": repr(clip(game_id)), "games": games}
        raise RollError(Words.of(ROLL)("no-game", values))
    content = load_checked(content_root, only={game_id})
    game = content.games.get(game_id)
    if game is None:
        values = {"target": target, "root": str(content.root), "game": game_id}
        raise RollError(Words.of(ROLL)("no-game-folder", values))
    listing = Listing(game_id, support.listing(game))
    if not table_id:
        return listing
    if table_id not in {t.id for t in listing.tables}:
        tables = ", ".join(t.id for t in listing.tables)
        values = {"target": clip(target), "game": game_id, "tables": tables}
        raise RollError(Words.of(ROLL)("no-table", values))
    rng = random.Random(seed) if seed is not None else None
    return support.roll(game, table_id, dice, modifiers, column, rng)
