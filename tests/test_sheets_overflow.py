"""Nothing clipped in silence: a card text too long for the printed card is a warning with
its file and line, from ``sortie check --print`` and from ``sortie cards``; measured in
WeasyPrint's layout of the real design (generator/sheets/overflow.py)."""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main

ROOT = Path(__file__).resolve().parent.parent

SENTENCE = (
    "the pilot banks hard and the wingman follows through thin cloud while the sun sits "
    "behind them and the enemy formation turns away too late to answer"
)
WORDS = SENTENCE.split(" ")


def long_text(count: int) -> str:
    return " ".join(WORDS[i % len(WORDS)] for i in range(count)).capitalize() + "."


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped Blood Red Skies content plus one trait whose text is 170 words long."""
    root = tmp_path_factory.mktemp("overflow") / "content"
    shutil.copytree(ROOT / "content" / "brs", root / "brs")
    (root / "brs" / "traits" / "long-card.yaml").write_text(
        "name: {en: Long Card, fr: Carte Longue}\n"
        "retention: discard\n"
        "text:\n"
        f"  en: {long_text(170)}\n",
        encoding="utf-8",
    )
    return root


def run(*args: str | Path, cwd: Path) -> tuple[int, str]:
    # In a folder of its own: check --print keeps its layouts under build/cards/.
    with contextlib.chdir(cwd):
        result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    return result.exit_code, result.output


def test_check_print_warns_at_the_file_and_line(content: Path, tmp_path: Path) -> None:
    code, output = run("check", "--content", content, cwd=tmp_path)
    assert code == 0, output
    # A plain check never lays a card out: it leaves no layout behind.
    assert not (tmp_path / "build").exists()
    assert "card-overflow" not in output and "does not fit" not in output
    code, output = run("check", "--content", content, "--print", cwd=tmp_path)
    assert code == 0, output
    path = content / "brs" / "traits" / "long-card.yaml"
    lines = [line for line in output.splitlines() if "does not fit" in line]
    assert len(lines) == 1, output  # the shipped cards all fit
    assert lines[0].startswith(f"{path}:4: warning: text.en: this text does not fit the printed ")
    assert "mm past the bottom of the text area and would be cut off" in lines[0]
    # --strict makes it an error, as every warning of check.
    code, output = run("check", "--content", content, "--print", "--strict", cwd=tmp_path)
    assert code == 1 and f"{path}:4: text.en: this text does not fit" in output


def test_cards_warns_too_and_still_prints(content: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    code, output = run(
        "cards", "--content", content, "--kind", "traits", "--out", out, cwd=tmp_path
    )
    assert code == 0, output
    path = content / "brs" / "traits" / "long-card.yaml"
    assert f"{path}:4: warning: text.en: this text does not fit the printed traits card" in output
    assert (out / "brs-traits-a4.pdf").is_file()
    # The sheet's own layout measured the card; check --print lays it out alone (a page far
    # taller than the card, so nothing is carried to a next page): the same reach.
    (tmp_path / "alone").mkdir()
    _, alone = run("check", "--content", content, "--print", cwd=tmp_path / "alone")
    warning = [line for line in output.splitlines() if "does not fit" in line]
    assert warning == [line for line in alone.splitlines() if "does not fit" in line]


def test_a_text_that_fits_is_not_reported(tmp_path: Path) -> None:
    root = tmp_path / "content"
    shutil.copytree(ROOT / "content" / "brs", root / "brs")
    (root / "brs" / "traits" / "long-card.yaml").write_text(
        f"name: {{en: Long Card}}\nretention: discard\ntext:\n  en: {long_text(60)}\n",
        encoding="utf-8",
    )
    (root / "brs" / "traits" / "wide-card.yaml").write_text(
        f"name: {{en: Wide Card}}\nretention: discard\ntext:\n  en: Banks {'x' * 90} hard.\n",
        encoding="utf-8",
    )
    code, output = run("check", "--content", root, "--print", cwd=tmp_path)
    assert code == 0, output
    assert "long-card.yaml" not in output
    wide = [line for line in output.splitlines() if "wide-card.yaml" in line]
    assert len(wide) == 1 and "mm past the right edge (a word too long)" in wide[0], output
