"""Where output goes: checked before any work, so a bad destination costs one line and
exit 2, not a traceback after minutes of drawing."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .exceptions import SortieError


def _blocking_file(path: Path) -> Path | None:
    """The first part of ``path`` that exists and is not a folder."""
    for part in reversed((path, *path.parents)):
        if part.exists() and not part.is_dir():
            return part
    return None


def writable_folder(path: Path) -> Path:
    """Make ``path`` a folder we can write in, or raise SortieError saying why not."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path, prefix=".sortie-probe-"):
            pass
    except OSError as error:
        blocking = _blocking_file(path)
        if blocking is not None:
            raise SortieError(
                f"cannot write to {path}: {blocking} is a file, not a folder"
            ) from error
        raise SortieError(f"cannot write to {path}: {error.strerror or error}") from error
    return path


def check_writable_folder(path: Path) -> Path:
    """Raise SortieError unless ``path`` is, or could be made, a folder we can write in;
    create nothing (the probe file is gone at once), for a command that writes nothing
    when it refuses later (``sortie cards`` with a deck that is not legal)."""
    try:
        blocking = _blocking_file(path)
        if blocking is not None:
            raise SortieError(f"cannot write to {path}: {blocking} is a file, not a folder")
        existing = next(part for part in (path, *path.parents) if part.exists())
        with tempfile.NamedTemporaryFile(dir=existing, prefix=".sortie-probe-"):
            pass
    except OSError as error:
        raise SortieError(f"cannot write to {path}: {error.strerror or error}") from error
    return path


def write_atomic(path: Path, data: bytes) -> None:
    """Write a file so that a reader never sees half of it (rename is atomic)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)
