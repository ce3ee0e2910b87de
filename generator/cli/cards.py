"""``sortie cards``: print-and-play PDFs, card images and Tabletop Simulator sheets.

The click layer over ``generator/sheets/printing.py``, which ``generator/cli`` imports
only when the command runs (``_Commands``). It follows the CLI's conventions: a user
error prints a message and exits 2 without a traceback; a deck that breaks a rule prints
its verdict, writes nothing and exits 1. Everything heavy is imported only once the
arguments are checked.

``generator/site/cards.py`` is the same role on the site (the Print page and each card's PDF
links).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..destinations import check_writable_folder
from ..exceptions import OptionError
from ..sheets.layout import CARD_SIZES, DESIGN_SIZE, PRINTER_MARGIN, Imposition
from ..sheets.layout import PAPERS as _PAPERS
from ..sheets.printing import FORMATS, Selection
from ..words.display import echo
from .cardoptions import (
    BLEED_MAX,
    COPIES_MAX,
    MARGIN_MAX,
    OFFSET_MAX,
    SPACING_MAX,
    CardsCommand,
    Decorator,
    Millimetres,
    Quantity,
    grouped,
)
from .common import EXIT_INVALID, content_option, printed_language_option, user_errors

if TYPE_CHECKING:
    from ..sheets.jobs import PrintSettings

PAPER_IDS = tuple(_PAPERS)

DEFAULT_BLEED = 3.0
"""The bleed of a bare ``--bleed``."""

MM = "Millimetres"


SELECTION_OPTIONS = (
    click.option("--game", help="Only this game's cards (default: every game with card designs)."),
    click.option("--kind", help="Only this kind of card (a folder of the game's content)."),
    click.option(
        "--deck",
        type=click.Path(path_type=Path, dir_okay=False),
        help="Print exactly the cards of this deck file (copies included), once it is legal.",
    ),
    click.option(
        "--combine",
        is_flag=True,
        help="One PDF for every selected kind, packed nine to a sheet, with one alignment test.",
    ),
    click.option(
        "--copies",
        type=click.IntRange(1, COPIES_MAX),
        default=1,
        show_default=True,
        help="Copies of every selected card.",
    ),
    click.option(
        "--quantity",
        "quantities",
        type=Quantity(),
        multiple=True,
        help="CARD-ID=N: N copies of this card instead of --copies (0 leaves it out); repeat it.",
    ),
)
"""Which cards to print: they make the command's ``selection``."""


def _back_offset_option(axis: str) -> Decorator:
    """``--back-offset-x`` or ``--back-offset-y``: the two axes take the same values."""
    return click.option(
        f"--back-offset-{axis}",
        type=Millimetres(-OFFSET_MAX, OFFSET_MAX),
        default=0.0,
        envvar=f"SORTIE_BACK_OFFSET_{axis.upper()}",
        show_envvar=True,
        help="Move the backs by this many mm, -10 to 10 (read it on the alignment test).",
    )


LAYOUT_OPTIONS = (
    click.option(
        "--paper",
        type=click.Choice(list(PAPER_IDS)),
        default="a4",
        show_default=True,
        help="Paper size of the PDF.",
    ),
    click.option(
        "--bleed",
        type=Millimetres(0.0, BLEED_MAX),
        is_flag=False,
        flag_value=DEFAULT_BLEED,
        default=None,
        metavar="[LENGTH]",
        help="Art past the cut, 0 to 6 mm, in mm or inches (3, 3mm, 0.125in; a bare --bleed is "
        "3 mm, 0 is none; default: as much as the paper allows, see the README, and with "
        "--layout single the card size's usual bleed). Around every card when it fits, "
        "otherwise around the grid only (you are told). Backs always bleed where there is "
        "room. PNG: none by default.",
    ),
    click.option(
        "--card-size",
        type=click.Choice(list(CARD_SIZES)),
        default=DESIGN_SIZE.id,
        show_default=True,
        help="With --layout single or --format png: the size the cards are cut to, the design "
        "scaled to it (poker: 2.5 × 3.5 in, 1/8 in bleed, as print services sell them). "
        "Sheets print 63 × 88 mm cards.",
    ),
    click.option(
        "--layout",
        type=click.Choice([i.value for i in Imposition]),
        default=Imposition.SHEET.value,
        show_default=True,
        help="sheet: nine cards a page with cut marks and duplex backs; single: one card side a "
        "page (card size plus bleed), each front followed by its back, or one PNG per side, for "
        "print services.",
    ),
    click.option(
        "--margin",
        type=Millimetres(0.0, MARGIN_MAX),
        default=PRINTER_MARGIN,
        show_default=True,
        envvar="SORTIE_PRINTER_MARGIN",
        show_envvar=True,
        help="The printer margin in mm: nothing is drawn closer to the paper's edge.",
    ),
    click.option(
        "--spacing",
        type=Millimetres(0.0, SPACING_MAX),
        default=0.0,
        show_default=True,
        help="Gap between cards in mm, on top of any bleed.",
    ),
    click.option(
        "--duplex",
        type=click.Choice(["long-edge", "short-edge"]),
        default="long-edge",
        show_default=True,
        envvar="SORTIE_DUPLEX",
        show_envvar=True,
        help="How the printer flips the sheet for the backs.",
    ),
    _back_offset_option("x"),
    _back_offset_option("y"),
    click.option(
        "--test-page/--no-test-page",
        default=True,
        show_default=True,
        help="Add the two alignment test pages (one sheet printed on both sides).",
    ),
)
"""How the cards are laid out on paper: they make the command's ``settings``."""


def _selection(
    game: str | None,
    kind: str | None,
    deck: Path | None,
    combine: bool,
    copies: int,
    quantities: tuple[tuple[str, int], ...],
) -> Selection:
    if deck is not None and (kind is not None or combine or copies != 1 or quantities):
        raise click.UsageError(
            "--deck prints exactly the deck's cards: leave out --kind, --combine, --copies "
            "and --quantity"
        )
    return Selection(game, kind, deck, combine, copies, dict(quantities))


def _settings(
    paper: str,
    bleed: float | None,
    card_size: str,
    layout: str,
    margin: float,
    spacing: float,
    duplex: str,
    back_offset_x: float,
    back_offset_y: float,
    test_page: bool,
) -> PrintSettings:
    from ..sheets.jobs import PrintSettings
    from ..sheets.layout import Duplex

    return PrintSettings(
        _PAPERS[paper],
        bleed,
        Duplex(duplex),
        back_offset_x,
        back_offset_y,
        test_page,
        margin,
        spacing,
        Imposition(layout),
        CARD_SIZES[card_size],
    )


@click.command("cards", cls=CardsCommand)
@content_option
@grouped("selection", SELECTION_OPTIONS, _selection)
@grouped("settings", LAYOUT_OPTIONS, _settings)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(FORMATS),
    default="pdf",
    show_default=True,
    help="Print sheets, one 300 dpi image per card, or Tabletop Simulator sheets.",
)
@click.option(
    "--out",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("build/cards"),
    show_default=True,
    help="Output folder: only the files printed go in it (the render cache is kept with "
    "Sortie's other caches).",
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
@printed_language_option("card names, texts and labels")
@user_errors
def cards_command(
    content_dir: list[Path],
    selection: Selection,
    settings: PrintSettings,
    output_format: str,
    out: Path,
    jobs: int | None,
    url_base: str | None,
    language: str,
) -> None:
    """Write printable card sheets (PDF), card images (PNG) or Tabletop Simulator sheets.

    PDFs hold nine poker-size cards (63 × 88 mm) a page with cut marks, each fronts page
    followed by its backs mirrored for duplex printing, and a two-page alignment test at
    the end; with --layout single, one card side a page for a print service. Exit status: 0 when written, 1 when --deck is not legal (nothing is written),
    2 on bad input.
    """
    from ..sheets.layout import check_fits
    from ..sheets.printing import print_cards

    single = settings.imposition == Imposition.SINGLE
    if single and output_format == "tts":
        raise click.BadParameter(
            "Tabletop Simulator sheets are always sheets: leave out --layout single",
            param_hint="'--layout'",
        )
    sheets = output_format == "tts" or (output_format == "pdf" and not single)
    if settings.card_size != DESIGN_SIZE and sheets:
        raise click.BadParameter(
            f"sheets print {DESIGN_SIZE.name} cards: --card-size {settings.card_size.id} is for "
            "--layout single and --format png",
            param_hint="'--card-size'",
        )
    try:
        check_fits(settings.paper, settings.margin, settings.spacing)
    except OptionError as error:
        raise click.BadParameter(str(error), param_hint="'--margin' / '--spacing'") from None
    # Before any drawing: a destination that cannot be written costs one line, not minutes.
    check_writable_folder(out)
    printout = print_cards(
        content_dir,
        selection,
        settings,
        output_format,
        out,
        jobs,
        url_base,
        language,
        sys.stderr,
        lambda line: echo(line, err=True),
    )
    if printout.outcome is None:
        echo("sortie: the deck is not legal: nothing written", err=True)
        sys.exit(EXIT_INVALID)
    outcome, overflow = printout.outcome, printout.overflow
    for problem in overflow:
        echo(problem.format(), err=True)
    for note in outcome.notes:
        echo(f"sortie: note: {note}", err=True)
    for path in [*outcome.written, *outcome.unchanged]:
        echo(path)
    echo(
        f"{len(outcome.written)} file(s) written, {len(outcome.unchanged)} up to date, "
        f"{outcome.rendered} card side(s) drawn",
        err=True,
    )
