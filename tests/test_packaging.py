"""Install Sortie the way users will: a wheel in a fresh virtual environment, then the
main commands from an empty folder (no checkout beside them)."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from pypdf import PdfReader
from sitebuild import warm_card_cache

from generator.site.offline import WORKBOX

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel built from this checkout; its dependencies come from
    the test environment's site-packages (no network needed), Sortie from the wheel."""
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(work), str(ROOT)],
        check=True,
        capture_output=True,
    )
    [wheel] = work.glob("sortie-*.whl")
    env_dir = work / "venv"
    # No pip of its own (ensurepip costs seconds): the test environment's pip installs
    # into it (``--python``).
    venv.create(env_dir, system_site_packages=False, with_pip=False)
    python = env_dir / "bin" / "python"
    # The dependencies already installed for the tests, visible to the new venv, so the
    # wheel's own files are what is tested.
    site = next(p for p in sys.path if p.endswith("site-packages"))
    pth = next((env_dir / "lib").glob("python*/site-packages")) / "deps.pth"
    pth.write_text(site + "\n")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    return env_dir / "bin"


def run(bin_dir: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SORTIE_CONTENT")}
    env["PATH"] = f"{bin_dir}:{env['PATH']}"
    return subprocess.run(
        [str(bin_dir / args[0]), *args[1:]],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


def test_the_wheel_holds_templates_content_and_scripts(installed: Path, tmp_path: Path) -> None:
    result = run(
        installed,
        "python",
        "-c",
        "import generator, pathlib; p = pathlib.Path(generator.__file__).parent; "
        "print(p.is_symlink() or any(x.is_symlink() for x in p.iterdir()), p)",
        cwd=tmp_path,
    )
    linked, where = result.stdout.split()
    assert linked == "False" and str(ROOT) not in where
    package = Path(where)
    assert (package / "templates/cards/card.html.j2").is_file()
    # The pages' templates: the shared builder page, a game's tool page.
    assert (package / "templates/pages/builder.md.j2").is_file()
    assert (package / "templates/pages/dif/reaction-chart.html.j2").is_file()
    assert (package / "content/brs/game.yaml").is_file()
    assert (package / "games/brs/js/deck-check.mjs").is_file()


def test_cards_from_an_empty_folder(installed: Path, tmp_path: Path) -> None:
    result = run(installed, "sortie", "cards", "--game", "brs", "--kind", "traits", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    [pdf] = (tmp_path / "build/cards").glob("*.pdf")
    assert len(PdfReader(pdf).pages) >= 2


def test_site_from_an_empty_folder(
    installed: Path, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    warm_card_cache(tmp_path_factory, tmp_path)  # the cards are printed cold just above
    result = run(installed, "sortie", "build", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "site/index.html").is_file()
    assert (tmp_path / "site/brs/deck-builder/index.html").is_file()
    # The shared modules, served once beside the games' own, which import them by path.
    scripts = tmp_path / "site/assets/sortie"
    assert "export function knownIds" in (scripts / "js/suggest.mjs").read_text("utf-8")
    assert '"../../js/words.mjs"' in (scripts / "brs/js/builder.mjs").read_text("utf-8")
    assert not list(scripts.glob("*/js/suggest.mjs"))
    assert list((tmp_path / "site").rglob("*.pdf"))
    # The offline app's pieces are package data: Workbox's modules and the worker's script.
    assert "precacheAndRoute" in (tmp_path / "site/sw.js").read_text("utf-8")
    workbox = tmp_path / "site/assets/sortie" / WORKBOX
    assert (workbox / "workbox-precaching.prod.js").is_file() and (workbox / "LICENSE").is_file()
    assert "Traceback" not in result.stderr


def test_mkdocs_build_with_the_plugin_from_an_empty_folder(installed: Path, tmp_path: Path) -> None:
    """A club's own mkdocs.yml: the plugin comes from the installed entry point and finds
    its templates inside the package."""
    (tmp_path / "mkdocs.yml").write_text(
        f"site_name: Club\ndocs_dir: {ROOT / 'content'}\ntheme: {{name: material}}\n"
        "plugins: [search, {sortie: {cards: false}}]\n"
    )
    result = run(installed, "python", "-m", "mkdocs", "build", "-q", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "site/brs/traits/great-dive/index.html").is_file()
