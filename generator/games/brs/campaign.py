"""The campaign rules' availability check: in a given period each aircraft must be on its
air force's list, and Limit types may make up at most half the squadron, rounded down."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...words.wording import Words
from .schema import Aircraft, Block, BrsGame, Status

BLOCKS = tuple(Block)


def period_name(say: Words, year: int, block: str) -> str:
    """``(1941, "mid")`` → ``Mid 1941`` (``mi-1941`` in French)."""
    return say(f"period-{block}", {"year": year})


def limit_most(total: int) -> int:
    """Half the squadron, rounded down: the most aircraft of Limit types allowed."""
    return total // 2


@dataclass(frozen=True)
class Finding:
    code: str
    message: str
    aircraft: str | None
    """The aircraft id the finding is about (its force line), None for the whole force."""
    warning: bool = False


def check(
    say: Words,
    game: BrsGame,
    aircraft: Mapping[str, Aircraft],
    types: Mapping[str, int],
    year: int,
    block: str,
    air_force: str | None,
) -> list[Finding]:
    """Findings for a force of ``types`` (aircraft id → count, ids all defined) in the
    period ``year``/``block``; each aircraft's list is that of ``air_force`` when given,
    else of its own nation; in the words ``say``."""
    period = period_name(say, year, block)
    found: list[Finding] = []
    limited: dict[str, int] = {}
    for type_id, count in types.items():
        item = aircraft[type_id]
        if item.availability is None:
            found.append(
                Finding(
                    "campaign-unknown",
                    say("campaign-unknown", {"aircraft": say.named(item.name), "period": period}),
                    type_id,
                    warning=True,
                )
            )
            continue
        force = air_force or item.nation
        listed = [a for a in item.availability if a.air_force == force]
        status = next((a.status for a in listed if a.year == year and a.block.value == block), None)
        if status is None:
            when = ""
            if listed:
                first = min(listed, key=lambda a: (a.year, BLOCKS.index(a.block)))
                when = say(
                    "campaign-unavailable-when",
                    {"first": period_name(say, first.year, first.block.value)},
                )
            nation = say.named(game.nations[force]) if force in game.nations else force
            found.append(
                Finding(
                    "campaign-unavailable",
                    say(
                        "campaign-unavailable",
                        {
                            "aircraft": say.named(item.name),
                            "air_force": nation,
                            "period": period,
                            "when": when,
                        },
                    ),
                    type_id,
                )
            )
        elif status is Status.LIMIT:
            limited[type_id] = count
    total = sum(types.values())
    count = sum(limited.values())
    most = limit_most(total)
    if count > most:
        listed_types = ", ".join(f"{say.named(aircraft[t].name)} ×{n}" for t, n in limited.items())
        found.append(
            Finding(
                "campaign-limit",
                say(
                    "campaign-limit",
                    {
                        "limited": count,
                        "total": total,
                        "period": period,
                        "types": listed_types,
                        "most": most,
                        "over": count - most,
                    },
                ),
                None,
            )
        )
    return found
