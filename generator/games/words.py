"""The tools' own words (a builder's buttons, a calculator's labels) in the site's language.

A tool speaks from two tables by English phrase (``languages.py``): the words of the
scripts every game shares, in ``games/js/lang/<code>.yaml`` beside them, and the game's
tools' own, in its ``lang/<code>-tools.yaml`` (its pages' words are in ``<code>.yaml``).
Python writes a tool's HTML with them (``own``), and each language's build serves them to
the browser as ``words.json`` beside the game's scripts, where ``games/js/words.mjs`` gives
them to every module as ``t(text, values)``: one table for both, so a page drawn at build
time and redrawn by its script say the same words, and the browser gets the tools' words
only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from ..words.languages import MAIN, Translator, read_table, translator
from ..words.typography import typeset_text
from ..words.wording import one

SHARED = Path(__file__).parent / "js"
"""The scripts every game's tools share, with their words in ``lang/``."""

MODULE = "words.mjs"
"""The shared module that reads ``WORDS_FILE`` (a game serves it beside its scripts)."""

SUBJECT = "tools"
"""The subject of a game's table of its tools' words (``lang/<code>-tools.yaml``)."""

WORDS_FILE = "words.json"
"""What a build in another language than English writes beside a served ``MODULE``."""

ENGLISH = Translator(MAIN, {})
"""The tools' words as written: their English."""


@cache
def _tools_table(language: str, game_folder: Path | None) -> dict[str, str]:
    table = dict(translator(language, SHARED).table)
    path = game_folder / "lang" / f"{language}-{SUBJECT}.yaml" if game_folder else None
    if language != MAIN and path is not None and path.is_file():
        table.update(read_table(path))
    return table


def named(entry: Mapping[str, Any], language: str) -> str:
    """An entry of the tools' data by its name in ``language`` (``name_fr``) where the data
    has one, else its name: the twin of ``named`` in ``js/words.mjs``."""
    return str(entry.get(f"name_{language}") or entry["name"])


def own(language: str, game_folder: Path | None) -> Translator:
    """The translator into ``language`` of a game's tools: the shared scripts' words, then
    the game's tools' own (a phrase of the game wins)."""
    return Translator(language, _tools_table(language, game_folder))


def browser_words(language: str, game_folder: Path | None) -> str:
    """``words.json`` for a game's scripts in ``language``: every phrase of ``own``'s
    table, by its English (compact, as the browser reads it)."""
    table = {
        english: typeset_text(words, language)
        for english, words in _tools_table(language, game_folder).items()
    }
    return json.dumps(table, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


# The phrases a script gives t() or tn(): string literals (quotes of either kind), the
# first argument of t, the first two of tn.
_LITERAL = r"""("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')"""
_T_CALL = re.compile(r"(?<![\w.$])t\(\s*" + _LITERAL)
_TN_CALL = re.compile(r"(?<![\w.$])tn\(\s*" + _LITERAL + r"\s*,\s*" + _LITERAL)
_ANY_CALL = re.compile(r"(?<![\w.$])tn?\(")


def _unquoted(literal: str) -> str:
    if literal.startswith("'"):
        literal = '"' + literal[1:-1].replace('"', '\\"').replace("\\'", "'") + '"'
    return str(json.loads(literal))


def script_phrases(text: str) -> tuple[set[str], int]:
    """The phrases ``text`` (a module's source) gives ``t`` and ``tn`` as literals, and how
    many calls give them something else (a phrase no check of the tables could see)."""
    phrases = {_unquoted(m.group(1)) for m in _T_CALL.finditer(text)}
    for match in _TN_CALL.finditer(text):
        phrases |= {_unquoted(match.group(1)), _unquoted(match.group(2))}
    literal = len(_T_CALL.findall(text)) + len(_TN_CALL.findall(text))
    return phrases, len(_ANY_CALL.findall(text)) - literal


def counted(t: Translator, singular: str, plural: str, count: int, **values: object) -> str:
    """The phrase for ``count`` (``{count}`` filled), singular or plural by ``t``'s language,
    as ``tn`` in ``words.mjs`` picks it. Both phrases are looked up, so a table missing
    either is seen whatever the count."""
    said = {phrase: t(phrase, count=count, **values) for phrase in (singular, plural)}
    return said[singular if one(t.language, count) else plural]
