"""Read deck files and hand them to their game's check: the library side of
``sortie validate``, ``sortie deck`` and ``sortie cards --deck``.

Every input gets one ``DeckReport``: a verdict when the file could be read and has the
shape of a deck, or the problems that kept it from being checked (exit 2). A deck that
breaks a rule has a verdict with errors (exit 1). Only the games the decks name are
loaded, once for the whole run.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..exceptions import DeckFileError, SortieError
from ..problems import Problem
from ..reading.content import as_roots, load_checked
from ..reading.hangarfile import LISTS, SavedList, read_lists
from ..reading.loaded import Completed, Content, DeckSupport, GameContent
from ..reading.schemacheck import validate
from ..reading.yamlload import (
    DECK_MAX_BYTES,
    HIDDEN,
    UNREADABLE,
    LineDict,
    Loaded,
    load_file,
    load_text,
    os_reason,
)
from ..reading.yamlload import NOT_YAML as FORMAT_YAML
from ..reading.yamlload import OUT_OF_RANGE as COUNT_RANGE
from ..registry import systems
from ..verdict import Finding, Summary, Verdict, totals
from ..words.clip import clip
from ..words.messages import VERDICT
from ..words.wording import Words

DECK_SUFFIXES = (".yaml", ".yml")
"""What a deck file's name ends with (any case) when a folder is walked."""

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


@dataclass
class ValidationRun:
    """Every input's report, in input order."""

    reports: list[DeckReport] = field(default_factory=list)

    def counts(self) -> Counter[str]:
        """How many reports have each status, a deck legal as far as known counted legal."""
        return Counter("legal" if r.status == PARTLY else r.status for r in self.reports)

    def summary(self) -> str:
        """``20 files: 10 legal (3 as far as known), 8 not legal, 2 unreadable``."""
        say = Words.of(VERDICT)
        counts = self.counts()
        parts = [
            say.counted(f"files-{status}", counts[status])
            for status in ("legal", "not-legal", "unreadable")
            if counts[status] or status != "unreadable"
        ]
        partial = sum(1 for r in self.reports if r.status == PARTLY)
        if partial:
            parts[0] += say.counted("files-partly", partial)
        # The lists of hangar files are counted as lists; with any file of its own, as files.
        counted = "lists" if all(r.saved is not None for r in self.reports) else "files"
        return say.counted(counted, len(self.reports), {"parts": ", ".join(parts)})


def parse_deck(path: Path, text: str | None = None) -> Loaded:
    """Read and parse a deck file (``text`` when it was read already); problems included."""
    return load_text(text, path) if text is not None else load_file(path, DECK_MAX_BYTES)


def game_of(loaded: Loaded) -> str | None:
    """The ``game:`` a parsed deck names, so only that game's content need be loaded."""
    game = loaded.data.get("game") if isinstance(loaded.data, dict) else None
    return game if isinstance(game, str) else None


def expand(paths: Iterable[Path]) -> tuple[list[Path], dict[Path, str]]:
    """Files as given; a folder stands for every deck file below it, sorted (an
    organiser's folder of submissions). A folder that cannot be listed is in the list too,
    with why in the second value, so it is reported unreadable rather than skipped in
    silence. SortieError for a folder with no deck file."""
    found: list[Path] = []
    unlisted: dict[Path, str] = {}
    say = Words.of(VERDICT)

    def note(error: OSError) -> None:
        folder = Path(error.filename) if error.filename else Path()
        unlisted[folder] = say("folder-unreadable", {"why": os_reason(error)})
        inside.append(folder)

    for path in paths:
        if not path.is_dir():
            found.append(path)
            continue
        inside: list[Path] = []
        for folder, subfolders, files in os.walk(path, onerror=note):
            subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
            inside += [
                Path(folder, name)
                for name in files
                if name.lower().endswith(DECK_SUFFIXES) and not name.startswith(".")
            ]
        if not inside:
            raise SortieError(say("folder-empty", {"path": path}))
        found += sorted(inside)
    return found, unlisted


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
    support = game.system.decks
    assert support is not None
    deck, problems = validate(support.model, data, path)
    if deck is None:
        # An id that hides a zero-width character fails the shape check: say why with it.
        hidden = [p for p in loaded.problems if p.code == HIDDEN]
        raise DeckFileError([*(p for p in problems if p.is_error), *hidden])
    warnings = [p for p in (*loaded.problems, *problems) if not p.is_error]
    return DeckInput(path, game, support, deck, data, warnings)


def complete_file(
    path: Path, content_root: Path | Sequence[Path], options: Mapping[str, Any]
) -> Completed:
    """The deck file at ``path`` completed by its game (``DeckSupport.complete``) with the
    ``options`` chosen, and what could not be filled in. DeckFileError for a file that cannot be
    read or lacks the shape of a deck; SortieError for a game whose files have no deck."""
    loaded = parse_deck(path)
    game = game_of(loaded)
    content = load_checked(content_root, only={game} if game else None)
    deck = read_deck(path, content, loaded=loaded)
    if deck.support.complete is None:
        raise SortieError(f"{path}: {deck.support.no_deck}")
    return deck.support.complete(deck.game, deck.deck, deck.data, options)


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


def _unlisted(folder: Path, why: str) -> Loaded:
    """A folder that could not be listed, as the parse of an unreadable file."""
    return Loaded(folder, None, [Problem(folder, None, "", why, code=UNREADABLE)])


def validate_paths(
    paths: Iterable[Path],
    content_root: Path | Sequence[Path],
    strict: bool = False,
    require_known: bool = False,
) -> ValidationRun:
    """Check every deck file (folders walked) and every list of each hangar file given
    (``hangarfile.py``): read all, load the games they name once, then judge each.
    ContentError when the content they are checked against is broken (a hangar file's own
    values included); SortieError when a named folder holds no deck file, or a hangar file
    no list."""
    files, unlisted = expand(paths)
    parsed = [
        (path, _unlisted(path, unlisted[path]) if path in unlisted else parse_deck(path))
        for path in files
    ]
    hangars = {path for path, loaded in parsed if is_hangar(loaded)}
    games = {
        game
        for path, loaded in parsed
        if path not in hangars and (game := game_of(loaded)) is not None
    }
    known = set(systems())
    # No known game named: nothing to load, and every deck says why in read_deck.
    content = load_checked(content_root, only=games & known, cached=True) if games & known else None
    roots = as_roots(content_root)
    content = content or Content(roots[0], roots)
    run = ValidationRun()
    for path, loaded in parsed:
        if path in hangars:
            run.reports += _hangar_reports(path, loaded, roots, strict, require_known)
            continue
        run.reports.append(_report(path, loaded, content, strict, require_known))
    return run


def is_hangar(loaded: Loaded) -> bool:
    """A file given to ``sortie validate`` is a hangar file when it is a pack."""
    return isinstance(loaded.data, LineDict) and "pack" in loaded.data


def _report(
    path: Path,
    loaded: Loaded,
    content: Content,
    strict: bool,
    require_known: bool,
    saved: SavedList | None = None,
) -> DeckReport:
    """The report on one deck file, or on the file of one saved list."""
    try:
        checked = read_deck(path, content, loaded=loaded)
    except DeckFileError as error:
        return DeckReport(path, _unreadable(path, error.problems), saved=saved)
    verdict = shortened(check_deck(checked, strict, require_known))
    return DeckReport(path, verdict, checked.support.summary, saved)


def _hangar_reports(
    path: Path, loaded: Loaded, roots: list[Path], strict: bool, require_known: bool
) -> list[DeckReport]:
    """A report for each list of the hangar file at ``path``, checked against the content
    with the file's own values laid over it (as ``--content`` would lay it)."""
    data = loaded.data
    assert isinstance(data, LineDict)
    known = systems()
    lists, _ = read_lists(path, data, known) if LISTS in data else ([], [])
    # A bad list stops the run with the file's other errors (ContentError) when it is read
    # as a pack; what is left here is a list to check.
    games = {saved.game for saved in lists} & set(known)
    content = load_checked([*roots, path], only=games, cached=True)
    if LISTS not in data or not data[LISTS]:
        raise SortieError(Words.of(VERDICT)("hangar-empty", {"path": path}))
    return [
        _report(path, Loaded(path, saved.body), content, strict, require_known, saved)
        for saved in lists
    ]


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
