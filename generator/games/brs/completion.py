"""``sortie deck``: a force completed into a legal Action Deck."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...exceptions import SortieError
from ...reading.loaded import Completed, GameContent, Option
from ...reading.yamlload import LineDict
from ...words.messages import VERDICT
from ...words.wording import Words
from . import rules
from .deck import _Check
from .deckfile import DeckFile
from .schema import BrsGame

OPTIONS = (
    Option("prefer", "The trait that takes the odd card of a two-trait aircraft."),
    Option("seed", "Seed for the random doctrine and theatre draw.", seed=True),
)
"""What ``sortie deck`` lets a player choose (``--prefer``, ``--seed``)."""


def completed_file(
    game: GameContent, deck: DeckFile, data: LineDict, options: Mapping[str, Any]
) -> Completed:
    """The deck file with its Action Deck completed (``complete``) with the ``OPTIONS``
    chosen, and what could not be filled in: the trait cards of a type whose traits our
    sources do not give; SortieError for a ``prefer`` that is not a trait."""
    prefer = options.get("prefer")
    if prefer is not None and prefer not in game.of("traits"):
        raise SortieError(f"--prefer {prefer!r} is not a trait id")
    check = _Check(game, deck, data, "")
    types, *_ = check.resolve_force()
    if check.verdict.errors:  # an unknown aircraft would get no trait card, unsaid
        return Completed({}, refused=tuple(check.verdict.errors))
    out = deck.model_dump(mode="json", exclude_defaults=True, exclude={"deck"})
    out["force"] = [line.model_dump(exclude_defaults=True) for line in deck.force]
    out["deck"] = complete(game, deck, data, prefer, options.get("seed"))
    say = Words.of(VERDICT)
    aircraft = game.of("aircraft")
    unfilled = tuple(
        say.counted("unfilled-traits", count, {"aircraft": say.named(aircraft[type_id].item.name)})
        for type_id, count in types.items()
        if aircraft[type_id].item.traits is None
    )
    return Completed(out, unfilled)


def complete(
    game: GameContent, deck: DeckFile, data: LineDict, prefer: str | None, seed: int | None
) -> dict[str, int]:
    """A legal Action Deck for the deck's force: the even trait split (odd cards to
    ``prefer`` when the type has it, else to its first trait), and doctrine and theatre
    cards drawn at random from those available, as a generic game does."""
    check = _Check(game, deck, data, "")
    types, *_ = check.resolve_force()
    params: BrsGame = game.info
    cards: dict[str, int] = {}
    aircraft = game.of("aircraft")
    for type_id, count in types.items():
        traits = list(aircraft[type_id].item.traits or ())
        if prefer in traits and len(traits) == 2:
            traits.remove(prefer)
            traits.insert(0, prefer)
        option = rules.TypeNeed(type_id, count, tuple(traits)).splits()[0]
        for trait, copies in option.items():
            cards[trait] = cards.get(trait, 0) + copies
    draw = random.Random(seed)
    total = sum(types.values())
    for folder, need in (
        ("doctrine", rules.doctrine_required(params, total)),
        ("theatre", rules.theatre_required(params)),
    ):
        pool = sorted(game.of(folder))
        if len(pool) < need:
            raise SortieError(f"the content has {len(pool)} {folder} cards; {need} are needed")
        for card in draw.sample(pool, need):
            cards[card] = 1
    return cards
