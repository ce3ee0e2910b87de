"""Facts carry over, sentences never: the shared copy checker finds nothing in the repo."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
import yaml
from conftest import ROOT

SEEDCOPY = ROOT.parent / "shared" / "tools" / "seedcopy.py"


# Not a tool, so this skip stays a skip under CI=true (conftest): CI clones shared/ beside
# the checkout and runs the check; a plain user clone has no ../shared to check against.
@pytest.mark.skipif(
    not SEEDCOPY.is_file(), reason="../shared is not beside this checkout (a plain clone)"
)
def test_no_sentence_is_copied_from_the_source_texts() -> None:
    done = subprocess.run(
        [sys.executable, str(SEEDCOPY), str(ROOT)], capture_output=True, text=True, check=False
    )
    assert done.stdout == "", done.stdout
    assert done.returncode == 0


def _sources(value: object) -> list[str]:
    """Every ``source`` value in a YAML document, at any depth."""
    if isinstance(value, dict):
        found = [str(v) for k, v in value.items() if k == "source" and v]
        return found + [s for v in value.values() for s in _sources(v)]
    if isinstance(value, list):
        return [s for v in value for s in _sources(v)]
    return []


def test_no_source_names_a_file_players_do_not_have() -> None:
    """Provenance names a rulebook section or a public page, never one of our own source
    files (the seed texts and the facts digest are not something a player can open)."""
    private = re.compile(r"\.txt\b|FACTS|seeds/|\bL\d+(?:-\d+)?\b")
    found = []
    for path in sorted(ROOT.joinpath("content").rglob("*")):
        if path.suffix not in (".yaml", ".md") or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".md":
            if not text.startswith("---"):
                continue
            text = text.split("---", 2)[1]  # the front matter
        for source in _sources(yaml.safe_load(text)):
            if private.search(source):
                found.append(f"{path.relative_to(ROOT)}: {source}")
    assert not found, "\n".join(found)


@pytest.mark.skipif(
    not SEEDCOPY.is_file(), reason="../shared is not beside this checkout (a plain clone)"
)
def test_no_eight_words_of_a_french_page_stand_in_a_rulebook() -> None:
    """Our French is written from our English, not from the French rulebooks: no run of 8
    words of a French page or of a French table of our words stands in a source text."""
    done = subprocess.run(
        [sys.executable, str(SEEDCOPY), str(ROOT), "--words", "8"],
        capture_output=True,
        text=True,
        check=False,
    )
    french = [
        line
        for line in done.stdout.splitlines()
        if re.match(r"[^:]*(?:\.fr\.md|/lang/fr\.yaml):", line)
    ]
    assert french == []
