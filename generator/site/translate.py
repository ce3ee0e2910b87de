"""The words of the site's own pages in the language a build writes.

The site's own wording (headings, labels, the navigation, notices) is English in the
templates and the Python that writes pages; each other language has a table
``templates/site/lang/<code>.yaml`` from that English to its own words. A phrase missing
from a table stays English: the build still succeeds, and ``missing`` lists it for the test
that keeps every table complete.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

from ..languages import MAIN


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


@cache
def _table(folder: Path, language: str) -> dict[str, str]:
    path = folder / "lang" / f"{language}.yaml"
    if not path.is_file():
        return {}
    loaded = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {str(k): str(v) for k, v in loaded.items()}


def translator(templates: Path, language: str) -> Translator:
    """The translator of the site templates in ``templates`` into ``language``."""
    return Translator(language, {} if language == MAIN else dict(_table(templates, language)))
