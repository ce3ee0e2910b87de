"""Nothing clipped in silence: a card text too long for the printed card is a warning with
its file and line, from ``sortie check --print`` and from ``sortie cards``; measured in
WeasyPrint's layout of the real design (generator/sheets/overflow.py)."""

from __future__ import annotations

import contextlib
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.reading.content import load_checked
from generator.sheets.overflow import overflow_problems
from generator.sheets.pipeline import make_printer
from generator.sheets.render import TEMPLATES, Designs

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


# -- every box of every design (issue 23) -----------------------------------------------------

BEFORE = """
/* The designs as they were before every box was measured: a stat label on two lines ran
   through the stat's frame, a range came near its disc's ring, MANOEUVRE ran out of its
   badge. */
.stat .value { line-height: 7mm; }
.stat .label { line-height: 1.28; }
.badge { width: 12mm; margin: 1.8mm 1.2mm 0.6mm 1mm; }
.manoeuvre-badge .disc.range { font-size: 11pt; }
"""

LONG_ID = "a-card-whose-file-name-runs-on-far-too-long"


@pytest.fixture(scope="module")
def both_games(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped Blood Red Skies and Down In Flames content, and one Down In Flames
    action card whose id is too long for the footer."""
    root = tmp_path_factory.mktemp("boxes") / "content"
    for game in ("brs", "dif"):
        shutil.copytree(ROOT / "content" / game, root / game)
    (root / "dif" / "action-cards" / f"{LONG_ID}.yaml").write_text(
        "name: {en: Long Id}\nedition: aces-high\ncard_class: null\nmanoeuvre: 2\n"
        "reacts_to: []\ntactic: false\neffect: {en: A card to test the footer.}\n"
        "bomber_effect: null\ncount: null\nsource: a test of the footer\n",
        encoding="utf-8",
    )
    return root


def box_warnings(content_root: Path, templates: Path, cache: Path) -> list[str]:
    content = load_checked(content_root)
    printer = make_printer(content, cache, designs=Designs(templates))
    catalogue = printer.catalogue
    faces = catalogue.faces("brs", "aces") + catalogue.faces("dif", "action-cards")
    return sorted(problem.format() for problem in overflow_problems(printer, faces))


def test_every_box_is_measured(both_games: Path, tmp_path: Path) -> None:
    """Each of the three faults found on the printed cards, in the designs as they were,
    is a warning at the line to change; a footer too long for its line is the card's own."""
    templates = tmp_path / "cards"
    shutil.copytree(TEMPLATES, templates)
    for game in ("brs", "dif"):
        with (templates / game / "cards.css").open("a", encoding="utf-8") as css:
            css.write(BEFORE)
    found = box_warnings(both_games, templates, tmp_path / "cache")
    dif = both_games / "dif" / "action-cards"
    badge = 1 + next(
        number
        for number, line in enumerate((templates / "dif" / "action-cards.html.j2").open())
        if '_("Manoeuvre")' in line
    )
    # The footer wraps after the id: its second line is the card's own, at its file.
    assert re.fullmatch(
        rf'{re.escape(str(dif / LONG_ID))}\.yaml: warning: "[^"]+" does not fit its foot on '
        r"the printed action-cards card: it runs 2\.5 mm past its bottom \(shorten it\)",
        found[0],
    ), found[0]
    assert found[1:4] == sorted(
        f"{dif / name}.yaml:7: warning: manoeuvre_printed: this manoeuvre_printed comes within "
        "0.22 mm of the edge of its round disc on the printed action-cards card, which keeps "
        "0.5 mm clear (shorten it)"
        for name in ("in-my-sights", "in-my-sights-fuel-tank", "in-my-sights-jinking")
    )
    assert found[4] == (
        f'{templates}/brs/aces.html.j2:11: warning: the design\'s text "ACE SKILL CARDS" does '
        "not fit its stat on the printed aces cards adolf-galland, witold-urbanowicz: it runs "
        "1.0 mm past its bottom (the design must change)"
    )
    assert found[5] == (
        f"{templates}/dif/action-cards.html.j2:{badge}: warning: the design's text "
        f'"MANOEUVRE" does not fit its badge on the printed action-cards cards {LONG_ID}, '
        "ace-pilot, barrel-roll and 10 more: it runs 0.3 mm past its side (the design must "
        "change)"
    )
    assert len(found) == 6


def test_the_shipped_designs_fit(both_games: Path, tmp_path: Path) -> None:
    """The same cards in the shipped designs: only the fixture's own long id is left."""
    found = box_warnings(both_games, TEMPLATES, tmp_path / "cache")
    assert len(found) == 1 and f"{LONG_ID}.yaml: warning: " in found[0], found


def test_check_print_finds_nothing_on_the_shipped_cards(tmp_path: Path) -> None:
    code, output = run("check", "--content", ROOT / "content", "--print", cwd=tmp_path)
    assert code == 0, output
    assert "card-overflow" not in output and "does not fit" not in output, output


def warnings_with(
    tmp_path: Path, game: str, rule: str, kind: str, card: str, marker: str
) -> tuple[str, list[str]]:
    """The shipped designs with ``rule`` added to ``game``'s stylesheet (in a copy): the
    ``path:line`` of the first line of the card's template holding ``marker``, and the
    overflow warnings of one shipped card printed with them."""
    templates = tmp_path / "cards"
    shutil.copytree(TEMPLATES, templates)
    with (templates / game / "cards.css").open("a", encoding="utf-8") as css:
        css.write(rule + "\n")
    content = load_checked(ROOT / "content", only={game})
    printer = make_printer(content, tmp_path / "cache", designs=Designs(templates))
    faces = [f for f in printer.catalogue.faces(game, kind) if f.id == card]
    template = templates / game / f"{kind}.html.j2"
    line = 1 + next(n for n, text in enumerate(template.open()) if marker in text)
    return f"{template}:{line}", [problem.format() for problem in overflow_problems(printer, faces)]


def test_text_under_a_placed_box_is_found(tmp_path: Path) -> None:
    """The points moved up over the stats: the stats' words run under them."""
    at, found = warnings_with(
        tmp_path,
        "brs",
        ".brs-aircraft .points { bottom: 58mm; }",
        "aircraft",
        "bf109e",
        '_("Firepower")',
    )
    assert found == [
        f'{at}: warning: the design\'s text "FIREPOWER" runs 2.5 mm under the '
        "points on the printed aircraft card bf109e (the design must change)"
    ]


def test_a_ratings_label_that_wraps_is_found(tmp_path: Path) -> None:
    """Down In Flames' ratings are rows beside columns of values, no longer a table that
    grew a row for a label on two lines: a label that wraps would stand beside the wrong
    values, so it is a warning at the template's line."""
    # The labels are strings of the design's code: the warning names the line that lists them.
    at, found = warnings_with(
        tmp_path,
        "dif",
        ".ratings .row { padding-right: 35mm; }",
        "aircraft",
        "p-51d",
        '"Horsepower pre"',
    )
    assert found == [
        f'{at}: warning: the design\'s text "pre" does not fit its row on the '
        "printed aircraft card p-51d: it runs 2.4 mm past its bottom (the design must change)"
    ]
