"""The render cache: rendered sheets and images by content hash, and a manifest of outputs.

Material's social plugin is the model (``_digest`` + manifest): every rendered piece is
stored under the hash of what it was drawn from, so an unchanged card is never drawn again,
and the manifest remembers which hash each output file was built from, so a rebuild with
nothing changed does not even reassemble it. The cache lives with Sortie's other caches
(``print_cache``), never in an output folder: a folder handed to a print shop holds only
what it prints. Deleting it only costs time.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..destinations import write_atomic
from ..usercache import cache_folder

PRINT_FOLDER = "print"
"""The render cache's folder inside Sortie's cache folder (``~/.cache/sortie/print``)."""

MANIFEST_VERSION = 1


@contextmanager
def print_cache(folder: Path | None = None) -> Iterator[Path]:
    """The folder a run keeps its rendered pieces in: ``folder`` when given, else
    ``print`` in Sortie's cache folder (``usercache.py``). Printing needs somewhere to put
    its pieces: when the cache is off (``SORTIE_CACHE=off``) or that folder cannot be
    written, a temporary folder, deleted once the run is over."""
    if folder is None:
        base = cache_folder()
        folder = base / PRINT_FOLDER if base is not None else None
    if folder is not None and _writable(folder):
        yield folder
        return
    with tempfile.TemporaryDirectory(prefix="sortie-print-") as temporary:
        yield Path(temporary)


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK | os.X_OK)


@dataclass(frozen=True)
class Stamp:
    """What an output file looked like when this tool wrote it."""

    key: str
    size: int
    mtime_ns: int


class RenderCache:
    """Rendered pieces under ``root`` and the manifest of the outputs built from them."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.manifest_path = root / "manifest.json"
        self._outputs: dict[str, Stamp] = {}
        self._dirty = False
        self._load()

    def _load(self) -> None:
        try:
            data = json.loads(self.manifest_path.read_text("utf-8"))
        except (OSError, ValueError):
            return
        if not isinstance(data, dict) or data.get("version") != MANIFEST_VERSION:
            return
        outputs = data.get("outputs", {})
        if isinstance(outputs, dict):
            for path, stamp in outputs.items():
                try:
                    self._outputs[path] = Stamp(stamp["key"], stamp["size"], stamp["mtime_ns"])
                except (KeyError, TypeError):
                    continue

    def piece(self, folder: str, key: str, suffix: str) -> Path:
        """Where the piece of hash ``key`` is (or will be) stored."""
        return self.root / folder / key[:2] / f"{key}{suffix}"

    @staticmethod
    def _name(output: Path) -> str:
        return str(output.resolve())

    def is_current(self, output: Path, key: str) -> bool:
        """True when ``output`` is the file this tool built from ``key`` and nobody changed it."""
        stamp = self._outputs.get(self._name(output))
        if stamp is None or stamp.key != key:
            return False
        try:
            status = output.stat()
        except OSError:
            return False
        return status.st_size == stamp.size and status.st_mtime_ns == stamp.mtime_ns

    def record(self, output: Path, key: str) -> None:
        """Remember that ``output`` was just written from ``key``."""
        status = output.stat()
        self._outputs[self._name(output)] = Stamp(key, status.st_size, status.st_mtime_ns)
        self._dirty = True

    def save(self) -> None:
        if not self._dirty:
            return
        data: dict[str, Any] = {
            "version": MANIFEST_VERSION,
            "outputs": {
                path: {"key": s.key, "size": s.size, "mtime_ns": s.mtime_ns}
                for path, s in sorted(self._outputs.items())
            },
        }
        write_atomic(self.manifest_path, json.dumps(data, indent=1).encode("utf-8"))
        self._dirty = False


def copy_out(source: Path, target: Path) -> None:
    """Put a cached file at ``target``. A copy, not a hard link: editing an output in place
    must not change the cache."""
    write_atomic(target, source.read_bytes())
