"""Golden files: a test compares what it makes with a file kept under ``tests/golden/``.

``SORTIE_UPDATE_GOLDEN=1`` writes what the test made over the file and then fails the test,
naming the file: a rewrite is always looked at (``git diff tests/golden``) before a run
without the variable can pass. A run with the variable set is never green, so it cannot
be left on by mistake.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

UPDATE = "SORTIE_UPDATE_GOLDEN"

REWRITTEN: list[Path] = []
"""Files rewritten in this run, listed again at the end (conftest's terminal summary)."""


def updating() -> bool:
    return os.environ.get(UPDATE) == "1"


def check_golden(path: Path, text: str) -> None:
    """Assert ``text`` equals the golden file at ``path`` (or rewrite it, and fail)."""
    if updating():
        changed = not path.is_file() or path.read_text("utf-8") != text
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if changed:
            REWRITTEN.append(path)
        state = "rewrote" if changed else "left unchanged"
        pytest.fail(
            f"{UPDATE}=1 {state} {path}: look at the diff, then run again without {UPDATE}",
            pytrace=False,
        )
    assert path.is_file(), f"{path} is missing: run with {UPDATE}=1, then look at it"
    assert text == path.read_text("utf-8"), (
        f"{path.name} changed: check it, then run with {UPDATE}=1 and look at the diff"
    )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if REWRITTEN:
        terminalreporter.section(f"golden files rewritten by {UPDATE}=1")
        for path in REWRITTEN:
            terminalreporter.write_line(str(path))
        terminalreporter.write_line(f"Look at the diff, then run again without {UPDATE}.")
