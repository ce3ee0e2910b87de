"""The pack reader on its own (``pack.py``): every problem at the line of the key it is
about, in block-style packs where an item's keys are on lines of their own; what each
item gives; the edges (an empty file, a patch that writes nothing, an id that is a
number, a game that lets a pack add nothing).

The kinds and the addable fields are given here by hand, as a game's registry would give
them, so the expectations depend on nothing but the pack text: each line number below is
counted in the text it is under."""

from __future__ import annotations

from pathlib import Path

from conftest import write

from generator.problems import Problem, Severity
from generator.reading.makepack import pack_of, pack_text
from generator.reading.pack import Patch, read_pack, read_pack_file

KINDS = {"brs": {"aircraft", "ace-skills"}, "tbb": {"aircraft"}}
ADDABLE = {"brs": {"ace-skills": ("name",)}}
"""Blood Red Skies lets a pack add ace skills with a name; The Burning Blue adds nothing."""

ERROR, WARNING = Severity.ERROR, Severity.WARNING

BLOCK = """\
pack: 1
name: Block style
colour: red
adds:
  - game: brs
    kind: ace-skills
    id: Lucky_Break
    name: {en: Lucky}
    retention: auto
  - game: tbb
    id: spitfire
    kind: aircraft
  - game: brs
    kind: ace-skills
    id: lucky
    name: {en: Lucky}
patches:
  - game: brs
    id: bf109f
    kind: aircrft
  - game: brs
    kind: aircraft
    id: 7
    points: 30
  - game: brs
    kind: aircraft
    id: bf109f
  - game: brs
    kind: game
    hand: 3
    id: dif
  - game: brs
    kind: game
    id: brs
    content_version: 9
  - game: brs
    kind: aircraft
    id: bf109e
    points: 30
  - game: brs
    kind: aircraft
    id: bf109e
    points: 31
  - kind: aircraft
    game: chess
    id: x
  - game: brs
    kind: aircraft
    name: 5
"""


# A key an item lacks is said at the item's first line (47: the id of the last patch).


def found(problems: list[Problem]) -> list[tuple[int | None, str, Severity]]:
    return [(p.line, p.field, p.severity) for p in problems]


def test_every_problem_of_a_block_style_pack_is_at_its_keys_own_line(tmp_path: Path) -> None:
    pack = write(tmp_path / "pack.yaml", BLOCK)
    patches, problems = read_pack(pack, KINDS, ADDABLE)
    assert found(problems) == [
        (3, "colour", WARNING),
        (7, "adds.0.id", ERROR),
        (9, "adds.0.retention", ERROR),
        (12, "adds.1.kind", ERROR),
        (20, "patches.0.kind", ERROR),
        (23, "patches.1.id", ERROR),
        (25, "patches.2", WARNING),
        (31, "patches.3.id", ERROR),
        (35, "patches.4.content_version", ERROR),
        (45, "patches.7.game", ERROR),
        (47, "patches.8.id", ERROR),
        (42, "patches.6.id", WARNING),
    ]
    assert {p.path for p in problems} == {pack}
    messages = {(p.line, p.field): p.message for p in problems}
    assert messages[(12, "adds.1.kind")] == (
        "a pack cannot add 'aircraft' definitions: it adds nothing of this game (change the "
        "others with patches)"
    )
    assert messages[(23, "patches.1.id")] == "expected text, got 7"
    assert messages[(25, "patches.2")] == "this patch writes no value"
    assert messages[(42, "patches.6.id")] == (
        "a second patch of aircraft 'bf109e' in this pack (the first is at line 38): where "
        "both write a value, this one wins"
    )
    assert messages[(47, "patches.8.id")] == "expected text, missing"
    assert messages[(35, "patches.4.content_version")] == (
        "a pack cannot change content_version: it is the version of the site's data, under "
        "which players' own values are kept"
    )
    assert [(p.game, p.kind, p.id, p.line, p.field, p.adds) for p in patches] == [
        ("brs", "ace-skills", "lucky", 15, "adds.2.id", True),
        ("brs", "aircraft", "bf109e", 38, "patches.5.id", False),
        ("brs", "aircraft", "bf109e", 42, "patches.6.id", False),
    ]
    lucky, first, second = patches
    assert (lucky.data, lucky.data.key_lines) == ({"name": {"en": "Lucky"}}, {"name": 16})
    assert (first.data, first.data.key_lines) == ({"points": 30}, {"points": 39})
    assert (second.data, second.data.line) == ({"points": 31}, 40)


def test_the_pack_version_name_and_lists_are_refused_at_their_lines(tmp_path: Path) -> None:
    late = write(tmp_path / "late.yaml", "name: x\n\npack: 2\n")
    assert [p.format() for p in read_pack(late, KINDS)[1]] == [
        f"{late}:3: pack: expected 1 (the pack format), got 2"
    ]
    missing = write(tmp_path / "missing.yaml", "name: x\npatches: []\n")
    assert [p.format() for p in read_pack(missing, KINDS)[1]] == [
        f"{missing}:1: pack: expected 1 (the pack format), missing"
    ]
    shapes = write(tmp_path / "shapes.yaml", "pack: 1\nname:\n  - 7\npatches: 3\n")
    assert [p.format() for p in read_pack(shapes, KINDS)[1]] == [
        f"{shapes}:2: name: expected text",
        f"{shapes}:4: patches: expected a list, got 3",
    ]


def test_an_empty_pack_is_said_once_and_a_broken_one_only_as_broken(tmp_path: Path) -> None:
    for text in ("", "# nothing yet\n"):
        empty = write(tmp_path / "empty.yaml", text)
        read = read_pack_file(empty, KINDS)
        assert [p.format() for p in read.problems] == [
            f"{empty}: the pack is empty (expected pack: 1)"
        ]
        # The file as a whole: the field is empty text, as for every such problem.
        assert read.problems == [Problem(empty, None, "", "the pack is empty (expected pack: 1)")]
        assert read.patches == []
    broken = write(tmp_path / "broken.yaml", "pack: [1\n")
    problems = read_pack(broken, KINDS)[1]
    assert len(problems) == 1 and "the pack is empty" not in problems[0].message
    listed = write(tmp_path / "listed.yaml", "- pack: 1\n")
    assert read_pack(listed, KINDS)[1] == [
        Problem(listed, 1, "", "not a pack: expected a mapping with pack: 1")
    ]


def test_a_pack_that_only_adds_leaves_its_patches_out(tmp_path: Path) -> None:
    adds = write(
        tmp_path / "adds.yaml",
        "pack: 1\nadds:\n  - {game: brs, kind: ace-skills, id: lucky, name: {en: Lucky}}\n",
    )
    patches, problems = read_pack(adds, KINDS, ADDABLE)
    assert problems == []
    assert patches == [
        Patch(adds, "brs", "ace-skills", "lucky", patches[0].data, 3, "adds.0.id", True)
    ]
    # Without the game's addable kinds, the same addition is refused naming none.
    _, refused = read_pack(adds, KINDS)
    assert [p.format() for p in refused] == [
        f"{adds}:3: adds.0.kind: a pack cannot add 'ace-skills' definitions: it adds nothing "
        "of this game (change the others with patches)"
    ]


def test_an_addition_that_is_no_mapping_or_has_a_numeric_id_names_the_pack(
    tmp_path: Path,
) -> None:
    adds = write(
        tmp_path / "adds.yaml",
        "pack: 1\nadds:\n  - just text\n  - game: brs\n    kind: ace-skills\n    id: 12\n",
    )
    patches, problems = read_pack(adds, KINDS, ADDABLE)
    assert patches == []
    assert [p.format() for p in problems] == [
        f"{adds}:3: adds.0: expected a mapping with game, kind and id",
        f"{adds}:6: adds.1.id: expected text, got 12",
    ]


def test_a_kind_a_pack_cannot_add_is_refused_naming_every_kind_it_can(tmp_path: Path) -> None:
    adds = write(
        tmp_path / "adds.yaml",
        "pack: 1\nadds:\n  - {game: brs, kind: aircraft, id: mine, name: {en: Mine}}\n",
    )
    two = {"brs": {"traits": ("name",), "ace-skills": ("name",)}}
    assert [p.format() for p in read_pack(adds, KINDS, two)[1]] == [
        f"{adds}:3: adds.0.kind: a pack cannot add 'aircraft' definitions: it adds ace-skills, "
        "traits of this game (change the others with patches)"
    ]


def test_a_field_an_addition_may_not_give_is_refused_naming_those_it_may(tmp_path: Path) -> None:
    adds = write(
        tmp_path / "adds.yaml",
        "pack: 1\nadds:\n  - {game: brs, kind: ace-skills, id: mine, name: {en: Mine}, "
        "points: 3}\n",
    )
    more = {"brs": {"ace-skills": ("name", "retention")}}
    assert [p.format() for p in read_pack(adds, KINDS, more)[1]] == [
        f"{adds}:3: adds.0.points: a pack adds ace-skills with name, retention only: 'points' "
        "cannot be given"
    ]


def test_fields_an_addition_may_not_give_are_each_refused_a_number_too(
    tmp_path: Path,
) -> None:
    # A key written as a number is read as text ("7"): it is refused like a word, in text
    # order ("7" before "points"), neither stopping the other.
    adds = write(
        tmp_path / "adds.yaml",
        "pack: 1\nadds:\n  - game: brs\n    kind: ace-skills\n    id: mine\n"
        "    points: 3\n    7: lucky\n",
    )
    assert [p.format() for p in read_pack(adds, KINDS, ADDABLE)[1]] == [
        f"{adds}:7: adds.0.7: a pack adds ace-skills with name only: '7' cannot be given",
        f"{adds}:6: adds.0.points: a pack adds ace-skills with name only: 'points' cannot be given",
    ]


def test_a_pack_is_written_one_item_a_line_its_patches_always_there() -> None:
    """``sortie pack``'s text (``makepack.pack_text``), worked by hand: no ``adds`` when
    there is none, ``patches: []`` when there is none, a pack without name named ``""``."""
    patch = {"game": "brs", "kind": "aircraft", "id": "bf109f", "points": 40}
    assert pack_text({"pack": 1, "patches": []}) == 'pack: 1\nname: ""\npatches: []\n'
    assert pack_text({"pack": 1, "name": "Mine", "adds": [], "patches": [patch]}) == (
        'pack: 1\nname: "Mine"\npatches:\n'
        '  - {"game": "brs", "kind": "aircraft", "id": "bf109f", "points": 40}\n'
    )


def test_sortie_pack_takes_an_overlay_folder_and_warns_of_a_folder_of_no_game(
    tmp_path: Path,
) -> None:
    """``makepack.pack_of``: a file is no overlay folder; in a folder, a folder named for no
    game is a warning naming the four games, a hidden or ``_`` folder is left out quietly."""
    given = write(tmp_path / "club.yaml", "pack: 1\n")
    assert pack_of(given) == ({}, [Problem(given, None, "", "expected an overlay folder")])
    club = tmp_path / "club"
    write(club / "brs/aircraft/bf109f.yaml", "patch: true\npoints: 40\n")
    for hidden in ("chess", ".git", "_drafts"):
        write(club / hidden / "notes.yaml", "x: 1\n")
    pack, problems = pack_of(club)
    assert problems == [
        Problem(
            club / "chess",
            None,
            "",
            "unknown game folder (known games: brs, dif, fis, tbb)",
            WARNING,
        )
    ]
    assert pack == {
        "pack": 1,
        "name": "club",
        "patches": [{"game": "brs", "kind": "aircraft", "id": "bf109f", "points": 40}],
    }


PACK_ADDS_NOTHING_HERE = (
    "this file adds a definition, which a pack cannot do (a pack only patches values, and "
    "adds only the cards a player may add): keep it in a content folder, or write "
    "`patch: true` if it patches one"
)


def test_every_overlay_file_no_pack_can_hold_is_named_at_its_line(tmp_path: Path) -> None:
    """``makepack.pack_of`` on files it cannot pack, each worked by hand: a list (even one
    the reader warns about) and an empty file are no mapping, at line 1; a file that is no
    YAML says only that; ``patch:`` neither true nor false is named, and the file then adds
    an aircraft; a new aircraft (no pack adds one) at the line its mapping starts on, under
    a comment; an ace skill with two keys a pack may not give names both, in order, at the
    first one's line."""
    club = tmp_path / "club"
    lucky = write(
        club / "brs/ace-skills/lucky.yaml", "name: {en: Lucky}\nretention: auto\nblurb: x\n"
    )
    aircraft = club / "brs/aircraft"
    a_list = write(aircraft / "a-list.yaml", "- bf\u200bf\n")
    broken = write(aircraft / "broken.yaml", "points: [40\n")
    empty = write(aircraft / "empty.yaml", "")
    marked = write(aircraft / "marked.yaml", "patch: sure\npoints: 40\n")
    special = write(aircraft / "special.yaml", "# Our club's own\nname: {en: Club Special}\n")
    pack, problems = pack_of(club)
    assert pack == {"pack": 1, "name": "club", "patches": []}
    mapping = "expected a mapping of keys to values"
    named_only = (
        "a pack adds this kind with name only: 'blurb', 'retention' cannot be packed "
        "(keep the file in a content folder)"
    )
    assert [p for p in problems if p.path not in (a_list, broken)] == [
        Problem(lucky, 3, "blurb", named_only),
        Problem(empty, 1, "", mapping),
        Problem(marked, 1, "patch", "expected true or false, got 'sure'"),
        Problem(marked, 1, "", PACK_ADDS_NOTHING_HERE),
        Problem(special, 2, "", PACK_ADDS_NOTHING_HERE),
    ]
    # The reader's own warning (a zero-width space) comes first, then the file's problem.
    listed = [p for p in problems if p.path == a_list]
    assert [p.severity for p in listed] == [WARNING, ERROR]
    assert listed[1] == Problem(a_list, 1, "", mapping)
    # A file that is no YAML has the reader's error alone: it is not said to be no mapping.
    assert [(p.line, p.code) for p in problems if p.path == broken] == [(2, "format-yaml")]


def test_a_folder_of_rules_pages_and_unknown_folders_patches_nothing(tmp_path: Path) -> None:
    """``makepack.pack_of``, worked by hand: rules pages and a folder named for no kind are
    each left out with a warning at the folder, the later one too (``notes`` comes before
    ``rules``), a folder named ``game.yaml`` is no game file but one more folder of no kind,
    and a folder left with nothing to pack and no error says so."""
    club = tmp_path / "club"
    write(club / "brs/game.yaml/notes.yaml", "points: 40\n")
    write(club / "brs/notes/ideas.yaml", "points: 40\n")
    write(club / "brs/rules/house.md", "# House rules\n")
    assert pack_of(club) == (
        {"pack": 1, "name": "club", "patches": []},
        [
            Problem(club / "brs/game.yaml", None, "", "unknown folder: left out", WARNING),
            Problem(club / "brs/notes", None, "", "unknown folder: left out", WARNING),
            Problem(
                club / "brs/rules", None, "", "rules pages cannot be packed: left out", WARNING
            ),
            Problem(club, None, "", "the folder patches nothing: no pack to make"),
        ],
    )


def test_a_pack_holds_at_most_five_thousand_items_a_list(tmp_path: Path) -> None:
    """5,000 patches are read; 5,001 additions are refused at the list's first line, said
    with both counts, and the patches after them are not read."""
    patch = "  - {game: brs, kind: aircraft, id: a%d, points: 1}\n"
    most = tmp_path / "most.yaml"
    most.write_text("pack: 1\npatches:\n" + "".join(patch % n for n in range(5_000)))
    patches, problems = read_pack(most, KINDS, ADDABLE)
    assert (len(patches), problems) == (5_000, [])
    added = "  - {game: brs, kind: ace-skills, id: s%d, name: {en: S}}\n"
    over = tmp_path / "over.yaml"
    over.write_text(
        "pack: 1\nadds:\n" + "".join(added % n for n in range(5_001)) + "patches:\n" + patch % 1
    )
    assert read_pack(over, KINDS, ADDABLE) == (
        [],
        [Problem(over, 3, "adds", "at most 5,000 adds, got 5,001")],
    )
