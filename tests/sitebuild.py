"""The shipped site, built once per test session and shared by test_site and test_browser."""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.site.build import build_site

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "mkdocs.yml"
CONTENT = ROOT / "content"

os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # Material's end-of-life banner

MKDOCS = [sys.executable, "-m", "mkdocs"]

_built: dict[str, Path] = {}


def config_with(options: str) -> str:
    """The shipped mkdocs.yml with ``options`` (YAML lines, indented for the plugin's
    mapping) added to the ``sortie`` plugin's own."""
    text = CONFIG.read_text("utf-8")
    assert "  - sortie:\n" in text, "mkdocs.yml lists the sortie plugin with its options"
    # An option given here replaces the shipped one (``languages: [en]``).
    for key in re.findall(r"^\s+(\w+):", options, re.MULTILINE):
        text = re.sub(rf"^      {key}:.*\n", "", text, flags=re.MULTILINE)
    return text.replace("  - sortie:\n", f"  - sortie:\n{options}", 1)


def shared_build(factory: pytest.TempPathFactory, name: str, build: Callable[[Path], Path]) -> Path:
    """``build(folder)`` once per test run: under pytest-xdist the workers share one
    temporary root, and the first to take the lock builds while the others wait for it."""
    if name in _built:
        return _built[name]
    root = factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    folder = root / f"shared-{name}"
    folder.mkdir(exist_ok=True)
    with open(root / f"shared-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = folder / "done"
        if done.exists():
            _built[name] = Path(done.read_text(encoding="utf-8"))
        else:
            _built[name] = build(folder)
            done.write_text(str(_built[name]), encoding="utf-8")
    return _built[name]


def shipped_site(factory: pytest.TempPathFactory) -> Path:
    """The project's site as ``mkdocs build --strict`` builds it, into a temporary folder,
    once: the command a contributor runs, both languages. Its output is kept beside it
    (``strict_build_output``)."""

    def build(folder: Path) -> Path:
        site = folder / "site"
        command = [*MKDOCS, "build", "--strict", "--site-dir", str(site)]
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        (folder / "mkdocs.out").write_text(f"{result.returncode}\n{result.stderr}", "utf-8")
        assert result.returncode == 0, result.stderr
        return site

    return shared_build(factory, "shipped", build)


def strict_build_output(factory: pytest.TempPathFactory) -> tuple[int, str]:
    """The exit status and messages of the shared ``mkdocs build --strict``."""
    status, output = (shipped_site(factory).parent / "mkdocs.out").read_text("utf-8").split("\n", 1)
    return int(status), output


def shipped_aids(factory: pytest.TempPathFactory, language: str = "en") -> Path:
    """The folder ``sortie aids`` writes for the shipped content (every game's aids on A4
    and Letter, ``<game>/<aid>-<paper>.pdf``), through the real command, once per run and
    language.

    The command's render cache starts with the aids the shipped site's build drew
    (``_link_pieces``): it draws again only an aid whose HTML or fonts differ from that
    build's, and the PDFs read are the ones the site links. Drawing them cold is tested in
    ``test_aids``; here it would cost 20 CPU-s a run."""

    def write(folder: Path) -> Path:
        from click.testing import CliRunner

        from generator.cli import main
        from generator.sheets.cache import print_cache

        out = folder / "aids"
        shipped_site(factory)
        with print_cache() as cache:
            _link_pieces(ROOT / ".cache" / "cards", cache)
        args = ["aids", "--content", str(CONTENT), "--out", str(out), "--lang", language]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        return out

    return shared_build(factory, "aids" if language == "en" else f"aids-{language}", write)


def warm_card_cache(factory: pytest.TempPathFactory, home: Path) -> None:
    """Give a site built from ``home/mkdocs.yml`` (or in the folder ``home``) the cards the
    shipped site's build drew: its pieces are hard-linked into ``home/.cache/cards``, and
    its player aids with them.

    Pieces are named by the hash of what they were drawn from and written by rename, so a
    linked piece is one this build would draw the same, and a build never changes it in
    place. The printing itself is tested cold elsewhere (``test_sheets*``); here it would
    only cost a minute of CPU per site."""
    shipped_site(factory)
    _link_pieces(ROOT / ".cache" / "cards", home / ".cache" / "cards")


def _link_pieces(source: Path, target: Path) -> None:
    """Hard-link the drawn pieces of the render cache ``source`` (card pages, images, aids:
    its folders, not its manifest of outputs) into the render cache ``target``."""
    for folder in sorted(source.iterdir()) if source.is_dir() else []:
        if folder.is_dir():
            shutil.copytree(folder, target / folder.name, copy_function=_link, dirs_exist_ok=True)


def _link(source: str, target: str) -> None:
    if not os.path.exists(target):  # linked by an earlier call: the same drawing
        os.link(source, target)


def overlay_site(folder: Path, *overlays: Path) -> Path:
    """Blood Red Skies's shipped content with ``overlays`` (folders or packs) laid over it,
    built into ``folder/site`` without card PDFs (the plugin's ``overlays`` option). Every
    overlay the tests lay is for that game, and one game builds in a third of the time."""
    shutil.copytree(CONTENT / "brs", folder / "content" / "brs")
    shutil.copy(CONTENT / "index.md", folder / "content" / "index.md")
    config = folder / "mkdocs.yml"
    listed = ", ".join(str(o) for o in overlays)
    config.write_text(
        f"site_name: Overlaid\ndocs_dir: {folder / 'content'}\n"
        # No fonts from Google's servers, as the shipped mkdocs.yml: a browser test may open it.
        "theme: {name: material, font: false}\n"
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
