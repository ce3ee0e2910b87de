"""The wording of the deck check's newer findings, in one table both engines read.

Python fills these templates here; the browser gets the same table in ``deck-data.json``
and fills it with the same rule (``{name}`` is replaced by the value of ``name``; nothing
else is special), so a wording change is made once and cannot drift between engines.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

MESSAGES: dict[str, str] = {
    "traits-unknown": "the traits of the {aircraft} are unknown: its trait cards cannot be checked",
    "traits-unknown-surplus": (
        "{who}, of unknown traits, can bring at most {most}; the deck holds {surplus} that "
        "the aircraft of known traits cannot take: remove {remove}"
    ),
    "count": "{who} {need}; the deck has {have}: {change}",
    "count-assumed": (
        "{who} {need} under the assumed doctrine table, which no source confirms yet "
        "(doctrine_cards in game.yaml has verified: false); the deck has {have}: {change}"
    ),
    "points-limit": "the force costs {total} points, {over} over the {limit}-point limit",
    "points-limit-lower-bound": (
        "the force costs at least {total} points (unknown: {unknown}), {over} over the "
        "{limit}-point limit"
    ),
    "points-unknown": (
        "cannot check the {limit}-point limit: unknown {unknown}; the known values add up "
        "to {total} points"
    ),
    "campaign-period": (
        "the {format} format needs a period: add period with a year and a block "
        "(early, mid or late)"
    ),
    "campaign-unavailable": "the {aircraft} is not on the {air_force} list in {period}{when}",
    "campaign-unavailable-when": "; it is listed from {first}",
    "campaign-limit": (
        "{limited} of the {total} aircraft are Limit types in {period} ({types}); at most "
        "{most} may be (half the squadron, rounded down): replace {over} with Auto types"
    ),
    "campaign-unknown": (
        "the campaign availability of the {aircraft} is unknown: it cannot be checked for {period}"
    ),
}
"""Message templates by key (a finding's code, or a variant of it)."""

_FIELD = re.compile(r"\{(\w+)\}")


def fill(key: str, values: Mapping[str, object]) -> str:
    """The message ``key`` with every ``{name}`` replaced by ``values[name]``."""
    return _FIELD.sub(lambda match: str(values[match.group(1)]), MESSAGES[key])
