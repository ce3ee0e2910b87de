"""Fighters in Sight arithmetic, in one place: hand size, activations, initiative.

The force check, the quick reference and the browser's data take their numbers from here
and from ``game.yaml``, so they cannot disagree.
"""

from __future__ import annotations

from .schema import FisGame


def hand_size(game: FisGame, players: int, leaders: int) -> int:
    """Action cards a side is dealt each turn: 4 for one player, 2 per player in a team
    (never fewer than 4), and 1 more per leader on the side."""
    rule = game.hand
    base = rule.solo if players <= 1 else max(rule.minimum, rule.per_player * players)
    return base + rule.per_leader * leaders


def activations(game: FisGame, players: int, extra: int) -> int:
    """Aircraft (or formations) a side activates each time it acts: one per player, and
    ``extra`` more from leaders who activate two (one per player who has such a leader)."""
    return game.activation.per_player * players + extra


def initiative(game: FisGame, roll: int, victories: int) -> int:
    """A side's initiative score: its d6 roll plus its ace victories of the turn before."""
    return roll + game.initiative_per_victory * victories


def initiative_winner(game: FisGame, scores: dict[str, tuple[int, int]]) -> list[str]:
    """The side(s) with the highest score, from ``{side: (roll, victories)}``; more than one
    means a tie (the manual's advice for a dispute is to roll again)."""
    totals = {side: initiative(game, *given) for side, given in scores.items()}
    best = max(totals.values())
    return [side for side, total in totals.items() if total == best]
