"""Options of the ``sortie`` MkDocs plugin (``plugins: - sortie: {...}`` in ``mkdocs.yml``)."""

from __future__ import annotations

from mkdocs.config import config_options as c
from mkdocs.config.base import Config

from ..words.languages import MAIN, NAMES


class SortieConfig(Config):  # type: ignore[no-untyped-call]  # mkdocs leaves it untyped
    """Every option has a default, so ``- sortie`` alone is a complete configuration."""

    content_dir = c.Optional(c.Dir(exists=True))
    """The content folder; defaults to ``docs_dir`` so rules Markdown is built in place."""
    overlays = c.ListOfItems(c.FilesystemObject(exists=True), default=[])
    """Your own content folders or pack files laid over ``content_dir``, in order (as
    ``sortie check --content BASE --content OVERLAY``): folders add definitions and patch
    values, packs patch values; rules pages of an overlay are not used. Definition pages
    say which values an overlay changed."""
    templates_dir = c.Optional(c.Dir(exists=True))
    """The Jinja2 templates of generated pages; defaults to ``templates/site`` of the
    checkout the ``generator`` package comes from."""
    strict_content = c.Type(bool, default=False)
    """Treat content warnings (unknown keys, stray files) as errors, like ``sortie check
    --strict``. ``mkdocs build --strict`` already fails on them, as on any warning."""
    tooltips = c.Type(bool, default=True)
    """Show glossary terms (English and French) as tooltips on every page of their game."""
    nav = c.Type(bool, default=True)
    """Build the navigation (games, rules by ``order``, kinds, glossary) unless
    ``mkdocs.yml`` sets ``nav`` itself."""
    cards = c.Type(bool, default=True)
    """Print every card kind to PDF (A4 and Letter) and a thumbnail per card, link them from
    the data pages and a Print page. Rendering is cached: an unchanged rebuild draws nothing."""
    offline = c.Type(bool, default=True)
    """Make the site an installable web app that works with no network after one visit:
    a web app manifest per language and a service worker keeping every page (README,
    "Offline at the table"). ``mkdocs serve`` never installs the worker."""
    cache_dir = c.Type(str, default=".cache")
    """Where rendered cards and their cache live between builds, relative to mkdocs.yml."""
    languages = c.ListOfItems(c.Choice(tuple(NAMES)), default=[MAIN])
    """The languages the site is written in: the first at the site's root, each other in a
    folder of its own (``fr/``), with a language switch on every page that keeps the reader
    on the same page. A rules page is translated by a page beside it (``aces.fr.md``), a text
    of the data by its ``fr`` key; what has no translation yet shows in English, marked."""
    language = c.Optional(c.Choice(tuple(NAMES)))
    """The language this build writes; the site's first language unless the build of
    another language set it (each translation is a build of its own, run by the first)."""
