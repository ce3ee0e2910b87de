"""What ``mkdocs serve`` made, kept in Sortie's cache folder for its next start (issue 42).

A second start on the same content makes again what its first start made: every game's
generated pages (their Markdown: the content-format page alone asks pydantic for some
hundred JSON schemas), the games' tools and data files, and the slimmed theme stylesheet
(tinycss2 parsing Material's 135 KB). Each is a function of inputs whose digest the build
works out anyway (``generation.GameDigests``, the stylesheet pass's digest of what it
slims, both of which cover the running code), so it is kept in a file named after that
digest, and read back while the digest is the same.

Entries are pickles (pages are dataclasses), in folders made private to this user as the
content cache's are (a pickle runs code: one from a folder others could write could be
theirs). Anything that goes wrong reading one (missing, partial, from another version)
makes it again; anything that goes wrong writing one keeps it in memory only.
"""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any

from ..usercache import write_entry


class DiskMemo:
    """Values by key in one private folder; ``slot`` entries replace each other (a game's
    pages in one language: only the last ones can be asked for again)."""

    def __init__(self, folder: Path | None, limit: int = 64) -> None:
        self.folder = folder
        self.limit = limit
        """Entries kept at most: the ones written last."""

    def get(self, key: str, slot: str = "") -> Any | None:
        if self.folder is None:
            return None
        try:
            with open(self.folder / _name(key, slot), "rb") as stream:
                return pickle.load(stream)
        except Exception:  # missing, partial or foreign: made again
            return None

    def put(self, key: str, value: Any, slot: str = "") -> None:
        if self.folder is None:
            return
        name = _name(key, slot)
        try:
            write_entry(self.folder, name, pickle.dumps(value, pickle.HIGHEST_PROTOCOL), ".entry-")
        except (OSError, pickle.PicklingError, TypeError, AttributeError):
            self.folder = None  # a full disk, a removed folder: memory only from now on
            return
        _prune(self.folder, name, slot, self.limit)


def _prune(folder: Path, kept: str, slot: str, limit: int) -> None:
    """Remove the entries ``kept`` replaces in its ``slot``, and the oldest beyond ``limit``
    (another process may be removing some too: what is gone is gone)."""
    try:
        entries = sorted(folder.glob("*.pickle"), key=lambda p: p.stat().st_mtime_ns)
        for old in entries:
            if old.name != kept and slot and old.name.startswith(f"{slot}-"):
                old.unlink(missing_ok=True)
        for old in entries[: max(0, len(entries) - limit)]:
            old.unlink(missing_ok=True)
    except OSError:
        return  # pruned at the next entry written


def _name(key: str, slot: str) -> str:
    return f"{slot}-{key}.pickle" if slot else f"{key}.pickle"
