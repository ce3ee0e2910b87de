"""Card images: the print design rasterised, never drawn a second time.

Cards are laid out one per page (the card and as much bleed as any image of the batch
asks for, with a true TrimBox), and PDFium renders each page with its crop box set to the
trim plus the bleed asked for. Pixel edges are rounded from the art's top-left corner:
63 × 88 mm at 300 dpi is 744 × 1039 px; 2.5 × 3.5 in with a 1/8 in bleed, 825 × 1125 px.

Tabletop Simulator sheets are built from those images: 10 × 7 cells of 409 × 571 px (a
4090 × 3997 px sheet, under TTS's 4096 px limit), the last cell holding the hidden face,
and a saved-object JSON that spawns the deck.
"""

from __future__ import annotations

import hashlib
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..destinations import write_atomic
from .layout import DESIGN_SIZE, PT_PER_MM, CardSize, PageBoxes
from .pageboxes import finisher
from .render import Document

PNG_DPI = 300.0

TTS_COLUMNS = 10
TTS_ROWS = 7
TTS_CELL = (409, 571)
"""A 63:88 card in the largest cell that keeps a 10 × 7 sheet within 4096 × 4096 px."""
TTS_FACES_PER_SHEET = TTS_COLUMNS * TTS_ROWS - 1
"""The last cell is the hidden face (what other players see of a card in a hand)."""


def pixels(length: float, dpi: float) -> int:
    """Pixels of a length in mm, rounding the far edge (the near one is at 0)."""
    return round(length * dpi / 25.4)


def image_size(dpi: float, bleed: float = 0.0, size: CardSize = DESIGN_SIZE) -> tuple[int, int]:
    return pixels(size.width + 2 * bleed, dpi), pixels(size.height + 2 * bleed, dpi)


@dataclass(frozen=True)
class ImageTarget:
    """One image to make from one page of the batch's document."""

    page: int
    dpi: float
    bleed: float
    path: str
    palette: bool = False
    size: CardSize = DESIGN_SIZE


@dataclass(frozen=True)
class ImageBatch:
    """Work for one process: a one-card-per-page document and the images to cut from it."""

    document: Document
    targets: tuple[ImageTarget, ...]
    cards: int
    boxes: tuple[PageBoxes | None, ...] = ()
    """The TrimBox and BleedBox of every page (``Page.boxes``): the images are cut round
    the trim."""


def render_image_batch(batch: ImageBatch) -> int:
    """Lay out the cards, write the PDF to memory and rasterise each page with PDFium."""
    import pypdfium2 as pdfium
    from PIL import Image

    boxes = batch.boxes or (None,) * len(batch.targets)
    pdf = pdfium.PdfDocument(batch.document.lay_out().write_pdf(finisher=finisher(boxes)))
    try:
        for target in batch.targets:
            page = pdf[target.page]
            try:
                image = rasterise(page, target.dpi, target.bleed, target.size)
            finally:
                page.close()
            if target.palette:
                image = image.quantize(256, dither=Image.Dither.NONE)
            buffer = io.BytesIO()
            # Pillow writes ``dpi`` as the pHYs chunk: image editors and print shops read it.
            image.save(buffer, "PNG", compress_level=6, dpi=(target.dpi, target.dpi))
            write_atomic(Path(target.path), buffer.getvalue())
    finally:
        pdf.close()
    return batch.cards


def rasterise(page: Any, dpi: float, bleed: float = 0.0, size: CardSize = DESIGN_SIZE) -> Any:
    """A PIL image of the page's trim box (a card of ``size``) grown by ``bleed`` mm, at
    ``dpi``."""
    left, bottom, right, top = page.get_trimbox()
    grow = bleed * PT_PER_MM
    page.set_cropbox(left - grow, bottom - grow, right + grow, top + grow)
    image = page.render(scale=dpi / 72).to_pil().convert("RGB")
    # PDFium rounds the bitmap up; the rule here rounds the far edges to the nearest pixel.
    return image.crop((0, 0, *image_size(dpi, bleed, size)))


def tts_sheet(faces: list[Path], hidden: Path, target: Path) -> None:
    """Compose a 10 × 7 Tabletop Simulator sheet: faces row by row, the hidden face last."""
    from PIL import Image

    if len(faces) > TTS_FACES_PER_SHEET:
        raise ValueError(f"a sheet holds {TTS_FACES_PER_SHEET} faces, not {len(faces)}")
    width, height = TTS_CELL
    sheet = Image.new("RGB", (TTS_COLUMNS * width, TTS_ROWS * height), "white")
    cells = [*((i, p) for i, p in enumerate(faces)), (TTS_COLUMNS * TTS_ROWS - 1, hidden)]
    for index, path in cells:
        row, column = divmod(index, TTS_COLUMNS)
        with Image.open(path) as image:
            cell = image.convert("RGB").resize(TTS_CELL, Image.Resampling.LANCZOS)
        sheet.paste(cell, (column * width, row * height))
    buffer = io.BytesIO()
    sheet.save(buffer, "PNG", compress_level=6)
    write_atomic(target, buffer.getvalue())


def tts_back(back: Path, target: Path) -> None:
    """The back image TTS shows on every card of a deck, at the size of a sheet cell."""
    from PIL import Image

    with Image.open(back) as image:
        cell = image.convert("RGB").resize(TTS_CELL, Image.Resampling.LANCZOS)
    buffer = io.BytesIO()
    cell.save(buffer, "PNG")
    write_atomic(target, buffer.getvalue())


@dataclass(frozen=True)
class TtsSheet:
    number: int
    """The sheet's ``CustomDeck`` key, unique in the saved object."""
    face_url: str
    back_url: str


@dataclass(frozen=True)
class TtsCard:
    name: str
    description: str
    sheet: int
    """The ``number`` of the sheet the face is on."""
    slot: int
    """Cell on the sheet, row by row from 0."""


@dataclass(frozen=True)
class TtsDeck:
    """One physical deck on the table: cards sharing a back, drawn from its sheets."""

    name: str
    sheets: list[TtsSheet]
    cards: list[TtsCard]


def _transform(x: float) -> dict[str, float]:
    return {
        "posX": x,
        "posY": 1.0,
        "posZ": 0.0,
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": 180.0,
        "scaleX": 1.0,
        "scaleY": 1.0,
        "scaleZ": 1.0,
    }


TTS_DECK_KEYS = (1000, 9_000_000)
"""``CustomDeck`` keys are drawn from this range: ``CardID`` = key × 100 + cell stays an
int32 (TTS stores it as one), and a key is unlikely to meet another file's."""


def tts_deck_key(sheet_key: str, used: set[int]) -> int:
    """A ``CustomDeck`` key for a sheet, from the hash of its pictures: the same sheet keeps
    its key from run to run, and two saved objects spawned together (one per kind, say) do
    not clash, as they would if each numbered its sheets from 1."""
    low, span = TTS_DECK_KEYS
    number = low + int(sheet_key[:15], 16) % span
    while number in used:
        number = low + (number - low + 1) % span
    used.add(number)
    return number


def _guid(seed: str, used: set[str]) -> str:
    """Six hex digits naming an object in the save, stable for the same file and unique in it."""
    guid = hashlib.sha256(seed.encode("utf-8")).hexdigest()[:6]
    while guid in used:
        guid = hashlib.sha256(guid.encode("ascii")).hexdigest()[:6]
    used.add(guid)
    return guid


def tts_saved_object(decks: list[TtsDeck], name: str) -> dict[str, Any]:
    """A Tabletop Simulator saved object (Saves/Saved Objects/*.json) with one deck per back.

    ``CardID`` is the ``CustomDeck`` key (``tts_deck_key``) × 100 + the cell on that sheet,
    row by row from 0. Cards may be held in hands (``Hands``); every object has a ``GUID``.
    """
    guids: set[str] = set()
    objects: list[dict[str, Any]] = []
    for position, deck in enumerate(decks):
        custom = {
            str(sheet.number): {
                "FaceURL": sheet.face_url,
                "BackURL": sheet.back_url,
                "NumWidth": TTS_COLUMNS,
                "NumHeight": TTS_ROWS,
                "BackIsHidden": True,
                "UniqueBack": False,
                "Type": 0,
            }
            for sheet in deck.sheets
        }
        cards = [
            {
                "GUID": _guid(f"{name}/{position}/{number}", guids),
                "Name": "Card",
                "Hands": True,
                "Nickname": card.name,
                "Description": card.description,
                "CardID": card.sheet * 100 + card.slot,
                "CustomDeck": {str(card.sheet): custom[str(card.sheet)]},
                "Transform": _transform(position * 3.0),
            }
            for number, card in enumerate(deck.cards)
        ]
        if len(cards) == 1:
            objects.append(cards[0])
            continue
        objects.append(
            {
                "GUID": _guid(f"{name}/{position}", guids),
                "Name": "DeckCustom",
                "Hands": False,
                "Nickname": deck.name,
                "Description": "",
                "Transform": _transform(position * 3.0),
                "DeckIDs": [card["CardID"] for card in cards],
                "CustomDeck": custom,
                "ContainedObjects": cards,
            }
        )
    return {
        "SaveName": name,
        "GameMode": "",
        "Date": "",
        "Table": "",
        "Sky": "",
        "Note": "",
        "Rules": "",
        "XmlUI": "",
        "LuaScript": "",
        "LuaScriptState": "",
        "ObjectStates": objects,
        "TabStates": {},
        "VersionNumber": "",
    }


def write_json(target: Path, data: dict[str, Any]) -> bool:
    """Write ``data`` unless the file already holds exactly it; True when written."""
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    try:
        if target.read_text("utf-8") == text:
            return False
    except OSError:
        pass
    write_atomic(target, text.encode("utf-8"))
    return True
