"""The ``sortie`` MkDocs plugin: ``content/`` becomes the rules reference site.

Phases, in MkDocs' own order: ``on_config`` loads and checks every content file and
renders every generated page (a content error stops the build there, before MkDocs has
cleaned or written anything); ``on_files`` swaps the YAML files for those pages;
``on_nav``/``on_pre_page`` hang definition pages under their kind; ``on_page_markdown``
adds French titles, provenance and glossary tooltips.
"""

from __future__ import annotations

import html
import logging
import re
import sys
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import jinja2
from mkdocs.config.config_options import ExtraScriptValue
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority
from mkdocs.structure.files import File, Files, InclusionLevel
from mkdocs.structure.nav import Navigation, Section
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

from ..games.pagehtml import folders as page_templates
from ..games.pages import SHARED_SCRIPTS, SavedLists, shared_assets
from ..games.words import WORDS_FILE, browser_words
from ..problems import Problem
from ..reading.content import check, keep_checked, write_kept
from ..reading.contentcache import Unsure
from ..reading.loaded import Content
from ..reading.yamlload import keep_parsed
from ..registry import systems
from ..resources import PACKAGE
from ..words.display import visible
from ..words.languages import MAIN, Translator, translation_language, translation_path, translator
from ..words.mdtext import esc, source_markdown
from ..words.typography import typeset_html
from .cards import PRINT_URI, print_page_markdown, with_card_files
from .config import SortieConfig
from .contentformat import CONTENT_FORMAT_URI
from .diskmemo import DiskMemo
from .extras import site_extras
from .generation import (
    GameDigests,
    GeneratedMemo,
    game_digests,
    game_extras,
    generated_folder,
    generated_pages,
    sources_digest,
)
from .hangar import HANGAR_URI, hangar_markdown
from .hangarown import collection_groups, collection_markdown
from .live import ERROR_URI, error_html, error_markdown, summary, with_error_status
from .memo import PageMemo, keep_compiled_on_disk, memo_folder, safe_build_digest
from .nav import build_nav, games_list, neighbours, other_pages
from .offline import (
    head_tags,
    keep_print_box,
    retire_service_worker,
    write_app_manifest,
    write_service_worker,
)
from .pages import GeneratedPage, SitePages, default_templates
from .printcards import PRINT_CARDS_URI, print_cards_markdown
from .regions import scroll_tables
from .reuse import Reuse
from .rulepages import RulesPage
from .search import (
    defer_index,
    glossary_tags,
    name_games,
    name_results,
    page_search_meta,
    patch_worker,
)
from .serve import (
    LATER,
    QUIET,
    Drawing,
    SiteRecord,
    Task,
    Translating,
    Yielded,
    guard,
    install,
    quiet,
    share_the_interpreter,
    start_over,
)
from .sharednav import SharedNav
from .stylesheets import Relinked, join_stylesheets, keep_slimmed_on_disk
from .theme import fix_page, help_the_lost
from .themefiles import keep_theme_env
from .tooltips import Tooltips
from .translations import (
    alternates,
    build_translations,
    switch_links,
    translate_settings,
    with_words,
    with_words_helper,
)
from .values import glossary_uri

if TYPE_CHECKING:
    from ..sheets.published import CardsPlan, PlanMemo, SiteCards

log = logging.getLogger("mkdocs.plugins.sortie")

KEPT_ACROSS_BUILDS = (
    "serving",
    "incremental",
    "memos",
    "records",
    "generation",
    "card_plans",
    "relinked",
    "watched",
)
"""What a build leaves to the next of the same process (serve's rebuilds): whether it
serves, serve's memories by language and the folders it watches. Everything else is made
anew by ``on_config``."""

ASSETS = {
    "assets/sortie/tables.js": "tables.js",
    "assets/sortie/tooltips.js": "tooltips.js",
    "assets/sortie/sortie.css": "sortie.css",
}
"""Served from the site itself (no CDN): the table sorter, the glossary tooltips and their
styles."""

OFFLINE_SCRIPT = "assets/sortie/offline.js"
"""Registers the service worker and says when a new version is ready (``offline.py``)."""

ASSETS_FILES: dict[str, Path] = {}
"""Further assets by site path, added by the games (their ``ASSETS``)."""

EXTENSIONS = ("attr_list", "md_in_html", "tables", "admonition", "def_list")
"""Markdown extensions the generated pages rely on; added when mkdocs.yml omits them."""

HOME_GAMES = "<!-- sortie:games -->"
"""Marker in ``index.md`` replaced by the list of games, so a new game appears there."""


def shown_path(path: Path | str) -> str:
    """A problem's path as ``sortie check`` run from the same folder prints it."""
    try:
        return Path(path).resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return str(path)


def shown(problem: Problem) -> Problem:
    """A problem with its path as ``sortie check`` run from the same folder prints it."""
    return Problem(
        shown_path(problem.path),
        problem.line,
        problem.field,
        problem.message,
        problem.severity,
        problem.code,
    )


def report(problems: list[Problem]) -> None:
    """Print problems exactly as ``sortie check`` does: ``path:line: field: message``."""
    for problem in problems:
        print(visible(shown(problem).format()), file=sys.stderr)


class SortiePlugin(BasePlugin[SortieConfig]):  # type: ignore[no-untyped-call]
    supports_multiple_instances = False

    def __init__(self) -> None:
        self.content: Content | None = None
        self.site: SitePages | None = None
        self.generated: dict[str, GeneratedPage] = {}
        self.rules: dict[str, RulesPage] = {}
        self.tooltips: Tooltips | None = None
        self.kind_of: dict[str, str] = {}
        """Definition page → its kind's table page, in the order of the tables."""
        self.sections: dict[str, Section] = {}
        """Kind table page → the nav section holding it."""
        self.neighbours: dict[str, tuple[str | None, str | None]] = {}
        """Definition page → the pages before and after it in its kind's table."""
        self.shared_nav = SharedNav()
        self.nav: Navigation | None = None
        self.cards: SiteCards | None = None
        """The card PDFs and thumbnails, when the ``cards`` option is on."""
        self.drawing: CardsPlan | None = None
        """A rebuild of ``serve``: the cards, drawn once the pages are served."""
        self.data_files: dict[str, str] = {}
        """Files the browser reads (a game's deck data), by site path."""
        self.assets: dict[str, Path] = dict(ASSETS_FILES)
        self.tools: dict[str, list[tuple[str, str]]] = {}
        """A game's own pages (deck builder…), as (title, uri), for the home page."""
        self.saving: set[str] = set()
        """The games whose builders keep lists in My hangar."""
        self.content_format_url: str | None = None
        """Where the content format reference is (linked from every page's footer)."""
        self.search_tags: dict[str, list[str]] = {}
        """Rules page → the glossary terms that point to it (search tags)."""
        self.serving = False
        """Run by ``mkdocs serve``: broken content makes an error page, not a failed build."""
        self.broken: list[str] = []
        """The problems of broken content, as printed, while serving."""
        self.broken_headline = ""
        self.language = MAIN
        """The language this build writes (see ``SortieConfig.languages``)."""
        self.t = Translator(MAIN, {})
        self.memos: dict[str, PageMemo] = {}
        """Serving: the pages kept between rebuilds, by language (``memo.py``)."""
        self.generation: dict[str, GeneratedMemo] = {}
        """Serving: each game's generated pages, by language (``generation.py``)."""
        self.card_plans: dict[str, PlanMemo] = {}
        """Serving: each game's card plan, by language (``sheets/published.py``)."""
        self.relinked: dict[str, Relinked] = {}
        """Serving: each page's HTML as the stylesheet pass linked it, by language."""
        self.digests: GameDigests | None = None
        """Serving: what each game's pages and cards are made from (``generation.py``)."""
        self.reuse: Reuse | None = None
        """This build's use of them, when it may reuse pages."""
        self.incremental = False
        """A rebuild of ``serve`` that writes only what changed (``serve.py``)."""
        self.records: dict[str, SiteRecord] = {}
        """Serving: what each language's last build left in its folder (``serve.py``)."""
        self.record: SiteRecord | None = None
        """This build's, when it writes only what changed."""
        self.held: dict[Path, str] = {}
        self.watched: list[str] = []
        """Serving: the folders ``mkdocs serve`` watches besides MkDocs' own, as the first
        language's build found them (``on_serve`` may run while another's build is)."""
        self.files: Files | None = None
        """The pages this build has not written yet, by path (written once joined)."""

    # --- load, check, generate ----------------------------------------------------------------

    def content_root(self, config: MkDocsConfig) -> Path:
        return Path(self.config.content_dir or config.docs_dir)

    def content_roots(self, config: MkDocsConfig) -> list[Path]:
        """The base content folder, then the overlays laid over it."""
        return [self.content_root(config), *(Path(p) for p in self.config.overlays)]

    def templates(self) -> Path:
        return Path(self.config.templates_dir) if self.config.templates_dir else default_templates()

    def on_startup(self, *, command: str, dirty: bool) -> None:
        # Defining on_startup also keeps this instance across the rebuilds of serve.
        self.serving = command == "serve"
        self.incremental = False  # until serve's own rebuilds (``serve.install``)
        quiet(self.serving)
        share_the_interpreter(self.serving)
        # Serving: the content checked once a rebuild for every language, and not at all
        # when no content file changed.
        keep_checked(self.serving)
        if self.serving:
            keep_parsed()
            keep_compiled_on_disk()
            keep_slimmed_on_disk()

    @event_priority(100)  # before the search plugin's, which makes a theme environment
    def _early_config(self, config: MkDocsConfig) -> None:
        keep_theme_env(config, listing=self.serving)

    def _on_config(self, config: MkDocsConfig) -> MkDocsConfig | None:
        LATER.checkpoint()  # serving: another language's build stops for a rebuild
        # MkDocs keeps a plugin with on_startup for the whole process (every rebuild of
        # serve, every build of a test run): nothing of the previous build may remain.
        kept = {name: getattr(self, name) for name in KEPT_ACROSS_BUILDS}
        self.__init__()  # type: ignore[misc]
        for name, value in kept.items():
            setattr(self, name, value)
        roots = self.content_roots(config)
        if self.serving and self.config.language is None:
            self.watched = self._watched(config, roots)
        # Serving: what each game's pages are made from, read before the content is.
        digests = game_digests(roots) if self.serving else None
        # From the content cache when these files were loaded before (a rebuild, `serve`).
        strict = self.config.strict_content
        result = check(roots, strict, _every_folder(roots) if self.serving else None, cached=True)
        LATER.checkpoint()
        report(result.problems)
        self.broken = []
        if result.errors:
            headline = summary(result.problems)
            if not self.serving:
                raise PluginError(f"{headline}: nothing was built")
            # Serving: a site of one page listing the problems (see live.py).
            log.error(f"{headline}: the site shows them until they are fixed")
            self.broken = [shown(p).format() for p in result.problems]
            self.broken_headline = summary(result.problems, "below")
            config.nav = None
            return config
        if result.warnings:
            log.warning(f"content has {len(result.warnings)} warning(s), listed above")
        self.content = result.content
        self.language = self.config.language or self.config.languages[0]
        folders = [game.system.folder for game in result.content.games.values()]
        self.t = translator(self.language, self.templates(), *folders)
        translate_settings(config, self.t)
        self.site = SitePages(result.content, self.templates(), self.t)
        # Serving: the code and templates every page is made with, read once a build.
        sources = self._sources() if self.serving else None
        self.generated = {
            page.uri: page
            for page in self._generated_pages(digests, sources, config.config_file_path)
        }
        LATER.checkpoint()
        self.rules = {p.uri: p for book in self.site.books.values() for p in book.all_pages()}
        games = result.content.games
        self.tooltips = Tooltips(games, self.t) if self.config.tooltips else None
        self.search_tags = glossary_tags(result.content)
        self.kind_of = {
            page.uri: page.uri.rsplit("/", 1)[0] + "/index.md"
            for page in self.generated.values()
            if page.definition
        }
        print_page = None
        if self.config.cards:
            self.cards = self._print_cards(result.content, config)
            print_page = PRINT_URI
        extra: dict[str, list[tuple[str, str]]] = {}
        printing: dict[str, list[tuple[str, str]]] = {}  # the tools that print a deck
        saving: dict[str, tuple[str, SavedLists]] = {}  # the builders that keep lists
        owning: dict[str, tuple[str, tuple[str, ...]]] = {}  # what a player can own
        for gid, game in result.content.games.items():
            extras = site_extras(gid)
            game_name = self.t.text(game.info.name)[0] or game.info.name.en
            if extras.saved is not None:
                saving[gid] = (game_name, extras.saved)
            if extras.owned:
                owning[gid] = (game_name, extras.owned)
            images = self._images(gid)
            memo = self.generation.get(self.language) if self.digests is not None else None
            pages, data = game_extras(game, extras, images, self.t, memo, self.digests)
            for page in pages:
                self.generated[page.uri] = GeneratedPage(page.uri, page.markdown, gid)
                extra.setdefault(gid, []).append((page.title, page.uri))
                if page.prints_cards:
                    printing.setdefault(gid, []).append((page.title, page.uri))
            self.data_files.update(data)
            self.assets.update(extras.assets)
        # The shared scripts, once for every tool, and their words in this language beside
        # the module that reads them: every game's tools' in one table.
        self.assets.update(shared_assets())
        if self.t.translating:
            folders = [game.system.folder for game in result.content.games.values()]
            self.data_files[f"{SHARED_SCRIPTS}/{WORDS_FILE}"] = browser_words(
                self.language, folders
            )
        self.tools = extra
        collection = collection_markdown(collection_groups(result.content, owning, self.t), self.t)
        hangar = self._hangar(saving, collection)
        self.saving = set(saving)
        self._print_cards_page(saving)
        if self.cards is not None:
            markdown = print_page_markdown(self.cards, result.content, self.t, printing)
            self.generated[PRINT_URI] = GeneratedPage(PRINT_URI, markdown)
        if self.config.nav and config.nav is None:
            docs = Path(config.docs_dir)
            others = other_pages(docs, set(result.content.games))
            home = (docs / "index.md").is_file()
            config.nav = build_nav(
                result.content, self.site.books, home, others, extra, print_page, self.t, hangar
            )
        for name in EXTENSIONS:
            if name not in config.markdown_extensions:
                config.markdown_extensions.append(name)
        if len(self.config.languages) > 1:
            config.extra["alternate"] = alternates(self.config.languages)
        config.extra_css.append("assets/sortie/sortie.css")
        scripts = ["assets/sortie/tables.js"]
        if self.offline:
            scripts.append(OFFLINE_SCRIPT)
        if self.tooltips is not None:
            config.markdown_extensions.append(self.tooltips.extension())
            scripts.append("assets/sortie/tooltips.js")
        for path in scripts:
            script = ExtraScriptValue(path)
            script.defer = True  # not render blocking; they wait for the page anyway
            config.extra_javascript.append(script)
        if self.serving and not config.strict:
            # Not under --strict: a page kept would not repeat the warnings MkDocs gave
            # while rendering it, and the next rebuild would pass where this one failed.
            self._start_memo(config, sources)
        return config

    on_config = CombinedEvent(_early_config, _on_config)

    def _sources(self) -> bytes | None:
        """``sources_digest`` of the templates, or None (nothing is reused this build)
        when a file cannot be vouched for."""
        try:
            return sources_digest(self.templates())
        except (Unsure, OSError) as error:
            log.info(f"pages are all made and rendered again: {error}")
            return None

    def _generated_pages(
        self, digests: GameDigests | None, sources: bytes | None, config_file: str | None
    ) -> list[GeneratedPage]:
        """Every generated page; serving, a game's only when its inputs changed (kept for
        the next start too, beside the site's ``config_file``)."""
        assert self.site is not None
        if not self.serving:
            return list(self.site.pages())
        memo = self.generation.get(self.language)
        if memo is None:
            folder = generated_folder(config_file, self.language) if config_file else None
            memo = self.generation[self.language] = GeneratedMemo(DiskMemo(folder))
        if digests is not None and sources is not None:
            options = {k: v for k, v in self.config.items() if k != "language"}
            digests.finish(sources, self.t, options)
            self.digests = digests  # the cards' plan is kept under the same keys
        else:
            digests = None
        pages = generated_pages(self.site, memo, digests, LATER.checkpoint)
        if digests is not None:
            made = ", ".join(memo.made) or "none"
            log.info(f"{self.language}: generated pages made again for: {made}")
        return pages

    def _hangar(self, saving: dict[str, tuple[str, SavedLists]], collection: str) -> str | None:
        """My hangar, when a builder keeps lists or a game says what can be owned
        (``collection``, its section): its page (None: no page), whose modules are the
        shared scripts."""
        if not saving and not collection:
            return None
        printable = sorted(self.cards.browser) if self.cards is not None else []
        markdown = hangar_markdown(saving, self.t, printable, collection)
        self.generated[HANGAR_URI] = GeneratedPage(HANGAR_URI, markdown)
        return HANGAR_URI

    def _print_cards_page(self, saving: dict[str, tuple[str, SavedLists]]) -> None:
        """The page that prints cards with the player's values (``printcards.py``), for the
        games whose builder keeps lists and whose cards are drawn for the browser."""
        if self.cards is None:
            return
        games = {
            gid: (name, saved, self.cards.browser[gid])
            for gid, (name, saved) in saving.items()
            if gid in self.cards.browser
        }
        if not games:
            return
        markdown = print_cards_markdown(games, self.t)
        self.generated[PRINT_CARDS_URI] = GeneratedPage(PRINT_CARDS_URI, markdown)

    def _start_memo(self, config: MkDocsConfig, sources: bytes | None) -> None:
        """Serving: reuse what earlier builds rendered from the same inputs."""
        options = {k: v for k, v in self.config.items() if k != "language"}
        key = (
            None if sources is None else safe_build_digest(config, sources, options, self.language)
        )
        if key is None:
            return
        memo = self.memos.get(self.language)
        if memo is None:
            memo = self.memos[self.language] = PageMemo(memo_folder(config, self.language))
        self.reuse = Reuse(memo, key, config)

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        if not self.serving:
            return
        if self.config.language is None:
            QUIET.held.clear()
        build = self.reuse.build if self.reuse is not None else None
        record = self.records.get(self.language)
        if not self.incremental:
            record = None  # MkDocs empties the folder (serve's first build)
        elif (
            self.broken or build is None or not (record and record.vouches(config.site_dir, build))
        ):
            # What is in the folder cannot be vouched for: MkDocs' full build's start.
            start_over(config.site_dir, self.records, self.config.language)
            record = None
        if not self.broken and build is not None:
            self.record = record or SiteRecord(config.site_dir, build)
            self.records[self.language] = self.record
        elif self.drawing is not None:
            self.drawing.draw()  # no record to copy them later: MkDocs copies them now
            self.drawing = None

    def on_build_error(self, *, error: Exception) -> None:
        # A build cut short: its folder is written in part (the first language's holds
        # the others'). Not one stopped for a rebuild (``Yielded``): it stops only at a
        # checkpoint, and none lies after its pages are written (the stylesheet pass comes
        # after the last one); the files it copied before it stopped, its record (not
        # updated) sees as changed, and the next build copies them again.
        if isinstance(error, Yielded):
            return
        if self.config.language is None:
            self.records.clear()
        else:
            self.records.pop(self.config.language, None)

    # --- files: YAML out, generated pages in ----------------------------------------------

    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        LATER.checkpoint()
        if self.broken:
            for file in list(files):
                if file.is_documentation_page():
                    files.remove(file)
            text = error_markdown(self.broken, self.broken_headline)
            files.append(File.generated(config, ERROR_URI, content=text))
            return files
        assert self.content is not None
        games = set(self.content.games)
        for file in list(files):
            top = file.src_uri.split("/", 1)[0]
            if top in games and file.src_uri.endswith((".yaml", ".yml")):
                files.remove(file)  # the data reaches the site as pages, never as YAML
        root = self.content_root(config)
        if root.resolve() != Path(config.docs_dir).resolve():
            for uri in self.rules:
                if files.get_file_from_path(uri) is None:
                    files.append(File(uri, str(root), config.site_dir, config.use_directory_urls))
        for uri, page in self.generated.items():
            if files.get_file_from_path(uri) is not None:
                log.warning(f"{uri} exists in the docs folder: it replaces the generated page")
                continue
            # Definitions hang under their kind; the content format is linked from the
            # footer (theme.py): neither is listed in the navigation.
            # The page that prints with a player's values is reached from the builders and
            # My hangar, with what to print in its address: not listed either.
            listed = not page.definition and uri not in (CONTENT_FORMAT_URI, PRINT_CARDS_URI)
            inclusion = InclusionLevel.UNDEFINED if listed else InclusionLevel.NOT_IN_NAV
            file = File.generated(config, uri, content=page.markdown, inclusion=inclusion)
            files.append(file)
            if uri == CONTENT_FORMAT_URI:
                self.content_format_url = file.url
        self._translated_pages(files)
        assets = self.templates() / "assets"
        scripts = {**ASSETS, OFFLINE_SCRIPT: "offline.js"} if self.offline else ASSETS
        for uri, name in scripts.items():
            path = assets / name
            if path.suffix != ".js":
                files.append(File.generated(config, uri, abs_src_path=str(path)))
                continue
            text = with_words_helper(path.read_text(encoding="utf-8"), assets)
            if self.t.translating:
                # The scripts' words, in this build's language, above the script itself:
                # the site's own table (the games' tools read theirs from words.json).
                text = with_words(text, translator(self.language, self.templates()))
                if uri == OFFLINE_SCRIPT:  # where the site's root (the worker's) is from here
                    text = f'var SORTIE_SITE_ROOT = "../";\n{text}'
            files.append(File.generated(config, uri, content=text))
        for uri, path in self.assets.items():
            files.append(File.generated(config, uri, abs_src_path=str(path)))
        for uri, text in self.data_files.items():
            files.append(File.generated(config, uri, content=text))
        if self.cards is not None:
            for uri in self.cards.files():
                files.append(
                    File.generated(config, uri, abs_src_path=str(self.cards.out_dir / uri))
                )
        if self.record is not None:
            self.record.mark(files, self._drawn_later)
        self.files = files
        return files

    def _drawn_later(self, source: str) -> bool:
        """Whether the file at ``source`` is a card's, drawn after this rebuild."""
        if self.drawing is None:
            return False
        return Path(source).is_relative_to(self.drawing.manifest.out_dir)

    def _translated_pages(self, files: Files) -> None:
        """A translation (``aces.fr.md``) is never a page of its own: in its language's
        build it stands in for its original, at the original's address, so every link
        and the language switch find it there."""
        for file in list(files):
            if translation_language(file.src_uri) is not None:
                files.remove(file)
            elif self.t.translating and file.src_uri.endswith(".md") and file.abs_src_path:
                translated = translation_path(Path(file.abs_src_path), self.language)
                if translated.is_file():
                    file.abs_src_path = str(translated)

    # --- cards ----------------------------------------------------------------------------

    def _print_cards(self, content: Content, config: MkDocsConfig) -> SiteCards:
        """Every card kind to PDF and thumbnails, outside the site (MkDocs copies them in):
        kept between builds, so an unchanged rebuild draws nothing."""
        from ..sheets.published import PlanMemo, plan_site_cards

        home = Path(config.config_file_path or ".").parent
        if home.resolve() == PACKAGE:
            home = Path(".")  # the configuration Sortie ships: never write into the package
        cache = home / self.config.cache_dir
        # Each language's cards and aids in a folder of their own; pieces share one cache.
        folder = "site-cards" if self.language == MAIN else f"site-cards-{self.language}"
        # Serving: a game's cards planned again only when its pages are made again.
        memo, keys = None, None
        if self.serving:
            memo = self.card_plans.setdefault(self.language, PlanMemo())
            if self.digests is not None:
                keys = {gid: self.digests.of(gid) for gid in content.games}
        plan = plan_site_cards(
            content,
            cache / folder,
            cache_dir=cache / "cards",
            language=self.language,
            memo=memo,
            keys=keys,
        )
        if memo is not None and keys is not None:
            made = ", ".join(memo.made) or "none"
            log.info(f"{self.language}: cards planned again for: {made}")
        if self.serving:
            # The pages first, the cards after them (``serve.Later``): drawn at once, as
            # MkDocs copies them, only if no record can copy them later (``on_pre_build``).
            self.drawing = plan
            return plan.manifest
        done = plan.draw()
        log.info(
            f"cards: {len(done.written)} file(s) written, {len(done.unchanged)} unchanged, "
            f"{done.rendered} card side(s) drawn"
        )
        return plan.manifest

    def _images(self, game: str) -> dict[str, str]:
        """Thumbnails by card id (``kind/id``), relative to the site root."""
        if self.cards is None:
            return {}
        return {
            f"{kind}/{card_id}": files.thumbnail
            for kind, cards in self.cards.cards.get(game, {}).items()
            for card_id, files in cards.items()
        }

    # --- navigation -----------------------------------------------------------------------

    def on_nav(self, nav: Navigation, *, config: MkDocsConfig, files: Files) -> Navigation:
        LATER.checkpoint()
        _escape_titles(nav.items)
        self.shared_nav = SharedNav()  # a build's own: its pages and what they drew
        self.nav = nav
        self.neighbours = neighbours(self.kind_of)
        kinds = set(self.kind_of.values())
        self.sections = {
            page.file.src_uri: page.parent
            for page in nav.pages
            if page.file.src_uri in kinds and isinstance(page.parent, Section)
        }
        return nav

    def on_pre_page(self, page: Page, *, config: MkDocsConfig, files: Files) -> Page:
        kind = self.kind_of.get(page.file.src_uri)
        if kind is not None and page.parent is None:
            # Unlisted, but still "in" its kind's section: the section opens in the
            # navigation and the breadcrumbs read Game › Aircraft.
            page.parent = self.sections.get(kind)
            self.shared_nav.placed.add(page.file.src_uri)
            # Unlisted, so the theme gives it no neighbours: those of its kind's table,
            # for the footer's links and the n and p keys.
            before, after = self.neighbours.get(page.file.src_uri, (None, None))
            page.previous_page = _page_of(files, before)
            page.next_page = _page_of(files, after)
        return page

    def on_env(
        self, env: jinja2.Environment, *, config: MkDocsConfig, files: Files
    ) -> jinja2.Environment:
        LATER.checkpoint()
        self.shared_nav.install(env)
        if self.reuse is not None and self.nav is not None:
            self.reuse.choose(self.nav, files, self._post_page_inputs)
        return env

    # --- page text ------------------------------------------------------------------------

    def on_page_markdown(
        self, markdown: str, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        LATER.checkpoint()  # MkDocs' message of a stopped page is filtered (``QUIET``)
        uri = page.file.src_uri
        if self.broken:
            return markdown  # the error page, as written
        if self.cards is not None:
            markdown = with_card_files(markdown, uri, self.cards, self.t)
        rules = self.rules.get(uri)
        if rules is not None:
            markdown = _with_rules_details(markdown, rules, self.t)
        if uri == "index.md" and HOME_GAMES in markdown:
            markdown = markdown.replace(HOME_GAMES, self._games_list())
        if self.t.translating:
            markdown = _titled_admonitions(markdown, self.t)
        game = uri.split("/", 1)[0]
        if uri == CONTENT_FORMAT_URI:
            page_search_meta(page.meta, "contributor")
        elif rules is not None or uri == glossary_uri(game):
            # A rules page's French title and the glossary terms it explains weigh as
            # its title does (mkdocs.yml weighs tags as titles).
            french = list(rules.search_fr) if rules is not None else []
            page_search_meta(page.meta, "rules", french + self.search_tags.get(uri, []))
        terms = None
        if self.tooltips is not None:
            # Every page sets its own terms: none on the glossary and outside the games.
            linked = uri != glossary_uri(game) and game in self.content.games  # type: ignore[union-attr]
            once = str(page.meta.get("tooltips", "section"))
            self.tooltips.select(markdown, game if linked else None, uri, once)
            terms = [self.tooltips.current, self.tooltips.per_section]
        if self.reuse is not None:
            self.reuse.read(page, markdown, terms, files)
        return markdown

    def on_page_content(
        self, html_text: str, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        # Here, not at on_page_context: MkDocs renders every page's content before it
        # writes any page's template, so every title in every page's nav is HTML by then.
        # Each is escaped once: a navigation title in on_nav, a front-matter title here; a
        # title MkDocs takes from the page's heading is the heading's HTML, escaped already
        # (escaping it again showed "&lt;" on the page, in the header and the footer).
        # A kept page first gets back what rendering gave it: its title is read below.
        kept = self.reuse.rendered(page, files) if self.reuse is not None else None
        if isinstance(page.meta.get("title"), str):  # the theme writes it unescaped too
            page.meta["title"] = html.escape(page.meta["title"], quote=False)
        elif page.title and not page.is_homepage:
            # The theme writes any other title into <title> through Jinja's striptags,
            # which turns "&lt;/title&gt;" back into markup; a front-matter title it
            # writes as it is.
            page.meta["title"] = page.title
        if isinstance(page.meta.get("tags"), list):  # search results show tags as HTML
            page.meta["tags"] = [html.escape(str(t), quote=False) for t in page.meta["tags"]]
        if kept is not None:
            return kept
        html_text = scroll_tables(html_text, html.unescape(page.title or ""), self.t)
        if self.reuse is not None:
            self.reuse.keep_body(page, html_text)
        return html_text

    def _games_list(self) -> str:
        """Each game: what it is, then its pages and every tool (its own pages from
        ``site.py``, the print sheets), so a new game appears here by itself."""
        assert self.content is not None
        printed = set() if self.cards is None else {*self.cards.sheets, *self.cards.aids}
        hangar = (HANGAR_URI, self.saving) if self.saving else None
        return games_list(self.content, self.tools, printed, self.t, hangar)

    def _post_page_inputs(self, page: Page) -> Any:
        """What ``on_post_page`` adds to a page besides its language's settings."""
        generated = self.generated.get(page.file.src_uri)
        # The offline copy is never made under serve, where pages are reused; said anyway,
        # so that a kept page never lacks the worker's tags.
        return [self.content_format_url, repr(generated.data if generated else None), self.offline]

    def on_post_page(self, output: str, *, page: Page, config: MkDocsConfig) -> str:
        kept = self.reuse.output(page) if self.reuse is not None else None
        if kept is not None:
            return self._hold(page, kept)
        uri = page.file.src_uri
        reference = self.content_format_url
        href = None if reference is None else get_relative_url(reference, page.url)
        generated = self.generated.get(uri)
        output = fix_page(output, href, self.t, generated.data if generated else None)
        languages = self.config.languages
        if len(languages) > 1:
            output = switch_links(output, page.url, self.language, languages)
        if self.offline:
            root = "../" * page.url.count("/")  # the language's root, from this page
            output = output.replace("</head>", f"{head_tags(root)}</head>", 1)
            if page.file.src_uri == PRINT_URI and self.cards is not None:
                output = keep_print_box(output, self.cards.out_dir, page.url, self.t)
        output = typeset_html(output, self.language)
        if self.reuse is not None:
            self.reuse.keep_output(page, output)
        # After keeping it: another language's build stopped here keeps the pages it drew.
        # Drawing every page (a first build, a navigation changed) takes seconds.
        LATER.checkpoint()
        return self._hold(page, output)

    def _hold(self, page: Page, output: str) -> str:
        """A rebuild writing only what changed writes the page itself, after the
        stylesheet pass, and only if its bytes changed (``serve.py``); MkDocs, given
        nothing, writes nothing."""
        if self.record is None or not output.strip():
            return output
        self.held[Path(page.file.abs_dest_path)] = output
        QUIET.held.add(page.file.src_uri)
        return ""

    def on_post_template(
        self, output_content: str, *, template_name: str, config: MkDocsConfig
    ) -> str:
        # The 404 page is a template, not a page: its fixes and its switch are made here.
        if template_name != "404.html" or self.broken:
            return output_content
        output = fix_page(help_the_lost(output_content, self.t), None, self.t)
        if len(self.config.languages) > 1:
            output = switch_links(output, "404.html", self.language, self.config.languages)
        return typeset_html(output, self.language)

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        LATER.checkpoint()
        if self.broken:
            page = error_html(self.broken, self.broken_headline)
            (Path(config.site_dir) / "404.html").write_text(page, encoding="utf-8")
            return
        if self.reuse is not None:
            self.reuse.end(self.language)
        site = Path(config.site_dir)
        if self.record is not None and self.files is not None:
            self.record.settle(self.files, site)  # before the pass reads every page
            if self.drawing is not None:
                drawn = [
                    (file.abs_src_path, file.abs_dest_path)
                    for file in self.files
                    if file.abs_dest_path in self.record.later and file.abs_src_path
                ]
                language, records = self.language, self.records
                LATER.submit(Drawing(self.drawing.draw, drawn, self.record, records, language))
        patch_worker(Path(config.site_dir))
        defer_index(Path(config.site_dir))
        if self.content is not None:
            games = self.content.games.items()
            name_games(
                Path(config.site_dir), {gid: self.t.text(g.info.name)[0] for gid, g in games}
            )
            name_results(Path(config.site_dir))
        root = urlsplit(config.site_url or "/").path
        if self.record is not None:
            # The other languages' sites are inside the first one's: left to their builds.
            others = self.config.languages[1:] if self.config.language is None else []
            relinked = self.relinked.setdefault(self.language, Relinked())
            join_stylesheets(site, root, self.held, self.record.write_page, others, relinked)
        else:
            join_stylesheets(site, root)
        if self.offline:
            description = config.site_description or ""
            write_app_manifest(Path(config.site_dir), config.site_name, description, self.t)
        if self.t.missing:
            missing = ", ".join(sorted(self.t.missing))
            log.info(f"{len(self.t.missing)} phrase(s) with no {self.language} yet: {missing}")
        if self.config.language is None:  # the first language's build runs the others'
            others = self.config.languages[1:]
            if self.serving and self.record is not None:
                # Serving: this language's pages are served first; the others' are built
                # right after them (``serve.Later``), then the content kept on disk, once
                # a rebuild of serve has ended or, after serve's first build, at once.
                if others:
                    build = partial(build_translations, config, others, True, self.incremental)
                    LATER.submit(Translating(build, self.record, self.records, self.language))
                LATER.submit(Task("content cache", write_kept))
                if not self.incremental:
                    LATER.release()
            else:
                build_translations(config, others, self.serving, self.incremental)
                write_kept()  # serving with no page memo (else nothing was left unwritten)
            if self.offline:  # the whole site is written: what the worker keeps is known
                write_service_worker(
                    Path(config.site_dir), self.templates(), self.search_languages(config)
                )
            else:
                retire_service_worker(Path(config.site_dir), self.templates())

    @property
    def offline(self) -> bool:
        """Whether this build makes the site an app that works offline (never while
        serving: a worker keeping pages would hide each rebuild)."""
        return bool(self.config.offline) and not self.serving and not self.broken

    def search_languages(self, config: MkDocsConfig) -> list[str]:
        """The languages the site's search indexes are stemmed in, every language's."""
        codes = list(self.config.languages)
        for name in ("search", "material/search"):
            search = config.plugins.get(name)
            if search is not None:
                codes += [code for code in search.config.lang or [] if code not in codes]
        return codes

    # --- serve ----------------------------------------------------------------------------

    def on_serve(
        self, server: LiveReloadServer, *, config: MkDocsConfig, builder: Any
    ) -> LiveReloadServer:
        app = server.get_app()
        if app is not None:
            server.set_app(with_error_status(app, Path(config.site_dir)))
        # See _start_memo: every page is rendered under --strict.
        if config.strict or not install(server, builder):
            guard(server)
        for folder in self.watched:
            server.watch(folder)
        return server

    def _watched(self, config: MkDocsConfig, roots: list[Path]) -> list[str]:
        """The templates (the site's, and the tools', builders' and hangar's pages) and
        the content folders that are not MkDocs' own documentation folder."""
        docs = Path(config.docs_dir).resolve()
        pages = [str(self.templates()), *(str(folder) for folder in page_templates())]
        return pages + [str(root) for root in roots if root.resolve() != docs]


def _every_folder(roots: list[Path]) -> set[str]:
    """Every folder of the content and every game: loading "only" these loads what loading
    all does, and lets the content cache keep it (``contentcache.py``): a rebuild of
    ``serve`` loads the content once for all its languages, and not at all unchanged."""
    names = {p.name for root in roots if root.is_dir() for p in root.iterdir() if p.is_dir()}
    return names | set(systems())


def _page_of(files: Files, uri: str | None) -> Page | None:
    found = files.get_file_from_path(uri) if uri is not None else None
    return found.page if found is not None else None


def _escape_titles(items: Iterable[Any]) -> None:
    """Navigation titles as HTML text: the theme writes them into every page unescaped,
    and they come from content (game names, rules pages' front-matter titles). A page
    listed without a title has none yet (MkDocs takes it from its heading, as HTML)."""
    for item in items:
        if item.title is not None:
            item.title = html.escape(item.title, quote=False)
        if isinstance(item, Section):
            _escape_titles(item.children)


_UNTITLED_ADMONITION = re.compile(r"^( *(?:!!!|\?\?\?\+?) +)([\w-]+)((?: +[\w-]+)*) *$", re.M)
"""An admonition with no title of its own (``!!! example``): the Markdown extension
titles it with its type in English (``Example``)."""


def _titled_admonitions(markdown: str, t: Translator) -> str:
    """Each admonition without a title given its type's title in ``t``'s language."""

    def titled(match: re.Match[str]) -> str:
        title = t(match.group(2).capitalize()).replace('"', "&quot;")
        return f'{match.group(1)}{match.group(2)}{match.group(3)} "{title}"'

    return _UNTITLED_ADMONITION.sub(titled, markdown)


def _with_rules_details(markdown: str, rules: RulesPage, t: Translator) -> str:
    """A rules page with its French title under the heading (on an English page) or a
    notice that the translation is not written yet (on a translated one, which then shows
    the English page), and its source at the end."""
    under: list[str] = []
    if not rules.translated:
        notice = t("This page is not translated yet: here it is in English.")
        under = [f'!!! note "{t("In English")}"', "", f"    {notice}"]
    elif rules.title_fr and not t.translating:
        under = [f"*FR: {esc(rules.title_fr)}*", "{ .sortie-fr }"]  # close under the title
    if under:
        lines = markdown.split("\n")
        at = next((i for i, line in enumerate(lines) if line.startswith("# ")), None)
        if at is None:
            lines[:0] = [*under, ""]
        else:
            lines[at + 1 : at + 1] = ["", *under, ""]
        markdown = "\n".join(lines)
    if rules.source:
        markdown = (
            f"{markdown.rstrip()}\n\n*{t('Source:')} {source_markdown(t.cited(rules.source))}*\n"
        )
    return markdown
