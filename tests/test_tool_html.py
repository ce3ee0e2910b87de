"""The tool pages' HTML written at build time (``dif/toolhtml.py``, ``tbb/rollerhtml.py``):
content made inert, and a sparse content set (a fixture, an overlay that drops a kind)
still builds, with a sentence where the data is missing."""

from __future__ import annotations

from conftest import CONTENT

from generator.games.dif import toolhtml
from generator.games.dif.schema import ActionCard
from generator.games.dif.site import tools_data
from generator.games.tbb import rollerhtml
from generator.reading.content import load_checked
from generator.words.languages import Translator

HOSTILE = '<script>alert("x")</script>'


def card(name: str) -> ActionCard:
    return ActionCard.model_validate(
        {"name": {"en": name, "fr": name}, "effect": {"en": name}, "reacts_to": ["a"]}
    )


def test_content_values_are_escaped() -> None:
    chart = toolhtml.reaction_chart({"a": card(HOSTILE)})
    assert "<script>" not in chart and "&lt;script&gt;" in chart
    table = {
        "id": "t",
        "name": HOSTILE,
        "rule": "1",
        "summary": HOSTILE,
        "rollable": True,
        "dice": 1,
        "sides": 6,
        "start": None,
        "columns": [{"id": "c", "name": HOSTILE}],
        "rows": [{"label": HOSTILE, "results": [HOSTILE]}],
        "modifiers": [
            {"value": -1, "when": HOSTILE, "each": False, "restriction": HOSTILE, "replaces": None}
        ],
    }
    form = rollerhtml.roller([table])
    assert "<script>" not in form and form.count("&lt;script&gt;") == 7
    assert "−1 — &lt;script&gt;" in form  # the twin of roller.mjs's signed(): a true minus
    # The French texts beside the English, on a French page: escaped the same.
    french = {
        **{k: v for k, v in table.items() if k not in ("summary", "rows", "modifiers")},
        "summary": "s",
        "summary_fr": HOSTILE,
        "rows": [{"label": "1", "label_fr": HOSTILE, "results": ["r"]}],
        "results_fr": {"r": HOSTILE},
        "modifiers": [{"value": 1, "when": "w", "when_fr": HOSTILE, "each": False,
                       "restriction": None, "restriction_fr": None, "replaces": None}],
    }  # fmt: skip
    form = rollerhtml.roller([french], Translator("fr", {}))
    # The name and the column, and the four French texts: summary, row, result, modifier.
    assert "<script>" not in form and form.count("&lt;script&gt;") == 6


def test_sparse_content_builds_with_a_sentence() -> None:
    assert "no action card" in toolhtml.reaction_chart({})
    game = load_checked(CONTENT, only={"dif"}).games["dif"]
    empty = {**tools_data(game), "aircraft": [], "targets": []}
    length = toolhtml.mission(empty)
    assert 'class="dif-attacker"' not in length and "Enter the speed of every attacker" in length
    calculator = toolhtml.bombing(game.info, empty)
    assert 'id="dif-flak-table"' in calculator and "Enter the bombs yourself" in calculator
    assert "No table can be rolled" in rollerhtml.roller([])
