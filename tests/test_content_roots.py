"""The list of content folders: each folder once, in the order first named, and a bound."""

from __future__ import annotations

import os
from pathlib import Path

import click
import pytest

from generator.cli.common import MAX_CONTENT_FOLDERS, content_roots


def test_repeats_are_folded_in_the_order_first_named(capsys: pytest.CaptureFixture[str]) -> None:
    given = [Path("base"), Path("club"), Path("base/"), Path("./club"), Path("mine")]
    assert content_roots(given) == [Path("base"), Path("club"), Path("mine")]
    assert capsys.readouterr().err == (
        "sortie: note: --content names 5 folders, 3 of them different: each is read once, "
        "in the order first named\n"
    )


def test_a_list_without_repeats_is_kept_as_it_is(capsys: pytest.CaptureFixture[str]) -> None:
    given = [Path(f"layer{n}") for n in range(MAX_CONTENT_FOLDERS)]
    assert content_roots(given) == given
    assert capsys.readouterr().err == ""


def test_more_folders_than_the_bound_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SORTIE_CONTENT", os.pathsep.join(f"layer{n}" for n in range(33)))
    with pytest.raises(click.BadParameter) as raised:
        content_roots([])
    assert raised.value.message == (
        "33 different folders in SORTIE_CONTENT; expected at most 32 (a base folder and its "
        "overlays)"
    )
