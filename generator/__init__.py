"""Sortie: rules reference, printable cards and deck validation for WWII air-combat games."""

__version__ = "0.1.0"
