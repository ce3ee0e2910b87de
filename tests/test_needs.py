"""A missing tool skips a test on a laptop and fails it under CI=true (tests/needs.py).

Each case runs a real pytest in a subprocess on a small test folder, with a PATH that holds no
``node`` and two Python modules that do not exist, and reads its per-test outcomes.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import ROOT

TINY = {
    "test_tools.py": """
        import needs
        import pytest

        @needs.tool("node")
        def test_marked():
            pass

        def test_inside():
            needs.need("node")

        @pytest.mark.skipif(True, reason="node is not installed")
        def test_by_hand():
            pass

        @pytest.mark.skipif(True, reason="../shared is not beside this checkout (a plain clone)")
        def test_not_a_tool():
            pass

        def test_runs():
            pass
    """,
    "test_helper_module.py": """
        import needs

        needs.module("sortie_no_such_module")

        def test_unreached():
            pass
    """,
    "test_importorskip.py": """
        import pytest

        pytest.importorskip("sortie_no_such_module")

        def test_unreached():
            pass
    """,
}


def outcomes(tmp_path: Path, ci: str | None) -> dict[str, str]:
    """Run pytest on ``TINY`` and return each test's (or module's) outcome."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    for name, text in TINY.items():
        (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    empty = tmp_path / "bin"
    empty.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in {"CI", "PYTHONPATH"}}
    env |= {"PATH": str(empty), "PYTHONPATH": str(ROOT / "tests")}
    if ci is not None:
        env["CI"] = ci
    report = tmp_path / "report.xml"
    command = [sys.executable, "-m", "pytest", "-p", "needs", "-p", "no:cacheprovider"]
    command += ["--continue-on-collection-errors", "-c", os.devnull, "--rootdir", str(folder)]
    command += [f"--junitxml={report}", str(folder)]
    subprocess.run(
        command,
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    found = {}
    for case in ET.parse(report).iter("testcase"):
        kinds = [child.tag for child in case if child.tag in {"failure", "error", "skipped"}]
        name = case.get("name") or ""
        found[f"{case.get('classname')}::{name}".removeprefix("::")] = (kinds or ["passed"])[0]
    return found


def test_a_missing_tool_is_a_skip_on_a_laptop(tmp_path: Path) -> None:
    assert outcomes(tmp_path, None) == {
        "test_tools::test_marked": "skipped",
        "test_tools::test_inside": "skipped",
        "test_tools::test_by_hand": "skipped",
        "test_tools::test_not_a_tool": "skipped",
        "test_tools::test_runs": "passed",
        "test_helper_module": "skipped",
        "test_importorskip": "skipped",
    }


@pytest.mark.parametrize("ci", ["true", "1"])
def test_a_missing_tool_is_an_error_under_ci(tmp_path: Path, ci: str) -> None:
    assert outcomes(tmp_path, ci) == {
        "test_tools::test_marked": "error",  # a skip mark acts at setup: an error there
        "test_tools::test_inside": "failure",
        "test_tools::test_by_hand": "error",
        "test_tools::test_not_a_tool": "skipped",
        "test_tools::test_runs": "passed",
        "test_helper_module": "error",
        "test_importorskip": "error",
    }
