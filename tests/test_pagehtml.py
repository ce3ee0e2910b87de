"""The page templates (``templates/pages/``, ``games/pagehtml.py``): every value escaped,
in text and in attributes, and a tool's HTML kept on one line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.games.pagehtml import PAGES, attrs, environment
from generator.resources import templates_dir

HOSTILE = "\"><script>alert('x')</script>"

# ``name="… {{ …`` or ``name='… {{ …``: a value written inside an attribute's quotes, which
# the text escaping would let out of them (``attrs`` is the way).
_IN_QUOTES = re.compile(r"""=\s*("[^"]*|'[^']*)\{\{""")


def templates() -> list[Path]:
    return sorted((templates_dir() / PAGES).rglob("*.j2"))


def test_there_are_templates_to_check() -> None:
    names = {path.relative_to(templates_dir() / PAGES).as_posix() for path in templates()}
    assert {"builder.md.j2", "hangar.md.j2", "dif/reaction-chart.html.j2"} <= names


@pytest.mark.parametrize("path", templates(), ids=lambda path: path.name)
def test_no_value_is_written_inside_an_attribute(path: Path) -> None:
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if _IN_QUOTES.search(line)
    ]
    assert found == []


def test_the_attribute_check_sees_a_value_in_quotes() -> None:
    assert _IN_QUOTES.search('<a href="../{{ game }}/">')
    assert not _IN_QUOTES.search('<a{{ attrs({"href": game}) }}>')


def test_text_and_attributes_are_escaped() -> None:
    page = environment().from_string('<p{{ attrs({"title": value}) }}>{{ value }}</p>')
    shown = page.render(value=HOSTILE)
    # Worked by hand: the attribute escapes quotes as html.escape does, the text only & < >.
    assert shown == (
        '<p title="&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;">'
        "\"&gt;&lt;script&gt;alert('x')&lt;/script&gt;</p>"
    )


def test_attributes_left_out_and_bare() -> None:
    shown = attrs({"id": "a", "hidden": True, "selected": False, "title": None}, {"value": 0})
    assert shown == ' id="a" hidden value="0"'


def test_an_html_template_is_one_line() -> None:
    # A line break and its indentation are not written; a space written on purpose is.
    source = "<ul>\n  <li>{{ a }}</li>{{ ' ' }}\n  <li>b</li>\n</ul>\n"
    joined = environment().preprocess(source, "probe.html.j2")
    kept = environment().preprocess(source, "probe.md.j2")
    assert joined == "<ul><li>{{ a }}</li>{{ ' ' }}<li>b</li></ul>"
    assert kept == source
