"""Fighters in Sight content: leader classes, the wingman, special manoeuvres, critical
damage markers, winds, card timings, aircraft dashboards and the game's parameters.

What the pilot's manual does not give stays null; a reading of ours that the manual does
not settle carries ``verified: false`` and a note, and can only ever warn.
"""

from __future__ import annotations

from pydantic import Field

from ...schema import (
    MOST_COUNT,
    MOST_ORDER,
    MOST_POINTS,
    Coded,
    Count,
    Definition,
    GameInfo,
    Id,
    Model,
    Name,
    Signed,
    Text,
)


class Assumption(Model):
    """A rule the manual leaves open or contradicts, and the reading Sortie uses."""

    verified: bool = False
    """False while this is our reading (a working assumption), not a confirmed rule."""
    note: Text
    """What the manual says or leaves out, and which reading we chose."""


class HandRule(Model):
    """How many action cards a side is dealt each turn."""

    solo: int = Field(ge=1, le=MOST_COUNT)
    """Cards for a side played by one player."""
    per_player: int = Field(ge=1, le=MOST_COUNT)
    """Cards per player when a side is a team of several players."""
    minimum: int = Field(ge=1, le=MOST_COUNT)
    """The fewest cards a side is dealt, whatever its players."""
    per_leader: int = Field(ge=0, le=MOST_COUNT)
    """Extra cards for each leader (any class) in the side."""
    source: str | None = None
    """Where the numbers come from."""


class Activation(Model):
    """How many aircraft or formations a side activates each time it is its turn to act."""

    per_player: int = Field(ge=1, le=MOST_COUNT)
    """Activations per player of the side (one aircraft or one formation each)."""
    historic_leader: Assumption
    """How a Historic leader's second activation counts (the manual says he activates two
    aircraft instead of one)."""
    source: str | None = None
    """Where the rule comes from."""


class Fuel(Model):
    """The advanced fuel gauge: what burns fuel."""

    per_turn: int = Field(ge=0, le=MOST_COUNT)
    """Fuel points every aircraft loses each new turn."""
    per_dodge_die: int = Field(ge=0, le=MOST_COUNT)
    """Fuel points per speed point turned into a dodge die."""
    manoeuvre: Text
    """What a special manoeuvre burns."""
    wep: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Fuel points per use of WEP; null when unknown."""
    wep_conflict: Assumption
    """The WEP cost as the fuel rule states it against its own example, and our reading."""
    gauge_size: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """How many points the fuel gauge holds; null: the manual does not say."""
    source: str | None = None
    """Where the fuel rules come from."""


class DodgeResult(Model):
    """One result a dodge die can show."""

    id: Id
    """A short id for the result."""
    cancels: list[Id] = Field(min_length=1)
    """The attack results it can cancel (``damage``, ``critical``); several means the player
    picks one of them."""
    text: Text
    """What the result does, in our words."""


class Dodge(Model):
    """How dodge dice cancel hits."""

    results: list[DodgeResult]
    """The results a dodge die can show, other than a blank."""
    reading: Assumption
    """Why this list is our reading of the manual (its dice pictures were lost)."""
    source: str | None = None
    """Where the dodge rules come from."""


class Phase(Model):
    """One phase of the game turn."""

    name: Name
    """The phase's name."""
    summary: Text
    """What happens in it, in our words."""


class FiringModifier(Model):
    """A situation that adds combat dice to a shot or dodge dice against it."""

    when: Text
    """The situation, in our words."""
    combat_dice: int = Field(default=0, ge=0, le=MOST_COUNT)
    """Combat dice the attacker adds."""
    dodge_dice: int = Field(default=0, ge=0, le=MOST_COUNT)
    """Dodge dice the defender adds."""
    per_level: bool = False
    """True when the dice are added once for each altitude level between the two aircraft
    (firing across altitudes), not once."""
    advanced: bool = False
    """True for a modifier of the advanced rules."""


class FisGame(GameInfo):
    """Fighters in Sight's rule parameters (``fis/game.yaml``)."""

    hand: HandRule
    """Action cards per side each turn."""
    card_lifetime: Assumption
    """What happens to cards still held at the end of a turn."""
    activation: Activation
    """Activations per side."""
    formation_max: int = Field(ge=1, le=MOST_COUNT)
    """The most aircraft in one formation (escadrille)."""
    leaders_per_formation: Assumption
    """Why a formation is taken to have one leader (the wingman rule speaks of "the" leader
    of the formation); a second leader in a formation gets a warning, never a refusal."""
    structure_points: int = Field(ge=1, le=MOST_POINTS)
    """Structure points of an aircraft before any leader bonus."""
    firing_range: int = Field(ge=1, le=MOST_COUNT)
    """Firing range in hexes."""
    night_visibility: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """Visibility in hexes at night."""
    altimeter: tuple[Signed, Signed]
    """The lowest and highest altimeter values."""
    initiative_per_victory: int = Field(ge=0, le=MOST_COUNT)
    """Points added to the initiative roll per enemy aircraft destroyed the turn before."""
    fuel: Fuel
    """The advanced fuel gauge."""
    turn_sequence: list[Phase] = Field(default_factory=list)
    """The phases of a game turn, in order."""
    firing_modifiers: list[FiringModifier] = Field(default_factory=list)
    """Range, position and advanced-rule modifiers to a shot."""
    dodge: Dodge
    """Dodge dice results."""


class LeaderClass(Definition):
    """A class of leader pilot (``fis/leaders/<id>.yaml``): Silver, Gold or Historic."""

    name: Name
    """The class's name (the French as the manual prints it)."""
    points: int | None = Field(default=None, ge=0, le=MOST_POINTS)
    """Points the leader adds to the force; null when unknown."""
    extra_card: bool = True
    """True: the side gets one more action card each turn while this leader flies."""
    chooses_card: bool = False
    """True: the leader's extra card is chosen, not drawn blind."""
    dodge_dice: int = Field(default=0, ge=0, le=MOST_COUNT)
    """Extra dodge dice when the leader's aircraft dodges."""
    rotation_discount: int = Field(default=0, ge=0, le=MOST_COUNT)
    """Speed points taken off the cost of a rotation in a hex."""
    manoeuvre_discount: int = Field(default=0, ge=0, le=MOST_COUNT)
    """Speed points taken off the cost of a special manoeuvre."""
    structure_bonus: int = Field(default=0, ge=0, le=MOST_COUNT)
    """Structure points added to the leader's aircraft."""
    activations: int = Field(default=1, ge=1, le=MOST_COUNT)
    """Aircraft activated at a time by the leader's player (2 for a Historic leader)."""
    real_pilot: bool = False
    """True when the leader is a pilot who really flew (a Historic leader is named)."""
    special_rules_known: bool = True
    """False when the class brings special rules of its own that the manual does not list."""
    summary: Text
    """The class's bonuses in a sentence, in our words."""


class Wingman(Definition):
    """The wingman pilot (``fis/wingmen/<id>.yaml``)."""

    name: Name
    """The pilot's name."""
    points: int | None = Field(default=None, ge=0, le=MOST_POINTS)
    """Points the wingman adds to the force."""
    counter_attack_range: int = Field(ge=1, le=MOST_COUNT)
    """How near (hexes) the attacker of his leader must be for a counter-attack."""
    summary: Text
    """What the wingman does, in our words."""


class Manoeuvre(Definition):
    """A special manoeuvre (``fis/manoeuvres/<id>.yaml``)."""

    name: Name
    """The manoeuvre's name."""
    speed_cost: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Speed points it costs; null when the aircraft's dashboard gives it (per type)."""
    cost_on_dashboard: bool = True
    """True when each aircraft type's dashboard prints its own cost for this manoeuvre."""
    altitude: tuple[Signed, Signed] | None = None
    """Altimeter change, lowest and highest (negative is down); null when none."""
    shaken: bool = False
    """True when the pilot takes a Shaken marker (each time in a turn)."""
    formation: bool = False
    """True when a formation may fly it (only WEP)."""
    advanced: bool = False
    """True for the altitude-mode manoeuvres of the advanced rules."""
    effect: Text
    """What the manoeuvre does on the map, in our words."""


class CriticalDamage(Definition):
    """A critical damage marker whose effect the manual gives (``fis/critical-damage/``)."""

    name: Name
    """The marker's name."""
    effect: Text
    """What the marker does, in our words."""
    needs_fuel_gauge: bool = False
    """True for a variant used only with the advanced fuel gauge."""


class Wind(Definition):
    """A wind force (``fis/winds/<id>.yaml``)."""

    name: Name
    """The wind's name."""
    force: int = Field(ge=1, le=MOST_COUNT)
    """The force number (1 to 3)."""
    clouds_move: int = Field(ge=0, le=MOST_COUNT)
    """Hexes clouds drift at each end of turn."""
    tailwind_hexes: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Extra hexes of movement with the wind behind; null when unknown."""
    headwind_climb: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Extra altimeter steps when climbing into the wind; null when unknown."""
    headwind_speed: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Extra speed points such a climb costs; null when unknown."""
    headwind_fuel: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Extra fuel points such a climb costs; null when unknown."""
    note: Text | None = None
    """What the manual leaves open for this force."""


class CardTiming(Definition):
    """When an action card may be played, shown by its colour (``fis/card-timings/``)."""

    name: Name
    """The timing's name."""
    when: Text
    """The moment the card may be played."""
    colour: Text | None = None
    """The card colour that shows this timing; null: the manual's colour key was lost."""
    order: int = Field(ge=0, le=MOST_ORDER)
    """Position in the manual's list."""

    not_shown = frozenset({"order"})  # the lists' order, not the game's


class Role(Coded):
    FIGHTER = "fighter"
    BOMBER = "bomber"


class Aircraft(Definition):
    """An aircraft dashboard (``fis/aircraft/<id>.yaml``). Our sources give no dashboard:
    every stat may stay unknown, so a player can add their own type, or only what they know."""

    name: Name
    """The aircraft's name."""
    role: Role = Role.FIGHTER
    """fighter or bomber (the altitude attack bonus does not count for bombers)."""
    nation: str | None = None
    """Who flies it; null when unknown."""
    speed: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Speed points on the speed gauge each turn; null when unknown."""
    rotation_cost: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """Speed points a rotation in a hex costs (manoeuvrability); null when unknown."""
    combat_dice: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Combat dice it rolls to fire; null when unknown."""
    structure: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """Structure points; null means the game's standard (2)."""
    manoeuvre_costs: dict[Id, Count | None] = Field(default_factory=dict)
    """Speed cost of each special manoeuvre on its dashboard, by manoeuvre id."""
    special_rule: Text | None = None
    """Its special rule, in our words; null when none or unknown."""
    points: int | None = Field(default=None, ge=0, le=MOST_POINTS)
    """Points of one aircraft (from the mission guide); null when unknown."""
    stand_in: bool = False
    """True for a stand-in with no real dashboard (a force planned before its types)."""
