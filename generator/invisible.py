"""What the eye cannot see in a YAML file, named where it is.

Text pasted from an e-mail or a word processor brings characters that look like nothing
or like a space: non-breaking spaces in the indentation (YAML then reads a key named
"\u00a0\u00a0- aircraft" and reports a missing list), a zero-width space inside an id
(``great\u200bdive`` looks like ``great-dive`` without its hyphen, or like ``greatdive``),
or a whole file saved as UTF-16. Each is reported by name, line and column, instead of
the confusing error it would otherwise cause further on.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import cache

NBSP = "\u00a0"
MOST_LINES = 20
"""Lines with a non-breaking space reported one by one; the rest are counted."""

NAMES = {
    "\u00a0": "non-breaking space",
    "\u200b": "zero-width space",
    "\u200c": "zero-width non-joiner",
    "\u200d": "zero-width joiner",
    "\u2060": "word joiner",
    "\ufeff": "zero-width no-break space (a byte order mark)",
}

UTF16_MESSAGE = "the file is UTF-16; save it as UTF-8"

_INDENT = re.compile(r"[ \t\u00a0]*(?:-[ \t\u00a0]+)*")
"""A line's indentation, with the ``- `` of list items nested in it."""
_ID_LIKE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


def named(char: str) -> str:
    """``zero-width space (U+200B)``; a character without a name of ours gets Unicode's."""
    name = NAMES.get(char) or unicodedata.name(char, "unnamed character").lower()
    return f"{name} (U+{ord(char):04X})"


def is_utf16(data: bytes) -> bool:
    """True for UTF-16 bytes: a byte order mark, or the NUL of every other byte that
    text of Latin letters has in UTF-16 (one stray NUL is not enough)."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return True
    head = data[:4096]
    if len(head) < 4 or b"\x00" not in head:
        return False
    even, odd = head[0::2].count(0), head[1::2].count(0)
    return max(even, odd) >= len(head) // 4 and min(even, odd) * 8 <= max(even, odd)


def indentation_problems(text: str) -> list[tuple[int, str]]:
    """``(line, message)`` for each line whose indentation holds a non-breaking space
    (the first ``MOST_LINES`` of them, then one line counting the rest)."""
    if NBSP not in text:
        return []
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        indent = _INDENT.match(line)
        if indent is not None and NBSP in indent.group():
            column = indent.group().index(NBSP) + 1
            found.append(
                (
                    number,
                    f"a {named(NBSP)} at column {column}: YAML indents with plain spaces "
                    "only (text pasted from an e-mail often carries these)",
                )
            )
    if len(found) > MOST_LINES:
        more = len(found) - MOST_LINES
        found = [*found[:MOST_LINES], (found[MOST_LINES][0], f"… and {more} more such lines")]
    return found


def hidden_in(value: str) -> list[str]:
    """Every format character (zero-width, bidi) in ``value``, in order."""
    return [c for c in value if unicodedata.category(c) == "Cf"]


@cache
def hidden_ranges() -> tuple[tuple[int, int], ...]:
    """The characters ``hidden_in`` finds (Unicode's format characters in this Python's
    Unicode version), as ``(first, last)`` code point ranges. The builders' data carries
    them, so a name typed in the browser refuses exactly what a content file's id does,
    whatever Unicode version the browser knows."""
    ranges: list[tuple[int, int]] = []
    for code in range(sys.maxunicode + 1):
        if unicodedata.category(chr(code)) != "Cf":
            continue
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return tuple(ranges)


def looks_like_id(value: str) -> bool:
    """True when ``value`` would be an id (``great-dive``) without its hidden characters."""
    plain = "".join(c for c in value if unicodedata.category(c) != "Cf")
    return bool(_ID_LIKE.fullmatch(plain))


def hidden_message(value: str, source_line: str, start: int) -> str:
    """What an id or key written at column ``start`` (0-based) of ``source_line`` hides:
    ``'great\\u200bdive': it holds a zero-width space (U+200B) at column 9``."""
    parts = []
    for char in hidden_in(value):
        at = source_line.find(char, start)
        column = (at if at >= 0 else start) + 1
        parts.append(f"a {named(char)} at column {column}")
        start = at + 1 if at >= 0 else start
    return (
        f"{value!r}: it holds {', '.join(parts)}; it cannot be seen, and makes this a different id"
    )
