"""The nearest known id to a misspelt one, for "did you mean …?" hints everywhere."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def nearest(given: str, ids: Iterable[str]) -> str | None:
    """The known id closest to ``given``, if one is close (difflib's ratio ≥ 0.75)."""
    found = difflib.get_close_matches(given, list(ids), n=1, cutoff=0.75)
    return found[0] if found else None
