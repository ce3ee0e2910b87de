"""SORTIE_UPDATE_GOLDEN=1 rewrites a golden file and fails, so the rewrite is looked at.

Each step runs a real pytest in a subprocess on a small test that keeps its golden file
beside it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

TINY = """
from pathlib import Path

import goldenfile

def test_made():
    goldenfile.check_golden(Path(__file__).parent / "golden" / "made.txt", "new text\\n")
"""


def run(folder: Path, update: bool) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in {"SORTIE_UPDATE_GOLDEN", "PYTHONPATH"}}
    env["PYTHONPATH"] = str(ROOT / "tests")
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # only the plugin tested: a quicker start
    if update:
        env["SORTIE_UPDATE_GOLDEN"] = "1"
    command = [sys.executable, "-m", "pytest", "-p", "goldenfile", "-p", "no:cacheprovider"]
    return subprocess.run(
        [*command, "-c", os.devnull, "--rootdir", str(folder), str(folder)],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_an_update_rewrites_the_file_and_fails_until_run_again_without_it(tmp_path: Path) -> None:
    (tmp_path / "test_tiny.py").write_text(TINY, encoding="utf-8")
    golden = tmp_path / "golden" / "made.txt"
    golden.parent.mkdir()
    golden.write_text("old text\n", encoding="utf-8")

    stale = run(tmp_path, update=False)
    assert stale.returncode == 1, stale.stdout
    assert "made.txt changed: check it, then run with SORTIE_UPDATE_GOLDEN=1" in stale.stdout
    assert golden.read_text(encoding="utf-8") == "old text\n"

    updated = run(tmp_path, update=True)
    assert updated.returncode == 1, updated.stdout
    assert golden.read_text(encoding="utf-8") == "new text\n"
    assert f"SORTIE_UPDATE_GOLDEN=1 rewrote {golden}: look at the diff" in updated.stdout
    summary = updated.stdout.split("golden files rewritten by SORTIE_UPDATE_GOLDEN=1")[1]
    assert str(golden) in summary

    again = run(tmp_path, update=True)  # nothing to rewrite: still not a green run
    assert again.returncode == 1, again.stdout
    assert f"SORTIE_UPDATE_GOLDEN=1 left unchanged {golden}" in again.stdout
    assert "golden files rewritten" not in again.stdout

    looked_at = run(tmp_path, update=False)
    assert looked_at.returncode == 0, looked_at.stdout


def test_a_missing_golden_file_says_how_to_make_it(tmp_path: Path) -> None:
    (tmp_path / "test_tiny.py").write_text(TINY, encoding="utf-8")
    done = run(tmp_path, update=False)
    assert done.returncode == 1
    assert "made.txt is missing: run with SORTIE_UPDATE_GOLDEN=1, then look at it" in done.stdout
    assert run(tmp_path, update=True).returncode == 1
    assert (tmp_path / "golden" / "made.txt").read_text(encoding="utf-8") == "new text\n"
    assert run(tmp_path, update=False).returncode == 0
