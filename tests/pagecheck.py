"""The page check (issue 20): what a player reads on a page of the built site holds no
Markdown syntax, no file names, YAML keys or check codes, no programming nulls, no empty
table cell and no empty paragraph (a gap where something was taken out). Contributor pages (the content-format reference) and the small
"Edit this data" line under a data page are left out: paths and codes belong there.

Used by ``tests/test_page_check.py`` on every page of the shipped site, and by hand on any
built site: ``python tests/pagecheck.py SITE_DIR`` prints one line per finding.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

CONTRIBUTOR_PAGES = ("content-format",)
"""Top folders of the pages written for contributors, where codes and paths are the point."""

HIDDEN_TAGS = frozenset({"script", "style", "template", "svg", "noscript", "pre", "head"})
"""Text a browser does not show as running text (a ``pre`` shows a file a player asked for)."""

VOID_TAGS = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)

MARKDOWN = {
    "Markdown bold": re.compile(r"\*\*\S|\S\*\*"),
    "Markdown table": re.compile(r"\|\s*:?-{3,}"),
    "Markdown link": re.compile(r"\]\("),
    "stray backtick": re.compile(r"`"),
    "attribute list": re.compile(r"\{\s*[.#:][\w-]"),
}
"""Markup that shows as typed when Markdown was not rendered (not looked for inside code)."""

HEADING = re.compile(r"^\s*#{1,6}\s+\w")
"""A Markdown heading left as text: looked for at the start of each run of text (a table's
column headed "#" is no heading)."""

URL = re.compile(r"https?://\S+")
"""A public address is provenance a player can follow, file name and all."""

INTERNAL = {
    "file name": re.compile(r"\b[\w./-]+\.(?:ya?ml|json|py|md)\b"),
    "content path": re.compile(r"\b(?:brs|dif|fis|tbb)/[a-z-]+/(?=\s|$|[),.;])"),
    "YAML key": re.compile(r"\b[a-z]+_[a-z_]+:\s|\bverified:\s*(?:true|false)\b"),
}
"""Words of the files and the code, not of the game (looked for in code spans too)."""

NULLS = re.compile(r"(?<![\w-])(?:null|undefined|NaN|None)(?![\w-])")
"""A programming null shown as a value. "None" counts when it stands alone as a value
(a cell, a line); "None of the…" in a sentence does not."""


@dataclass
class Finding:
    page: str
    what: str
    text: str

    def __str__(self) -> str:
        return f"{self.page}: {self.what} {self.text!r}"


@dataclass
class _Element:
    tag: str
    hidden: bool
    code: bool
    text: list[str] = field(default_factory=list)
    children: int = 0


class _Visible(HTMLParser):
    """The text of a page's article as a reader sees it: prose, code spans, and cells."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[_Element] = []
        self.in_article = 0
        self.prose: list[str] = []
        self.code: list[str] = []
        self.values: list[str] = []
        self.empty_cells = 0
        self.empty_paragraphs = 0
        self.headings: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID_TAGS:
            if self.stack:
                self.stack[-1].children += 1
            return
        given = dict(attrs)
        classes = (given.get("class") or "").split()
        parent = self.stack[-1] if self.stack else None
        hidden = bool(
            (parent and parent.hidden)
            or tag in HIDDEN_TAGS
            or "hidden" in given
            or given.get("aria-hidden") == "true"
            or "sortie-edit" in classes
        )
        code = bool((parent and parent.code) or tag in ("code", "kbd", "samp"))
        if parent:
            parent.children += 1
        if tag == "article":
            self.in_article += 1
        self.stack.append(_Element(tag, hidden, code))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID_TAGS or not any(e.tag == tag for e in self.stack):
            return
        while self.stack:
            element = self.stack.pop()
            self._close(element)
            if element.tag == tag:
                break

    def _close(self, element: _Element) -> None:
        if element.tag == "article":
            self.in_article -= 1
        if not self.in_article or element.hidden:
            return
        text = " ".join("".join(element.text).split())
        if element.tag in ("td", "li", "dd", "p", "output", "span") and text:
            self.values.append(text)
        if element.tag == "td" and not text and not element.children:
            self.empty_cells += 1
        if element.tag == "p" and not text and not element.children:
            self.empty_paragraphs += 1

    def handle_data(self, data: str) -> None:
        if not self.in_article or not self.stack or self.stack[-1].hidden:
            return
        for element in self.stack:
            element.text.append(data)
        (self.code if self.stack[-1].code else self.prose).append(data)
        if not self.stack[-1].code and HEADING.match(data):
            self.headings.append(data.strip()[:60])


def visible(html: str) -> _Visible:
    parser = _Visible()
    parser.feed(html)
    parser.close()
    return parser


def check_text(
    page: str, prose: str, code: str, values: Iterable[str], codes: set[str]
) -> Iterator[Finding]:
    """Every finding in a page's visible text: ``prose`` outside code, ``code`` inside it,
    ``values`` the text of each cell, item and paragraph; ``codes`` the check codes."""
    for what, pattern in MARKDOWN.items():
        if found := pattern.search(prose):
            yield Finding(page, what, _around(prose, found))
    for what, pattern in INTERNAL.items():
        for text in (URL.sub(" ", prose), URL.sub(" ", code)):
            if found := pattern.search(text):
                yield Finding(page, what, _around(text, found))
                break
    words = set(re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)+", prose + " " + code))
    if shown := sorted(words & codes):
        yield Finding(page, "check code", ", ".join(shown))
    for value in values:
        bare = value.strip(" .,;:()")
        if NULLS.fullmatch(bare) or ((found := NULLS.search(value)) and found.group(0) != "None"):
            yield Finding(page, "null", value[:80])
            break


def _around(text: str, found: re.Match[str]) -> str:
    return text[max(0, found.start() - 30) : found.end() + 30].replace("\n", " ")


def check_html(page: str, html: str, codes: set[str]) -> list[Finding]:
    seen = visible(html)
    findings = list(check_text(page, "".join(seen.prose), " ".join(seen.code), seen.values, codes))
    if seen.headings:
        findings.append(Finding(page, "Markdown heading", seen.headings[0]))
    if seen.empty_paragraphs:
        findings.append(Finding(page, "empty paragraph", f"{seen.empty_paragraphs} of them"))
    if seen.empty_cells:
        findings.append(Finding(page, "empty table cell", f"{seen.empty_cells} cells"))
    return findings


def player_pages(site: Path) -> list[Path]:
    """Every page but the contributors', in every language (``fr/content-format/`` is the
    French site's copy of a contributors' page)."""
    return [
        page
        for page in sorted(site.rglob("index.html"))
        if not set(page.relative_to(site).parts[:2]) & set(CONTRIBUTOR_PAGES)
    ]


def check_codes(site: Path) -> set[str]:
    """Every code a check can give: each game's registry entry, and the code tables the
    site's tools read (``codes``, ``warning_codes``, ``warnings`` in their JSON). Codes of
    one word ("year") are ordinary words and are left out."""
    from generator.decks import NOT_CHECKED
    from generator.games import systems

    codes = set(NOT_CHECKED)
    for system in systems().values():
        if system.decks:
            codes |= set(system.decks.codes)
    for data in site.glob("*/*.json"):
        loaded = json.loads(data.read_text(encoding="utf-8"))
        for key in ("codes", "warning_codes", "warnings"):
            table = loaded.get(key) if isinstance(loaded, dict) else None
            if isinstance(table, dict):
                codes |= set(table)
            elif isinstance(table, list):
                codes |= {c for c in table if isinstance(c, str)}
    return {code for code in codes if "-" in code}


def check_site(site: Path) -> tuple[list[Finding], int]:
    codes = check_codes(site)
    pages = player_pages(site)
    findings = []
    for page in pages:
        uri = page.parent.relative_to(site).as_posix() + "/"
        findings += check_html(uri, page.read_text(encoding="utf-8"), codes)
    return findings, len(pages)


if __name__ == "__main__":
    found, count = check_site(Path(sys.argv[1]))
    for finding in found:
        print(finding)
    print(f"{len({f.page for f in found})} of {count} pages with findings")
    sys.exit(1 if found else 0)
