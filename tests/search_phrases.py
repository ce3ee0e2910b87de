"""The 30 English and French phrases a player types (issue 12), and which pages answer
each: a page whose title, French title or name holds the phrase, or the page a glossary
entry holding it points to, or that glossary. Worked out from the content at test time,
so moving a glossary entry or a page does not break the test — losing it does."""

from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path
from typing import Any

import yaml

from generator.site.rulepages import read_front_matter

PHRASES = (
    "taille de main",
    "taille de la main",
    "hand size",
    "ailier",
    "wingman",
    "formidable piqué",
    "great dive",
    "altitude",
    "carte de réaction",
    "pile de défausse",
    "discard pile",
    "bombardement en palier",
    "level bombing",
    "tourelle de soutien",
    "ligne de vue",
    "line of sight",
    "compteur de carburant",
    "tonneau",
    "barrel roll",
    "mauvais temps",
    "surgi du soleil",
    "trait de signature",
    "points de vitesse",
    "objectif secondaire",
    "zone météo",
    "brume",
    "marqueur de tir",
    "escorte de retour",
    "pioche d'action",
    "niveaux d'altitude",
)

STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "at",
        "by",
        "d",
        "de",
        "des",
        "du",
        "en",
        "et",
        "for",
        "in",
        "l",
        "la",
        "le",
        "les",
        "of",
        "on",
        "the",
        "to",
        "un",
        "une",
    ]
)


def words(text: str) -> set[str]:
    folded = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in folded if not unicodedata.combining(c))
    return {w for w in re.split(r"[^a-z0-9]+", plain) if w and w not in STOP}


def holds(name: str | None, phrase: str) -> bool:
    return bool(name) and words(phrase) <= words(str(name))


def answers(content: Path, phrase: str) -> set[str]:
    """Site paths (``brs/rules/hand-and-play/``) that answer ``phrase``."""
    found: set[str] = set()
    for game, titles, definitions in _read(content):
        for uri, meta in titles:
            if holds(meta.get("title"), phrase) or holds(meta.get("title_fr"), phrase):
                found.add(_site_path(uri))
        for path, data in definitions:
            name = data.get("name") or data.get("term") or {}
            if not isinstance(name, dict) or not any(
                holds(name.get(k), phrase) for k in ("en", "fr")
            ):
                continue
            if path.parent.name == "glossary":
                found.add(f"{game}/glossary/")
                if data.get("see"):
                    see = str(data["see"]).split("#")[0]
                    found.add(_site_path(f"{game}/{see}"))
            else:
                found.add(f"{game}/{path.parent.name}/{path.stem}/")
    return found


Read = list[tuple[str, list[tuple[str, dict[str, Any]]], list[tuple[Path, dict[str, Any]]]]]


@functools.cache
def _read(content: Path) -> Read:
    """Each game's rules pages (uri, front matter) and definitions (path, data), read once
    for all the phrases: reading them again for each phrase cost seconds."""
    games: Read = []
    for game in sorted(p for p in content.iterdir() if p.is_dir()):
        titles = [
            (page.relative_to(content).as_posix(), read_front_matter(page))
            for page in sorted((game / "rules").rglob("*.md"))
        ]
        definitions = [
            (path, yaml.safe_load(path.read_text("utf-8")) or {})
            for path in sorted(game.glob("*/*.yaml"))
        ]
        games.append((game.name, titles, definitions))
    return games


def _site_path(uri: str) -> str:
    stem = uri.removesuffix(".md")
    return stem.removesuffix("index") if stem.endswith("/index") else stem + "/"
