"""Runs the Node test files in tests/js against the browser data the build writes."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import needs
from conftest import CONTENT, ROOT

from generator.games.brs.export import browser_data
from generator.reading.content import load_checked

NODE = shutil.which("node")


@needs.tool("node")
def test_node_unit_tests(tmp_path: Path) -> None:
    data = tmp_path / "brs.json"
    game = load_checked(CONTENT, only={"brs"}).games["brs"]
    data.write_text(json.dumps(browser_data(game)), encoding="utf-8")
    files = sorted(str(p) for p in (ROOT / "tests/js").glob("*.test.mjs"))
    done = subprocess.run(
        [NODE, "--test", *files],
        capture_output=True,
        text=True,
        check=False,
        env={"SORTIE_BRS_DATA": str(data), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "# fail 0" in done.stdout
