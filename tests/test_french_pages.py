"""No English sentence left on a French page: each page of the built French site is read
as a reader sees it (its text, headings, table cells, navigation, and the titles and
labels of its elements) and compared with its English twin; a run of six words both
share is English left untranslated, unless it is a name, provenance or French we wrote.

Provenance (the data's ``source`` fields, a publisher) is quoted as its sources are
written; a name (an aircraft's, an ace's, a game's) is the same in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
import yaml
from pagecheck import visible
from sitebuild import CONTENT, ROOT, shipped_site

from generator.words.languages import read_table

RUN = 6
"""Words in a run: shorter runs are names and labels a French page may share ("Spitfire
II", "Traits"), a sentence is longer."""

WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
SKIPPED = {"script", "style", "code", "pre", "kbd", "samp", "svg", "template"}
BLOCKS = {
    "p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "div", "button", "label",
    "option", "summary", "dt", "dd", "caption", "figcaption", "title", "nav", "section",
    "header", "footer", "article", "table", "tr", "ul", "ol", "br", "select", "legend",
    "details", "form", "fieldset", "blockquote", "main", "aside", "output",
}  # fmt: skip
SAID = {"title", "aria-label", "placeholder", "alt"}
"""Attributes a reader meets: tooltips, names read aloud, hints in empty fields."""


class _Reader(HTMLParser):
    """A page's text, one piece per block (a paragraph, a cell, an option) and one per
    attribute a reader meets, with no code and no script."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.pieces: list[str] = []
        self._text: list[str] = []
        self._skipping = 0

    def _end_piece(self) -> None:
        self.pieces.append(" ".join("".join(self._text).split()))
        self._text = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIPPED:
            self._skipping += 1
        if tag in BLOCKS:
            self._end_piece()
        self.pieces += [value for name, value in attrs if name in SAID and value]

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag in SKIPPED:
            self._skipping -= 1

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIPPED:
            self._skipping = max(0, self._skipping - 1)
        if tag in BLOCKS:
            self._end_piece()

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self._text.append(data)

    def close(self) -> None:
        super().close()
        self._end_piece()


CLAUSE_END = re.compile(r"[.;:!?()«»\"“”—]")
"""Where a run stops: a sentence, a clause, a bracket or a quotation (provenance quoted
inside a French sentence ends at its bracket)."""


def runs(texts: Iterable[str]) -> set[tuple[str, ...]]:
    """Every run of ``RUN`` words inside one clause of one of ``texts``."""
    found: set[tuple[str, ...]] = set()
    for text in texts:
        for clause in CLAUSE_END.split(text):
            words = WORD.findall(clause)
            found |= {tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}
    return found


def page_runs(page: Path) -> set[tuple[str, ...]]:
    reader = _Reader()
    reader.feed(page.read_text(encoding="utf-8"))
    reader.close()
    return runs(reader.pieces)


FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)


def _data_texts(node: Any) -> Iterator[str]:
    """Our French (every ``fr``) and provenance (every ``source``, a publisher) in the data."""
    if isinstance(node, dict):
        for key, value in node.items():
            k = str(key)
            if isinstance(value, str) and (k == "fr" or k.endswith("source") or k == "publisher"):
                yield value
            yield from _data_texts(value)
    elif isinstance(node, list):
        for value in node:
            yield from _data_texts(value)


NAMED = ("aircraft", "aces")
"""The folders whose definitions are named by proper names: an aircraft type, a pilot."""


def shared_on_purpose() -> tuple[set[tuple[str, ...]], set[str]]:
    """The runs a French page may share with its English twin (our French, shown on the
    English pages beside the English; provenance, in the data and in the rules pages'
    front matter, quoted as written) and the words of the names, which the two languages
    share."""
    texts: list[str] = []
    names = {"Sortie"}
    for path in CONTENT.rglob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts += _data_texts(data)
        if path.parent.name in NAMED or path.name == "game.yaml":
            named = [data["name"], *(data.get("nations") or {}).values()]
            names |= {word for name in named for word in WORD.findall(name["en"])}
    tables = [
        *ROOT.glob("templates/*/lang/fr*.yaml"),
        *ROOT.glob("generator/games/*/lang/fr*.yaml"),
    ]
    for table in tables:
        texts += read_table(table).values()
    for page in CONTENT.rglob("*.md"):
        text = page.read_text(encoding="utf-8")
        if page.name.endswith(".fr.md"):
            texts.append(text)
        front = FRONT_MATTER.match(text)
        if front:  # a rules page's sources, which its translation shows too
            texts.append(str((yaml.safe_load(front.group(1)) or {}).get("source") or ""))
    return runs(texts), names


def english_left(site: Path) -> dict[str, list[str]]:
    """Per French page, the runs of its English twin it shows that are neither ours nor
    names."""
    allowed, names = shared_on_purpose()
    found: dict[str, list[str]] = {}
    for page in sorted((site / "fr").rglob("*.html")):
        uri = page.relative_to(site / "fr").as_posix()
        twin = site / uri
        if not twin.is_file():
            continue
        common = page_runs(page) & page_runs(twin) - allowed
        left = [" ".join(run) for run in common if len(set(run) - names) >= RUN // 2]
        if left:
            found[uri] = sorted(left)[:3]
    return found


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shipped_site(tmp_path_factory)


def test_no_french_page_shows_a_sentence_of_its_english_twin(site: Path) -> None:
    assert english_left(site) == {}


def test_english_left_on_a_french_page_is_found(site: Path, tmp_path: Path) -> None:
    """The check reads what a reader reads: a sentence of the English page in a French
    page's text, or in an element's label, is reported; the same sentence in code is not."""
    uri = "brs/rules/retention/index.html"
    copy = tmp_path / "site"
    for language in ("", "fr/"):
        (copy / language / uri).parent.mkdir(parents=True)
        (copy / language / uri).write_text((site / language / uri).read_text("utf-8"), "utf-8")
    assert english_left(copy) == {}
    french = copy / "fr" / uri
    sentence = "Every card in the Action Deck has one of six retention categories"
    html = french.read_text("utf-8")
    french.write_text(html.replace("</h1>", f"</h1><pre>{sentence}</pre>", 1), "utf-8")
    assert english_left(copy) == {}
    english = (copy / uri).read_text("utf-8")
    (copy / uri).write_text(english.replace("</h1>", f"</h1><p>{sentence}.</p>", 1), "utf-8")
    assert english_left(copy) == {}  # only on the English page
    french.write_text(html.replace("</h1>", f'</h1><p aria-label="{sentence}">x</p>', 1), "utf-8")
    assert list(english_left(copy)) == [uri]
    french.write_text(html.replace("</h1>", f"</h1><p>Voir : {sentence}.</p>", 1), "utf-8")
    assert english_left(copy)[uri][0].startswith("Action Deck has one of six")


def test_no_french_page_lets_a_line_start_with_its_punctuation(site: Path) -> None:
    """French sets a space before « : ; ! ? » and inside « guillemets »: on every French page
    that space is a no-break one, so no line of text starts with a colon (the Print page's
    did, at 1,280 px). Code keeps what was typed."""
    breakable = re.compile(r"[ \t\r\n]+[:;!?»]|«[ \t\r\n]")
    found = {}
    for page in sorted((site / "fr").rglob("*.html")):
        # A code span stands as a word, so the text on either side of it does not meet.
        html = re.sub(r"<code\b[^>]*>.*?</code>", "<b>x</b>", page.read_text("utf-8"), flags=re.S)
        # Each piece of text between two tags: a cell holding "?" follows no space.
        for piece in visible(html).prose:
            if match := breakable.search(piece):
                found[str(page.relative_to(site))] = piece[: match.end()][-40:]
    assert found == {}


GLUED = re.compile(r"[^\W\d_)»](?:[:;]|(?<![A-Z]{2})[!?])(?=\s|$)")
"""A mark glued to the word before it (French sets a space there); ``!`` or ``?`` after two
capitals is a name's (ZERO!)."""
URL_OR_TIME = re.compile(r"https?://\S+|\b\d{1,2}:\d{2}\b")


def test_no_french_page_glues_its_punctuation_to_the_word_before(site: Path) -> None:
    """Issue 40: "Caractéristiques: moyenne", "Duxford; Debden", "EN: Random Events" on
    205 French pages; every French string reads with its space, wherever it is produced
    (labels, table cells, data joined in code, the tools' first drawing). Code and web
    addresses keep what was typed."""
    found = {}
    for page in sorted((site / "fr").rglob("*.html")):
        reader = _Reader()
        reader.feed(page.read_text("utf-8"))
        reader.close()
        for piece in reader.pieces:
            if match := GLUED.search(URL_OR_TIME.sub(" ", piece)):
                found[str(page.relative_to(site))] = match.string[max(0, match.start() - 30) :][:45]
    assert found == {}


ENGLISH_FRAGMENTS = re.compile(
    r"\w\(s\)|\bWingman \(\d|\b(?:rulebook|player aid|pilot's manual|advanced rules|our sources)\b"
)
"""English a French page must not show (issue 40): a plural left open ("1 player(s)"), the
Fighters in Sight wingman's English name in its Pilot menu, and the words of the provenance
line's sentences ("…rulebook, …", "no dashboard is in our sources"). A term's English in
the glossary, or a name's beside it ("EN : Bomber (stand-in)"), is the point of it."""

NOT_ELIDED = re.compile(
    r"(?<![-\w])(?:[Dd]e|[Dd]u|[Qq]ue) (?=[AEIOUÀÂÉÈÊËÎÏÔŒÙÛaeiouàâéèêëîïôœùû])"
    r"|(?<![-\w])[Ll]e (?=[AEIOUÀÂÉÈÊÎÔ][\w-]*\d)"
)
"""French that does not elide before a vowel: "points de Adolf Galland", "l'année du A6M2
Zero", "que As", "le A6M2" (a designation: "placez-le à" and "La ou les" are French)."""

AGREEING = {
    "Année": "inconnue",
    "Nation": "inconnue",
    "Vitesse": "inconnue",
    "Vitesse maximale": "inconnue",
    "Agilité": "inconnue",
    "Puissance de Feu": "inconnue",
    "Parution": "inconnue",
    "Fiabilité": "inconnue",
    "Conservation": "inconnue",
    "Disponibilité": "inconnue",
    "Structure": "inconnue",
    "Règle spéciale": "inconnue",
    "Points": "inconnus",
    "Traits": "inconnus",
    "Traits négatifs": "inconnus",
    "Dés de combat": "inconnus",
    "Caractéristiques": "inconnues",
    "Texte de la carte": "inconnu",
    "Coût de rotation": "inconnu",
}
"""A field's French name and how its unknown value agrees with it, by hand from French
grammar: l'année (f.) inconnue, les points (m. pl.) inconnus, les caractéristiques (f. pl.)
inconnues, le coût (m.) inconnu. Inside the Fiabilité row each value is a level of trust,
which agrees with la fiabilité (f.): "Points : moyenne", "Points : inconnue"."""
RATED = "Fiabilité"
UNKNOWN = re.compile(r"^inconnue?s?$")
INLINE_UNKNOWN = re.compile(r"(?:^|; )([^:;]+?)\s:\s(inconnue?s?)(?= ;|$)")


def agreement_errors(page: Path) -> list[str]:
    """What a French page says without the agreement French asks: an unknown value beside a
    field it does not agree with (a row "Année | inconnu", an inline "Points : inconnu"),
    a preposition or article left whole before a vowel, an English fragment."""
    html = re.sub(r"<code\b[^>]*>.*?</code>", "<b>x</b>", page.read_text("utf-8"), flags=re.S)
    reader = _Reader()
    reader.feed(html)
    reader.close()
    pieces = [p.replace("\u00a0", " ") for p in reader.pieces if p.strip()]
    found = []
    for before, piece in zip(["", *pieces], pieces, strict=False):
        if UNKNOWN.match(piece) and AGREEING.get(before, piece) != piece:
            found.append(f"{before} | {piece}")
        for label, value in INLINE_UNKNOWN.findall(piece):
            expected = "inconnue" if before == RATED else AGREEING.get(label.strip(), value)
            if expected != value:
                found.append(f"{label.strip()} : {value}")
        for pattern in (NOT_ELIDED, ENGLISH_FRAGMENTS):
            if match := pattern.search(piece):
                found.append(piece[max(0, match.start() - 25) : match.end() + 20])
    return found


def test_french_pages_agree_elide_and_leave_no_english_fragment(site: Path) -> None:
    """Issue 40: "Année : inconnu", "Traits : inconnu", "points de Adolf Galland", "1
    player(s)", "Wingman (5 pts)", English provenance sentences on French pages."""
    found = {}
    for page in sorted((site / "fr").rglob("*.html")):
        if errors := agreement_errors(page):
            found[page.relative_to(site).as_posix()] = errors[:3]
    assert found == {}


def test_agreement_errors_are_found(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text(
        "<table><tr><td>Année</td><td>inconnu</td></tr><tr><td>Points</td><td>inconnus</td>"
        "</tr><tr><td>Fiabilité</td><td>Caractéristiques : inconnues ; Points : inconnue</td>"
        "</tr></table><p>Caractéristiques : inconnu ; Traits : inconnus</p>"
        "<p>points de Adolf Galland ; l'année du A6M2 Zero ; placez-le à ce tour</p>"
        "<p>1 player(s) · Wingman (5 pts)</p><p>liste de <code>id</code></p>",
        "utf-8",
    )
    assert agreement_errors(page) == [
        "Année | inconnu",
        "Caractéristiques : inconnues",
        "Caractéristiques : inconnu",
        "points de Adolf Galland ; l'an",
        "1 player(s) · Wingman (5 pts)",
    ]
