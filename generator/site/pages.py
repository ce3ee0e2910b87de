"""The Markdown of every generated page, rendered from ``templates/site/*.md.j2``.

Python decides what a page says (values already written as Markdown, links already
relative); the templates only lay it out. Pages per game: a home page, one index per kind
with a sortable table, one page per definition, the glossary. Plus the content-format page.

``generator/games/pages.py`` is its other half, in the games' layer: what a game's own pages
say, described, not rendered.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from ..games.pagehtml import scroll_region
from ..games.yourcard import fillable, marked, marked_values_mount
from ..reading.loaded import Content, Entry, GameContent, Kind
from ..resources import templates_dir
from ..schema import Text
from ..words.languages import MAIN, NAMES, Translator
from ..words.mdtext import esc, md, source_links, source_markdown
from .contentformat import CONTENT_FORMAT_URI, content_format, model_anchor
from .extras import site_extras
from .hangarown import own_mount
from .memo import keep_compiled
from .rulepages import RulesBook, rules_book
from .values import (
    NOT_SHOWN_AS_ROWS,
    Formatter,
    References,
    cell,
    definition_uri,
    display_name,
    game_uri,
    glossary_uri,
    kind_uri,
    label,
    one_line,
    relative,
)

GLOSSARY = "glossary"


def default_templates() -> Path:
    """The ``site`` folder of the templates (see ``generator/resources.py``)."""
    return templates_dir() / "site"


@dataclass(frozen=True)
class DataNote:
    """What a contributor needs of a data page, said in the footer beside the link to the
    content format (``theme.py``) and never in the page itself: a player reads no file
    name, id or field name."""

    anchor: str
    """The content-format section of the page's kind (``<game>-<kind>``)."""
    path: str | None = None
    """The file a definition comes from, as ``sortie check`` names it."""
    changes: tuple[tuple[str, str, int | None], ...] = ()
    """The values content overlays changed: (field, file, line)."""


@dataclass(frozen=True)
class GeneratedPage:
    uri: str
    """Where the page lives, relative to docs_dir (``<game>/<kind>/<id>.md``)."""
    markdown: str
    game: str | None = None
    """The game whose glossary gives this page its tooltips (None: no tooltips)."""
    definition: bool = False
    """A definition's own page: reached from its kind's table, not listed in the nav."""
    data: DataNote | None = None
    """For a kind's table or a definition: what the footer tells contributors."""


def doc(text: str | None) -> str:
    """A docstring as one Markdown line (reStructuredText ``literals`` become `code`)."""
    return one_line((text or "").replace("``", "`"))


_FILE_HINT = re.compile(r"\s*\(``[^`]*(?:\.ya?ml|/)``\)")


def player_doc(text: str | None) -> str:
    """A docstring for a player page: without its ``(<game>/<kind>/<id>.yaml)`` file hint
    (or ``(<game>/<kind>/)`` folder hint), which only contributors need (they have the content-format page)."""
    return doc(_FILE_HINT.sub("", text or ""))


def proper_name(kind: Kind) -> bool:
    """A kind without card text (aircraft, aces) is named by a proper name, which is the
    same in French: a missing French name is not shown as unknown. Cards and glossary
    terms have a printed French name, so theirs shows "unknown" until someone adds it."""
    return "text" not in kind.model.model_fields and kind.folder != GLOSSARY


def sort_key(text: str) -> str:
    """Alphabetical order that ignores case and accents (``Évitement`` sorts under E)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _finalize(value: Any) -> Any:
    """Every ``{{ value }}`` of a page template: escaped as Markdown text unless it is our
    own Markdown (a ``Markup``, see ``values.md``). Jinja's autoescape writes HTML entities,
    which Markdown would not neutralise (links, attribute lists), hence this instead."""
    if value is None or isinstance(value, Markup):
        return value
    return esc(str(value))


def _join(items: Any, separator: str = "") -> Markup:
    return Markup(separator.join(_finalize(item) for item in items))


def markdown_environment(templates: Path) -> jinja2.Environment:
    """Jinja2 for Markdown pages, escaping every value by default."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(templates),
        autoescape=False,  # HTML autoescape: see _finalize for the Markdown one
        finalize=_finalize,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    # A YAML front-matter string: JSON is YAML, and keeps "Piqué" readable.
    env.filters["quoted"] = lambda text: Markup(json.dumps(str(text), ensure_ascii=False))
    env.filters["join"] = _join
    # attr_list's {#id} cannot be written in a template ({# opens a Jinja comment).
    env.filters["anchor"] = lambda anchor_id: Markup("{#" + re.sub(r"[^\w-]", "", anchor_id) + "}")
    return env


class SitePages:
    """Builds every generated page of ``content``."""

    def __init__(
        self, content: Content, templates: Path | None = None, t: Translator | None = None
    ) -> None:
        self.content = content
        self.t = t or Translator(MAIN, {})
        self.env = markdown_environment(templates or default_templates())
        # {{ _("Card text") }}: the page's own words, Markdown of ours (the values put
        # into them are escaped already, as every value of a template is).
        self.env.globals["_"] = lambda text, **values: Markup(self.t(text, **values))
        # The content-format page is written from our own docstrings (Markdown already):
        # only the game names in it are content, escaped where they are read.
        self.doc_env = markdown_environment(templates or default_templates())
        self.doc_env.finalize = None
        self.doc_env.filters["join"] = lambda items, separator="": separator.join(map(str, items))
        self.doc_env.globals["_"] = self.t
        keep_compiled(self.env, "pages")
        keep_compiled(self.doc_env, "content-format")
        self._templates: dict[str, jinja2.Template] = {}
        self.books = {
            gid: rules_book(game, content.root, self.t.language)
            for gid, game in content.games.items()
        }

    def render(self, template: str, **context: Any) -> str:
        loaded = self._templates.get(template)
        if loaded is None:  # once per build: Jinja would check the file's date every time
            loaded = self._templates[template] = self.env.get_template(template)
        return loaded.render(**context)

    def pages(self) -> Iterator[GeneratedPage]:
        yield self.content_format_page()
        for game in self.content.games.values():
            yield from GamePages(self, game).pages()

    def game_names(self) -> dict[str, str]:
        """Each game's name, as the content-format page titles it (escaped)."""
        return {
            gid: str(esc(self.t.text(game.info.name)[0]))
            for gid, game in self.content.games.items()
        }

    def content_format_page(self) -> GeneratedPage:
        # The content format is for contributors, who edit English keys: its words and
        # docstrings are translated, its keys, types and file names stay as they are.
        context = content_format(self.game_names(), self.t)
        page = self.doc_env.get_template("content-format.md.j2").render(**context)
        return GeneratedPage(CONTENT_FORMAT_URI, page)


class GamePages:
    """The generated pages of one game."""

    def __init__(self, site: SitePages, game: GameContent) -> None:
        self.site = site
        self.game = game
        self.references = References(game)
        self.t = site.t
        self.format = Formatter(game, self.references, site.t)
        self.unknown = self.format.unknown
        self.name = self.t.text(game.info.name)[0]
        self.extras = site_extras(game.id)
        self.kinds = [k for k in game.system.kinds if game.of(k.folder)]

    def pages(self) -> Iterator[GeneratedPage]:
        yield self.home()
        if self.game.of(GLOSSARY):
            yield self.glossary()
        for kind in self.kinds:
            # The definitions in the order of their kind's table: the site links each to
            # the next and the one before (the footer, the theme's n and p keys).
            entries = self.in_table_order(kind)
            yield self.kind_index(kind, entries)
            for entry in entries:
                yield self.definition(entry)

    def in_table_order(self, kind: Kind) -> list[Entry[Any]]:
        """A kind's definitions by the name the page's language shows."""
        return sorted(
            self.game.of(kind.folder).values(), key=lambda e: sort_key(self.format.title(e))
        )

    def page(
        self,
        uri: str,
        template: str,
        definition: bool = False,
        data: DataNote | None = None,
        **ctx: Any,
    ) -> GeneratedPage:
        markdown = self.site.render(template, **ctx)
        return GeneratedPage(uri, markdown, self.game.id, definition, data)

    # --- home ---------------------------------------------------------------------------

    def home(self) -> GeneratedPage:
        uri = game_uri(self.game.id)
        info = self.game.info
        t = self.t
        book = self.site.books[self.game.id]
        # The name a page's reader does not read in: the French under an English title,
        # the English under a French one.
        other = info.name.en if t.translating else info.name.fr
        summary = t.text(info.summary)[0] if info.summary else None
        return self.page(
            uri,
            "game.md.j2",
            name=esc(self.name),
            other_name=esc(other) if other and other != self.name else None,
            other_language="EN" if t.translating else "FR",
            publisher=esc(info.publisher) if info.publisher else None,
            summary=esc(summary) if summary else None,
            rules=[md(line) for line in _rules_outline(book, uri, t.translating)],
            kinds=[
                (
                    md(f"[{t(kind.title)}]({relative(uri, kind_uri(self.game.id, kind.folder))})"),
                    len(self.game.of(kind.folder)),
                    md(self.describe(kind)),
                )
                for kind in self.kinds
            ],
            glossary=(
                md(f"[{t('Glossary')}]({relative(uri, glossary_uri(self.game.id))})")
                if self.game.of(GLOSSARY)
                else None
            ),
            glossary_count=len(self.game.of(GLOSSARY)),
            # The game's own Markdown: the game escapes the content values it writes in it.
            extra=md(self.extras.home(self.game, t)) if self.extras.home else "",
            source=source_markdown(t.cited(info.source)) if info.source else None,
        )

    def describe(self, kind: Kind) -> str:
        """What a kind holds, for a player: its schema's docstring, or the build
        language's words for it (``kind:<folder>`` in the language's table)."""
        english = player_doc(kind.model.__doc__)
        if not self.t.translating:
            return english
        key = f"kind:{self.game.id}/{kind.folder}"
        found = self.t(key)
        return found if found != key else english

    # --- a kind's table ---------------------------------------------------------------------

    def kind_index(self, kind: Kind, entries: list[Entry[Any]]) -> GeneratedPage:
        uri = kind_uri(self.game.id, kind.folder)
        t = self.t
        # The column of the other language's names: French on an English page, English
        # on a French one (where the French name is the link).
        if t.translating:
            other = any(self._other_name(e) is not None for e in entries)
        else:
            # Only where a French name differs: a person's or a designation's reads the same.
            other = any(
                (n := display_name(e.item)) is not None and n.fr and n.fr != n.en for e in entries
            )
        other_header = t("English") if t.translating else "French"
        columns = [c for c in kind.columns if c not in kind.model.not_shown]
        headers = [
            t("Name"),
            *([other_header] if other else []),
            *(t(label(c)) for c in columns),
        ]
        rows = []
        marked_any = False
        for entry in entries:
            row: list[str] = [md(self.format.link(entry, uri))]
            if other and t.translating:  # the English name, as English cards print it
                name = display_name(entry.item)
                row.append(esc(name.en) if name else "")
            elif other:
                name = display_name(entry.item)
                if name and name.fr:
                    row.append(esc(name.fr))
                else:
                    row.append(md("" if proper_name(kind) else self.unknown))
            for column in columns:
                value = getattr(entry.item, column)
                if column == "source":
                    row.append(source_links(value) if value else self.unknown)
                    continue
                shown = self.format.value(value, column, kind.model, uri)
                filled = self.yours(entry, column, shown)
                row.append(cell(filled))
                marked_any = marked_any or filled is not shown
            rows.append(row)
        offer = self.extras.your_card
        mount = marked_values_mount(self.game, offer, "../") if offer and marked_any else []
        return self.page(
            uri,
            "kind.md.j2",
            data=DataNote(model_anchor(self.game.id, kind.folder)),
            title=t(kind.title),
            game=esc(self.name),
            count=len(rows),
            description=md(self.describe(kind)),
            headers=headers,
            rows=rows,
            your_values=md("\n".join(mount)),
            own=md(self.own(kind)),
            # A phone scrolls the table sideways inside its own region, name column pinned.
            scroll_open=scroll_region(f"{t(kind.title)}, {self.name}"),
        )

    def own(self, kind: Kind, entry: Entry[Any] | None = None) -> str:
        """ "I own N" on a kind's table (``entry`` None) or a definition's page, where the
        game says a player can own that kind (``OWNED``); else nothing."""
        if kind.folder not in self.extras.owned:
            return ""
        up = "../../" if entry is None else "../../../"
        return own_mount(self.game.id, kind.folder, up, self.t, entry)

    def yours(self, entry: Entry[Any], field: str, shown: Markup) -> Markup:
        """``shown`` (a field's value), marked for the player's own value when it is unknown
        and the player may fill it in: the page's script then shows theirs, marked
        (``games/yourcard.py``)."""
        offer = self.extras.your_card
        folder = entry.kind.folder
        if offer is None or getattr(entry.item, field) is not None:
            return shown
        if field not in fillable(offer, folder):
            return shown
        return Markup(marked(folder, entry.id, field, shown))

    def _other_name(self, entry: Entry[Any]) -> str | None:
        """On a translated page, the English name of a definition shown by its
        translated name (None when the page shows the English name already)."""
        name = display_name(entry.item)
        if name is None or not self.t.translating:
            return None
        shown, own = self.t.text(name)
        return name.en if own and shown != name.en else None

    # --- one definition ---------------------------------------------------------------------

    def definition(self, entry: Entry[Any]) -> GeneratedPage:
        kind = entry.kind
        t = self.t
        uri = definition_uri(self.game.id, kind.folder, entry.id)
        item = entry.item
        name = display_name(item)
        fields = type(item).model_fields
        own = self.extras.own_fields
        rows = [
            (
                t(label(field)),
                cell(
                    self.yours(
                        entry,
                        field,
                        self.format.value(getattr(item, field), field, kind.model, uri),
                    )
                ),
            )
            for field in fields
            if field not in NOT_SHOWN_AS_ROWS | kind.model.not_shown
            and (kind.folder, field) not in own
            and not (field in kind.model.shown_when_set and getattr(item, field) is None)
        ]
        card_text: str | None = None
        if "text" in fields:
            value = item.text
            shown = self._card_text(value) if isinstance(value, Text) else self.unknown
            card_text = md(shown.replace("\n", "\n    "))  # inside the admonition
        labels = self.extras.backref_labels
        backrefs = [
            (
                md(
                    t(labels[(ref.kind.folder, ref.field)])
                    if (ref.kind.folder, ref.field) in labels
                    else t("{kind} naming it", kind=t(ref.kind.title))
                ),
                [md(self.format.link(e, uri)) for e in ref.entries],
            )
            for ref in self.references.backrefs(entry)
        ]
        # The name in the page's other language, under the title and as a search tag (which
        # weighs as a title): the English name a French player also knows finds the page.
        tag: str | None = None
        if t.translating:
            other = self._other_name(entry)
            subtitle = f"EN: {esc(other)}" if other else None
            tag = other
        elif name and name.fr:
            subtitle = f"FR: {esc(name.fr)}"
            tag = name.fr
        else:
            subtitle = None if proper_name(kind) else f"FR: {self.unknown}"
        changes = tuple((c.field, self.site.content.shown(c.path), c.line) for c in entry.changes)
        note = DataNote(
            model_anchor(self.game.id, kind.folder), self.site.content.shown(entry.path), changes
        )
        return self.page(
            uri,
            "definition.md.j2",
            definition=True,
            data=note,
            title=esc(self.format.title(entry)),
            tag=one_line(tag) if tag else None,
            subtitle=md(subtitle) if subtitle else None,
            kind=t(kind.title),
            kind_link=md(relative(uri, kind_uri(self.game.id, kind.folder))),
            own=md(self.own(kind, entry)),
            game=esc(self.name),
            card_text=card_text,
            rows=rows,
            backrefs=backrefs,
            source=source_markdown(t.cited(item.source)) if item.source else None,
            # The game's own Markdown, its content values escaped by the game (as on home).
            extra=(
                md(self.extras.definition(self.game, entry, t)) if self.extras.definition else ""
            ),
        )

    def _card_text(self, value: Text) -> str:
        """The card's text in the page's language: on a French page the French, else the
        English marked as such (its French is one switch away, on the French page)."""
        if not self.t.translating:
            return f"{esc(value.en)}"  # an f-string: Markup + str would escape as HTML
        shown, own = self.t.text(value)
        return (
            esc(shown) if own else f"{esc(shown)}\n\n*{self.t('(in English: no translation yet)')}*"
        )

    # --- glossary -----------------------------------------------------------------------

    def glossary(self) -> GeneratedPage:
        """Every term, each under its name in the page's language (the other language's
        after it), sorted in that language; then a table from the other language."""
        uri = glossary_uri(self.game.id)
        t = self.t
        pages = {p.uri: p.title for p in self.site.books[self.game.id].all_pages()}
        terms = []
        for entry in self.game.of(GLOSSARY).values():
            item = entry.item
            see = None
            if item.see:
                target = f"{self.game.id}/{item.see}"
                title = pages.get(target.split("#")[0], item.see)
                see = md(f"[{esc(title)}]({relative(uri, target)})")
            fr = item.term.fr if item.term.fr and item.term.fr != item.term.en else None
            # On a French page a term is named by its French, its English after it.
            first, second = (fr, item.term.en) if t.translating and fr else (item.term.en, fr)
            definition, own = t.text(item.definition)
            terms.append(
                {
                    "id": entry.id,
                    "first": esc(first),
                    "second": esc(second) if second else None,
                    "key": sort_key(first),
                    "edition": esc(item.edition.replace("-", " ").title())
                    if item.edition
                    else None,
                    "definition": esc(definition),
                    "english": not own,
                    "see": see,
                }
            )
        terms.sort(key=lambda term: str(term["key"]))
        # The way back from the other language: French → English on an English page.
        pairs = sorted(
            (
                (sort_key(str(term["second"])), term["second"], term["first"], term["id"])
                for term in terms
                if term["second"]
            ),
            key=lambda pair: pair[0],
        )
        return self.page(
            uri,
            "glossary.md.j2",
            game=esc(self.name),
            terms=terms,
            other=[(second, first, md(str(term_id))) for _, second, first, term_id in pairs],
            own_language=NAMES[t.language],
        )


def _rules_outline(
    book: RulesBook, from_uri: str, translated: bool = False, depth: int = 0
) -> Iterator[str]:
    """The rules as a nested Markdown list: one line per page, books as headings; on an
    English page each page's French title follows its own (a translated page's title is
    the translation's already)."""
    indent = "    " * depth
    for page in book.pages if book.index is None else [book.index, *book.pages]:
        french = f" — *{esc(page.title_fr)}*" if page.title_fr and not translated else ""
        yield f"{indent}- [{esc(page.title)}]({relative(from_uri, page.uri)}){french}"
    for sub in book.books:
        yield f"{indent}- **{esc(sub.title or '')}**"
        yield from _rules_outline(sub, from_uri, translated, depth + 1)
