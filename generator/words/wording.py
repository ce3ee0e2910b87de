"""How a message table is filled, and in which language.

A game writes the wording of its check's findings once, in a table both engines read (its
``messages.py``, shipped to the browser in its data): one flat table per language,
``{"en": {...}, "fr": {...}}``. Both engines fill it by one rule (``fillMessage`` in
``games/js/findings.mjs``): ``{name}`` is replaced by the value of ``name``, and a French
``{de:name}`` by the name with its preposition elided as it must be (``elision.py``);
nothing else is special. A phrase that counts (``1 trait card``, ``2 trait cards``) has two keys,
``<key>/one`` and ``<key>/many``, and ``Words.counted`` picks one by the language's rule.

The language of a run is set once, where the run starts (``sortie validate --lang``, a
test): ``speaking`` makes it the one every check of the run reads (``language``), so a
game's check, and a game installed as a package of its own, need no language argument.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

from . import elision
from .languages import MAIN, NAMES

ENGLISH = MAIN
LANGUAGES = tuple(NAMES)
"""The languages every message table is written in (every language Sortie speaks)."""

Tables = Mapping[str, Mapping[str, str]]
"""A message table: per language, the template of each key."""

_LANGUAGE: ContextVar[str] = ContextVar("language", default=ENGLISH)
_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where a POSIX program looks for the language of its messages, the first set one winning."""


def fill(messages: Mapping[str, str], key: str, values: Mapping[str, object]) -> str:
    """The message ``key`` of ``messages`` with every ``{name}`` replaced by ``values[name]``
    (``{de:name}`` by ``d'…`` or ``de …``)."""
    return elision.fill(messages[key], values)


placeholders = elision.placeholders


def language() -> str:
    """The language of the run (``en`` unless ``speaking`` says otherwise)."""
    return _LANGUAGE.get()


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Every message said inside is in ``lang``."""
    token = _LANGUAGE.set(lang if lang in LANGUAGES else ENGLISH)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def language_of(environment: Mapping[str, str]) -> str:
    """The language a locale asks for: French when the first of ``LC_ALL``, ``LC_MESSAGES``
    and ``LANG`` that is set starts with ``fr`` (``fr_FR.UTF-8``), else English."""
    for variable in _LOCALE_VARIABLES:
        value = environment.get(variable)
        if value:
            return "fr" if value.lower().startswith("fr") else ENGLISH
    return ENGLISH


def one(lang: str, count: int) -> bool:
    """Whether ``count`` takes the singular: in English for 1 only, in French for 0 and 1
    (``0 carte``, ``2 cartes``). The twin of ``one`` in ``games/js/findings.mjs``."""
    return -2 < count < 2 if lang == "fr" else count == 1


def merged(*tables: Tables) -> dict[str, dict[str, str]]:
    """Tables laid one over the other, per language (a later key wins): the core's words
    and a game's, as its check and the browser read them. A table without a language
    (a game installed on its own, in English only) lends its English."""
    return {
        lang: {
            key: text
            for table in tables
            for key, text in table.get(lang, table.get(ENGLISH, {})).items()
        }
        for lang in LANGUAGES
    }


class Named(Protocol):
    """A name in the content: English, and French where the source gives it."""

    @property
    def en(self) -> str: ...

    @property
    def fr(self) -> str | None: ...


@dataclass(frozen=True)
class Words:
    """One language's words of a message table: what a check says its findings with."""

    lang: str
    table: Mapping[str, str]

    @classmethod
    def of(cls, tables: Tables, lang: str | None = None) -> Words:
        """The words of ``tables`` in ``lang``, or in the run's language."""
        lang = lang or language()
        return cls(lang, tables.get(lang) or tables[ENGLISH])

    def __call__(self, key: str, values: Mapping[str, object] | None = None) -> str:
        return fill(self.table, key, values or {})

    def counted(self, key: str, count: int, values: Mapping[str, object] | None = None) -> str:
        """``<key>/one`` or ``<key>/many`` for ``count``, which fills ``{count}``."""
        form = "one" if one(self.lang, count) else "many"
        return fill(self.table, f"{key}/{form}", {**(values or {}), "count": count})

    def given(self, key: str, present: bool, got: str) -> str:
        """``<key>`` with what a file gave (``got``), or ``<key>-missing`` when it gave
        nothing: one message says "expected …, got …", its twin "expected …, missing"."""
        return self(key, {"got": got}) if present else self(f"{key}-missing")

    def both(self, items: Iterable[object]) -> str:
        """``A and B and C``: the items joined by the table's ``and``."""
        return self.table["and"].join(str(item) for item in items)

    def named(self, text: Named) -> str:
        """A content name in this language: its French where the content gives one."""
        return (text.fr if self.lang == "fr" else None) or text.en

    def kind(self, what: str) -> str:
        """A kind of id (``card``, ``air force``) as the table says it (``id-air-force``);
        a table that does not name it says the kind as written."""
        return self.table.get(f"id-{what.replace(' ', '-')}", what)
