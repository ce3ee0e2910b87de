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
    details: dict[str, Any] = field(default_factory=dict)
    """What a game reports beyond the common fields (per side hand sizes, opening hands…)."""

    def as_json(self) -> dict[str, Any]:
        return asdict(self)
