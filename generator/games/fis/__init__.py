"""Fighters in Sight: leaders, wingmen, manoeuvres, winds, card timings, aircraft
dashboards, the force check and the quick reference."""

from ...reading.loaded import DeckSupport, GameSystem, Kind, when_called
from . import force
from .schema import (
    Aircraft,
    CardTiming,
    CriticalDamage,
    FisGame,
    LeaderClass,
    Manoeuvre,
    Wind,
    Wingman,
)

SYSTEM = GameSystem(
    id="fis",
    game_model=FisGame,
    kinds=(
        Kind(
            "leaders",
            LeaderClass,
            "Leader classes",
            columns=("points", "dodge_dice", "rotation_discount", "manoeuvre_discount"),
        ),
        Kind("wingmen", Wingman, "Wingmen", columns=("points", "counter_attack_range")),
        Kind(
            "manoeuvres",
            Manoeuvre,
            "Special manoeuvres",
            columns=("speed_cost", "altitude", "shaken", "formation"),
        ),
        Kind("critical-damage", CriticalDamage, "Critical damage", columns=("needs_fuel_gauge",)),
        Kind(
            "winds",
            Wind,
            "Winds",
            columns=("force", "clouds_move", "tailwind_hexes", "headwind_climb", "headwind_fuel"),
        ),
        Kind("card-timings", CardTiming, "Card timings", columns=("when", "colour")),
        Kind(
            "aircraft",
            Aircraft,
            "Aircraft",
            columns=("role", "speed", "rotation_cost", "combat_dice", "points"),
        ),
    ),
    decks=DeckSupport(
        force.ForceFile,
        force.validate_force,
        force.CODES,
        summary=force.summary,
        no_deck=force.NO_DECK,
        no_cards=force.NO_CARDS,
    ),
    aids=when_called(f"{__name__}.aids", "quick_reference"),
)
