"""The theme's navigation drawn once for all the definition pages of a folder.

A definition page (an aircraft, a trait) is not listed in the navigation; the plugin hangs
it under its kind's section (``on_pre_page``), so the section opens in the side navigation,
the game's tab is the open one and the breadcrumbs read Game › Kind. For every page of one
folder these three parts come out the same, byte for byte: the page is none of their items,
its ancestors are the same sections, and their links are relative to the same folder. With
``navigation.prune`` the theme still draws the open section's items for each page, which
was the largest part of what a definition page cost to build beyond its own text. So each
part is drawn for the first page of a folder and reused for the others.

The theme's templates are left as they are: a loader in front of the theme's answers for
the three partials with one that calls ``sortie_shared`` around the theme's own. Only
Material's own partials are shared: a site's override (``custom_dir``) may show what a
page has of its own, so it is drawn for each page as before.
"""

from __future__ import annotations

import importlib.util
import posixpath
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
from mkdocs.structure.pages import Page

from .memo import TEMPLATE

SHARED = ("partials/nav.html", "partials/tabs.html", "partials/path.html")
"""The theme's partials a definition page shares with the others of its folder."""

_THEME = "sortie-theme:"
"""The prefix that names the theme's own template behind a shared one."""


def _is_materials(filename: str | None) -> bool:
    """Whether a template file is one of Material's own (not a site's override)."""
    spec = importlib.util.find_spec("material")
    if filename is None or spec is None or spec.origin is None:
        return False
    return Path(filename).resolve().is_relative_to(Path(spec.origin).resolve().parent)


class SharedPartials(jinja2.BaseLoader):
    """The theme's loader, but each of ``SHARED`` drawn through ``sortie_shared``."""

    def __init__(self, theme: jinja2.BaseLoader) -> None:
        self.theme = theme

    def get_source(
        self, environment: jinja2.Environment, template: str
    ) -> tuple[str, str | None, Callable[[], bool] | None]:
        if template == TEMPLATE:  # a page whose output is kept (memo.py): nothing to draw
            return "", None, lambda: True
        found = self.theme.get_source(environment, template.removeprefix(_THEME))
        if template in SHARED and _is_materials(found[1]):
            wrapper = (
                f'{{% call sortie_shared("{template}") %}}'
                f'{{% include "{_THEME}{template}" %}}{{% endcall %}}'
            )
            return wrapper, None, lambda: True
        return found

    def list_templates(self) -> list[str]:
        return self.theme.list_templates()


class SharedNav:
    """What ``sortie_shared`` has drawn in one build, by part and folder."""

    def __init__(self) -> None:
        self.placed: set[str] = set()
        """The source paths of the pages the plugin hung under a kind's section."""
        self._drawn: dict[tuple[str, str], str] = {}

    def install(self, env: jinja2.Environment) -> None:
        """Put the loader in front of the theme's (MkDocs makes an environment a build,
        after it has read the pages and before it draws them)."""
        if env.loader is not None and not isinstance(env.loader, SharedPartials):
            env.loader = SharedPartials(env.loader)
        env.globals["sortie_shared"] = self.shared

    def key(self, part: str, page: Any) -> tuple[str, str] | None:
        """Where ``part`` of ``page`` may be shared: a page the plugin placed, with no part
        of the theme hidden by its front matter (``hide``), by its folder (the pages of a
        folder are the definitions of one kind, hung under one section); None for any
        other page."""
        if not isinstance(page, Page) or page.file.src_uri not in self.placed:
            return None
        if page.meta.get("hide") or page.parent is None:
            return None
        return part, posixpath.dirname(page.url.rstrip("/"))

    @jinja2.pass_context
    def shared(self, context: jinja2.runtime.Context, part: str, caller: Callable[[], str]) -> str:
        key = self.key(part, context.get("page"))
        if key is None:
            return caller()
        if key not in self._drawn:
            self._drawn[key] = caller()
        return self._drawn[key]
