"""The page check (issues 20 and 39): what a player reads on a page of the built site holds
no Markdown syntax, no file names, YAML keys or check codes, no programming nulls, no empty
table cell and no empty paragraph (a gap where something was taken out); and none of the
code's own words (issue 39): no id line ("id: bf109f"), no id of the data (a definition's,
a game's, an edition's, an enumerated value's code such as ``heavy-bomber``), no field
name of the schema (``after_success``, or any field in a code span). Contributor pages (the
content-format reference) and the contributor's note in a data page's footer (outside the
article) are left out: paths, ids and codes belong there.

Used by ``tests/test_page_check.py`` on every page of the shipped site, both languages, and
by hand on any built site: ``python tests/pagecheck.py SITE_DIR`` prints one line per finding.
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
    "schema word": re.compile(r"\bnullable\b", re.IGNORECASE),
}
"""Words of the files and the code, not of the game (looked for in code spans too)."""

ID_LINE = re.compile(r"(?<![\w-])(?:id|identifiant)\s*:", re.IGNORECASE)
"""A line naming a definition by its id, as the data pages did under their title."""

TOKEN = re.compile(r"(?<![\w/.-])[a-z0-9]+(?:[-_][a-z0-9]+)*(?![\w/-])")
"""A word as the files write ids, codes and field names: lower case, joined by hyphens or
underscores, not part of a path or an address."""

ENGLISH_COMPOUNDS = frozenset({"fighter-bomber"})
"""Codes of the data that are the English word as well (a fighter-bomber is one)."""

NULLS = re.compile(r"(?<![\w-])(?:null|undefined|NaN|None)(?![\w-])")
"""A programming null shown as a value. "None" counts when it stands alone as a value
(a cell, a line); "None of the…" in a sentence does not."""


@dataclass(frozen=True)
class Vocabulary:
    """The code's own words, which no player page may show."""

    codes: frozenset[str] = frozenset()
    """The codes a check gives (``trait-count``), and the keys of the message tables."""
    ids: frozenset[str] = frozenset()
    """The data's ids that could not pass for a word: a definition's (not a glossary
    term's, made from the term), a game's, the ids ``game.yaml`` names (editions, nations),
    an enumerated value's code (``heavy-bomber``)."""
    fields: frozenset[str] = frozenset()
    """Every field name of every schema (``after_success``, ``type``)."""


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
    page: str, prose: str, code: str, values: Iterable[str], words: Vocabulary
) -> Iterator[Finding]:
    """Every finding in a page's visible text: ``prose`` outside code, ``code`` inside it,
    ``values`` the text of each cell, item and paragraph; ``words`` the code's words."""
    for what, pattern in MARKDOWN.items():
        if found := pattern.search(prose):
            yield Finding(page, what, _around(prose, found))
    for what, pattern in INTERNAL.items():
        for text in (URL.sub(" ", prose), URL.sub(" ", code)):
            if found := pattern.search(text):
                yield Finding(page, what, _around(text, found))
                break
    hyphenated = set(re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)+", prose + " " + code))
    if shown := sorted(hyphenated & words.codes):
        yield Finding(page, "check code", ", ".join(shown))
    yield from _code_words(page, URL.sub(" ", prose), URL.sub(" ", code), words)
    for value in values:
        bare = value.strip(" .,;:()")
        if NULLS.fullmatch(bare) or ((found := NULLS.search(value)) and found.group(0) != "None"):
            yield Finding(page, "null", value[:80])
            break


def _code_words(page: str, prose: str, code: str, words: Vocabulary) -> Iterator[Finding]:
    """The code's words in a page's text (addresses taken out): an id line, an id of the
    data, a schema's field name (one with an underscore anywhere, any in a code span)."""
    if found := ID_LINE.search(prose):
        yield Finding(page, "id line", _around(prose, found))
    tokens = set(TOKEN.findall(prose + " " + code))
    if shown := sorted(tokens & words.ids):
        yield Finding(page, "data id", ", ".join(shown[:8]))
    named = {token for token in tokens if "_" in token} | set(TOKEN.findall(code))
    if shown := sorted(named & words.fields):
        yield Finding(page, "field name", ", ".join(shown[:8]))


def _around(text: str, found: re.Match[str]) -> str:
    return text[max(0, found.start() - 30) : found.end() + 30].replace("\n", " ")


def check_html(page: str, html: str, words: Vocabulary) -> list[Finding]:
    seen = visible(html)
    findings = list(check_text(page, "".join(seen.prose), " ".join(seen.code), seen.values, words))
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
    from generator.registry import systems
    from generator.verdicts.reports import NOT_CHECKED

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


def message_keys() -> set[str]:
    """The keys of every message table of the core and the games (``unknown-id``), which
    both engines fill in: a key shown is a message that was not."""
    import importlib

    from generator.registry import systems
    from generator.words import messages

    tables = [getattr(messages, name) for name in ("CHECK", "VERDICT", "SHAPE", "READ", "ROLL")]
    for system in systems().values():
        try:
            module = importlib.import_module(f"{system.package}.messages")
        except ModuleNotFoundError:
            continue
        tables += [v for v in vars(module).values() if isinstance(v, dict) and "en" in v]
    keys = {key for table in tables if isinstance(table, dict) for key in table.get("en", {})}
    return {key.split("/")[0] for key in keys if "-" in key}


def data_words(content_root: Path) -> tuple[set[str], set[str]]:
    """The ids (as ``Vocabulary.ids`` says) and the field names of the content's schemas."""
    from enum import Enum

    from pydantic import BaseModel

    from generator.reading.content import load_checked

    ids: set[str] = set()
    fields: set[str] = set()

    def walk(value: object, keep: bool) -> None:
        if isinstance(value, BaseModel):
            for name in type(value).model_fields:
                fields.add(name)
                child = getattr(value, name)
                if name == "id" and isinstance(child, str) and keep:
                    ids.add(child)
                walk(child, keep)
        elif isinstance(value, dict):
            for key, child in value.items():
                if isinstance(child, dict | BaseModel) and keep:
                    ids.add(str(key))
                walk(child, keep)
        elif isinstance(value, list | tuple):
            for child in value:
                walk(child, keep)
        elif isinstance(value, Enum):
            ids.add(str(value.value))

    content = load_checked(content_root)
    for gid, game in content.games.items():
        ids.add(gid)
        walk(game.info, True)
        for folder, entries in game.entries.items():
            for entry_id, entry in entries.items():
                glossary = folder == "glossary"  # its ids are its terms: words
                if not glossary:
                    ids.add(entry_id)
                walk(entry.item, not glossary)
            kind = game.system.kind(folder)
            fields.update(kind.model.model_fields if kind is not None else ())
    # An id that could pass for a word (``dive``, ``fighter``) is a word on a page.
    shown = {i for i in ids if re.search(r"[-\d]", i) or i in content.games}
    return shown - ENGLISH_COMPOUNDS, fields


def vocabulary(site: Path, content_root: Path) -> Vocabulary:
    ids, fields = data_words(content_root)
    return Vocabulary(
        frozenset(check_codes(site) | message_keys()), frozenset(ids), frozenset(fields)
    )


def check_site(site: Path, content_root: Path) -> tuple[list[Finding], int]:
    words = vocabulary(site, content_root)
    pages = player_pages(site)
    findings = []
    for page in pages:
        uri = page.parent.relative_to(site).as_posix() + "/"
        findings += check_html(uri, page.read_text(encoding="utf-8"), words)
    return findings, len(pages)


if __name__ == "__main__":
    found, count = check_site(Path(sys.argv[1]), Path(__file__).resolve().parents[1] / "content")
    for finding in found:
        print(finding)
    print(f"{len({f.page for f in found})} of {count} pages with findings")
    sys.exit(1 if found else 0)
