"""What a print run is asked for: the layout settings, the PDFs and images to write, and
what the run did (``pipeline.py`` carries it out)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .images import PNG_DPI
from .layout import (
    DESIGN_SIZE,
    PAPERS,
    PRINTER_MARGIN,
    CardSize,
    Duplex,
    Imposition,
    Paper,
    SheetLayout,
    default_bleed,
    plan_bleed,
)

if TYPE_CHECKING:
    from .cardface import CardFace


@dataclass(frozen=True)
class PrintSettings:
    """How cards are laid out: paper, bleed, duplex flip, printer calibration, and nine to a
    sheet or one to a page."""

    paper: Paper = PAPERS["a4"]
    bleed: float | None = None
    """Art past the cut in mm; None: the layout's default (``default_bleed`` on sheets,
    ``single_bleed`` for a card alone)."""
    duplex: Duplex = Duplex.LONG_EDGE
    back_offset_x: float = 0.0
    back_offset_y: float = 0.0
    test_page: bool = True
    """Add the two alignment test pages after the cards."""
    margin: float = PRINTER_MARGIN
    spacing: float = 0.0
    imposition: Imposition = Imposition.SHEET
    card_size: CardSize = DESIGN_SIZE
    """The size a card printed alone is cut to (``--card-size``); sheets print the design's."""

    @property
    def single_bleed(self) -> float:
        """The bleed round a card printed alone (``--layout single``): the card size's
        usual bleed unless one is asked for."""
        return self.card_size.bleed if self.bleed is None else self.bleed

    def sheet_layout(self) -> SheetLayout:
        if self.bleed is None:
            bleed = default_bleed(self.paper, self.margin, self.spacing)
        else:
            bleed = plan_bleed(self.paper, self.bleed, self.margin, self.spacing)
        return SheetLayout(
            self.paper,
            bleed,
            self.duplex,
            self.back_offset_x,
            self.back_offset_y,
            self.margin,
            self.spacing,
        )


@dataclass(frozen=True)
class PdfJob:
    """One PDF to write: cards in order, laid out 9 to a sheet with a backs page each."""

    path: Path
    faces: tuple[CardFace, ...]
    settings: PrintSettings = PrintSettings()
    title: str = "Sortie cards"
    """The document title viewers show (and print dialogs use as the job name)."""


def pdf_title(faces: Sequence[CardFace], paper: str) -> str:
    """``<game's name> cards: Traits, Doctrine (A4)``."""
    games = dict.fromkeys(
        f.content.info.name.en if f.content.info is not None else f.game for f in faces
    )
    kinds = dict.fromkeys(f.entry.kind.title for f in faces)
    return f"{', '.join(games)} cards: {', '.join(kinds)} ({paper})"


@dataclass(frozen=True)
class ImageJob:
    """One card image to write (a front, or the back of ``face``)."""

    path: Path
    face: CardFace
    back: bool = False
    dpi: float = PNG_DPI
    bleed: float = 0.0
    size: CardSize = DESIGN_SIZE
    palette: bool = False
    """256 colours, no dithering: a third of the bytes for the site's card pictures, which
    are flat colour and text (a print image keeps every colour)."""


@dataclass
class Outcome:
    """What a run did, for the command's report and the tests."""

    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    rendered: int = 0
    """Card sides drawn by WeasyPrint in this run."""
    notes: list[str] = field(default_factory=list)

    def add(self, other: Outcome) -> None:
        self.written += other.written
        self.unchanged += other.unchanged
        self.rendered += other.rendered
        self.notes += [n for n in other.notes if n not in self.notes]
