"""The printed player aid: every table of the game on as few pages as stay legible."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reading.loaded import Columns, PrintedAid
from .present import ordered, restored_count, table_view
from .schema import Table

if TYPE_CHECKING:
    from ...reading.loaded import GameContent
    from ...words.languages import Translator

AID_PAGES = 2
"""The most pages the player aid may take, landscape, on A4 and on Letter alike (four
planned columns of semi-condensed 7 pt type, 6 mm from the sheet's edges)."""


def tables_of(game: GameContent) -> dict[str, Table]:
    """The game's tables by id (the loaded ``tables/*.yaml``)."""
    return {key: entry.item for key, entry in game.of("tables").items()}


def aids(game: GameContent, t: Translator) -> list[PrintedAid]:
    tables = tables_of(game)
    views = [table_view(key, table, t) for key, table in ordered(tables)]
    return [
        PrintedAid(
            id="player-aid",
            title=t("The Burning Blue — player aid"),
            template="tbb/player-aid.html.j2",
            context={"tables": views, "restored": restored_count(tables)},
            landscape=True,
            max_pages=AID_PAGES,
            columns=Columns(4),
        )
    ]
