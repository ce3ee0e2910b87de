"""Turn a parsed YAML document into a schema instance, or into problems with lines.

Pydantic does the checking; this module only words its findings for a person editing YAML
and points each one at the line it concerns. Unknown keys are warnings, not errors: they
are dropped and the document is checked again without them.

The document is checked as the JSON it is equivalent to, in pydantic's strict mode: that
is exactly what the published JSON Schemas describe, so a file the schema rejects
(``count: "3"``, ``jet: "yes"``, ``skill: 3.0``) is rejected here too, and the reverse.
"""

from __future__ import annotations

import json
import re
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from ..problems import Problem, Severity
from ..words.clip import clip
from ..words.messages import SHAPE
from ..words.wording import Words
from .yamlload import OUT_OF_RANGE, LineDict, LineList, origin_of

M = TypeVar("M", bound=BaseModel)

_EXPECTED = {
    "int_type": "whole-number",
    "int_parsing": "whole-number",
    "int_from_float": "whole-number",
    "bool_type": "true-or-false",
    "bool_parsing": "true-or-false",
    "string_type": "text",
    "float_type": "number",
    "float_parsing": "number",
    "list_type": "list",
    "dict_type": "mapping",
    "model_type": "mapping",
    "model_attributes_type": "mapping",
    "missing": "missing",
    "string_pattern_mismatch": "id",
    "string_too_short": "non-empty",
}
"""What each kind of pydantic error says the value should be (a key of ``SHAPE``)."""


def _field_path(location: tuple[int | str, ...]) -> str:
    # Pydantic adds the name of the union branch it tried ("int", "function-after"…);
    # a person editing YAML only cares about the keys and list positions.
    parts = [str(p) for p in _real_location(location)]
    return ".".join(parts)


_TAG = re.compile(r"[a-z0-9_-]*\[.*\]", re.DOTALL)
"""A part of pydantic's location that names a validator, not a key
(``function-after[...]``, ``[key]``); a key a file wrote may hold a "[" too."""


def _real_location(location: tuple[int | str, ...]) -> tuple[int | str, ...]:
    return tuple(p for p in location if not (isinstance(p, str) and _TAG.fullmatch(p)))


def _shown(say: Words, value: Any) -> str:
    if isinstance(value, dict):
        return say("got-mapping")
    if isinstance(value, list):
        return say("got-list")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return say("got-text", {"text": repr(clip(value))})
    if value is None:
        return say("got-null")
    return repr(value)


def _annotation_at(model: type[BaseModel], location: tuple[int | str, ...]) -> Any:
    """The type of the field at ``location`` (keys and list positions), looking through
    optional values and lists to the schema class inside; None when there is no such
    field."""
    annotation: Any = model
    for part in location:
        if isinstance(part, int):
            continue  # a list position: the item type was reached with the list's key
        fields = getattr(annotation, "model_fields", None)
        if fields is None or part not in fields:
            return None
        annotation = fields[part].annotation
        inner = [a for a in getattr(annotation, "__args__", ()) if hasattr(a, "model_fields")]
        if inner:
            annotation = inner[0]
    return annotation


def _enum_choices(model: type[BaseModel], location: tuple[int | str, ...]) -> str | None:
    annotation = _annotation_at(model, location)
    for candidate in (annotation, *getattr(annotation, "__args__", ())):
        if isinstance(candidate, type) and issubclass(candidate, Enum):
            return ", ".join(str(member.value) for member in candidate)
    return None


_BOUNDS = {
    "greater_than_equal": "at-least",
    "less_than_equal": "at-most",
    "greater_than": "more-than",
    "less_than": "less-than",
}


def _message(model: type[BaseModel], error: Any) -> str:
    """What is wrong with the value, in the language of the run (a schema's own
    ``ValueError`` and pydantic's last-resort words stay as written)."""
    say = Words.of(SHAPE)
    kind = error["type"]
    ctx = error.get("ctx") or {}

    def got(expected: str) -> str:
        return say("got", {"expected": expected, "got": _shown(say, error.get("input"))})

    if kind in _BOUNDS:
        # The range, when the field has both ends: what the value may be, not only which
        # end it passed.
        both = _range_at(model, _real_location(tuple(error["loc"])))
        if both is not None:
            return got(say("between", {"low": both[0], "high": both[1]}))
        (limit,) = ctx.values()  # pydantic names the one bound it checked
        return got(say(_BOUNDS[kind], {"limit": limit}))
    if kind == "string_too_long":
        given = error.get("input")
        count = len(given) if isinstance(given, str) else 0
        return say("too-many-characters", {"most": ctx.get("max_length"), "count": f"{count:,}"})
    if kind == "too_long":
        return say("too-long", {"most": ctx.get("max_length"), "count": ctx.get("actual_length")})
    if kind == "missing":
        return say(_EXPECTED[kind])
    if kind == "literal_error":
        return got(say("literal", {"expected": ctx["expected"]}))
    if kind == "value_error":
        return str(error["msg"]).removeprefix("Value error, ")
    location = _real_location(tuple(error["loc"]))
    written_as = getattr(_annotation_at(model, location), "written_as", None)
    if kind == "model_type" and written_as:
        return got(say(written_as))  # a class that a plain value may stand for (Text)
    if kind in _EXPECTED:
        return got(say(_EXPECTED[kind]))
    # An enum field, whatever pydantic calls the error: list the values the YAML may hold.
    choices = _enum_choices(model, location)
    if choices:
        return got(say("one-of", {"choices": choices}))
    return got(f"{error['msg'][0].lower()}{error['msg'][1:]}")  # pydantic's words


@cache
def _json_schema(model: type[BaseModel]) -> dict[str, Any]:
    return model.model_json_schema()


def _branches(node: dict[str, Any], definitions: dict[str, Any]) -> list[dict[str, Any]]:
    """The schemas a JSON Schema node may be: its reference followed, each of its
    ``anyOf`` (an optional value: the value's and null's)."""
    if "$ref" in node:
        return _branches(definitions.get(node["$ref"].rsplit("/", 1)[-1], {}), definitions)
    if "anyOf" in node:
        return [found for branch in node["anyOf"] for found in _branches(branch, definitions)]
    return [node]


def _inside(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The schemas of what a list or a mapping holds."""
    held = [node.get("items"), node.get("additionalProperties"), *node.get("prefixItems", [])]
    held += node.get("patternProperties", {}).values()
    return [schema for schema in held if isinstance(schema, dict)]


def field_ranges(model: type[BaseModel]) -> dict[str, list[int]]:
    """Every whole-number field of ``model`` with its lowest and highest value, by dotted
    path (``front.performance``; a list's items and a mapping's values count as the field
    itself): what the browser checks a player's value against, from the same schema."""
    # Worked out once a process (the schema is the code's): each rebuild of ``mkdocs serve``
    # ships them again, and walking a schema's branches takes a tenth of a second.
    return {path: list(ends) for path, ends in _field_ranges(model).items()}


@cache
def _field_ranges(model: type[BaseModel]) -> dict[str, list[int]]:
    schema = _json_schema(model)
    definitions = schema.get("$defs", {})
    found: dict[str, list[int]] = {}

    def walk(node: dict[str, Any], path: str, seen: frozenset[str]) -> None:
        for branch in _branches(node, definitions):
            name = node.get("$ref", "").rsplit("/", 1)[-1]
            if name in seen:
                continue  # a schema that holds itself: walked once
            inner = seen | {name} if name else seen
            if branch.get("type") == "integer" and "minimum" in branch and "maximum" in branch:
                found[path] = [int(branch["minimum"]), int(branch["maximum"])]
            for key, field in branch.get("properties", {}).items():
                walk(field, f"{path}.{key}" if path else key, inner)
            for held in _inside(branch):
                walk(held, path, inner)

    walk(schema, "", frozenset())
    return found


def _range_at(model: type[BaseModel], location: tuple[int | str, ...]) -> tuple[int, int] | None:
    """The lowest and highest whole number the field at ``location`` takes, as the model's
    JSON Schema says (through its references, optional values, lists and mappings); None
    when it has no two ends."""
    schema = _json_schema(model)
    definitions = schema.get("$defs", {})
    nodes = _branches(schema, definitions)
    for part in location:
        inner: list[dict[str, Any]] = []
        for node in nodes:
            if isinstance(part, int):
                listed = node.get("prefixItems", [])
                inner += [listed[part]] if part < len(listed) else [node.get("items", {})]
            elif part in node.get("properties", {}):
                inner.append(node["properties"][part])
            else:  # a mapping's values: by its key's pattern, or any key
                inner += _inside(node)
        nodes = [found for node in inner for found in _branches(node, definitions)]
    for node in nodes:
        if node.get("type") == "integer" and "minimum" in node and "maximum" in node:
            return int(node["minimum"]), int(node["maximum"])
    return None


def _drop(data: Any, location: tuple[int | str, ...]) -> None:
    """Remove the unknown key at pydantic's ``location``, stepping over the parts that
    are no key of the data (validator names)."""
    node = data
    for part in location[:-1]:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            continue
    if isinstance(node, dict):
        node.pop(location[-1], None)


def _copy(data: Any) -> Any:
    """A deep copy that keeps line information (the original is left untouched)."""
    if isinstance(data, LineDict):
        copy = LineDict((k, _copy(v)) for k, v in data.items())
        copy.line, copy.key_lines = data.line, dict(data.key_lines)
        if data.key_files:
            copy.key_files = dict(data.key_files)
        return copy
    if isinstance(data, LineList):
        copied = LineList(_copy(v) for v in data)
        copied.line, copied.item_lines = data.line, list(data.item_lines)
        return copied
    return data


class _NotJson(TypeError):
    """A YAML value with no JSON equivalent (a set, binary data)."""


def _not_json(value: Any) -> Any:
    raise _NotJson(type(value).__name__)


def validate(model: type[M], data: Any, path: Path) -> tuple[M | None, list[Problem]]:
    """Check ``data`` against ``model``; return the instance (or None) and every problem."""
    problems: list[Problem] = []
    work = _copy(data)
    for _ in range(2):
        try:
            document = json.dumps(work, default=_not_json)
        except _NotJson as error:
            message = Words.of(SHAPE)("not-json", {"type": error})
            return None, [*problems, Problem(path, None, "", message)]
        try:
            return model.model_validate_json(document), problems
        except ValidationError as error:
            details = error.errors(include_url=False)
        unknown = [e for e in details if e["type"] == "extra_forbidden"]
        for e in details:
            location = tuple(e["loc"])
            # A value an overlay wrote is reported at the overlay's file and line.
            where, line = origin_of(data, _real_location(location), path)
            field = _field_path(location)
            if e["type"] == "extra_forbidden":
                parent = _real_location(location)[:-1]
                known = _known_keys(model, parent)
                say = Words.of(SHAPE)
                hint = say("known-keys", {"keys": ", ".join(known)}) if known else ""
                message = say("unknown-key", {"known": hint})
                problems.append(
                    Problem(where, line, field, message, Severity.WARNING, "unknown-key")
                )
            elif not unknown:
                code = OUT_OF_RANGE if e["type"] in _BOUNDS else ""
                problems.append(Problem(where, line, field, _message(model, e), code=code))
        if not unknown:
            return None, problems
        for e in unknown:
            _drop(work, tuple(e["loc"]))
    return None, problems


def _known_keys(model: type[BaseModel], location: tuple[int | str, ...]) -> list[str]:
    fields = getattr(_annotation_at(model, location), "model_fields", None)
    return list(fields) if fields else []


def partial(model: type[M], data: LineDict, problems: list[Problem]) -> tuple[M, set[str]]:
    """What can be kept of a document that failed: every top-level field that is valid on
    its own, its default (or None) in place of each field with an error. The second value
    names the fields that were replaced. Only for the cross-file pass, so that one broken
    field does not hide the unknown ids of the others until the next run."""
    bad = {p.field.split(".", 1)[0] for p in problems if p.is_error}
    values: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if name in data and name not in bad:
            shape: Any = (
                Annotated[info.annotation, *info.metadata] if info.metadata else info.annotation
            )
            adapter: TypeAdapter[Any] = TypeAdapter(shape)
            try:
                values[name] = adapter.validate_json(json.dumps(data[name]), strict=True)
                continue
            except (ValidationError, TypeError):
                bad.add(name)
        values[name] = None if info.is_required() else info.get_default(call_default_factory=True)
    return model.model_construct(**values), bad
