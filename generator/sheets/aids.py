"""Player aids: a game's printable references (quick reference, table sheets) as PDFs.

A game describes each aid as a ``PrintedAid`` (its data and a template name, see
``generator/games/pages.py``); this module lays it out with Jinja2 (autoescaped: the data
is text, never HTML) and WeasyPrint, once per paper size, and checks what a printed page
cannot show: more pages than the design allows, or a box wider than the page (a clipped
table). Both are errors of the design, reported before anything is written. The PDF asks
the print dialog for actual size, as the card sheets do.

An aid is laid out in one language (``sortie aids --lang``): Sortie's own words from
``templates/aids/lang/<code>.yaml`` (and each game's ``lang`` table), through ``_`` in the
templates and the translator a game's ``aids`` builder is given; the data's texts in that
language where they have it, else in English behind an "EN" mark (``macros.html.j2``).

The aids' data comes from each game's ``aids.py`` (``generator/games/<id>/aids.py``): the
same aids, one layer down, where they are described, not laid out.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from ..destinations import write_atomic
from ..exceptions import BuildError
from ..reading.loaded import Content, PrintedAid
from ..registry import systems, template_folders
from ..resources import templates_dir
from ..words.languages import MAIN, Translator, translator
from ..words.typography import typeset_html
from .aidplan import ATTEMPTS, SLACK, Plan, measure, overflows, pack, plan_for
from .cache import RenderCache, copy_out
from .fonttags import retag_subsets
from .keys import digest
from .layout import PAPERS
from .pdfmeta import viewer_preferences
from .render import css_font_families, designed_font_files, font_config, import_weasyprint

AIDS = "aids"
"""The aid templates' folder inside the templates (``templates/aids/``)."""

OVERFLOW_TOLERANCE = 0.5
"""CSS px a box may pass the page edge by before it counts as clipped (rounding)."""

PLANNER = Path(__file__).with_name("aidplan.py")
"""The column planner's source (part of the key of an aid it plans)."""

AID_VERSION = "3"
"""Part of every aid's cache key: raise it when the PDF changes for a reason its HTML and
fonts do not show (2: the print dialog's actual size; 3: font subsets named after their
glyphs)."""


@dataclass(frozen=True)
class AidFile:
    game: str
    aid: PrintedAid
    paper: str
    path: Path
    pages: int


@cache
def environment(root: Path | None = None) -> Environment:
    return Environment(
        loader=FileSystemLoader([root or templates_dir() / AIDS, *template_folders(AIDS)]),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def aid_words(language: str = MAIN, root: Path | None = None) -> Translator:
    """Sortie's words on the aids in ``language``: the aid templates' table, then each
    game's (one translator per language and templates folder, so ``missing`` gathers
    every aid's gaps)."""
    return _words(language, root or templates_dir() / AIDS)


@cache
def _words(language: str, root: Path) -> Translator:
    # The aids' own words win over a game's: they are worded to fit the printed page.
    return translator(language, *(s.folder for s in systems().values()), root)


def _page_size(aid: PrintedAid, paper: str) -> tuple[float, float]:
    size = PAPERS[paper]
    return (size.height, size.width) if aid.landscape else (size.width, size.height)


def measuring_plan(aid: PrintedAid, paper: str) -> Plan | None:
    """The plan an aid in planned columns is measured with (None for another aid)."""
    if aid.columns is None:
        return None
    spec = aid.columns
    return plan_for(spec.count, spec.gap, spec.margin, *_page_size(aid, paper))


def aid_html(
    aid: PrintedAid,
    paper: str,
    root: Path | None = None,
    language: str = MAIN,
    plan: Plan | None = None,
) -> str:
    """The aid's HTML for one paper size (what WeasyPrint lays out), in ``language``; an
    aid in planned columns is drawn as ``plan`` says (by default, as it is measured)."""
    size = PAPERS[paper]
    width, height = _page_size(aid, paper)
    template = environment(root).get_template(aid.template)
    t = aid_words(language, root)

    def say(phrase: str, /, **values: Any) -> Markup:
        """Our own words, trusted as markup; the values put in them are escaped."""
        words = Markup(t(phrase))
        return words.format(**values) if values else words

    page = template.render(
        aid=aid,
        title=aid.title,
        paper=size,
        page_width=width,
        page_height=height,
        lang=language,
        _=say,
        plan=plan or measuring_plan(aid, paper),
        **aid.context,
    )
    return typeset_html(page, language)


def game_aids(
    content: Content, games: Iterable[str] | None = None, t: Translator | None = None
) -> Iterator[tuple[str, PrintedAid]]:
    """Every aid of the selected games (all games by default), in game order, with the
    words the games compute themselves (titles, row labels) in ``t``'s language."""
    wanted = set(games) if games is not None else None
    words = t if t is not None else aid_words()
    for game_id, game in content.games.items():
        if wanted is not None and game_id not in wanted:
            continue
        if game.system.aids is not None:
            for aid in game.system.aids(game, words):
                yield game_id, aid


def _overflowing(box: Any, limit: float) -> Iterator[Any]:
    """The outermost boxes whose right edge passes ``limit`` or the content edge of the
    block that holds them (walks the layout tree): a table wider than the page is
    clipped, one wider than its column runs over the next column's text."""
    from weasyprint.formatting_structure import boxes

    right = (
        getattr(box, "position_x", 0) + box.margin_width() if hasattr(box, "margin_width") else 0
    )
    if right > limit + OVERFLOW_TOLERANCE and getattr(box, "element_tag", None):
        yield box
        return  # its children overflow with it: name the table, not each of its cells
    if isinstance(box, boxes.BlockContainerBox):  # a column, a cell: its children's room
        limit = min(limit, box.content_box_x() + box.width)
    for child in getattr(box, "children", ()):
        yield from _overflowing(child, limit)


def render_aid(
    aid: PrintedAid, paper: str, root: Path | None = None, language: str = MAIN
) -> tuple[bytes, int, list[str]]:
    """The PDF bytes, the page count and the layout problems of one aid on one paper."""
    document, problems = _laid_out(aid, paper, root, language)
    if aid.max_pages is not None and len(document.pages) > aid.max_pages:
        problems.append(
            f"{aid.id} ({paper}): {len(document.pages)} pages, the design allows {aid.max_pages}"
        )
    for number, page in enumerate(document.pages, start=1):
        page_box = page._page_box  # WeasyPrint's layout tree: the only way to see clipping
        limit = page_box.margin_width() - page_box.margin_right
        wide: dict[str, set[str]] = {"the page": set(), "its column": set()}
        for box in _overflowing(page_box, limit):
            clipped = box.position_x + box.margin_width() > limit + OVERFLOW_TOLERANCE
            wide["the page" if clipped else "its column"].add(box.element_tag)
        problems += [
            f"{aid.id} ({paper}) page {number}: wider than {where} ({', '.join(sorted(tags))})"
            for where, tags in wide.items()
            if tags
        ]
    document.metadata.title = aid.title
    return document.write_pdf(finisher=_finish), len(document.pages), problems


def _laid_out(
    aid: PrintedAid, paper: str, root: Path | None, language: str
) -> tuple[Any, list[str]]:
    """WeasyPrint's layout of an aid, and what does not fit. An aid in planned columns is
    laid out to be measured, then in the columns planned from the measures; a column that
    overflows when drawn is planned again with that much less room (``aidplan.py``)."""
    base = str(root or templates_dir() / AIDS)

    def lay_out(plan: Plan | None) -> Any:
        html = import_weasyprint().HTML(
            string=aid_html(aid, paper, root, language, plan), base_url=base
        )
        return html.render(font_config=font_config())

    plan = measuring_plan(aid, paper)
    document = lay_out(plan)
    if plan is None:
        return document, []
    measures = measure(document.pages[0]._page_box)
    shorter: dict[int, float] = {}
    for _ in range(ATTEMPTS):
        most = aid.max_pages * plan.columns if aid.max_pages is not None else None
        planned = pack(measures, plan, shorter, most)
        document = lay_out(planned)
        past = overflows(document.pages, planned)
        if not past:
            return document, []
        for column, length in past.items():
            shorter[column] = shorter.get(column, 0.0) + length + SLACK
    return document, [
        f"{aid.id} ({paper}): column {column + 1} runs {length:.1f} mm past its foot"
        for column, length in sorted(past.items())
    ]


def _finish(document: Any, pdf: Any) -> None:
    """Name each font subset after its glyphs, as the card sheets do (``fonttags.py``): no
    two PDFs of a run then hold different subsets under one name. And ask the print dialog
    for actual size: an aid shrunk to fit the printer's margins loses the type size it was
    laid out for. One-sided (no /Duplex)."""
    import pydyf

    retag_subsets(document, pdf)
    pdf.catalog["ViewerPreferences"] = pydyf.Dictionary(
        {key: f"/{value}" for key, value in viewer_preferences().items()}
    )


def write_aids(
    content: Content,
    out: Path,
    cache: RenderCache,
    games: Iterable[str] | None = None,
    papers: Sequence[str] = ("a4", "letter"),
    root: Path | None = None,
    language: str = MAIN,
) -> list[AidFile]:
    """Render every selected aid on every paper, check all, then write all (or nothing).

    An aid whose HTML (its data and templates, CSS included) and fonts are what they were
    when it was drawn is not drawn again: the drawing is kept in ``cache`` under that key
    (with its page count), and an output the cache's manifest knows is left alone. Nothing
    but the PDFs goes in ``out``. An aid in another language has the same file name and its
    own key: the last language asked for is the one in the folder."""
    rendered: list[tuple[AidFile, bytes | None, str]] = []
    problems: list[str] = []
    # The language is in the key (an English key keeps its old form): a French and an
    # English drawing never pass for each other, whatever their HTML.
    languages = () if language == MAIN else (language,)
    for game_id, aid in game_aids(content, games, aid_words(language, root)):
        for paper in papers:
            path = out / game_id / aid_file_name(aid, paper)
            html = aid_html(aid, paper, root, language)
            fonts = designed_font_files(tuple(css_font_families(html)))
            # An aid in planned columns is drawn from its measures: the planner is its too.
            planner = (PLANNER.read_text("utf-8"),) if aid.columns is not None else ()
            key = digest(AID_VERSION, *languages, html, repr(fonts), *planner)
            pages = _kept_pages(cache, key)
            if pages is not None:
                rendered.append((AidFile(game_id, aid, paper, path, pages), None, key))
                continue
            data, pages, found = render_aid(aid, paper, root, language)
            problems += found
            rendered.append((AidFile(game_id, aid, paper, path, pages), data, key))
    if problems:
        raise BuildError("player aid layout: " + "; ".join(problems))
    for aid_file, drawn, key in rendered:
        piece = cache.piece(AIDS, key, ".pdf")
        if drawn is not None:
            write_atomic(piece, drawn)
            # Written after the drawing: a count in the cache vouches for a whole PDF.
            write_atomic(piece.with_suffix(".pages"), f"{aid_file.pages}\n".encode())
        if drawn is not None or not cache.is_current(aid_file.path, key):
            copy_out(piece, aid_file.path)
            cache.record(aid_file.path, key)
    cache.save()
    return [aid_file for aid_file, _, _ in rendered]


def aid_file_name(aid: PrintedAid, paper: str) -> str:
    """The file an aid is written to on ``paper``, in its game's folder."""
    return f"{aid.id}-{paper}.pdf"


def _kept_pages(cache: RenderCache, key: str) -> int | None:
    """The page count of the aid drawn from ``key``, when the cache holds that drawing."""
    piece = cache.piece(AIDS, key, ".pdf")
    try:
        pages = int(piece.with_suffix(".pages").read_text("ascii"))
    except (OSError, ValueError):
        return None
    return pages if piece.is_file() else None
