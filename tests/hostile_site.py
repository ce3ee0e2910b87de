"""A copy of the shipped content with a script-running payload in every text field a page
shows (names in both languages, sources, card text, glossary terms and definitions, nation
names, a game summary, a rules page's front-matter title), for the escaping tests."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import yaml
from sitebuild import CONFIG, CONTENT

PAYLOADS = (
    "<img src=x onerror=alert(1)>",
    "<script>alert(2)</script>",
    '"><svg onload=alert(3)>',
    "&lt;img src=x onerror=alert(4)&gt;",
    "[link](javascript:alert(5))",
    "<b onmouseover=alert(6)>b</b>{: onclick=alert(7) }",
    "'><iframe src=javascript:alert(8)>",
)
"""Each is shown as text, never run: HTML, an HTML entity the tooltip would decode twice,
a Markdown link to ``javascript:``, attribute-list syntax."""


TOOLTIP_PAYLOAD = "X0 <img src=x onerror=alert(0)>"
"""The definition of "Hand size", which the rules page on aces mentions: its tooltip."""


def payload(i: int) -> str:
    return f"X{i} " + PAYLOADS[i % len(PAYLOADS)]


def _write(path: Path, data: Any) -> None:
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), "utf-8")


def _load(path: Path) -> Any:
    return yaml.safe_load(path.read_text("utf-8"))


def _text(i: int) -> dict[str, str]:
    return {"en": payload(i), "fr": payload(i + 1)}


def hostile_content(root: Path) -> tuple[Path, list[str]]:
    """Copy the content and mkdocs.yml under ``root`` with payloads; returns the
    mkdocs.yml and every payload string written."""
    shutil.copytree(CONTENT, root / "content")
    config = CONFIG.read_text("utf-8").replace("  - sortie\n", "  - sortie:\n      cards: false\n")
    (root / "mkdocs.yml").write_text(config, "utf-8")
    brs = root / "content" / "brs"
    used: list[str] = []
    n = 0

    def next_text() -> dict[str, str]:
        nonlocal n
        n += 2
        used.extend([payload(n), payload(n + 1)])
        return _text(n)

    def next_str() -> str:
        nonlocal n
        n += 1
        used.append(payload(n))
        return payload(n)

    game = _load(brs / "game.yaml")
    game["summary"] = next_text()
    game["name"] = next_text()  # the game's home page title, in every page's navigation
    for nation in game["nations"].values():
        nation.update(next_text())
    _write(brs / "game.yaml", game)
    for folder in ("aircraft", "aces", "traits", "doctrine", "theatre"):
        for path in sorted((brs / folder).glob("*.yaml")):
            data = _load(path)
            data["name"] = next_text()
            data["source"] = next_str()
            if "text" in data:
                data["text"] = next_text()
            _write(path, data)
    for path in sorted((brs / "glossary").glob("*.yaml"))[:4]:
        data = _load(path)
        data["term"] = next_text()
        data["definition"] = next_text()
        data["source"] = next_str()
        _write(path, data)
    # A glossary term written into running text, so its tooltip shows.
    hand = _load(brs / "glossary" / "hand-size.yaml")
    hand["definition"] = {"en": TOOLTIP_PAYLOAD}
    used.append(TOOLTIP_PAYLOAD)
    _write(brs / "glossary" / "hand-size.yaml", hand)
    rules = brs / "rules" / "aces.md"
    text = rules.read_text("utf-8")
    title, title_fr, source = next_str(), next_str(), next_str()
    # JSON strings are YAML strings.
    text = re.sub(
        r"^title: .*$", lambda _: "title: " + json.dumps(title), text, count=1, flags=re.M
    )
    text = re.sub(
        r"^title_fr: .*$", lambda _: "title_fr: " + json.dumps(title_fr), text, count=1, flags=re.M
    )
    text = re.sub(
        r"^source: .*$", lambda _: "source: " + json.dumps(source), text, count=1, flags=re.M
    )
    rules.write_text(text + "\nThe hand size matters here.\n", "utf-8")
    return root / "mkdocs.yml", used
