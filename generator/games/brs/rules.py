"""The Action Deck arithmetic of Blood Red Skies, in one place.

The validator, the site's pages and the browser's data all take their numbers from here:
hand size, doctrine and theatre counts, the ace skill allowance and the even trait split.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .schema import BrsGame


def hand_size(game: BrsGame, aircraft: int) -> int:
    """Cards in hand for a side of ``aircraft`` aircraft (3, or 4 above 12)."""
    rule = game.hand_size
    return rule.large if aircraft > rule.large_above else rule.standard


def doctrine_required(game: BrsGame, aircraft: int) -> int:
    """Doctrine cards the deck holds: ``base`` up to ``up_to`` aircraft, then ``per_block``
    more for each further block of ``block`` aircraft or part of one."""
    table = game.doctrine_cards
    extra = max(0, aircraft - table.up_to)
    blocks = -(-extra // table.block)  # ceiling division: a started block counts
    return table.base + blocks * table.per_block


def theatre_required(game: BrsGame) -> int:
    return game.theatre_cards


def ace_skills_max(game: BrsGame, generic_aces: int, named_aces: int) -> int:
    return generic_aces * game.aces.skill_cards + named_aces * game.aces.named_skill_cards


@dataclass(frozen=True)
class TypeNeed:
    """The trait cards one aircraft type brings: one per aircraft, split evenly."""

    aircraft: str
    count: int
    traits: tuple[str, ...]

    def splits(self) -> list[dict[str, int]]:
        """Every legal way to share this type's cards between its traits."""
        if not self.traits:
            return [{}]
        if len(self.traits) == 1:
            return [{self.traits[0]: self.count}]
        first, second = self.traits
        low, high = self.count // 2, self.count - self.count // 2
        options = [{first: high, second: low}]
        if high != low:
            options.append({first: low, second: high})
        return options


def trait_ranges(needs: Sequence[TypeNeed]) -> dict[str, tuple[int, int]]:
    """For each trait, the fewest and most cards of it a legal deck may hold."""
    ranges: dict[str, tuple[int, int]] = {}
    for need in needs:
        options = need.splits()
        for trait in need.traits:
            low = min(option[trait] for option in options)
            high = max(option[trait] for option in options)
            old = ranges.get(trait, (0, 0))
            ranges[trait] = (old[0] + low, old[1] + high)
    return ranges


def split_exists(needs: Sequence[TypeNeed], deck: Mapping[str, int]) -> bool:
    """Whether the deck's trait cards can be dealt to the types, each type getting exactly
    its own legal split. Only types with an odd count and two traits have a choice, so
    trying every combination of those choices is exact and stays small."""
    traits = {trait for need in needs for trait in need.traits}
    for choice in itertools.product(*(need.splits() for need in needs)):
        total: dict[str, int] = dict.fromkeys(traits, 0)
        for option in choice:
            for trait, count in option.items():
                total[trait] += count
        if all(total[t] == deck.get(t, 0) for t in traits):
            return True
    return False


def groups(needs: Sequence[TypeNeed]) -> list[list[TypeNeed]]:
    """Types linked by a shared trait, which must be checked together."""
    result: list[list[TypeNeed]] = []
    for need in (n for n in needs if n.traits):
        linked = [g for g in result if any(set(need.traits) & set(o.traits) for o in g)]
        merged = [need]
        for group in linked:
            merged = group + merged
            result.remove(group)
        result.append(merged)
    return result


def split_fits(needs: Sequence[TypeNeed], deck: Mapping[str, int]) -> bool:
    """Whether some legal split of every type asks no more of each trait than the deck
    holds: the rest can then belong to aircraft whose traits are unknown."""
    for choice in itertools.product(*(need.splits() for need in needs)):
        total: dict[str, int] = {}
        for option in choice:
            for trait, count in option.items():
                total[trait] = total.get(trait, 0) + count
        if all(count <= deck.get(trait, 0) for trait, count in total.items()):
            return True
    return False
