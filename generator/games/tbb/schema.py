"""The Burning Blue's data: its player-aid tables (``tbb/tables/<id>.yaml``) and game rules.

A table is either rolled (``dice`` set: 1d6 or 2d6, modifiers added to the total), shifted
(``start`` set: no dice, modifiers move along the rows from a starting row, as the bombing
VP columns do), looked up (neither: the rows are read by a value such as an altitude), or
a plain list of entries (the movement summary, the extra victory points).
"""

from __future__ import annotations

from pydantic import Field, model_validator

from ...schema import Definition, GameInfo, Id, Model, NonEmpty, Text


class Restoration(Model):
    """A sign our copy of the player aid lost, put back, with why."""

    printed: NonEmpty
    """What our copy shows in place of the value (``4`` with no sign)."""
    reason: NonEmpty
    """Why the restored sign is the right one, read from what the modifier describes."""


class Dice(Model):
    """The dice a table is rolled with: ordinary six-sided dice added together."""

    count: int = Field(ge=1, le=2)
    """How many dice are rolled and added (1 or 2)."""
    sides: int = Field(default=6, ge=2, le=20)
    """Faces of each die (6 for every table of this game)."""


class Column(Model):
    """A result column of a table (a weather type, a unit type, a delay)."""

    id: Id
    """The column's id, as ``sortie roll --column`` takes it (``fine``, ``bomber-gruppe``)."""
    name: Text
    """The column heading in English and French."""


class Row(Model):
    """One row: the totals it covers and its result in each column."""

    low: int | None = None
    """The lowest total this row covers; null for an open end ("3 or less")."""
    high: int | None = None
    """The highest total this row covers; null for an open end ("12 or more")."""
    results: list[NonEmpty] = Field(min_length=1)
    """The result in each column, in the order of ``columns``."""

    @model_validator(mode="after")
    def _bounded(self) -> Row:
        if self.low is None and self.high is None:
            raise ValueError("a row needs low, high or both")
        if self.low is not None and self.high is not None and self.low > self.high:
            raise ValueError(f"low {self.low} is above high {self.high}")
        return self


class Modifier(Model):
    """A modifier to the total (or a column shift), with when it applies."""

    value: int
    """What it adds to the total (negative to subtract); for a shift table, columns moved."""
    when: NonEmpty
    """When it applies, in our own words."""
    each: bool = False
    """True when it applies once for each instance (each hex, each level, each 2 Angels)."""
    restriction: str | None = None
    """A limit printed with the modifier (the starred and double-starred notes)."""
    restored: Restoration | None = None
    """Set when our copy lost this modifier's minus sign and we put it back."""


class Outcome(Model):
    """What a result means, for results that need more than their name."""

    result: NonEmpty
    """The result exactly as the rows give it (``Late 1``)."""
    fr: NonEmpty | None = None
    """The result's French name as the French player aid prints it."""
    effect: NonEmpty
    """What happens, in our own words."""
    then: Id | None = None
    """The table to roll next on this result, same column (``formation-special``)."""


class Entry(Model):
    """A line of a list table (the movement summary, the extra victory points)."""

    label: NonEmpty
    """The value or cost in front of the line (``+1 VP``, ``1 MP``)."""
    value: float | None = None
    """The number in the label, signed, when it has one."""
    text: NonEmpty
    """What the line says, in our own words."""
    restored: Restoration | None = None
    """Set when our copy lost this line's minus sign and we put it back."""


class Table(Definition):
    """A player-aid table of The Burning Blue (``tbb/tables/<id>.yaml``)."""

    name: Text
    """The table's name in English and French."""
    rule: NonEmpty
    """The rule number the table belongs to in the rulebook (``9.2.8``)."""
    order: int = 0
    """Where the table comes in the player aid and the lists (lowest first)."""
    group: NonEmpty
    """The part of the game it belongs to, as the player aid groups tables (``Weather``)."""
    summary: NonEmpty
    """What the table is for and when to use it, in one or two sentences of our own."""
    who: str | None = None
    """Which player rolls, when the player aid says so; null when it does not."""
    dice: Dice | None = None
    """The dice rolled; null for a table that is not rolled."""
    start: int | None = None
    """For a shift table (no dice): the row every use starts on before its shifts."""
    axis: Text | None = None
    """What the rows are read by (``Modified 2d6``, ``Column``, ``Altitude (Angels)``)."""
    columns: list[Column] = Field(default_factory=list)
    """The result columns, in order; empty for a list table."""
    rows: list[Row] = Field(default_factory=list)
    """The rows, from the lowest total to the highest; empty for a list table."""
    transpose: bool = False
    """Print the columns as rows (the bombing VP table lists units down the side)."""
    modifiers: list[Modifier] = Field(default_factory=list)
    """The modifiers to the total (or the column shifts), in the player aid's order."""
    outcomes: list[Outcome] = Field(default_factory=list)
    """What results mean, for those that need explaining."""
    entries: list[Entry] = Field(default_factory=list)
    """The lines of a list table."""
    notes: list[NonEmpty] = Field(default_factory=list)
    """Other things a player needs at the table, in our own words."""

    @model_validator(mode="after")
    def _shape(self) -> Table:
        if self.dice is not None and self.start is not None:
            raise ValueError("a table is rolled (dice) or shifted (start), not both")
        if self.rows and not self.columns:
            raise ValueError("rows need columns")
        for number, row in enumerate(self.rows, start=1):
            if len(row.results) != len(self.columns):
                raise ValueError(
                    f"row {number} has {len(row.results)} result(s), "
                    f"expected one per column ({len(self.columns)})"
                )
        if not self.rows and not self.entries:
            raise ValueError("a table needs rows or entries")
        return self


class HfRadio(Model):
    """The HF radio range and the random events that stretch it."""

    base: int
    """The range with neither event in force (hexes)."""
    boost: int
    """What each event in force adds."""
    events: list[int]
    """The Random Events rolls (2d6 totals) that toggle a boost on or off."""
    source: str | None = None
    """Where the numbers come from, and how the base is read."""


class TbbGame(GameInfo):
    """The Burning Blue's ``game.yaml``."""

    hf_radio: HfRadio | None = None
    """The HF radio range rule of the Random Events table."""


__all__ = ["Column", "Dice", "Entry", "Modifier", "Outcome", "Row", "Table", "TbbGame"]
