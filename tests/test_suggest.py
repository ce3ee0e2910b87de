"""The "did you mean" rule, on hand-computed edit distances."""

from __future__ import annotations

import pytest

from generator.suggest import distance, nearest


@pytest.mark.parametrize(
    ("a", "b", "edits"),
    [
        ("great-clmb", "great-climb", 1),  # one letter left out
        ("bf190e", "bf109e", 2),  # two letters swapped: two substitutions
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
    assert nearest("bf190e", ["bf109e", "bf109f"]) == "bf109e"  # 2 edits each: first wins
    assert nearest("bf109x", ["bf109f", "bf109e"]) == "bf109e"  # sorted, not given order


def test_nothing_far_or_short_is_suggested() -> None:
    assert nearest("platinum", ["gold", "silver", "historic"]) is None
    assert nearest("xx", ["de", "gb"]) is None  # 2 edits is the whole word
    assert nearest("abcdef", ["abcxyz"]) is None  # 3 edits: too many
