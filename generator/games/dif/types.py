"""The names of the aircraft types a skilled ZERO! pilot names (``type: a6m``), as a player
reads them on the cards: "A6M" from "A6M2 Zero", "Ki-43" from "Ki-43 Oscar". The content
gives a type by its id only; its name is the part of an aircraft's name that spells the id,
and the id in capitals where no name does (``sbd``, the Dauntless: "SBD"). Both the check's
messages and the set-up builder (its data's ``types``) say a type this way."""

from __future__ import annotations

from collections.abc import Iterable

from .schema import Aircraft


def _spelled(name: str, type_id: str) -> str | None:
    """The start of ``name`` that spells ``type_id`` letter for letter (case, hyphens and
    spaces aside), or None."""
    wanted = [c for c in type_id.lower() if c.isalnum()]
    seen = 0
    for index, char in enumerate(name):
        if not char.isalnum():
            if seen == 0:
                return None
            continue
        if seen == len(wanted) or char.lower() != wanted[seen]:
            return name[:index].rstrip(" -") if seen == len(wanted) else None
        seen += 1
    return name if seen == len(wanted) else None


def type_names(aircraft: Iterable[Aircraft]) -> dict[str, str]:
    """Each type id the aircraft name, with its name as a player reads it."""
    names: dict[str, str] = {}
    for plane in sorted(aircraft, key=lambda p: p.name.en):
        if plane.type is None:
            continue
        spelled = _spelled(plane.name.en, plane.type)
        if spelled is not None or plane.type not in names:
            names[plane.type] = spelled or names.get(plane.type) or plane.type.upper()
    return names
