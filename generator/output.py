"""The machine-readable output of ``sortie validate --format json``: one contract.

Every run prints one JSON value on standard output: a list with one object per input file
(in input order, unreadable files included), or, when nothing could be checked, an object
with an ``error`` key. ``sortie schema`` publishes the JSON Schema of both
(``validate-output.schema.json``) and the tests check every output against it.
"""

from __future__ import annotations

import json
from typing import Any

from .display import json_visible
from .exceptions import ContentError

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
        "status": {"enum": ["legal", "not-legal", "unreadable"]},
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

VALIDATE_OUTPUT_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "sortie validate --format json",
    "oneOf": [
        {"type": "array", "items": REPORT, "description": "One report per input file."},
        {
            "type": "object",
            "description": "Nothing was checked: the content or the input list is unusable.",
            "required": ["error", "message", "problems"],
            "additionalProperties": False,
            "properties": {
                "error": {"enum": ["content", "input"]},
                "message": {"type": "string"},
                "problems": {"type": "array", "items": PROBLEM},
            },
        },
    ],
}


def content_errors_json(error: ContentError) -> dict[str, Any]:
    """A broken content folder, as the JSON object ``validate`` prints instead of reports."""
    return {
        "error": "content",
        "message": str(error),
        "problems": [
            {
                "file": str(p.path),
                "line": p.line,
                "field": p.field,
                "message": p.message,
                "severity": p.severity.value,
            }
            for p in error.problems
        ],
    }


def dumps(value: Any) -> str:
    """The JSON text printed: exact values, no character a terminal would act on."""
    return json_visible(json.dumps(value, indent=2, ensure_ascii=False))
