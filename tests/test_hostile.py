"""Every entry point survives bad files: the hostile-input corpus of ``tests/hostile.py``,
each case checked for its exit code, its message, no traceback, nothing changed in the
content or the site, and its time and memory bound."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from hostile import CASES, ROOT, Case, run_case, tree_digest

SITE = ROOT / "site"

RAW = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""What must never reach a terminal raw: a C0 control other than newline and tab (ESC
among them), DEL, a C1 control, a bidi control."""


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the shipped content (the cases must leave it as it was)."""
    root = tmp_path_factory.mktemp("shipped") / "content"
    shutil.copytree(ROOT / "content", root, symlinks=True)
    return root


def test_the_corpus_is_large_enough() -> None:
    assert len(CASES) >= 60
    assert len({case.name for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_hostile_input(case: Case, tmp_path: Path, content: Path) -> None:
    before = (tree_digest(content), tree_digest(ROOT / "content"), tree_digest(SITE))
    outcome = run_case(case, tmp_path, content)
    shown = outcome.stdout if case.stdout_only else outcome.stdout + outcome.stderr
    assert "Traceback" not in outcome.stdout + outcome.stderr
    raw = RAW.search(outcome.stdout + outcome.stderr)
    assert raw is None, f"{raw.group()!r} printed raw: {shown!r}"
    assert outcome.exit == case.exit, shown
    assert re.search(case.pattern, shown, re.MULTILINE), shown
    assert outcome.cpu_seconds < case.cpu_seconds, f"{outcome.cpu_seconds:.2f} s of CPU"
    assert outcome.megabytes < case.megabytes, f"{outcome.megabytes:.0f} MB"
    assert (tree_digest(content), tree_digest(ROOT / "content"), tree_digest(SITE)) == before


def test_the_alias_bomb_costs_no_more_than_a_plain_file() -> None:
    """The bound for an alias bomb of a few hundred bytes, on the work itself (start-up aside):
    refused in well under 1 s of CPU and 100 MB, because no alias is ever expanded."""
    import time
    import tracemalloc
    from pathlib import Path

    from hostile import ALIAS_BOMB, ALIAS_BOMB_UNDER_UNKNOWN_KEY

    from generator.decks import parse_deck

    for text in (ALIAS_BOMB, ALIAS_BOMB_UNDER_UNKNOWN_KEY):
        tracemalloc.start()
        started = time.process_time()
        loaded = parse_deck(Path("bomb.yaml"), text)
        seconds = time.process_time() - started
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert loaded.data is None and "anchors and aliases" in loaded.problems[0].message
        assert seconds < 1.0 and peak < 100 * 1024 * 1024, (seconds, peak)
