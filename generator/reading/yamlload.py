"""Safe YAML loading that remembers the line of every key and list item.

Home Assistant's ``SafeLineLoader`` is the model: every mapping becomes a ``LineDict``
whose ``key_line(key)`` answers where that key was written, so a schema error can name
``file:line``. Duplicate keys are kept as warnings that name both lines.

Files come from strangers, so reading is bounded: only regular files, at most
``max_bytes`` of them, no anchors or aliases (an alias bomb of a few hundred bytes would
otherwise expand to gigabytes once the tree is copied or validated), no merge keys, a
nesting depth of ``MAX_DEPTH``, and whole numbers of at most ``MOST_DIGITS`` digits (Python
converts no more than 4,300, and a message would echo them all). Every message is said in
the run's language (``messages.READ``).
"""

from __future__ import annotations

import contextlib
import errno
import os
import pickle
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..problems import Problem, Severity
from ..words.clip import MOST_DIGITS
from ..words.invisible import (
    hidden_in,
    hidden_message,
    indentation_problems,
    is_utf16,
    looks_like_id,
    space_after_problems,
)
from ..words.messages import READ, YAML_FR
from ..words.wording import Words, language

# The C parser ships in the PyYAML wheel and is several times faster; keep a fallback.
_Base: type[yaml.SafeLoader]
try:
    _Base = yaml.CSafeLoader  # type: ignore[assignment]
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Base = yaml.SafeLoader


KIB = 1024
MIB = 1024 * KIB
DECK_MAX_BYTES = 1 * MIB
"""The largest deck file read: a deck of every card ever made is a few kilobytes."""
CONTENT_MAX_BYTES = 4 * MIB
"""The largest content file read (one definition per file; a table may be long)."""
MAX_DEPTH = 64
"""The deepest nesting of mappings and lists accepted; content needs fewer than ten."""

_MERGE_TAG = "tag:yaml.org,2002:merge"

UNREADABLE, NOT_YAML = "unreadable", "format-yaml"
"""The codes of a file that cannot be read, and of one that is not plain YAML data."""
OUT_OF_RANGE = "count-range"
"""The code of a number outside the bounds of its field (a negative count, a million
aircraft), or too long for any field."""
HIDDEN = "invisible-character"
"""The code of an id or key holding a character that cannot be seen (zero-width, bidi)."""


class LineDict(dict[str, Any]):
    """A mapping that knows the line (1-based) of itself and of each key."""

    line: int = 0
    key_lines: dict[str, int]
    key_files: dict[str, Path] | None = None
    """The file of each key written by another file than the document's own (a content
    overlay, see ``overlay.py``); a key not listed comes from the file of its parent."""

    def key_line(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class LineList(list[Any]):
    """A sequence that knows the line of itself and of each item."""

    line: int = 0
    item_lines: list[int]

    def item_line(self, index: int) -> int:
        if 0 <= index < len(self.item_lines):
            return self.item_lines[index]
        return self.line


@dataclass
class Loaded:
    """The data of one YAML file with the problems met while reading it."""

    path: Path
    data: Any
    problems: list[Problem] = field(default_factory=list)


class _LineLoader(_Base):  # type: ignore[valid-type,misc]
    duplicates: list[tuple[str, int, int]]
    hidden: list[tuple[str, yaml.Mark]]
    """Keys and id-like values that hold a format character, with where they start."""
    depth: int = 0

    def _note_hidden(self, node: yaml.Node, value: Any, is_key: bool) -> None:
        if (
            isinstance(value, str)
            and isinstance(node, yaml.ScalarNode)
            and not value.isprintable()
            and hidden_in(value)
            and (is_key or looks_like_id(value))
        ):
            self.hidden.append((value, node.start_mark))

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        # An alias is the same node met a second time: refuse it, so that no later copy
        # or validation of the tree can expand it.
        if node in self.constructed_objects:
            raise _refusal("aliases", {}, node)
        return super().construct_object(node, deep)

    def construct_bounded_int(self, node: yaml.ScalarNode) -> int:
        # Python refuses to turn more than 4,300 digits into an int (with a traceback), and
        # a number of thousands of digits would be echoed whole by every message: no value
        # Sortie reads needs more than MOST_DIGITS digits, so longer ones stop here.
        written = str(node.value).lstrip("+-").replace("_", "").replace(":", "")
        digits = len(written[2:] if written[:2].lower() in ("0x", "0o", "0b") else written)
        if digits > MOST_DIGITS:
            raise _refusal("long-number", {"digits": f"{digits:,}", "most": MOST_DIGITS}, node)
        return int(super().construct_yaml_int(node))

    def _enter(self, node: yaml.Node) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _refusal("deep", {"most": MAX_DEPTH}, node)

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> LineDict:
        for key_node, _ in node.value:
            if key_node.tag == _MERGE_TAG:
                raise _refusal("merge", {}, key_node)
        self._enter(node)
        result = LineDict()
        result.line = node.start_mark.line + 1
        result.key_lines = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, str | int | float | bool) and key is not None:
                raise _refusal("plain-key", {}, key_node)
            key = str(key) if not isinstance(key, str) else key
            self._note_hidden(key_node, key, is_key=True)
            line = key_node.start_mark.line + 1
            if key in result.key_lines:
                self.duplicates.append((key, result.key_lines[key], line))
            try:
                result[key] = self.construct_object(value_node, deep=True)
            except _Refused as refused:
                refused.location.insert(0, key)
                raise
            self._note_hidden(value_node, result[key], is_key=False)
            result.key_lines[key] = line
        self.depth -= 1
        return result

    def construct_sequence(self, node: yaml.SequenceNode, deep: bool = False) -> LineList:
        self._enter(node)
        result = LineList()
        for index, child in enumerate(node.value):
            try:
                result.append(self.construct_object(child, deep=True))
            except _Refused as refused:
                refused.location.insert(0, str(index))
                raise
        for child, item in zip(node.value, result, strict=True):
            self._note_hidden(child, item, is_key=False)
        result.line = node.start_mark.line + 1
        result.item_lines = [child.start_mark.line + 1 for child in node.value]
        self.depth -= 1
        return result


class _Refused(yaml.constructor.ConstructorError):
    """What Sortie refuses in a file that YAML allows: its problem is said in the run's
    language already."""

    framed = True
    """Said as YAML Sortie does not read (an alias); False for a value too large for any
    field, which is valid YAML all the same."""
    location: list[str]
    """The keys and list positions down to the value refused (its field)."""


def _refusal(key: str, values: dict[str, object], node: yaml.Node) -> _Refused:
    refused = _Refused(None, None, Words.of(READ)(key, values), node.start_mark)
    refused.framed = key != "long-number"
    refused.location = []
    return refused


_LineLoader.add_constructor("tag:yaml.org,2002:map", _LineLoader.construct_mapping)
_LineLoader.add_constructor("tag:yaml.org,2002:int", _LineLoader.construct_bounded_int)
# A date is text to us (a "year: 1941-05" typo must not turn into a date object).
_LineLoader.add_constructor("tag:yaml.org,2002:timestamp", _LineLoader.construct_yaml_str)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _LineLoader.construct_sequence)


def _describe(error: yaml.YAMLError, text: str) -> tuple[int | None, str]:
    """Where and what, in words for someone editing YAML (in the run's language);
    PyYAML's context kept."""
    say = Words.of(READ)
    if isinstance(error, yaml.reader.ReaderError):
        # The reader knows only a position in the text: its line is counted here, and its
        # message (which names PyYAML's own input) is said in the editor's words.
        control = say("control", {"code": f"{error.character:04X}"})
        return text.count("\n", 0, error.position) + 1, say("not-yaml", {"problem": control})
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    line = mark.line + 1 if mark is not None else None
    if isinstance(error, _Refused) and not error.framed:
        return line, str(error.problem)
    problem = _pyyaml_words(getattr(error, "problem", None) or str(error))
    if "could not determine a constructor" in problem:
        tag = problem.split("tag", 1)[-1].strip().strip("'")
        problem = say("tag", {"tag": tag})
    elif mark is not None and _tab_at(text, mark.line, mark.column):
        problem = say("tab", {"problem": problem})
    context = getattr(error, "context", None)
    context_mark = getattr(error, "context_mark", None)
    if context:
        values = {"problem": problem, "context": _pyyaml_words(context)}
        if context_mark is not None and context_mark.line + 1 != line:
            problem = say("context-at", {**values, "line": context_mark.line + 1})
        else:
            problem = say("context", values)
    return line, say("not-yaml", {"problem": problem})


def _pyyaml_words(said: str) -> str:
    """PyYAML's words in the run's language (kept as they are where there is no French)."""
    return YAML_FR.get(said, said) if language() == "fr" else said


def _tab_at(text: str, line: int, column: int) -> bool:
    """True when the error's line has a tab where it points, or in its indentation."""
    lines = text.split("\n", line + 1)
    if line >= len(lines):
        return False
    here = lines[line]
    indent = here[: len(here) - len(here.lstrip(" \t"))]
    return "\t" in indent or here[column : column + 1] == "\t"


def load_text(text: str, path: Path) -> Loaded:
    """Parse ``text``; a syntax error becomes a problem rather than an exception. An
    indentation of non-breaking spaces, or one after a key's colon, is reported instead of
    what YAML would make of it."""
    # A space that is not one, in the indentation or after a key's colon, makes YAML read
    # something else than the eye sees and fail further on, where nothing is wrong (or
    # worse, read a key as part of the text above it): the pasted character is the cause,
    # said where it is.
    spaced = sorted(indentation_problems(text) + space_after_problems(text))
    if spaced:
        return _not_yaml(path, spaced)
    say = Words.of(READ)
    loader = _LineLoader(text)
    loader.duplicates = []
    loader.hidden = []
    try:
        data = loader.get_single_data()
    except _Refused as error:
        line, message = _describe(error, text)
        field = ".".join(error.location)
        code = NOT_YAML if error.framed else OUT_OF_RANGE
        return Loaded(path, None, [Problem(path, line, field, message, code=code)])
    except yaml.YAMLError as error:
        return _not_yaml(path, [_describe(error, text)])
    except RecursionError:  # the pure-Python parser recurses before our depth check
        message = say("not-yaml-here", {"problem": say("deep", {"most": MAX_DEPTH})})
        return _not_yaml(path, [(None, message)])
    finally:
        loader.dispose()
    problems = [
        Problem(
            path,
            second,
            key,
            say("duplicate-key", {"first": first}),
            Severity.WARNING,
            "duplicate-key",
        )
        for key, first, second in loader.duplicates
    ]
    problems += _hidden_problems(loader.hidden, text, path)
    return Loaded(path, data, problems)


def _not_yaml(path: Path, found: Sequence[tuple[int | None, str]]) -> Loaded:
    """A file that is not YAML Sortie reads: a problem for each ``(line, message)``."""
    return Loaded(path, None, [Problem(path, line, "", why, code=NOT_YAML) for line, why in found])


def _hidden_problems(hidden: list[tuple[str, yaml.Mark]], text: str, path: Path) -> list[Problem]:
    """A warning for each key or id holding a character that cannot be seen (the id is
    then unknown, or the key unknown: this says why)."""
    lines = text.split("\n") if hidden else []
    return [
        Problem(
            path,
            mark.line + 1,
            "",
            hidden_message(value, lines[mark.line] if mark.line < len(lines) else "", mark.column),
            Severity.WARNING,
            HIDDEN,
        )
        for value, mark in hidden
    ]


def read_bounded(path: Path, max_bytes: int) -> str:
    """The text of a regular file of at most ``max_bytes``; OSError or ValueError saying
    why not (a FIFO would block, a device would never end, a huge file would fill memory),
    in the run's language."""
    say = Words.of(READ)
    with open(path, "rb", opener=_open_nonblocking) as handle:
        mode = os.fstat(handle.fileno()).st_mode
        if not stat.S_ISREG(mode):
            raise ValueError(say("not-regular"))
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise ValueError(say("too-large", {"kib": f"{max_bytes // KIB:,}"}))
    if is_utf16(data):
        raise ValueError(say("utf16"))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        byte = f"{data[error.start]:02X}"
        raise NotUtf8(say("not-utf8", {"byte": byte, "line": line})) from None


class NotUtf8(ValueError):
    """A file whose bytes are not UTF-8: its message says the first byte that is not."""


_ERRNO_WORDS = {
    errno.EACCES: "os-permission",
    errno.EPERM: "os-permission",
    errno.ENOENT: "os-missing",
    errno.ENOTDIR: "os-missing",
    errno.EISDIR: "os-folder",
    errno.ELOOP: "os-loop",
    errno.ENAMETOOLONG: "os-name",
    errno.EIO: "os-io",
}
"""The reasons a file or folder cannot be read that a user meets, by the key of their words
in ``READ`` (the system's own words, in English, for any other)."""


def os_reason(error: OSError) -> str:
    """Why the system would not read a file or folder, in the run's language."""
    key = _ERRNO_WORDS.get(error.errno or 0, "os-other")
    return Words.of(READ)(key, {"why": error.strerror or error})


def _open_nonblocking(path: str, flags: int) -> int:
    # O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    return os.open(path, flags | os.O_NONBLOCK)


def load_file(path: Path, max_bytes: int = CONTENT_MAX_BYTES) -> Loaded:
    """Read and parse one YAML file; unreadable, oversized or non-UTF-8 files become
    problems."""
    say = Words.of(READ)
    try:
        text = read_bounded(path, max_bytes)
    except OSError as error:
        why = say("cannot-read", {"why": os_reason(error)})
    except NotUtf8 as error:
        why = str(error)
    except ValueError as error:
        why = say("cannot-read", {"why": error})
    else:
        return _parsed(text, path)
    return Loaded(path, None, [Problem(path, None, "", why, code=UNREADABLE)])


_KEPT: dict[tuple[str, str], bytes] | None = None
"""Documents parsed, pickled, by path and text, once ``keep_parsed`` turned keeping on."""


def keep_parsed() -> None:
    """Keep every document parsed from now on, for the rest of the process: ``mkdocs
    serve`` loads the whole content at each rebuild, and an edit changes one file. The
    same text at the same path is then unpickled (a fresh copy, as later stages may
    change what they are given), some ten times faster than parsing it again."""
    global _KEPT
    if _KEPT is None:
        _KEPT = {}


def _parsed(text: str, path: Path) -> Loaded:
    if _KEPT is None:
        return load_text(text, path)
    kept = _KEPT.get((str(path), text))
    if kept is not None:
        loaded: Loaded = pickle.loads(kept)
        return loaded
    loaded = load_text(text, path)
    with contextlib.suppress(pickle.PicklingError, TypeError, AttributeError):  # else parsed again
        _KEPT[(str(path), text)] = pickle.dumps(loaded, pickle.HIGHEST_PROTOCOL)
    return loaded


def origin_of(data: Any, location: tuple[int | str, ...], path: Path) -> tuple[Path, int | None]:
    """The file and line of the deepest part of ``location`` that exists in ``data``, a
    document read from ``path`` that overlays may have patched (``LineDict.key_files``)."""
    line: int | None = getattr(data, "line", None) or None
    node = data
    for part in location:
        if isinstance(node, LineDict) and isinstance(part, str) and part in node:
            line = node.key_line(part)
            path = (node.key_files or {}).get(part, path)
            node = node[part]
        elif isinstance(node, LineList) and isinstance(part, int) and 0 <= part < len(node):
            line = node.item_line(part)
            node = node[part]
        else:
            break
    return path, line


def line_of(data: Any, location: tuple[int | str, ...]) -> int | None:
    """The line of the deepest part of ``location`` that exists in ``data``."""
    return origin_of(data, location, Path())[1]
