"""Edit to page under ``mkdocs serve`` (issue 42), against plain MkDocs ``--dirty``.

    .venv/bin/python bench/bench_serve.py [--rounds 3] [--count 0] [--logs DIR]

On a copy of ``content/`` and ``mkdocs.yml`` (both languages, the card prints on, with a copy
of this checkout's card cache so that only the cards an edit changes are drawn: build the
site once first), in a fresh Sortie cache folder:

1. ``first start, cold``: ``mkdocs serve`` started with an empty cache (content and pages):
   seconds from the start of the process until its home page answers.
2. ``edit ...``: for each kind of edit (an aircraft's points, a sentence of a rules page, a
   glossary entry's definition), ``--rounds`` times: seconds from writing the file until
   the page that shows it is served with the new text, asked over HTTP every 50 ms (the
   server answers once its rebuild has ended).
3. ``first start, cached``: the server stopped once idle (nothing printed for 5 s: the
   French pages and the cards of the last edits made) and started again on the same
   content and the same address (the pages' canonical links name it) with the cache the
   first one left.
4. ``plain --dirty``: the same pages as Markdown files (what the plugin generates, written
   out, both languages: ``bench_site.write_plain``'s) with Sortie's navigation, served by
   plain mkdocs-material with ``--dirty``; the same aircraft's page edited ``--rounds``
   times.

``--count N`` adds N generated aircraft (``bench_site.generate_aircraft``) to both sites,
and leaves the card prints out (each new aircraft's card would be drawn cold).

Prints each figure, the median edit of each kind, the median of the three kinds and its
ratio to the plain server's median, and the load average before and after each part (the
machine may be shared: the figures are only as good as it was idle).
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from bench_site import generate_aircraft, mkdocs_config, write_plain  # noqa: E402

POLL = 0.05
TIMEOUT = 900.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def fetch(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            return str(response.read().decode("utf-8"))
    except urllib.error.HTTPError as error:
        return str(error.read().decode("utf-8", "replace"))


def wait_for(url: str, text: str, start: float) -> float:
    """Seconds from ``start`` until ``url`` is served with ``text`` in it."""
    while time.perf_counter() - start < TIMEOUT:
        try:
            if text in fetch(url):
                return time.perf_counter() - start
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(POLL)
    raise SystemExit(f"{url}: {text!r} never showed in {TIMEOUT:.0f} s")


class Server:
    """``mkdocs serve`` (with ``args``) of ``config`` on a free port, its output in a file."""

    def __init__(self, config: Path, env: dict[str, str], *args: str, port: int = 0) -> None:
        self.url = f"http://127.0.0.1:{port or free_port()}/"
        self.log = open(config.with_suffix(".log"), "a", encoding="utf-8")  # noqa: SIM115
        command = [sys.executable, "-m", "mkdocs", "serve", "-f", str(config), *args]
        address = self.url.removeprefix("http://").rstrip("/")
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            [*command, "-a", address],
            cwd=config.parent,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env=env,
        )

    def idle(self, quiet: float = 5.0) -> None:
        """Wait until the server has printed nothing for ``quiet`` seconds."""
        size, since = -1, time.perf_counter()
        while time.perf_counter() - since < quiet:
            self.log.flush()
            now = os.path.getsize(self.log.name)
            if now != size:
                size, since = now, time.perf_counter()
            time.sleep(0.2)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=60)
        self.log.close()


def load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def edits(
    server: Server, rounds: int, kinds: dict[str, tuple[Path, str, Callable[[int], str]]]
) -> dict[str, list[float]]:
    """Each kind of edit ``rounds`` times, in turns: seconds from the write to the page."""
    found: dict[str, list[float]] = {kind: [] for kind in kinds}
    for number in range(rounds):
        for kind, (path, page, text) in kinds.items():
            original = path.read_text("utf-8")
            edited, marker = text(number)
            time.sleep(1.0)  # the previous rebuild's file events settled
            start = time.perf_counter()
            path.write_text(edited(original), "utf-8")
            seconds = wait_for(server.url + page, marker, start)
            found[kind].append(seconds)
            print(f"  {kind}, round {number + 1}: {seconds:.2f} s  (load {load()})", flush=True)
    return found


def points(number: int) -> tuple[Callable[[str], str], str]:
    value = 50 + number
    edited = lambda text: _replace_line(text, "points:", f"points: {value}")  # noqa: E731
    return edited, f"<td>Points</td>\n<td>{value}</td>"


def sentence(number: int) -> tuple[Callable[[str], str], str]:
    marker = f"Bench sentence number {number + 1}"
    return (lambda text: text.replace("\n# Aces\n", f"\n# Aces\n\n{marker}.\n", 1)), marker


def definition(number: int) -> tuple[Callable[[str], str], str]:
    marker = f"bench definition {number + 1}"
    old = "An expansion bringing one named ace"
    return (lambda text: text.replace(old, f"{old} ({marker})", 1)), marker


def _replace_line(text: str, start: str, line: str) -> str:
    return "\n".join(line if row.startswith(start) else row for row in text.split("\n"))


def plain_points(number: int) -> tuple[Callable[[str], str], str]:
    value = 140 + number
    edited = lambda text: _replace_line(text, "| Points |", f"| Points | {value} |")  # noqa: E731
    return edited, f"<td>Points</td>\n<td>{value}</td>"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="edits of each kind")
    parser.add_argument("--count", type=int, default=0, help="generated aircraft added")
    parser.add_argument("--logs", type=Path, help="a folder to copy the servers' output to")
    args = parser.parse_args()
    figures: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="sortie-bench-serve-") as tmp:
        work = Path(tmp)
        content = work / "content"
        shutil.copytree(ROOT / "content", content)
        generate_aircraft(content, args.count)  # bench_site's, for a larger site
        config = work / "mkdocs.yml"
        text = (ROOT / "mkdocs.yml").read_text("utf-8")
        if args.count:  # a generated aircraft's card would be drawn cold: no prints
            text = text.replace("  - sortie:\n", "  - sortie:\n      cards: false\n", 1)
        config.write_text(text, "utf-8")
        if (ROOT / ".cache").is_dir():  # a copy: the cards the edits draw are drawn each run
            shutil.copytree(ROOT / ".cache", work / ".cache")
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1", SORTIE_CACHE=str(work / "cache"))

        # The plain site, written before any edit: the same pages as Sortie's.
        docs = work / "plain"
        nav, definitions = write_plain(content, docs, ("en", "fr"))
        plain = mkdocs_config(docs, False, nav)
        plain["not_in_nav"] = "\n".join(f"/{uri}" for uri in definitions)
        plain_config = work / "plain.yml"
        plain_config.write_text(yaml.safe_dump(plain, sort_keys=False), "utf-8")

        print(f"sortie: first start, cold (load {load()})", flush=True)
        port = free_port()  # both starts on one address, as an author's: pages name it
        server = Server(config, env, port=port)
        figures["first start, cold"] = [wait_for(server.url, "Sortie", server.started)]
        print(f"  {figures['first start, cold'][0]:.2f} s  (load {load()})", flush=True)
        brs = content / "brs"
        kinds = {
            "edit an aircraft's points": (
                brs / "aircraft" / "bf109e.yaml",
                "brs/aircraft/bf109e/",
                points,
            ),
            "edit a rules sentence": (brs / "rules" / "aces.md", "brs/rules/aces/", sentence),
            "edit a glossary entry": (
                brs / "glossary" / "ace-box.yaml",
                "brs/glossary/",
                definition,
            ),
        }
        figures |= edits(server, args.rounds, kinds)
        server.idle()  # what the edits left (the French pages, the cards) done, as an author's
        server.stop()

        print(f"sortie: first start, cached (load {load()})", flush=True)
        server = Server(config, env, port=port)
        figures["first start, cached"] = [wait_for(server.url, "Sortie", server.started)]
        print(f"  {figures['first start, cached'][0]:.2f} s  (load {load()})", flush=True)
        server.stop()

        print(f"plain --dirty: first start (load {load()})", flush=True)
        server = Server(plain_config, env, "--dirty")
        figures["plain: first start"] = [wait_for(server.url, "Sortie", server.started)]
        print(f"  {figures['plain: first start'][0]:.2f} s  (load {load()})", flush=True)
        page = docs / "brs" / "aircraft" / "bf109e.md"
        figures |= edits(
            server,
            args.rounds,
            {"plain --dirty: edit a page": (page, "brs/aircraft/bf109e/", plain_points)},
        )
        server.stop()
        if args.logs:
            args.logs.mkdir(parents=True, exist_ok=True)
            for log in work.glob("*.log"):
                shutil.copy(log, args.logs / log.name)

    print("\nfigure | seconds (each run) | median")
    for name, values in figures.items():
        each = ", ".join(f"{v:.2f}" for v in values)
        print(f"{name} | {each} | {statistics.median(values):.2f}")
    kinds_median = statistics.median(
        statistics.median(figures[kind])
        for kind in ("edit an aircraft's points", "edit a rules sentence", "edit a glossary entry")
    )
    plain_median = statistics.median(figures["plain --dirty: edit a page"])
    print(f"median of the three kinds: {kinds_median:.2f} s")
    print(f"ratio to plain --dirty ({plain_median:.2f} s): {kinds_median / plain_median:.2f}")
    print(f"load average at the end: {load()}")


if __name__ == "__main__":
    main()
