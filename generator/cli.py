"""The ``sortie`` command: a thin layer that turns library results into text and exit codes."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click
import yaml

from . import __version__
from .cli_common import (
    EXIT_INPUT,
    EXIT_INVALID,
    EXIT_OK,
    content_option,
    print_problems,
    user_errors,
)
from .content import check, load_checked
from .exceptions import DeckFileError, SortieError
from .sheets.command import cards_command
from .verdict import Verdict


@click.group()
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
def check_command(content_dir: Path, strict: bool, coverage: bool, print_layout: bool) -> None:
    """Load and validate every content file; print every problem at once.

    Exit status: 0 when there is no error, 1 when there is any.
    """
    result = check(content_dir, strict=strict)
    if print_layout:
        from .sheets.overflow import content_overflow

        found = content_overflow(result.content)
        result.problems.extend(p.as_error() if strict else p for p in found)
    print_problems(result.problems)
    games = result.content.games
    counts = ", ".join(
        f"{g}: {sum(len(v) for v in c.entries.values())} definitions, {len(c.rules)} rules pages"
        for g, c in games.items()
    )
    if coverage:
        from .coverage import unknowns

        for line in unknowns(result.content):
            click.echo(line)
    errors, warnings = len(result.errors), len(result.warnings)
    click.echo(f"{counts or 'no games'} — {errors} error(s), {warnings} warning(s)", err=True)
    sys.exit(EXIT_INVALID if errors else EXIT_OK)


@main.command("validate")
@click.argument("decks", nargs=-1, required=True, type=click.Path(path_type=Path))
@content_option
@click.option(
    "--format",
    "output",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Output format.",
)
@user_errors
def validate_command(decks: tuple[Path, ...], content_dir: Path, output: str) -> None:
    """Check deck files against the rules.

    Exit status: 0 when every deck is legal, 1 when any deck breaks a rule, 2 when a file
    cannot be read, is not YAML, or is not shaped like a deck.
    """
    from .decks import check_deck, format_verdict, game_of, parse_deck, read_deck

    parsed = [(path, parse_deck(path)) for path in _expand(decks)]
    games = {game for _, loaded in parsed if (game := game_of(loaded)) is not None}
    content = load_checked(content_dir, only=games)
    verdicts: list[Verdict] = []
    unreadable = False
    for path, loaded in parsed:
        try:
            verdicts.append(check_deck(read_deck(path, content, loaded=loaded)))
        except DeckFileError as error:
            unreadable = True
            print_problems(error.problems)
    if output == "json":
        shown = [v.as_json() for v in verdicts]
        single = len(decks) == 1 and not decks[0].is_dir()
        click.echo(
            json.dumps(shown[0] if single and shown else shown, indent=2, ensure_ascii=False)
        )
    else:
        for verdict in verdicts:
            for line in format_verdict(verdict):
                click.echo(line)
    if unreadable:
        sys.exit(EXIT_INPUT)
    sys.exit(EXIT_INVALID if any(not v.valid for v in verdicts) else EXIT_OK)


def _expand(paths: tuple[Path, ...]) -> list[Path]:
    """Files as given; a folder stands for the deck files in it (an organiser's folder)."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.iterdir() if p.suffix in (".yaml", ".yml"))
        else:
            found.append(path)
    return found


@main.command("deck")
@click.argument("force", type=click.Path(path_type=Path))
@content_option
@click.option("--prefer", help="The trait that takes the odd card of a two-trait aircraft.")
@click.option("--seed", type=int, help="Seed for the random doctrine and theatre draw.")
@user_errors
def deck_command(force: Path, content_dir: Path, prefer: str | None, seed: int | None) -> None:
    """Complete a force into a legal deck and print it as a deck file."""
    from .decks import game_of, parse_deck, read_deck

    loaded = parse_deck(force)
    game = game_of(loaded)
    content = load_checked(content_dir, only={game} if game else None)
    deck = read_deck(force, content, loaded=loaded)  # a bad file: user_errors, exit 2
    if prefer is not None and prefer not in deck.game.of("traits"):
        raise SortieError(f"--prefer {prefer!r} is not a trait id")
    try:
        cards = deck.support.complete(deck.game, deck.deck, deck.data, prefer, seed)
    except ValueError as error:
        raise SortieError(str(error)) from error
    out = deck.deck.model_dump(mode="json", exclude_defaults=True, exclude={"deck"})
    out["force"] = [line.model_dump(exclude_defaults=True) for line in deck.deck.force]
    out["deck"] = cards
    click.echo(yaml.safe_dump(out, sort_keys=False, allow_unicode=True), nl=False)


@main.command("build")
@click.option(
    "-f",
    "--config-file",
    type=click.Path(path_type=Path, dir_okay=False),
    default=Path("mkdocs.yml"),
    show_default=True,
    help="The MkDocs configuration.",
)
@click.option(
    "-d",
    "--site-dir",
    type=click.Path(path_type=Path, file_okay=False),
    help="Where to write the site (default: site_dir of the configuration).",
)
@click.option("--strict", is_flag=True, help="Fail on any MkDocs warning (a broken link…).")
@user_errors
def build_command(config_file: Path, site_dir: Path | None, strict: bool) -> None:
    """Build the whole site (rules, data pages, card PDFs, deck builder) into site/.

    The site is written all at once or not at all: a failed build leaves the previous
    site/ as it was and never touches content/. Exit status 2 when the build fails.
    """
    import logging

    from .site.build import build_site

    # Material prints an end-of-life notice on every build; it says nothing about ours.
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")

    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(levelname)-7s -  %(message)s"))
    logging.getLogger("mkdocs").addHandler(handler)
    logging.getLogger("mkdocs").setLevel(logging.INFO)
    target = build_site(config_file, site_dir, strict=strict)
    click.echo(f"sortie: site built in {target}", err=True)


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
    from .reference import write_json_schemas

    for path in write_json_schemas(out):
        click.echo(path)


main.add_command(cards_command)


if __name__ == "__main__":  # pragma: no cover
    main()
