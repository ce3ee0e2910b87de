"""How a definition's fields are written on a page: names, links, unknown values.

Nothing here knows a particular game. References between definitions are found from the
schema (a field typed ``Id`` or ``list[Id]`` names another definition), display names of
other ids from ``game.yaml`` (a field ``nation`` is looked up in the game's ``nations``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

from markupsafe import Markup
from pydantic import BaseModel

from ..reading.loaded import Entry, GameContent, Kind
from ..schema import ID_PATTERN, Coded, Text, notation
from ..words.languages import MAIN, Translator
from ..words.mdtext import esc, escape
from ..words.typography import typeset_text

_ONE_LINE = re.compile(r"[ \t\r\n]+")
"""The white space a line of Markdown folds into one space (not a no-break space)."""

UNKNOWN = "*unknown*"
NOT_APPLICABLE = "—"
"""A null that means "does not apply" (``Model.not_applicable``), the same in every language."""
"""How a null value reads on a page; the tables' sorting script keeps these rows last."""

NOT_SHOWN_AS_ROWS = frozenset({"name", "term", "text", "source"})
"""Fields with a place of their own on a page (title, card text, provenance)."""


# --- where pages live -----------------------------------------------------------------


def definition_uri(game: str, folder: str, entry_id: str) -> str:
    return f"{game}/{folder}/{entry_id}.md"


def kind_uri(game: str, folder: str) -> str:
    return f"{game}/{folder}/index.md"


def glossary_uri(game: str) -> str:
    return f"{game}/glossary.md"


def game_uri(game: str) -> str:
    return f"{game}/index.md"


def relative(from_uri: str, to_uri: str) -> str:
    """The Markdown link from page ``from_uri`` to ``to_uri`` (both relative to docs_dir,
    without ``..``): ``<game>/traits/a.md`` → ``<game>/aircraft/b.md`` is ``../aircraft/b.md``.
    Plain string work, as posixpath.relpath asks the file system for the current folder
    each time and a 1,000-aircraft site makes thousands of links."""
    base = from_uri.split("/")[:-1]
    target = to_uri.split("/")
    common = 0
    while common < len(base) and common < len(target) - 1 and base[common] == target[common]:
        common += 1
    return "/".join([".."] * (len(base) - common) + target[common:])


# --- plain text helpers ---------------------------------------------------------------


"""Characters Markdown (with attr_list, abbr, tables) could read as markup: each is
written with a backslash, which Python-Markdown prints as the character itself."""


def html_text(text: str) -> str:
    """Content text for an HTML attribute or element we write ourselves."""
    return html.escape(" ".join(text.split()), quote=True)


def cell(text: str) -> str:
    """Markdown made safe for one cell of a Markdown table (a ``|`` not yet escaped is), on
    one line (a no-break space a value sets is kept)."""
    return Markup(re.sub(r"(?<!\\)\|", r"\\|", _ONE_LINE.sub(" ", text).strip()))


def one_line(text: str) -> str:
    return " ".join(text.split())


def label(field: str) -> str:
    """``negative_traits`` → ``Negative traits``; a two-letter field is an abbreviation
    (``vp`` → ``VP``)."""
    if len(field) <= 2:
        return field.upper()
    words = field.replace("_", " ")
    return words[:1].upper() + words[1:]


def display_name(item: BaseModel) -> Text | None:
    """The English/French name of a definition: its ``name``, or a glossary ``term``."""
    for field in ("name", "term"):
        value = getattr(item, field, None)
        if isinstance(value, Text):
            return value
    return None


def title_of(entry: Entry[Any]) -> str:
    name = display_name(entry.item)
    return name.en if name is not None else entry.id


# --- references between definitions -----------------------------------------------------


@cache
def id_fields(model: type[BaseModel]) -> frozenset[str]:
    """Fields of ``model`` whose values are ids (``Id``, ``Id | None`` or ``list[Id]``)."""
    properties = model.model_json_schema().get("properties", {})
    return frozenset(name for name, prop in properties.items() if _is_id_schema(prop))


def _is_id_schema(prop: dict[str, Any]) -> bool:
    if prop.get("pattern") == ID_PATTERN:
        return True
    if prop.get("type") == "array":
        return _is_id_schema(prop.get("items", {}))
    return any(_is_id_schema(option) for option in prop.get("anyOf", []))


@dataclass(frozen=True)
class BackReference:
    """Definitions of one kind naming an entry in one of their fields."""

    kind: Kind
    field: str
    entries: tuple[Entry[Any], ...]


class References:
    """Which definition an id field names, and which definitions name a given one."""

    def __init__(self, game: GameContent) -> None:
        self.game = game
        self.kinds = [k for k in game.system.kinds if game.of(k.folder)]
        incoming: dict[tuple[str, str], dict[tuple[str, str], list[Entry[Any]]]] = {}
        for kind in self.kinds:
            fields = sorted(id_fields(kind.model))
            for entry in game.of(kind.folder).values():
                for field in fields:
                    for target_id in _ids(getattr(entry.item, field)):
                        target = self.target(field, target_id)
                        if target is not None:
                            key = (target.kind.folder, target.id)
                            group = incoming.setdefault(key, {}).setdefault(
                                (kind.folder, field), []
                            )
                            group.append(entry)
        self._incoming = incoming

    def target(self, field: str, target_id: str) -> Entry[Any] | None:
        """The definition ``field: target_id`` names: the only kind defining that id, or,
        when several do, the kind the field is named after (``bonus_trait`` → traits)."""
        found = [k for k in self.kinds if target_id in self.game.of(k.folder)]
        if not found:
            return None
        named = [k for k in found if k.folder.rstrip("s") in field]
        kind = (named or found)[0]
        return self.game.of(kind.folder)[target_id]

    def backrefs(self, entry: Entry[Any]) -> list[BackReference]:
        groups = self._incoming.get((entry.kind.folder, entry.id), {})
        kinds = {k.folder: k for k in self.kinds}
        return [
            BackReference(kinds[folder], field, tuple(sorted(found, key=title_of)))
            for (folder, field), found in groups.items()
        ]


def _ids(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        yield from (v for v in value if isinstance(v, str))


# --- values --------------------------------------------------------------------------


class Formatter:
    """Writes field values of one game's definitions as Markdown for a given page."""

    def __init__(
        self, game: GameContent, references: References, t: Translator | None = None
    ) -> None:
        self.game = game
        self.references = references
        self.glossary = game.of("glossary")
        self.t = t or Translator(MAIN, {})
        self.unknown = f"*{self.t('unknown')}*"

    def unknown_of(self, field: str) -> str:
        """How a null ``field`` reads: *unknown*, agreeing with the field's name where the
        language asks it (Année : *inconnue*, Traits : *inconnus*)."""
        return f"*{self.t.of('unknown', label(field))}*"

    def title(self, entry: Entry[Any]) -> str:
        """The definition's name as the page's language has it (its French name on a
        French page when the data gives one)."""
        name = display_name(entry.item)
        if name is None:
            return entry.id
        return self.t.text(name)[0] or name.en

    def link(self, entry: Entry[Any], from_uri: str) -> str:
        uri = definition_uri(self.game.id, entry.kind.folder, entry.id)
        return f"[{esc(self.title(entry))}]({relative(from_uri, uri)})"

    def value(self, value: Any, field: str, model: type[BaseModel], from_uri: str) -> Markup:
        """``value`` of ``field`` as Markdown; null is ``unknown``, an empty list ``none``."""
        return Markup(self._value(value, field, model, from_uri))

    def _value(self, value: Any, field: str, model: type[BaseModel], from_uri: str) -> str:
        t = self.t
        if value is None:
            if field in getattr(model, "not_applicable", ()):
                return NOT_APPLICABLE
            return self.unknown_of(field)
        if isinstance(value, bool):
            return t("yes") if value else t("no")
        if isinstance(value, Enum):
            return self._term(field, value, from_uri)
        if isinstance(value, Text):
            return text(value, t)
        if isinstance(value, str):
            if field in id_fields(model):
                return self._id(field, value, model, from_uri)
            return esc(value)
        if isinstance(value, list | tuple):
            shown = [self.value(v, field, model, from_uri) for v in value]
            return ", ".join(shown) if shown else t("none")
        if isinstance(value, dict):
            pairs = [
                f"{esc(str(k))}: {self.value(v, field, model, from_uri)}" for k, v in value.items()
            ]
            return "; ".join(pairs) if pairs else t("none")
        if isinstance(value, BaseModel):
            written = notation(value)
            if written is not None:
                return esc(written)
            rated = getattr(value, "rates_its_field", False)
            parts = [
                f"{t(label(name))}: "
                + (
                    self.unknown_of(field)
                    if rated and getattr(value, name) is None
                    else self.value(getattr(value, name), name, type(value), from_uri)
                )
                for name in type(value).model_fields
                if name != "source"
            ]
            return "; ".join(parts)
        return esc(str(value))

    def _id(self, field: str, target_id: str, model: type[BaseModel], from_uri: str) -> str:
        """The definition an id names, linked; else the name ``game.yaml`` gives it; else
        the words its model gives a code of the field (``reacts_to: manoeuvre``). An id
        none of them knows is the data's error, shown as it is written."""
        target = self.references.target(field, target_id)
        if target is not None:
            return self.link(target, from_uri)
        words = getattr(model, "code_words", {}).get(field, {}).get(target_id)
        if words is not None:
            return esc(self.t(words))
        return self._named(field, target_id) or esc(target_id)

    def _named(self, field: str, value: str) -> str | None:
        """The name ``game.yaml`` gives ``value`` in the table named after ``field``
        (``edition: zero`` → ``editions``), as players know it, or None."""
        names = getattr(self.game.info, f"{field}s", None)
        if isinstance(names, dict) and isinstance(names.get(value), Text):
            return text(names[value], self.t)
        return None

    def _term(self, field: str, value: Enum, from_uri: str) -> str:
        """An enumerated value, linked to the glossary when a term defines it
        (``retention: discard`` → the ``retention-discard`` entry), else named by the
        game's own table of them (``edition: zero`` → ``editions`` in game.yaml), else by
        its words (``role: heavy-bomber`` → heavy bomber, ``Coded``), in another language
        as the game's table gives them (bombardier lourd)."""
        code = str(value.value)
        for entry_id in (f"{field}-{code}", code):
            entry = self.glossary.get(entry_id)
            if entry is not None:
                uri = relative(from_uri, glossary_uri(self.game.id))
                term, _ = self.t.text(entry.item.term)
                return f"[{esc(term)}]({uri}#{entry_id})"
        words = value.words if isinstance(value, Coded) else code
        return self._named(field, code) or esc(self.t(words))


def text(value: Text, t: Translator | None = None) -> str:
    """English, then the French in italics when it differs (as Markdown, escaped); on a
    French page the French alone when there is one. The French is set as French sets its
    punctuation even on an English page (the French page's whole text is), so that no line
    starts with its ";"."""
    if t is not None and t.translating:
        shown, _ = t.text(value)
        return esc(shown)
    if value.fr and value.fr != value.en:
        # Folded as esc folds it, but keeping the no-break spaces French sets.
        french = typeset_text(_ONE_LINE.sub(" ", value.fr).strip(), "fr")
        return f"{esc(value.en)} (*{escape(french)}*)"
    return esc(value.en)
