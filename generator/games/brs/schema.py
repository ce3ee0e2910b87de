"""Blood Red Skies content: aircraft, the Action Deck's cards, aces and the game's parameters."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...schema import (
    EARLIEST,
    LATEST,
    MOST_COUNT,
    MOST_LIMIT,
    MOST_POINTS,
    MOST_SPEED,
    Coded,
    Definition,
    GameInfo,
    Id,
    Model,
    Name,
    Points,
    Text,
)


class Retention(Coded):
    """What happens to an action card once it has been played."""

    AUTO = "auto"
    DISCARD = "discard"
    REMOVE = "remove"
    PILOT_TEST = "pilot-test", "pilot test"
    MANOEUVRE_TEST = "manoeuvre-test", "manoeuvre test"
    BALLISTIC_TEST = "ballistic-test", "ballistic test"


class Role(Coded):
    FIGHTER = "fighter"
    HEAVY_FIGHTER = "heavy-fighter", "heavy fighter"
    FIGHTER_BOMBER = "fighter-bomber"
    BOMBER = "bomber"


class Level(Coded):
    """How far to trust a value: high where two independent sources agree, medium for one
    credible source, low for a single weak or conflicting one."""

    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


class Block(Coded):
    """A third of a campaign year: early (January–April), mid (May–August), late
    (September–December)."""

    EARLY = "early", "Early"  # as the campaign rules name them (the deck builder's periods too)
    MID = "mid", "Mid"
    LATE = "late", "Late"


class Status(Coded):
    """Campaign availability: auto (fielded freely) or limit (at most half a squadron)."""

    AUTO = "auto", "Auto"
    LIMIT = "limit", "Limit"


class Availability(Model):
    """One period in which an air force may field an aircraft type in a campaign."""

    air_force: Id
    """The air force: an id from ``nations`` in ``game.yaml``."""
    year: int = Field(ge=1930, le=1960)
    """The campaign year."""
    block: Block
    """early, mid or late in that year."""
    status: Status
    """auto or limit."""


class Confidence(Model):
    """How far to trust each group of an aircraft's values; null where no value is given."""

    rates_its_field = True

    stats: Level | None = None
    """Speed, agility, firepower and top speed."""
    points: Level | None = None
    """The base points."""
    traits: Level | None = None
    """The traits and negative traits."""
    availability: Level | None = None
    """The campaign availability."""


class Aircraft(Definition):
    """An aircraft type and its stat card (``brs/aircraft/<id>.yaml``)."""

    name: Name
    """The aircraft's name, e.g. Bf109E."""
    nation: Id
    """The nation that flies it: an id from ``nations`` in ``game.yaml``."""
    speed: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Speed stat (inches); null when unknown."""
    agility: int | None = Field(default=None, ge=0, le=3)
    """Agility stat, 0 to 3; null when unknown."""
    firepower: int | None = Field(default=None, ge=0, le=3)
    """Firepower stat, 0 to 3; null when unknown."""
    top_speed: int | None = Field(default=None, ge=0, le=MOST_SPEED)
    """The top speed in mph printed on the card, which breaks ties; null when unknown."""
    traits: list[Id] | None = Field(default=None, max_length=2)
    """The ids of the (positive) traits its card names: none (``[]``), one or two. Each
    aircraft of this type adds one of these trait cards to the Action Deck. Null when
    unknown, which is not the same as none: the deck check then warns instead of judging
    this type's trait cards."""
    negative_traits: list[Id] | None = None
    """Ids of negative traits: they apply all game long and never enter the deck; null when
    unknown."""
    engines: int = Field(default=1, ge=1, le=MOST_COUNT)
    """Number of engines; more than one makes it a multi-engine aircraft."""
    jet: bool = False
    """Jets are exempt from the multi-engine rules."""
    role: Role = Role.FIGHTER
    """fighter, heavy-fighter, fighter-bomber or bomber (format presets may price roles)."""
    points: int | None = Field(default=None, ge=0, le=MOST_POINTS)
    """Base points of one aircraft, before its pilot's cost; null when unknown."""
    air_forces: list[Id] | None = None
    """Every air force that flies it, when more than ``nation`` (ids from ``nations``)."""
    year: int | None = Field(default=None, ge=EARLIEST, le=LATEST)
    """The year a public squadron builder gives the type; null when unknown."""
    release: Text | None = None
    """The box or pack its models come in, where a source says."""
    availability: list[Availability] | None = None
    """Campaign availability: each period in which an air force may field it, and whether
    freely (auto) or limited (limit). A period not listed is not available; null when
    unknown."""
    confidence: Confidence | None = None
    """How far to trust its values, by group."""
    note: Text | None = None
    """Conflicts between sources (the value not kept, and where it comes from) and other
    caveats."""


class Card(Definition):
    """Fields every Action Deck card has."""

    name: Name
    """The card's title."""
    retention: Retention | None = None
    """auto, discard, remove, pilot-test, manoeuvre-test or ballistic-test; null when
    unknown."""
    reaction: bool = False
    """True when the card may be played in the opponent's activation, as a reaction."""
    text: Text | None = None
    """The card's effect in our own words; null when we do not know it."""
    confidence: Level | None = None
    """How far to trust the values a public source gave (retention, effect), where the
    rulebook does not give them; null when the rulebook does."""


class Trait(Card):
    """An aircraft trait card (``brs/traits/<id>.yaml``)."""

    negative: bool = False
    """A negative trait applies permanently and never enters the Action Deck."""


class Doctrine(Card):
    """A doctrine card (``brs/doctrine/<id>.yaml``)."""

    bonus_trait: Id | None = None
    """The trait whose card may be played with this doctrine on the same aircraft as a
    bonus card (the trait card is discarded, the doctrine goes back to hand)."""


class Theatre(Card):
    """A theatre card (``brs/theatre/<id>.yaml``)."""

    deployment: bool = False
    """Deployment cards are taken out of the deck and played before the game starts."""


class AceSkill(Card):
    """An ace skill card (``brs/ace-skills/<id>.yaml``)."""


class Ace(Definition):
    """A named ace from an ace box, flying his own aircraft (``brs/aces/<id>.yaml``)."""

    name: Name
    """The pilot's name."""
    nation: Id
    """The ace's nation: an id from ``nations`` in ``game.yaml``."""
    aircraft: Id
    """The id of the aircraft type the ace flies."""
    points: int | None = Field(default=None, ge=0, le=MOST_POINTS)
    """Points of the ace's card: they replace the pilot cost, the aircraft's base points
    are added; null when unknown."""
    note: Text | None = None
    """Caveats about the facts given."""
    signature_traits: list[Id] = Field(default_factory=list)
    """Traits the ace may use in skill tests."""


class HandSize(Model):
    """How many action cards a player holds."""

    standard: int = Field(ge=1, le=MOST_COUNT)
    """Hand size of a standard battle."""
    large: int = Field(ge=1, le=MOST_COUNT)
    """Hand size of a large battle."""
    large_above: int = Field(ge=1, le=MOST_COUNT)
    """A side with more aircraft than this fights a large battle."""
    source: str | None = None
    """Where these numbers come from."""


class DoctrineTable(Model):
    """How many doctrine cards the Action Deck holds for a given number of aircraft."""

    base: int = Field(ge=0, le=MOST_COUNT)
    """Doctrine cards for a side of up to ``up_to`` aircraft."""
    up_to: int = Field(ge=1, le=MOST_COUNT)
    """The largest side that takes ``base`` cards."""
    per_block: int = Field(ge=0, le=MOST_COUNT)
    """Extra doctrine cards for each further block of ``block`` aircraft, or part of one."""
    block: int = Field(ge=1, le=MOST_COUNT)
    """The size of a block of extra aircraft."""
    verified: bool = False
    """False while the numbers are a working assumption not confirmed by a source."""
    source: str | None = None
    """Where the numbers come from, or why they are assumed."""


class AceRules(Model):
    """What an ace costs and brings."""

    skill: int = Field(ge=1, le=MOST_COUNT)
    """The pilot skill that makes an ace."""
    skill_cards: int = Field(ge=0, le=MOST_COUNT)
    """Ace skill cards a generic ace may add to the deck."""
    named_skill_cards: int = Field(ge=0, le=MOST_COUNT)
    """Ace skill cards a named ace may add to the deck."""
    source: str | None = None
    """Where these numbers come from."""


class PilotCosts(Model):
    """What a pilot adds to the base points of the aircraft, by pilot skill."""

    costs: dict[Annotated[int, Field(ge=0, le=MOST_COUNT)], Points | None]
    """Points per pilot skill; null where no source gives the cost."""
    confidence: Level | None = None
    """How far to trust the table."""
    source: str | None = None
    """Where the costs come from."""


class PilotSkill(Model):
    """The pilot skills a deck may give, and the one it gets when it gives none."""

    minimum: int = Field(ge=0, le=MOST_COUNT)
    """Lowest pilot skill."""
    maximum: int = Field(ge=1, le=MOST_COUNT)
    """Highest pilot skill."""
    default: int = Field(ge=0, le=MOST_COUNT)
    """Skill of an aircraft whose deck entry gives none."""
    assumed: list[Literal["minimum", "maximum", "default"]] = Field(default_factory=list)
    """The values above that are working assumptions no source states (they are accepted,
    and the site says they are assumed)."""
    source: str | None = None
    """Where the values come from, and why the assumed ones are assumed."""


class Format(Model):
    """A named set of force rules, such as a tournament format."""

    name: Name
    """The format's name."""
    points_limit: int | None = Field(default=None, ge=0, le=MOST_LIMIT)
    """The points limit it sets (a deck's own ``points_limit`` overrides it)."""
    max_aircraft_types: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """The most distinct aircraft types a force may field."""
    min_aircraft: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """The fewest aircraft a force may field."""
    max_aircraft: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """The most aircraft a force may field."""
    skill_points: dict[Annotated[int, Field(ge=0, le=MOST_COUNT)], Points | None] | None = None
    """Pilot costs of this format, replacing ``pilot_costs`` of ``game.yaml``; a null value
    is unknown. Null: the game's table applies."""
    heavy_fighter_points: int | None = Field(default=None, ge=-MOST_POINTS, le=MOST_POINTS)
    """Points added to (negative: taken from) each multi-engine heavy fighter."""
    unique_named_aces: bool = False
    """True when each named ace may appear only once."""
    campaign: bool = False
    """True for the campaign rules: the deck names a ``period``; each aircraft must be
    available to its air force then, and at most half the squadron (rounded down) may be
    of Limit types."""
    require_known: bool = False
    """True for a format that wants every part of the check run (an organiser's event):
    a part not checked for want of a value (an aircraft's traits, points) is then an
    error, as with ``sortie validate --require-known``; players give the value in a pack."""
    values: Literal["any", "site"] = "any"
    """Whose card values a check of this format takes. ``any``: the site's, and those a
    player enters in the deck builder (Your cards) or a share link carries, each verdict
    saying how many of them it rests on. ``site``: the site's alone, for an event whose
    organiser ships their own values in the site's pack; the builder then shows a player's
    values but checks without them, and says so. ``sortie validate`` takes every pack it
    is given either way: whoever runs it chose those packs."""
    notes: Text | None = None
    """Rules of the format the validator does not check, in our own words."""
    source: str | None = None
    """Where the format's rules come from."""


class BrsGame(GameInfo):
    """``brs/game.yaml``: the parameters of Action Deck construction."""

    nations: dict[Id, Text]
    """The nations (air forces, as the sources name them) aircraft and aces may name, by
    id."""
    nations_source: str | None = None
    """Where the air force names come from."""
    hand_size: HandSize
    """Hand size for standard and large battles."""
    doctrine_cards: DoctrineTable
    """The doctrine-card table."""
    theatre_cards: int = Field(ge=0, le=MOST_COUNT)
    """Theatre cards in every Action Deck, whatever the force size."""
    aces: AceRules
    """Aces and named aces."""
    pilot_skill: PilotSkill
    """The range of pilot skill values."""
    pilot_costs: PilotCosts
    """A pilot's points by skill, added to the aircraft's base points (formats may
    replace the table)."""
    formats: dict[Id, Format] = Field(default_factory=dict)
    """Format presets a deck may name with ``format:``."""
