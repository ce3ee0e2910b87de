"""One check of one file by a game's rules: what every game's check shares.

A check collects findings (errors and warnings, each with its line) into a ``Verdict`` and
never stops at the first. A game's check subclasses ``CheckRun`` and adds its rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from .references import known_ids
from .verdict import Finding, Verdict
from .yamlload import LineDict, line_of


class CheckRun:
    """The findings of one check of ``data`` (the file's parsed YAML, for lines)."""

    def __init__(self, data: LineDict, file: str) -> None:
        self.data = data
        self.verdict = Verdict(file)

    def line(self, *location: int | str) -> int | None:
        """The line of a key (or nested key, or list position) of the file."""
        return line_of(self.data, location)

    def error(self, code: str, message: str, line: int | None) -> None:
        self.verdict.errors.append(Finding(code, message, line))

    def warn(self, code: str, message: str, line: int | None) -> None:
        self.verdict.warnings.append(Finding(code, message, line))

    def rule(self, code: str, message: str, line: int | None, verified: bool) -> None:
        """A broken rule whose numbers come from data flagged ``verified``: an error when
        confirmed, a warning while it is a working assumption, which never refuses a deck."""
        (self.error if verified else self.warn)(code, message, line)

    def unknown(self, what: str, given: str, known: Iterable[str], line: int | None) -> None:
        """An id the content does not define, with the nearest known one if it is close."""
        listed = known_ids(known, given=given)
        self.error("unknown-id", f"{what} {given!r} is not defined ({listed})", line)
