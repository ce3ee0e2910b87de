"""French elision before a name a message fills in: ``de`` Adolf Galland is ``d'Adolf
Galland``, the year ``du`` A6M2 Zero is ``de l'A6M2 Zero``.

A French template asks for it in its placeholder, ``{de:name}``, ``{du:name}`` or
``{le:name}``: the preposition or article comes with the name, in the form the name's first
letter calls for. English templates never need it. Both engines fill templates by this one
rule (``fill`` here; ``fill`` in ``games/js/words.mjs``, which ``findings.mjs`` uses too),
and ``tests/vectors/elision.json`` holds them to the same cases.

What elides: a name starting with a vowel, accented or not (``Ar 196`` → ``l'Ar 196``).
What does not: a consonant, a digit (``de 4 avions``), a ``Y`` (``du Yak-1``: a semi-vowel
in the names we carry), and an ``h``, taken as aspirated, as French takes the English and
German names of this data (``du Hurricane``, ``de Hans-Joachim Marseille``). A name that
carries its own article (``Le Gloan``, ``La Fayette``) is a person's or a place's whole
name: ``de`` stays in front of it and ``du`` becomes ``de``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

_VOWEL = re.compile(r"[AEIOUÀÂÄÆÉÈÊËÎÏÔŒÖÙÛÜaeiouàâäæéèêëîïôœöùûü]")
"""A name that elides the word before it: its first character is a vowel (a quoted name,
« Red », keeps its ``de``)."""
_OWN_ARTICLE = re.compile(r"(?:Le|La|Les)\s|L['’]")
"""A name that carries its own article (Le Gloan)."""


def de(name: str) -> str:
    """``de`` before ``name``: ``d'Adolf Galland``, ``de Bf109F``."""
    return f"d'{name}" if _VOWEL.match(name) else f"de {name}"


def du(name: str) -> str:
    """``du`` (``de`` + ``le``) before a name of a masculine thing: ``du Bf109F``, ``de
    l'A6M2 Zero``; ``de`` before a name with its own article."""
    if _OWN_ARTICLE.match(name):
        return f"de {name}"
    return f"de l'{name}" if _VOWEL.match(name) else f"du {name}"


def le(name: str) -> str:
    """``le`` before a name of a masculine thing: ``le Bf109F``, ``l'A6M2 Zero``; nothing
    before a name with its own article."""
    if _OWN_ARTICLE.match(name):
        return name
    return f"l'{name}" if _VOWEL.match(name) else f"le {name}"


FORMS: dict[str, Callable[[str], str]] = {"de": de, "du": du, "le": le}
"""The forms a placeholder may ask for: ``{de:name}``."""

PLACEHOLDER = re.compile(r"\{(?:(?P<form>de|du|le):)?(?P<name>\w+)\}")
"""``{name}``, or ``{de:name}`` for the name with its preposition."""


def placeholders(template: str) -> set[str]:
    """The names a template fills (``{side}``, ``{de:name}`` → ``side``, ``name``)."""
    return {match.group("name") for match in PLACEHOLDER.finditer(template)}


def fill(template: str, values: Mapping[str, object], keep_missing: bool = False) -> str:
    """``template`` with each placeholder replaced by its value, in the form it asks for.
    A name ``values`` lacks is an error, or, with ``keep_missing``, left as written."""

    def filled(match: re.Match[str]) -> str:
        name = match.group("name")
        if name not in values:
            if keep_missing:
                return match.group(0)
            raise KeyError(name)
        value = str(values[name])
        form = match.group("form")
        return FORMS[form](value) if form else value

    return PLACEHOLDER.sub(filled, template)
