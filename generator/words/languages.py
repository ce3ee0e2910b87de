"""The languages Sortie writes in, and where each finds its words.

English is the language of the content, of the code and of the main site; every other
language is a translation laid beside it:

- a rules page ``aces.md`` by ``aces.fr.md`` in the same folder (the suffix convention of
  MkDocs' i18n plugins);
- a text of the data by its ``fr`` key next to ``en``;
- Sortie's own words (page headings, card labels) by a table ``lang/<code>.yaml`` from the
  English phrase to the language's, beside the templates that use them and in each game's
  package for the game's own words. A long table of one subject may sit in a file of its
  own beside it, ``lang/<code>-<subject>.yaml`` (the site's ``fr-format.yaml``: the schema
  docstrings the content-format page shows); a folder's files make one table, and a
  phrase two of them give differently is an error. A phrase missing from a table stays
  English: the output is still made, and ``Translator.missing`` lists it for the tests
  that keep every table complete.
"""

from __future__ import annotations

from functools import cache, cached_property
from pathlib import Path
from typing import Any

import yaml

from . import elision

BOOK = "book|"
"""A table's key for the name of a book a citation names (``Translator.cited``)."""

MAIN = "en"
"""The language of the content itself and of the site's root."""


def site_root(language: str, language_root: str) -> str:
    """The relative address of the whole site's root from a page whose own language's root
    is ``language_root`` (``../../``): the same for the main language, one folder up for
    another, whose site is built in a folder of the main one's (``fr/``)."""
    return language_root if language == MAIN else f"{language_root}../"


NAMES: dict[str, str] = {"en": "English", "fr": "Français"}
"""Every language a site can be built in, by code, as its own speakers name it."""


def translation_language(path: Path | str) -> str | None:
    """The language a page translates (``aces.fr.md`` → ``fr``), None for an original."""
    name = Path(path).name
    parts = name.split(".")
    if len(parts) >= 3 and parts[-1] == "md" and parts[-2] in NAMES and parts[-2] != MAIN:
        return parts[-2]
    return None


def translation_path(path: Path, language: str) -> Path:
    """Where ``path``'s translation into ``language`` lives (``aces.md`` → ``aces.fr.md``)."""
    return path.with_name(f"{path.stem}.{language}{path.suffix}")


class Translator:
    """English phrase → the build language's phrase, ``{name}`` placeholders filled (and a
    French ``{de:name}`` with its preposition, ``elision.py``)."""

    def __init__(self, language: str, table: dict[str, str]) -> None:
        self.language = language
        self.table = table
        self.missing: set[str] = set()

    @property
    def translating(self) -> bool:
        return self.language != MAIN

    def __call__(self, text: str, **values: Any) -> str:
        if self.translating:
            found = self.table.get(text)
            if found is None:
                self.missing.add(text)
            else:
                text = found
        return elision.fill(text, values) if values else text

    def of(self, text: str, word: str) -> str:
        """``text`` said of ``word`` (an English label): the table's ``word|text`` where the
        language makes it agree with the word (``Year|unknown`` is ``inconnue``, ``Points|
        unknown`` ``inconnus``), else ``text`` as ever."""
        if self.translating:
            found = self.table.get(f"{word}|{text}")
            if found is not None:
                return found
        return self(text)

    def cited(self, source: str) -> str:
        """A ``source:`` citation as the build language reads it: the table's own wording of
        the whole citation where it has one (a citation that says more than where to look),
        else the citation with the books it names in the language (the table's ``book|``
        phrases: a book's "advanced rules" are its "règles avancées"),
        the sections and titles it quotes kept as the books print them."""
        if not self.translating:
            return source
        whole = self.table.get(f"source|{source}")
        if whole is not None:
            return whole
        for book, own in self._books:
            source = source.replace(book, own)
        return source

    @cached_property
    def _books(self) -> list[tuple[str, str]]:
        """The table's ``book|`` phrases, in its order: ``cited`` asks for each source."""
        return [(key[len(BOOK) :], own) for key, own in self.table.items() if key.startswith(BOOK)]

    def text(self, value: Any) -> tuple[str, bool]:
        """A text of the data (``{en: …, fr: …}``) in the build language, and whether it
        is in that language (False: the English, to be shown as such)."""
        own = getattr(value, self.language, None) if self.translating else None
        if isinstance(own, str) and own:
            return own, True
        return str(getattr(value, MAIN, "") or ""), not self.translating


def table_files(folder: Path, language: str) -> list[Path]:
    """The files of ``folder``'s table into ``language``: ``lang/<code>.yaml``, then each
    ``lang/<code>-<subject>.yaml`` by name."""
    lang = folder / "lang"
    main = lang / f"{language}.yaml"
    return ([main] if main.is_file() else []) + sorted(lang.glob(f"{language}-*.yaml"))


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""PyYAML's C parser when built with it (as ``reading/yamlload.py`` chooses it): the ten
tables took 0.23 s with the Python parser, 0.02 s with it, and need no line numbers."""


def read_table(path: Path) -> dict[str, str]:
    """One table file: English phrase → the language's phrase."""
    loaded = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER) or {}
    return {str(key): str(value) for key, value in loaded.items()}


@cache
def _table(folder: Path, language: str) -> dict[str, str]:
    table: dict[str, str] = {}
    where: dict[str, Path] = {}
    for path in table_files(folder, language):
        for key, value in read_table(path).items():
            english, own = str(key), str(value)
            if table.get(english, own) != own:
                raise ValueError(
                    f"{path}: {english!r} is translated differently in {where[english].name}"
                )
            table[english] = own
            where.setdefault(english, path)
    return table


def translator(language: str, *folders: Path | None) -> Translator:
    """The translator into ``language`` of the words whose tables are in ``folders``
    (``<folder>/lang/<language>.yaml`` and ``<language>-*.yaml``; a later folder's phrase
    wins)."""
    table: dict[str, str] = {}
    if language != MAIN:
        for folder in folders:
            if folder is not None:
                table.update(_table(folder, language))
    return Translator(language, table)
