"""Property tests: any force completed by ``sortie deck`` is legal, and one trait card
removed or swapped always makes it illegal; over the shipped content and over whole games
drawn at random (unknown and shared traits, negative traits, ace skill cards, points known
or not, multi-engine aircraft, a format with its own pilot costs)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import shipped_content
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from generator.games.brs import SYSTEM
from generator.games.brs.completion import complete
from generator.games.brs.deck import DeckFile, validate_deck
from generator.games.brs.schema import (
    Ace,
    AceSkill,
    Aircraft,
    Doctrine,
    Format,
    Role,
    Theatre,
    Trait,
)
from generator.reading.loaded import Entry, GameContent
from generator.reading.yamlload import LineDict
from generator.schema import Name

GAME = shipped_content().games["brs"]
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


# --- synthetic content: the rules hold for any game data, not only the shipped cards -------

POSITIVE = ["t-alpha", "t-bravo", "t-charlie", "t-delta", "t-echo"]
NEGATIVE = ["n-heavy", "n-slow"]


def _entry(kind_folder: str, entry_id: str, item: Any) -> Entry[Any]:
    kind = SYSTEM.kind(kind_folder)
    assert kind is not None
    return Entry(entry_id, kind, Path(f"{kind_folder}/{entry_id}.yaml"), item, _data({}))


@st.composite
def synthetic_games(draw: st.DrawFn) -> GameContent:
    """A whole game drawn at random: aircraft whose traits are unknown, none, one or two
    (shared between types, in any order), negative traits, points known or not, multi-engine
    heavy fighters, ace skill cards, named aces, and a format with its own pilot costs."""
    info = GAME.info.model_copy(
        update={
            "formats": {
                "club": Format(
                    name=Name(en="Club"),
                    skill_points=draw(
                        st.none()
                        | st.fixed_dictionaries(
                            {s: st.none() | st.integers(0, 120) for s in range(1, 6)}
                        )
                    ),
                    heavy_fighter_points=draw(st.none() | st.integers(-20, 0)),
                )
            }
        }
    )
    entries: dict[str, dict[str, Entry[Any]]] = {k: {} for k in ("traits", "doctrine", "theatre")}
    for trait in POSITIVE:
        entries["traits"][trait] = _entry("traits", trait, Trait(name=Name(en=trait)))
    for trait in NEGATIVE:
        entries["traits"][trait] = _entry(
            "traits", trait, Trait(name=Name(en=trait), negative=True)
        )
    for n in range(6):
        entries["doctrine"][f"d-{n}"] = _entry(
            "doctrine", f"d-{n}", Doctrine(name=Name(en=f"D{n}"))
        )
    for n in range(3):
        entries["theatre"][f"th-{n}"] = _entry("theatre", f"th-{n}", Theatre(name=Name(en=f"T{n}")))
    skills = draw(st.integers(0, 3))
    entries["ace-skills"] = {
        f"s-{n}": _entry("ace-skills", f"s-{n}", AceSkill(name=Name(en=f"S{n}")))
        for n in range(skills)
    }
    aircraft: dict[str, Entry[Any]] = {}
    for n in range(draw(st.integers(1, 4))):
        traits = draw(
            st.none() | st.lists(st.sampled_from(POSITIVE), min_size=0, max_size=2, unique=True)
        )
        engines = draw(st.integers(1, 2))
        item = Aircraft(
            name=Name(en=f"Plane {n}"),
            nation="de",
            traits=traits,
            negative_traits=draw(st.none() | st.lists(st.sampled_from(NEGATIVE), unique=True)),
            points=draw(st.none() | st.integers(0, 80)),
            engines=engines,
            role=draw(st.sampled_from(list(Role))),
        )
        aircraft[f"p-{n}"] = _entry("aircraft", f"p-{n}", item)
    entries["aircraft"] = aircraft
    ace_plane = draw(st.sampled_from(sorted(aircraft)))
    entries["aces"] = {
        "hero": _entry(
            "aces",
            "hero",
            Ace(
                name=Name(en="Hero"),
                nation="de",
                aircraft=ace_plane,
                points=draw(st.none() | st.integers(0, 200)),
            ),
        )
    }
    game = GameContent(SYSTEM, Path("synthetic"), info=info, entries=entries)
    assert SYSTEM.references is not None and SYSTEM.references(game) == []
    return game


def _synthetic_force(draw: st.DrawFn, game: GameContent) -> list[dict[str, Any]]:
    lines = draw(
        st.lists(
            st.fixed_dictionaries(
                {
                    "aircraft": st.sampled_from(sorted(game.of("aircraft"))),
                    "count": st.integers(1, 7),
                    "skill": st.integers(1, 5),
                }
            ),
            min_size=1,
            max_size=4,
        )
    )
    if draw(st.booleans()):
        lines.append({"ace": "hero"})
    return lines


def _run(game: GameContent, raw: dict[str, Any]) -> Any:
    return validate_deck(game, DeckFile.model_validate(raw), _data(raw), "s.yaml")


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_completed_synthetic_decks_are_legal_and_one_trait_card_less_is_not(data) -> None:
    game = data.draw(synthetic_games())
    force = _synthetic_force(data.draw, game)
    raw: dict[str, Any] = {"game": "brs", "force": force}
    cards = complete(game, DeckFile.model_validate(raw), _data(raw), None, 1)
    verdict = _run(game, {**raw, "deck": cards})
    assert verdict.valid, verdict.errors
    planes = game.of("aircraft")
    flown = [line.get("aircraft", game.of("aces")["hero"].item.aircraft) for line in force]
    unknown = any(planes[plane].item.traits is None for plane in flown)
    assert bool(unknown) == any(w.code == "traits-unknown" for w in verdict.warnings)
    traits = sorted(c for c in cards if c in game.of("traits") and cards[c])
    if traits:
        victim = data.draw(st.sampled_from(traits))
        fewer = _run(game, {**raw, "deck": {**cards, victim: cards[victim] - 1}})
        assert not fewer.valid
        assert {e.code for e in fewer.errors} <= {"trait-count", "trait-split"}
    negative = data.draw(st.sampled_from(NEGATIVE))
    spoiled = _run(game, {**raw, "deck": {**cards, negative: 1}})
    assert "negative-trait" in {e.code for e in spoiled.errors}


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_points_are_a_lower_bound_of_any_filling_of_the_unknowns(data) -> None:
    game = data.draw(synthetic_games())
    force = _synthetic_force(data.draw, game)
    raw: dict[str, Any] = {
        "game": "brs",
        "force": force,
        "format": data.draw(st.sampled_from([None, "club"])),
    }
    verdict = _run(game, raw)
    # Fill every unknown value with a drawn number: the total can only grow, and it is
    # the same when nothing was unknown.
    filled = data.draw(st.integers(0, 150))
    aircraft = {
        k: e.item.model_copy(
            update={"points": e.item.points if e.item.points is not None else filled}
        )
        for k, e in game.of("aircraft").items()
    }
    info = game.info
    club = info.formats["club"]
    costs = {
        s: (c if c is not None else filled) for s, c in (club.skill_points or {}).items()
    } or None
    base = {s: (c if c is not None else filled) for s, c in info.pilot_costs.costs.items()}
    info = info.model_copy(
        update={
            "pilot_costs": info.pilot_costs.model_copy(update={"costs": base}),
            "formats": {"club": club.model_copy(update={"skill_points": costs})},
        }
    )
    hero = game.of("aces")["hero"].item
    hero = hero.model_copy(update={"points": hero.points if hero.points is not None else filled})
    known = GameContent(
        SYSTEM,
        game.path,
        info=info,
        entries={
            **game.entries,
            "aircraft": {k: _entry("aircraft", k, v) for k, v in aircraft.items()},
            "aces": {"hero": _entry("aces", "hero", hero)},
        },
    )
    exact = _run(known, raw)
    assert exact.points_known
    assert exact.points >= verdict.points
    if verdict.points_known:
        assert exact.points == verdict.points
    if filled == 0:
        assert exact.points == verdict.points
