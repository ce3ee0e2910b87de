"""One build's use of the kept pages (``memo.py``): what ``mkdocs serve``'s plugin asks at
each of its events, so the plugin only says when."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

from .memo import (
    TEMPLATE,
    PageMemo,
    body_key,
    body_of,
    files_digest,
    keep_search_entries,
    nav_digest,
    output_key,
    restore_body,
    skip_render,
)

log = logging.getLogger("mkdocs.plugins.sortie")


class Reuse:
    """The pages one build takes from ``memo`` and the ones it renders and keeps."""

    def __init__(self, memo: PageMemo, build: bytes, config: MkDocsConfig) -> None:
        self.memo = memo
        self.build = build
        self.files = ""
        self.bodies: dict[str, dict[str, Any]] = {}
        """Pages whose body is reused: what their rendering gave, by source path."""
        self.body_keys: dict[str, str] = {}
        self.outputs: dict[str, str] = {}
        """Pages whose output is reused, by source path."""
        self.output_keys: dict[str, str] = {}
        memo.begin()
        for name in ("search", "material/search"):
            index = getattr(config.plugins.get(name), "search_index", None)
            if index is not None:
                keep_search_entries(index, memo, build)

    def read(self, page: Page, markdown: str, terms: Any, files: Files) -> None:
        """``on_page_markdown``'s last step: a page rendered before from the same Markdown
        is not rendered again."""
        if not self.files:
            self.files = files_digest(files)
        uri = page.file.src_uri
        key = self.body_keys[uri] = body_key(self.build, self.files, page, markdown, terms)
        body = self.memo.get(key)
        if body is not None:
            self.bodies[uri] = body
            skip_render(page, body)  # restored by ``rendered``

    def rendered(self, page: Page, files: Files) -> str | None:
        """``on_page_content``'s first step: a reused page's HTML (its title, table of
        contents and anchors put back), or None for a page MkDocs just rendered."""
        body = self.bodies.get(page.file.src_uri)
        return None if body is None else restore_body(page, body, files)

    def keep_body(self, page: Page, html: str) -> None:
        uri = page.file.src_uri
        if uri in self.body_keys and uri not in self.bodies:
            self.memo.put(self.body_keys[uri], body_of(page, html))
            self.memo.rendered.append(uri)

    def choose(self, nav: Navigation, files: Files, extra: Callable[[Page], Any]) -> None:
        """``on_env``: every page read, so every title of the navigation known. The pages
        whose output was made before from the same inputs get an empty template
        (``output`` gives their kept output in its place); ``extra`` is what the plugin
        adds to a page after the theme."""
        navigation = nav_digest(nav)
        for file in files.documentation_pages():
            page = file.page
            if page is None or page.content is None:
                continue
            key = output_key(self.build, navigation, page, extra(page))
            output = self.memo.get(key)
            if output is None:
                self.output_keys[file.src_uri] = key
            else:
                self.outputs[file.src_uri] = output
                page.meta["template"] = TEMPLATE

    def output(self, page: Page) -> str | None:
        return self.outputs.get(page.file.src_uri)

    def keep_output(self, page: Page, output: str) -> None:
        uri = page.file.src_uri
        if uri in self.output_keys:
            self.memo.put(self.output_keys[uri], output)
            self.memo.drawn.append(uri)

    def end(self, language: str) -> None:
        log.info(
            f"{language}: of {len(self.body_keys)} page(s), {len(self.memo.rendered)} "
            f"rendered and {len(self.memo.drawn)} drawn again, the others reused"
        )
        self.memo.end()
