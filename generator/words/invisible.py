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

from .clip import clip
from .messages import READ
from .wording import Words

NBSP = "\u00a0"
MOST_LINES = 20
"""Lines with a non-breaking space reported one by one; the rest are counted."""

NAMES = {
    "\u00a0": "char-nbsp",
    "\u200b": "char-zwsp",
    "\u200c": "char-zwnj",
    "\u200d": "char-zwj",
    "\u2060": "char-wj",
    "\ufeff": "char-bom",
}
"""The characters a pasted text brings most, by the key of their name in ``READ``."""

SPACES = frozenset("\u00a0\u2007\u202f\u3000\u2000\u2001\u2002\u2003\u2009\u200a")
"""Characters that look like a space and are not one to YAML."""

_INDENT = re.compile(r"[ \t\u00a0]*(?:-[ \t\u00a0]+)*")
"""A line's indentation, with the ``- `` of list items nested in it."""
_ID_LIKE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


def named(char: str) -> str:
    """``zero-width space (U+200B)`` in the run's language; a character without a name of
    ours gets Unicode's (in English; French says only that it is invisible)."""
    say = Words.of(READ)
    own = NAMES.get(char)
    unicode_name = unicodedata.name(char, "unnamed character").lower()
    name = say(own) if own else say("char-other", {"name": unicode_name})
    return say("char-code", {"name": name, "code": f"{ord(char):04X}"})


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
    say = Words.of(READ)
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        indent = _INDENT.match(line)
        if indent is not None and NBSP in indent.group():
            column = indent.group().index(NBSP) + 1
            found.append((number, say("space-indent", {"char": named(NBSP), "column": column})))
    return _bounded(found)


_KEY_THEN_SPACE = re.compile(r"[ \t]*(?:-[ \t]+)*([A-Za-z0-9_][\w.-]*):([^\S\n]|\u3000)")
"""A line that starts with a key whose colon is followed by a character other than a plain
space: only a space after the colon makes a key, so YAML reads the whole line as text and
fails further on, where nothing is wrong."""


def space_after_problems(text: str) -> list[tuple[int, str]]:
    """``(line, message)`` for each line that starts with ``key:`` followed by a character
    that looks like a space and is not one (a no-break space pasted after ``pack:``)."""
    if not SPACES.intersection(text):
        return []
    say = Words.of(READ)
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        match = _KEY_THEN_SPACE.match(line)
        if match is not None and match.group(2) in SPACES:
            values = {"char": named(match.group(2)), "key": match.group(1)}
            found.append((number, say("space-after", values)))
    return _bounded(found)


def _bounded(found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The first ``MOST_LINES`` problems, then one line counting the rest."""
    if len(found) > MOST_LINES:
        more = Words.of(READ)("more-lines", {"count": len(found) - MOST_LINES})
        found = [*found[:MOST_LINES], (found[MOST_LINES][0], more)]
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
    say = Words.of(READ)
    parts = []
    for char in hidden_in(value):
        at = source_line.find(char, start)
        column = (at if at >= 0 else start) + 1
        parts.append(say("hidden-at", {"char": named(char), "column": column}))
        start = at + 1 if at >= 0 else start
    return say("hidden", {"value": repr(clip(value)), "parts": ", ".join(parts)})
