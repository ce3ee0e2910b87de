"""The machine-readable output of the commands that offer ``--format json``: one contract
each, and one shape for every failure.

Every run prints one JSON value on standard output. ``sortie validate`` prints a list with
one object per input file (in input order, unreadable files included); ``sortie roll`` the
list of a game's tables or the roll. When nothing could be done (the content is broken, an
input or an option cannot be used, the command line itself is wrong) both print an object
with an ``error`` key instead (``ERROR``). ``sortie schema`` publishes the JSON Schema of
each (``validate-output.schema.json``, ``roll-output.schema.json``) and the tests check
every output against them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..problems import Problem
from ..words.display import json_visible

FINDING = {
    "type": "object",
    "required": ["code", "message", "line"],
    "additionalProperties": False,
    "properties": {
        "code": {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"},
        "message": {"type": "string", "minLength": 1},
        "line": {"type": ["integer", "null"], "minimum": 1},
    },
}

UNCHECKED = {
    "type": "object",
    "required": ["code", "message", "line", "fill"],
    "additionalProperties": False,
    "properties": {
        **FINDING["properties"],  # type: ignore[dict-item]
        "fill": {
            "type": "object",
            "description": "The value that would let the check run (a pack patch's target).",
            "required": ["game", "kind", "id", "field"],
            "additionalProperties": False,
            "properties": {
                "game": {"type": "string"},
                "kind": {"type": "string"},
                "id": {"type": "string"},
                "field": {"type": "string"},
            },
        },
    },
}

REPORT = {
    "type": "object",
    "required": [
        "file",
        "status",
        "valid",
        "hand_size",
        "aircraft",
        "points",
        "points_known",
        "required",
        "errors",
        "warnings",
        "unchecked",
        "details",
    ],
    "additionalProperties": False,
    "properties": {
        "file": {"type": "string", "description": "The file as named on the command line."},
        "status": {
            "enum": ["legal", "legal-as-far-as-known", "not-legal", "unreadable"],
            "description": "The verdict: legal-as-far-as-known is legal on every value Sortie "
            "knows, with the parts it could not check listed in unchecked.",
        },
        "valid": {"type": "boolean", "description": "True when the deck breaks no rule."},
        "hand_size": {"type": ["integer", "null"], "minimum": 0},
        "aircraft": {"type": "integer", "minimum": 0},
        "points": {
            "type": ["integer", "null"],
            "description": "The points; with points_known false, the known part only.",
        },
        "points_known": {"type": "boolean"},
        "required": {
            "type": "object",
            "description": "What the force requires: card counts, limits… (each game its own).",
        },
        "errors": {"type": "array", "items": FINDING},
        "warnings": {"type": "array", "items": FINDING},
        "unchecked": {
            "type": "array",
            "items": UNCHECKED,
            "description": "What could not be checked for want of a value; a valid report "
            "with items here is legal as far as known.",
        },
        "details": {"type": "object", "description": "What a game reports beyond these."},
        "list": {
            "type": "object",
            "description": "Only in the report on a saved list of a hangar file (file): which "
            "list, by its place in lists (from 0), game, name and line.",
            "required": ["index", "game", "name", "line"],
            "additionalProperties": False,
            "properties": {
                "index": {"type": "integer", "minimum": 0},
                "game": {"type": "string"},
                "name": {"type": "string", "minLength": 1},
                "line": {"type": ["integer", "null"], "minimum": 1},
            },
        },
    },
}

PROBLEM = {
    "type": "object",
    "required": ["file", "line", "field", "message", "severity"],
    "additionalProperties": False,
    "properties": {
        "file": {"type": "string"},
        "line": {"type": ["integer", "null"], "minimum": 1},
        "field": {"type": "string"},
        "message": {"type": "string"},
        "severity": {"enum": ["error", "warning"]},
    },
}

ERROR_KINDS = ("content", "input", "usage")
"""What kept a command from running: broken content, an input or option it cannot use, a
command line it does not understand."""

ERROR = {
    "type": "object",
    "description": "Nothing was done: the content, an input, an option or the command line "
    "is unusable (each problem with its file and line where it has one).",
    "required": ["error", "message", "problems"],
    "additionalProperties": False,
    "properties": {
        "error": {"enum": list(ERROR_KINDS)},
        "message": {"type": "string", "minLength": 1},
        "problems": {"type": "array", "items": PROBLEM},
    },
}

VALIDATE_OUTPUT_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "sortie validate --format json",
    "oneOf": [
        {"type": "array", "items": REPORT, "description": "One report per input file."},
        ERROR,
    ],
}

LISTED_TABLE = {
    "type": "object",
    "required": ["id", "name", "rule", "dice", "rollable"],
    "properties": {
        "id": {"type": "string", "description": "``<game>/<table>``, what a roll names."},
        "name": {"type": "string"},
        "rule": {"type": "string"},
        "dice": {"type": "string"},
        "rollable": {"type": "boolean"},
    },
}

ROLL = {
    "type": "object",
    "required": ["table", "dice", "total", "modifiers", "row", "result"],
    "properties": {
        "table": {"type": "string"},
        "dice": {"type": "array", "items": {"type": "integer"}},
        "total": {"type": "integer"},
        "modifiers": {"type": "array"},
        "row": {"type": "string"},
        "result": {"type": ["string", "object"]},
    },
}

ROLL_OUTPUT_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "sortie roll --format json",
    "oneOf": [
        {"type": "array", "items": LISTED_TABLE, "description": "A game's tables."},
        {**ROLL, "description": "One roll of one table."},
        ERROR,
    ],
}


def error_json(kind: str, message: str, problems: Iterable[Problem] = ()) -> dict[str, Any]:
    """What a command prints instead of its output when nothing could be done (``ERROR``)."""
    assert kind in ERROR_KINDS
    return {
        "error": kind,
        "message": message,
        "problems": [
            {
                "file": str(p.path),
                "line": p.line,
                "field": p.field,
                "message": p.message,
                "severity": p.severity.value,
            }
            for p in problems
        ],
    }


def dumps(value: Any) -> str:
    """The JSON text printed: exact values, no character a terminal would act on."""
    return json_visible(json.dumps(value, indent=2, ensure_ascii=False))
