"""Values from a user's file, cut to a bounded length before a message echoes them.

A file may name a 100,000-character id or a 5,000-digit number; a message that repeats it
whole buries what it says under the echo. Every message that quotes a value of the file
goes through ``clip``; the browser's checks use its twin, ``clip`` in
``games/js/findings.mjs``, which counts the same way (code points, not UTF-16 units).
"""

from __future__ import annotations

MOST_CHARACTERS = 60
"""The longest id, name or word echoed whole: longer than any id the content defines."""
MOST_DIGITS = 40
"""The longest number echoed whole."""
ELLIPSIS = "…"


def clip(value: object, most: int = MOST_CHARACTERS) -> str:
    """``value`` as text, cut to ``most`` characters (the last one an ellipsis)."""
    text = str(value)
    return text if len(text) <= most else text[: most - 1] + ELLIPSIS


def clip_number(value: int) -> str:
    """A number from the file, cut to ``MOST_DIGITS`` characters."""
    return clip(value, MOST_DIGITS)
