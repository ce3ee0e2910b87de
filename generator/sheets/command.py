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
from ..destinations import check_writable_folder
from ..display import echo
from ..exceptions import DeckFileError, SortieError
from ..problems import Problem
from .layout import PAPERS as _PAPERS
from .layout import PRINTER_MARGIN
from .options import (
    BLEED_MAX,
    COPIES_MAX,
    MARGIN_MAX,
    OFFSET_MAX,
    SPACING_MAX,
    CardsCommand,
    Millimetres,
    Quantity,
)

PAPER_IDS = tuple(_PAPERS)
SINGLE_BLEED = 3.0
"""The most bleed a card image can have (``images.SINGLE_BLEED``, not imported: the CLI
starts without the image stack)."""

if TYPE_CHECKING:
    from ..content import Content
    from ..decks import DeckInput
    from .build import Outcome, Printer, PrintSettings
    from .faces import CardFace

DEFAULT_BLEED = 3.0
"""The bleed of a bare ``--bleed``."""

MM = "Millimetres"


@click.command("cards", cls=CardsCommand)
@content_option
@click.option("--game", help="Only this game's cards (default: every game with card designs).")
@click.option("--kind", help="Only this kind of card, e.g. aircraft or doctrine.")
@click.option(
    "--deck",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Print exactly the cards of this deck file (copies included), once it is legal.",
)
@click.option(
    "--combine",
    is_flag=True,
    help="One PDF for every selected kind, packed nine to a sheet, with one alignment test.",
)
@click.option(
    "--copies",
    type=click.IntRange(1, COPIES_MAX),
    default=1,
    show_default=True,
    help="Copies of every selected card.",
)
@click.option(
    "--quantity",
    "quantities",
    type=Quantity(),
    multiple=True,
    help="CARD-ID=N: N copies of this card instead of --copies (0 leaves it out); repeat it.",
)
@click.option(
    "--paper",
    type=click.Choice(list(PAPER_IDS)),
    default="a4",
    show_default=True,
    help="Paper size of the PDF.",
)
@click.option(
    "--bleed",
    type=Millimetres(0.0, BLEED_MAX),
    is_flag=False,
    flag_value=DEFAULT_BLEED,
    default=0.0,
    metavar="[MM]",
    help="Art past the cut, 0 to 6 mm (a bare --bleed is 3 mm). Around every card when it "
    "fits, otherwise around the grid only (you are told). Backs always bleed where there is "
    "room. PNG: at most 3 mm.",
)
@click.option(
    "--margin",
    type=Millimetres(0.0, MARGIN_MAX),
    default=PRINTER_MARGIN,
    show_default=True,
    envvar="SORTIE_PRINTER_MARGIN",
    show_envvar=True,
    help="The printer margin in mm: nothing is drawn closer to the paper's edge.",
)
@click.option(
    "--spacing",
    type=Millimetres(0.0, SPACING_MAX),
    default=0.0,
    show_default=True,
    help="Gap between cards in mm, on top of any bleed.",
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
    envvar="SORTIE_DUPLEX",
    show_envvar=True,
    help="How the printer flips the sheet for the backs.",
)
@click.option(
    "--back-offset-x",
    type=Millimetres(-OFFSET_MAX, OFFSET_MAX),
    default=0.0,
    envvar="SORTIE_BACK_OFFSET_X",
    show_envvar=True,
    help="Move the backs by this many mm, -10 to 10 (read it on the alignment test).",
)
@click.option(
    "--back-offset-y",
    type=Millimetres(-OFFSET_MAX, OFFSET_MAX),
    default=0.0,
    envvar="SORTIE_BACK_OFFSET_Y",
    show_envvar=True,
    help="Move the backs by this many mm, -10 to 10 (read it on the alignment test).",
)
@click.option(
    "--test-page/--no-test-page",
    default=True,
    show_default=True,
    help="Add the two alignment test pages (one sheet printed on both sides).",
)
@click.option(
    "--jobs",
    type=click.IntRange(1, 64),
    help="Processes to render with (default: one per available core).",
)
@click.option(
    "--url-base",
    help="For tts: the URL the sheet images will be uploaded to (default: file URLs).",
)
@user_errors
def cards_command(
    content_dir: list[Path],
    game: str | None,
    kind: str | None,
    deck: Path | None,
    combine: bool,
    copies: int,
    quantities: tuple[tuple[str, int], ...],
    paper: str,
    bleed: float,
    margin: float,
    spacing: float,
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
    followed by its backs mirrored for duplex printing, and a two-page alignment test at
    the end. Exit status: 0 when written, 1 when --deck is not legal (nothing is written),
    2 on bad input.
    """
    from ..content import load_checked
    from .build import PrintSettings, default_cache, make_printer
    from .layout import PAPERS, Duplex, check_fits

    if deck is not None and (kind is not None or combine or copies != 1 or quantities):
        raise click.UsageError(
            "--deck prints exactly the deck's cards: leave out --kind, --combine, --copies "
            "and --quantity"
        )
    if output_format == "png" and bleed > SINGLE_BLEED:
        raise click.BadParameter(
            f"images take at most {SINGLE_BLEED:g} mm of bleed (got {bleed:g})",
            param_hint="'--bleed'",
        )
    try:
        check_fits(PAPERS[paper], margin, spacing)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="'--margin' / '--spacing'") from None
    # Before any drawing: a destination that cannot be written costs one line, not minutes.
    check_writable_folder(out)
    content = load_checked(content_dir)
    printer = make_printer(content, default_cache(out), jobs, sys.stderr)
    if deck:
        groups = _deck_groups(printer, deck, game)
    else:
        groups = _copies(_kind_groups(printer, game, kind), copies, dict(quantities))
        if combine:
            groups = [_combined(groups)]
    settings = PrintSettings(
        PAPERS[paper],
        bleed,
        Duplex(duplex),
        back_offset_x,
        back_offset_y,
        test_page,
        margin,
        spacing,
    )
    try:
        if output_format == "pdf":
            outcome = _pdfs(printer, groups, out, settings)
        elif output_format == "png":
            outcome = _images(printer, groups, out, bleed)
        else:
            if bleed:
                echo(
                    "sortie: note: --bleed does not apply to Tabletop Simulator sheets: they are "
                    "cut at the trim",
                    err=True,
                )
            outcome = _tts(printer, groups, out, url_base)
        # After drawing: the sheets' own layout measured their cards (only cards no sheet drew
        # are laid out for it).
        _warn_overflow(printer, groups)
    except OSError as error:
        where = error.filename or out
        raise SortieError(f"cannot write to {where}: {error.strerror or error}") from None
    for note in outcome.notes:
        echo(f"sortie: note: {note}", err=True)
    for path in outcome.written:
        echo(path)
    for path in outcome.unchanged:
        echo(path)
    echo(
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


def _warn_overflow(printer: Printer, groups: list[Group]) -> None:
    """Say where a card's text would be cut off in print (a warning: the cards are still
    printed, the user decides)."""
    from .overflow import overflow_problems

    problems = overflow_problems(printer, [f for _, faces in groups for f in faces])
    for problem in problems:
        echo(problem.format(), err=True)


def _copies(groups: list[Group], copies: int, quantities: dict[str, int]) -> list[Group]:
    """Every card ``copies`` times, or as many times as its ``--quantity`` says."""
    known = {face.id for _, faces in groups for face in faces}
    unknown = sorted(set(quantities) - known)
    if unknown:
        from difflib import get_close_matches

        lines = []
        for card_id in unknown:
            close = get_close_matches(card_id, sorted(known), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            lines.append(f"--quantity {card_id}: no such card among those selected{hint}")
        raise SortieError("; ".join(lines))
    counted = [
        (name, [f for f in faces for _ in range(quantities.get(f.id, copies))])
        for name, faces in groups
    ]
    kept = [(name, faces) for name, faces in counted if faces]
    if not kept:
        raise SortieError("every selected card has a quantity of 0: nothing to print")
    return kept


def _combined(groups: list[Group]) -> Group:
    """Every selected card in one group, kind after kind, to share sheets."""
    games = sorted({f.game for _, faces in groups for f in faces})
    name = f"{games[0]}-all" if len(games) == 1 else "all"
    return name, [face for _, faces in groups for face in faces]


def _deck_groups(printer: Printer, path: Path, game: str | None) -> list[Group]:
    from ..decks import check_deck, format_verdict, read_deck

    content = printer.catalogue.content
    deck = read_deck(path, content)
    if game is not None and deck.game.id != game:
        raise SortieError(f"{path} is a {deck.game.id} deck, not {game}")
    if not deck.support.printable:
        raise DeckFileError([_not_printable(deck, content)])
    verdict = check_deck(deck)
    if not verdict.valid or verdict.warnings:
        for line in format_verdict(verdict, deck.support.summary):
            echo(line, err=True)
    if not verdict.valid:
        echo("sortie: the deck is not legal: nothing written", err=True)
        sys.exit(EXIT_INVALID)
    return [(path.stem, printer.catalogue.deck_faces(deck))]


def _not_printable(deck: DeckInput, content: Content) -> Problem:
    """Why a deck file of a game whose decks have no cards to print is refused (a Down In
    Flames set-up or a Fighters in Sight force would give a PDF without a card)."""
    from ..games import systems

    def named(game_id: str) -> str:
        game = content.games.get(game_id)
        name = game.info.name.en if game is not None and game.info is not None else None
        return f"{name} ({game_id})" if name else game_id

    printable = [g for g, s in systems().items() if s.decks is not None and s.decks.printable]
    message = (
        f"sortie cards --deck prints the decks of {', '.join(map(named, printable)) or 'no game'}"
        f" only; this is a {named(deck.game.id)} file, whose cards it cannot print"
    )
    return Problem(deck.path, deck.data.key_line("game"), "game", message)


def _pdfs(printer: Printer, groups: list[Group], out: Path, settings: PrintSettings) -> Outcome:
    from .build import PdfJob, pdf_title

    jobs = [
        PdfJob(
            out / f"{name}-{settings.paper.id}.pdf",
            tuple(faces),
            settings,
            pdf_title(faces, settings.paper.name),
        )
        for name, faces in groups
    ]
    return printer.pdfs(jobs)


def _images(printer: Printer, groups: list[Group], out: Path, bleed: float) -> Outcome:
    from .build import ImageJob

    jobs: dict[Path, ImageJob] = {}
    for _name, faces in groups:
        for face in faces:
            front = out / face.game / face.kind / f"{face.id}.png"
            back_name = face.back.rsplit("/", 1)[-1].removesuffix(".html.j2")
            back = out / face.game / "backs" / f"{back_name}.png"
            jobs.setdefault(front, ImageJob(front, face, bleed=bleed))
            jobs.setdefault(back, ImageJob(back, face, back=True, bleed=bleed))
    return printer.images(list(jobs.values()))


def _tts(printer: Printer, groups: list[Group], out: Path, url_base: str | None) -> Outcome:
    from .build import Outcome

    outcome = Outcome()
    for name, faces in groups:
        outcome.add(printer.tts(faces, out, name, url_base))
    return outcome
