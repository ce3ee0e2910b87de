"""Down In Flames content: aircraft cards, action cards and the game's tables, per edition.

One game, two editions: DVG's *Aces High* basic game and GMT's *ZERO!* campaign game share
the card vocabulary (In My Sights, Tight Turn…) and the idea of a fighter card, but print
different values. Every aircraft and every table says which edition it belongs to
(``edition``), so one file format and one set of pages serve both.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from pydantic import Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

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


class Edition(Coded):
    """The rulebook a value comes from."""

    ACES_HIGH = "aces-high", "Aces High"
    ZERO = "zero", "ZERO!"


class Role(Coded):
    """What an aircraft does in a mission."""

    FIGHTER = "fighter"
    FIGHTER_BOMBER = "fighter-bomber"
    BOMBER = "bomber"
    """An Aces High bomber (that book does not class bombers by size)."""
    TORPEDO_BOMBER = "torpedo-bomber", "torpedo bomber"
    MEDIUM_BOMBER = "medium-bomber", "medium bomber"
    HEAVY_BOMBER = "heavy-bomber", "heavy bomber"
    RECONNAISSANCE = "reconnaissance"


BOMBER_ROLES = frozenset({Role.BOMBER, Role.MEDIUM_BOMBER, Role.HEAVY_BOMBER, Role.RECONNAISSANCE})
"""The roles whose card is a bomber's: it holds no hand, so it prints no Performance,
Horsepower or Bursts (Aces High, “Bombardiers”; ZERO! 17.2's card legend, which a
reconnaissance aircraft shares, 17.32), and no turbocharger (a fighter's start rule)."""

FIGHTER_CARD_ONLY = (
    "front.performance",
    "front.horsepower_pre",
    "front.horsepower_post",
    "front.bursts",
    "damaged.performance",
    "damaged.horsepower_pre",
    "damaged.horsepower_post",
    "damaged.bursts",
    "performance_at_most",
    "turbocharger",
)
"""The values only a fighter's card prints (fighter-bombers and torpedo bombers fly one):
a bomber is never asked for them, and a file or pack that gives one is refused."""


class Service(Coded):
    """The air arm of an American or Japanese aircraft or pilot (ZERO! 19.21)."""

    ARMY = "army"
    NAVY = "navy"


class CardClass(Coded):
    """When an action card may be played: its coloured bars."""

    ATTACK = "attack"
    REACTION = "reaction"
    ATTACK_REACTION = "attack-reaction", "attack & reaction"


class Ratings(Model):
    """The numbers printed on one side of an aircraft card; null = not in our sources."""

    speed: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Speed: compared with an enemy's for free manoeuvres (Aces High); mission length (ZERO!)."""
    performance: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Performance: the hand limit when drawing, and the opening hand."""
    horsepower_pre: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Horsepower before the turn: cards drawn at the start of the aircraft's turn."""
    horsepower_post: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Horsepower after the turn: cards drawn at the end of the aircraft's turn."""
    bursts: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Inherent bursts: the firing budget when Neutral."""
    firepower: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Firepower (Aces High) or damage rating (ZERO!): hits added to each attack."""
    gunner: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """The rear gunner's bursts; null when unknown or when the aircraft has no gunner."""
    bombs: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Bombs dropped with a Normal bombing pattern (Aces High campaigns)."""
    bomb_rating: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Cards drawn when bombing (ZERO! 21.0)."""
    saturation: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Saturation rating: cards drawn for a saturation bombing run (ZERO! 21.6)."""
    turret_defence: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Defence turret: cards a bomber draws for its own defence."""
    turret_support: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Support turret: cards a bomber lends to a neighbour of its formation."""
    offence: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Wingman attack rating (ZERO! wingman card)."""
    defence: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Wingman defence rating (ZERO! wingman card)."""


class Aircraft(Definition):
    """An aircraft card (``dif/aircraft/<id>.yaml``): both sides, one edition."""

    name: Name
    """The aircraft's name as the card prints it, e.g. F4U Corsair."""
    edition: Edition
    """The rulebook whose card this is: ``aces-high`` or ``zero``."""
    nation: Id | None = None
    """The nation on the card's flag: an id from ``nations`` in ``game.yaml``; null when unknown."""
    service: Service | None = None
    """army or navy, for American and Japanese aircraft in ZERO!; null otherwise or unknown."""
    type: Id | None = None
    """The aircraft type a skilled ZERO! pilot names (``a6m`` covers A6M2 and A6M5)."""
    role: Role = Role.FIGHTER
    """fighter, fighter-bomber, torpedo-bomber, medium-bomber, heavy-bomber or reconnaissance."""
    year: int | None = Field(default=None, ge=1900, le=1950)
    """The year on the card (entry into service); null when unknown."""
    vp: int | None = Field(default=None, ge=0, le=MOST_POINTS)
    """Victory points for shooting it down; null when unknown."""
    front: Ratings = Field(default_factory=Ratings)
    """The ratings of the undamaged side."""
    performance_at_most: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """The highest front Performance a rulebook example allows, when the example bounds the
    value without giving it (the P.11c cannot draw a fifth card: 4 or less); null otherwise."""
    damaged: Ratings = Field(default_factory=Ratings)
    """The ratings of the Damaged side (lower than the front)."""
    airframe_flip: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """Hits that flip the card to its Damaged side; null when unknown."""
    airframe_total: int | None = Field(default=None, ge=1, le=MOST_COUNT)
    """Hits in all that shoot the aircraft down; null when unknown."""
    agile: bool | None = None
    """Agile: once a turn any card may be played as a Scissors; null when unknown."""
    barrage: bool | None = None
    """Barrage: attack cards may be played as +1 hit tactics; null when unknown."""
    turbocharger: bool | None = None
    """Turbocharger: may start High, gentler altitude modifiers; null when unknown."""
    norden: bool | None = None
    """Norden bombsight: two more bombing cards (ZERO! 18.3); null when unknown."""
    notes: Text | None = None
    """What else the sources say of this card, in our own words."""
    inferred: list[str] = Field(default_factory=list)
    """The values read from a rulebook example rather than from the card (dotted paths,
    ``front.saturation``, ``norden``): each is shown as our inference, and ``notes`` says
    what the example supports."""

    @property
    def fighter_card(self) -> bool:
        """True when its card is a fighter's (fighters, fighter-bombers, torpedo bombers)."""
        return self.role not in BOMBER_ROLES

    def prints(self, path: str) -> bool:
        """Whether this aircraft's card prints the value at ``path`` (``front.performance``)."""
        return self.fighter_card or path not in FIGHTER_CARD_ONLY

    @model_validator(mode="after")
    def _bomber_card(self) -> Aircraft:
        # A bomber draws no hand: a Performance or a turbocharger given to one (a slip in a
        # content file, a pack's patch) would set an opening hand it never holds. Each
        # value is refused at its own place, so the problem names the line that wrote it.
        if self.fighter_card:
            return self
        details = []
        for path in FIGHTER_CARD_ONLY:
            value: object = self
            for part in path.split("."):
                value = getattr(value, part)
            if value is not None:
                error = PydanticCustomError(
                    "bomber_card",
                    "not on a {role}'s card: only a fighter's card prints it (leave it out)",
                    {"role": self.role.value.replace("-", " ")},
                )
                loc = tuple(path.split("."))
                details.append(InitErrorDetails(type=error, loc=loc, input=value))
        if details:
            raise ValidationError.from_exception_data(type(self).__name__, details)
        return self

    @model_validator(mode="after")
    def _inferred_values_exist(self) -> Aircraft:
        # An inference marks a value we hold: a path to nothing, or to an unknown, is a slip.
        details = []
        for index, path in enumerate(self.inferred):
            value: object = self
            for part in path.split("."):
                value = getattr(value, part, None)
            if value is None or isinstance(value, Model):
                error = PydanticCustomError(
                    "inferred_value",
                    "{path} is no known value of this card (expected e.g. front.saturation)",
                    {"path": path},
                )
                details.append(InitErrorDetails(type=error, loc=("inferred", index), input=path))
        if details:
            raise ValidationError.from_exception_data(type(self).__name__, details)
        return self

    @model_validator(mode="after")
    def _within_the_example(self) -> Aircraft:
        # A player's own value (a pack, Your cards) may fill in the Performance; it cannot
        # contradict the rulebook example that bounds it. The problem is raised at the
        # value itself, so that it names the pack's line that wrote it.
        bound, value = self.performance_at_most, self.front.performance
        if bound is not None and value is not None and value > bound:
            message = "above performance_at_most {bound}, the highest a rulebook example allows"
            error = PydanticCustomError(
                "performance_bound", message, {"value": value, "bound": bound}
            )
            detail = InitErrorDetails(type=error, loc=("front", "performance"), input=value)
            raise ValidationError.from_exception_data(type(self).__name__, [detail])
        return self


MANOEUVRE = "manoeuvre"
"""The pseudo card id of a manoeuvre (a card played for its value, or a speed manoeuvre)."""
ANY = "any"
"""The pseudo card id that answers every card (Ace Pilot)."""


class ActionCard(Definition):
    """A card of the basic game's Action deck (``dif/action-cards/<id>.yaml``)."""

    not_applicable = frozenset({"variant_of", "bomber_effect"})  # not a variant; no effect
    code_words: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "reacts_to": {
            MANOEUVRE: "a manoeuvre",
            ANY: "any card played against your aircraft",
        }
    }

    name: Name
    """The card's title (English as printed, French name of the French rules)."""
    edition: Edition = Edition.ACES_HIGH
    """The deck the card belongs to."""
    card_class: CardClass | None = None
    """attack, reaction or attack-reaction (its coloured bars), as the uses the rulebook gives
    the card imply (an action on your turn, an answer to a card, or both); null when they
    do not settle it (Ace Pilot, Redline)."""
    manoeuvre: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """The manoeuvre value (the most steps it moves you); 0 = cannot manoeuvre; null = varies
    or unknown."""
    manoeuvre_printed: list[Count] = Field(default_factory=list)
    """For a card printed in several versions, the manoeuvre values the versions show."""
    reacts_to: list[Id] = Field(default_factory=list)
    """Card ids it may answer; ``manoeuvre`` = any manoeuvre, ``any`` = every card."""
    variant_of: Id | None = None
    """The card this is a subtitled version of (reactions ignore the subtitle)."""
    tactic: bool = False
    """True when its action is a tactic: played on your own aircraft, nobody may answer that
    action (a tactic that is also a reaction can be answered when played in answer to a card)."""
    own_aircraft: bool = False
    """True when every way of playing it, but as a manoeuvre, is on your own aircraft (Evasive,
    Redline): nothing answers it, since even Ace Pilot answers only cards played against you."""
    after_success: list[Id] = Field(default_factory=list)
    """Card ids after whose success against you it may be played (Evasive): it does not cancel
    them. Matched exactly: a subtitled version counts only when listed."""
    effect: Text
    """What the card does as an action, in our own words."""
    bomber_effect: Text | None = None
    """What it does when a bomber plays it; null when it does nothing for a bomber."""
    count: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Copies in the deck; null: the per-card counts are not in our sources."""


class Alliance(Model):
    """One side of a historical battle."""

    name: Name
    """The alliance's name (Axis, Allies)."""
    nations: list[Id]
    """The nations that fight on it."""


class AltitudeLevel(Model):
    """One of the five altitude levels and its Horsepower modifiers."""

    id: Id
    """The level's id, e.g. ``very-low``."""
    name: Name
    """The level's name."""
    pre: Signed
    """Added to pre-turn Horsepower at this level."""
    post: Signed
    """Added to post-turn Horsepower at this level."""
    start: bool
    """True when any fighter may start here."""
    start_turbo: bool
    """True when a turbocharged fighter may start here."""
    turbo_as: Id | None = None
    """The level whose modifiers a turbocharged fighter uses here; null = its own."""
    opening_bonus: Signed = 0
    """Extra opening cards for starting here (optional rule)."""


class Pattern(Model):
    """A flak or bombing pattern: Dispersed, Normal or Tight."""

    id: Id
    """``dispersed``, ``normal`` or ``tight``."""
    name: Name
    """The pattern's name."""
    factor_num: int = Field(ge=1, le=MOST_COUNT)
    """Numerator of the multiplier (Dispersed 1/2, Normal 1/1, Tight 2/1)."""
    factor_den: int = Field(ge=1, le=MOST_COUNT)
    """Denominator of the multiplier."""
    hits_bombing: list[Id] = Field(default_factory=list)
    """For a flak pattern: the bombing patterns it reaches."""


class PilotCode(Model):
    """An experienced-pilot code of Aces High (an optional rule)."""

    code: str
    """The code printed on the counter, e.g. ``A+1``."""
    name: Name
    """What it stands for."""
    effect: Text
    """Its effect on the aircraft, in our own words."""
    changes: dict[str, Signed] = Field(default_factory=dict)
    """Rating changes it makes (``performance: 1``, ``airframe: 1``…)."""


class Skill(Model):
    """A ZERO! pilot or crew skill letter."""

    code: str
    """The letter(s) on the counter."""
    name: Name
    """The skill's name."""
    effect: Text
    """Its effect, in our own words."""
    limit: Text | None = None
    """How often or how long it works (``once a mission``, ``whole mission``…); null when
    the rules do not limit it beyond its effect."""


class CampaignOption(Model):
    """An Aces High campaign option."""

    id: Id
    """The option's id."""
    name: Name
    """Its name."""
    effect: Text
    """What it does; the amounts are on each campaign sheet (not in our sources)."""


class TargetType(Model):
    """A kind of campaign target."""

    id: Id
    """The target type's id."""
    name: Name
    """Its name."""
    represents: Text
    """What it stands for."""


class Target(Model):
    """A campaign target the sources give values for."""

    id: Id
    """The target's id, e.g. ``poland-1939-3``."""
    edition: Edition
    """The rulebook it comes from."""
    campaign: Text
    """The campaign (Poland 1939, Malaya…), or the rule whose example it is."""
    number: int | None = Field(default=None, ge=1, le=MOST_ORDER)
    """Its number on the campaign sheet; null when not numbered."""
    name: Name
    """What it is (Airfield, Freighter off Rangoon…)."""
    type: Id | None = None
    """Aces High: a target type id from ``target_types``."""
    damaged: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Aces High: bombs that leave it Damaged."""
    destroyed: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Aces High: bombs that destroy it."""
    flak: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """Aces High: its flak value."""
    area_flak: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """ZERO!: area flak cards against each aircraft over it."""
    target_flak: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """ZERO!: target flak cards before modifiers."""
    target_bound: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """ZERO!: base target-bound turns."""
    home_bound: int | None = Field(default=None, ge=0, le=MOST_COUNT)
    """ZERO!: base home-bound turns."""
    sheet: str | None = None
    """ZERO!: the target sheet to lay out."""
    notes: Text | None = None
    """What else the example says (attackers, result), in our own words."""
    source: str
    """Rulebook and rule or section."""


class Phase(Model):
    """One phase of a player's turn."""

    name: Name
    """The phase's name."""
    does: Text
    """What the player does in it."""


class DifGame(GameInfo):
    """``dif/game.yaml``: the tables both editions play with."""

    editions: dict[Id, Text]
    """The editions, by id, with their rulebook's name."""
    nations: dict[Id, Text]
    """The nations aircraft may name."""
    alliances: dict[Id, Alliance]
    """The two wartime alliances (historical battles pit one against the other)."""
    turns: int = Field(ge=1, le=MOST_COUNT)
    """Game turns in an Aces High dogfight."""
    bursts_advantage: int = Field(ge=0, le=MOST_COUNT)
    """Bursts added by holding Advantage."""
    bursts_tailing: int = Field(ge=0, le=MOST_COUNT)
    """Bursts added by Tailing (the Advantage burst included)."""
    bursts_ceiling: int = Field(ge=0, le=MOST_COUNT)
    """The most bursts a turn may add to the inherent bursts."""
    altitudes: list[AltitudeLevel]
    """The five altitude levels, lowest first."""
    flak_patterns: list[Pattern]
    """Flak patterns and the bombing patterns each one reaches."""
    bombing_patterns: list[Pattern]
    """Bombing patterns and their bomb multipliers."""
    rounding: str
    """How halves are rounded where the sources do not say (a working assumption)."""
    rounding_verified: bool = False
    """False while the rounding of a halved odd value is our assumption."""
    target_types: list[TargetType]
    """Aces High campaign target types."""
    targets: list[Target] = Field(default_factory=list)
    """Campaign targets with the values the sources give."""
    campaign_options: list[CampaignOption]
    """Aces High campaign options (one per player per mission, each once a campaign)."""
    pilot_codes: list[PilotCode]
    """Aces High experienced-pilot codes."""
    pilot_skills: list[Skill]
    """ZERO! pilot skills (19.25)."""
    crew_skills: list[Skill]
    """ZERO! crew skills (19.35)."""
    sequence: dict[Id, list[Phase]]
    """Each edition's turn sequence, by edition id."""
    zero_flak: list[Phase] = Field(default_factory=list)
    """ZERO!: area and target flak, how each fires (rule 22)."""
    over_target_turns: int = Field(ge=0, le=MOST_COUNT)
    """ZERO!: turns of the over-target phase (ingress, bomb, egress)."""
    fighter_mission_speed: int = Field(ge=0, le=MOST_COUNT)
    """ZERO!: the speed fighters and fighter-bombers count as for mission length."""
    deck_size: int | None = Field(default=None, ge=1, le=MOST_ORDER)
    """Action cards in the Aces High deck; the count of each card is unknown."""
