"""Shared fixtures: the shipped content, and throw-away copies of it to break on purpose."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from generator.cli import main

pytest_plugins = ["needs", "goldenfile", "browserkit"]

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"


@pytest.fixture
def brs_content(tmp_path: Path) -> Path:
    """A copy of the shipped Blood Red Skies content that a test may change."""
    root = tmp_path / "content"
    shutil.copytree(CONTENT / "brs", root / "brs")
    return root


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


@pytest.fixture
def sortie() -> Callable[..., Result]:
    """Run the real ``sortie`` command in-process and return its result."""
    runner = CliRunner()

    def run(*args: str | Path) -> Result:
        return runner.invoke(main, [str(a) for a in args], catch_exceptions=False)

    return run
