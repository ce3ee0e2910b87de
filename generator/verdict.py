"""What a deck check says: the shape of ``sortie validate``'s output, for every game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from .words.messages import VERDICT
from .words.wording import Words


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


@dataclass(frozen=True)
class Summary:
    """How a verdict ends in text: its totals (``8 aircraft · 2 sides``) and, for a file of
    several sides, one line per side (``RAF: 4 aircraft · 30 points``)."""

    totals: str
    sides: tuple[str, ...] = ()


def totals(verdict: Verdict) -> Summary:
    """The totals every verdict has: ``6 aircraft · hand 3 · 486 points``, or with a lower
    bound ``≥ 62 points (2 values unknown)`` when some value the points need is unknown;
    in the language of the run."""
    say = Words.of(VERDICT)
    # Against the limit the force is held to, where its game gives one (``566 / 500 points``).
    limit = verdict.required.get("points_limit")
    against = "-of" if isinstance(limit, int) else ""
    if verdict.points is None:
        points = say("points-unknown")
    elif verdict.points_known:
        points = say.counted(f"points{against}", verdict.points, {"limit": limit})
    else:
        # The known values are a lower bound; say how many values are missing.
        missing = len(verdict.details.get("points_unknown", ())) or 1
        values = {"points": verdict.points, "limit": limit}
        points = say.counted(f"points-at-least{against}", missing, values)
    hand = "" if verdict.hand_size is None else say("hand", {"size": verdict.hand_size})
    return Summary(f"{say.counted('aircraft', verdict.aircraft)}{hand} · {points}")
