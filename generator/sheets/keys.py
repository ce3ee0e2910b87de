"""The one hash that names a drawing, a measure or a cached piece: SHA-256 of its parts,
each followed by a NUL byte (so ``("ab", "c")`` and ``("a", "bc")`` differ)."""

from __future__ import annotations

import hashlib


def digest(*parts: str | bytes) -> str:
    """The hex digest of ``parts``; text is hashed as UTF-8."""
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode("utf-8") if isinstance(part, str) else part)
        h.update(b"\0")
    return h.hexdigest()
