"""Fighters in Sight: rules pages and glossary; its data kinds arrive with their own issue."""

from ...schema import GameInfo
from .. import GameSystem

SYSTEM = GameSystem(id="fis", game_model=GameInfo)
