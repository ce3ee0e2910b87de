"""A game is a folder: Toy Skies, a game made up for this test (``fixtures/toygame``), is
installed as a package of its own and used by every command, with no edit to the core.

The package is put on the Python path with the entry point any game package declares
(``toy = toygame`` in the ``sortie.games`` group), exactly as ``pip install`` would leave
it; the commands run as a user runs them, in a process of their own. What each command
should say is worked out by hand from the fixture's files: two pilots, Ace (skill 5) and
Rookie (skill unknown); a roster holds at most 2 of them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "toygame"


@dataclass(frozen=True)
class Toy:
    """A folder where the toy game is installed: ``lib/`` on the path, its content, its
    rosters and a site configuration."""

    root: Path

    def run(self, *args: str | Path) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "PYTHONPATH": str(self.root / "lib")}
        command = [sys.executable, "-m", "generator.cli", *map(str, args)]
        return subprocess.run(
            command, cwd=self.root, env=env, capture_output=True, text=True, timeout=300
        )


def install(root: Path, entries: dict[str, str], dist: str = "toygame") -> None:
    """The game packages in ``root/lib`` named by entry points, as an installed
    distribution declares them (its ``.dist-info`` folder)."""
    info = root / "lib" / f"sortie_{dist}-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: sortie-{dist}\nVersion: 0.1\n")
    lines = "".join(f"{name} = {package}\n" for name, package in entries.items())
    (info / "entry_points.txt").write_text(f"[sortie.games]\n{lines}")


@pytest.fixture(scope="module")
def toy(tmp_path_factory: pytest.TempPathFactory) -> Toy:
    root = tmp_path_factory.mktemp("toy")
    shutil.copytree(FIXTURE / "toygame", root / "lib" / "toygame")
    install(root, {"toy": "toygame"})
    shutil.copytree(FIXTURE / "content", root / "content")
    shutil.copytree(FIXTURE / "rosters", root / "rosters")
    shutil.copy(ROOT / "mkdocs.yml", root / "mkdocs.yml")  # docs_dir: content
    return Toy(root)


def test_check_reads_the_game_folder(toy: Toy) -> None:
    done = toy.run("check", "--content", "content")
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[-1] == (
        "toy: 2 definitions, 0 rules pages — 0 error(s), 0 warning(s)"
    )


def test_check_reports_a_bad_value_of_the_games_own_schema(toy: Toy, tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(toy.root / "content", content)
    (content / "toy/pilots/ace.yaml").write_text("name: {en: Ace Pilot}\nskill: 7\n")
    done = toy.run("check", "--content", content)
    assert done.returncode == 1
    assert f"{content}/toy/pilots/ace.yaml:2: skill:" in done.stderr
    assert "Traceback" not in done.stderr


def test_validate_gives_the_games_own_verdict(toy: Toy) -> None:
    """A roster of Ace is legal; Ace, Rookie, Ace is one pilot over the limit of 2 (the
    error at the list's line) and Rookie's skill is unknown (a warning at his line)."""
    done = toy.run("validate", "rosters/legal.yaml", "rosters/three.yaml", "--content", "content")
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines() == [
        "rosters/legal.yaml: legal · 1 pilot(s)",
        "rosters/three.yaml:2: roster-size: a roster holds at most 2 pilots; this one has 3",
        "rosters/three.yaml:4: warning: skill-unknown: Rookie Pilot's skill is unknown",
        "rosters/three.yaml: NOT LEGAL (1 error) · 3 pilot(s)",
        "2 files: 1 legal, 1 not legal",
    ]


def test_cards_prints_the_games_card_design(toy: Toy) -> None:
    done = toy.run("cards", "--content", "content", "--out", "cards", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["cards/toy-pilots-a4.pdf"]
    text = " ".join(
        page.extract_text() for page in PdfReader(toy.root / "cards/toy-pilots-a4.pdf").pages
    )
    assert "Ace Pilot" in text and "Skill 5" in text
    assert "Rookie Pilot" in text and "Skill ?" in text


def test_build_makes_the_games_pages_and_prints(toy: Toy) -> None:
    done = toy.run("build", "-d", "site")
    assert done.returncode == 0, done.stderr
    site = toy.root / "site"
    page = (site / "toy/pilots/ace/index.html").read_text("utf-8")
    assert "<h1" in page and "Ace Pilot" in page and "Toy Skies" in page
    assert (site / "toy/toy-pilots-a4.pdf").is_file()
    assert 'href="../toy/toy-pilots-a4.pdf"' in (site / "print/index.html").read_text("utf-8")


def test_two_games_of_one_id_are_refused_by_name(tmp_path: Path) -> None:
    """Two installed games that take one id are a clear error, not a silent choice."""
    shutil.copytree(FIXTURE / "toygame", tmp_path / "lib" / "toygame")
    shutil.copytree(FIXTURE / "toygame", tmp_path / "lib" / "toytwin")
    install(tmp_path, {"toy": "toygame"})
    install(tmp_path, {"toy": "toytwin"}, dist="toytwin")
    done = Toy(tmp_path).run("check", "--content", FIXTURE / "content")
    assert done.returncode == 2
    assert done.stderr.strip() in (
        "sortie: two games take the id 'toy': toygame and toytwin",
        "sortie: two games take the id 'toy': toytwin and toygame",
    )


def test_a_game_listed_under_another_id_is_refused_when_read(tmp_path: Path) -> None:
    """An entry point's name is the game's id: a package that defines another id is refused
    by name the first time its game is read (here, its content folder)."""
    shutil.copytree(FIXTURE / "toygame", tmp_path / "lib" / "toygame")
    shutil.copytree(FIXTURE / "toygame", tmp_path / "lib" / "toytwin")
    install(tmp_path, {"toy": "toygame", "twin": "toytwin"})
    shutil.copytree(FIXTURE / "content", tmp_path / "content")
    shutil.copytree(FIXTURE / "content" / "toy", tmp_path / "content" / "twin")
    done = Toy(tmp_path).run("check", "--content", tmp_path / "content")
    assert done.returncode == 2
    assert done.stderr.strip() == "sortie: toytwin defines the game 'toy', listed as 'twin'"
