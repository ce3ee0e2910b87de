"""Independent batches on a pool of processes, one per available core.

PDFium is not thread-safe and WeasyPrint is pure Python, so the parallelism is processes.
On Linux they are forked after the heavy modules are imported once in the parent, so no
worker pays for the import again. One process (or one batch) runs in-process.
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import TypeVar

from .progress import Progress

T = TypeVar("T")

MAX_PAGES_PER_BATCH = 6
"""Pages laid out in one WeasyPrint document: bounds a worker's memory. A document costs
little more than its pages (measured: 12 pages or 1 a document are within 2 ms/card), so
batches stay small and the processes finish close together."""

MAX_CARDS_PER_IMAGE_BATCH = 27
"""Cards of the one-card-per-page document rasterised in one go."""


def available_cores() -> int:
    """The cores this process may run on (not all the machine's, under a CPU quota)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - macOS, Windows
        return max(1, os.cpu_count() or 1)


def batch_size(count: int, jobs: int, most: int) -> int:
    """Items per batch: none bigger than ``most``; with several processes, at least four
    batches each, their number a multiple of ``jobs``, so the processes finish together."""
    batches = max(1, math.ceil(count / most))
    if jobs > 1:
        batches = math.ceil(max(batches, 4 * jobs) / jobs) * jobs
    return max(1, math.ceil(count / batches))


def run(
    tasks: Iterable[T],
    count: int,
    worker: Callable[[T], int],
    jobs: int,
    progress: Progress | None = None,
    preload: tuple[str, ...] = (),
) -> None:
    """Run ``worker`` on each of the ``count`` tasks; each returns the cards it drew.

    Tasks are submitted as they are made, so the first processes start drawing while the
    parent still writes the HTML of the last batches.
    """
    if count <= 0:
        return
    if jobs <= 1 or count == 1:
        for task in tasks:
            done = worker(task)
            if progress is not None:
                progress.advance(done)
        return
    for module in preload:
        importlib.import_module(module)
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with ProcessPoolExecutor(max_workers=min(jobs, count), mp_context=context) as pool:
        futures = [pool.submit(worker, task) for task in tasks]
        for future in as_completed(futures):
            done = future.result()
            if progress is not None:
                progress.advance(done)
