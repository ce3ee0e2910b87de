"""``sortie build``: the whole site, written all at once or not at all.

MkDocs writes into ``site_dir`` page by page, so a build that fails half-way (a broken
rules link under ``--strict``, a template error) would leave a half-written site. Here
MkDocs builds into a fresh folder next to the target, and only a build that succeeded
replaces the target, by two renames.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
from pathlib import Path

from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

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
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{target.name}.building-", dir=target.parent))
    try:
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


def _replace(target: Path, built: Path) -> None:
    """Put ``built`` in ``target``'s place; the old site is removed only afterwards."""
    os.chmod(built, 0o755)  # mkdtemp made it private; a site is for reading
    if not target.exists():
        built.rename(target)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=target.parent))
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
