"""The wording of every force-check finding, in one table both engines read.

Python fills these templates in ``force.py``; the browser gets the same table in the
force builder's data and fills it with the same rule (``generator/wording.py``), so a
wording change is made once and cannot drift between ``sortie validate`` and the builder.
"""

from __future__ import annotations

from collections.abc import Mapping

from ... import wording

MESSAGES: dict[str, str] = {
    "unknown-id": "{what} '{given}' is not defined ({known})",
    "side-unnamed": "side {number}",
    "side-empty": "{side} has no aircraft: add at least one",
    "wingman-without-leader": (
        "{side} has {wingmen} and no leader: a wingman protects a leader; add a leader or "
        "remove the wingmen"
    ),
    "player-count": "the game is for 2 to {most} players; the sides have {players}",
    "points-limit": "{side} costs {points} points, {over} over the {limit}-point limit: {fix}",
    "points-limit-lower-bound": (
        "{side} costs at least {points} points, {over} over the {limit}-point limit: {fix}; "
        "the unknown values may call for more"
    ),
    "fix": "{change}, which saves {saves}",
    "fix-short": (
        "no change to one aircraft line saves {over} points; the most is to {change}, which "
        "saves {saves}"
    ),
    "fix-unknown": "what each aircraft line costs is not known ({unknown}): drop aircraft or leaders",
    "change-wingman": "make 1 wingman of the {aircraft} a plain pilot",
    "change-leader": "make the {leader} a plain pilot",
    "change-drop": "drop {count} {aircraft}",
    "points-unknown": "cannot check {side}'s {limit}-point limit: unknown {unknown}",
    "unchecked-points": "{side}'s {limit}-point limit ({what} unknown)",
    "points-of": "{name} points",
    "points-of-undefined": "the points of '{given}' (not defined)",
    "formation-named": "formation “{name}”",
    "formation-unnamed": "a formation",
    "formation-size": "{formation} has {size} aircraft; a formation holds at most {most}: split it",
    "leaders-per-formation": (
        "{formation} has {leaders} leaders; Sortie assumes one per formation (a working "
        "assumption: see leaders_per_formation in game.yaml)"
    ),
    "wingman-formation": (
        "{formation} has a wingman but no leader: his counter-attack protects the leader of "
        "his own formation"
    ),
    "leader-unnamed": "a {leader} is a pilot who really flew: name him in pilot",
    "loss-extra-card": (
        "the side loses his extra action card: the opponent discards one card drawn blind "
        "from its hand, and the hand is 1 card smaller from the next turn"
    ),
    "loss-chosen-card": "no more chosen card at the start of each turn",
    "loss-activations": "his player activates 1 aircraft at a time instead of {activations}",
}
"""Message templates by key (a finding's code, or a part of a message)."""


def fill(key: str, values: Mapping[str, object] | None = None) -> str:
    """The message ``key`` with every ``{name}`` replaced by ``values[name]``."""
    return wording.fill(MESSAGES, key, values or {})
