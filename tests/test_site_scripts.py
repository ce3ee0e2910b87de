"""The site's own scripts (``templates/site/assets``: the table sorter, the offline notice)
look their words up with one helper, ``words.js``, which the build puts above each script
that calls it: written once, served inside each script."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import needs
from conftest import ROOT

from generator.site.translations import WORDS_HELPER, with_words, with_words_helper
from generator.words.languages import Translator

ASSETS = ROOT / "templates" / "site" / "assets"


def test_one_helper_looks_the_scripts_words_up() -> None:
    scripts = {p.name: p.read_text("utf-8") for p in ASSETS.glob("*.js")}
    defining = sorted(
        name for name, text in scripts.items() if re.search(r"function t\(|var t = function", text)
    )
    assert defining == []
    calling = sorted(name for name, text in scripts.items() if "sortieWords(" in text)
    assert calling == ["offline.js", "tables.js", WORDS_HELPER]


def test_the_build_puts_the_helper_above_each_script_that_calls_it() -> None:
    tables = (ASSETS / "tables.js").read_text("utf-8")
    served = with_words_helper(tables, ASSETS)
    assert served.startswith((ASSETS / WORDS_HELPER).read_text("utf-8"))
    assert served.endswith(tables) and served.count("function sortieWords(") == 1
    tooltips = (ASSETS / "tooltips.js").read_text("utf-8")  # says nothing: left as it is
    assert with_words_helper(tooltips, ASSETS) == tooltips


@needs.tool("node")
def test_a_served_script_says_its_words_in_the_page_language() -> None:
    """tables.js as a French build serves it, its words looked up by the helper: the
    table's phrase, a value filled in, and English for a phrase the table lacks."""
    french = Translator("fr", {"{shown} of {total}": "{shown} sur {total}"})
    served = with_words(
        with_words_helper((ASSETS / "tables.js").read_text("utf-8"), ASSETS), french
    )
    assert served.startswith("var SORTIE_WORDS = ")
    probe = "\n".join(
        [
            served.split("\n", 1)[0],  # the words, as the build wrote them
            (ASSETS / WORDS_HELPER).read_text("utf-8"),
            "const t = sortieWords(SORTIE_WORDS);",
            'console.log(JSON.stringify([t("{shown} of {total}", {shown: 2, total: 9}),'
            ' t("Filter"), t("constructor"), t("{x} and {y}", {x: 1})]));',
        ]
    )
    node = shutil.which("node")
    assert node is not None
    done = subprocess.run([node, "-e", probe], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == ["2 sur 9", "Filter", "constructor", "1 and {y}"]
