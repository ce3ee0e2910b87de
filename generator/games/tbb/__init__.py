"""The Burning Blue (GMT Games): its player-aid tables as data, a roller and a player aid."""

from .. import GameSystem, Kind, RollSupport
from . import rolls
from .aid import aids
from .schema import Table, TbbGame

SYSTEM = GameSystem(
    id="tbb",
    game_model=TbbGame,
    kinds=(Kind("tables", Table, "Tables", columns=("rule", "group", "dice")),),
    aids=aids,
    rolls=RollSupport(rolls.listing, rolls.rolled),
)
