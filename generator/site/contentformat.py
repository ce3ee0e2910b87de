"""The content-format reference page, written from the schema classes' docstrings.

``generator.schemadocs.field_rows`` gives each field's type, default and docstring; this
module arranges them per game and file, and documents the nested types they name (a
``HandSize``, a ``Retention``…) so every type in a table links to its own section.

In another language than English, each docstring the page shows, as it shows it (one
line, ``code`` in single backticks), goes through the build's translator, and so do the
words of the Type column ("list of {item}") and "required": the French is
``templates/site/lang/fr-format.yaml``. Field names, the types' own names (anchors of
their sections), file names, defaults and the values of an enumeration stay as they are:
contributors write them in English.
"""

from __future__ import annotations

import re
import typing
from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel

from .. import schema as common_schema
from ..registry import systems
from ..schemadocs import field_rows
from ..words.languages import MAIN, Translator
from .values import cell, one_line

CONTENT_FORMAT_URI = "content-format.md"


def model_anchor(game: str, name: str) -> str:
    """The anchor of a file's section: ``<game>-aircraft``, ``<game>-game``, ``<game>-deck``."""
    return f"{game}-{name}"


def type_anchor(scope: str, name: str) -> str:
    return f"{scope}-type-{name.lower()}"


@dataclass(frozen=True)
class TypeDoc:
    """One documented model or enumeration."""

    title: str
    anchor: str
    doc: str
    rows: list[tuple[str, str, str, str]]
    """(field, type, default, description); empty for an enumeration."""
    values: list[str]
    """An enumeration's values; empty for a model."""


def shown(text: str) -> str:
    """A docstring as the page shows it, and as its translation is keyed: one line,
    reStructuredText ``literals`` as Markdown `code`."""
    return one_line(text.replace("``", "`"))


def _doc(obj: Any, t: Translator) -> str:
    text = obj.__doc__ or ""
    if text.startswith(("Create a collection of name/value pairs", "Usage docs:")):
        return ""  # inherited from Enum or BaseModel: says nothing about our type
    return t(shown(text)) if text.strip() else ""


def nested_types(model: type[BaseModel]) -> list[type]:
    """Models and enumerations named by ``model``'s fields, depth first, each once."""
    found: list[type] = []

    def visit(annotation: Any) -> None:
        if isinstance(annotation, type) and issubclass(annotation, BaseModel | Enum):
            if annotation not in found:
                found.append(annotation)
                if issubclass(annotation, BaseModel):
                    for info in annotation.model_fields.values():
                        visit(info.annotation)
            return
        for arg in typing.get_args(annotation):
            visit(arg)

    for info in model.model_fields.values():
        visit(info.annotation)
    return found


def _is_common(kind: type) -> bool:
    return kind.__module__ == common_schema.__name__


def _document(
    kind: type,
    title: str,
    anchor: str,
    links: dict[str, str],
    pattern: re.Pattern[str] | None,
    t: Translator,
) -> TypeDoc:
    if isinstance(kind, type) and issubclass(kind, Enum):
        return TypeDoc(title, anchor, _doc(kind, t), [], [f"`{m.value}`" for m in kind])
    assert issubclass(kind, BaseModel)
    rows = []
    for field, type_name, default, description in field_rows(kind, t):
        if pattern is not None:
            type_name = pattern.sub(lambda m: f"[{m[0]}](#{links[m[0]]})", type_name)
        text = t(shown(description)) if description else ""
        rows.append((f"`{field}`", type_name, default, cell(text)))
    return TypeDoc(title, anchor, _doc(kind, t), rows, [])


def _link_pattern(links: dict[str, str]) -> re.Pattern[str] | None:
    if not links:
        return None
    names = sorted(links, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(n) for n in names) + r")\b")


def content_format(names: dict[str, str], t: Translator | None = None) -> dict[str, Any]:
    """The template context of the content-format page; ``names`` titles the games
    (from their ``game.yaml``), any game without one goes by its id. ``t`` is the build's
    translator (None: English)."""
    t = t or Translator(MAIN, {})
    common: dict[str, type] = {}
    games = []
    for system in systems().values():
        files: list[tuple[str, str, str, type[BaseModel]]] = [
            ("game.yaml", f"`{system.id}/game.yaml`", "game", system.game_model)
        ]
        for kind in system.all_kinds():
            where = f"`{system.id}/{kind.folder}/<id>.yaml`"
            files.append((t(kind.title), where, kind.folder, kind.model))
        if system.decks is not None:
            where = t("any `.yaml` file given to `sortie validate`")
            files.append((t("Deck file"), where, "deck", system.decks.model))
        own: dict[str, type] = {}
        for *_, model in files:
            for nested in nested_types(model):
                (common if _is_common(nested) else own)[nested.__name__] = nested
        links = {name: type_anchor("common", name) for name in common}
        links |= {name: type_anchor(system.id, name) for name in own}
        pattern = _link_pattern(links)
        documented = [
            (where, _document(model, title, model_anchor(system.id, name), links, pattern, t))
            for title, where, name, model in files
        ]
        types_ = [
            _document(kind, name, type_anchor(system.id, name), links, pattern, t)
            for name, kind in own.items()
        ]
        games.append(
            {
                "id": system.id,
                "name": names.get(system.id, system.id),
                "files": documented,
                "types": types_,
            }
        )
    common_links = {name: type_anchor("common", name) for name in common}
    common_pattern = _link_pattern(common_links)
    return {
        "games": games,
        "common": [
            _document(kind, name, type_anchor("common", name), common_links, common_pattern, t)
            for name, kind in common.items()
        ],
    }
