"""Small pieces of the print pipeline that need no rendering: formatting, batching, progress."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from generator.sheets.cache import RenderCache
from generator.sheets.layout import Line
from generator.sheets.pool import batch_size, deal
from generator.sheets.progress import Progress
from generator.sheets.render import mm, svg_path


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_lengths_are_written_to_the_micrometre_without_trailing_zeros() -> None:
    assert [mm(v) for v in (10.5, 0.0, -0.0001, 13.45, 215.9, 1 / 3)] == [
        "10.5mm",
        "0mm",
        "0mm",
        "13.45mm",
        "215.9mm",
        "0.333mm",
    ]


def test_cut_marks_become_one_svg_path() -> None:
    lines = [Line(10.5, 5, 10.5, 16.5), Line(5, 16.5, 10.5, 16.5)]
    assert svg_path(lines) == "M10.5 5V16.5M5 16.5H10.5"


def test_batches_are_bounded_and_shared_evenly_between_processes() -> None:
    assert batch_size(103, 1, 6) == 6
    assert batch_size(103, 2, 6) == 6  # 18 batches: nine rounds of two
    assert batch_size(40, 2, 6) == 5  # 8 batches: four each
    assert batch_size(3, 2, 6) == 1
    assert batch_size(1, 2, 6) == 1


def test_pages_go_in_few_documents_each_with_its_share_of_every_kind() -> None:
    pages = [f"front {n}" for n in range(10)] + [f"back {n}" for n in range(5)]

    def role(page: str) -> str:
        return page.split()[0]

    # One process: as few documents as 12 pages a document allow.
    assert [len(batch) for batch in deal(pages, 1, 12, role)] == [8, 7]
    # Two: one document each, five fronts and two or three backs in each.
    two = deal(pages, 2, 12, role)
    assert [sorted(map(role, batch)).count("front") for batch in two] == [5, 5]
    assert sorted(two[0] + two[1]) == sorted(pages)
    # Never more documents than pages; the bound holds.
    assert deal(pages[:1], 2, 12, role) == [["front 0"]]
    assert max(len(batch) for batch in deal(pages * 4, 2, 12, role)) <= 12
    assert len(deal(pages * 4, 2, 12, role)) == 6


COUNT_PROCESSES = """
import subprocess, sys
started = []
spawn = subprocess.Popen.__init__
def counted(self, *args, **kwargs):
    started.append(args[0] if args else kwargs.get("args"))
    spawn(self, *args, **kwargs)
subprocess.Popen.__init__ = counted
from generator.sheets.render import font_config, import_weasyprint
import_weasyprint().HTML(string="<p>x</p>").render(font_config=font_config()).write_pdf()
print(len(started))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only Linux skips the search")
def test_weasyprint_starts_without_looking_for_its_libraries() -> None:
    """ctypes' search for each library name WeasyPrint tries ran 55 processes (ldconfig, gcc,
    ld) in every run that prints; the names the loader opens at once are what it uses."""
    found = subprocess.run(
        [sys.executable, "-c", COUNT_PROCESSES], capture_output=True, text=True, check=True
    )
    assert found.stdout.split() == ["0"], found.stdout + found.stderr


def test_progress_is_a_bar_on_a_terminal_and_two_lines_elsewhere() -> None:
    terminal = Terminal()
    progress = Progress(10, "rendering sheets", terminal)
    progress.advance(4)
    progress.advance(6)
    progress.close()
    assert "\rrendering sheets ███████████····" in terminal.getvalue()
    assert terminal.getvalue().endswith("10/10 cards   0.0 s\n")
    log = io.StringIO()
    progress = Progress(10, "rendering sheets", log)
    progress.advance(10)
    progress.close()
    first, second = log.getvalue().splitlines()
    assert first == "rendering sheets: 10 cards…"
    assert second.startswith("rendering sheets: 10 cards in ")


def test_an_output_is_current_only_while_nobody_touched_it(tmp_path: Path) -> None:
    cache = RenderCache(tmp_path / "cache")
    output = tmp_path / "cards.pdf"
    output.write_bytes(b"%PDF-1.7 one")
    cache.record(output, "key-1")
    cache.save()
    again = RenderCache(tmp_path / "cache")
    assert again.is_current(output, "key-1")
    assert not again.is_current(output, "key-2")
    output.write_bytes(b"%PDF-1.7 edited by hand")
    assert not again.is_current(output, "key-1")
    (tmp_path / "cache" / "manifest.json").write_text("not json", "utf-8")
    assert not RenderCache(tmp_path / "cache").is_current(output, "key-1")
