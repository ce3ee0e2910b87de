"""How a message table is filled: a game writes the wording of its check's findings once, in
a table both engines read (its ``messages.py``, shipped to the browser in its data), and
both fill it by this one rule (``fillMessage`` in ``games/js/findings.mjs``): ``{name}`` is
replaced by the value of ``name``; nothing else is special."""

from __future__ import annotations

import re
from collections.abc import Mapping

_FIELD = re.compile(r"\{(\w+)\}")


def fill(messages: Mapping[str, str], key: str, values: Mapping[str, object]) -> str:
    """The message ``key`` of ``messages`` with every ``{name}`` replaced by ``values[name]``."""
    return _FIELD.sub(lambda match: str(values[match.group(1)]), messages[key])
