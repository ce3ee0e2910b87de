"""The languages a site is written in, and how a page names its translation.

English is the language of the content and of the main site; every other language is a
translation laid beside it. A rules page ``aces.md`` is translated by ``aces.fr.md`` in the
same folder (the suffix convention of MkDocs' i18n plugins), and a text value of the data by
its ``fr`` key next to ``en``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

MAIN = "en"
"""The language of the content itself and of the site's root."""

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
    """English phrase → the build language's phrase, ``{name}`` placeholders filled."""

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
        return text.format(**values) if values else text

    def text(self, value: Any) -> tuple[str, bool]:
        """A text of the data (``{en: …, fr: …}``) in the build language, and whether it
        is in that language (False: the English, to be shown as such)."""
        own = getattr(value, self.language, None) if self.translating else None
        if isinstance(own, str) and own:
            return own, True
        return str(getattr(value, MAIN, "") or ""), not self.translating
