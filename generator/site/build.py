"""``sortie build``: the whole site, written all at once or not at all.

MkDocs writes into ``site_dir`` page by page, so a build that fails half-way (a broken
rules link under ``--strict``, a template error) would leave a half-written site. Here
MkDocs builds into a fresh folder next to the target, and only a build that succeeded
replaces the target, by two renames.

A build stopped by a signal (SIGTERM, SIGHUP, Ctrl-C) removes its work folder on the way
out; one killed outright (SIGKILL, a power cut) leaves it behind, so each build first
removes the work folders of builds whose process is gone (the folder names hold the pid).
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

from ..destinations import writable_folder
from ..exceptions import BuildError


def build_site(config_file: Path, site_dir: Path | None = None, *, strict: bool = False) -> Path:
    """Build the site ``config_file`` (an ``mkdocs.yml``) describes into ``site_dir``
    (default: its ``site_dir``) and return that folder.

    Content errors are printed as ``sortie check`` prints them, then BuildError is
    raised; whatever fails, ``site_dir`` keeps its previous state (or stays absent)."""
    config_file = Path(config_file)
    if not config_file.is_file():
        raise BuildError(f"{config_file}: no such MkDocs configuration file")
    if site_dir is None:
        with _quiet():
            site_dir = Path(load_config(str(config_file)).site_dir)
    target = Path(site_dir).resolve()
    writable_folder(target.parent)
    _remove_abandoned(target)
    work = Path(tempfile.mkdtemp(prefix=_prefix(target, "building"), dir=target.parent))
    try:
        with _signals_end_the_build():
            config = load_config(str(config_file), site_dir=str(work), strict=strict)
            build(config)
    except (MkDocsException, SystemExit) as error:  # click's Abort is an MkDocsException
        shutil.rmtree(work, ignore_errors=True)
        raise BuildError(f"the site was not built: {error}") from error
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    _replace(target, work)
    return target


def _prefix(target: Path, what: str) -> str:
    return f".{target.name}.{what}-{os.getpid()}-"


def _remove_abandoned(target: Path) -> None:
    """Remove the work folders that builds killed outright left next to ``target``."""
    for what in ("building", "old"):
        for folder in target.parent.glob(f".{target.name}.{what}-*"):
            pid = folder.name.removeprefix(f".{target.name}.{what}-").split("-", 1)[0]
            if not pid.isdigit() or not _alive(int(pid)):
                shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's live process
    return True


@contextmanager
def _signals_end_the_build() -> Iterator[None]:
    """Turn SIGTERM and SIGHUP into SystemExit while building, so the work folder is
    removed (the default action would end the process on the spot)."""

    def stop(number: int, _frame: FrameType | None) -> None:
        raise SystemExit(f"stopped by {signal.Signals(number).name}")

    previous = {}
    try:
        for number in (signal.SIGTERM, signal.SIGHUP):
            previous[number] = signal.signal(number, stop)
    except ValueError:  # not the main thread: leave the signals alone
        pass
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def _replace(target: Path, built: Path) -> None:
    """Put ``built`` in ``target``'s place; the old site is removed only afterwards."""
    os.chmod(built, 0o755)  # mkdtemp made it private; a site is for reading
    if not target.exists():
        built.rename(target)
        return
    old = Path(tempfile.mkdtemp(prefix=_prefix(target, "old"), dir=target.parent))
    old.rmdir()
    target.rename(old)
    try:
        built.rename(target)
    except OSError:
        old.rename(target)  # put the previous site back
        shutil.rmtree(built, ignore_errors=True)
        raise
    shutil.rmtree(old, ignore_errors=True)


class _quiet:
    """Silence MkDocs' logging while the configuration is only read for ``site_dir``."""

    def __enter__(self) -> None:
        self.logger = logging.getLogger("mkdocs")
        self.level = self.logger.level
        self.logger.setLevel(logging.ERROR)

    def __exit__(self, *exc: object) -> None:
        self.logger.setLevel(self.level)
