"""One check of one file by a game's rules: what every game's check shares.

A check collects findings (errors and warnings, each with its line) into a ``Verdict`` and
never stops at the first. A game's check subclasses ``CheckRun`` and adds its rules.

An unknown id is the first thing to fix, so it comes first in the verdict; the other
findings keep the order the check found them in, which the browser's twin of each check
follows too (``finish``). Errors that may only be knock-ons of it (a trait card short
because the misspelt one did not count) are kept, because the id may be unknown on purpose
and the shortfall real, but marked "(may follow from the unknown card 'great-dvie')": a
game lists in ``KNOCK_ON`` which codes each kind of id may cause. The browser's checks do the same (``finish`` in ``games/js/findings.mjs``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import ClassVar

from ..reading.yamlload import LineDict, line_of
from ..verdict import Finding, Unchecked, Verdict
from ..words.clip import clip
from ..words.messages import CHECK
from ..words.suggest import known_ids
from ..words.wording import Tables, Words, merged


class CheckRun:
    """The findings of one check of ``data`` (the file's parsed YAML, for lines)."""

    GAME: ClassVar[str] = ""
    """The game's id, for the value an unchecked part asks for (``Unchecked.fill``)."""

    MESSAGES: ClassVar[Tables] = CHECK
    """The game's message table with the core's words (``wording.merged``), which the
    browser's twin reads too; the check's findings take their wording from it, in the
    language of the run (``wording.speaking``): an unknown id its ``unknown-id``."""

    KNOCK_ON: ClassVar[Mapping[str, frozenset[str]]] = {}
    """Per kind of id (``card``, ``aircraft``…), the codes an unknown one of it may cause."""

    def __init__(self, data: LineDict, file: str) -> None:
        self.data = data
        self.verdict = Verdict(file)
        self.unknowns: list[tuple[str, str]] = []
        """(kind, id) of every unknown id, in the order the check met them."""
        self.say = Words.of(merged(CHECK, self.MESSAGES))
        """The check's words, in the language of the run."""

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

    def not_checked(
        self, code: str, message: str, line: int | None, kind: str, entry_id: str, field: str
    ) -> None:
        """A part the check could not run: the value ``field`` of ``kind`` ``entry_id`` is
        unknown. Said once, at the first line that needs it."""
        fill = {"game": self.GAME, "kind": kind, "id": entry_id, "field": field}
        part = Unchecked(code, message, line, fill)
        if any(
            (u.code, u.message, u.fill) == (code, message, fill) for u in self.verdict.unchecked
        ):
            return
        self.verdict.unchecked.append(part)

    def unknown(self, what: str, given: str, known: Iterable[str], line: int | None) -> None:
        """An id the content does not define, with the nearest known one if it is close."""
        values = {
            "what": self.say.kind(what),
            "given": clip(given),
            "known": known_ids(known, given=given, say=self.say),
        }
        self.unknowns.append((what, given))
        self.error("unknown-id", self.say("unknown-id", values), line)

    def finish(self) -> Verdict:
        """The verdict, ended the same way by every game and by the browser's checks
        (``finish`` in ``games/js/findings.mjs``): the unknown ids first, then every other
        error in the order the check found it, marked when it may follow from an unknown
        id; the warnings in the order found; the unchecked parts in the order of their
        messages. ``valid`` is set from the errors."""
        errors = self.verdict.errors
        first = [f for f in errors if f.code == "unknown-id"]
        rest = [self.mark(f) for f in errors if f.code != "unknown-id"]
        self.verdict.errors = first + rest
        self.verdict.valid = not errors
        self.verdict.unchecked = self.unchecked_parts()
        return self.verdict

    def unchecked_parts(self) -> list[Unchecked]:
        """The parts not checked, in the order a verdict lists them: by their messages."""
        return sorted(self.verdict.unchecked, key=lambda u: u.message)

    def mark(self, finding: Finding) -> Finding:
        for what, given in self.unknowns:
            if finding.code in self.KNOCK_ON.get(what, ()):
                cause = self.say("knock-on", {"what": self.say.kind(what), "given": clip(given)})
                return Finding(finding.code, finding.message + cause, finding.line)
        return finding
