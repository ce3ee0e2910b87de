"""Safe YAML loading that remembers the line of every key and list item.

Home Assistant's ``SafeLineLoader`` is the model: every mapping becomes a ``LineDict``
whose ``key_line(key)`` answers where that key was written, so a schema error can name
``file:line``. Duplicate keys are kept as warnings that name both lines.

Files come from strangers, so reading is bounded: only regular files, at most
``max_bytes`` of them, no anchors or aliases (an alias bomb of a few hundred bytes would
otherwise expand to gigabytes once the tree is copied or validated), no merge keys, and a
nesting depth of ``MAX_DEPTH``.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .invisible import (
    UTF16_MESSAGE,
    hidden_in,
    hidden_message,
    indentation_problems,
    is_utf16,
    looks_like_id,
)
from .problems import Problem, Severity

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
            raise yaml.constructor.ConstructorError(
                None,
                None,
                "anchors and aliases (&name, *name) are not allowed: write the value out "
                "where it is used",
                node.start_mark,
            )
        return super().construct_object(node, deep)

    def _enter(self, node: yaml.Node) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise yaml.constructor.ConstructorError(
                None, None, f"nested more than {MAX_DEPTH} levels deep", node.start_mark
            )

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> LineDict:
        for key_node, _ in node.value:
            if key_node.tag == _MERGE_TAG:
                raise yaml.constructor.ConstructorError(
                    None,
                    None,
                    "merge keys (<<) are not allowed: write the keys out",
                    key_node.start_mark,
                )
        self._enter(node)
        result = LineDict()
        result.line = node.start_mark.line + 1
        result.key_lines = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, str | int | float | bool) and key is not None:
                raise yaml.constructor.ConstructorError(
                    None, None, "a mapping key must be a plain value", key_node.start_mark
                )
            key = str(key) if not isinstance(key, str) else key
            self._note_hidden(key_node, key, is_key=True)
            line = key_node.start_mark.line + 1
            if key in result.key_lines:
                self.duplicates.append((key, result.key_lines[key], line))
            result[key] = self.construct_object(value_node, deep=True)
            self._note_hidden(value_node, result[key], is_key=False)
            result.key_lines[key] = line
        self.depth -= 1
        return result

    def construct_sequence(self, node: yaml.SequenceNode, deep: bool = False) -> LineList:
        self._enter(node)
        result = LineList(self.construct_object(child, deep=True) for child in node.value)
        for child, item in zip(node.value, result, strict=True):
            self._note_hidden(child, item, is_key=False)
        result.line = node.start_mark.line + 1
        result.item_lines = [child.start_mark.line + 1 for child in node.value]
        self.depth -= 1
        return result


_LineLoader.add_constructor("tag:yaml.org,2002:map", _LineLoader.construct_mapping)
# A date is text to us (a "year: 1941-05" typo must not turn into a date object).
_LineLoader.add_constructor("tag:yaml.org,2002:timestamp", _LineLoader.construct_yaml_str)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _LineLoader.construct_sequence)


def _describe(error: yaml.YAMLError, text: str) -> tuple[int | None, str]:
    """Where and what, in words for someone editing YAML; PyYAML's context kept."""
    if isinstance(error, yaml.reader.ReaderError):
        # The reader knows only a position in the text: its line is counted here, and its
        # message (which names PyYAML's own input) is said in the editor's words.
        return text.count("\n", 0, error.position) + 1, (
            f"not valid YAML: a control character (U+{error.character:04X}) that YAML does not"
            " allow in a file: delete it, or write it as an escape in a double-quoted string"
        )
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    line = mark.line + 1 if mark is not None else None
    problem = getattr(error, "problem", None) or str(error)
    if "could not determine a constructor" in problem:
        tag = problem.split("tag", 1)[-1].strip().strip("'")
        problem = f"the tag {tag} is not allowed (content files are plain YAML data)"
    elif mark is not None and _tab_at(text, mark.line, mark.column):
        problem = f"{problem}: a tab character; YAML indents with spaces only"
    context = getattr(error, "context", None)
    context_mark = getattr(error, "context_mark", None)
    if context:
        where = ""
        if context_mark is not None and context_mark.line + 1 != line:
            where = f" that starts at line {context_mark.line + 1}"
        problem = f"{problem} ({context}{where})"
    return line, f"not valid YAML: {problem}"


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
    indentation of non-breaking spaces is reported instead of what YAML would make of it."""
    indented = indentation_problems(text)
    if indented:
        return Loaded(
            path, None, [Problem(path, line, "", why, code=NOT_YAML) for line, why in indented]
        )
    loader = _LineLoader(text)
    loader.duplicates = []
    loader.hidden = []
    try:
        data = loader.get_single_data()
    except yaml.YAMLError as error:
        line, message = _describe(error, text)
        return Loaded(path, None, [Problem(path, line, "", message, code=NOT_YAML)])
    except RecursionError:  # the pure-Python parser recurses before our depth check
        message = f"not valid YAML here: nested more than {MAX_DEPTH} levels deep"
        return Loaded(path, None, [Problem(path, None, "", message, code=NOT_YAML)])
    finally:
        loader.dispose()
    problems = [
        Problem(
            path,
            second,
            key,
            f"duplicate key (first written at line {first}; the later value wins)",
            Severity.WARNING,
            "duplicate-key",
        )
        for key, first, second in loader.duplicates
    ]
    problems += _hidden_problems(loader.hidden, text, path)
    return Loaded(path, data, problems)


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
    why not (a FIFO would block, a device would never end, a huge file would fill memory)."""
    with open(path, "rb", opener=_open_nonblocking) as handle:
        mode = os.fstat(handle.fileno()).st_mode
        if not stat.S_ISREG(mode):
            raise ValueError("not a regular file (a folder, device or pipe is not read)")
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise ValueError(f"larger than {max_bytes // KIB:,} KiB, the most a file may be")
    if is_utf16(data):
        raise ValueError(UTF16_MESSAGE)
    return data.decode("utf-8")


def _open_nonblocking(path: str, flags: int) -> int:
    # O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    return os.open(path, flags | os.O_NONBLOCK)


def load_file(path: Path, max_bytes: int = CONTENT_MAX_BYTES) -> Loaded:
    """Read and parse one YAML file; unreadable, oversized or non-UTF-8 files become
    problems."""
    try:
        text = read_bounded(path, max_bytes)
    except UnicodeDecodeError as error:
        why = f"not UTF-8 text ({error.reason})"
    except OSError as error:
        why = f"cannot read: {error.strerror}"
    except ValueError as error:
        why = f"cannot read: {error}"
    else:
        return load_text(text, path)
    return Loaded(path, None, [Problem(path, None, "", why, code=UNREADABLE)])


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
