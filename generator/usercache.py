"""Where Sortie keeps what it can make again: the loaded content (``contentcache.py``),
the printed pieces of cards and aids (``sheets/cache.py``) and the pages ``mkdocs serve``
rendered (``site/memo.py``).

``SORTIE_CACHE`` names the folder; else ``$XDG_CACHE_HOME/sortie``, else
``~/.cache/sortie``; ``SORTIE_CACHE=off`` keeps nothing between runs. Deleting the folder
only costs time.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

OFF = "off"
"""The value of ``SORTIE_CACHE`` that turns every cache off."""


def cache_folder() -> Path | None:
    """Sortie's cache folder, or None when the cache is off (or no home folder is known)."""
    named = os.environ.get("SORTIE_CACHE", "")
    if named == OFF:
        return None
    if named:
        return Path(named)
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):  # unset, or relative: which the XDG rules say to ignore
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base, "sortie") if os.path.isabs(base) else None


def private_folder(folder: Path) -> bool:
    """True when only this user can write ``folder``: a cache entry read from a folder
    others can write could be theirs (a pickle would run their code, a page show theirs)."""
    try:
        status = folder.stat()
    except OSError:
        return False
    return status.st_uid == os.getuid() and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def write_entry(folder: Path, name: str, data: bytes, prefix: str) -> None:
    """Write the entry ``name`` of the cache folder ``folder`` whole or not at all, whoever
    reads it meanwhile: a temporary file (``prefix``, then random letters; private, as
    ``mkstemp`` makes it) renamed over it. Raises OSError."""
    handle, temp = tempfile.mkstemp(dir=folder, prefix=prefix)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temp, folder / name)
    finally:
        if os.path.exists(temp):
            os.unlink(temp)


def kept_folder(*names: str) -> Path | None:
    """The folder ``names`` (each a folder in the one before) of Sortie's cache folder,
    each level made private to this user and checked to be; None when the cache is off or
    cannot be used."""
    base = cache_folder()
    if base is None:
        return None
    folders = [base.joinpath(*names[:depth]) for depth in range(len(names) + 1)]
    try:
        base.mkdir(mode=0o700, parents=True, exist_ok=True)
        for folder in folders[1:]:
            folder.mkdir(mode=0o700, exist_ok=True)
    except OSError:
        return None
    return folders[-1] if all(private_folder(f) for f in folders) else None
