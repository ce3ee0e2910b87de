"""The content ``sortie validate`` keeps between runs (``generator/reading/contentcache.py``): a run
that reads it says what a run that loads the content says, and a change to any file or to
the code is seen, even one that keeps the file's size and time.

Each run is a process of its own, as a user runs it, with a cache folder of the test's own.
The deck is ``examples/jg26.yaml``: 5 Bf109E (skill 3) and Adolf Galland, who flies a Bf109E
and whose points are unknown, so the known points are 6 × 31 (the Bf109E) + 5 × 50 (a
skill-3 pilot) = 436.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CONTENT, ROOT

DECK = ROOT / "examples" / "jg26.yaml"
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "toygame"
LEGAL = f"{DECK}: legal · 6 aircraft · hand 3 · ≥ 436 points (1 value unknown)"


def run(
    cache: Path | str, *args: str | Path, cwd: Path = ROOT, **env: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generator.cli", "validate", *map(str, args)],
        cwd=cwd,
        env={**os.environ, "SORTIE_CACHE": str(cache), **env},
        capture_output=True,
        text=True,
        check=False,
    )


def said(done: subprocess.CompletedProcess[str]) -> tuple[int, str, str]:
    return done.returncode, done.stdout, done.stderr


@pytest.fixture
def content(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(CONTENT / "brs", root / "brs")
    return root


def edit_in_place(path: Path, old: str, new: str) -> None:
    """Replace ``old`` by ``new`` (as long) and put the file's time back: only its bytes
    tell the change."""
    assert len(old) == len(new)
    before = path.stat()
    text = path.read_text("utf-8")
    assert old in text
    path.write_text(text.replace(old, new), "utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size


def test_a_run_that_reads_the_cache_says_what_a_run_that_loads_says(
    tmp_path: Path, content: Path
) -> None:
    cache = tmp_path / "cache"
    illegal = tmp_path / "illegal.yaml"
    illegal.write_text(DECK.read_text("utf-8").replace("numbers: 1", "numbers: 2"), "utf-8")
    args = (DECK, illegal, "--content", content)
    loaded = said(run("off", *args))
    assert loaded[0] == 1 and LEGAL in loaded[1] and f"{illegal}: NOT LEGAL" in loaded[1]
    assert said(run(cache, *args)) == loaded  # fills the cache
    assert len(list(cache.iterdir())) == 1
    assert said(run(cache, *args)) == loaded  # reads it
    # Broken content is kept with its problems, and said again the same way.
    edit_in_place(content / "brs/aircraft/bf109e.yaml", "agility: 3", "agility: x")
    broken = said(run("off", *args))
    assert broken[0] == 2 and "bf109e.yaml:4: agility: expected a whole number" in broken[2]
    assert said(run(cache, *args)) == broken
    assert said(run(cache, *args)) == broken


def built(cache: Path) -> str:
    """``True`` when a run of ``sortie validate`` on DECK validated the content (pydantic
    builds a schema class's validator when it first validates), ``False`` when it read it
    from the cache."""
    code = (
        "import sys\nfrom generator.cli import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        "from generator.games.brs.schema import Aircraft\n"
        "print(Aircraft.__pydantic_complete__, file=sys.stderr)"
    )
    env = {**os.environ, "SORTIE_CACHE": str(cache)}
    command = [sys.executable, "-c", code, "validate", str(DECK)]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.stdout.splitlines() == [LEGAL]
    return done.stderr.split()[-1]


def test_a_run_that_reads_the_cache_validates_no_content(tmp_path: Path) -> None:
    """Where the time goes: read from the cache, the content's schema classes are not even
    built."""
    cache = tmp_path / "cache"
    assert built(cache) == "True"  # loaded: every definition validated
    assert built(cache) == "False"  # read: none


def test_a_cache_folder_others_can_write_is_neither_read_nor_written(tmp_path: Path) -> None:
    """An entry is a pickle, which runs code when read: the folder is made for this user
    alone, and one that others can write is not used at all."""
    cache = tmp_path / "made" / "cache"
    assert built(cache) == "True"
    assert stat.S_IMODE(cache.stat().st_mode) == 0o700
    [entry] = cache.iterdir()
    kept = entry.stat().st_mtime_ns
    cache.chmod(0o777)
    assert built(cache) == "True"  # loaded again: the entry is not read
    assert [p.stat().st_mtime_ns for p in cache.iterdir()] == [kept]  # nor written
    cache.chmod(0o700)
    assert built(cache) == "False"


def test_a_value_changed_in_place_is_seen(tmp_path: Path, content: Path) -> None:
    """Same size, same time, another value: 6 Bf109E at 99 points instead of 31 add
    6 × 68 = 408 to the 436 known points."""
    cache = tmp_path / "cache"
    assert run(cache, DECK, "--content", content).stdout.splitlines() == [LEGAL]
    edit_in_place(content / "brs/aircraft/bf109e.yaml", "points: 31", "points: 99")
    assert run(cache, DECK, "--content", content).stdout.splitlines() == [
        LEGAL.replace("436", "844")
    ]


def test_a_file_added_or_removed_is_seen(tmp_path: Path, content: Path) -> None:
    cache = tmp_path / "cache"
    assert run(cache, DECK, "--content", content).returncode == 0
    extra = content / "brs/traits/zz-new.yaml"
    extra.write_text("name: {en: New}\nretention: sometimes\n", "utf-8")
    done = run(cache, DECK, "--content", content)
    assert done.returncode == 2
    assert f"{extra}:2: retention:" in done.stderr
    extra.unlink()
    assert run(cache, DECK, "--content", content).stdout.splitlines() == [LEGAL]


def test_a_change_to_a_games_code_is_seen(tmp_path: Path) -> None:
    """Toy Skies (``fixtures/toygame``) with pilot skills up to 4 instead of 6: the Ace's
    skill 5 is then out of range, though no content file changed."""
    lib = tmp_path / "lib"
    shutil.copytree(FIXTURE / "toygame", lib / "toygame")
    info = lib / "sortie_toygame-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: sortie-toygame\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[sortie.games]\ntoy = toygame\n")
    shutil.copytree(FIXTURE / "content", tmp_path / "content")
    shutil.copytree(FIXTURE / "rosters", tmp_path / "rosters")
    cache, args = tmp_path / "cache", ("rosters/legal.yaml", "--content", "content")
    done = run(cache, *args, cwd=tmp_path, PYTHONPATH=str(lib))
    assert done.stdout.splitlines() == ["rosters/legal.yaml: legal · 1 pilot(s)"]
    edit_in_place(lib / "toygame/schema.py", "ge=1, le=6", "ge=1, le=4")
    done = run(cache, *args, cwd=tmp_path, PYTHONPATH=str(lib))
    assert done.returncode == 2
    assert "content/toy/pilots/ace.yaml:2: skill:" in done.stderr


def test_a_broken_entry_is_loaded_again(tmp_path: Path, content: Path) -> None:
    cache = tmp_path / "cache"
    assert run(cache, DECK, "--content", content).stdout.splitlines() == [LEGAL]
    (entry,) = cache.iterdir()
    garbage = entry.read_bytes()[:32] + b"not a pickle"  # the right digest, then garbage
    entry.write_bytes(garbage)
    done = run(cache, DECK, "--content", content)
    assert said(done) == (0, LEGAL + "\n", "")
    written = entry.read_bytes()  # again, whole
    assert written[:32] == garbage[:32] and written != garbage and written.endswith(b".")


def test_without_a_usable_cache_folder_the_content_is_loaded(tmp_path: Path) -> None:
    home = tmp_path / "xdg"
    done = run("off", DECK, XDG_CACHE_HOME=str(home))
    assert said(done) == (0, LEGAL + "\n", "")
    assert not home.exists()  # off: nothing written anywhere
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    assert said(run(blocked / "cache", DECK)) == (0, LEGAL + "\n", "")


def test_a_run_in_another_language_words_the_content_s_problems_in_its_own(
    tmp_path: Path, content: Path
) -> None:
    """The problems kept with the content are worded when it is loaded: a French run after
    an English one over the same files says them in French, not as the cache kept them."""
    club = tmp_path / "club" / "brs" / "aircraft"
    club.mkdir(parents=True)
    (club / "bf109f.yaml").write_text("patch: true\npoints: -5\n", "utf-8")
    cache = tmp_path / "cache"
    roots = ("--content", content, "--content", club.parent.parent)
    english = run(cache, DECK, *roots)
    french = run(cache, DECK, *roots, "--lang", "fr")
    assert "bf109f.yaml:2: points: expected a whole number from 0 to 9999, got -5" in english.stderr
    assert "bf109f.yaml:2: points: il faut un nombre entier de 0 à 9999 ; reçu -5" in french.stderr


def test_the_code_digest_covers_the_whole_package_not_only_the_cache_s_folder() -> None:
    """The schema classes (``generator/schema.py``) and the games (``generator/games/``) sit
    outside ``generator/reading/``, where the cache lives: a change to them must change the
    digest too, so the folders walked must hold them."""
    from generator.reading import contentcache

    folders = [Path(f) for f in contentcache._sources(["generator.games.brs"])]
    assert any((f / "schema.py").is_file() and (f / "games" / "brs").is_dir() for f in folders)


def test_a_file_written_or_added_after_the_digest_keeps_the_entry_out(tmp_path: Path) -> None:
    """What was loaded is kept only when nothing the digest read changed meanwhile: a file
    rewritten with the same size, or a file added to a folder, is seen without reading the
    files again; untouched files are not."""
    from generator.reading.contentcache import Place, _key

    def unchanged(seen: list) -> bool:
        return Place(tmp_path, tmp_path / "entry", b"", seen).unchanged()

    root = tmp_path / "content"
    shutil.copytree(CONTENT / "brs", root / "brs")
    seen: list = []
    _key([root], {"brs"}, seen)
    assert any(path.endswith("bf109e.yaml") for path, _ in seen)
    assert unchanged(seen)
    rewritten = root / "brs" / "aircraft" / "bf109e.yaml"
    text = rewritten.read_text()
    rewritten.write_text(text.replace("points:", "points:", 1))  # same bytes, written again
    assert not unchanged(seen)
    seen = []
    _key([root], {"brs"}, seen)
    (root / "brs" / "aircraft" / "new.yaml").write_text("id: new\n")
    assert not unchanged(seen)


def test_serving_loads_again_only_the_game_an_edit_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``mkdocs serve`` keeps each game loaded under the digest of its own files: an edit of
    one game's file loads that game again (its new value shows) and reuses the others, and
    what it gives is what a check from scratch gives; a broken edit's problems show, and
    the other game's are still there."""
    from generator.reading.content import check, keep_checked

    def said(result: object) -> list[str]:
        return [p.format() for p in result.problems]  # type: ignore[attr-defined]

    root = tmp_path / "content"
    for game in ("brs", "tbb"):
        shutil.copytree(CONTENT / game, root / game)
    (root / "tbb" / "glossary" / "stray.yaml").write_text("id: stray\n")  # a problem of tbb's
    monkeypatch.setenv("SORTIE_CACHE", str(tmp_path / "cache"))
    games = {"brs", "tbb"}
    keep_checked()
    try:
        first = check(root, only=games, cached=True)
        assert said(first) and all("tbb" in p for p in said(first))
        aircraft = root / "brs" / "aircraft" / "bf109e.yaml"
        text = aircraft.read_text("utf-8")
        assert "\npoints: 31\n" in text
        aircraft.write_text(text.replace("\npoints: 31\n", "\npoints: 32\n"), "utf-8")
        second = check(root, only=games, cached=True)
        assert second.content.games["tbb"] is first.content.games["tbb"]
        assert second.content.games["brs"] is not first.content.games["brs"]
        assert second.content.games["brs"].of("aircraft")["bf109e"].item.points == 32
        assert said(second) == said(first)
        aircraft.write_text(text.replace("\npoints: 31\n", "\npoints: many\n"), "utf-8")
        broken = check(root, only=games, cached=True)
        assert broken.content.games["tbb"] is first.content.games["tbb"]
    finally:
        keep_checked(False)
    fresh = check(root, only=games)
    assert said(broken) == said(fresh) and len(said(fresh)) == len(said(first)) + 1
    assert any("bf109e.yaml" in p and "points" in p for p in said(fresh))
