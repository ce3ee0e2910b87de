"""The tools' shared scripts live in one folder (``generator/games/js``), are served once
(``assets/sortie/js/``) and are imported by path: no symlink puts them in a game's folder.

The only symlinks in the package are the three that ship the repository's ``content/``,
``templates/`` and ``mkdocs.yml`` in the wheel."""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from generator.games.pages import SHARED_SCRIPTS, shared_assets
from generator.registry import systems
from generator.site.extras import site_extras

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generator"

_IMPORT = re.compile(r"""(?:\bfrom|\bimport\s*\(?)\s*["'](\.{1,2}/[^"']+)["']""")
"""A module a script imports by a relative path (statically, or dynamically by a literal)."""


def test_no_symlink_in_the_package_but_the_three_that_ship_the_repository_files() -> None:
    links = sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*") if p.is_symlink())
    assert links == ["content", "mkdocs.yml", "templates"]


def served() -> dict[str, Path]:
    """Every script the site serves, by site path: the shared ones and each game's own."""
    found = dict(shared_assets())
    for game_id in systems():
        found.update(site_extras(game_id).assets)
    return found


def test_every_import_of_a_served_script_is_served_and_is_the_same_file() -> None:
    """A module's relative imports reach, in the site, the file they reach in the source
    (where Node runs them): the site keeps the source's layout."""
    scripts = served()
    assert f"{SHARED_SCRIPTS}/dom.mjs" in scripts and f"{SHARED_SCRIPTS}/own.css" in scripts
    checked = 0
    for uri, path in scripts.items():
        if path.suffix != ".mjs":
            continue
        for spec in _IMPORT.findall(path.read_text(encoding="utf-8")):
            target = posixpath.normpath(posixpath.join(posixpath.dirname(uri), spec))
            assert target in scripts, f"{uri} imports {spec}, which the site does not serve"
            assert scripts[target].resolve() == (path.parent / spec).resolve(), (uri, spec)
            checked += 1
    assert checked > 100


def test_a_shared_script_is_served_once() -> None:
    """Only from the shared folder, never again beside a game's own."""
    names = {path.name for path in shared_assets().values()}
    again = [uri for uri in served() if not uri.startswith(SHARED_SCRIPTS + "/")]
    assert again and not [uri for uri in again if uri.rsplit("/", 1)[1] in names]
