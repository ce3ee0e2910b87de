"""The cards the site publishes: standard PDFs per game and kind, a thumbnail per card.

The site build calls ``plan_site_cards(content, out_dir)``, draws the plan and links what its
manifest names: ``manifest.sheets[game][kind][paper]`` is a PDF, ``manifest.card(game, kind,
id)`` a card's thumbnail and the page of its sheet. Everything goes through the render
cache, so a site rebuild with unchanged cards draws nothing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from ..words.languages import MAIN
from .aids import aid_file_name, aid_words, game_aids, write_aids
from .browser import FILE as BROWSER_FILE
from .browser import BrowserCards
from .faces import Catalogue
from .jobs import ImageJob, Outcome, PdfJob, PrintSettings, pdf_title
from .layout import PAPERS, PER_SHEET
from .pipeline import Printer
from .render import Designs

if TYPE_CHECKING:
    from ..reading.loaded import Content
    from .cardface import CardFace

THUMBNAIL_DPI = 150.0
"""372 × 520 px: sharp at 186 CSS px wide on a high-density screen."""

SITE_PAPERS = ("a4", "letter")


@dataclass(frozen=True)
class CardFiles:
    """What the site can link for one card. Paths are relative to ``out_dir``, with ``/``."""

    game: str
    kind: str
    id: str
    name: str
    thumbnail: str
    sheets: dict[str, str]
    """Paper id (``a4``, ``letter``) → the kind's PDF that prints this card."""
    page: int
    """The 1-based page of the card's fronts in those PDFs (``file.pdf#page=3``)."""


@dataclass
class SiteCards:
    """The manifest of a ``CardsPlan``: every file the site's cards are written to."""

    out_dir: Path
    sheets: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)
    """game → kind → paper → PDF path relative to ``out_dir``."""
    combined: dict[str, dict[str, str]] = field(default_factory=dict)
    """game → paper → the PDF of every card of the game on shared sheets ("print
    everything": one alignment test, no part-filled sheet per kind)."""
    cards: dict[str, dict[str, dict[str, CardFiles]]] = field(default_factory=dict)
    """game → kind → card id → its files."""
    outcome: Outcome = field(default_factory=Outcome)
    """What the build wrote, left alone and drew (for logs)."""
    aids: dict[str, list[tuple[str, dict[str, str]]]] = field(default_factory=dict)
    """game → its player aids: (title, paper → PDF path relative to ``out_dir``)."""
    browser: dict[str, str] = field(default_factory=dict)
    """game → its cards for the browser (``browser.py``), relative to ``out_dir``."""

    def files(self) -> list[str]:
        """Every file written, relative to ``out_dir``: the PDFs, then the thumbnails."""
        pdfs = [
            p
            for kinds in self.sheets.values()
            for papers in kinds.values()
            for p in papers.values()
        ]
        pdfs += [p for papers in self.combined.values() for p in papers.values()]
        pdfs += [p for aids in self.aids.values() for _, papers in aids for p in papers.values()]
        pdfs += list(self.browser.values())
        thumbnails = [
            card.thumbnail
            for kinds in self.cards.values()
            for cards in kinds.values()
            for card in cards.values()
        ]
        return pdfs + thumbnails

    def card(self, game: str, kind: str, card_id: str) -> CardFiles | None:
        return self.cards.get(game, {}).get(kind, {}).get(card_id)

    def as_json(self) -> dict[str, Any]:
        """The manifest as plain data (for a JSON file the browser may read)."""
        return {
            "sheets": self.sheets,
            "combined": self.combined,
            "cards": {
                game: {
                    kind: {i: asdict(c) for i, c in cards.items()} for kind, cards in kinds.items()
                }
                for game, kinds in self.cards.items()
            },
        }


@dataclass
class CardsPlan:
    """What ``plan_site_cards`` plans to write (``manifest``: every path and page number is
    known before anything is drawn) and the drawing itself (``draw``), which ``mkdocs
    serve`` runs after the pages are served."""

    manifest: SiteCards
    content: Content
    cache_dir: Path
    language: str
    catalogue: Catalogue
    jobs: int | None = None
    progress: TextIO | None = None
    pdf_jobs: list[PdfJob] = field(default_factory=list)
    image_jobs: list[ImageJob] = field(default_factory=list)
    browser_jobs: list[tuple[str, list[CardFace], Path]] = field(default_factory=list)
    """Each game's cards for the browser: (game, its faces, where to write them)."""

    def draw(self) -> Outcome:
        """Draw and write what changed since the files were written (the render cache keeps
        the rest); the manifest's outcome says what was done. The render cache is read
        here, not when planned: another language's drawing may have written it since."""
        catalogue = self.catalogue
        printer = Printer(catalogue, self.cache_dir, self.jobs, self.progress)
        browser = BrowserCards(catalogue, SITE_PAPERS)
        for game_id, faces, path in self.browser_jobs:
            browser.write(catalogue.game(game_id), faces, path, self.cache_dir / "browser")
        outcome = self.manifest.outcome
        outcome.add(printer.pdfs(self.pdf_jobs))
        outcome.add(printer.images(self.image_jobs))
        out_dir = self.manifest.out_dir
        write_aids(self.content, out_dir, printer.cache, papers=SITE_PAPERS, language=self.language)
        return outcome


def plan_site_cards(
    content: Content,
    out_dir: Path,
    *,
    cache_dir: Path,
    jobs: int | None = None,
    progress: TextIO | None = None,
    language: str = MAIN,
) -> CardsPlan:
    """Plan ``<game>/<game>-<kind>-<paper>.pdf`` (A4 and Letter, each paper's default
    bleed, alignment page), ``<game>/<game>-all-<paper>.pdf`` (every kind on shared sheets,
    as ``sortie cards --combine``) and ``<game>/<kind>/<id>.png`` thumbnails under
    ``out_dir``, without drawing any: the plan's ``manifest`` names them all, its ``draw()``
    writes them (see ``CardsPlan``).

    ``cache_dir`` keeps the drawings of cards and aids between builds: a folder outside the
    published site (``.cache/cards``). ``language``: the language the cards and aids are
    printed in (``sortie cards --lang``).
    """
    catalogue = Catalogue(content, Designs(language=language))
    manifest = SiteCards(out_dir)
    plan = CardsPlan(manifest, content, cache_dir, language, catalogue, jobs, progress)
    for game_id in content.games:
        everything: list[CardFace] = []
        for kind in catalogue.kinds(game_id):
            faces = catalogue.faces(game_id, kind.folder)
            if not faces:
                continue
            everything += faces
            sheets: dict[str, str] = {}
            for paper in SITE_PAPERS:
                relative = f"{game_id}/{game_id}-{kind.folder}-{paper}.pdf"
                sheets[paper] = relative
                settings = PrintSettings(PAPERS[paper])
                title = pdf_title(faces, PAPERS[paper].name)
                plan.pdf_jobs.append(PdfJob(out_dir / relative, tuple(faces), settings, title))
            manifest.sheets.setdefault(game_id, {})[kind.folder] = sheets
            files = manifest.cards.setdefault(game_id, {}).setdefault(kind.folder, {})
            for number, face in enumerate(faces):
                thumbnail = f"{game_id}/{kind.folder}/{face.id}.png"
                plan.image_jobs.append(
                    ImageJob(out_dir / thumbnail, face, dpi=THUMBNAIL_DPI, palette=True)
                )
                files[face.id] = CardFiles(
                    game_id,
                    kind.folder,
                    face.id,
                    face.name,
                    thumbnail,
                    sheets,
                    2 * (number // PER_SHEET) + 1,
                )
        if everything:
            # The same cards for the browser, which prints them with the player's values.
            relative = f"{game_id}/{BROWSER_FILE}"
            plan.browser_jobs.append((game_id, everything, out_dir / relative))
            manifest.browser[game_id] = relative
        if len({face.kind for face in everything}) > 1:
            combined = manifest.combined.setdefault(game_id, {})
            for paper in SITE_PAPERS:
                relative = f"{game_id}/{game_id}-all-{paper}.pdf"
                combined[paper] = relative
                title = pdf_title(everything, PAPERS[paper].name)
                settings = PrintSettings(PAPERS[paper])
                plan.pdf_jobs.append(PdfJob(out_dir / relative, tuple(everything), settings, title))
    # The games' player aids (quick references, table sheets), beside their cards: their
    # titles and paths, drawn by ``draw`` with the cards.
    by_aid: dict[tuple[str, str], dict[str, str]] = {}
    for game_id, aid in game_aids(content, None, aid_words(language)):
        for paper in SITE_PAPERS:
            papers = by_aid.setdefault((game_id, aid.title), {})
            papers[paper] = f"{game_id}/{aid_file_name(aid, paper)}"
    for (game_id, title), papers in by_aid.items():
        manifest.aids.setdefault(game_id, []).append((title, papers))
    return plan
