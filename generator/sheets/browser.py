"""The cards for the browser: the same designs as the PDFs, for prints that carry a
player's own values.

A player's card values (Your cards) live in their browser, never on the site: a PDF built
by the site cannot hold them. So the site build writes, for each game, one JSON file
(``<game>/print-cards.json``) that the browser lays out and prints itself:

- every card's front and back as HTML, drawn from the very templates of the PDFs
  (``templates/cards/``) by the same ``Designs``, with ``holes`` on: each unknown value
  names the field it shows (``data-hole``), each "unknown" note the fields it waits for
  (``data-unless``), so the page puts the player's value there and leaves "?" only
  where they gave nothing;
- the designs' stylesheets (``sheet.css``, ``cards.css``, the game's), as the PDFs use them;
- the geometry of the site's sheets from ``layout.py`` and ``marks.py``, paper by paper
  (A4 and Letter with their default bleed, backs flipped on the long edge): where each of
  one to nine fronts goes, where each back goes behind it, the cut marks. The browser
  computes no position: it places what this file says, in mm, so its prints match the
  PDFs (within a CSS pixel's rounding, 0.26 mm at most, and in practice far less);
- what a force line prints (an aircraft, a named ace with the aircraft he flies), as
  ``Catalogue.deck_faces`` does for ``sortie cards --deck``; the list item of each name a
  list value may hold (a trait the player gave), drawn by the same macro as the card's.

Why this and not a print page per deck drawn at build time, or the designs written again
for the browser: decks are made in the browser and values kept there, so only the browser
knows the cards to print; and drawing them from the templates keeps one source for the
designs. The file is rebuilt only when a card, a template, a word or this code changes
(kept in the render cache under its hash): an unchanged site build reads it back.

The page that prints (``games/js/printcards.mjs``) and the aircraft pages' card pictures
(``games/js/cardpicture.mjs``) read it; they draw the cards in a shadow root, so the site's
theme and the designs' rules never meet.
"""

from __future__ import annotations

import json
import re
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..destinations import write_atomic
from ..words import typography
from .cardface import CardFace
from .faces import Catalogue
from .jobs import PrintSettings
from .keys import digest
from .layout import MARK_HALO, MARK_WIDTH, PAPERS, PER_SHEET, SheetLayout, Slot
from .marks import cut_marks
from .render import SHEET_SLACK, Designs, _code_fingerprint, num, placed, svg_path

if TYPE_CHECKING:
    from ..reading.loaded import GameContent

FORMAT = 1
"""The file's format: raise it when the browser's reading must change."""

FILE = "print-cards.json"
"""The file's name under the game's folder of the site."""

_NAMES = re.compile(r'data-names="([a-z0-9-]+)"')


def _slots(slots: list[Slot]) -> list[list[float]]:
    """Each slot as ``[x, y, width, height, inset left, inset top]`` in mm: its art box on
    the page and where the card's trim sits inside it (``render.placed``)."""
    rows = []
    for slot in slots:
        card = placed(slot, "", "")  # type: ignore[arg-type]
        art = card.art
        rows.append(
            [
                float(num(v))
                for v in (art.x, art.y, art.width, art.height, card.inset_left, card.inset_top)
            ]
        )
    return rows


def paper_geometry(layout: SheetLayout) -> dict[str, Any]:
    """Where one to nine cards go on a sheet of ``layout``: fronts, backs, cut marks."""
    counts = range(1, PER_SHEET + 1)
    return {
        "name": layout.paper.name,
        "page": [layout.paper.width, layout.paper.height],
        "sheet": [layout.paper.width - SHEET_SLACK, layout.paper.height - SHEET_SLACK],
        "markWidth": MARK_WIDTH,
        "halo": MARK_HALO,
        "fronts": {str(n): _slots(layout.fronts(n)) for n in counts},
        "backs": {str(n): _slots(layout.backs(n)) for n in counts},
        "marks": {str(n): svg_path(cut_marks(layout, n)) for n in counts},
    }


def _html(designs: Designs, text: str) -> str:
    """A card side as the PDFs set it: the language's typography (French spaces)."""
    return typography.typeset_html(text, designs.language)


class BrowserCards:
    """The browser's file of one game's cards (see the module's docstring)."""

    def __init__(self, catalogue: Catalogue, papers: tuple[str, ...]) -> None:
        self.catalogue = catalogue
        self.papers = papers

    @cached_property
    def designs(self) -> Designs:
        """The designs drawn for the browser: made only when the file is drawn (an
        unchanged build reads it back from the cache)."""
        found = self.catalogue.designs
        return Designs(found.root, found.language, holes=True)

    def key(self, game_id: str, faces: list[CardFace]) -> str:
        """The hash of everything the file holds."""
        here = Path(__file__).read_bytes()
        # The PDFs' designs: the same templates, stylesheets and words as the browser's.
        designs = self.catalogue.designs
        css = "\n".join(p.read_text("utf-8") for p in designs.stylesheets([game_id]))
        return digest(
            str(FORMAT),
            here,
            _code_fingerprint(),
            designs.words_key,
            css,
            ",".join(self.papers),
            *(f"{face.key}:{face.back_key}" for face in faces),
        )

    def data(self, game: GameContent, faces: list[CardFace]) -> dict[str, Any]:
        """The file's content for ``faces``, every printable card of ``game``."""
        designs = self.designs
        cards: dict[str, Any] = {}
        backs: dict[str, int] = {}
        back_list: list[dict[str, str]] = []
        for face in faces:
            if face.back_key not in backs:
                backs[face.back_key] = len(back_list)
                back_list.append(
                    {
                        "design": designs.design_class(face.back),
                        "html": _html(designs, designs.back_html(face)),
                    }
                )
            cards[f"{face.kind}/{face.id}"] = {
                "design": designs.design_class(face.front),
                "html": _html(designs, designs.front_html(face)),
                "back": backs[face.back_key],
            }
        kinds = {k.folder: {"card": k.card} for k in self.catalogue.kinds(game.id)}
        force = {
            f"{face.kind}/{face.id}": [
                f"{e.kind.folder}/{e.id}" for e in self.catalogue.force_entries(game, face.entry)
            ]
            for face in faces
            if not kinds[face.kind]["card"]
        }
        folders = sorted({m for card in cards.values() for m in _NAMES.findall(card["html"])})
        css = "\n".join(p.read_text("utf-8").strip() for p in designs.stylesheets([game.id]))
        return {
            "format": FORMAT,
            "game": game.id,
            "lang": designs.language,
            "css": css,
            "kinds": kinds,
            "cards": cards,
            "backs": back_list,
            "force": force,
            "names": {f: self._names(game, f) for f in folders},
            "words": {w: str(designs.t(w)) for w in ("yes", "no", "none")},
            "papers": {
                p: paper_geometry(PrintSettings(PAPERS[p]).sheet_layout()) for p in self.papers
            },
        }

    def _names(self, game: GameContent, folder: str) -> dict[str, str]:
        """Each entry of ``folder`` as an item of a list on a card (``entry_item``)."""

        def ref(name: str, entry_id: str) -> Any:
            other = game.of(name).get(entry_id)
            return other.item if other is not None else None

        macros = self.designs.env.get_template("macros.html.j2").make_module({"ref": ref})
        item: Any = macros.entry_item  # type: ignore[attr-defined]  # a macro of the template
        return {
            entry_id: _html(self.designs, str(item(folder, entry_id)).strip())
            for entry_id in game.of(folder)
        }

    def write(self, game: GameContent, faces: list[CardFace], out: Path, cache: Path) -> bool:
        """Write the file to ``out``, from the cache when it holds it; True when drawn."""
        key = self.key(game.id, faces)
        stem = f"{game.id}-{self.catalogue.designs.language}-"
        kept = cache / f"{stem}{key}.json"
        drawn = not kept.is_file()
        if drawn:
            # One file a game and language: an earlier drawing is never read again.
            for old in cache.glob(f"{stem}*.json"):
                old.unlink(missing_ok=True)
            text = json.dumps(self.data(game, faces), ensure_ascii=False, separators=(",", ":"))
            write_atomic(kept, text.encode("utf-8"))
        body = kept.read_bytes()
        if not out.is_file() or out.read_bytes() != body:
            write_atomic(out, body)
        return drawn
