"""Check deck files and hangar files' lists: the library side of ``sortie validate``
(``validate_paths``) and ``sortie deck`` (``complete_file``).

The run reads every input first, loads the content they need once (only the games the decks
name), then has each judged and reported by ``reports.py``: one ``DeckReport`` for each
deck file and each list of a hangar file, in input order.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..exceptions import ContentError, DeckFileError, SortieError
from ..problems import Problem
from ..reading.content import check_each, load_checked
from ..reading.hangarfile import LISTS, SavedList, read_lists
from ..reading.loaded import Completed, Content
from ..reading.yamlload import UNREADABLE, LineDict, Loaded, os_reason
from ..registry import systems
from ..words.messages import VERDICT
from ..words.wording import Words
from .reports import PARTLY, DeckReport, game_of, parse_deck, read_deck, report

DECK_SUFFIXES = (".yaml", ".yml")
"""What a deck file's name ends with (any case) when a folder is walked."""


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


def complete_file(
    path: Path, content_root: Path | Sequence[Path], options: Mapping[str, Any]
) -> Completed:
    """The deck file at ``path`` completed by its game (``DeckSupport.complete``) with the
    ``options`` chosen, and what could not be filled in. DeckFileError for a file that cannot be
    read, lacks the shape of a deck or names what the content does not define (its game's
    ``Completed.refused``); SortieError for a game whose files have no deck."""
    loaded = parse_deck(path)
    game = game_of(loaded)
    content = load_checked(content_root, only={game} if game else None)
    deck = read_deck(path, content, loaded=loaded)
    if deck.support.complete is None:
        raise SortieError(f"{path}: {deck.support.no_deck}")
    done = deck.support.complete(deck.game, deck.deck, deck.data, options)
    if done.refused:
        raise DeckFileError(
            [Problem(path, f.line, "", f.message, code=f.code) for f in done.refused]
        )
    return done


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
    (``hangarfile.py``): read all, load the content they need once (the games the decks
    name; each hangar file's own values laid over it for its lists), then judge each
    (``reports.py``). ContentError when the content they are checked against is broken (a
    hangar file's own values included); SortieError when a named folder holds no deck
    file, or a hangar file no list."""
    files, unlisted = expand(paths)
    parsed = [
        (path, _unlisted(path, unlisted[path]) if path in unlisted else parse_deck(path))
        for path in files
    ]
    known = set(systems())
    hangars = {path: _lists(path, loaded, known) for path, loaded in parsed if is_hangar(loaded)}
    games = {
        game
        for path, loaded in parsed
        if path not in hangars and (game := game_of(loaded)) is not None
    }
    # The decks' games (none known: nothing is loaded, and every deck says why), then
    # each hangar file laid over them with its lists' games, as ``--content`` would lay it.
    wanted: list[tuple[Path | None, set[str]]] = [(None, games & known)]
    wanted += [(path, {s.game for s in lists or []} & known) for path, lists in hangars.items()]
    results = check_each(content_root, wanted, cached=True)
    # The errors of the decks' content first, then each hangar file's in input order: a bad
    # list stops the run with the file's other errors, as the pack it is read as.
    for (path, _), result in zip(wanted, results, strict=True):
        if result.errors:
            raise ContentError(result.problems)
        if path is not None and not hangars[path]:
            raise SortieError(Words.of(VERDICT)("hangar-empty", {"path": path}))
    content = {path: result.content for (path, _), result in zip(wanted, results, strict=True)}
    judged: list[tuple[Path, Loaded, Content, SavedList | None]] = []
    for path, loaded in parsed:
        if path not in hangars:
            judged.append((path, loaded, content[None], None))
            continue
        judged += [(path, Loaded(path, s.body), content[path], s) for s in hangars[path] or []]
    return ValidationRun(
        [report(path, deck, on, strict, require_known, saved) for path, deck, on, saved in judged]
    )


def is_hangar(loaded: Loaded) -> bool:
    """A file given to ``sortie validate`` is a hangar file when it is a pack."""
    return isinstance(loaded.data, LineDict) and "pack" in loaded.data


def _lists(path: Path, loaded: Loaded, known: Collection[str]) -> list[SavedList] | None:
    """The lists of the hangar file at ``path`` that can be checked (None: it has none,
    which is said once its content is known to be good)."""
    data = loaded.data
    assert isinstance(data, LineDict)
    if LISTS not in data or not data[LISTS]:
        return None
    lists, _ = read_lists(path, data, known)
    return lists
