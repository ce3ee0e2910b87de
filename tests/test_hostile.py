"""Every entry point survives bad files: the hostile-input corpus of ``tests/hostile.py``,
each case checked for its exit code, its message, no traceback, nothing changed in the
content or the site, and its time and memory bound."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from hostile import CASES, ROOT, Case, environment, run_case, tree_digest
from measure import Command, ForkServer, run_fresh

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


@pytest.fixture(scope="session")
def server() -> Iterator[ForkServer]:
    """One fork server for this test process: each case runs in a child of it (a process
    of its own) instead of a new interpreter, saving the start-up of two of them."""
    with ForkServer(environment({}), ROOT) as server:
        yield server


def test_the_corpus_is_large_enough() -> None:
    assert len(CASES) >= 60
    assert len({case.name for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_hostile_input(case: Case, tmp_path: Path, content: Path, server: ForkServer) -> None:
    before = (tree_digest(content), tree_digest(ROOT / "content"), tree_digest(SITE))
    outcome = run_case(case, tmp_path, content, server=server)
    shown = outcome.stdout if case.stdout_only else outcome.stdout + outcome.stderr
    assert "Traceback" not in outcome.stdout + outcome.stderr
    raw = RAW.search(outcome.stdout + outcome.stderr)
    assert raw is None, f"{raw.group()!r} printed raw: {shown!r}"
    assert outcome.exit == case.exit, shown
    assert re.search(case.pattern, shown, re.MULTILINE), shown
    assert outcome.cpu_seconds < case.cpu_seconds, f"{outcome.cpu_seconds:.2f} s of CPU"
    assert outcome.megabytes < case.megabytes, f"{outcome.megabytes:.0f} MB"
    assert (tree_digest(content), tree_digest(ROOT / "content"), tree_digest(SITE)) == before


def test_the_digest_sees_every_write(tmp_path: Path) -> None:
    """A file's time of change moved (as writing the same bytes back moves it), a new file
    deep down, a file removed: each changes the digest; a new link does not."""
    (tmp_path / "a" / "b").mkdir(parents=True)
    deep = tmp_path / "a" / "b" / "deck.yaml"
    deep.write_text("game: brs\n")
    seen = [tree_digest(tmp_path)]
    os.utime(deep, ns=(1, 1))
    seen.append(tree_digest(tmp_path))
    (tmp_path / "a" / "new.yaml").write_text("")
    seen.append(tree_digest(tmp_path))
    deep.unlink()
    seen.append(tree_digest(tmp_path))
    (tmp_path / "link").symlink_to(tmp_path / "a")
    assert len(set(seen)) == 4 and tree_digest(tmp_path) == seen[-1]
    assert tree_digest(tmp_path / "none") == "absent"


def test_the_alias_bomb_costs_no_more_than_a_plain_file() -> None:
    """The bound for an alias bomb of a few hundred bytes, on the work itself (start-up aside):
    refused in well under 1 s of CPU and 100 MB, because no alias is ever expanded."""
    import time
    import tracemalloc
    from pathlib import Path

    from hostile import ALIAS_BOMB, ALIAS_BOMB_UNDER_UNKNOWN_KEY

    from generator.verdicts.reports import parse_deck

    for text in (ALIAS_BOMB, ALIAS_BOMB_UNDER_UNKNOWN_KEY):
        tracemalloc.start()
        started = time.process_time()
        loaded = parse_deck(Path("bomb.yaml"), text)
        seconds = time.process_time() - started
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert loaded.data is None and "anchors and aliases" in loaded.problems[0].message
        assert seconds < 1.0 and peak < 100 * 1024 * 1024, (seconds, peak)


# --- the fork server runs each case as a new process would ---------------------------------

PROBE = ROOT / "tests"
"""Where ``python -m forkprobe`` runs (``tests/forkprobe.py``)."""


def probe(*args: str, cpu_limit: float = 10, unprivileged: bool = False) -> Command:
    return Command("forkprobe", args, environment({}), PROBE, cpu_limit, unprivileged, 60)


@pytest.mark.parametrize("unprivileged", [False, True], ids=["root", "unprivileged"])
def test_a_child_starts_as_a_new_process_would(
    server: ForkServer, tmp_path: Path, unprivileged: bool
) -> None:
    """Arguments, module path, environment, working folder, standard streams, limits,
    capabilities and signal handlers: the same in a child as in a new interpreter."""
    command = probe("describe", unprivileged=unprivileged)
    fresh = run_fresh(command, tmp_path / "report")
    forked = server.run(command)
    assert (fresh.exit, fresh.stderr, forked.exit, forked.stderr) == (0, b"", 0, b"")
    assert forked.forked and not fresh.forked
    assert json.loads(forked.stdout) == json.loads(fresh.stdout)


def test_a_child_leaves_nothing_to_the_next(server: ForkServer) -> None:
    """A variable or a module global one child sets is not there for the next: each is
    forked from the server, whose own state no child reaches."""
    first, second = (json.loads(server.run(probe("mark")).stdout) for _ in range(2))
    assert first["environ"] is first["global"] is second["environ"] is second["global"] is None
    assert first["parent"] == second["parent"] == server.pid != first["pid"] != second["pid"]


def test_a_child_is_bounded_like_a_new_process(server: ForkServer) -> None:
    """The CPU limit ends a busy loop with SIGXCPU; the address-space limit refuses 3 GiB;
    an uncaught exception and ``SystemExit`` end the child as they end an interpreter."""
    spun = server.run(probe("spin", cpu_limit=1))
    assert spun.exit == -signal.SIGXCPU and 0.5 < spun.cpu_seconds < 2.5, spun
    hog = server.run(probe("hog"))
    assert hog.exit == 1 and hog.stderr.endswith(b"\nMemoryError\n"), hog
    ends = [server.run(probe("exit", code)) for code in ("3", "none", "goodbye")]
    assert [(end.exit, end.stderr) for end in ends] == [(3, b""), (0, b""), (1, b"goodbye\n")]


def test_only_what_a_command_reads_as_it_runs_may_differ(server: ForkServer) -> None:
    """A case whose environment changes how Python starts (a ``PYTHON*`` variable, the
    locale) is run in a new process; its ``SORTIE_CONTENT`` is given to a child."""
    assert server.forks_for(environment({"SORTIE_CONTENT": "elsewhere"}))
    for name, value in (("PYTHONHASHSEED", "1"), ("LC_ALL", "fr_FR.UTF-8"), ("HOME", "/")):
        assert not server.forks_for(environment({name: value}))
    assert all(server.forks_for(environment(case.extra)) for case in CASES)


@pytest.mark.parametrize(
    "name",
    [
        "bad-format-option",
        "json-mixed",
        "content-env-40-folders",
        "unreadable-file-among-others",
    ],
)
def test_a_case_comes_out_the_same_in_a_new_process(
    name: str, server: ForkServer, tmp_path: Path, content: Path
) -> None:
    """A few cases (click's own usage text, JSON, a ``SORTIE_CONTENT``, an unprivileged
    run) print the same bytes and end with the same code forked as in a new process."""
    case = next(case for case in CASES if case.name == name)
    outcomes = []
    for folder, fork in (("one", None), ("two", server)):
        work = tmp_path / folder
        work.mkdir()
        outcome = run_case(case, work, content, server=fork)
        text = (outcome.stdout + "\0" + outcome.stderr).replace(str(work), "{work}")
        outcomes.append((outcome.forked, outcome.exit, text))
    assert [forked for forked, *_ in outcomes] == [False, True]
    assert outcomes[0][1:] == outcomes[1][1:]
