"""Safe YAML loading that remembers the line of every key and list item.

Home Assistant's ``SafeLineLoader`` is the model: every mapping becomes a ``LineDict``
whose ``key_line(key)`` answers where that key was written, so a schema error can name
``file:line``. Duplicate keys are kept as warnings that name both lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .problems import Problem, Severity

# The C parser ships in the PyYAML wheel and is several times faster; keep a fallback.
_Base: type[yaml.SafeLoader]
try:
    _Base = yaml.CSafeLoader  # type: ignore[assignment]
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Base = yaml.SafeLoader


class LineDict(dict[str, Any]):
    """A mapping that knows the line (1-based) of itself and of each key."""

    line: int = 0
    key_lines: dict[str, int]

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

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> LineDict:
        self.flatten_mapping(node)
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
            line = key_node.start_mark.line + 1
            if key in result.key_lines:
                self.duplicates.append((key, result.key_lines[key], line))
            result[key] = self.construct_object(value_node, deep=True)
            result.key_lines[key] = line
        return result

    def construct_sequence(self, node: yaml.SequenceNode, deep: bool = False) -> LineList:
        result = LineList(self.construct_object(child, deep=True) for child in node.value)
        result.line = node.start_mark.line + 1
        result.item_lines = [child.start_mark.line + 1 for child in node.value]
        return result


_LineLoader.add_constructor("tag:yaml.org,2002:map", _LineLoader.construct_mapping)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _LineLoader.construct_sequence)


def _describe(error: yaml.YAMLError) -> tuple[int | None, str]:
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    line = mark.line + 1 if mark is not None else None
    problem = getattr(error, "problem", None) or str(error)
    if "could not determine a constructor" in problem:
        tag = problem.split("tag", 1)[-1].strip().strip("'")
        problem = f"the tag {tag} is not allowed (content files are plain YAML data)"
    return line, f"not valid YAML: {problem}"


def load_text(text: str, path: Path) -> Loaded:
    """Parse ``text``; a syntax error becomes a problem rather than an exception."""
    loader = _LineLoader(text)
    loader.duplicates = []
    try:
        data = loader.get_single_data()
    except yaml.YAMLError as error:
        line, message = _describe(error)
        return Loaded(path, None, [Problem(path, line, "", message)])
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
    return Loaded(path, data, problems)


def load_file(path: Path) -> Loaded:
    """Read and parse one YAML file; unreadable or non-UTF-8 files become problems."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        return Loaded(path, None, [Problem(path, None, "", f"not UTF-8 text ({error.reason})")])
    except OSError as error:
        return Loaded(path, None, [Problem(path, None, "", f"cannot read: {error.strerror}")])
    return load_text(text, path)


def line_of(data: Any, location: tuple[int | str, ...]) -> int | None:
    """The line of the deepest part of ``location`` that exists in ``data``."""
    line: int | None = getattr(data, "line", None) or None
    node = data
    for part in location:
        if isinstance(node, LineDict) and isinstance(part, str) and part in node:
            line = node.key_line(part)
            node = node[part]
        elif isinstance(node, LineList) and isinstance(part, int) and 0 <= part < len(node):
            line = node.item_line(part)
            node = node[part]
        else:
            break
    return line
