"""The checked option types of ``sortie cards``: every number is range-checked, and a
negative number after ``--bleed`` is read as its (refused) value, not as an option name.

A bad value is a usage error: Click prints ``Invalid value for '--bleed': …`` and exits 2.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Sequence
from typing import Any

import click

from ..sheets.layout import BACK_OFFSET_MAX, MM_PER_INCH

BLEED_MAX = 6.0
"""More than any print shop asks (1/8 in = 3.2 mm is the usual; some ask 5 mm)."""

OFFSET_MAX = BACK_OFFSET_MAX

MARGIN_MAX = 20.0
SPACING_MAX = 20.0

COPIES_MAX = 100
"""Copies of one card in one run (a whole tournament's worth)."""

QUANTITY = re.compile(r"^(?P<id>[a-z0-9][a-z0-9-]*)=(?P<count>[0-9]+)$")

_NUMBER = re.compile(r"^-(\d|\.\d|inf|nan)", re.IGNORECASE)


LENGTH = re.compile(r"^(?P<number>[-+]?(?:\d+\.?\d*|\.\d+|inf|nan))\s*(?P<unit>mm|in)?$", re.I)
"""A number, then ``mm`` (the default) or ``in``: ``3``, ``3mm``, ``0.125in``."""

UNITS = {"mm": 1.0, "in": MM_PER_INCH}


class Millimetres(click.ParamType[float, Any]):
    """A finite length between ``low`` and ``high`` mm, given in millimetres (``3``,
    ``3mm``) or inches (``0.125in``), as print services give bleeds."""

    name = "mm"

    def __init__(self, low: float, high: float) -> None:
        self.low, self.high = low, high

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        given = str(value).strip()
        if isinstance(value, float):
            number = value
        else:
            match = LENGTH.match(given)
            if match is None:
                self.fail(
                    f"{given!r} is not a length: give millimetres (3 or 3mm) or inches (0.125in)",
                    param,
                    ctx,
                )
            number = float(match["number"]) * UNITS[(match["unit"] or "mm").lower()]
            if match["unit"] and match["unit"].lower() == "in" and math.isfinite(number):
                given = f"{given} = {number:g} mm"
        if not math.isfinite(number) or not self.low <= number <= self.high:
            self.fail(
                f"must be a length from {self.low:g} to {self.high:g} mm (got {given})",
                param,
                ctx,
            )
        return number


class Quantity(click.ParamType[tuple[str, int], Any]):
    """``CARD-ID=N``: print N copies of that card (0 leaves it out)."""

    name = "ID=N"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, tuple):
            return value
        match = QUANTITY.match(str(value).strip())
        if match is None:
            self.fail(f"{value!r} is not CARD-ID=N (e.g. great-dive=6)", param, ctx)
        count = int(match["count"])
        if count > COPIES_MAX:
            self.fail(f"{value!r}: at most {COPIES_MAX} copies of a card", param, ctx)
        return match["id"], count


class CardsCommand(click.Command):
    """Reads ``--bleed -3`` (and ``--bleed=-3``) as the value -3, refused with a clear message
    by its type, rather than as an unknown option ``-3``: ``--bleed`` takes an optional
    value, and Click takes any word starting with ``-`` after it for the next option. The
    number is passed on with a leading space, which Click does not read as an option."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        joined: list[str] = []
        index = 0
        while index < len(args):
            token = args[index]
            following = args[index + 1] if index + 1 < len(args) else None
            if token.startswith("--bleed=") and _NUMBER.match(token[8:]):
                joined += ["--bleed", " " + token[8:]]
            elif token == "--bleed" and following is not None and _NUMBER.match(following):
                joined += ["--bleed", " " + following]
                index += 1
            else:
                joined.append(token)
            index += 1
        return super().parse_args(ctx, joined)


Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


def grouped(name: str, options: Sequence[Decorator], build: Callable[..., Any]) -> Decorator:
    """Add ``options`` to a command and hand it, instead of their values one by one, the
    one argument ``name`` that ``build`` makes of them (called with every value by its
    option's name): a command takes a ``Selection`` and ``PrintSettings``, not twenty
    loose values."""

    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(command)
        def with_group(**values: Any) -> Any:
            taken = {key: values.pop(key) for key in names}
            return command(**values, **{name: build(**taken)})

        before = len(getattr(with_group, "__click_params__", []))
        for option in reversed(options):
            option(with_group)
        added = with_group.__click_params__[before:]  # type: ignore[attr-defined]
        names = [param.name for param in added]
        return with_group

    return decorate
