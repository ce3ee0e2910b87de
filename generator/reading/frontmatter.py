"""The front matter of a rules page (``content/<game>/rules/*.md``), checked like data.

MkDocs quietly drops front matter it cannot parse, so a page with a stray ``: `` in its
``source`` would lose its French title and its source without a word. ``sortie check``
reads it here, with the line of every problem.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from ..problems import Problem
from ..schema import Model
from .schemacheck import validate
from .yamlload import CONTENT_MAX_BYTES, LineDict, load_text, read_bounded


class FrontMatter(Model):
    """What a rules page's front matter holds (between ``---`` lines at its top)."""

    title: str | None = None
    """The page title in English (else its first ``# heading``)."""
    title_fr: str | None = None
    """The French rulebook's name for the section, searched like the English title. The
    page shows it as its French title until it has a French page (``<page>.fr.md``), whose
    own title is shown then."""
    order: float | None = None
    """Where the page stands in the game's rules (smaller first)."""
    source: str | None = None
    """The rulebook sections the page draws on, as a player can look them up."""
    hide: list[str] | None = None
    """Material's option to hide the navigation or the table of contents on this page."""
    tooltips: Literal["section", "page"] = "section"
    """Where a glossary term gets its tooltip: at its first mention in each section
    (``section``), or only at its first mention on the page (``page``, for a page of many
    short sections such as a page of tables)."""


def check_front_matter(path: Path) -> list[Problem]:
    """Every problem of ``path``'s front matter, with lines counted in the page."""
    try:
        text = read_bounded(path, CONTENT_MAX_BYTES)
    except (OSError, ValueError) as error:
        return [Problem(path, None, "", f"cannot read: {error}")]
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return []
    end = next((i for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), None)
    if end is None:
        return [Problem(path, 1, "", "the front matter has no closing --- line")]
    loaded = load_text("\n".join(lines[1:end]), path)
    problems = [_shifted(p) for p in loaded.problems]
    if isinstance(loaded.data, LineDict):
        _, found = validate(FrontMatter, loaded.data, path)
        problems += [_shifted(p) for p in found]
    elif loaded.data is not None:
        problems.append(Problem(path, 2, "", "the front matter must be keys and values"))
    return problems


def _shifted(problem: Problem) -> Problem:
    """The problem with its line counted from the top of the page (after the ``---``)."""
    line = problem.line + 1 if problem.line else None
    return Problem(
        problem.path, line, problem.field, problem.message, problem.severity, problem.code
    )
