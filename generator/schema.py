"""Schema pieces every game shares: localised text, provenance, the glossary entry.

Each field's docstring is its documentation: the content-format reference page and the
JSON Schema files are generated from them (``field_docs``), so they cannot drift apart.

Each game's own schema classes, built on these, are in its ``schema.py``
(``generator/games/<id>/schema.py``): the same role, one layer up.
"""

from __future__ import annotations

import ast
import inspect
import re
import sys
from collections.abc import Mapping
from enum import StrEnum
from functools import cache
from itertools import pairwise
from typing import Annotated, Any, ClassVar, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    StringConstraints,
    field_validator,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue

from .words.invisible import hidden_in, named
from .words.messages import READ
from .words.wording import Words

ID_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
"""Ids are lowercase words joined by hyphens, e.g. ``great-dive``; file stems are ids."""

Id = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
"""Ids are lowercase words joined by hyphens, e.g. ``great-dive``."""

NonEmpty = Annotated[str, StringConstraints(min_length=1)]

# Every whole number a file gives has a range: a pack or a club's overlay must not make a
# force legal with a cost of -1,000,000, and a value that cannot be printed on a card is a
# typo. The bounds are far above anything the games print and below what breaks a check.
MOST_COUNT = 99
"""The largest rating, count of cards, dice, hexes or turns any game prints."""
MOST_ORDER = 999
"""The largest position in a list, size of a deck, or speed in mph a card prints."""
MOST_SPEED = MOST_ORDER
MOST_POINTS = 9_999
"""The most points or victory points one aircraft, pilot or ace is worth."""
MOST_LIMIT = 99_999
"""The largest points limit a format or a force may set."""
EARLIEST, LATEST = 1900, 1960
"""The years a campaign, a set-up or an aircraft may name."""

Count = Annotated[int, Field(ge=0, le=MOST_COUNT)]
"""A rating or a count, from 0 to ``MOST_COUNT``."""
Signed = Annotated[int, Field(ge=-MOST_COUNT, le=MOST_COUNT)]
"""A modifier or a total on a table, from ``-MOST_COUNT`` to ``MOST_COUNT``."""
Points = Annotated[int, Field(ge=0, le=MOST_POINTS)]
"""A cost in points, from 0 to ``MOST_POINTS``."""


class Model(BaseModel):
    """Base of every schema class: unknown keys are reported, values are immutable, types
    are strict (validated as JSON, see ``generator/reading/schemacheck.py``)."""

    model_config = ConfigDict(
        extra="forbid",
        frozen=True,
        # A class's validator is built when it first validates: content read back from
        # the cache (contentcache.py) never builds its classes' validators.
        defer_build=True,
        # Not use_attribute_docstrings: it reads and parses each class's source as the
        # class is made, which every `sortie validate` would pay for; field_docs reads
        # them only where the documentation is written.
        strict=True,  # "3" is not 3, "yes" is not true: as the JSON Schemas say
        allow_inf_nan=False,
    )

    written_as: ClassVar[str | None] = None
    """For a class a plain value may stand for, what its errors say is expected (a key of
    ``messages.SHAPE``)."""
    not_applicable: ClassVar[frozenset[str]] = frozenset()
    """The fields whose null means "does not apply" (a rolled table has no starting row),
    not "unknown": a page shows them as a dash."""
    rates_its_field: ClassVar[bool] = False
    """True for a model whose values rate the field holding it (a level of trust in each
    group of values): an unknown one agrees with that field's name in a language that
    makes it agree (Fiabilité : … *inconnue*), not with its own."""
    not_shown: ClassVar[frozenset[str]] = frozenset()
    """The fields for Sortie's own use (where a table comes in the printed aid, how it is
    laid out), which mean nothing at the table: a page shows no row or column for them."""
    shown_when_set: ClassVar[frozenset[str]] = frozenset()
    """The fields whose null means the rest of the page already says it (a table whose
    results name themselves needs no ``results_are``): a page shows their row only when
    they hold a value."""
    code_words: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    """For a field of ids that may also hold a code naming no definition
    (``reacts_to: manoeuvre``), the English words a page shows for each code, by field;
    the language tables translate them like any phrase."""


def notation(value: BaseModel) -> str | None:
    """A value of several fields as a player writes it in one go (dice as ``2d6``), when
    its class has such a notation (a ``notation`` method); None: it reads field by field."""
    written = getattr(value, "notation", None)
    return written() if callable(written) else None


class Coded(StrEnum):
    """An enumerated value: its code, as the files write it (``heavy-bomber``), and the
    English words a player reads for it (``heavy bomber``), which the language tables
    translate like any phrase. A member written as a code alone reads as its code
    (``fighter``)."""

    words: str

    def __new__(cls, code: str, words: str | None = None) -> Self:
        member = str.__new__(cls, code)
        member._value_ = code
        member.words = words or code
        return member


def field_docs(model: type[BaseModel]) -> dict[str, str]:
    """Each field's documentation, by field name: its ``Field(description=...)``, else its
    docstring (the string written under it) in the class that last annotates it, as
    pydantic's ``use_attribute_docstrings`` would take them (a field a subclass annotates
    again without a docstring has none)."""
    docs = {}
    for name, info in model.model_fields.items():
        owner = next((c for c in model.__mro__ if name in vars(c).get("__annotations__", {})), None)
        doc = info.description or (_own_docs(owner).get(name) if owner is not None else None)
        if doc is not None:
            docs[name] = doc
    return docs


@cache
def _own_docs(cls: type) -> dict[str, str]:
    """The docstrings written under the annotated names of ``cls``'s own body."""
    try:
        node: Any = _module_tree(cls.__module__)
    except (OSError, TypeError):  # no source to read (a module loaded from bytecode only)
        return {}
    for part in cls.__qualname__.split("."):
        node = next((n for n in node.body if isinstance(n, ast.ClassDef) and n.name == part), None)
        if node is None:
            return {}  # a class made at run time: no source to read
    body = node.body
    return {
        first.target.id: inspect.cleandoc(second.value.value)
        for first, second in pairwise(body)
        if isinstance(first, ast.AnnAssign)
        and isinstance(first.target, ast.Name)
        and isinstance(second, ast.Expr)
        and isinstance(second.value, ast.Constant)
        and isinstance(second.value.value, str)
    }


@cache
def _module_tree(module: str) -> ast.Module:
    return ast.parse(inspect.getsource(sys.modules[module]))


class Text(Model):
    """A text in English (required) and French: a name or term as the French edition
    prints it, a text of ours (a definition, a card's effect) in our own French. A plain
    string stands for the English alone (``note: Kept 35.``)."""

    en: NonEmpty
    """The English text."""
    fr: NonEmpty | None = None
    """The French: a printed name or term as the French edition has it, or our French of
    a text of ours; null when unknown or not written yet (the French site and cards then
    show the English, marked)."""

    written_as = "text"

    @model_validator(mode="before")
    @classmethod
    def _english_only(cls, data: Any) -> Any:
        # A plain string is the English alone: how a text is written before anyone
        # translates it, and how club packs wrote notes before they took a French.
        return {"en": data} if isinstance(data, str) else data

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core: Any, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {"anyOf": [{"type": "string", "minLength": 1}, handler(core)]}

    def get(self, lang: str = "en") -> str:
        return (self.fr if lang == "fr" else None) or self.en


MOST_NAME = 80
"""The longest name or term a file may give, in characters: a card prints a few words,
and a message that repeats a name stays one line."""

NameText = Annotated[str, StringConstraints(min_length=1, max_length=MOST_NAME)]
_CONTROL = re.compile("[\u0000-\u001f\u007f-\u009f\u2028\u2029]")
"""A line break or a control character: what the builders' names refuse too (``CONTROL`` in
``yourcards.mjs``)."""


class Name(Text):
    """A name or term as printed (an aircraft's, a card's title, a glossary term): a text
    of at most 80 characters in each language. A plain string stands for the English alone."""

    en: NameText
    """The English name."""
    fr: NameText | None = None
    """The French name as the French edition prints it; null when unknown (the French site
    and cards then show the English, marked)."""

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core: Any, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        plain = {"type": "string", "minLength": 1, "maxLength": MOST_NAME}
        return {"anyOf": [plain, handler(core)]}

    @field_validator("en", "fr")
    @classmethod
    def _seen_whole(cls, value: str | None) -> str | None:
        # What is printed on a card can be read: a name of spaces, a line break or a control
        # character, or a character that cannot be seen (zero-width, text direction, which
        # can make a name read backwards) is refused, as the builders refuse it typed.
        if value is None:
            return value
        say = Words.of(READ)
        if not value.strip():
            raise ValueError(say("name-blank"))
        if _CONTROL.search(value):
            raise ValueError(say("name-control"))
        hidden = hidden_in(value)
        if hidden:
            raise ValueError(say("name-hidden", {"char": named(hidden[0])}))
        return value


class Definition(Model):
    """Fields every content definition accepts."""

    source: str | None = None
    """Where the facts come from, as a player can look it up: a rulebook and its section
    (``Advanced rules, Building the deck``), a public page's address,
    or a note. Shown on the definition's page as provenance."""


class GlossaryEntry(Definition):
    """A game term with its French name and a short definition (``<game>/glossary/<id>.yaml``)."""

    term: Name
    """The term in English and French."""
    definition: Text
    """One or two sentences saying what the term means in play, in our own words."""
    see: str | None = None
    """The rules page that explains the term, relative to the game folder
    (``rules/retention.md``)."""
    edition: Id | None = None
    """For a game with several editions (two books of one game whose tables differ), the
    edition whose meaning this entry gives; null when the meaning is the same in all."""
    link_in_text: bool = True
    """False for a term that is also an everyday word ("lost", "hand"): it keeps its glossary
    entry but is not turned into a tooltip in running text."""


class GameInfo(Model):
    """Fields every ``game.yaml`` has."""

    name: Name
    """The game's name."""
    publisher: str | None = None
    """Who publishes the game."""
    summary: Text | None = None
    """One paragraph introducing the game on its home page."""
    source: str | None = None
    """Where the game-level facts come from."""
    content_version: str = Field(default="1")
    """Raised whenever a change to this game's data can change a deck's verdict."""
