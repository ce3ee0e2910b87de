"""The hostile-input corpus: files and options a stranger may hand Sortie.

Each case names the command it runs, the files it writes first, and what must come out:
the exit code, a message pattern, no traceback, the content folder and the built site
unchanged, and a bound on time and peak memory. ``tests/test_hostile.py`` runs them;
``bench/bench_hostile.py`` measures them.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from measure import Command, ForkServer, run_fresh

ROOT = Path(__file__).resolve().parent.parent

LEGAL = """\
game: brs
force:
  - aircraft: bf109e
    count: 6
deck:
  great-climb: 3
  great-dive: 3
  dive-evasion: 1
  hail-of-fire: 1
  clear-skies: 1
  numbers: 1
"""

ALIAS_BOMB = "game: brs\nforce: []\n" + "".join(
    f"l{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 9)}]\n" if n else "l0: &l0 [lol]\n"
    for n in range(10)
)
ALIAS_BOMB_UNDER_UNKNOWN_KEY = "game: brs\nforce: []\nnotes:\n" + "".join(
    f"  l{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 9)}]\n" if n else "  l0: &l0 [lol]\n"
    for n in range(10)
)


def deck_with(replace: str, by: str) -> str:
    assert replace in LEGAL
    return LEGAL.replace(replace, by)


Setup = Callable[[Path], None]


def file(name: str, text: str | bytes) -> Setup:
    def make(work: Path) -> None:
        path = work / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")

    return make


def fifo(name: str) -> Setup:
    def make(work: Path) -> None:
        os.mkfifo(work / name)

    return make


def link(name: str, target: str) -> Setup:
    def make(work: Path) -> None:
        (work / name).symlink_to(target)

    return make


def folder(name: str) -> Setup:
    def make(work: Path) -> None:
        (work / name).mkdir(parents=True, exist_ok=True)

    return make


def unreadable(name: str) -> Setup:
    """A file or folder (a name ending in ``/``) that exists but cannot be read."""

    def make(work: Path) -> None:
        path = work / name.rstrip("/")
        if name.endswith("/"):
            path.mkdir(parents=True, exist_ok=True)
            (path / "hidden.yaml").write_text(LEGAL, encoding="utf-8")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(LEGAL, encoding="utf-8")
        path.chmod(0)

    return make


def content_file(relative: str, text: str | bytes) -> Setup:
    return file(f"content/{relative}", text)


@dataclass(frozen=True)
class Case:
    name: str
    args: tuple[str, ...]
    """The command line after ``sortie`` (``{work}`` is the case's folder)."""
    exit: int
    pattern: str
    """A regular expression the combined output must match."""
    setup: tuple[Setup, ...] = ()
    cpu_seconds: float = 10.0
    """The CPU time (user and system) the command may use: a bound that a busy machine
    does not move, unlike wall time (which ``bench/bench_hostile.py`` measures)."""
    megabytes: int = 300
    stdout_only: bool = False
    """Match the pattern against standard output alone (the JSON contract)."""
    extra: dict[str, str] = field(default_factory=dict)
    """Environment variables for the command (``{work}`` and ``{content}`` as in ``args``);
    a ``SORTIE_CONTENT`` here is kept, and no ``--content`` is added then."""
    unprivileged: bool = False
    """Run without the right to override file permissions (root keeps it otherwise), so
    that a file or folder made unreadable with ``chmod 000`` is unreadable."""


def validate(
    name: str, text: str | bytes, exit: int, pattern: str, *more: str, **kw: object
) -> Case:
    return Case(
        name,
        ("validate", "{work}/deck.yaml", *more),
        exit,
        pattern,
        (file("deck.yaml", text),),
        **kw,  # type: ignore[arg-type]
    )


BIG_DECK = LEGAL + "notes: |\n" + "  padding line for size\n" * 50_000
MANY_UNKNOWN = LEGAL + "".join(f"  no-such-card: {n % 3 + 1}\n" for n in range(1)).replace(
    "deck:\n", "deck:\n" + "".join(f"  bogus-{n % 7}: 1\n" for n in range(7))
)
DEEP = "game: brs\nforce: " + "[" * 3000 + "]" * 3000 + "\n"

CASES: list[Case] = [
    # --- deck files that must not cost the machine -------------------------------------
    validate(
        "alias-bomb",
        ALIAS_BOMB,
        2,
        r"deck\.yaml:\d+: format-yaml: .*anchors and aliases",
        cpu_seconds=5,
        megabytes=100,
    ),
    validate(
        "alias-bomb-under-unknown-key",
        ALIAS_BOMB_UNDER_UNKNOWN_KEY,
        2,
        r"anchors and aliases",
        cpu_seconds=5,
        megabytes=100,
    ),
    validate(
        "merge-key",
        "game: brs\nbase: &b {aircraft: bf109e}\nforce:\n  - <<: *b\n",
        2,
        r"format-yaml: .*(anchors|merge keys)",
    ),
    validate("over-1-mib", BIG_DECK, 2, r"unreadable: cannot read: larger than 1,024 KiB"),
    validate(
        "deep-nesting",
        DEEP,
        2,
        r"format-yaml: .*(nested more than 64 levels|exceeded maximum nesting depth)",
    ),
    validate("long-line", LEGAL + "name: " + "x" * 900_000 + "\n", 0, r"legal"),
    Case(
        "dev-zero",
        ("validate", "/dev/zero"),
        2,
        r"/dev/zero: unreadable: cannot read: not a regular file",
    ),
    Case(
        "fifo",
        ("validate", "{work}/pipe.yaml"),
        2,
        r"not a regular file",
        (fifo("pipe.yaml"),),
        cpu_seconds=5,
    ),
    Case(
        "symlink-to-dev-zero",
        ("validate", "{work}/z.yaml"),
        2,
        r"not a regular file",
        (link("z.yaml", "/dev/zero"),),
    ),
    Case(
        "missing-file",
        ("validate", "{work}/none.yaml"),
        2,
        r"none\.yaml: unreadable: cannot read: no such file or folder",
    ),
    Case(
        "empty-folder",
        ("validate", "{work}/decks"),
        2,
        r"decks: the folder holds no deck file",
        (folder("decks"),),
    ),
    Case(
        "folder-of-text-files",
        ("validate", "{work}/decks"),
        2,
        r"holds no deck file",
        (file("decks/a.txt", LEGAL),),
    ),
    Case(
        "folder-recursive-any-case",
        ("validate", "{work}/decks"),
        1,
        r"(?s)A\.YAML: legal.*b\.yml: legal.*c\.yaml: NOT LEGAL.*3 files: 2 legal, 1 not legal",
        (
            file("decks/A.YAML", LEGAL),
            file("decks/sub/b.yml", LEGAL),
            file("decks/sub/deep/c.yaml", deck_with("numbers: 1", "numbers: 2")),
        ),
    ),
    Case(
        "folder-with-unreadable",
        ("validate", "{work}/decks"),
        2,
        r"(?s)a\.yaml: legal.*b\.yaml:3: format-yaml.*2 files: 1 legal, 0 not legal, 1 unreadable",
        (file("decks/a.yaml", LEGAL), file("decks/b.yaml", "game: brs\nforce: [\n")),
    ),
    validate(
        "not-utf8", b"game: brs\nforce: []\nname: \xff\xfe\xfa\n", 2, r"unreadable: not UTF-8 text"
    ),
    validate("nul-bytes", "game: brs\x00\nforce: []\n", 2, r"format-yaml: not valid YAML"),
    validate("empty-file", "", 2, r"format-deck: not a deck file"),
    validate("only-comments", "# nothing\n# here\n", 2, r"format-deck: not a deck file"),
    validate("top-level-list", "- game: brs\n", 2, r"deck\.yaml:1: format-deck: not a deck file"),
    validate("top-level-scalar", "brs\n", 2, r"format-deck: not a deck file"),
    validate(
        "two-documents",
        LEGAL + "---\n" + LEGAL,
        2,
        r"format-yaml: not valid YAML: .*single document",
    ),
    validate(
        "tab-indent",
        "game: brs\nforce:\n\t- aircraft: bf109e\n",
        2,
        r"deck\.yaml:3: format-yaml: .*a tab character",
    ),
    validate(
        "unclosed-quote",
        'game: brs\nname: "JG 26\nforce: []\n',
        2,
        r"format-yaml: .*while scanning a quoted scalar that starts at line 2",
    ),
    validate("unclosed-flow", "game: brs\nforce: [\n", 2, r"deck\.yaml:3: format-yaml: .*"),
    validate(
        "python-tag",
        "game: brs\nforce: !!python/object/apply:os.system [true]\n",
        2,
        r"the tag .* is not allowed",
    ),
    validate(
        "binary-tag",
        "game: brs\nforce: []\nname: !!binary aGVsbG8=\n",
        2,
        r"format-deck: .*(binary|bytes|text)",
    ),
    validate("set-tag", "game: brs\nforce: !!set {a, b}\n", 2, r"format-deck: .*(set|list)"),
    validate(
        "mapping-as-key",
        "game: brs\n? {a: 1}\n: 2\nforce: []\n",
        2,
        r"format-yaml: .*mapping key must be a plain value",
    ),
    validate(
        "game-missing", "force: []\n", 2, r"format-deck: game: expected the id of a game with decks"
    ),
    validate("game-unknown", "game: chess\nforce: []\n", 2, r"got 'chess'"),
    validate("game-a-list", "game: [brs]\nforce: []\n", 2, r"format-deck: game: expected the id"),
    validate("force-missing", "game: brs\ndeck: {}\n", 2, r"force: this required key is missing"),
    validate(
        "force-a-scalar",
        "game: brs\nforce: lots\n",
        2,
        r"force: expected a list, got the text 'lots'",
    ),
    # --- loose types: the JSON Schema rejects them, so does the validator -------------
    validate(
        "count-quoted",
        deck_with("count: 6", 'count: "6"'),
        2,
        r"force\.0\.count: expected a whole number, got the text '6'",
    ),
    validate(
        "count-boolean",
        deck_with("count: 6", "count: true"),
        2,
        r"force\.0\.count: expected a whole number, got true",
    ),
    validate(
        "count-float",
        deck_with("count: 6", "count: 6.0"),
        2,
        r"force\.0\.count: expected a whole number, got 6\.0",
    ),
    validate(
        "count-huge",
        deck_with("count: 6", "count: 100000000000000000000000000000"),
        2,
        r"count-range: force\.0\.count: expected a whole number from 1 to 100",
    ),
    validate(
        "copies-negative",
        deck_with("numbers: 1", "numbers: -1"),
        2,
        r"deck\.yaml:11: count-range: deck\.numbers: expected a whole number from 0 to 100, got -1",
    ),
    validate(
        "skill-quoted",
        deck_with("count: 6", 'count: 6\n    skill: "4"'),
        2,
        r"skill: expected a whole number, got the text '4'",
    ),
    validate(
        "skill-float",
        deck_with("count: 6", "count: 6\n    skill: 3.0"),
        2,
        r"skill: expected a whole number, got 3\.0",
    ),
    validate(
        "skill-nan",
        deck_with("count: 6", "count: 6\n    skill: .nan"),
        2,
        r"skill: expected a whole number",
    ),
    validate(
        "copies-boolean",
        deck_with("numbers: 1", "numbers: true"),
        2,
        r"deck\.numbers: expected a whole number, got true",
    ),
    validate(
        "copies-quoted",
        deck_with("numbers: 1", 'numbers: "1"'),
        2,
        r"deck\.numbers: expected a whole number",
    ),
    validate("deck-null", "game: brs\nforce: []\ndeck:\n", 2, r"deck: expected a mapping"),
    validate(
        "aircraft-count-negative",
        deck_with("count: 6", "count: -2"),
        2,
        r"deck\.yaml:4: count-range: force\.0\.count: expected a whole number from 1 to 100, got -2",
    ),
    # --- warnings the deck reader used to drop -----------------------------------------
    validate(
        "duplicate-card",
        deck_with("dive-evasion: 1", "dive-evasion: 1\n  dive-evasion: 1"),
        0,
        r"deck\.yaml:9: warning: duplicate-key: dive-evasion: duplicate key \(first written at line 8",
    ),
    validate(
        "duplicate-force",
        LEGAL + "force:\n  - aircraft: bf109e\n    count: 6\n",
        0,
        r"warning: duplicate-key: force: duplicate key \(first written at line 2",
    ),
    validate(
        "duplicate-strict",
        deck_with("dive-evasion: 1", "dive-evasion: 1\n  dive-evasion: 1"),
        1,
        r"(?s)deck\.yaml:9: duplicate-key: .*NOT LEGAL",
        "--strict",
    ),
    validate(
        "unknown-key",
        LEGAL + "colour: red\n",
        0,
        r"warning: unknown-key: colour: unknown key \(known keys: ",
    ),
    validate("many-unknown-ids", MANY_UNKNOWN, 1, r"NOT LEGAL"),
    validate("html-in-name", LEGAL + 'name: "<script>alert(1)</script>"\n', 0, r"legal"),
    # --- machine output keeps its contract ---------------------------------------------
    Case(
        "json-unreadable-single",
        ("validate", "--format", "json", "{work}/none.yaml"),
        2,
        r'(?s)^\[\s*\{.*"status": "unreadable".*"code": "unreadable"',
        stdout_only=True,
    ),
    Case(
        "json-mixed",
        ("validate", "--format", "json", "{work}/a.yaml", "{work}/none.yaml", "{work}/b.yaml"),
        2,
        r'(?s)^\[.*a\.yaml",\s*"status": "legal".*none\.yaml",\s*"status": "unreadable".*b\.yaml",\s*"status": "unreadable".*"format-yaml"',
        (file("a.yaml", LEGAL), file("b.yaml", "game: [\n")),
        stdout_only=True,
    ),
    Case(
        "json-content-errors",
        ("validate", "--format", "json", "--content", "{work}/content", "{work}/a.yaml"),
        2,
        r'(?s)^\{\s*"error": "content"',
        (file("a.yaml", LEGAL), content_file("brs/game.yaml", "name: [\n")),
        stdout_only=True,
    ),
    Case(
        "json-empty-folder",
        ("validate", "--format", "json", "{work}/decks"),
        2,
        r'(?s)^\{\s*"error": "input"',
        (folder("decks"),),
        stdout_only=True,
    ),
    Case(
        "bad-format-option",
        ("validate", "--format", "xml", "{work}/a.yaml"),
        2,
        r"Invalid value for '--format'",
        (file("a.yaml", LEGAL),),
    ),
    # --- the other commands that read a deck -------------------------------------------
    Case(
        "deck-alias-bomb",
        ("deck", "{work}/deck.yaml"),
        2,
        r"anchors and aliases",
        (file("deck.yaml", ALIAS_BOMB),),
        cpu_seconds=5,
        megabytes=100,
    ),
    Case(
        "cards-deck-alias-bomb",
        ("cards", "--deck", "{work}/deck.yaml", "--out", "{work}/out"),
        2,
        r"anchors and aliases",
        (file("deck.yaml", ALIAS_BOMB),),
        cpu_seconds=5,
        megabytes=150,
    ),
    Case("deck-dev-zero", ("deck", "/dev/zero"), 2, r"not a regular file"),
    # --- content files -------------------------------------------------------------------
    Case(
        "content-alias",
        ("check", "--content", "{work}/content"),
        1,
        r"aircraft/x\.yaml:\d+: (\S+: )?not valid YAML: anchors and aliases",
        (content_file("brs/aircraft/x.yaml", ALIAS_BOMB),),
        cpu_seconds=3,
    ),
    Case(
        "content-oversized",
        ("check", "--content", "{work}/content"),
        1,
        r"x\.yaml: cannot read: larger than 4,096 KiB",
        (
            content_file(
                "brs/aircraft/x.yaml",
                "name: {en: X}\nnotes: |\n" + "  pad pad pad pad pad pad pad pad\n" * 140_000,
            ),
        ),
    ),
    Case(
        "content-fifo",
        ("check", "--content", "{work}/content"),
        1,
        r"p\.yaml: cannot read: not a regular file",
        (folder("content/brs/aircraft"), fifo("content/brs/aircraft/p.yaml")),
        cpu_seconds=5,
    ),
    Case(
        "content-not-utf8",
        ("check", "--content", "{work}/content"),
        1,
        r"x\.yaml: not UTF-8 text",
        (content_file("brs/aircraft/x.yaml", b"name: \xff\n"),),
    ),
    Case(
        "content-speed-quoted",
        ("check", "--content", "{work}/content"),
        1,
        r"bf109e\.yaml:3: speed: expected a whole number, got the text '7'",
        (content_file("brs/aircraft/bf109e.yaml", 'name: {en: Bf109E}\nnation: de\nspeed: "7"\n'),),
    ),
    Case(
        "content-jet-yes",
        ("check", "--content", "{work}/content"),
        1,
        r"jet: expected true or false, got the text 'yes'",
        (content_file("brs/aircraft/bf109e.yaml", 'name: {en: Bf109E}\nnation: de\njet: "yes"\n'),),
    ),
    Case(
        "content-missing",
        ("check", "--content", "{work}/nowhere"),
        2,
        r"the content folder does not exist",
    ),
    Case(
        "content-is-a-file",
        ("check", "--content", "{work}/content.yaml"),
        2,
        r"(does not exist|is a file|Directory)",
        (file("content.yaml", "x: 1\n"),),
    ),
    Case(
        "content-deep",
        ("check", "--content", "{work}/content"),
        1,
        r"x\.yaml:2: not valid YAML: (nested more than 64 levels|exceeded maximum nesting depth)",
        (content_file("brs/aircraft/x.yaml", DEEP),),
    ),
    # --- destinations we cannot write ----------------------------------------------------
    Case(
        "schema-out-under-a-file",
        ("schema", "--out", "{work}/f/schemas"),
        2,
        r"^sortie: cannot write to .*f/schemas: .*/f is a file, not a folder\n?$",
        (file("f", "x"),),
    ),
    Case(
        "aids-out-under-a-file",
        ("aids", "--out", "{work}/f/aids"),
        2,
        r"sortie: cannot write to .*f/aids: .*/f is a file, not a folder",
        (file("f", "x"),),
    ),
    Case(
        "cards-out-under-a-file",
        ("cards", "--game", "brs", "--kind", "traits", "--out", "{work}/f/cards"),
        2,
        r"^sortie: cannot write to .*f/cards: .*/f is a file, not a folder\n?$",
        (file("f", "x"),),
        cpu_seconds=5,
    ),
    Case(
        "build-site-under-a-file",
        ("build", "-d", "{work}/f/site"),
        2,
        r"sortie: cannot write to .*/f: .*/f is a file, not a folder",
        (file("f", "x"),),
        cpu_seconds=20,
    ),
]


@dataclass(frozen=True)
class Outcome:
    exit: int
    stdout: str
    stderr: str
    cpu_seconds: float
    seconds: float
    megabytes: float
    forked: bool
    """Run in a child of a fork server, not in a new process."""


def environment(extra: dict[str, str]) -> dict[str, str]:
    """What a case's command runs with: this process's environment without its
    ``SORTIE_CONTENT`` (the caller's never leaks in; a case's own does), and ``extra``."""
    env = {k: v for k, v in os.environ.items() if k != "SORTIE_CONTENT"}
    return env | {"NO_MKDOCS_2_WARNING": "1", **extra}


def run_case(
    case: Case,
    work: Path,
    content: Path,
    timeout: float = 300.0,
    server: ForkServer | None = None,
) -> Outcome:
    """Run one case's command in a new process under its CPU bound, or in a child of
    ``server`` when its environment allows (``ForkServer.forks_for``); read its CPU time,
    wall time and peak memory. ``timeout`` (wall) only ends a command that waits forever
    without using CPU; it is generous, so a busy machine never trips it."""
    for setup in case.setup:
        setup(work)

    def place(text: str) -> str:
        return text.replace("{work}", str(work)).replace("{content}", str(content))

    args = [place(a) for a in case.args]
    extra = {name: place(value) for name, value in case.extra.items()}
    chosen = "--content" in args or "SORTIE_CONTENT" in extra
    if not chosen and args[0] in ("validate", "deck", "check", "cards", "aids"):
        args += ["--content", str(content)]
    env = environment(extra)
    command = Command(
        "generator.cli", args, env, ROOT, case.cpu_seconds * 2, case.unprivileged, timeout
    )
    if server is not None and server.forks_for(env):
        measured = server.run(command)
    else:
        measured = run_fresh(command, work / ".measure")
    return Outcome(
        measured.exit,
        measured.stdout.decode("utf-8", "replace"),
        measured.stderr.decode("utf-8", "replace"),
        measured.cpu_seconds,
        measured.seconds,
        measured.peak_kib / 1024,
        measured.forked,
    )


def tree_digest(root: Path) -> str:
    """A digest of every file's path, size and time of last change below ``root`` (to
    prove nothing changed): a write changes the time even when it puts the same bytes back,
    and reading the built site's PDFs twice a case would cost more than the case. Links
    are neither followed nor counted. Read with ``os.scandir``, whose entries carry what
    ``Path.rglob`` asks the system for again: a case reads three trees, before and after."""
    digest = hashlib.sha256()
    if not root.exists():
        return "absent"

    def walk(folder: str, relative: str) -> None:
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda entry: entry.name)
        except PermissionError:
            return
        for entry in entries:
            name = relative + entry.name
            if entry.is_symlink():
                continue
            if entry.is_dir():
                walk(entry.path, name + "/")
            elif entry.is_file():
                stat = entry.stat()
                digest.update(f"{name}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())

    walk(str(root), "")
    return digest.hexdigest()


from hostile_messages import CASES as _MESSAGES  # noqa: E402
from hostile_options import CASES as _OPTIONS  # noqa: E402
from hostile_packs import CASES as _PACKS  # noqa: E402
from hostile_readers import CASES as _READERS  # noqa: E402
from hostile_terminal import CASES as _TERMINAL  # noqa: E402
from hostile_unreadable import CASES as _UNREADABLE  # noqa: E402

CASES += _UNREADABLE + _PACKS + _TERMINAL + _OPTIONS + _MESSAGES + _READERS
