"""Shared fixtures: the shipped content, and throw-away copies of it to break on purpose."""

from __future__ import annotations

import functools
import os
import shutil
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from generator.cli import main
from generator.reading.content import load_checked
from generator.reading.loaded import Content

pytest_plugins = ["needs", "goldenfile", "browserkit"]

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"


@functools.cache
def shipped_content() -> Content:
    """The shipped content of every game, loaded once per test process: the modules that
    need it to make their test cases share one load at collection time."""
    return load_checked(CONTENT)


@pytest.fixture(autouse=True, scope="session")
def _content_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """``sortie validate`` keeps the content it loads (``contentcache.py``): in a folder
    of the tests' own, not the user's, and every test of validate runs through it (a
    first run fills it, later runs of the same content read it)."""
    before = os.environ.get("SORTIE_CACHE")
    os.environ["SORTIE_CACHE"] = str(tmp_path_factory.mktemp("content-cache"))
    yield
    if before is None:
        del os.environ["SORTIE_CACHE"]
    else:
        os.environ["SORTIE_CACHE"] = before


@pytest.fixture(autouse=True, scope="session")
def _english_locale() -> Iterator[None]:
    """The tests pin Sortie's English words, and ``sortie validate`` speaks French under a
    French locale: on a machine set to French, every run the tests start is in English
    all the same (the tests of the French words ask for them)."""
    before = {name: os.environ.get(name) for name in ("LC_ALL", "LC_MESSAGES", "LANG")}
    for name, value in before.items():
        if value and value.lower().startswith("fr"):
            os.environ[name] = "C.UTF-8"
    yield
    for name, value in before.items():
        if value is not None:
            os.environ[name] = value


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


FIRST = ("test_site_hostile.py", "test_phone.py")
"""The modules of the longest tests (the browser walks), each started first by one test
worker: pytest-xdist's work stealing gives each worker one contiguous half of the run at
first, so the first module leads the first half and the second the second half. The
hostile site is then built while the other worker runs its own tests (not at the end,
with the other waiting for it), and the run ends on short tests that balance the workers."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Every test that opens Chromium is a browser test, whether or not it says so:
    # ``-m "not browser"`` then leaves out all of them.
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)

    def of(name: str) -> list[pytest.Item]:
        return [item for item in items if item.path.name == name]

    lead, second = of(FIRST[0]), of(FIRST[1])
    if not lead or not second:
        return
    rest = [item for item in items if item.path.name not in FIRST]
    half = max(0, len(items) // 2 - len(lead))
    items[:] = lead + rest[:half] + second + rest[half:]
