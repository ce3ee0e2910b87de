"""The wording of every set-up check finding, in one table both engines read.

Python fills these templates in ``deck.py``; the browser gets the same table in
``setup-data.json`` and fills it with the same rule (``{name}`` is replaced by the value of
``name``; nothing else is special), so a wording change is made once and cannot drift
between ``sortie validate`` and the set-up builder.
"""

from __future__ import annotations

from collections.abc import Mapping

from ... import wording

MESSAGES: dict[str, str] = {
    "unknown-id": "{what} '{given}' is not defined ({known})",
    "edition": "{name} is a card of {plane_edition}, this battle is {edition}: pick a "
    "{edition} aircraft",
    "year": "{name} entered service in {plane_year}, after the agreed year {year}",
    "year-unknown": "cannot check the year {year}: {name}'s year is unknown",
    "unchecked-year": "the year {year} ({name}'s year unknown)",
    "vp-unknown": "cannot check the {limit}-VP limit: {name}'s VP value is unknown",
    "unchecked-vp": "the {limit}-VP limit ({name}'s VP unknown)",
    "vp-limit": "{name} is worth {vp} VP, more than the agreed limit of {limit}: {swap}",
    "swap-fly": "drop it, or fly the {best} ({vp} VP) instead",
    "swap-none": "drop it; no other aircraft{whose} in the {edition} edition is known to be "
    "worth {limit} VP or less{unknown}",
    "swap-whose": " of {nation}",
    "swap-unknown": " (the VP of {count} of them is unknown)",
    "turbocharger-unknown": "{name} may start {level} only with a Turbocharger, and whether "
    "it has one is unknown",
    "altitude": "{name} may not start at {level}: start at {allowed}{turbo}",
    "altitude-turbo": " (High needs a Turbocharger)",
    "crew-aces-high": "crews are a ZERO! rule: remove crew, or set edition: zero",
    "pilot-nation-aces-high": "a pilot of {nation} flies only its aircraft (or use a generic "
    "pilot: leave out nation); {name} is {plane_nation}",
    "crew-not-heavy": "crews man heavy bombers only; {name} is {role}",
    "pilot-not-leader": "pilots fly leader aircraft; {name} is {role} (a heavy bomber takes "
    "a crew)",
    "pilot-nation": "a {nation} {who} may only fly {nation} aircraft; {name} is {plane_nation}",
    "pilot-service": "{service_a} pilot may only fly {service} aircraft; {name} is "
    "{plane_service_a} aircraft",
    "pilot-type": "this {who} names the {type} type and flies only it (any model); {name} is "
    "of type {plane_type}",
    "pilot-code": "'{code}' is not {what} (expected one of {known})",
    "alliance-mixed": "side {side} mixes {alliances} aircraft; a historical battle keeps each "
    "alliance on its own side",
    "alliance-same": "sides {first} and {second} are both {alliance}; a historical battle "
    "pits the Axis against the Allies",
}
"""Message templates by key (a finding's code, or a variant of it)."""


def fill(key: str, values: Mapping[str, object]) -> str:
    """The message ``key`` with every ``{name}`` replaced by ``values[name]``."""
    return wording.fill(MESSAGES, key, values)


def a(word: str) -> str:
    """``a navy``, ``an army``: the article a word takes."""
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"
