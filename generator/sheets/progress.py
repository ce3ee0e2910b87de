"""A progress bar on a terminal, a line or two of plain text anywhere else (CI logs)."""

from __future__ import annotations

import sys
import time
from typing import TextIO

BAR_WIDTH = 28


class Progress:
    """Counts finished cards of a long run and shows them on ``stream`` (stderr)."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None) -> None:
        self.total = max(total, 0)
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.done = 0
        self.started = time.perf_counter()
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        if self.total and not self.tty:
            self._write(f"{self.label}: {self.total} cards…\n")
        self._draw()

    def _write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()

    def _draw(self) -> None:
        if not (self.tty and self.total):
            return
        filled = round(BAR_WIDTH * self.done / self.total)
        bar = "█" * filled + "·" * (BAR_WIDTH - filled)
        elapsed = time.perf_counter() - self.started
        self._write(f"\r{self.label} {bar} {self.done}/{self.total} cards {elapsed:5.1f} s")

    def advance(self, cards: int) -> None:
        self.done = min(self.total, self.done + cards)
        self._draw()

    def close(self) -> None:
        if not self.total:
            return
        elapsed = time.perf_counter() - self.started
        if self.tty:
            self._draw()
            self._write("\n")
        else:
            self._write(f"{self.label}: {self.done} cards in {elapsed:.1f} s\n")
