"""The 30 English and French phrases a player types (issue 12), and which pages answer
each: a page whose title, French title or name holds the phrase, or the page a glossary
entry holding it points to, or that glossary. Worked out from the content at test time,
so moving a glossary entry or a page does not break the test — losing it does."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import yaml

from generator.site.rules import read_front_matter

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
    for game in sorted(p for p in content.iterdir() if p.is_dir()):
        for page in (game / "rules").rglob("*.md"):
            meta = read_front_matter(page)
            if holds(meta.get("title"), phrase) or holds(meta.get("title_fr"), phrase):
                found.add(_site_path(page.relative_to(content).as_posix()))
        for path in game.glob("*/*.yaml"):
            data = yaml.safe_load(path.read_text("utf-8")) or {}
            name = data.get("name") or data.get("term") or {}
            if not isinstance(name, dict) or not any(
                holds(name.get(k), phrase) for k in ("en", "fr")
            ):
                continue
            if path.parent.name == "glossary":
                found.add(f"{game.name}/glossary/")
                if data.get("see"):
                    see = str(data["see"]).split("#")[0]
                    found.add(_site_path(f"{game.name}/{see}"))
            else:
                found.add(f"{game.name}/{path.parent.name}/{path.stem}/")
    return found


def _site_path(uri: str) -> str:
    stem = uri.removesuffix(".md")
    return stem.removesuffix("index") if stem.endswith("/index") else stem + "/"
