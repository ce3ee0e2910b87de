"""The ``sortie`` command: a thin layer that turns library results into text and exit codes."""

from __future__ import annotations

import importlib
import itertools
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from .. import __version__
from ..destinations import writable_folder
from ..exceptions import SortieError
from ..reading.content import check, load_checked
from ..verdicts.output import dumps, error_json
from ..words.display import VisibleFormatter, data_yaml, echo
from ..words.wording import language_of, speaking
from .common import (
    EXIT_INPUT,
    EXIT_INVALID,
    EXIT_OK,
    Seed,
    content_option,
    format_option,
    print_problems,
    printed_language_option,
    spoken_language_option,
    user_errors,
)


def _asks_json(args: Sequence[str]) -> bool:
    """Whether a command line asks for JSON output, wherever ``--format json`` stands."""
    return "--format=json" in args or any(
        a == "--format" and b == "json" for a, b in itertools.pairwise(args)
    )


ELSEWHERE = {"cards": ("cards", "cards_command"), "roll": ("roll", "roll_command")}
"""The commands defined in modules of their own: by name, the module and the name there."""


class _Commands(click.Group):
    """The commands, with those ``ELSEWHERE`` imported only when they run or the help
    lists them: ``sortie validate`` starts without the card-sheet layout. A command line
    that asks for JSON gets JSON even when click cannot make sense of the rest of it."""

    # click types main() with overloads on standalone_mode; this one takes only the
    # command line and passes the rest on.
    def main(self, args: Sequence[str] | None = None, **extra: Any) -> Any:  # type: ignore[override]
        given = list(sys.argv[1:] if args is None else args)
        if not _asks_json(given):
            return super().main(given, **extra)
        extra.pop("standalone_mode", None)  # JSON is printed here, whatever the caller asked
        try:
            done = super().main(given, standalone_mode=False, **extra)
        except click.ClickException as error:
            click.echo(dumps(error_json("usage", error.format_message())))
            sys.exit(error.exit_code)
        except click.Abort:
            sys.exit(EXIT_INPUT)
        sys.exit(done if isinstance(done, int) else EXIT_OK)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *ELSEWHERE})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in ELSEWHERE and cmd_name not in self.commands:
            module, name = ELSEWHERE[cmd_name]
            self.add_command(getattr(importlib.import_module(f".{module}", __name__), name))
        return super().get_command(ctx, cmd_name)


@click.group(cls=_Commands)
@click.version_option(__version__, prog_name="sortie")
def main() -> None:
    """Sortie: rules reference, card sheets and deck validation for WWII air-combat games."""


@main.command("check")
@content_option
@click.option("--strict", is_flag=True, help="Treat warnings as errors.")
@click.option("--coverage", is_flag=True, help="Also list every value that is unknown (null).")
@click.option(
    "--print",
    "print_layout",
    is_flag=True,
    help="Also lay out every card as printed and warn where a field would be cut off "
    "(slower the first time; results are cached per card).",
)
@user_errors
def check_command(
    content_dir: list[Path], strict: bool, coverage: bool, print_layout: bool
) -> None:
    """Load and validate every content file; print every problem at once.

    Exit status: 0 when there is no error, 1 when there is any.
    """
    result = check(content_dir, strict=strict)
    if print_layout:
        from ..sheets.overflow import content_overflow

        found = content_overflow(result.content)
        result.problems.extend(p.as_error() if strict else p for p in found)
    print_problems(result.problems)
    games = result.content.games
    counts = ", ".join(
        f"{g}: {sum(len(v) for v in c.entries.values())} definitions, {len(c.rules)} rules pages"
        for g, c in games.items()
    )
    from ..reading.overlay import overlay_lines

    for line in overlay_lines(result.content):
        echo(line)
    if coverage:
        from ..reading.coverage import unknowns

        for line in unknowns(result.content):
            echo(line)
    errors, warnings = len(result.errors), len(result.warnings)
    echo(f"{counts or 'no games'} — {errors} error(s), {warnings} warning(s)", err=True)
    sys.exit(EXIT_INVALID if errors else EXIT_OK)


@main.command("validate")
@click.argument(
    # Not click's readable check: it would stop the run with a usage error and check none
    # of the other files; an unreadable file is reported in the list like any other.
    "decks",
    nargs=-1,
    required=True,
    type=click.Path(path_type=Path, readable=False),
)
@content_option
@format_option("Output format: text lines, or one JSON list with an object per file.")
@click.option("--strict", is_flag=True, help="Treat a deck file's warnings as errors.")
@click.option(
    "--require-known",
    is_flag=True,
    help="Treat every part that could not be checked for want of a value our sources do not "
    "give as an error: for organisers who want all of it checked.",
)
@spoken_language_option("the messages and verdicts")
@user_errors
def validate_command(
    decks: tuple[Path, ...],
    content_dir: list[Path],
    output: str,
    strict: bool,
    require_known: bool,
    lang: str | None,
) -> None:
    """Check deck files (or folders of them, walked) against the rules.

    Exit status: 0 when every deck is legal, 1 when any deck breaks a rule, 2 when a file
    cannot be read, is not YAML, or is not shaped like a deck, or the content is broken.
    """
    with speaking(lang or language_of(os.environ)):
        _validate(decks, content_dir, output, strict, require_known)


def _validate(
    decks: tuple[Path, ...],
    content_dir: list[Path],
    output: str,
    strict: bool,
    require_known: bool,
) -> None:
    from ..verdicts.decks import validate_paths
    from ..verdicts.output import dumps

    run = validate_paths(decks, content_dir, strict, require_known)
    if output == "json":
        click.echo(dumps([report.as_json() for report in run.reports]))
    else:
        for report in run.reports:
            for line in report.lines():
                echo(line)
    if len(run.reports) > 1:
        echo(run.summary(), err=output == "json")
    counts = run.counts()
    sys.exit(
        EXIT_INPUT if counts["unreadable"] else EXIT_INVALID if counts["not-legal"] else EXIT_OK
    )


class _DeckCommand(click.Command):
    """``sortie deck``: besides its own options, the choices the games' completions take
    (``DeckSupport.options``), read from the games only when the command runs or shows
    its help, so that other commands start without loading every game."""

    games_asked = False

    def get_params(self, ctx: click.Context) -> list[click.Parameter]:
        if not self.games_asked:
            from ..registry import systems

            self.games_asked = True
            taken = {name for p in self.params for name in p.opts}
            for system in systems().values():
                for option in system.decks.options if system.decks else ():
                    flag = f"--{option.name}"
                    if flag not in taken:
                        taken.add(flag)
                        kind = Seed() if option.seed else click.STRING
                        self.params.append(click.Option([flag], type=kind, help=option.help))
        return super().get_params(ctx)


@main.command("deck", cls=_DeckCommand)
@click.argument("force", type=click.Path(path_type=Path, readable=False))
@content_option
@user_errors
def deck_command(force: Path, content_dir: list[Path], **options: object) -> None:
    """Complete a force into a legal deck and print it as a deck file."""
    from ..verdicts.decks import complete_file

    with speaking(language_of(os.environ)):
        done = complete_file(force, content_dir, options)
    for note in done.unfilled:
        echo(f"sortie: note: {note}", err=True)
    # The same notes head the file, where whoever plays the deck reads them.
    comments = "".join(f"# {note}\n" for note in done.unfilled)
    click.echo(comments + data_yaml(done.data), nl=False)


@main.command("build")
@click.option(
    "-f",
    "--config-file",
    type=click.Path(path_type=Path, dir_okay=False),
    help="The MkDocs configuration (default: ./mkdocs.yml, else the one Sortie ships, "
    "which builds the shipped content into ./site).",
)
@click.option(
    "-d",
    "--site-dir",
    type=click.Path(path_type=Path, file_okay=False),
    help="Where to write the site (default: site_dir of the configuration).",
)
@click.option("--strict", is_flag=True, help="Fail on any MkDocs warning (a broken link…).")
@user_errors
def build_command(config_file: Path | None, site_dir: Path | None, strict: bool) -> None:
    """Build the whole site (rules, data pages, card PDFs, deck builder) into site/.

    The site is written all at once or not at all: a failed build leaves the previous
    site/ as it was and never touches content/. Exit status 2 when the build fails.
    """
    import logging

    from ..resources import PACKAGE, default_config
    from ..site.build import build_site

    if config_file is None:
        config_file = default_config()
        if config_file.parent == PACKAGE and site_dir is None:
            site_dir = Path("site")  # never into the installed package

    # Material prints an end-of-life notice on every build; it says nothing about ours.
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")

    handler = logging.StreamHandler()
    handler.setFormatter(VisibleFormatter("%(levelname)-7s -  %(message)s"))
    logging.getLogger("mkdocs").addHandler(handler)
    logging.getLogger("mkdocs").setLevel(logging.INFO)
    target = build_site(config_file, site_dir, strict=strict)
    echo(f"sortie: site built in {target}", err=True)


@main.command("schema")
@click.option(
    "--out",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("schemas"),
    show_default=True,
    help="Folder for the JSON Schema files.",
)
@user_errors
def schema_command(out: Path) -> None:
    """Write JSON Schema files for every content kind (for editor completion)."""
    from ..schemadocs import write_json_schemas

    for path in write_json_schemas(writable_folder(out)):
        echo(path)


@main.command("pack")
@click.argument("overlay", type=click.Path(path_type=Path, file_okay=False))
@content_option
@click.option(
    "-o",
    "--out",
    type=click.Path(path_type=Path),
    required=True,
    help="The pack file to write (YAML).",
)
@user_errors
def pack_command(overlay: Path, content_dir: list[Path], out: Path) -> None:
    """Turn a content overlay folder into a pack: the values it patches, and the cards a
    player may add that it adds (of the kinds a game lets a player add), in one file.

    The folder is checked over the content first. Exit status: 0 when written; 2 when the
    folder cannot be packed (a file adds a definition a pack cannot add) or has errors
    (nothing is written).
    """
    from ..reading.makepack import write_pack

    held, warnings = write_pack(overlay, content_dir, out)
    print_problems(warnings)
    echo(f"{out}: {held}")


@main.command("aids")
@content_option
@click.option("--game", "games", multiple=True, help="Only this game's aids (repeatable).")
@click.option(
    "--paper",
    "papers",
    type=click.Choice(["a4", "letter"]),
    multiple=True,
    help="Paper size (repeatable; default: A4 and Letter).",
)
@click.option(
    "--out",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("build/aids"),
    show_default=True,
    help="Output folder: one PDF per aid and paper, in a folder per game.",
)
@printed_language_option("the aids' words and the data's texts")
@user_errors
def aids_command(
    content_dir: list[Path],
    games: tuple[str, ...],
    papers: tuple[str, ...],
    out: Path,
    language: str,
) -> None:
    """Write each game's printable player aids (quick references, tables) as PDFs.

    Exit status: 0 when written, 2 when the content cannot be used or an aid does not fit
    its pages (nothing is written then).
    """
    from ..sheets.aids import write_aids
    from ..sheets.cache import RenderCache, print_cache

    writable_folder(out)
    content = load_checked(content_dir)
    unknown = sorted(set(games) - set(content.games))
    if unknown:
        raise SortieError(f"no such game: {', '.join(unknown)} (known: {', '.join(content.games)})")
    with print_cache() as folder:
        cache = RenderCache(folder)
        chosen = games or None
        written = write_aids(
            content, out, cache, chosen, papers or ("a4", "letter"), language=language
        )
    for aid_file in written:
        echo(f"{aid_file.path} ({aid_file.pages} page{'s' if aid_file.pages != 1 else ''})")
    if not written:
        echo("no player aids in the selected games", err=True)
