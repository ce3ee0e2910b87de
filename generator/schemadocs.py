"""Documentation generated from the schema classes: JSON Schema files and the
content-format reference page. Field docstrings are the single source of both."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from .games import systems
from .output import VALIDATE_OUTPUT_SCHEMA
from .schema import ID_PATTERN


def schema_models() -> dict[str, type[BaseModel]]:
    """Every schema a content file (or a deck file) follows, by a file-like name."""
    models: dict[str, type[BaseModel]] = {}
    for system in systems().values():
        models[f"{system.id}/game"] = system.game_model
        for kind in system.all_kinds():
            models[f"{system.id}/{kind.folder}"] = kind.model
        if system.decks is not None:
            models[f"{system.id}/deck"] = system.decks.model
    return models


def write_json_schemas(out: Path) -> list[Path]:
    """Write one JSON Schema per model under ``out`` (``<game>/<kind>.schema.json`` …)."""
    written = []
    for name, model in schema_models().items():
        path = out / f"{name}.schema.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        schema = model.model_json_schema()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    path = out / "validate-output.schema.json"
    path.write_text(json.dumps(VALIDATE_OUTPUT_SCHEMA, indent=2) + "\n", encoding="utf-8")
    written.append(path)
    return written


def _type_name(schema: dict[str, Any], defs: dict[str, Any]) -> str:
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "enum" in schema:
        return " \\| ".join(f"`{v}`" for v in schema["enum"])
    if "anyOf" in schema:
        return " or ".join(_type_name(s, defs) for s in schema["anyOf"])
    kind = schema.get("type", "any")
    if kind == "string" and schema.get("pattern") == ID_PATTERN:
        return "id"
    if kind == "object" and len(schema.get("patternProperties", {})) == 1:
        (value,) = schema["patternProperties"].values()
        return f"map of id to {_type_name(value, defs)}"
    if kind == "array":
        return f"list of {_type_name(schema.get('items', {}), defs)}"
    if kind == "object" and "additionalProperties" in schema:
        return f"map of {_type_name(schema['additionalProperties'], defs)}"
    names = {"integer": "whole number", "string": "text", "boolean": "true/false"}
    return str(names.get(kind, kind))


def field_rows(model: type[BaseModel]) -> list[tuple[str, str, str, str]]:
    """(field, type, default or 'required', description) for each field of ``model``."""
    schema = model.model_json_schema()
    defs = schema.get("$defs", {})
    rows = []
    for name, info in model.model_fields.items():
        prop = schema.get("properties", {}).get(name, {})
        default = "required" if info.is_required() else f"`{json.dumps(prop.get('default'))}`"
        description = " ".join((info.description or "").split())
        rows.append((name, _type_name(prop, defs), default, description))
    return rows
