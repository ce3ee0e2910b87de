"""The Burning Blue (GMT Games): its player-aid tables as data, a roller and a player aid."""

from ...reading.loaded import GameSystem, Kind, RollSupport, when_called
from . import references, rolling
from .schema import Table, TbbGame

SYSTEM = GameSystem(
    id="tbb",
    game_model=TbbGame,
    kinds=(Kind("tables", Table, "Tables", columns=("rule", "group", "dice")),),
    references=references.check,
    aids=when_called(f"{__name__}.aids", "aids"),
    rolls=RollSupport(rolling.listing, rolling.rolled),
)
