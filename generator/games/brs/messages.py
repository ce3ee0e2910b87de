"""The wording of every deck-check finding, in one table both engines read.

Python fills these templates here; the browser gets the same table in ``deck-data.json``
and fills it with the same rule (``{name}`` is replaced by the value of ``name``; nothing
else is special), so a wording change is made once and cannot drift between engines.
"""

from __future__ import annotations

from collections.abc import Mapping

from ... import wording

MESSAGES: dict[str, str] = {
    "unknown-id": "{what} '{given}' is not defined ({known})",
    "force-empty": "the force has no aircraft: add at least one",
    "skill-named-ace": "{ace} is a named ace: his skill is {skill}; remove skill from this line",
    "skill-range": "pilot skill {skill} is out of range: use {minimum} to {maximum}",
    "negative-trait": (
        "{trait} is a negative trait: it applies to the aircraft all game and never enters "
        "the deck; remove {copies}"
    ),
    "trait-foreign": (
        "no aircraft of the force has the trait {trait}; remove {copies} {trait} (the "
        "force's traits: {traits})"
    ),
    "trait-count": "{who} {need}, {split}; the deck has {have} ({has}): {change}",
    "trait-split": "{who} {need} {split}; the deck has {has}{fix}",
    "trait-split-fix": ": change {cards} to {dest}",
    "split-one-type": "split {ratio} between {first} and {second}",
    "split-types": "one per aircraft, each type split evenly ({parts}), so {totals}",
    "ace-skill-count": (
        "{aces} and {named} allow at most {most}; the deck has {have}: remove {remove}"
    ),
    "format-aircraft-types": (
        "{format} allows {most}; the force has {count} ({types}): remove the {extra}, or "
        "choose another format"
    ),
    "format-aircraft-count": (
        "{format} allows {low} to {high} aircraft; the force has {total}: {change}"
    ),
    "format-unique-ace": (
        "{format} allows each named ace once; {ace} appears {copies} times: remove {remove} "
        "of those lines"
    ),
    "traits-unknown": "the traits of the {aircraft} are unknown: its trait cards cannot be checked",
    "unchecked-traits": "trait cards of {aircraft} (traits unknown)",
    "format-require-known": (
        "{part} was not checked, and {format} asks for every value known: give {kind} {id} "
        "its {field} (the value printed on your card) in a pack or under Your cards"
    ),
    "unchecked-points": "points limit ({name} points unknown)",
    "unchecked-pilot-cost": "points limit (the cost of a skill {skill} pilot unknown)",
    "traits-unknown-surplus": (
        "{who}, of unknown traits, can bring at most {most}; the deck holds {surplus} that "
        "the aircraft of known traits cannot take: remove {remove}"
    ),
    "count": "{who} {need}; the deck has {have}: {change}",
    "count-assumed": (
        "{who} {need} under the assumed doctrine table, which no source confirms yet; "
        "the deck has {have}: {change}"
    ),
    "points-limit": "the force costs {total} points, {over} over the {limit}-point limit: {fix}",
    "points-limit-lower-bound": (
        "the force costs at least {total} points (unknown: {unknown}), {over} over the "
        "{limit}-point limit: {fix}; the unknown values may call for more"
    ),
    "points-fix-skill": "lower one {aircraft} pilot from skill {from} to {to}, which saves {saves} points",
    "points-fix-drop": "drop {count} {aircraft}, which saves {saves} points",
    "points-fix-ace": "drop {ace}, which saves {saves} points",
    "points-fix-short": "no change to one force line saves {over} points; the most is to {change}",
    "points-fix-unknown": (
        "what each force line costs is not known ({unknown}): drop aircraft or lower skills"
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


def fill(key: str, values: Mapping[str, object]) -> str:
    """The message ``key`` with every ``{name}`` replaced by ``values[name]``."""
    return wording.fill(MESSAGES, key, values)


# --- the small words every message shares -------------------------------------------


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 card``, ``2 cards`` (or ``many`` for an irregular plural)."""
    return f"{count} {word}" if count == 1 else f"{count} {many or word + 's'}"


def need(who_count: int) -> str:
    return "needs" if who_count == 1 else "need"


def change(have: int, want: int, word: str) -> str:
    """What to do to go from ``have`` to ``want``: ``add 1 card``, ``remove 2 cards``."""
    verb = "add" if have < want else "remove"
    return f"{verb} {plural(abs(want - have), word)}"
