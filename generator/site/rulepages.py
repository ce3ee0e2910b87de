"""The rules pages of a game, in reading order, as their front matter describes them.

A game's ``rules/`` folder holds Markdown pages, each with ``title``, ``title_fr``,
``order`` and ``source`` in its front matter. Sub-folders (the books of a game
with several) are books: each becomes a group of its own, placed by its first page's order.

A page's French title is its French page's (``aces.fr.md``) where it has one: the English
page announces the title the language switch leads to, one answer to "what is it called in
French". The front matter's ``title_fr`` (the French rulebook's name for the section, which
may differ) then only helps search.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkdocs.utils.meta import get_data

from ..reading.loaded import RULES_FOLDER, GameContent
from ..words.languages import MAIN, translation_path


@dataclass(frozen=True)
class RulesPage:
    uri: str
    """Path relative to the content folder, as MkDocs knows the page (``<game>/rules/x.md``)."""
    title: str
    title_fr: str | None
    """The French title: the French page's, else the front matter's ``title_fr``."""
    order: float
    source: str | None
    translated: bool = True
    """Whether the page is in the build's language (False: the English page stands in)."""
    search_fr: tuple[str, ...] = ()
    """French names a search finds the page by: its French title and the French rulebook's
    name for the section (``title_fr`` in the front matter) when that differs."""


@dataclass
class RulesBook:
    """The pages of one rules folder; ``title`` is None for the game's top ``rules/``."""

    title: str | None
    index: RulesPage | None = None
    """A sub-folder's ``index.md``: it names the book and opens its section."""
    pages: list[RulesPage] = field(default_factory=list)
    books: list[RulesBook] = field(default_factory=list)

    @property
    def order(self) -> float:
        orders = [p.order for p in self.pages] + [b.order for b in self.books]
        return min(orders, default=float("inf"))

    def all_pages(self) -> list[RulesPage]:
        own = [self.index] if self.index is not None else []
        return [*own, *self.pages, *(p for b in self.books for p in b.all_pages())]


def read_front_matter(path: Path) -> dict[str, Any]:
    _, meta = get_data(path.read_text(encoding="utf-8-sig"))
    return meta


def page_title(path: Path) -> str:
    """A Markdown page's front-matter ``title``, else its first ``# heading``, else its
    file name in words."""
    title = read_front_matter(path).get("title")
    return str(title) if title else _heading(path)


def _page(path: Path, root: Path, language: str = MAIN) -> RulesPage:
    meta = read_front_matter(path)
    order = meta.get("order")
    title = meta.get("title")
    translated = translation_path(path, language)
    french_page = translation_path(path, "fr")
    french = page_title(french_page) if french_page.is_file() else None
    book_french = str(meta["title_fr"]) if meta.get("title_fr") else None
    if language != MAIN and translated.is_file():
        # The page's place and source are the original's; its title is the translation's.
        title = page_title(translated)
    return RulesPage(
        uri=path.relative_to(root).as_posix(),
        title=str(title) if title else _heading(path),
        title_fr=french or book_french,
        order=float(order) if isinstance(order, int | float) else float("inf"),
        source=str(meta["source"]) if meta.get("source") else None,
        translated=language == MAIN or translated.is_file(),
        search_fr=tuple(dict.fromkeys(t for t in (french, book_french) if t)),
    )


def _heading(path: Path) -> str:
    """The first ``# heading`` of a page without a front-matter title, else its file name."""
    for line in path.read_text(encoding="utf-8-sig").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return path.stem.replace("-", " ").capitalize()


def rules_book(game: GameContent, root: Path, language: str = MAIN) -> RulesBook:
    """The game's rules pages as a tree of books, every level sorted by ``order``
    (then title), so a page's place is set by its own front matter alone; titles in
    ``language`` where a page has a translation."""
    top = game.path / RULES_FOLDER
    books: dict[Path, RulesBook] = {top: RulesBook(None)}
    for path in game.rules:
        folder = path.parent
        book = books.get(folder)
        if book is None:
            chain = []
            while folder not in books:
                chain.append(folder)
                folder = folder.parent
            for sub in reversed(chain):
                book = RulesBook(_book_title(sub, language))
                books[folder].books.append(book)
                books[sub] = book
                folder = sub
            book = books[path.parent]
        if path.name == "index.md" and book.title is not None:
            book.index = _page(path, root, language)
        else:
            book.pages.append(_page(path, root, language))
    for book in books.values():
        book.pages.sort(key=lambda p: (p.order, p.title))
        book.books.sort(key=lambda b: (b.order, b.title or ""))
    return books[top]


def _book_title(folder: Path, language: str = MAIN) -> str:
    """A book's ``index.md`` title when it has one, else its folder name in words."""
    index = folder / "index.md"
    if language != MAIN and translation_path(index, language).is_file():
        index = translation_path(index, language)
    if index.is_file():
        title = read_front_matter(index).get("title")
        if title:
            return str(title)
    return " ".join(word.capitalize() for word in folder.name.split("-"))
