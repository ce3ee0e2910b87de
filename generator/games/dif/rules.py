"""Down In Flames arithmetic: draws, bursts, hits, flak, bombs, targets, campaign VP and
ZERO! mission length.

These functions are the source of truth: the force check, the site's calculators (whose
JavaScript twins in ``js/`` must agree, and a test checks they do) and the printed aid all
use them. Each takes plain numbers so the rule reads as it is written.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .schema import ANY as ANY  # the pseudo card ids, used from here by the tools
from .schema import MANOEUVRE as MANOEUVRE
from .schema import ActionCard, DifGame, Pattern, Role

POSITIONS = ("tailed", "disadvantage", "neutral", "advantage", "tailing")
"""The position ladder, one step apart (Aces High)."""


def scale(value: int, pattern: Pattern) -> int:
    """``value`` halved, kept or doubled by a pattern; halves round down (our assumption,
    flagged ``rounding_verified: false`` in ``game.yaml``)."""
    return value * pattern.factor_num // pattern.factor_den


def pattern(patterns: Sequence[Pattern], pattern_id: str) -> Pattern:
    for found in patterns:
        if found.id == pattern_id:
            return found
    raise KeyError(pattern_id)


def flak_hits(
    info: DifGame, flak: int, flak_pattern: str, bombing_pattern: str, modifier: int = 0
) -> int:
    """Hits flak scores on one bomber: option modifiers first, then the flak pattern's
    halving or doubling, and none when the pattern does not reach the bomber's run."""
    chosen = pattern(info.flak_patterns, flak_pattern)
    if bombing_pattern not in chosen.hits_bombing:
        return 0
    return scale(max(0, flak + modifier), chosen)


def bombs_dropped(info: DifGame, bombs: int, bombing_pattern: str, modifier: int = 0) -> int:
    """Bombs one bomber puts on the target: option modifiers first, then the pattern."""
    return scale(max(0, bombs + modifier), pattern(info.bombing_patterns, bombing_pattern))


def target_status(dropped: int, damaged: int, destroyed: int) -> str:
    """``intact``, ``damaged`` or ``destroyed`` for the bombs dropped on a target whose
    values read damaged/destroyed."""
    if dropped >= destroyed:
        return "destroyed"
    if dropped >= damaged:
        return "damaged"
    return "intact"


def mission_vp(status: str, damaged: int, destroyed: int) -> tuple[int, int]:
    """(attacker, defender) VP for the target: the attacker scores the value of the result;
    an intact target gives the defender its Destroyed value."""
    if status == "destroyed":
        return destroyed, 0
    if status == "damaged":
        return damaged, 0
    return 0, destroyed


@dataclass(frozen=True)
class CampaignScore:
    axis: int
    allies: int

    @property
    def net(self) -> int:
        """Allied VP minus Axis VP: the mission's single figure."""
        return self.allies - self.axis


def scaled_score(axis_vp: int, allied_vp: int, factor: int) -> CampaignScore:
    """A scaled-up campaign's mission VP: each side's total divided by the factor, rounded
    down, before the net result is taken."""
    if factor < 1:
        raise ValueError("the campaign scale is 1 or more")
    return CampaignScore(axis_vp // factor, allied_vp // factor)


@dataclass(frozen=True)
class MissionLength:
    target_bound: int
    over_target: int
    home_bound: int

    @property
    def total(self) -> int:
        return self.target_bound + self.over_target + self.home_bound


def mission_speed(role: Role, speed: int | None, fighter_speed: int) -> int | None:
    """The speed an attacker counts with for mission length (fighters and fighter-bombers
    count as ``fighter_speed``)."""
    if role in (Role.FIGHTER, Role.FIGHTER_BOMBER):
        return fighter_speed
    return speed


def mission_length(
    target_bound_base: int,
    home_bound_base: int,
    speeds: Iterable[int],
    over_target: int = 3,
    modifier_out: int = 0,
    modifier_home: int = 0,
) -> MissionLength:
    """ZERO! 23.2: each base minus the slowest attacker's speed (plus resource modifiers);
    a phase at zero or below is skipped (0 turns); the over-target phase is fixed."""
    slowest = min(speeds)
    return MissionLength(
        max(0, target_bound_base - slowest + modifier_out),
        over_target,
        max(0, home_bound_base - slowest + modifier_home),
    )


# -- dogfight arithmetic ---------------------------------------------------------------
def available_bursts(info: DifGame, inherent: int, position: str) -> int:
    """Bursts for the turn: inherent, +1 at Advantage, +3 Tailing (never above inherent + 3)."""
    bonus = {"advantage": info.bursts_advantage, "tailing": info.bursts_tailing}.get(position, 0)
    return inherent + min(bonus, info.bursts_ceiling)


def attack_hits(card_hits: int, firepower: int, plus_one_tactics: int = 0) -> int:
    """Hits of one attack: the card's hits, the aircraft's Firepower and +1 per tactic."""
    return card_hits + firepower + plus_one_tactics


def speed_manoeuvres(own_speed: int, enemy_speed: int) -> int:
    """Free one-step manoeuvres in the speed phase: one per point of speed over the enemy."""
    return max(0, own_speed - enemy_speed)


def horsepower_modifier(info: DifGame, altitude: str, turbocharger: bool) -> tuple[int, int]:
    """(pre, post) Horsepower modifiers at a level; a turbocharger uses a lower level's."""
    levels = {level.id: level for level in info.altitudes}
    level = levels[altitude]
    if turbocharger and level.turbo_as:
        level = levels[level.turbo_as]
    return level.pre, level.post


def draw(hand: int, horsepower: int, modifier: int, performance: int) -> int:
    """Cards drawn in a draw phase: Horsepower plus the altitude modifier, stopping at
    Performance."""
    return max(0, min(horsepower + modifier, performance - hand))


def opening_bonus(info: DifGame, altitude: str | None) -> int:
    """Extra opening cards for a low start (optional rule)."""
    if altitude is None:
        return 0
    return next((lv.opening_bonus for lv in info.altitudes if lv.id == altitude), 0)


def head_start(side_vp: Sequence[int]) -> list[int]:
    """VP each side starts with: the side worth fewer VP starts with the difference
    (two sides; with more, each side gets what it lacks behind the richest)."""
    top = max(side_vp, default=0)
    return [top - vp for vp in side_vp]


# -- reactions --------------------------------------------------------------------------
def answers(cards: Mapping[str, ActionCard], played: str) -> list[str]:
    """The cards that may answer ``played`` (a card id, or ``manoeuvre``). A reaction to a
    card also answers its subtitled versions; ``any`` (Ace Pilot) answers every card played
    against your aircraft, so a card only ever played on its player's own aircraft has no
    answer. A tactic's action is answered by nothing either: the answers listed are for the
    card played in answer to another (pages say so)."""
    card = cards.get(played)
    if card is not None and card.own_aircraft:
        return []
    names = {played, card.variant_of} if card is not None and card.variant_of else {played}
    return sorted(
        card_id
        for card_id, other in cards.items()
        if ANY in other.reacts_to or names & set(other.reacts_to)
    )


def answered(cards: Mapping[str, ActionCard], card_id: str) -> list[str]:
    """What ``card_id`` may answer: the cards it names and their subtitled versions, in the
    chart's order, then ``manoeuvre`` and ``any`` when it names them."""
    names = set(cards[card_id].reacts_to)
    found = [
        other_id
        for other_id, other in cards.items()
        if other_id in names or (other.variant_of is not None and other.variant_of in names)
    ]
    return found + [pseudo for pseudo in (MANOEUVRE, ANY) if pseudo in names]


def played_after(cards: Mapping[str, ActionCard], played: str) -> list[str]:
    """The cards that may be played once ``played`` has succeeded against you (Evasive)."""
    return sorted(card_id for card_id, card in cards.items() if played in card.after_success)


def reaction_table(cards: Mapping[str, ActionCard]) -> dict[str, list[str]]:
    """For every card and for a manoeuvre: the cards that answer it."""
    return {played: answers(cards, played) for played in [*cards, MANOEUVRE]}
