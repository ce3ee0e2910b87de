"""The printable one-page quick reference of each edition, from the game's data."""

from __future__ import annotations

from ...content import GameContent
from ..pages import PrintedAid


def printed_aids(game: GameContent) -> list[PrintedAid]:
    return []
