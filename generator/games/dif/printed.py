"""What ``sortie cards --deck`` prints of a Down In Flames set-up: its aircraft, as many as
its sides field, and the Action deck everyone draws from, of the set-up's edition."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reading.loaded import Printed
from .schema import DifGame

if TYPE_CHECKING:
    from ...reading.loaded import GameContent
    from .setups import SetupFile


def setup_cards(game: GameContent, setup: SetupFile) -> Printed:
    """Each aircraft of the set-up as many times as its sides field it, in the order the
    file names them; then each action card of its edition as many times as the deck holds
    it, or once where our sources do not give the count (the notes say so)."""
    aircraft: dict[str, int] = {}
    for side in setup.sides:
        for flight in side.aircraft:
            aircraft[flight.aircraft] = aircraft.get(flight.aircraft, 0) + flight.count
    actions = [
        entry for entry in game.of("action-cards").values() if entry.item.edition == setup.edition
    ]
    deck = {entry.id: entry.item.count or 1 for entry in actions if entry.item.count != 0}
    editions = game.info.editions if isinstance(game.info, DifGame) else {}
    edition = editions.get(setup.edition.value)
    named = edition.en if edition is not None else setup.edition.value
    notes: list[str] = []
    if not actions:
        notes.append(f"Sortie's content has no action card of {named}: only the aircraft print")
    unknown = [entry for entry in actions if entry.item.count is None]
    if unknown:
        notes.append(
            f"the Action deck of {named}: how many of each card it holds is not in our "
            f"sources, so {len(unknown)} of its cards print once each (copy the counts "
            "from your deck)"
        )
    return Printed(deck=aircraft | deck, notes=tuple(notes))
