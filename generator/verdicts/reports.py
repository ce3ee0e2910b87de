"""One deck file judged against its game's content, and the report of it: the file read and
shape-checked, handed to its game's check, its findings folded and worded.

``decks.py`` runs this for every input of ``sortie validate`` once the content is loaded;
``sortie cards --deck`` and the tests call ``read_deck`` and ``check_deck`` directly. Every
input gets one ``DeckReport``: a verdict when the file could be read and has the shape of a
deck, or the problems that kept it from being checked (exit 2). A deck that breaks a rule
has a verdict with errors (exit 1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..exceptions import DeckFileError
from ..problems import Problem
from ..reading.hangarfile import SavedList
from ..reading.loaded import Content, DeckSupport, GameContent
from ..reading.schemacheck import validate
from ..reading.yamlload import (
    DECK_MAX_BYTES,
    HIDDEN,
    UNREADABLE,
    LineDict,
    Loaded,
    load_file,
    load_text,
)
from ..reading.yamlload import NOT_YAML as FORMAT_YAML
from ..reading.yamlload import OUT_OF_RANGE as COUNT_RANGE
from ..registry import systems
from ..verdict import Finding, Summary, Verdict, totals
from ..words.clip import clip
from ..words.messages import VERDICT
from ..words.wording import Words

PARTLY = "legal-as-far-as-known"
"""The status of a deck legal on every value Sortie knows, with parts it could not check."""

MAX_FINDINGS = 50
"""Findings shown per deck; the rest are counted in one last line."""

FORMAT_DECK = "format-deck"
"""The codes of a file that could not be checked at all (exit 2): it cannot be read, is
not YAML, lacks the shape of a deck, or holds a number out of its range (a negative count
of aircraft or of copies, a million aircraft)."""
NOT_CHECKED = (UNREADABLE, FORMAT_YAML, FORMAT_DECK, COUNT_RANGE)


@dataclass
class DeckInput:
    """A deck file that has the right shape, ready for its game's check."""

    path: Path
    game: GameContent
    support: DeckSupport
    deck: Any
    data: LineDict
    warnings: list[Problem]


@dataclass
class DeckReport:
    """The outcome for one input file: a verdict, or why it could not be checked."""

    path: Path
    verdict: Verdict
    summary: Callable[[Verdict], Summary] = totals
    """How its game sums a verdict up (``DeckSupport.summary``)."""
    saved: SavedList | None = None
    """The list of a hangar file this report is of (None: a deck file of its own)."""

    def lines(self) -> list[str]:
        """The text lines ``sortie validate`` prints for it: a list of a hangar file is
        named, at its line, on its verdict line."""
        head = None
        if self.saved is not None:
            head = f"{self.verdict.file}:{self.saved.line}: {clip(self.saved.name)}"
        return format_verdict(self.verdict, self.summary, head)

    @property
    def status(self) -> str:
        """``legal``, ``legal-as-far-as-known`` (legal on every value Sortie knows, with
        parts it could not check), ``not-legal`` or ``unreadable``: the verdict line's word."""
        if self.unreadable:
            return "unreadable"
        if not self.verdict.valid:
            return "not-legal"
        return PARTLY if self.verdict.unchecked else "legal"

    @property
    def unreadable(self) -> bool:
        return any(f.code in NOT_CHECKED for f in self.verdict.errors)

    def as_json(self) -> dict[str, Any]:
        shown = self.verdict.as_json()
        shown.pop("file")  # the path as given on the command line is the report's
        report = {"file": str(self.path), "status": self.status, **shown}
        if self.saved is not None:
            saved = self.saved
            report["list"] = {
                "index": saved.index,
                "game": saved.game,
                "name": saved.name,
                "line": saved.line,
            }
        return report


def parse_deck(path: Path, text: str | None = None) -> Loaded:
    """Read and parse a deck file (``text`` when it was read already); problems included."""
    return load_text(text, path) if text is not None else load_file(path, DECK_MAX_BYTES)


def game_of(loaded: Loaded) -> str | None:
    """The ``game:`` a parsed deck names, so only that game's content need be loaded."""
    game = loaded.data.get("game") if isinstance(loaded.data, dict) else None
    return game if isinstance(game, str) else None


def read_deck(
    path: Path, content: Content, text: str | None = None, loaded: Loaded | None = None
) -> DeckInput:
    """Shape-check one deck file and find its game (``loaded`` when parsed already)."""
    if loaded is None:
        loaded = parse_deck(path, text)
    errors = [p for p in loaded.problems if p.is_error]
    if errors:
        raise DeckFileError(errors)
    data = loaded.data
    say = Words.of(VERDICT)
    if not isinstance(data, LineDict):
        line = getattr(data, "line", None) or 1
        raise DeckFileError([Problem(path, line, "", say("not-a-deck"), code=FORMAT_DECK)])
    game_id = data.get("game")
    known = systems()
    if not (isinstance(game_id, str) and game_id in known and known[game_id].decks is not None):
        with_decks = [g for g, system in known.items() if system.decks is not None]
        got = (
            say("no-game-missing")
            if game_id is None
            else say("no-game-got", {"given": repr(clip(game_id))})
        )
        message = say("no-game", {"games": ", ".join(with_decks), "got": got})
        raise DeckFileError([Problem(path, data.key_line("game"), "game", message)])
    game = content.games.get(game_id)
    if game is None:
        message = say("no-game-folder", {"root": content.root, "game": game_id})
        raise DeckFileError([Problem(path, data.key_line("game"), "game", message)])
    # A deck's shape is its game's, whatever content the game's definitions come from.
    support = known[game_id].decks
    assert support is not None
    deck, problems = validate(support.model, data, path)
    if deck is None:
        # An id that hides a zero-width character fails the shape check: say why with it.
        hidden = [p for p in loaded.problems if p.code == HIDDEN]
        raise DeckFileError([*(p for p in problems if p.is_error), *hidden])
    warnings = [p for p in (*loaded.problems, *problems) if not p.is_error]
    return DeckInput(path, game, support, deck, data, warnings)


NOT_KNOWN = "not-checked"
"""The code of an unchecked part made an error by ``--require-known``."""


def check_deck(deck: DeckInput, strict: bool = False, require_known: bool = False) -> Verdict:
    """The deck's verdict with the file's own warnings (repeated and unknown keys) added;
    ``strict`` makes those warnings errors, ``require_known`` makes every part that could
    not be checked for want of a value an error (an organiser who wants all of it checked)."""
    verdict = deck.support.validate(deck.game, deck.deck, deck.data, str(deck.path))
    if require_known and verdict.unchecked:
        say = Words.of(VERDICT)
        verdict.errors += [
            Finding(NOT_KNOWN, say("require-known", {"part": part.message, **part.fill}), part.line)
            for part in verdict.unchecked
        ]
        verdict.valid = False
    own = [
        Finding(p.code or "warning", f"{p.field}: {p.message}" if p.field else p.message, p.line)
        for p in deck.warnings
    ]
    if strict:
        verdict.errors[:0] = own
        verdict.valid = verdict.valid and not own
    else:
        verdict.warnings[:0] = own
    return verdict


def shortened(verdict: Verdict) -> Verdict:
    """The verdict as reported: repeated messages folded, long lists capped."""
    verdict.errors = _capped(verdict.errors)
    verdict.warnings = _capped(verdict.warnings)
    return verdict


def _capped(findings: list[Finding]) -> list[Finding]:
    """One line per distinct message (the first line, with a count of the repeats), at
    most ``MAX_FINDINGS`` of them: a pasted list of 10,000 bad ids stays readable."""
    say = Words.of(VERDICT)
    repeats: Counter[tuple[str, str]] = Counter((f.code, f.message) for f in findings)
    shown: list[Finding] = []
    seen: set[tuple[str, str]] = set()
    for finding in findings:
        key = (finding.code, finding.message)
        if key in seen:
            continue
        seen.add(key)
        more = repeats[key] - 1
        message = finding.message + (say.counted("repeated", more) if more else "")
        shown.append(Finding(finding.code, message, finding.line))
    if len(shown) > MAX_FINDINGS:
        rest = len(shown) - MAX_FINDINGS + 1
        last = Finding("more", say("more-problems", {"count": rest}), None)
        shown = [*shown[: MAX_FINDINGS - 1], last]
    return shown


def _unreadable(path: Path, problems: Sequence[Problem]) -> Verdict:
    """The verdict of a file that could not be checked: each problem an error with a code
    saying why (unreadable, format-yaml, format-deck)."""
    findings = []
    for problem in problems:
        # The loader and the validator code what they know; the rest is the deck's shape.
        code = problem.code or FORMAT_DECK
        message = f"{problem.field}: {problem.message}" if problem.field else problem.message
        findings.append(Finding(code, message, problem.line))
    return Verdict(str(path), valid=False, errors=findings)


def report(
    path: Path,
    loaded: Loaded,
    content: Content,
    strict: bool,
    require_known: bool,
    saved: SavedList | None = None,
) -> DeckReport:
    """The report on one deck file, or on the file of one saved list (``saved``), judged
    against ``content``."""
    try:
        checked = read_deck(path, content, loaded=loaded)
    except DeckFileError as error:
        return DeckReport(path, _unreadable(path, error.problems), saved=saved)
    verdict = shortened(check_deck(checked, strict, require_known))
    return DeckReport(path, verdict, checked.support.summary, saved)


def format_verdict(
    verdict: Verdict, summary: Callable[[Verdict], Summary] = totals, head: str | None = None
) -> list[str]:
    """The text lines ``sortie validate`` prints for one deck, in the language of the run;
    ``summary`` is its game's (``DeckSupport.summary``): the totals, and a line per side;
    ``head`` begins the lines of the sides and the verdict (the file, else)."""
    say = Words.of(VERDICT)
    lines = []
    # A file is read from the top: the text lists the findings by line (the unknown ids,
    # the first thing to fix, before the other errors), while the verdict keeps the order
    # the check found them in, which is the browser's order too.
    errors = sorted(verdict.errors, key=lambda f: (f.code != "unknown-id", f.line or 0))
    warnings = sorted(verdict.warnings, key=lambda f: f.line or 0)
    for severity, findings in (("", errors), (say("warning"), warnings)):
        for finding in findings:
            where = f"{verdict.file}:{finding.line}" if finding.line else verdict.file
            lines.append(f"{where}: {severity}{finding.code}: {finding.message}")
    head = head or verdict.file
    if any(f.code in NOT_CHECKED for f in verdict.errors):
        lines.append(f"{head}: {say('unreadable')}")
        return lines
    said = summary(verdict)
    lines += [f"{head}: {side}" for side in said.sides]
    unchecked = not_checked_text(verdict)
    if verdict.valid:
        word = say("legal-partly", {"unchecked": unchecked}) if unchecked else say("legal")
        lines.append(f"{head}: {word} · {said.totals}")
    else:
        word = say.counted("not-legal", len(verdict.errors))
        lines.append(f"{head}: {word}{f' · {unchecked}' if unchecked else ''} · {said.totals}")
    return lines


MOST_UNCHECKED_SHOWN = 3
"""Unchecked parts named in a verdict line; the rest are counted."""


def not_checked_text(verdict: Verdict) -> str:
    """``not checked: trait cards of Bf109F (traits unknown)``, or "" when all was checked."""
    parts = [u.message for u in verdict.unchecked]
    if not parts:
        return ""
    say = Words.of(VERDICT)
    shown = parts[:MOST_UNCHECKED_SHOWN]
    more = len(parts) - len(shown)
    listed = say("not-checked-then").join(shown)
    listed += say("not-checked-more", {"count": more}) if more else ""
    return say("not-checked", {"parts": listed})
