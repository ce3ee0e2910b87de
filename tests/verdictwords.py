"""How a builder words a verdict of ``sortie validate --format json`` (``status.mjs``), for
the tests that hold a builder's page to the command line's verdict: one verdict ("Legal",
"Legal as far as known", "Not legal"), then what its Problems panel lists, counted by kind
("1 error, 2 warnings"), then the parts not checked. A warning that only says a rule could
not be checked is listed once, among the parts not checked (its twin in ``unchecked``
carries the same code)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from conftest import ROOT

WORDS = {
    "en": {
        "legal": "Legal",
        "partial": "Legal as far as known",
        "not": "Not legal",
        "error": ("{} error", "{} errors"),
        "warning": ("{} warning", "{} warnings"),
        "and": ", ",
        "unchecked": "not checked: {}",
        "parts": "; ",
    },
    "fr": {
        "legal": "Conforme",
        "partial": "Conforme pour autant qu'on sache",
        "not": "Non conforme",
        "error": ("{} erreur", "{} erreurs"),
        "warning": ("{} avertissement", "{} avertissements"),
        "and": ", ",
        "unchecked": "non vérifié : {}",
        "parts": " ; ",
    },
}


def listed_warnings(verdict: dict[str, Any]) -> list[dict[str, Any]]:
    """The warnings a builder's Problems panel lists under its warnings: not those said
    among the parts not checked, nor a file's unknown keys (an imported file's, which the
    builder says beside its import)."""
    restated = {u["code"] for u in verdict["unchecked"]} | {"unknown-key"}
    return [w for w in verdict["warnings"] if w["code"] not in restated]


def counted(verdict: dict[str, Any], language: str = "en") -> str:
    """ "2 errors, 1 warning": what the panel lists (nothing for none)."""
    words = WORDS[language]
    few = (lambda n: n < 2) if language == "fr" else (lambda n: n == 1)
    parts = []
    for kind, count in (
        ("error", len(verdict["errors"])),
        ("warning", len(listed_warnings(verdict))),
    ):
        if count:
            one, many = words[kind]
            parts.append((one if few(count) else many).format(count))
    return words["and"].join(parts)


def head(verdict: dict[str, Any], language: str = "en") -> str:
    """The start of a builder's status for ``verdict``: the verdict, the counts, the parts
    not checked (every one of them, as Blood Red Skies and Fighters in Sight say them)."""
    words = WORDS[language]
    partial = verdict["valid"] and verdict["unchecked"]
    said = words["legal" if verdict["valid"] and not partial else "partial" if partial else "not"]
    parts = words["parts"].join(u["message"] for u in verdict["unchecked"])
    unchecked = words["unchecked"].format(parts) if parts else ""
    return " · ".join(p for p in (said, counted(verdict, language), unchecked) if p)


UNKNOWN_ID = {
    "en": re.compile(r"^(?P<what>.+?) (?P<given>'.*') is not defined \("),
    "fr": re.compile(r"^(?P<what>.+?) (?P<given>'.*') : identifiant inconnu \("),
}
NOT_ON_THIS_SITE = {
    "en": "{what} “{given}” is unknown to this site.",
    "fr": "{what} « {given} » : inconnu de ce site.",
}


def player_message(finding: dict[str, Any], language: str = "en") -> str:
    """A finding of ``sortie validate`` as a builder shows it: the same words, but for an id
    the data does not know, which a player reads without the list of known ids (written
    here by hand, not taken from the builder's table)."""
    found = UNKNOWN_ID[language].match(finding["message"])
    if finding["code"] != "unknown-id" or found is None:
        return str(finding["message"])
    given = found["given"][1:-1]
    said = NOT_ON_THIS_SITE[language].format(what=found["what"], given=given)
    # A finding the command line folds keeps its count ("(and 2 more times)").
    again = re.search(r" \((?:and|et) \d+ [^()]*\)$", finding["message"])
    return said[:1].upper() + said[1:] + (again.group(0) if again else "")


def cli(*args: str | Path) -> dict[str, Any]:
    """The verdict ``sortie validate --format json`` gives the one deck file among ``args``
    (with its ``--content`` options): what a builder's page is held to."""
    done = subprocess.run(
        [sys.executable, "-m", "generator.cli", "validate", "--format", "json", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode in (0, 1), done.stdout + done.stderr
    [report] = json.loads(done.stdout)
    return dict(report)
