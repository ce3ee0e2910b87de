"""``mkdocs serve`` keeps Jinja's compiled templates in Sortie's cache folder, for its next
start (``site/memo.py``): read back instead of compiled again, compiled again once edited."""

from __future__ import annotations

import stat
from pathlib import Path
from typing import Any

import jinja2
import pytest
from conftest import ROOT
from mkdocs.config import load_config

from generator.site import memo


@pytest.fixture
def compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """The names of the templates Jinja compiles during the test, which starts with
    nothing kept (in memory or on disk: an earlier test's serve may have set a folder) and
    a cache folder of its own."""
    monkeypatch.setenv("SORTIE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(memo, "_BYTECODE", {})
    monkeypatch.setattr(memo, "_BYTECODE_DISK", None)
    names: list[str | None] = []
    real = jinja2.Environment.compile

    def counted(self: jinja2.Environment, source: Any, name: Any = None, *args: Any) -> Any:
        names.append(name)
        return real(self, source, name, *args)

    monkeypatch.setattr(jinja2.Environment, "compile", counted)
    return names


def test_compiled_templates_are_kept_on_disk_for_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiled: list[str | None]
) -> None:
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "page.html").write_text("{{ 1 + 1 }}", "utf-8")

    def render() -> str:
        env = jinja2.Environment(loader=jinja2.FileSystemLoader(templates))
        memo.keep_compiled(env, "test")
        return env.get_template("page.html").render()

    memo.keep_compiled_on_disk()
    assert render() == "2" and compiled == ["page.html"]
    monkeypatch.setattr(memo, "_BYTECODE", {})  # as a new process: nothing in memory
    assert render() == "2" and compiled == ["page.html"]  # read back, not compiled
    (templates / "page.html").write_text("{{ 2 + 2 }}", "utf-8")
    monkeypatch.setattr(memo, "_BYTECODE", {})
    assert render() == "4" and compiled == ["page.html"] * 2  # edited: compiled again

    kept = [p for p in (tmp_path / "cache" / "templates").rglob("*") if p.is_file()]
    assert kept  # on disk, in folders only this user can open
    for folder in {p.parent for p in kept} | {p.parent.parent for p in kept}:
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_without_a_cache_folder_templates_are_kept_in_memory_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SORTIE_CACHE", "off")
    monkeypatch.setattr(memo, "_BYTECODE", {})
    monkeypatch.setattr(memo, "_BYTECODE_DISK", None)
    memo.keep_compiled_on_disk()
    env = jinja2.Environment(loader=jinja2.DictLoader({"page.html": "{{ 3 }}"}))
    memo.keep_compiled(env, "test")
    assert env.get_template("page.html").render() == "3"
    assert memo._BYTECODE_DISK is None and memo._BYTECODE["test"].disk is None


def test_the_search_plugins_theme_templates_are_compiled_once_a_process(
    tmp_path: Path, compiled: list[str | None]
) -> None:
    """The search plugin renders the theme's language partial in its ``on_config``, in an
    environment MkDocs makes for it, before Sortie's ``on_env``: Sortie's first
    ``on_config`` step gives it the kept templates too, so the next build (a rebuild of
    ``serve``) compiles none of them again."""

    def configure() -> None:
        config = load_config(str(ROOT / "mkdocs.yml"), site_dir=str(tmp_path / "site"))
        config.plugins.on_startup(command="build", dirty=False)
        config.plugins.on_config(config)

    configure()
    assert "partials/language.html" in compiled
    compiled.clear()
    configure()
    assert compiled == []
