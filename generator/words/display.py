"""Text shown on a terminal: every name and value from a file in a safe, visible form.

A file name, an id or a key comes from a stranger and is printed inside our own lines. A
newline in it would forge a whole verdict line (``FAKE.yaml: legal · …``), an escape
sequence would set the clipboard or the window title, and a bidi control (U+202E) would
reverse what follows. ``visible`` writes each such character as an escape in Python's
spelling (``\\n``, ``\\x1b``, ``\\u202e``) and leaves every letter of every script as it
is (``Messerschmitt Bf 109E « Emil »``, ``零戦``), so one line printed is one line seen.

Escaped: C0 controls (tab and newline included) and DEL, C1 controls, every format
character (category Cf: the bidi controls U+200E/F, U+202A-E, U+2066-9, the zero-width
U+200B-D, U+2060, U+FEFF, the soft hyphen), the line and paragraph separators
U+2028/9, and lone surrogates (an undecodable byte of a file name, U+DC80-U+DCFF).

A backslash is never doubled. Many messages already hold Python's ``repr`` of a value
(``unknown card 'great\\u200bdive'``), whose backslashes are escapes of their own:
doubling them would show ``\\\\u200b``. Leaving them makes ``visible`` idempotent, so a
line may pass the edge twice unchanged. The price is that a name holding a real
backslash followed by ``n`` reads like one holding a newline; the note printed once per
run (``NOTE``) says that escaping took place, which tells the two apart in practice.

``echo`` is the edge: the commands write every text line through it.
"""

from __future__ import annotations

import logging
import unicodedata
from typing import Any

import click
import yaml

ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""The Unicode categories written as escapes: controls, format characters (bidi and
zero-width among them), surrogates, line and paragraph separators."""

LONGEST = 200
"""The longest value ``visible(..., limit=LONGEST)`` shows before cutting it with "…"."""

NOTE = (
    "sortie: names and values with control, bidi or invisible characters are shown "
    "escaped (\\n, \\x1b, \\u202e)"
)
"""Said once per run on standard error when any line printed was altered."""

_SHORT = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_NOTED = "sortie.display.noted"


def escape(char: str) -> str:
    """One character's escape: ``\\n``, ``\\x1b``, ``\\u202e`` or ``\\U000e0001``."""
    if char in _SHORT:
        return _SHORT[char]
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def is_hidden(char: str) -> bool:
    """True for a character that a terminal would act on or not show."""
    return unicodedata.category(char) in ESCAPED_CATEGORIES


def visible(text: str, limit: int | None = None) -> str:
    """``text`` with every hidden character escaped; cut to ``limit`` characters with a
    final "…" when it is longer (an escape is never cut in two)."""
    if text.isprintable() and (limit is None or len(text) <= limit):
        return text  # the common case, decided in C
    pieces = [escape(c) if not c.isprintable() and is_hidden(c) else c for c in text]
    if limit is None:
        return "".join(pieces)
    shown: list[str] = []
    length = 0
    for piece in pieces:
        if length + len(piece) > limit - 1:
            return "".join(shown) + "…"
        shown.append(piece)
        length += len(piece)
    return "".join(shown)


def json_visible(dumped: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with the hidden characters
    JSON leaves raw (DEL, C1, format characters, separators, surrogates) written as
    ``\\uXXXX`` escapes: the values read back are exactly the same."""
    if dumped.isprintable():
        return dumped
    out = []
    for char in dumped:
        if char in "\n\t" or char.isprintable() or not is_hidden(char):
            out.append(char)  # JSON's own layout; its strings hold no raw C0 control
        elif ord(char) < 0x10000:
            out.append(f"\\u{ord(char):04x}")
        else:
            high, low = divmod(ord(char) - 0x10000, 0x400)
            out.append(f"\\u{0xD800 + high:04x}\\u{0xDC00 + low:04x}")
    return "".join(out)


def data_yaml(value: Any) -> str:
    """``value`` as YAML for standard output (``sortie deck``): letters as they are,
    unless a value holds a hidden character; then every string is written with YAML's
    own escapes (``"\\u202E"``), which read back to the same value."""
    text = yaml.safe_dump(value, sort_keys=False, allow_unicode=True)
    if visible(text.replace("\n", " ")) == text.replace("\n", " "):
        return text
    return yaml.safe_dump(value, sort_keys=False, allow_unicode=False)


class VisibleFormatter(logging.Formatter):
    """A log record as one visible line (MkDocs' messages name files and pages)."""

    def format(self, record: logging.LogRecord) -> str:
        return visible(super().format(record))


def echo(line: Any, err: bool = False) -> None:
    """Print one line (a newline in it is shown as ``\\n``, never printed); the first
    line altered in a run is followed by ``NOTE`` on standard error."""
    text = str(line)
    shown = visible(text)
    click.echo(shown, err=err)
    if shown != text:
        _note_once()


def _note_once() -> None:
    context = click.get_current_context(silent=True)
    meta: dict[str, Any] = context.find_root().meta if context is not None else _PROCESS
    if not meta.get(_NOTED):
        meta[_NOTED] = True
        click.echo(NOTE, err=True)


_PROCESS: dict[str, Any] = {}
"""Where the note is remembered when no click command runs (the MkDocs plugin)."""
