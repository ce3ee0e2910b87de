"""``sortie check --coverage``: every value the content does not know yet."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from .loaded import Content

NOT_FACTS = frozenset({"source", "note", "confidence", "air_forces", "release"})
"""Fields that say where facts come from or remark on them: null there is not a gap."""


def _nulls(model: BaseModel, prefix: str = "") -> Iterator[str]:
    for name in type(model).model_fields:
        if name in NOT_FACTS:
            continue
        value: Any = getattr(model, name)
        if value is None:
            yield f"{prefix}{name}"
        elif isinstance(value, BaseModel):
            yield from _nulls(value, f"{prefix}{name}.")


def unknowns(content: Content) -> Iterator[str]:
    """One line per definition with unknown fields: ``path:line: unknown: a, b``,
    then a total per game and kind."""
    for game in content.games.values():
        for folder, entries in game.entries.items():
            missing = 0
            for entry in entries.values():
                fields = list(_nulls(entry.item))
                if fields:
                    missing += len(fields)
                    yield f"{entry.path}:{entry.data.line}: unknown: {', '.join(fields)}"
            if entries:
                yield f"{game.id}/{folder}: {len(entries)} definitions, {missing} unknown values"
