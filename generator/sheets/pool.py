"""Independent batches on a pool of processes, one per available core.

PDFium is not thread-safe and WeasyPrint is pure Python, so the parallelism is processes.
On Linux they are forked after the heavy modules are imported once in the parent, so no
worker pays for the import again. One process (or one batch) runs in-process.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import TypeVar

from .progress import Progress

T = TypeVar("T")

MAX_PAGES_PER_BATCH = 10
"""Pages laid out in one WeasyPrint document: bounds a worker's memory (3 to 6 MiB a page of
the shipped cards; 900 cards on two processes stay under 400 MiB). A document's first pages
cost more than its next ones: WeasyPrint's caches of computed styles and text live as long
as its document (a page of aircraft fronts laid out alone: 615 k Python calls; in a
document of eight: 416 k a page). So pages go in as few documents as the bound allows
(``deal``)."""

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


def deal(items: Sequence[T], jobs: int, most: int, kind: Callable[[T], str]) -> list[list[T]]:
    """Items in as few batches as ``most`` items a batch allow, their number a multiple of
    ``jobs``, dealt round-robin with the items of a kind together: every batch gets its
    share of each kind (a sheet of fronts costs more than its backs, one design more than
    another), so the processes finish close together with one or two batches each."""
    count = max(1, math.ceil(len(items) / most))
    if jobs > 1:
        count = min(len(items), math.ceil(count / jobs) * jobs)
    ordered = sorted(items, key=kind)
    return [ordered[start::count] for start in range(count)]


def run(
    tasks: Iterable[T],
    count: int,
    worker: Callable[[T], int],
    jobs: int,
    progress: Progress | None = None,
    preload: tuple[Callable[[], object], ...] = (),
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
    for load in preload:
        load()
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with ProcessPoolExecutor(max_workers=min(jobs, count), mp_context=context) as pool:
        futures = [pool.submit(worker, task) for task in tasks]
        for future in as_completed(futures):
            done = future.result()
            if progress is not None:
                progress.advance(done)
