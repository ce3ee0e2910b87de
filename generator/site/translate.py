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

import yaml

from ..languages import MAIN, Translator


@cache
def _table(folder: Path, language: str) -> dict[str, str]:
    path = folder / "lang" / f"{language}.yaml"
    if not path.is_file():
        return {}
    loaded = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {str(k): str(v) for k, v in loaded.items()}


def translator(templates: Path, language: str, *games: Path | None) -> Translator:
    """The translator into ``language`` of the site's own words (the table beside the
    templates in ``templates``), and of each game's in ``games`` (its package folder)."""
    if language == MAIN:
        return Translator(language, {})
    table = dict(_table(templates, language))
    for folder in games:
        if folder is not None:
            table.update(_table(folder, language))
    return Translator(language, table)
