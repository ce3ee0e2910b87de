"""Where the package's own files are: the Jinja2 templates, the content, the site
configuration.

In a checkout they are the repository's ``templates/``, ``content/`` and ``mkdocs.yml``,
the ones users edit, reached through links in ``generator/``; a wheel holds copies of them
at the same places, so ``pip install sortie`` works from any folder.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@cache
def templates_dir() -> Path:
    """The templates folder: the packaged copy in a wheel, else the checkout's."""
    packaged = PACKAGE / "templates"
    if packaged.is_dir():
        return packaged
    return PACKAGE.parent / "templates"


def default_content() -> Path:
    """``./content`` when the current folder has one, else the content Sortie ships."""
    here = Path("content")
    return here if here.is_dir() or not (PACKAGE / "content").is_dir() else PACKAGE / "content"


def default_config() -> Path:
    """``./mkdocs.yml`` when the current folder has one, else the configuration Sortie
    ships (its ``docs_dir`` is the shipped content)."""
    here = Path("mkdocs.yml")
    return (
        here if here.is_file() or not (PACKAGE / "mkdocs.yml").is_file() else PACKAGE / "mkdocs.yml"
    )
