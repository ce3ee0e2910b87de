"""French as the rulebooks write it: each game's ``french-terms.yaml`` lists the French its
rulebooks print for a term (Down In Flames' hit is a dégât, Fighters in Sight's a touche)
and the words Sortie must not use instead. Every French text of the game is held to it:
its rules pages, the French of its data (glossary, cards, aircraft, game.yaml) and its
pages' and tools' word tables. A term of one edition (ZERO!'s VPs) holds on that edition's
pages and data only."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT

from generator.registry import systems

GAMES = sorted(
    g for g in systems() if (ROOT / "generator/games" / g / "french-terms.yaml").is_file()
)

CODE = re.compile(r"`[^`\n]*`")
"""Inline code: a file key or an id, not French prose."""


def terms(game: str) -> list[dict[str, Any]]:
    data = yaml.safe_load(
        (ROOT / "generator/games" / game / "french-terms.yaml").read_text("utf-8")
    )
    return list(data["terms"])


def _strings(node: Any, edition: str | None, french: bool) -> Iterator[tuple[str, str | None]]:
    """Every French string of a YAML document with the edition it belongs to: the value of
    an ``fr`` key, or every string of a word table (``french``)."""
    if isinstance(node, dict):
        edition = node.get("edition", edition) if isinstance(node.get("edition"), str) else edition
        for key, value in node.items():
            if key in ("source", "id"):
                continue
            if key == "fr" and isinstance(value, str):
                yield value, edition
            else:
                yield from _strings(value, edition, french)
    elif isinstance(node, list):
        for item in node:
            yield from _strings(item, edition, french)
    elif french and isinstance(node, str):
        yield node, edition


def french_texts(game: str) -> Iterator[tuple[Path, str, str | None]]:
    """(file, French text, edition or None) for every French text of ``game``."""
    content = ROOT / "content" / game
    for page in sorted(content.rglob("*.fr.md")):
        text = page.read_text("utf-8").split("---", 2)[2]  # the front matter is provenance
        parts = page.relative_to(content).parts
        edition = parts[1] if parts[0] == "rules" and len(parts) > 2 else None
        yield page, CODE.sub("", text), edition
    for data in sorted(content.rglob("*.yaml")):
        document = yaml.safe_load(data.read_text("utf-8"))
        for text, edition in _strings(document, None, french=False):
            yield data, CODE.sub("", text), edition
    for table in sorted((ROOT / "generator/games" / game / "lang").glob("fr*.yaml")):
        words = yaml.safe_load(table.read_text("utf-8")) or {}
        for text in words.values():
            yield table, CODE.sub("", str(text)), None


def line_of(path: Path, found: str) -> int:
    """The line of ``path`` where ``found`` first stands (0 when it spans lines)."""
    for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1):
        if found.lower() in line.lower():
            return number
    return 0


@pytest.mark.parametrize("game", GAMES)
def test_every_french_text_uses_the_rulebook_words(game: str) -> None:
    wrong = []
    for path, text, edition in french_texts(game):
        for term in terms(game):
            if term.get("edition") not in (None, edition):
                continue
            for pattern in term["rejected"]:
                for match in re.finditer(pattern, " ".join(text.split()), re.IGNORECASE):
                    where = f"{path.relative_to(ROOT)}:{line_of(path, match.group(0))}"
                    wrong.append(f"{where}: {match.group(0)!r}, the rules say {term['fr']!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES)
def test_each_rulebook_word_is_used(game: str) -> None:
    """A term nobody uses is a term mistyped in the list (the check above would pass on
    anything)."""
    said = " ".join(" ".join(text.split()) for _, text, _ in french_texts(game)).lower()
    unused = [
        t["fr"]
        for t in terms(game)
        if not all(w.strip().lower() in said for w in t["fr"].split(","))
    ]
    assert not unused


def test_the_patterns_tell_a_hit_from_an_idiom() -> None:
    """Hand-made phrases: the rejected word as a hit is caught, the French idioms that share
    it are not."""
    (hit,) = next(t for t in terms("dif") if t["en"] == "hit")["rejected"]
    caught = ["il subit trois coups", "Coups par bombardier", "+1 coup"]
    spared = ["en un coup d'œil", "détruite d'un seul coup", "d'un coup", "après coup"]
    assert all(re.search(hit, phrase, re.IGNORECASE) for phrase in caught)
    assert not any(re.search(hit, phrase, re.IGNORECASE) for phrase in spared)
