"""The shape of a Blood Red Skies deck file, and the codes its check can give.

Error codes are stable (documented in README and on the site); the wording of a message
may improve, the code may not change.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ...schema import Id, Model
from .schema import Block

CARD_KINDS = ("traits", "doctrine", "theatre", "ace-skills")

CODES = {
    "unknown-id": "An aircraft, ace, format or card id is not defined in the content.",
    "force-empty": "The force has no aircraft.",
    "skill-range": "A pilot skill is outside 1–5, or a named ace is given another skill.",
    "trait-count": "The deck's trait cards for some aircraft are not one per aircraft.",
    "trait-foreign": "A trait card no aircraft of the force carries.",
    "trait-split": "Right number of trait cards, but not split evenly between an aircraft's two traits.",
    "negative-trait": "A negative trait card is in the deck (they never enter it).",
    "doctrine-count": (
        "Not the number of doctrine cards the force size requires (a warning while the "
        "doctrine table is unverified)."
    ),
    "theatre-count": "Not exactly the required number of theatre cards (2).",
    "ace-skill-count": "More ace skill cards than the aces allow (1 per ace, 2 per named ace).",
    "points-limit": "The force costs more than the points limit.",
    "not-checked": "A part could not be checked for want of a value, and the format asks for every value known.",
    "format-aircraft-types": "More aircraft types than the format allows.",
    "format-aircraft-count": "Fewer or more aircraft than the format allows.",
    "format-unique-ace": "A named ace appears more than once where the format forbids it.",
    "campaign-period": "The campaign format is chosen but the deck names no period.",
    "campaign-unavailable": "An aircraft is not on its air force's campaign list in the period.",
    "campaign-limit": "More than half the squadron (rounded down) is of Limit types.",
}

WARNINGS = {
    "traits-unknown": "An aircraft's traits are unknown: its trait cards cannot be checked.",
    "points-unknown": "Some points value is unknown: the points are a lower bound.",
    "campaign-unknown": "An aircraft's campaign availability is unknown.",
}
"""Warning codes of the rules (beside unknown-key and duplicate-key of every file)."""


MAX_COUNT = 100
"""The most aircraft on one force line, or copies of one card: far past any game, low
enough that no count can make the checks' arithmetic or messages run away."""
MAX_POINTS = 100_000


class ForceLine(Model):
    """One line of the force: some aircraft of one type, or one named ace."""

    aircraft: Id | None = None
    """The id of an aircraft type."""
    ace: Id | None = None
    """The id of a named ace (one aircraft, skill 5)."""
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    """How many aircraft of this type at this skill."""
    skill: int | None = None
    """Pilot skill 1–5 (default 3; the 1 and the default are working assumptions, the
    rulebook's discs run 2–5); 5 makes each of these aircraft an ace."""

    @model_validator(mode="after")
    def _one_of(self) -> ForceLine:
        if (self.aircraft is None) == (self.ace is None):
            raise ValueError("each force line names either aircraft or ace (exactly one)")
        if self.ace is not None and self.count != 1:
            raise ValueError("a named ace is a single aircraft: leave out count")
        return self


class Period(Model):
    """A campaign period: a year and a third of it."""

    year: int = Field(ge=1930, le=1960)
    """The campaign year, e.g. 1941."""
    block: Block
    """early (January–April), mid (May–August) or late (September–December)."""
    air_force: Id | None = None
    """The air force whose lists apply (an id from ``nations``); by default each
    aircraft's own nation."""


class DeckFile(Model):
    """A Blood Red Skies force and its Action Deck."""

    game: Literal["brs"]
    """The game the deck is for."""
    name: str | None = None
    """A name for the list."""
    points_limit: int | None = Field(default=None, ge=0, le=MAX_POINTS)
    """The points limit; overrides the format's."""
    format: Id | None = None
    """A format preset from ``game.yaml`` (e.g. ``gathering-of-eagles``)."""
    period: Period | None = None
    """The campaign period, for the ``campaign`` format."""
    force: list[ForceLine]
    """The aircraft on this side."""
    deck: dict[Id, Annotated[int, Field(ge=0, le=MAX_COUNT)]] = Field(default_factory=dict)
    """Card id to number of copies."""
