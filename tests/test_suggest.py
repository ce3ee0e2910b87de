"""The "did you mean" rule, on hand-computed edit distances."""

from __future__ import annotations

import pytest

from generator.words.suggest import distance, known_ids, nearest


@pytest.mark.parametrize(
    ("a", "b", "edits"),
    [
        ("great-clmb", "great-climb", 1),  # one letter left out
        ("bf190e", "bf109e", 1),  # two neighbouring letters swapped: one edit
        ("glod", "gold", 1),
        ("abcd", "badc", 2),  # two separate swaps
        ("ca", "abc", 3),  # a swapped pair is not edited again (free Damerau says 2)
        ("usa", "us", 1),
        ("", "abc", 3),
        ("kitten", "sitting", 3),  # the textbook case: k→s, e→i, +g
        ("same", "same", 0),
    ],
)
def test_edit_distance(a: str, b: str, edits: int) -> None:
    assert distance(a, b) == edits == distance(b, a)


def test_nearest_takes_the_fewest_edits_then_the_first_id() -> None:
    ids = ["great-climb", "great-dive", "tight-turn"]
    assert nearest("great-clmb", ids) == "great-climb"
    assert nearest("tight-turns", ids) == "tight-turn"
    assert nearest("bf190f", ["bf109e", "bf109f"]) == "bf109f"  # 1 edit beats 2 (swap + e)
    # 1 edit each: the first in sorted order, not in the order given
    assert nearest("bf109x", ["bf109f", "bf109e"]) == "bf109e"


def test_a_swapped_pair_is_a_typo() -> None:
    # Levenshtein made "glod" 2 edits from "gold": not fewer than half of 4 letters.
    assert nearest("glod", ["gold", "silver"]) == "gold"
    assert known_ids(["silver", "gold"], given="glod") == "did you mean 'gold'? known: gold, silver"


def test_nothing_far_or_short_is_suggested() -> None:
    assert nearest("platinum", ["gold", "silver", "historic"]) is None
    assert nearest("xx", ["de", "gb"]) is None  # 2 edits is the whole word
    assert nearest("abcdef", ["abcxyz"]) is None  # 3 edits: too many
    assert nearest("ba", ["ab"]) is None  # a swap is 1 edit, but half of 2 letters
    assert nearest("olgd", ["gold"]) is None  # no single swap: 2 edits, half of 4 letters
