"""Where output goes: checked before any work, so a bad destination costs one line and
exit 2, not a traceback after minutes of drawing."""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

from .exceptions import SortieError
from .reading.yamlload import os_reason


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


def check_new_file(path: Path, reads: Iterable[Path]) -> Path:
    """Raise SortieError unless ``path`` may take a file written whole: a regular file or a
    new name, in a folder that is or could be made writable, and none of the files the run
    reads (``reads``: folders and files). A device, a pipe or a folder is refused before
    anything is touched: writing would replace the device node with a file, or block."""
    try:
        found = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        found = None  # a new name (a folder on its way that is a file is said below)
    except OSError as error:
        raise SortieError(f"cannot write to {path}: {os_reason(error)}") from error
    if found is not None and not stat.S_ISREG(found.st_mode):
        what = "a folder" if stat.S_ISDIR(found.st_mode) else "a device, pipe or socket"
        raise SortieError(f"cannot write to {path}: it is {what}, not a file; name a file")
    target = path.resolve()
    for read in reads:
        source = read.resolve()
        if target == source or source in target.parents:
            raise SortieError(
                f"cannot write to {path}: it is one of the files this run reads ({read}); "
                "name a file outside them"
            )
    check_writable_folder(path.parent if str(path.parent) else Path("."))
    return path


def write_new_file(path: Path, text: str) -> None:
    """Write ``path`` whole or not at all (a temporary file renamed over it), with the mode
    a new file gets under the user's umask, creating its missing folders. On any failure
    (a full disk, a folder made read-only) nothing is left behind (neither the temporary
    file nor a folder made for it) and SortieError names the path and the reason."""
    made = [part for part in (path.parent, *path.parent.parents) if not part.exists()]
    temporary: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(
            dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"
        )
        with os.fdopen(handle, "w", encoding="utf-8") as written:
            written.write(text)
            written.flush()
            os.fchmod(written.fileno(), 0o666 & ~_umask())
        os.replace(temporary, path)
    except OSError as error:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
        for folder in made:  # the deepest first, as listed
            try:
                folder.rmdir()
            except OSError:
                break
        raise SortieError(f"cannot write {path}: {os_reason(error)}") from error


def _umask() -> int:
    """The process's umask (read by setting it, then set back: there is no other way)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
