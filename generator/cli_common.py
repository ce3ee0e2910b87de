"""What every ``sortie`` command shares: the ``--content`` option, exit codes, and turning
user errors into text (never a traceback). Kept apart from ``cli.py`` so command modules
elsewhere (``sheets/command.py``) use it without importing the whole command line."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable
from functools import wraps
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from .clip import MOST_DIGITS, clip
from .exceptions import ContentError, DeckFileError, SortieError
from .problems import Problem
from .resources import default_content

F = TypeVar("F", bound=Callable[..., Any])

EXIT_OK, EXIT_INVALID, EXIT_INPUT = 0, 1, 2


def default_roots() -> list[Path]:
    """``$SORTIE_CONTENT`` (one folder, or several separated by ``os.pathsep``: a base
    and its overlays), else ./content, else the content Sortie ships."""
    listed = [Path(p) for p in os.environ.get("SORTIE_CONTENT", "").split(os.pathsep) if p]
    return listed or [default_content()]


content_option = click.option(
    "--content",
    "content_dir",
    type=click.Path(path_type=Path, file_okay=False),
    multiple=True,
    callback=lambda _context, _param, given: list(given) or default_roots(),
    show_default="$SORTIE_CONTENT, else ./content, else the content Sortie ships",
    help="The content folder. Repeat it to lay your own folders over the first one "
    "(a later folder adds definitions, and patches existing ones with `patch: true`).",
)


if TYPE_CHECKING:  # generic in the stubs of recent click only; plain at run time on 8.1
    _IntParam = click.ParamType[int, Any]
else:
    _IntParam = click.ParamType


class Seed(_IntParam):
    """A random seed: an integer of at most 40 digits. Click's own ``int`` echoes what it
    refuses whole (a 5,000-digit number, five thousand characters back); this cuts it."""

    name = "integer"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            return value
        text = str(value).strip()
        if re.fullmatch(rf"[+-]?[0-9]{{1,{MOST_DIGITS}}}", text):
            return int(text)
        self.fail(
            f"expected an integer of at most {MOST_DIGITS} digits, got '{clip(text)}' "
            f"({len(text):,} characters)",
            param,
            ctx,
        )


def format_option(help_text: str) -> Callable[[F], F]:
    """``--format text|json``: every command with machine output offers the same choice."""
    return click.option(
        "--format",
        "output",
        type=click.Choice(["text", "json"]),
        default="text",
        show_default=True,
        help=help_text,
    )


def print_problems(problems: Iterable[Problem]) -> None:
    for problem in problems:
        click.echo(problem.format(), err=True)


def user_errors(function: F) -> F:
    """Report user errors as text with exit code 2, never as a traceback. An OSError
    that escapes (a disk filling up, a folder made read-only mid-run) is reported the
    same way: it is the machine's state, not a bug to show a traceback for."""

    @wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except ContentError as error:
            print_problems(error.problems)
            click.echo(f"sortie: {error}", err=True)
            sys.exit(EXIT_INPUT)
        except DeckFileError as error:
            print_problems(error.problems)
            sys.exit(EXIT_INPUT)
        except SortieError as error:
            click.echo(f"sortie: {error}", err=True)
            sys.exit(EXIT_INPUT)
        except OSError as error:
            where = f"{error.filename}: " if error.filename else ""
            click.echo(f"sortie: {where}{error.strerror or error}", err=True)
            sys.exit(EXIT_INPUT)

    return wrapper  # type: ignore[return-value]
