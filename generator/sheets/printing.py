"""``sortie cards``'s library side: which cards to print (a game's kinds, or a deck file's
cards once it is legal) and writing them as PDFs, images or Tabletop Simulator sheets.

The command line (``generator/cli/cards.py``) reads the options and reports; this module
raises SortieError for what the user must change and never prints.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from ..exceptions import DeckFileError, SortieError
from ..problems import Problem

if TYPE_CHECKING:
    from ..reading.loaded import Content
    from ..verdicts.reports import DeckInput
    from .cardface import CardFace
    from .jobs import Outcome, PrintSettings
    from .pipeline import Printer

Group = tuple[str, list["CardFace"]]
"""An output's name and its cards in order."""

FORMATS = ("pdf", "png", "tts")
"""Print sheets, one image per card, Tabletop Simulator sheets."""


@dataclass(frozen=True)
class Selection:
    """Which cards to print: every card of the games and kinds named (each ``copies`` times,
    or as ``quantities`` says), or exactly the cards of the ``deck`` file."""

    game: str | None = None
    kind: str | None = None
    deck: Path | None = None
    combine: bool = False
    """Every selected card in one output, to share sheets."""
    copies: int = 1
    quantities: Mapping[str, int] = field(default_factory=dict)


@dataclass
class Chosen:
    """The cards chosen, by output; for a deck, its verdict's lines and whether it is legal
    (nothing is printed of a deck that is not)."""

    groups: list[Group]
    verdict: list[str] = field(default_factory=list)
    legal: bool = True
    notes: tuple[str, ...] = ()
    """Where the printout cannot follow a deck file (``Printed.notes``)."""


@dataclass
class Printout:
    """What ``print_cards`` did: the cards chosen, and what was written (None when the deck
    is not legal and nothing was)."""

    chosen: Chosen
    outcome: Outcome | None
    overflow: list[Problem]
    """Where a card's text would be cut off in print (warnings)."""


def print_cards(
    roots: Sequence[Path],
    selection: Selection,
    settings: PrintSettings,
    form: str,
    out: Path,
    jobs: int | None,
    url_base: str | None,
    language: str,
    progress: TextIO,
    say: Callable[[str], None],
) -> Printout:
    """``sortie cards`` from start to end: load the content of ``roots``, choose the cards,
    and write them unless the deck chosen is not legal. The verdict's lines go to ``say`` as
    soon as the deck is checked, before anything is drawn; the drawing's progress to
    ``progress``."""
    from ..reading.content import load_checked
    from .cache import print_cache
    from .pipeline import make_printer
    from .render import Designs

    content = load_checked(roots)
    # The render cache lives with Sortie's other caches, never in the output folder.
    with print_cache() as cache:
        printer = make_printer(content, cache, jobs, progress, designs=Designs(language=language))
        chosen = choose(printer, selection)
        for line in chosen.verdict:
            say(line)
        if not chosen.legal:
            return Printout(chosen, None, [])
        outcome, overflow = write(printer, chosen.groups, settings, form, out, url_base)
    outcome.notes[:0] = chosen.notes
    return Printout(chosen, outcome, overflow)


def choose(printer: Printer, selection: Selection) -> Chosen:
    """The cards ``selection`` names. SortieError for an unknown game, kind or card, or a
    selection with nothing to print; DeckFileError for a deck file that cannot be read or
    whose game's decks have no cards to print."""
    if selection.deck is not None:
        return _deck_cards(printer, selection.deck, selection.game)
    groups = _kind_groups(printer, selection.game, selection.kind)
    groups = _copies(groups, selection.copies, selection.quantities)
    return Chosen([_combined(groups)] if selection.combine else groups)


def write(
    printer: Printer,
    groups: list[Group],
    settings: PrintSettings,
    form: str,
    out: Path,
    url_base: str | None = None,
) -> tuple[Outcome, list[Problem]]:
    """Write ``groups`` in the ``form`` asked for (one of ``FORMATS``), and say where a
    card's text would be cut off in print (a warning: the cards are printed all the same).
    SortieError when ``out`` cannot be written."""
    try:
        if form == "pdf":
            outcome = _pdfs(printer, groups, out, settings)
        elif form == "png":
            outcome = _images(printer, groups, out, settings)
        else:
            outcome = _tts(printer, groups, out, url_base)
            if settings.bleed:
                note = (
                    "--bleed does not apply to Tabletop Simulator sheets: they are cut at the trim"
                )
                outcome.notes.insert(0, note)
        # After drawing: the sheets' own layout measured their cards (only cards no sheet
        # drew are laid out for it).
        return outcome, _overflow(printer, groups)
    except OSError as error:
        where = error.filename or out
        raise SortieError(f"cannot write to {where}: {error.strerror or error}") from None


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


def _overflow(printer: Printer, groups: list[Group]) -> list[Problem]:
    from .overflow import overflow_problems

    return overflow_problems(printer, [f for _, faces in groups for f in faces])


def _copies(groups: list[Group], copies: int, quantities: Mapping[str, int]) -> list[Group]:
    """Every card ``copies`` times, or as many times as its ``--quantity`` says."""
    known = {face.id for _, faces in groups for face in faces}
    unknown = sorted(set(quantities) - known)
    if unknown:
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


def _deck_cards(printer: Printer, path: Path, game: str | None) -> Chosen:
    from ..verdicts.reports import check_deck, format_verdict, read_deck

    content = printer.catalogue.content
    deck = read_deck(path, content)
    if game is not None and deck.game.id != game:
        raise SortieError(f"{path} is a {deck.game.id} deck, not {game}")
    if deck.support.printed is None:
        raise DeckFileError([_not_printable(deck, content)])
    verdict = check_deck(deck)
    said = format_verdict(verdict, deck.support.summary)
    shown = said if not verdict.valid or verdict.warnings else []
    if not verdict.valid:
        return Chosen([], shown, legal=False)
    printed = deck.support.printed(deck.game, deck.deck)
    faces = printer.catalogue.deck_faces(deck, printed)
    return Chosen([(path.stem, faces)], shown, notes=printed.notes)


def _not_printable(deck: DeckInput, content: Content) -> Problem:
    """Why a deck file of a game with no cards to print is refused, in the game's words
    (``DeckSupport.no_cards``): a file that would give a PDF without a card."""
    game = content.games.get(deck.game.id)
    name = game.info.name.en if game is not None and game.info is not None else deck.game.id
    message = f"no cards to print for this game ({name}): {deck.support.no_cards}"
    return Problem(deck.path, deck.data.key_line("game"), "game", message)


def _pdfs(printer: Printer, groups: list[Group], out: Path, settings: PrintSettings) -> Outcome:
    from .jobs import PdfJob, pdf_title
    from .layout import Imposition

    single = settings.imposition is Imposition.SINGLE
    suffix, size = ("single", "one card a page") if single else (settings.paper.id, None)
    jobs = [
        PdfJob(
            out / f"{name}-{suffix}.pdf",
            tuple(faces),
            settings,
            pdf_title(faces, size or settings.paper.name),
        )
        for name, faces in groups
    ]
    return printer.pdfs(jobs)


def _images(printer: Printer, groups: list[Group], out: Path, settings: PrintSettings) -> Outcome:
    """One image per card side: each distinct side once (``<game>/<kind>/<id>.png``, the
    backs in ``<game>/backs``), or with ``--layout single`` the files a print service takes:
    every card of each output in order, copies included, as front and back pairs that sort
    together (``<output>/001-<id>-front.png``, ``001-<id>-back.png``)."""
    from .jobs import ImageJob
    from .layout import Imposition

    jobs: dict[Path, ImageJob] = {}
    if settings.imposition is Imposition.SINGLE:
        bleed = settings.single_bleed
        for name, faces in groups:
            width = max(3, len(str(len(faces))))
            for number, face in enumerate(faces, 1):
                for side in ("front", "back"):
                    path = out / name / f"{number:0{width}d}-{face.id}-{side}.png"
                    jobs[path] = ImageJob(
                        path, face, back=side == "back", bleed=bleed, size=settings.card_size
                    )
        return printer.images(list(jobs.values()))
    bleed = settings.bleed or 0.0
    for _name, faces in groups:
        for face in faces:
            front = out / face.game / face.kind / f"{face.id}.png"
            back_name = face.back.rsplit("/", 1)[-1].removesuffix(".html.j2")
            back = out / face.game / "backs" / f"{back_name}.png"
            size = settings.card_size
            jobs.setdefault(front, ImageJob(front, face, bleed=bleed, size=size))
            jobs.setdefault(back, ImageJob(back, face, back=True, bleed=bleed, size=size))
    return printer.images(list(jobs.values()))


def _tts(printer: Printer, groups: list[Group], out: Path, url_base: str | None) -> Outcome:
    from .jobs import Outcome

    outcome = Outcome()
    for name, faces in groups:
        outcome.add(printer.tts(faces, out, name, url_base))
    return outcome
