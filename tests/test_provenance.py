"""Facts carry over, sentences never: the shared copy checker finds nothing in the repo."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import ROOT

SEEDCOPY = ROOT.parent / "shared" / "tools" / "seedcopy.py"


@pytest.mark.skipif(not SEEDCOPY.is_file(), reason="../shared is not beside this checkout")
def test_no_sentence_is_copied_from_the_source_texts() -> None:
    done = subprocess.run(
        [sys.executable, str(SEEDCOPY), str(ROOT)], capture_output=True, text=True, check=False
    )
    assert done.stdout == "", done.stdout
    assert done.returncode == 0
