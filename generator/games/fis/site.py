"""What Fighters in Sight adds to its site pages (see ``generator/site/extras.py``): the
force builder, fed by JSON this module writes from the same data the force check reads."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from ...content import GameContent
from ..pages import ExtraPage
from .export import browser_data
from .force import CODES, WARNINGS

JS = Path(__file__).parent / "js"

ASSETS = {
    f"assets/sortie/fis/{name}": JS / name
    for name in ("builder.mjs", "builder.css", "force-check.mjs", "forcefile.mjs")
}
"""The force builder's modules, served from the site (no CDN, works offline)."""

FORCE_DATA = "fis/force-data.json"
BUILDER = "fis/force-builder.md"


def pages(game: GameContent, images: Mapping[str, str]) -> list[ExtraPage]:
    """The force builder: a page the browser fills from ``force-data.json``."""
    codes = "\n".join(f"| `{code}` | error | {text} |" for code, text in CODES.items())
    warnings = "\n".join(f"| `{code}` | warning | {text} |" for code, text in WARNINGS.items())
    markdown = f"""---
hide: [toc]
---
# Force builder

Set up the sides of a mission: players, their formations, aircraft, leaders and wingmen.
Every change is checked at once against the same rules as `sortie validate`, with the
same codes and messages; each side shows its hand of action cards per turn, its
activations and what losing each leader costs. The address bar always holds a link to
this force.

<div id="sortie-force-builder" data-src="../force-data.json">
<p>The force builder needs JavaScript. Without it, check a force file with
<code>sortie validate</code>.</p>
</div>

<link rel="stylesheet" href="../../assets/sortie/fis/builder.css">
<script type="module" src="../../assets/sortie/fis/builder.mjs"></script>

## What is checked

| code | kind | meaning |
|---|---|---|
{codes}
{warnings}

No aircraft dashboard is in our sources: the shipped *Fighter* and *Bomber* are stand-ins
without stats or points. Add your own in `fis/aircraft/` (or through a content overlay)
and the builder lists them.
"""
    return [ExtraPage("Force builder", BUILDER, markdown)]


def data(game: GameContent, images: Mapping[str, str]) -> dict[str, str]:
    """The JSON the force builder reads."""
    payload = browser_data(game)
    return {FORCE_DATA: json.dumps(payload, ensure_ascii=False, separators=(",", ":"))}
