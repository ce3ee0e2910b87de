"""Benchmarks of the browser deck check (issue 5). Prints figures; writes nothing in the repo.

    .venv/bin/python bench/bench_builder.py

1. the JavaScript check of a 12-aircraft deck in Node: µs per deck (after warm-up);
2. the deck builder page's JavaScript, gzipped.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JS = ROOT / "generator/games/brs/js"

TIMER = """
import { readFileSync } from "node:fs";
import { checkDeck } from "%(engine)s";
const data = JSON.parse(readFileSync(process.argv[2], "utf8"));
const deck = {game: "brs", force: [{aircraft: "bf109e", count: 6, skill: 3},
  {aircraft: "spitfire-ii", count: 5, skill: 3}, {ace: "adolf-galland"}],
  deck: {"great-climb": 4, "great-dive": 3, "tight-turn": 5, "dive-evasion": 1,
  "hail-of-fire": 1, "ram-attack": 1, "clear-skies": 1, "numbers": 1}};
for (let i = 0; i < 20000; i += 1) checkDeck(data, deck);
const rounds = 200000;
const start = process.hrtime.bigint();
let legal = 0;
for (let i = 0; i < rounds; i += 1) legal += checkDeck(data, deck).valid;
const ns = Number(process.hrtime.bigint() - start) / rounds;
console.log(JSON.stringify({us_per_deck: ns / 1000, legal: legal === rounds}));
"""


def main() -> None:
    from generator.games.brs.export import browser_data
    from generator.reading.content import load_checked

    game = load_checked(ROOT / "content", only={"brs"}).games["brs"]
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "brs.json"
        data.write_text(json.dumps(browser_data(game)), encoding="utf-8")
        script = Path(folder) / "timer.mjs"
        script.write_text(TIMER % {"engine": (JS / "deck-check.mjs").as_uri()}, encoding="utf-8")
        runs = []
        for _ in range(5):
            out = subprocess.run(
                ["node", str(script), str(data)], capture_output=True, text=True, check=True
            ).stdout
            runs.append(json.loads(out))
    times = sorted(r["us_per_deck"] for r in runs)
    print(
        f"JS check, 12-aircraft deck (legal: {runs[0]['legal']}): median {times[2]:.2f} µs "
        f"per deck (min {times[0]:.2f}, max {times[-1]:.2f}; 5 runs of 200,000)"
    )
    files = sorted(JS.glob("*.mjs"))
    page = [f for f in files if f.name != "cli.mjs"]
    raw = b"".join(f.read_bytes() for f in page)
    print(
        f"page JavaScript ({', '.join(f.name for f in page)}): {len(raw):,} bytes, "
        f"{len(gzip.compress(raw, 9)):,} bytes gzipped"
    )


if __name__ == "__main__":
    main()
