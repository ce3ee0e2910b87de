"""The shipped site, built once per test session and shared by test_site and test_browser."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from generator.site.build import build_site

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "mkdocs.yml"
CONTENT = ROOT / "content"

os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # Material's end-of-life banner

MKDOCS = [sys.executable, "-m", "mkdocs"]

_built: dict[str, Path] = {}


def shipped_site(factory: pytest.TempPathFactory) -> Path:
    """``build_site`` of the project's mkdocs.yml into a temporary folder, once."""
    if "site" not in _built:
        _built["site"] = build_site(CONFIG, factory.mktemp("shipped") / "site")
    return _built["site"]


def overlay_site(folder: Path, *overlays: Path) -> Path:
    """The shipped content with ``overlays`` (folders or packs) laid over it, built into
    ``folder/site`` without card PDFs (the plugin's ``overlays`` option)."""
    config = folder / "mkdocs.yml"
    listed = ", ".join(str(o) for o in overlays)
    config.write_text(
        f"site_name: Overlaid\ndocs_dir: {CONTENT}\ntheme: {{name: material}}\n"
        f"plugins:\n  - search\n  - sortie:\n      cards: false\n      overlays: [{listed}]\n",
        encoding="utf-8",
    )
    return build_site(config, folder / "site")


def page_dir(site: Path, uri: str) -> Path:
    """Where MkDocs (directory URLs) writes the page of ``uri`` (``brs/traits/x.md``)."""
    stem = uri.removesuffix(".md")
    if stem == "index" or stem.endswith("/index"):
        stem = stem.removesuffix("index").rstrip("/")
    return site / stem if stem else site


def html_of(site: Path, uri: str) -> str:
    return (page_dir(site, uri) / "index.html").read_text(encoding="utf-8")
