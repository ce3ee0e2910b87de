"""The Burning Blue's data: its player-aid tables (``tbb/tables/<id>.yaml``) and game rules.

A table is either rolled (``dice`` set: 1d6 or 2d6, modifiers added to the total), shifted
(``start`` set: no dice, modifiers move along the rows from a starting row, as the bombing
VP columns do), looked up (neither: the rows are read by a value such as an altitude), or
a plain list of entries (the movement summary, the extra victory points).

Every text of ours is ``{en, fr}``. The rows' results stay the English keys the roller,
``sortie roll`` and ``outcomes`` name them by; an outcome gives a result's French name.
"""

from __future__ import annotations

import re

from pydantic import Field, model_validator

from ...schema import MOST_ORDER, Definition, GameInfo, Id, Model, Name, NonEmpty, Signed, Text

LIST_SEPARATORS = ("; ", ", ")
"""How a result lists names (``Duxford; North Sea``, ``Yellow, Blue``): its French is each
name's, so an outcome names a weather zone or a marker colour once, not every row."""

_LETTER = re.compile(r"[^\W\d_]")


class Restoration(Model):
    """A sign our copy of the player aid lost, put back, with why."""

    printed: NonEmpty
    """What our copy shows in place of the value (``4`` with no sign)."""
    reason: Text
    """Why the restored sign is the right one, read from what the modifier describes, in
    English and French."""


class Dice(Model):
    """The dice a table is rolled with: ordinary six-sided dice added together."""

    count: int = Field(ge=1, le=2)
    """How many dice are rolled and added (1 or 2)."""
    sides: int = Field(default=6, ge=2, le=20)
    """Faces of each die (6 for every table of this game)."""

    def notation(self) -> str:
        """The dice as players write them: ``2d6``."""
        return f"{self.count}d{self.sides}"


class Column(Model):
    """A result column of a table (a weather type, a unit type, a delay)."""

    id: Id
    """The column's id, as ``sortie roll --column`` takes it (``fine``, ``bomber-gruppe``)."""
    name: Name
    """The column heading in English and French."""


class Row(Model):
    """One row: the totals it covers and its result in each column."""

    not_applicable = frozenset({"low", "high"})  # null: an open end

    low: Signed | None = None
    """The lowest total this row covers; null for an open end ("3 or less")."""
    high: Signed | None = None
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

    not_applicable = frozenset({"restriction", "restored"})

    value: Signed
    """What it adds to the total (negative to subtract); for a shift table, columns moved."""
    when: Text
    """When it applies, in our own words, in English and French."""
    each: bool = False
    """True when it applies once for each instance (each hex, each level, each 2 Angels)."""
    restriction: Text | None = None
    """A limit printed with the modifier (the starred and double-starred notes, each with
    its stars: ``★ Not for Freie Jagd or Jabo raids``), in English and French."""
    restored: Restoration | None = None
    """Set when our copy lost this modifier's minus sign and we put it back."""
    replaces: int | None = Field(default=None, ge=1, le=99)
    """The modifier above that this one applies instead of, by its place in the list from 1
    (``+2 at 18 Angels or higher, instead of the +1 above``): the two never add up."""


class Outcome(Model):
    """A result of the rows: its French name and, when it needs more than its name, what
    it means."""

    not_applicable = frozenset({"then"})

    result: NonEmpty
    """The result exactly as the rows give it (``Late 1``), or a name a result lists
    (``North Sea`` in ``Duxford; North Sea``)."""
    fr: NonEmpty | None = None
    """The result's French name as the French player aid prints it; null where it is not
    found (the French outputs then show the English, marked)."""
    effect: Text | None = None
    """What happens, in our own words, in English and French; null for a result whose name
    says it all."""
    then: Id | None = None
    """The table to roll next on this result, same column (``formation-special``)."""

    @model_validator(mode="after")
    def _says_something(self) -> Outcome:
        if self.fr is None and self.effect is None and self.then is None:
            raise ValueError(f"outcome '{self.result}' gives no fr, effect or then")
        return self


class Entry(Model):
    """A line of a list table (the movement summary, the extra victory points)."""

    not_applicable = frozenset({"value", "restored"})

    label: Text
    """The value or cost in front of the line (``+1 VP``, ``1 MP``), in English and French."""
    value: float | None = None
    """The number in the label, signed, when it has one."""
    text: Text
    """What the line says, in our own words, in English and French."""
    restored: Restoration | None = None
    """Set when our copy lost this line's minus sign and we put it back."""


class Table(Definition):
    """A player-aid table of The Burning Blue (``tbb/tables/<id>.yaml``)."""

    not_applicable = frozenset({"dice", "start", "axis"})  # who: null is unknown
    not_shown = frozenset({"order", "transpose"})  # the printed aid's order and layout
    shown_when_set = frozenset({"results_are"})

    name: Name
    """The table's name in English and French."""
    rule: NonEmpty
    """The rule number the table belongs to in the rulebook (``9.2.8``)."""
    order: int = Field(default=0, ge=0, le=MOST_ORDER)
    """Where the table comes in the player aid and the lists (lowest first)."""
    group: Text
    """The part of the game it belongs to, as the player aid groups tables (``Weather``),
    in English and French."""
    summary: Text
    """What the table is for and when to use it, in one or two sentences of our own, in
    English and French."""
    who: Text | None = None
    """Which player rolls, when the player aid says so, in English and French; null when it
    does not."""
    dice: Dice | None = None
    """The dice rolled; null for a table that is not rolled."""
    start: Signed | None = None
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
    """The results' French names, and what results mean for those that need explaining."""
    results_are: Text | None = None
    """What a result is, said before it where the rows give bare figures (``VP the attack
    scores``, ``Aircraft lost (full unit / half unit)``), in English and French; null where
    the results say it themselves."""
    entries: list[Entry] = Field(default_factory=list)
    """The lines of a list table."""
    notes: list[Text] = Field(default_factory=list)
    """Other things a player needs at the table, in our own words, in English and French."""

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
        for number, modifier in enumerate(self.modifiers, start=1):
            if modifier.replaces is not None and modifier.replaces >= number:
                raise ValueError(
                    f"modifier {number} replaces modifier {modifier.replaces}, which is not "
                    "above it"
                )
        return self

    def unnamed_outcomes(self) -> list[int]:
        """The positions of the outcomes that name no result of the rows (a typo: they
        explain nothing, so they are warned of, not refused)."""
        given = {result for row in self.rows for result in row.results}
        named = given | {
            name for result in given for sep in LIST_SEPARATORS for name in result.split(sep)
        }
        return [i for i, o in enumerate(self.outcomes) if o.result not in named]

    def result_name(self, result: str) -> Text:
        """``result`` (as the rows give it) with its French name: its outcome's ``fr``, for a
        list each name's (all of them, or none); a result without letters (``3/1``,
        ``06:30``) reads the same in French; no French where the data has none."""
        if not _LETTER.search(result):
            return Text(en=result, fr=result)
        names = {o.result: o.fr for o in self.outcomes if o.fr}
        if result in names:
            return Text(en=result, fr=names[result])
        for sep in LIST_SEPARATORS:
            items = result.split(sep)
            if len(items) > 1 and all(item in names for item in items):
                return Text(en=result, fr=sep.join(names[item] for item in items))
        return Text(en=result)


class HfRadio(Model):
    """The HF radio range and the random events that stretch it."""

    base: Signed
    """The range with neither event in force (hexes)."""
    boost: Signed
    """What each event in force adds."""
    events: list[Signed]
    """The Random Events rolls (2d6 totals) that toggle a boost on or off."""
    source: str | None = None
    """Where the numbers come from, and how the base is read."""


class TbbGame(GameInfo):
    """The Burning Blue's ``game.yaml``."""

    hf_radio: HfRadio | None = None
    """The HF radio range rule of the Random Events table."""


__all__ = ["Column", "Dice", "Entry", "Modifier", "Outcome", "Row", "Table", "TbbGame"]
