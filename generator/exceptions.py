"""Typed exceptions. The library raises these; only the CLI turns them into exit codes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .problems import Problem


class SortieError(Exception):
    """Base class of every error a user (not a bug) can cause."""


class ContentError(SortieError):
    """The content folder has errors; ``problems`` lists every one of them."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        # Imported here: the core's words import nothing of this module, and a message
        # is worded when the error is made, in the language of the run.
        from .words.messages import CONTENT
        from .words.wording import Words

        self.problems = list(problems)
        errors = sum(1 for p in self.problems if p.is_error)
        super().__init__(Words.of(CONTENT).counted("errors", errors))


class DeckFileError(SortieError):
    """A deck file cannot be read, is not YAML, or does not have the shape of a deck."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(p.format() for p in self.problems))


class BuildError(SortieError):
    """The site or print build failed for a reason the user can fix."""


class OptionError(SortieError):
    """An option's value cannot be used: a margin and spacing that leave no room for the
    cards, a bleed out of range."""


class RollError(SortieError):
    """A table roll cannot be made: an unknown table or column, or dice out of range."""
