"""Down In Flames (DVG Aces High and GMT ZERO!): rules pages and glossary; its data kinds arrive with their own issue."""

from ...schema import GameInfo
from .. import GameSystem

SYSTEM = GameSystem(id="dif", game_model=GameInfo)
