"""Hostile numbers in every game's files, generated rather than picked (issue 38): every
whole number of every example deck and of a file of every content kind, replaced in turn by
a number of 5,000 digits, by one far out of any range, and by one written with a fraction.
Whatever the field, the run ends with a verdict or a refusal naming the file and the line of
the value (in English and in French), never with a traceback, and echoes no more than a
line of it."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import CONTENT, ROOT

from generator.reading.content import check
from generator.registry import systems
from generator.verdicts.decks import validate_paths
from generator.words.wording import speaking

HOSTILE = {
    "5000-digits": "9" * 5_000,
    "minus-10-to-the-30": "-1" + "0" * 30,
    "fraction": "3.5",
}
"""What each number is replaced by, as YAML text."""

NUMBER = re.compile(r"(?<![\w.-])(-?\d+)(?=\s*(?:[,\]}]|$))")
"""A whole number written alone as a value (not inside an id, a date or a text): it ends
the value, at a comma, a closing bracket or the end of the line."""


KEY_OR_ITEM = re.compile(r"\s*(?:-\s+)*(?:[\w-]+:|-\s)")
"""A line that starts with a key or a list item."""


def numbers(text: str) -> Iterator[tuple[int, re.Match[str]]]:
    """Each whole number a YAML file writes as a value, with its line (1-based)."""
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.split("#", 1)[0]
        if not KEY_OR_ITEM.match(stripped):
            continue  # a line of text (a folded paragraph), whatever numbers it holds
        for match in NUMBER.finditer(stripped):
            before = stripped[: match.start()].rstrip()
            quoted = before.count('"') % 2 or before.count("'") % 2  # inside a text
            if before.endswith((":", "-", "[", ",")) and not quoted:
                yield number, match


def replaced(text: str, line: int, match: re.Match[str], by: str) -> str:
    lines = text.split("\n")
    lines[line - 1] = lines[line - 1][: match.start()] + by + lines[line - 1][match.end() :]
    return "\n".join(lines)


def deck_cases() -> list[tuple[str, Path, int, re.Match[str]]]:
    """Each whole number of each example deck: a name, the deck, its line and where."""
    return [
        (f"{example.stem}:{line}:{match.start()}", example, line, match)
        for example in sorted((ROOT / "examples").glob("*.yaml"))
        for line, match in numbers(example.read_text("utf-8"))
    ]


def content_cases(game: str) -> list[tuple[str, Path, int, re.Match[str]]]:
    """Each whole number of the game's game.yaml and of one file of each of its kinds (the
    first with a whole number in it)."""
    system = systems()[game]
    files = [CONTENT / game / "game.yaml"]
    for kind in system.kinds:
        with_numbers = [
            path
            for path in sorted((CONTENT / game / kind.folder).glob("*.yaml"))
            if any(True for _ in numbers(path.read_text("utf-8")))
        ]
        files += with_numbers[:1]
    return [
        (f"{path.relative_to(CONTENT)}:{line}:{match.start()}", path, line, match)
        for path in files
        for line, match in numbers(path.read_text("utf-8"))
    ]


DECKS = deck_cases()
GAMES = sorted(systems())


def test_the_cases_reach_every_game() -> None:
    assert {example.stem.split("-")[0] for _, example, _, _ in DECKS} >= {"dif", "fis", "jg26"}
    assert all(content_cases(game) for game in GAMES)
    assert len(DECKS) > 10 and sum(len(content_cases(game)) for game in GAMES) > 100


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("hostile", sorted(HOSTILE))
def test_a_hostile_number_in_a_deck_is_judged_or_refused_at_its_line(
    hostile: str, lang: str, tmp_path: Path
) -> None:
    """Every number of every example deck, each in a deck of its own, all in one run."""
    decks = {}
    for name, example, line, match in DECKS:
        deck = tmp_path / name.replace(":", "-") / example.name
        deck.parent.mkdir()
        deck.write_text(replaced(example.read_text("utf-8"), line, match, HOSTILE[hostile]))
        decks[deck] = (name, line)
    with speaking(lang):
        run = validate_paths(list(decks), CONTENT)
    assert len(run.reports) == len(decks)
    for report in run.reports:
        name, line = decks[report.path]
        said = "\n".join(report.lines())
        assert len(said) < 4_000, (name, said[:200])
        if report.status == "unreadable":
            assert any(finding.line == line for finding in report.verdict.errors), (name, said)
        else:
            # Taken as a value: the game's own check judged it (a pilot's skill of 3.5 is
            # not refused by the file's shape; its game says what it makes of it).
            assert report.status in ("legal", "legal-as-far-as-known", "not-legal"), (name, said)


@pytest.mark.parametrize("game", GAMES)
def test_a_number_too_long_in_any_content_file_is_refused_at_its_line(
    game: str, tmp_path: Path
) -> None:
    """Every number of a file of every kind, each in an overlay folder of its own laid over
    the shipped content, all in one run: each is refused at its own file and line."""
    overlays = []
    expected = set()
    for number, (_name, path, line, match) in enumerate(content_cases(game)):
        relative = path.relative_to(CONTENT)
        overlay = tmp_path / f"club-{number}" / relative
        overlay.parent.mkdir(parents=True)
        patched = replaced(path.read_text("utf-8"), line, match, HOSTILE["5000-digits"])
        own = relative.name == "game.yaml"  # game.yaml patches without saying so
        overlay.write_text(patched if own else "patch: true\n" + patched, "utf-8")
        overlays.append(tmp_path / f"club-{number}")
        expected.add((overlay, line if own else line + 1))
    found: list[Any] = [p for p in check([CONTENT, *overlays], only={game}).problems if p.is_error]
    assert {(p.path, p.line) for p in found} == expected
    assert all("a number of 5,000 digits" in p.message for p in found)


TEXT_VALUE = re.compile(r"^(\s*(?:-\s+)?[\w-]+:\s*\[?\s*)([A-Za-z][\w-]*)(\s*\]?\s*)$")
"""A line whose value is one word: an id, a name (``aircraft: bf109e``, ``game: brs``)."""
LONG = "Q" * 10_000


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_text_in_any_deck_value_is_echoed_cut(lang: str, tmp_path: Path) -> None:
    """Every one-word value of every example deck replaced by 10,000 characters, each in a
    deck of its own, all in one run: no report says more than a few lines, in text or in
    JSON (a message cuts what it repeats)."""
    decks = {}
    for example in sorted((ROOT / "examples").glob("*.yaml")):
        lines = example.read_text("utf-8").split("\n")
        for number, line in enumerate(lines):
            match = TEXT_VALUE.match(line)
            if match is None:
                continue
            deck = tmp_path / f"{example.stem}-{number + 1}.yaml"
            deck.write_text(
                "\n".join([*lines[:number], match.expand(rf"\g<1>{LONG}\3"), *lines[number + 1 :]])
            )
            decks[deck] = line.strip()
    assert len(decks) > 40
    with speaking(lang):
        run = validate_paths(list(decks), CONTENT)
        for report in run.reports:
            said = "\n".join(report.lines())
            assert len(said) < 4_000, (decks[report.path], said[:300])
            assert len(json.dumps(report.as_json())) < 6_000, decks[report.path]
