"""Schema pieces every game shares: localised text, provenance, the glossary entry.

Each field's docstring is its documentation: the content-format reference page and the
JSON Schema files are generated from them, so they cannot drift apart.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

ID_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
"""Ids are lowercase words joined by hyphens, e.g. ``great-dive``; file stems are ids."""

Id = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
"""Ids are lowercase words joined by hyphens, e.g. ``great-dive``."""

NonEmpty = Annotated[str, StringConstraints(min_length=1)]


class Model(BaseModel):
    """Base of every schema class: unknown keys are reported, values are immutable, types
    are strict (validated as JSON, see ``generator/validation.py``)."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        use_attribute_docstrings=True,
        strict=True,  # "3" is not 3, "yes" is not true: as the JSON Schemas say
        allow_inf_nan=False,
    )


class Text(Model):
    """A text in English (required) and French (where the source gives the French term)."""

    en: NonEmpty
    """The English text."""
    fr: NonEmpty | None = None
    """The French text or term as the French edition prints it; null when unknown."""

    def get(self, lang: str = "en") -> str:
        return (self.fr if lang == "fr" else None) or self.en


class Definition(Model):
    """Fields every content definition accepts."""

    source: str | None = None
    """Where the facts come from, as a player can look it up: a rulebook and its section
    (``Advanced rules, Building the deck``), a public page's address,
    or a note. Shown on the definition's page as provenance."""


class GlossaryEntry(Definition):
    """A game term with its French name and a short definition (``<game>/glossary/<id>.yaml``)."""

    term: Text
    """The term in English and French."""
    definition: Text
    """One or two sentences saying what the term means in play, in our own words."""
    see: str | None = None
    """The rules page that explains the term, relative to the game folder
    (``rules/retention.md``)."""
    edition: Id | None = None
    """For a game with several editions (two books of one game whose tables differ), the
    edition whose meaning this entry gives; null when the meaning is the same in all."""
    link_in_text: bool = True
    """False for a term that is also an everyday word ("lost", "hand"): it keeps its glossary
    entry but is not turned into a tooltip in running text."""


class GameInfo(Model):
    """Fields every ``game.yaml`` has."""

    name: Text
    """The game's name."""
    publisher: str | None = None
    """Who publishes the game."""
    summary: Text | None = None
    """One paragraph introducing the game on its home page."""
    source: str | None = None
    """Where the game-level facts come from."""
    content_version: str = Field(default="1")
    """Raised whenever a change to this game's data can change a deck's verdict."""
