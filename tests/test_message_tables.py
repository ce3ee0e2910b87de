"""Each game with a check in both engines writes its wording once, in a message table
(``games/<id>/messages.py``) that the browser gets in the game's data: every key of the
table is used by the Python check and by its browser twin, and the data ships the table.
Every table, the core's too, says every key in every language with the same ``{names}``."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from types import ModuleType

import pytest

from generator.reading.content import load_checked
from generator.words import messages as core
from generator.words import wording

ROOT = Path(__file__).resolve().parent.parent
DATA = {"brs": "browser_data", "dif": "setup_data", "fis": "browser_data"}
"""The games whose check has a browser twin, with the function writing the twin's data."""
GAMES = tuple(DATA)


def sources(game: str, suffix: str) -> str:
    folder = ROOT / "generator" / "games" / game
    files = folder.glob("js/*.mjs") if suffix == ".mjs" else folder.glob("*.py")
    return "\n".join(p.read_text("utf-8") for p in files if p.name != "messages.py")


def table_module(game: str) -> ModuleType:
    return importlib.import_module(f"generator.games.{game}.messages")


def used(key: str, source: str) -> bool:
    """Whether a source names the key: quoted (a counted key without its ``/one`` or
    ``/many``), as the kind of id it words (``id-air-force``: ``"air force"``), or as the
    quoted start of a key the code completes (``f"role-{…}"``, `` `role-${…}` ``)."""
    stem = key.split("/")[0]
    if re.search(rf"[\"'`]{re.escape(stem)}[\"'`]", source):
        return True
    if stem.startswith("id-") and f'"{stem[3:].replace("-", " ")}"' in source:
        return True
    starts = re.findall(r"[\"'`]([a-z0-9-]+-)(?:\{|\$\{)", source)
    return any(stem.startswith(start) for start in starts)


@pytest.mark.parametrize("game", GAMES)
def test_every_message_is_used_by_both_engines(game: str) -> None:
    table = table_module(game).MESSAGES["en"]
    python, browser = sources(game, ".py"), sources(game, ".mjs")
    assert sorted(k for k in table if not used(k, python)) == []
    assert sorted(k for k in table if not used(k, browser)) == []


def test_the_pattern_of_use_can_tell_a_key_unused() -> None:
    assert used("trait-cards/one", 'say.counted("trait-cards", 2)')
    assert used("id-air-force", 'self.unknown("air force", x, y)')
    assert used("role-fighter", 'say(f"role-{plane.role.value}")')
    assert not used("role-fighter", 'say("role")')
    assert not used("trait-split", 'say("trait-split-fix")')


@pytest.mark.parametrize("game", GAMES)
def test_the_browser_gets_the_table(game: str) -> None:
    """In both languages, the core's words in each (the unknown id, the ``and`` of a list)."""
    loaded = load_checked(ROOT / "content", only={game}).games[game]
    export = importlib.import_module(f"generator.games.{game}.export")
    shipped = getattr(export, DATA[game])(loaded)["messages"]
    assert set(shipped) == set(wording.LANGUAGES)
    for lang in wording.LANGUAGES:
        assert shipped[lang] == {**core.CHECK[lang], **table_module(game).MESSAGES[lang]}


def tables() -> list[tuple[str, dict[str, dict[str, str]]]]:
    """Every message table there is: the core's, and each game's (and its summary's)."""
    # Every table of the core's module, found by its shape: a table added there cannot be
    # left out of this list.
    found = [
        (f"core {name}", value)
        for name, value in vars(core).items()
        if name.isupper() and isinstance(value, dict) and set(value) == {"en", "fr"}
    ]
    assert {"CHECK", "VERDICT", "SHAPE", "ROLL", "READ"} <= {name[5:] for name, _ in found}
    for game in GAMES:
        module = table_module(game)
        for name in ("MESSAGES", "SUMMARY"):
            if hasattr(module, name):
                found.append((f"{game} {name}", getattr(module, name)))
    return found


@pytest.mark.parametrize(("name", "table"), tables(), ids=[name for name, _ in tables()])
def test_every_key_is_said_in_french_with_the_same_names(
    name: str, table: dict[str, dict[str, str]]
) -> None:
    assert set(table) == {"en", "fr"}
    english, french = table["en"], table["fr"]
    assert sorted(english) == sorted(french)
    differ = {
        key: (wording.placeholders(english[key]), wording.placeholders(french[key]))
        for key in english
        if wording.placeholders(english[key]) != wording.placeholders(french[key])
    }
    assert differ == {}
    # A counted phrase has both forms, in every language.
    for key in english:
        stem, _, form = key.partition("/")
        if form:
            assert {f"{stem}/one", f"{stem}/many"} <= set(english), key


def test_filling_replaces_names_only() -> None:
    """``{name}`` is the value of ``name``; other braces and text stay as written."""
    table = {"m": "{side} costs {points} points {a-b} {}"}
    assert wording.fill(table, "m", {"side": "RAF", "points": 37}) == "RAF costs 37 points {a-b} {}"


@pytest.mark.parametrize(
    ("lang", "count", "form"),
    [
        ("en", 0, "many"),
        ("en", 1, "one"),
        ("en", 2, "many"),
        ("fr", 0, "one"),
        ("fr", 1, "one"),
        ("fr", 2, "many"),
        ("fr", 12, "many"),
    ],
)
def test_a_counted_phrase_takes_the_form_its_language_gives_the_number(
    lang: str, count: int, form: str
) -> None:
    # French counts 0 and 1 as singular ("0 carte", "1 carte"), English 1 only.
    table = {"cards/one": "one:{count}", "cards/many": "many:{count}"}
    assert wording.Words(lang, table).counted("cards", count) == f"{form}:{count}"
