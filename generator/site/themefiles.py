"""The theme's Jinja environments: their compiled templates kept, and under ``mkdocs
serve`` the theme's static files listed once for all the rebuilds.

MkDocs makes a new environment each time one is asked for (the build's, and the search
plugin's, which renders the theme's language partial in its ``on_config``, before
``on_env`` is given the build's): each is given the kept compiled templates as it is
made, or the search plugin's would compile its templates again at every rebuild (a tenth
of a second).

Each MkDocs build lists every file of the theme's folders and matches each name against a
dozen patterns (``Files.add_files_from_theme``): Material ships some ten thousand icons,
so that is a second of each rebuild on a small machine, for a list that only changes when
a file is added to or removed from the theme. The list is kept with the modification time
of every folder it was read from (adding or removing a file changes its folder's), and
read again when one of them changed.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import jinja2
from mkdocs.config.defaults import MkDocsConfig

from .memo import keep_compiled

Folders = dict[str, int]
"""Every folder under the theme's, with its modification time (ns)."""

_KEPT: dict[tuple[Any, ...], tuple[Folders, list[str]]] = {}


def keep_theme_env(config: MkDocsConfig, listing: bool) -> None:
    """Have the theme's Jinja environments of this build reuse the templates compiled
    before, and (``listing``) list the theme's static files from the last listing when
    no folder of the theme changed."""
    theme = config.theme
    make_env = theme.get_env
    # What the listing MkDocs asks for depends on: the folders and what its filter leaves out.
    key = (tuple(theme.dirs), tuple(theme.static_templates))

    def env() -> jinja2.Environment:
        made = make_env()
        keep_compiled(made, "theme")
        if listing:
            made.list_templates = _kept(made.list_templates, theme.dirs, key)  # type: ignore[method-assign]
        return made

    theme.get_env = env  # type: ignore[method-assign]


def _kept(
    listing: Callable[..., list[str]], dirs: list[str], key: tuple[Any, ...]
) -> Callable[..., list[str]]:
    def list_templates(
        extensions: Any = None, filter_func: Callable[[str], bool] | None = None
    ) -> list[str]:
        if extensions is not None or filter_func is None:  # not MkDocs' question
            return listing(extensions, filter_func)
        found = _KEPT.get(key)
        if found is not None and _unchanged(found[0]):
            return list(found[1])
        folders = _folders(dirs)  # before the listing: a change during it shows next time
        names = listing(filter_func=filter_func)
        _KEPT[key] = (folders, names)
        return list(names)

    return list_templates


def _folders(dirs: list[str]) -> Folders:
    found: Folders = {}
    for top in dirs:
        for folder, _, _ in os.walk(top):
            found[folder] = os.stat(folder).st_mtime_ns
    return found


def _unchanged(folders: Folders) -> bool:
    try:
        return all(os.stat(folder).st_mtime_ns == time for folder, time in folders.items())
    except OSError:
        return False
