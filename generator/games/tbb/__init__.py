"""The Burning Blue: rules pages and glossary; its data kinds arrive with their own issue."""

from ...schema import GameInfo
from .. import GameSystem

SYSTEM = GameSystem(id="tbb", game_model=GameInfo)
