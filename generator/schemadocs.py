"""Documentation generated from the schema classes: JSON Schema files and the
content-format reference page. Field docstrings are the single source of both."""

from __future__ import annotations

import functools
import json
from functools import reduce
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from .registry import systems
from .schema import ID_PATTERN, field_docs
from .verdicts.output import ROLL_OUTPUT_SCHEMA, VALIDATE_OUTPUT_SCHEMA
from .words.languages import MAIN, Translator


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


class _Documented(GenerateJsonSchema):
    """JSON Schema with each field's docstring as its description, given to pydantic as
    a field's own description is (the field's ``pydantic_js_updates``), so the output is
    what ``use_attribute_docstrings`` gave when the classes were made."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._models: list[type[BaseModel]] = []

    def model_schema(self, schema: core_schema.ModelSchema) -> JsonSchemaValue:
        self._models.append(schema["cls"])
        try:
            return super().model_schema(schema)
        finally:
            self._models.pop()

    def model_fields_schema(self, schema: core_schema.ModelFieldsSchema) -> JsonSchemaValue:
        docs = field_docs(self._models[-1])
        fields = {}
        for name, field in schema["fields"].items():
            metadata: dict[str, Any] = dict(field.get("metadata") or {})
            updates = dict(metadata.get("pydantic_js_updates") or {})
            if name in docs and "description" not in updates:
                metadata["pydantic_js_updates"] = {**updates, "description": docs[name]}
                field = {**field, "metadata": metadata}
            fields[name] = field
        return super().model_fields_schema({**schema, "fields": fields})


def json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """``model``'s JSON Schema, its fields described by their docstrings."""
    return model.model_json_schema(schema_generator=_Documented)


def write_json_schemas(out: Path) -> list[Path]:
    """Write one JSON Schema per model under ``out`` (``<game>/<kind>.schema.json`` …)."""
    written = []
    for name, model in schema_models().items():
        path = out / f"{name}.schema.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        schema = json_schema(model)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    for name, contract in (("validate", VALIDATE_OUTPUT_SCHEMA), ("roll", ROLL_OUTPUT_SCHEMA)):
        path = out / f"{name}-output.schema.json"
        path.write_text(json.dumps(contract, indent=2) + "\n", encoding="utf-8")
        written.append(path)
    return written


def _type_name(schema: dict[str, Any], defs: dict[str, Any], t: Translator) -> str:
    """A field's type in ``t``'s words; the names a contributor types or a section is
    anchored by stay as written: a model's name, ``id``, ``null`` and enumeration values."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "enum" in schema:
        return " \\| ".join(f"`{v}`" for v in schema["enum"])
    if "anyOf" in schema:
        kinds = [_type_name(s, defs, t) for s in schema["anyOf"]]
        return reduce(lambda a, b: t("{a} or {b}", a=a, b=b), kinds)
    kind = schema.get("type", "any")
    if kind == "string" and schema.get("pattern") == ID_PATTERN:
        return "id"
    if kind == "object" and len(schema.get("patternProperties", {})) == 1:
        (value,) = schema["patternProperties"].values()
        return t("map of id to {value}", value=_type_name(value, defs, t))
    if kind == "array":
        return t("list of {item}", item=_type_name(schema.get("items", {}), defs, t))
    if kind == "object" and "additionalProperties" in schema:
        return t("map of {value}", value=_type_name(schema["additionalProperties"], defs, t))
    if kind == "null":
        return "null"
    words = {"integer": "whole number", "string": "text", "boolean": "true/false"}
    return t(words.get(kind, str(kind)))


@functools.cache
def _json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """A model's JSON schema, made once per process: pydantic takes some 10 ms a model,
    and every build of ``mkdocs serve`` writes the content-format page again."""
    return model.model_json_schema()


def field_rows(
    model: type[BaseModel], t: Translator | None = None
) -> list[tuple[str, str, str, str]]:
    """(field, type, default or 'required', description) for each field of ``model``, the
    type's words and 'required' in ``t``'s language (None: English), the default as YAML."""
    t = t or Translator(MAIN, {})
    schema = _json_schema(model)
    defs = schema.get("$defs", {})
    docs = field_docs(model)
    rows = []
    for name, info in model.model_fields.items():
        prop = schema.get("properties", {}).get(name, {})
        default = t("required") if info.is_required() else f"`{json.dumps(prop.get('default'))}`"
        description = " ".join(docs.get(name, "").split())
        rows.append((name, _type_name(prop, defs, t), default, description))
    return rows
