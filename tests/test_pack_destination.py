"""``sortie pack -o`` writes where a user points, so it checks where that is (issue 38): a
regular file or a new name only, never a device, a pipe or a file the run reads; the mode a
new file gets under the user's umask (a web server serving the pack for ``?pack=`` may run as
another user); whole or not at all, with nothing left behind on a failure. Each command runs
as a process of its own, as a user runs it."""

from __future__ import annotations

import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CONTENT, ROOT, write

PATCH = "patch: true\npoints: 40\n"


def club(tmp_path: Path) -> Path:
    folder = tmp_path / "club"
    write(folder / "brs/aircraft/a6-m2-zero.yaml", PATCH)
    return folder


def pack(
    *args: str | Path,
    umask: int = 0o022,
    file_size: int | None = None,
    content: Path = CONTENT,
) -> subprocess.CompletedProcess[str]:
    def limits() -> None:
        os.umask(umask)
        if file_size is not None:
            # A file may grow no further: a write past it fails as on a full disk (with the
            # signal that would end the process ignored, as a disk that is full sends none).
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))

    return subprocess.run(
        [sys.executable, "-m", "generator.cli", "pack", *map(str, args), "--content", content],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=limits,
    )


def a_device_or_pipe(folder: Path) -> tuple[Path, str]:
    """A character device like /dev/null (its very numbers) in a private folder (root may
    make one), else a named pipe: both are files that writing would destroy or block on.
    Never /dev/null itself: a Sortie that did not refuse it would replace the machine's with
    a file (as one did before issue 38, run as root)."""
    node = folder / "node"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        return node, "device"
    except PermissionError:
        os.mkfifo(node)
        return node, "pipe"


def test_a_device_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    node, kind = a_device_or_pipe(tmp_path)
    before = os.stat(node)
    done = pack(club(tmp_path), "-o", node)
    assert done.returncode == 2, done.stderr
    assert f"cannot write to {node}: it is a device, pipe or socket, not a file" in done.stderr
    after = os.stat(node)
    assert (after.st_mode, after.st_rdev, after.st_ino) == (
        before.st_mode,
        before.st_rdev,
        before.st_ino,
    )
    assert stat.S_ISCHR(after.st_mode) if kind == "device" else stat.S_ISFIFO(after.st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club", "node"]


def test_a_file_of_the_overlay_is_never_written_over(tmp_path: Path) -> None:
    folder = club(tmp_path)
    own = folder / "brs/aircraft/a6-m2-zero.yaml"
    done = pack(folder, "-o", own)
    assert done.returncode == 2
    assert f"cannot write to {own}: it is one of the files this run reads ({folder})" in done.stderr
    assert own.read_text("utf-8") == PATCH


def test_a_file_of_the_content_is_never_written_over(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(CONTENT / "brs", content / "brs")  # a copy: a failure must not cost ours
    target = content / "brs/game.yaml"
    before = target.read_bytes()
    done = pack(club(tmp_path), "-o", target, content=content)
    assert done.returncode == 2
    assert "it is one of the files this run reads" in done.stderr
    assert target.read_bytes() == before


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_the_pack_has_the_mode_a_new_file_gets(tmp_path: Path, umask: int, mode: int) -> None:
    out = tmp_path / "club-pack.yaml"
    done = pack(club(tmp_path), "-o", out, umask=umask)
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(os.stat(out).st_mode) == mode


def test_a_write_that_fails_names_the_path_and_leaves_nothing(tmp_path: Path) -> None:
    """The disk fills up while the pack is written into a folder the command made: the
    message says where and why, and neither the temporary file nor the folder is left."""
    out = tmp_path / "new" / "deeper" / "club-pack.yaml"
    done = pack(club(tmp_path), "-o", out, file_size=10)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert f"cannot write {out}: " in done.stderr
    assert not (tmp_path / "new").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club"]


def test_a_write_that_fails_keeps_the_earlier_pack(tmp_path: Path) -> None:
    out = write(tmp_path / "club-pack.yaml", "pack: 1\npatches: []\n")
    done = pack(club(tmp_path), "-o", out, file_size=10)
    assert done.returncode == 2
    assert out.read_text("utf-8") == "pack: 1\npatches: []\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club", "club-pack.yaml"]
