"""One card to print (``CardFace``): the record every stage of the print pipeline passes on.

It stands alone so that the stages that choose cards (``faces.py``), draw them
(``render.py``), measure them (``overflow.py``) and plan the run (``jobs.py``) can all name it
without naming each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..reading.loaded import Entry, GameContent


@dataclass(frozen=True)
class CardFace:
    """One card to print: which templates draw its two sides and the key of the drawing."""

    game: str
    kind: str
    id: str
    name: str
    """The English name (messages, Tabletop Simulator's nickname)."""
    front: str
    """The template of the front, e.g. ``<game>/aircraft.html.j2``."""
    back: str
    """The template of the back, e.g. ``<game>/back.html.j2``."""
    key: str
    """Hash of the front's drawing: the card's data, what it names, its templates."""
    back_key: str
    """Hash of the back's drawing (the same for every card that shares a back)."""
    entry: Entry[Any] = field(compare=False, repr=False)
    content: GameContent = field(compare=False, repr=False)
