"""Where the package's own files are: the Jinja2 templates, their CSS and scripts.

In a checkout (an editable install) they are the repository's ``templates/`` folder, the
one users edit; a wheel ships the same folder inside the package as ``generator/templates``
(``pyproject.toml`` maps it), so ``pip install sortie`` works from any folder.
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
