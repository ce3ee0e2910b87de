"""Property tests: any force completed by ``sortie deck`` is legal, and one trait card
removed or swapped always makes it illegal."""

from __future__ import annotations

from typing import Any

from conftest import CONTENT
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from generator.content import load_checked
from generator.games.brs.deck import DeckFile, complete, validate_deck
from generator.yamlload import LineDict

GAME = load_checked(CONTENT).games["brs"]
TYPES = sorted(GAME.of("aircraft"))
ACES = sorted(GAME.of("aces"))
TRAITS = sorted(GAME.of("traits"))


def _data(raw: dict[str, Any]) -> LineDict:
    data = LineDict(raw)
    data.key_lines = {}
    return data


force_lines = st.lists(
    st.one_of(
        st.fixed_dictionaries(
            {
                "aircraft": st.sampled_from(TYPES),
                "count": st.integers(1, 9),
                "skill": st.integers(1, 5),
            }
        ),
        st.fixed_dictionaries({"ace": st.sampled_from(ACES)}),
    ),
    min_size=1,
    max_size=5,
)


def _completed(force: list[dict[str, Any]], prefer: str | None, seed: int) -> dict[str, int]:
    # The shipped content has 5 doctrine cards, enough for up to 24 aircraft.
    total = sum(line.get("count", 1) for line in force)
    assume(total <= 24)
    raw = {"game": "brs", "force": force}
    return complete(GAME, DeckFile.model_validate(raw), _data(raw), prefer, seed)


def _check(force: list[dict[str, Any]], cards: dict[str, int]) -> Any:
    raw = {"game": "brs", "force": force, "deck": cards}
    return validate_deck(GAME, DeckFile.model_validate(raw), _data(raw), "p.yaml")


@settings(max_examples=200, deadline=None)
@given(force=force_lines, seed=st.integers(0, 2**16), prefer=st.sampled_from([None, *TRAITS]))
def test_completed_decks_are_legal(force, seed, prefer) -> None:
    cards = _completed(force, prefer, seed)
    verdict = _check(force, cards)
    assert verdict.valid, verdict.errors


@settings(max_examples=200, deadline=None)
@given(force=force_lines, seed=st.integers(0, 2**16), data=st.data())
def test_one_trait_card_removed_or_swapped_breaks_the_deck(force, seed, data) -> None:
    cards = _completed(force, None, seed)
    in_deck = sorted(c for c in cards if c in GAME.of("traits") and cards[c] > 0)
    if not in_deck:
        return  # a force whose aircraft carry no trait has no trait card to remove
    victim = data.draw(st.sampled_from(in_deck))
    removed = dict(cards, **{victim: cards[victim] - 1})
    assert not _check(force, removed).valid
    other = data.draw(st.sampled_from([t for t in TRAITS if t != victim]))
    swapped = dict(removed, **{other: removed.get(other, 0) + 1})
    verdict = _check(force, swapped)
    if verdict.valid:
        # Only legal when the rules let the owner choose: the two traits belong to one
        # aircraft type flying an odd number of aircraft.
        assert any(
            {victim, other} == set(GAME.of("aircraft")[t].item.traits or ()) and count % 2
            for t, count in _types(force).items()
        )
    else:
        assert {e.code for e in verdict.errors} & {"trait-count", "trait-split", "trait-foreign"}


def _types(force: list[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for line in force:
        aircraft = line.get("aircraft") or GAME.of("aces")[line["ace"]].item.aircraft
        counts[aircraft] = counts.get(aircraft, 0) + line.get("count", 1)
    return counts
