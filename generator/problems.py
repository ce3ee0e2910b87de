"""One problem found in a file, and how it is printed."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Problem:
    """A problem at ``path:line`` in ``field`` (a dotted path such as ``traits.1``)."""

    path: Path | str
    line: int | None
    field: str
    message: str
    severity: Severity = Severity.ERROR
    code: str = ""

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def format(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else f"{self.path}"
        field = f" {self.field}:" if self.field else ""
        tag = "" if self.is_error else " warning:"
        return f"{where}:{tag}{field} {self.message}"

    def as_error(self) -> Problem:
        """The same problem, promoted to an error (``--strict``)."""
        return Problem(self.path, self.line, self.field, self.message, Severity.ERROR, self.code)


def sort_key(problem: Problem) -> tuple[str, int, str]:
    return (str(problem.path), problem.line or 0, problem.field)
