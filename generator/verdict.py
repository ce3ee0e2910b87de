"""What a deck check says: the shape of ``sortie validate``'s output, for every game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class Finding:
    """One broken rule (or warning): a stable code, a message saying what to change, a line."""

    code: str
    message: str
    line: int | None


@dataclass(frozen=True)
class Unchecked:
    """A part of the check that could not run because a value is unknown (most numbers on
    the cards are not public): what was not checked, and the value that would let it run.
    A player who holds the card fills it in (a pack, or the builders' "Your cards")."""

    code: str
    message: str
    """What was not checked, and why: ``trait cards of Bf109F (traits unknown)``."""
    line: int | None
    fill: dict[str, str]
    """The value that would let the check run: ``{game, kind, id, field}``."""


@dataclass
class Verdict:
    """One deck's verdict; ``as_json`` is the ``--format json`` output."""

    file: str
    valid: bool = True
    hand_size: int | None = None
    aircraft: int = 0
    points: int | None = None
    """The force's points; with ``points_known`` false, the sum of the known values only
    (a lower bound)."""
    points_known: bool = True
    """False when some value that the points need is unknown."""
    required: dict[str, Any] = field(default_factory=dict)
    errors: list[Finding] = field(default_factory=list)
    warnings: list[Finding] = field(default_factory=list)
    unchecked: list[Unchecked] = field(default_factory=list)
    """What could not be checked for want of a value; ``valid`` still means "no error
    found", so a valid verdict with parts unchecked is legal as far as known."""
    details: dict[str, Any] = field(default_factory=dict)
    """What a game reports beyond the common fields (per side hand sizes, opening hands…)."""

    def as_json(self) -> dict[str, Any]:
        return asdict(self)
