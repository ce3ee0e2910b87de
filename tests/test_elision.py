"""French elision before a name a message fills in (``generator/words/elision.py``): the
hand-written cases of ``tests/vectors/elision.json``, which ``tests/js/elision.test.mjs``
gives the browser's twin in ``words.mjs``."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT

from generator.words import elision, wording
from generator.words.languages import Translator

VECTORS = json.loads((ROOT / "tests/vectors/elision.json").read_text("utf-8"))


@pytest.mark.parametrize("case", VECTORS["cases"], ids=lambda c: c["name"] or "empty")
def test_each_name_takes_de_du_and_le_as_written(case: dict[str, str]) -> None:
    for form in ("de", "du", "le"):
        assert elision.FORMS[form](case["name"]) == case[form], form


@pytest.mark.parametrize("case", VECTORS["fills"], ids=lambda c: c["template"])
def test_a_message_and_a_page_phrase_fill_the_same_way(case: dict[str, object]) -> None:
    template, values = str(case["template"]), dict(case["values"])  # type: ignore[call-overload]
    assert wording.fill({"key": template}, "key", values) == case["filled"]
    assert Translator("fr", {"en": template})("en", **values) == case["filled"]


def test_a_form_names_its_value_as_a_placeholder() -> None:
    assert wording.placeholders("points {de:name} ({count})") == {"name", "count"}
