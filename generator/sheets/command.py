"""``sortie cards``: print-and-play PDFs, card images and Tabletop Simulator sheets.

Registered by ``generator/cli.py`` with ``main.add_command(cards_command)``. The command
follows the CLI's conventions: a user error prints a message and exits 2 without a
traceback; a deck that breaks a rule prints its verdict, writes nothing and exits 1.
Everything heavy is imported only once the arguments are checked.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..cli_common import EXIT_INVALID, content_option, user_errors
from ..exceptions import SortieError

if TYPE_CHECKING:
    from .build import Outcome, Printer, PrintSettings
    from .faces import CardFace

DEFAULT_BLEED = 3.0
"""The bleed of a bare ``--bleed``."""


def _not_negative(_ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    if value is not None and value < 0:
        raise click.BadParameter("must be 0 or more (millimetres)", param=param)
    return value


@click.command("cards")
@content_option
@click.option("--game", help="Only this game's cards (default: every game with card designs).")
@click.option("--kind", help="Only this kind of card, e.g. aircraft or doctrine.")
@click.option(
    "--deck",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Print exactly the cards of this deck file (copies included), once it is legal.",
)
@click.option(
    "--paper",
    type=click.Choice(["a4", "letter"]),
    default="a4",
    show_default=True,
    help="Paper size of the PDF.",
)
@click.option(
    "--bleed",
    type=float,
    is_flag=False,
    flag_value=DEFAULT_BLEED,
    default=0.0,
    callback=_not_negative,
    metavar="[MM]",
    help="Art past the cut, in mm (a bare --bleed is 3 mm). Around every card when it fits, "
    "otherwise around the grid only (you are told).",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["pdf", "png", "tts"]),
    default="pdf",
    show_default=True,
    help="Print sheets, one 300 dpi image per card, or Tabletop Simulator sheets.",
)
@click.option(
    "--out",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("build/cards"),
    show_default=True,
    help="Output folder (the render cache goes in its .sortie-cache folder).",
)
@click.option(
    "--duplex",
    type=click.Choice(["long-edge", "short-edge"]),
    default="long-edge",
    show_default=True,
    help="How the printer flips the sheet for the backs.",
)
@click.option(
    "--back-offset-x",
    type=float,
    default=0.0,
    help="Move the backs by this many mm (see the alignment page).",
)
@click.option(
    "--back-offset-y",
    type=float,
    default=0.0,
    help="Move the backs by this many mm (see the alignment page).",
)
@click.option(
    "--test-page/--no-test-page",
    default=True,
    show_default=True,
    help="Add the alignment test pages.",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    help="Processes to render with (default: one per available core).",
)
@click.option(
    "--url-base", help="For tts: the URL the sheet images will be uploaded to (default: file URLs)."
)
@user_errors
def cards_command(
    content_dir: list[Path],
    game: str | None,
    kind: str | None,
    deck: Path | None,
    paper: str,
    bleed: float,
    output_format: str,
    out: Path,
    duplex: str,
    back_offset_x: float,
    back_offset_y: float,
    test_page: bool,
    jobs: int | None,
    url_base: str | None,
) -> None:
    """Write printable card sheets (PDF), card images (PNG) or Tabletop Simulator sheets.

    PDFs hold nine poker-size cards (63 × 88 mm) a page with cut marks, each fronts page
    followed by its backs mirrored for duplex printing, and an alignment test at the end.
    Exit status: 0 when written, 1 when --deck is not legal (nothing is written), 2 on bad
    input.
    """
    from ..content import load_checked
    from .build import PrintSettings, default_cache, make_printer
    from .layout import PAPERS, Duplex

    if deck is not None and kind is not None:
        raise click.UsageError("--deck prints the deck's own cards: leave out --kind")
    content = load_checked(content_dir)
    printer = make_printer(content, default_cache(out), jobs, sys.stderr)
    groups = _deck_groups(printer, deck, game) if deck else _kind_groups(printer, game, kind)
    settings = PrintSettings(
        PAPERS[paper], bleed, Duplex(duplex), back_offset_x, back_offset_y, test_page
    )
    if output_format == "pdf":
        outcome = _pdfs(printer, groups, out, settings)
    elif output_format == "png":
        if bleed:
            click.echo(
                "sortie: note: --bleed applies to PDF sheets; images are cut at the trim", err=True
            )
        outcome = _images(printer, groups, out)
    else:
        outcome = _tts(printer, groups, out, url_base)
    for note in outcome.notes:
        click.echo(f"sortie: note: {note}", err=True)
    for path in outcome.written:
        click.echo(path)
    for path in outcome.unchanged:
        click.echo(path)
    click.echo(
        f"{len(outcome.written)} file(s) written, {len(outcome.unchanged)} up to date, "
        f"{outcome.rendered} card side(s) drawn",
        err=True,
    )


Group = tuple[str, list["CardFace"]]
"""An output's name and its cards in order."""


def _kind_groups(printer: Printer, game: str | None, kind: str | None) -> list[Group]:
    catalogue = printer.catalogue
    games = [game] if game is not None else list(printer.catalogue.content.games)
    for game_id in games:
        catalogue.game(game_id)
    groups: list[Group] = []
    for game_id in games:
        kinds = catalogue.kinds(game_id)
        if kind is not None:
            if game is None and all(k.folder != kind for k in kinds):
                continue
            kinds = [catalogue.kind(game_id, kind)]
        for each in kinds:
            faces = catalogue.faces(game_id, each.folder)
            if faces:
                groups.append((f"{game_id}-{each.folder}", faces))
    if not groups:
        what = f"kind {kind!r}" if kind else "cards"
        where = f"game {game!r}" if game else "any game"
        raise SortieError(f"no {what} to print in {where}")
    return groups


def _deck_groups(printer: Printer, path: Path, game: str | None) -> list[Group]:
    from ..decks import check_deck, format_verdict, read_deck

    deck = read_deck(path, printer.catalogue.content)
    if game is not None and deck.game.id != game:
        raise SortieError(f"{path} is a {deck.game.id} deck, not {game}")
    verdict = check_deck(deck)
    if not verdict.valid or verdict.warnings:
        for line in format_verdict(verdict):
            click.echo(line, err=True)
    if not verdict.valid:
        click.echo("sortie: the deck is not legal: nothing written", err=True)
        sys.exit(EXIT_INVALID)
    return [(path.stem, printer.catalogue.deck_faces(deck))]


def _pdfs(printer: Printer, groups: list[Group], out: Path, settings: PrintSettings) -> Outcome:
    from .build import PdfJob

    jobs = [
        PdfJob(out / f"{name}-{settings.paper.id}.pdf", tuple(faces), settings)
        for name, faces in groups
    ]
    return printer.pdfs(jobs)


def _images(printer: Printer, groups: list[Group], out: Path) -> Outcome:
    from .build import ImageJob

    jobs: dict[Path, ImageJob] = {}
    for _name, faces in groups:
        for face in faces:
            front = out / face.game / face.kind / f"{face.id}.png"
            back_name = face.back.rsplit("/", 1)[-1].removesuffix(".html.j2")
            back = out / face.game / "backs" / f"{back_name}.png"
            jobs.setdefault(front, ImageJob(front, face))
            jobs.setdefault(back, ImageJob(back, face, back=True))
    return printer.images(list(jobs.values()))


def _tts(printer: Printer, groups: list[Group], out: Path, url_base: str | None) -> Outcome:
    from .build import Outcome

    outcome = Outcome()
    for name, faces in groups:
        outcome.add(printer.tts(faces, out, name, url_base))
    return outcome
