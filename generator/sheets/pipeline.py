"""The print pipeline: plan → find what the cache lacks → render it in parallel → assemble.

Every output is planned first and hashed: a page's key is the hash of its cards' keys and
of the page layout, an output's key the hash of its pages. Outputs the manifest already
has are left alone; only the pieces no cache holds go to WeasyPrint, in batches spread over
the processes; outputs are then assembled from cached pieces (PDF pages are copied by
PDFium, images copied as files).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

from ..destinations import write_atomic
from ..words.languages import MAIN
from .alignment import alignment_page
from .cache import RenderCache, copy_out
from .cardface import CardFace
from .faces import Catalogue, chunks
from .images import (
    PNG_DPI,
    TTS_FACES_PER_SHEET,
    ImageBatch,
    ImageTarget,
    TtsCard,
    TtsDeck,
    TtsSheet,
    render_image_batch,
    tts_back,
    tts_deck_key,
    tts_saved_object,
    tts_sheet,
    write_json,
)
from .jobs import ImageJob, Outcome, PdfJob
from .keys import digest
from .layout import (
    DESIGN_SIZE,
    PER_SHEET,
    CardSize,
    Imposition,
    SheetLayout,
)
from .marks import short_marks_note
from .measures import OVERFLOW_VERSION
from .pdfmeta import with_document_settings
from .pool import (
    MAX_CARDS_PER_IMAGE_BATCH,
    MAX_PAGES_PER_BATCH,
    available_cores,
    batch_size,
    deal,
    run,
)
from .progress import Progress
from .render import (
    Designs,
    Page,
    SheetBatch,
    Sides,
    back_page,
    document_html,
    front_page,
    import_weasyprint,
    render_sheet_batch,
    single_document,
    single_pages,
    tiled_backs,
)

if TYPE_CHECKING:
    from ..reading.loaded import Content

T = TypeVar("T")


@dataclass
class _PagePiece:
    """One page of a PDF, cached on its own: fronts, backs, an alignment test page, or one
    side of one card (``single-front``, ``single-back``: ``layout`` is then None)."""

    key: str
    path: Path
    role: str
    layout: SheetLayout | None
    faces: list[CardFace]
    games: list[str]
    bleed: float = 0.0
    """The bleed of a single card's page."""
    size: CardSize = DESIGN_SIZE
    """The size of a single card's page (sheets are of the design's size)."""

    @property
    def group(self) -> str:
        """Pieces of one group can be laid out as one document."""
        single = f"single {self.bleed!r} {self.size.id}"
        kind = repr(self.layout) if self.layout is not None else single
        return f"{kind} {','.join(self.games)}"


@dataclass
class _ImagePiece:
    key: str
    path: Path
    face: CardFace
    back: bool
    dpi: float
    bleed: float
    palette: bool
    size: CardSize = DESIGN_SIZE


class Printer:
    """One print run: the catalogue of cards, the render cache and the worker processes."""

    def __init__(
        self,
        catalogue: Catalogue,
        cache_dir: Path,
        jobs: int | None = None,
        progress: TextIO | None = None,
    ) -> None:
        self.catalogue = catalogue
        self.designs = catalogue.designs
        self.cache = RenderCache(cache_dir)
        self.jobs = max(1, jobs if jobs is not None else available_cores())
        self.progress = progress
        self.sides = Sides(self.designs)
        self._style: dict[tuple[str, ...], str] = {}

    def overflow_path(self, face: CardFace) -> Path:
        """Where the measure of a card drawing is cached (it depends on the CSS and fonts
        too)."""
        key = digest("overflow", OVERFLOW_VERSION, self.style_key([face.game]), face.key)
        return self.cache.piece("overflow", key, ".json")

    def style_key(self, games: Iterable[str]) -> str:
        """The hash of what every page drawn for these games shares (CSS, fonts, code)."""
        return self._style_key(games)

    def _style_key(self, games: Iterable[str]) -> str:
        index = tuple(sorted(set(games)))
        found = self._style.get(index)
        if found is None:
            found = self._style[index] = self.designs.style_key(list(index))
        return found

    # -- PDF sheets -------------------------------------------------------------------------

    def pdfs(self, jobs: Sequence[PdfJob]) -> Outcome:
        """Write every PDF whose cards, designs or layout changed; reuse cached pages.

        Pages are the cached pieces: a kind's backs pages are all alike, so one is drawn
        and the PDF holds it once, however many sheets show it.
        """
        outcome = Outcome()
        plans: list[tuple[PdfJob, str, list[_PagePiece]]] = []
        missing: dict[str, _PagePiece] = {}
        for job in jobs:
            if job.settings.imposition is Imposition.SINGLE:
                pieces = self._single_pieces(job)
            else:
                pieces = self._sheet_pieces(job, outcome)
            output_key = digest("pdf", job.title, *(p.key for p in pieces))
            if self.cache.is_current(job.path, output_key):
                outcome.unchanged.append(job.path)
                continue
            plans.append((job, output_key, pieces))
            for piece in pieces:
                if piece.key not in missing and not piece.path.is_file():
                    missing[piece.key] = piece
        outcome.rendered += self._render_pages(list(missing.values()))
        if plans:
            import pypdfium2 as pdfium

            for job, output_key, pieces in plans:
                _merge_pdfs(
                    pdfium,
                    [p.path for p in pieces],
                    job.path,
                    job.title,
                    job.settings.duplex.value,
                )
                self.cache.record(job.path, output_key)
                outcome.written.append(job.path)
        self.cache.save()
        return outcome

    def _sheet_pieces(self, job: PdfJob, outcome: Outcome) -> list[_PagePiece]:
        """A fronts and a backs page for every nine cards, then the alignment test."""
        layout = job.settings.sheet_layout()
        for note in (layout.bleed.note, short_marks_note(layout)):
            if note and note not in outcome.notes:
                outcome.notes.append(note)
        games = sorted({f.game for f in job.faces}) or ["-"]
        base = digest(self._style_key(games), repr(layout))
        pieces: list[_PagePiece] = []
        for cards in chunks(list(job.faces), PER_SHEET):
            fronts = digest("front", base, *(f.key for f in cards))
            backs = digest("back", base, *(f.back_key for f in cards))
            pieces.append(self._page_piece(fronts, "front", layout, games, cards))
            pieces.append(self._page_piece(backs, "back", layout, games, cards))
        if job.settings.test_page:
            # The test pages hold words of their own: in another language, another drawing
            # (English keys stay as they were). The cards' keys say their language already.
            words = () if self.designs.language == MAIN else (self.designs.words_key,)
            for role in ("test-front", "test-back"):
                key = digest(role, base, *words)
                pieces.append(self._page_piece(key, role, layout, games, []))
        return pieces

    def _single_pieces(self, job: PdfJob) -> list[_PagePiece]:
        """Every card's front, then its back, each on a page of its own."""
        bleed, size = job.settings.single_bleed, job.settings.card_size
        pieces: list[_PagePiece] = []
        for face in job.faces:
            base = digest("single", self._style_key([face.game]), repr(bleed), size.id)
            for role, side in (("single-front", face.key), ("single-back", face.back_key)):
                key = digest(role, base, side)
                piece = self._page_piece(key, role, None, [face.game], [face])
                pieces.append(replace(piece, bleed=bleed, size=size))
        return pieces

    def _page_piece(
        self,
        key: str,
        role: str,
        layout: SheetLayout | None,
        games: list[str],
        faces: list[CardFace],
    ) -> _PagePiece:
        return _PagePiece(key, self.cache.piece("pages", key, ".pdf"), role, layout, faces, games)

    def _render_pages(self, pieces: list[_PagePiece]) -> int:
        """Draw the pages no cache holds; returns the card sides drawn."""
        if not pieces:
            return 0
        groups: dict[str, list[_PagePiece]] = {}
        for piece in pieces:
            groups.setdefault(piece.group, []).append(piece)
        sides = sum(len(p.faces) for p in pieces)
        parts = [
            batch
            for group in groups.values()
            for batch in deal(group, self.jobs, MAX_PAGES_PER_BATCH, lambda piece: piece.role)
        ]
        batches = (self._page_batch(batch) for batch in parts)
        preload = (import_weasyprint,)
        self.run_batches(batches, len(parts), render_sheet_batch, sides, "sheets", preload)
        return sides

    def _page_batch(self, pieces: list[_PagePiece]) -> SheetBatch:
        layout = pieces[0].layout
        pages: list[Page] = []
        parts: list[tuple[int, int, str]] = []
        measures: list[tuple[int, tuple[str, ...]]] = []
        backs: list[tuple[str, Page]] = []
        tiles = None
        test = None
        for piece in pieces:
            if layout is None:
                back = piece.role == "single-back"
                (page,) = single_pages(
                    self.sides, [(piece.faces[0], back)], piece.bleed, piece.size
                )
                if not back:
                    measures.append((len(pages), (str(self.overflow_path(piece.faces[0])),)))
            elif piece.role == "front":
                page = front_page(layout, self.sides, piece.faces)
                # The layout of the sheet measures its cards too (overflow.py): no card is
                # laid out a second time for the overflow warnings.
                paths = tuple(str(self.overflow_path(face)) for face in piece.faces)
                measures.append((len(pages), paths))
            elif piece.role == "back":
                # Drawn once a back (tiles), put together by PDFium after the layout.
                backs.append((str(piece.path), back_page(layout, self.sides, piece.faces)))
                continue
            else:
                test = test if test is not None else alignment_page(layout)
                page = Page(piece.role, test=test)
            parts.append((len(pages), len(pages) + 1, str(piece.path)))
            pages.append(page)
        if layout is None:
            first = pieces[0]
            html = single_document(self.designs, pages, first.games, first.bleed, first.size)
        else:
            size = (layout.paper.width, layout.paper.height)
            tile_pages, tiles = tiled_backs(backs, size)
            pages += tile_pages
            html = document_html(self.designs, pages, size, pieces[0].games, "Sortie cards", layout)
        sides = sum(len(p.faces) for p in pieces)
        return SheetBatch(
            self.designs.document(html, pieces[0].games),
            tuple(parts),
            sides,
            tuple(measures),
            tuple(page.boxes for page in pages),
            tiles,
        )

    # -- card images ------------------------------------------------------------------------

    def _image_piece(
        self,
        face: CardFace,
        back: bool,
        dpi: float,
        bleed: float,
        palette: bool = False,
        size: CardSize = DESIGN_SIZE,
    ) -> _ImagePiece:
        side = face.back_key if back else face.key
        kind = "png-palette" if palette else "png"
        style = self._style_key([face.game])
        key = digest(kind, style, side, repr(dpi), repr(bleed), size.id)
        path = self.cache.piece("images", key, ".png")
        return _ImagePiece(key, path, face, back, dpi, bleed, palette, size)

    def _ensure_images(self, pieces: Iterable[_ImagePiece]) -> int:
        missing: dict[str, _ImagePiece] = {}
        for piece in pieces:
            if piece.key not in missing and not piece.path.is_file():
                missing[piece.key] = piece
        if not missing:
            return 0
        todo = list(missing.values())
        groups: dict[tuple[str, str], list[_ImagePiece]] = {}
        for piece in todo:  # one document a game and card size
            groups.setdefault((piece.face.game, piece.size.id), []).append(piece)
        size = batch_size(len(todo), self.jobs, MAX_CARDS_PER_IMAGE_BATCH)
        parts = [batch for group in groups.values() for batch in chunks(group, size)]
        batches = (self._image_batch(batch) for batch in parts)
        preload = (import_weasyprint, partial(importlib.import_module, "pypdfium2"))
        self.run_batches(batches, len(parts), render_image_batch, len(todo), "images", preload)
        return len(todo)

    def _image_batch(self, pieces: list[_ImagePiece]) -> ImageBatch:
        """One page a card side, with the most bleed any of its images asks for."""
        bleed, size, games = max(p.bleed for p in pieces), pieces[0].size, [pieces[0].face.game]
        pages = single_pages(self.sides, [(p.face, p.back) for p in pieces], bleed, size)
        html = single_document(self.designs, pages, games, bleed, size)
        targets = tuple(
            ImageTarget(number, p.dpi, p.bleed, str(p.path), p.palette, p.size)
            for number, p in enumerate(pieces)
        )
        document = self.designs.document(html, games)
        return ImageBatch(document, targets, len(pieces), tuple(p.boxes for p in pages))

    def images(self, jobs: Sequence[ImageJob]) -> Outcome:
        """Write every card image that is missing or stale; draw only the uncached ones."""
        outcome = Outcome()
        todo: list[tuple[ImageJob, _ImagePiece]] = []
        for job in jobs:
            piece = self._image_piece(job.face, job.back, job.dpi, job.bleed, job.palette, job.size)
            if self.cache.is_current(job.path, piece.key):
                outcome.unchanged.append(job.path)
            else:
                todo.append((job, piece))
        outcome.rendered += self._ensure_images(piece for _, piece in todo)
        for job, piece in todo:
            copy_out(piece.path, job.path)
            self.cache.record(job.path, piece.key)
            outcome.written.append(job.path)
        self.cache.save()
        return outcome

    # -- Tabletop Simulator -----------------------------------------------------------------

    def tts(
        self, faces: Sequence[CardFace], out_dir: Path, name: str, url_base: str | None
    ) -> Outcome:
        """Tabletop Simulator sheets (one deck per card back) and the saved object spawning them."""
        outcome = Outcome()
        by_back: dict[str, list[CardFace]] = {}
        for face in faces:
            by_back.setdefault(face.back_key, []).append(face)
        fronts = {f.key: self._image_piece(f, False, PNG_DPI, 0.0) for f in faces}
        backs = {f.back_key: self._image_piece(f, True, PNG_DPI, 0.0) for f in faces}
        outcome.rendered += self._ensure_images([*fronts.values(), *backs.values()])

        def url(path: Path) -> str:
            if url_base is None:
                return path.resolve().as_uri()
            return f"{url_base.rstrip('/')}/{path.name}"

        decks: list[TtsDeck] = []
        sheet_number = 0
        used: set[int] = set()
        for group in by_back.values():
            back_piece = backs[group[0].back_key]
            back_path = out_dir / f"{name}-tts-back-{len(decks) + 1}.png"
            self._tts_file(
                back_path,
                digest("tts-back", back_piece.key),
                outcome,
                partial(tts_back, back_piece.path),
            )
            unique = list({f.key: f for f in group}.values())
            slots: dict[str, tuple[int, int]] = {}
            sheets: list[TtsSheet] = []
            for sheet_faces in chunks(unique, TTS_FACES_PER_SHEET):
                sheet_number += 1
                path = out_dir / f"{name}-tts-{sheet_number}.png"
                paths = [fronts[f.key].path for f in sheet_faces]
                key = digest("tts", back_piece.key, *(fronts[f.key].key for f in sheet_faces))
                self._tts_file(path, key, outcome, partial(tts_sheet, paths, back_piece.path))
                deck_key = tts_deck_key(key, used)
                sheets.append(TtsSheet(deck_key, url(path), url(back_path)))
                for slot, face in enumerate(sheet_faces):
                    slots[face.key] = (deck_key, slot)
            cards = [TtsCard(f.name, f"{f.kind} · {f.id}", *slots[f.key]) for f in group]
            titles = list(dict.fromkeys(f.entry.kind.title for f in group))
            decks.append(TtsDeck(f"{name}: {', '.join(titles)}", sheets, cards))
        json_path = out_dir / f"{name}-tts.json"
        if write_json(json_path, tts_saved_object(decks, name)):
            outcome.written.append(json_path)
        else:
            outcome.unchanged.append(json_path)
        self.cache.save()
        return outcome

    def _tts_file(
        self, path: Path, key: str, outcome: Outcome, make: Callable[[Path], None]
    ) -> None:
        if self.cache.is_current(path, key):
            outcome.unchanged.append(path)
            return
        make(path)
        self.cache.record(path, key)
        outcome.written.append(path)

    # -- processes --------------------------------------------------------------------------

    def run_batches(
        self,
        batches: Iterable[T],
        count: int,
        worker: Callable[[T], int],
        total: int,
        what: str,
        preload: tuple[Callable[[], object], ...],
    ) -> None:
        progress = Progress(total, f"rendering {what}", self.progress) if self.progress else None
        try:
            run(batches, count, worker, self.jobs, progress, preload)
        finally:
            if progress is not None:
                progress.close()


def _merge_pdfs(pdfium: Any, sources: list[Path], target: Path, title: str, duplex: str) -> None:
    """Put cached one-page PDFs together into ``target`` without drawing anything again.

    Each distinct page is imported once into a library document, then the output takes all
    its pages from the library in one call: PDFium shares the objects of a page repeated
    in one import, so a hundred identical backs pages are stored once. The title and the
    print preferences are added last (``pdfmeta.py``).
    """
    import io

    library = pdfium.PdfDocument.new()
    merged = pdfium.PdfDocument.new()
    index: dict[Path, int] = {}
    try:
        for source in sources:
            if source in index:
                continue
            document = pdfium.PdfDocument(source)
            try:
                library.import_pages(document)
            finally:
                document.close()
            index[source] = len(index)
        merged.import_pages(library, [index[source] for source in sources])
        buffer = io.BytesIO()
        merged.save(buffer)
    finally:
        merged.close()
        library.close()
    write_atomic(target, with_document_settings(buffer.getvalue(), title, duplex))


def make_printer(
    content: Content,
    cache_dir: Path,
    jobs: int | None = None,
    progress: TextIO | None = None,
    designs: Designs | None = None,
) -> Printer:
    return Printer(Catalogue(content, designs or Designs()), cache_dir, jobs, progress)
