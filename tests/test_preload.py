"""Preload hints (``generator/site/preload.py``): a tool page names every module its
scripts import and the JSON it fetches in its head, so the browser fetches them at once."""

from __future__ import annotations

import re
from pathlib import Path

import needs
import pytest
from browserkit import Visit, open_ready
from conftest import write

from generator.site.preload import Preloads

PAGE = """<html><head><title>t</title></head><body>
<div data-src="../data.json" data-module="../../assets/t/extra.mjs"></div>
<script type="module" src="../../assets/t/main.mjs"></script></body></html>"""


def test_the_whole_static_graph_once_and_the_data(tmp_path: Path) -> None:
    files = {
        "main.mjs": 'import { a,\n  b } from "./a.mjs";\nimport "./side.mjs";\n'
        'const later = () => import("./lazy.mjs");\n',
        "a.mjs": 'export { c } from "../t/c.mjs";\nimport { main } from "./main.mjs";\n',
        "c.mjs": 'export const c = "./not-an-import.mjs";\n',
        "side.mjs": "",
        "extra.mjs": 'import { a } from "./a.mjs";\n',
        "lazy.mjs": "",
    }
    for name, text in files.items():
        write(tmp_path / name, text)
    sources = {f"assets/t/{name}": tmp_path / name for name in files}
    out = Preloads(sources).hint(PAGE, "tool/page/")
    head = out.split("</head>")[0]
    modules = re.findall(r'rel="modulepreload" href="([^"]+)"', head)
    # main's imports (a, side), a's (c; main itself is loaded by its tag), the module the
    # page names for a script to import (extra), each once; never the dynamic import.
    assert sorted(modules) == sorted(f"../../assets/t/{n}.mjs" for n in ("a", "side", "c", "extra"))
    assert re.findall(r'rel="preload" href="([^"]+)" as="fetch" crossorigin', head) == [
        "../data.json"
    ]
    assert out.split("</head>")[1] == PAGE.split("</head>")[1]


def test_a_page_without_tools_is_unchanged() -> None:
    page = "<html><head></head><body><p>Rules</p></body></html>"
    assert Preloads({}).hint(page, "brs/rules/aces/") == page


@pytest.mark.browser
@needs.tool("chromium")
@pytest.mark.parametrize(
    "path",
    ["brs/deck-builder/", "fis/force-builder/", "dif/setup-builder/", "brs/aircraft/bf109e/"],
)
def test_every_module_and_data_file_the_browser_loads_is_named_in_the_head(
    visit: Visit, base_url: str, path: str
) -> None:
    page = visit.page
    open_ready(page, base_url + path)
    hinted = set(
        page.evaluate(
            "[...document.querySelectorAll('link[rel=modulepreload], link[rel=preload]')]"
            ".map((l) => l.href)"
        )
    )
    loaded = page.evaluate(
        "performance.getEntriesByType('resource').map((r) => r.name)"
        ".filter((n) => /\\.(mjs|json)$/.test(n) && !n.includes('/search/'))"
    )
    entries = set(
        page.evaluate("[...document.querySelectorAll('script[type=module]')].map((s) => s.src)")
    )
    assert loaded
    assert sorted(set(loaded) - hinted - entries) == []
