"""``mkdocs serve`` while a YAML file is broken (issue 12): the browser gets a page with
the file:line problem instead of hanging, every other address too, and the real page
comes back by itself once the file is fixed. Runs the real ``mkdocs serve`` on a copy."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitebuild import CONTENT, MKDOCS, config_with

GOOD = "speed: 7"
BAD = "speed: [7"  # a YAML syntax error: the flow sequence is never closed


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


def wait_for(url: str, text: str, timeout: float = 90) -> tuple[int, str]:
    end = time.monotonic() + timeout
    status, body = 0, ""
    while time.monotonic() < end:
        try:
            status, body = fetch(url)
            if text in body:
                return status, body
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.5)
    raise AssertionError(f"{url}: {text!r} never showed; last {status}: {body[:300]}")


def start(folder: Path) -> tuple[str, subprocess.Popen[str]]:
    """``mkdocs serve`` in ``folder`` on a free port: its address and its process."""
    port = free_port()
    server = subprocess.Popen(
        [*MKDOCS, "serve", "--no-strict", "-a", f"127.0.0.1:{port}"],
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=dict(os.environ, NO_MKDOCS_2_WARNING="1"),
    )
    return f"http://127.0.0.1:{port}/", server


@pytest.fixture
def aircraft(tmp_path: Path) -> Path:
    """A copy of the site's configuration and of one game's content (one game is enough
    to serve, and builds in a third of the time), without the card prints; returns the
    aircraft file the tests break and fix."""
    shutil.copytree(CONTENT / "brs", tmp_path / "content" / "brs")
    shutil.copy(CONTENT / "index.md", tmp_path / "content" / "index.md")
    config = config_with("      cards: false\n")
    (tmp_path / "mkdocs.yml").write_text(config, "utf-8")
    aircraft = tmp_path / "content" / "brs" / "aircraft" / "bf109e.yaml"
    assert GOOD in aircraft.read_text("utf-8"), "bf109e.yaml changed: update this test"
    return aircraft


@pytest.fixture
def served(aircraft: Path) -> Iterator[tuple[str, Path, subprocess.Popen[str]]]:
    url, server = start(aircraft.parents[3])
    try:
        yield url, aircraft, server
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_a_broken_file_shows_in_the_browser_and_the_fix_brings_the_page_back(
    served: tuple[str, Path, subprocess.Popen[str]],
) -> None:
    url, aircraft, server = served
    page = url + "brs/aircraft/bf109e/"
    wait_for(page, "Bf109E")  # the good site first
    aircraft.write_text(aircraft.read_text("utf-8").replace(GOOD, BAD), "utf-8")
    status, body = wait_for(page, "The content has errors")
    assert "content/brs/aircraft/bf109e.yaml:" in body  # the file and its line
    assert 'http-equiv="refresh"' in body  # it asks for itself again
    assert 'name="viewport"' in body  # a phone shows it at its own width
    assert "listed below" in body and "listed above" not in body  # the list follows
    # Out of service until fixed, at every address, the home page too; never "not found".
    home_status, home = fetch(url)
    french_status, french = fetch(url + "fr/brs/aircraft/bf109e/")
    assert (status, home_status, french_status) == (503, 503, 503)
    assert "bf109e.yaml:" in home and "bf109e.yaml:" in french
    with urllib.request.urlopen(url + "livereload/0/0", timeout=30) as poll:
        assert poll.status == 200  # live reload still asks and is answered
    aircraft.write_text(aircraft.read_text("utf-8").replace(BAD, GOOD), "utf-8")
    status, body = wait_for(page, "Bf109E")
    assert status == 200 and "The content has errors" not in body
    # Both languages rebuilt: the French pages right after the English ones.
    french_status, french = wait_for(url + "fr/brs/aircraft/bf109e/", '<html lang="fr"')
    assert french_status == 200 and "The content has errors" not in french
    server.terminate()
    output, _ = server.communicate(timeout=30)
    assert "Traceback" not in output
    assert "content has 1 error(s) in 1 file(s)" in output  # one summary line
    # The rebuilds were Sortie's (``serve.py``), the error page and the fix included.
    assert output.count("Building documentation (only what changed)") >= 2


def test_serve_started_on_broken_content_shows_the_problem(aircraft: Path) -> None:
    """Broken before ``mkdocs serve`` starts: the first page is the error page already.
    English pages only: the French ones are served in the test above."""
    config = aircraft.parents[3] / "mkdocs.yml"
    config.write_text(config_with("      cards: false\n      languages: [en]\n"), "utf-8")
    aircraft.write_text(aircraft.read_text("utf-8").replace(GOOD, BAD), "utf-8")
    base, server = start(aircraft.parents[3])
    try:
        _, body = wait_for(base + "brs/aircraft/bf109e/", "The content has errors")
        assert "bf109e.yaml:" in body
        aircraft.write_text(aircraft.read_text("utf-8").replace(BAD, GOOD), "utf-8")
        wait_for(base + "brs/aircraft/bf109e/", "Bf109E")
    finally:
        server.terminate()
        output, _ = server.communicate(timeout=30)
    assert "Traceback" not in output, output[-2000:]
