"""Preload hints for the scripts and data of a tool page.

A tool's module script imports others, which import others: the browser finds each module
only once the one that imports it has arrived and been read, one round trip per level (five
on the deck builder), and the tool's JSON only once the script runs. Listed in the page's
head (``modulepreload`` for the whole static import graph, ``preload`` for the JSON named in
a ``data-src``), they are all fetched at once, as soon as the head is read.

Only what the page will load anyway is listed: the static imports of its module scripts
and of the modules named in ``data-module`` (a script imports those itself), and the JSON
named in ``data-src``.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Mapping
from pathlib import Path

_MODULE_SCRIPT = re.compile(r'<script type="module" src="([^"]+)"')
_DATA = re.compile(r'\bdata-(src|module)="([^"]+)"')
_STATIC_IMPORT = re.compile(
    r"""^\s*(?:(?:import|export)\s[^;]*?\bfrom|import)\s*["'](\.{1,2}/[^"']+)["']""",
    re.MULTILINE,
)
"""``import … from "./x.mjs"`` (over several lines too), ``export … from``, ``import "./x"``;
not ``import("./x")``, which loads when the code asks."""


class Preloads:
    """The hints of every page of one build; each module's imports are read once."""

    def __init__(self, sources: Mapping[str, Path]) -> None:
        self.sources = sources
        """Site path (``assets/sortie/brs/builder.mjs``) → the file it is copied from."""
        self._imports: dict[str, list[str]] = {}

    def imports(self, uri: str) -> list[str]:
        """The site paths ``uri`` imports statically, directly or not, each once."""
        found: dict[str, None] = {}
        todo = [uri]
        while todo:
            for child in self._direct(todo.pop()):
                if child not in found and child != uri:
                    found[child] = None
                    todo.append(child)
        return list(found)

    def _direct(self, uri: str) -> list[str]:
        if uri not in self._imports:
            source = self.sources.get(uri)
            text = source.read_text("utf-8") if source is not None else ""
            base = posixpath.dirname(uri)
            self._imports[uri] = [
                posixpath.normpath(posixpath.join(base, spec))
                for spec in _STATIC_IMPORT.findall(text)
            ]
        return self._imports[uri]

    def hint(self, output: str, page_url: str) -> str:
        """``output`` with the hints its scripts and data need in its head."""
        here = page_url if page_url.endswith("/") or not page_url else posixpath.dirname(page_url)

        def site_path(href: str) -> str:
            return posixpath.normpath(posixpath.join(here, html.unescape(href)))

        modules: dict[str, None] = {}
        data: dict[str, None] = {}
        tagged = {site_path(src) for src in _MODULE_SCRIPT.findall(output)}  # loaded anyway
        entries = list(tagged)
        for name, href in _DATA.findall(output):
            if name == "module":
                modules[site_path(href)] = None
                entries.append(site_path(href))
            else:
                data[site_path(href)] = None
        for entry in entries:
            modules.update(dict.fromkeys(m for m in self.imports(entry) if m not in tagged))
        if not modules and not data:
            return output

        def relative(uri: str) -> str:
            return html.escape(posixpath.relpath(uri, here or "."))

        links = [f'<link rel="modulepreload" href="{relative(m)}">' for m in modules]
        links += [f'<link rel="preload" href="{relative(d)}" as="fetch" crossorigin>' for d in data]
        head, marker, rest = output.partition("</head>")
        return head + "".join(links) + marker + rest if marker else output
