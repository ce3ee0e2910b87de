"""The one way a page's HTML is written on the Python side: Jinja templates of
``templates/pages/`` (a game's own in its package's ``templates/pages/``), as the site's
other pages and Material's are.

A game's tool page (``<game>/<tool>.html.j2``), a builder's page (``builder.md.j2``, one for
every builder) and the site's own pages (My hangar, Print cards) are rendered here. It lives
beside the page contract (``pages.py``), not in ``generator/site/``, so that a game renders
its pages without importing an output stage; the site renders its own through it too.

Every value is escaped. A ``{{ value }}`` is escaped as text (``&``, ``<``, ``>``: what
``html.escape(..., quote=False)`` does, so the pages read byte for byte as they did when
Python wrote them); an attribute's value is never written ``name="{{ value }}"`` but with
``{{ attrs({...}) }}``, which escapes quotes too (``tests/test_pagehtml.py`` holds every
template to that). Our own HTML (a macro's output, a ``Markup``) is kept as it is.

In an ``.html.j2`` template a line break and the indentation after it are not written:
a tool's HTML is one line, which Markdown keeps as one raw HTML block, and a space between
two elements would show. Write a space where one is meant (``{{ " " }}``). Markdown
templates (``.md.j2``) keep their lines.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
from jinja2.ext import Extension
from markupsafe import Markup

from ..registry import template_folders
from ..resources import templates_dir
from ..words.languages import Translator, site_root
from .pages import SHARED_SCRIPTS, SavedLists, scroll_attributes

PAGES = "pages"
"""The templates' folder in ``templates/`` (and in a game package's own)."""

PARTS = "parts.html.j2"
"""The macros of the elements a page written in Markdown holds for a script to find
(``macros(PARTS).mount(...)``)."""
THEME_PARTS = "theme-parts.html.j2"
"""The macros of what the site adds to the theme's pages once MkDocs has written them."""

_LINE_BREAK = re.compile(r"\n[ \t]*")


class OneLine(Extension):
    """Joins an ``.html.j2`` template's lines (see the module's docstring)."""

    def preprocess(self, source: str, name: str | None, filename: str | None = None) -> str:
        if name is not None and name.endswith(".html.j2"):
            return _LINE_BREAK.sub("", source)
        return source


def _text(value: Any) -> Any:
    """Every ``{{ value }}``: escaped as text unless it is our own HTML already."""
    if value is None or isinstance(value, Markup):
        return value
    return Markup(html.escape(str(value), quote=False))


def quoted(value: Any) -> Markup:
    """``{{ value | quoted }}``: escaped as text with its quotes too (``&quot;``,
    ``&#x27;``), as the site's additions to the theme's pages were always written, so
    those pages read byte for byte as before (``theme-parts.html.j2``)."""
    return value if isinstance(value, Markup) else Markup(html.escape(str(value)))


def attrs(*values: Mapping[str, Any]) -> Markup:
    """`` name="value"`` for each attribute of each mapping in turn, value escaped (quotes
    too); an attribute whose value is ``None`` or ``False`` is left out, one whose value is
    ``True`` written bare."""
    parts = [
        f' {key}="{html.escape(str(value))}"' if value is not True else f" {key}"
        for mapping in values
        for key, value in mapping.items()
        if value is not None and value is not False
    ]
    return Markup("".join(parts))


def around(t: Translator, phrase: str, slot: str, **values: Any) -> tuple[str, str]:
    """``phrase`` in ``t``'s language cut where its ``{slot}`` goes: what comes before and
    after, for a template to put HTML of its own (links) in between."""
    cut = "\x00"
    before, after = t(phrase, **{slot: cut}, **values).split(cut)
    return before, after


def linked(t: Translator, phrase: str, href: str, **values: Any) -> Markup:
    """``phrase`` in ``t``'s language, its words between ``{link}`` and ``{end}`` a link to
    ``href`` (``PARTS``' ``linked``): one sentence to translate, the link where the language
    puts it. The phrase and ``values`` are the page's own text already, written as they are
    (a name in ``values`` escaped by the caller)."""
    cut = "\x00"
    before, inside, after = t(phrase, **values, link=cut, end=cut).split(cut)
    words = (Markup(part) for part in (before, inside, after))
    return Markup(macros(PARTS).linked(next(words), href, next(words), next(words)))


def folders() -> list[Path]:
    """Where the page templates are: the shared ones first, then the games' own."""
    return [templates_dir() / PAGES, *template_folders(PAGES)]


@cache
def environment() -> jinja2.Environment:
    """Jinja2 for pages: autoescape on, undefined values an error. A template changed
    while ``mkdocs serve`` runs is read again (Jinja checks its date)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(folders()),
        autoescape=True,
        finalize=_text,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        extensions=[OneLine],
    )
    env.globals["attrs"] = attrs
    env.globals["around"] = around
    env.globals["scroll"] = scroll_attributes
    env.filters["quoted"] = quoted
    return env


def render(template: str, **context: Any) -> str:
    """``template`` (a path in ``templates/pages/``) filled with ``context``."""
    return environment().get_template(template).render(**context)


def macros(template: str) -> Any:
    """The macros of ``template``, to call from Python (each returns ``Markup``): for an
    element a page written in Markdown holds (a mount its script finds)."""
    return environment().get_template(template).module


def builder_page(
    t: Translator,
    saved: SavedLists,
    *,
    script: str = "builder",
    template: str = "builder.md.j2",
    **context: Any,
) -> str:
    """A builder's page (``builder.md.j2``, or a game's template that extends it), at
    ``saved.builder``: the JSON it reads (``saved.data``), its ``script``'s module and
    stylesheet (``<script>.mjs``, ``<script>.css``) in the game's scripts' folder (where
    ``saved.module`` is), the shared stylesheets in the shared scripts' folder, each by its
    path from the page's folder. ``?pack=`` is read from the whole site's root, one folder
    up from a translation's (``data-site``)."""
    # A page ``<game>/<name>.md`` is served as ``<game>/<name>/``.
    folder = saved.builder.removesuffix(".md")
    return render(
        template,
        t=t,
        site=site_root(t.language, "../../"),
        shared=f"../../{SHARED_SCRIPTS}/",
        assets=posixpath.relpath(posixpath.dirname(saved.module), folder) + "/",
        data=posixpath.relpath(saved.data, folder),
        stylesheet=f"{script}.css",
        script=f"{script}.mjs",
        **context,
    )


def scrolling_table(label: str, table: Sequence[str]) -> list[str]:
    """The lines of a Markdown table, inside a region that scrolls sideways when the table
    is wider than a phone (``scrolling-table.md.j2``): focusable, so a keyboard can scroll
    it, and named ``label``, so a screen reader says what it is. Needs the ``md_in_html``
    extension (mkdocs.yml). Each line of ``table`` is Markdown, written as it is."""
    lines = [Markup(line) for line in table]
    return render("scrolling-table.md.j2", label=label, table=lines).split("\n")


def scroll_region(label: str) -> Markup:
    """The opening tag of ``scrolling_table``'s region (close it with ``</div>``)."""
    return Markup(macros(PARTS).scroll_region(label))


def without_terms(lines: Sequence[str]) -> list[str]:
    """Markdown ``lines`` in a region whose words get no glossary tooltip (``no-terms.md.j2``),
    where a word the glossary defines means something else (a campaign status "Auto")."""
    shown = [Markup(line) for line in lines]
    return render("no-terms.md.j2", lines=shown).split("\n")[:-1]
