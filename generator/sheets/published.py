"""The cards the site publishes: standard PDFs per game and kind, a thumbnail per card.

The site build calls ``plan_site_cards(content, out_dir)``, draws the plan and links what its
manifest names: ``manifest.sheets[game][kind][paper]`` is a PDF, ``manifest.card(game, kind,
id)`` a card's thumbnail and the page of its sheet. Everything goes through the render
cache, so a site rebuild with unchanged cards draws nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from ..reading.contentcache import Unsure, digest_folder
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


@dataclass
class GamePlan:
    """One game's part of a ``CardsPlan``: its files in the manifest and its jobs."""

    sheets: dict[str, dict[str, str]] = field(default_factory=dict)
    """kind → paper → PDF path (``SiteCards.sheets`` of the game)."""
    cards: dict[str, dict[str, CardFiles]] = field(default_factory=dict)
    combined: dict[str, str] = field(default_factory=dict)
    browser: str | None = None
    pdf_jobs: list[PdfJob] = field(default_factory=list)
    image_jobs: list[ImageJob] = field(default_factory=list)
    browser_jobs: list[tuple[str, list[CardFace], Path]] = field(default_factory=list)
    aids: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    """The game's player aids: title, paper → PDF path (``SiteCards.aids`` of the game)."""

    def add_to(self, plan: CardsPlan, game_id: str) -> None:
        manifest = plan.manifest
        if self.aids:
            manifest.aids[game_id] = list(self.aids)
        if self.sheets:
            manifest.sheets[game_id] = self.sheets
        if self.cards:
            manifest.cards[game_id] = self.cards
        if self.combined:
            manifest.combined[game_id] = self.combined
        if self.browser is not None:
            manifest.browser[game_id] = self.browser
        plan.pdf_jobs += self.pdf_jobs
        plan.image_jobs += self.image_jobs
        plan.browser_jobs += self.browser_jobs


class PlanMemo:
    """``mkdocs serve``: one language's card plan of each game, under the key of what it is
    planned from (``plan_site_cards``'s ``keys``), so that a rebuild works out the cards'
    keys of the games an edit touched only."""

    def __init__(self) -> None:
        self.kept: dict[str, tuple[bytes, GamePlan]] = {}
        self.made: list[str] = []
        """The games whose cards the last plan worked out again."""


def plan_site_cards(
    content: Content,
    out_dir: Path,
    *,
    cache_dir: Path,
    jobs: int | None = None,
    progress: TextIO | None = None,
    language: str = MAIN,
    memo: PlanMemo | None = None,
    keys: Mapping[str, bytes] | None = None,
) -> CardsPlan:
    """Plan ``<game>/<game>-<kind>-<paper>.pdf`` (A4 and Letter, each paper's default
    bleed, alignment page), ``<game>/<game>-all-<paper>.pdf`` (every kind on shared sheets,
    as ``sortie cards --combine``) and ``<game>/<kind>/<id>.png`` thumbnails under
    ``out_dir``, without drawing any: the plan's ``manifest`` names them all, its ``draw()``
    writes them (see ``CardsPlan``).

    ``cache_dir`` keeps the drawings of cards and aids between builds: a folder outside the
    published site (``.cache/cards``). ``language``: the language the cards and aids are
    printed in (``sortie cards --lang``). ``memo`` and ``keys`` (``mkdocs serve``): a
    game's plan is taken from ``memo`` when its key is the one it was planned under, else
    planned and kept there. A game's key must cover everything of the content its cards
    are made from (the game's files, packs, the code); the card designs and the printed
    words are added here.
    """
    catalogue = Catalogue(content, Designs(language=language))
    manifest = SiteCards(out_dir)
    plan = CardsPlan(manifest, content, cache_dir, language, catalogue, jobs, progress)
    if memo is None:
        for game_id in content.games:
            _plan_game(catalogue, game_id, out_dir).add_to(plan, game_id)
    else:
        _plan_games(catalogue, out_dir, plan, memo, keys or {})
    return plan


def _plan_games(
    catalogue: Catalogue, out_dir: Path, plan: CardsPlan, memo: PlanMemo, keys: Mapping[str, bytes]
) -> None:
    """Every game's cards into ``plan``: a game's from ``memo`` when planned under the same
    key, else planned again and kept there (without a key, planned and not kept)."""
    designs = _designs_key(catalogue.designs, out_dir)
    memo.made = []
    for game_id in catalogue.content.games:
        key = None
        if designs is not None and game_id in keys:
            key = hashlib.sha256(designs + keys[game_id]).digest()
        found = memo.kept.pop(game_id, None)
        if found is None or key is None or found[0] != key:
            found = (key or b"", _plan_game(catalogue, game_id, out_dir))
            memo.made.append(game_id)
        if key is not None:
            memo.kept[game_id] = found
        found[1].add_to(plan, game_id)
    for gone in set(memo.kept) - set(catalogue.content.games):
        del memo.kept[gone]


def _plan_game(catalogue: Catalogue, game_id: str, out_dir: Path) -> GamePlan:
    """One game's cards: its player aids, its kinds' sheets, its cards' thumbnails, every
    kind on shared sheets and its cards for the browser."""
    plan = GamePlan()
    # The game's player aids (quick references, table sheets), beside its cards: their
    # titles and paths, drawn by ``draw`` with the cards.
    words = aid_words(catalogue.designs.language)
    by_title: dict[str, dict[str, str]] = {}
    for _, aid in game_aids(catalogue.content, [game_id], words):
        papers = by_title.setdefault(aid.title, {})
        for paper in SITE_PAPERS:
            papers[paper] = f"{game_id}/{aid_file_name(aid, paper)}"
    plan.aids = list(by_title.items())
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
        plan.sheets[kind.folder] = sheets
        files = plan.cards.setdefault(kind.folder, {})
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
        plan.browser = relative
    if len({face.kind for face in everything}) > 1:
        for paper in SITE_PAPERS:
            relative = f"{game_id}/{game_id}-all-{paper}.pdf"
            plan.combined[paper] = relative
            title = pdf_title(everything, PAPERS[paper].name)
            settings = PrintSettings(PAPERS[paper])
            plan.pdf_jobs.append(PdfJob(out_dir / relative, tuple(everything), settings, title))
    return plan


def _designs_key(designs: Designs, out_dir: Path) -> bytes | None:
    """What every game's plan is made with besides its content: the card designs' folders
    (templates, their words), the printed words, the language and where the files go;
    None when a file cannot be vouched for (every game is planned again)."""
    digest = hashlib.sha256(b"site-cards\0")
    digest.update(f"{designs.language}\0{designs.words_key}\0{out_dir}\0".encode())
    try:
        for root in designs.roots:
            digest.update(f"{root}\0".encode())
            digest_folder(root, digest)
    except (Unsure, OSError):
        return None
    return digest.digest()
