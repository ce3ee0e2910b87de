"""Hostile cases: pack files from strangers (issue 19), laid over the shipped content.
Each is refused or warned about with the pack's line, and nothing else is touched."""

from __future__ import annotations

from hostile import ALIAS_BOMB, ROOT, Case, file

SHIPPED = str(ROOT / "content")


def pack(name: str, text: str | bytes, exit: int, pattern: str, **kw: object) -> Case:
    return Case(
        name,
        ("check", "--content", SHIPPED, "--content", "{work}/pack.yaml"),
        exit,
        pattern,
        (file("pack.yaml", text),),
        **kw,  # type: ignore[arg-type]
    )


HEAD = "pack: 1\npatches:\n"
ADDS = "pack: 1\nadds:\n"

CASES: list[Case] = [
    pack(
        "pack-payload-values",
        HEAD + "  - {game: brs, kind: aircraft, id: bf109f, "
        "name: {en: '<script>alert(1)</script>'}}\n",
        0,
        r"overlay: brs/aircraft/bf109f\.yaml: name\.en \(.*pack\.yaml:3\)",
    ),
    pack(
        "pack-proto-keys",
        HEAD + "  - {game: brs, kind: __proto__, id: constructor}\n"
        "  - {game: brs, kind: aircraft, id: bf109f, __proto__: {points: 1}}\n",
        1,
        r"(?s)pack\.yaml:3: patches\.0\.kind: unknown kind '__proto__'.*"
        r"pack\.yaml:4: warning: __proto__: ",
    ),
    pack(
        "pack-wrong-game",
        HEAD + "  - {game: chess, kind: aircraft, id: bf109f, points: 3}\n",
        1,
        r"pack\.yaml:3: patches\.0\.game: unknown game 'chess'",
    ),
    pack(
        "pack-unknown-id",
        HEAD + "  - {game: brs, kind: aircraft, id: bf109z, points: 3}\n",
        1,
        r"pack\.yaml:3: patches\.0\.id: nothing to patch: .*'bf109z'",
    ),
    pack(
        "pack-alias-bomb",
        ALIAS_BOMB.replace("game: brs\nforce: []\n", HEAD),
        1,
        r"pack\.yaml:\d+: .*anchors and aliases",
        cpu_seconds=5,
        megabytes=200,
    ),
    pack(
        "pack-over-4-mib",
        HEAD + "  - {game: brs, kind: aircraft, id: bf109f}\n" + "# padding\n" * 500_000,
        1,
        r"pack\.yaml: cannot read: larger than",
    ),
    pack("pack-not-utf8", b"pack: 1\npatches: []\nname: \xff\xfe\n", 1, r"not UTF-8"),
    pack(
        "pack-many-patches",
        HEAD + "  - {game: brs, kind: aircraft, id: bf109f, points: 1}\n" * 6_000,
        1,
        r"patches: at most 5,000 patches, got 6,000",
    ),
    pack(
        "pack-adds-a-taken-card-id",
        ADDS + "  - {game: brs, kind: ace-skills, id: great-climb, name: {en: Mine}}\n",
        1,
        r"pack\.yaml:3: adds\.0\.id: 'great-climb' is already defined \(in .*great-climb\.yaml\)",
    ),
    pack(
        "pack-adds-twice",
        ADDS + "  - {game: brs, kind: ace-skills, id: ace, name: {en: A}}\n" * 2,
        1,
        r"pack\.yaml:4: adds\.1\.id: 'ace' is already defined \(in this pack\)",
    ),
    pack(
        "pack-adds-a-kind-not-addable",
        ADDS + "  - {game: brs, kind: aircraft, id: my-plane, name: {en: Mine}}\n",
        1,
        r"pack\.yaml:3: adds\.0\.kind: a pack cannot add 'aircraft' definitions: "
        r"it adds ace-skills",
    ),
    pack(
        "pack-adds-other-keys",
        ADDS + "  - {game: brs, kind: ace-skills, id: mine, name: {en: Mine}, "
        "__proto__: {x: 1}, text: {en: '<script>'}}\n",
        1,
        r"(?s)pack\.yaml:3: adds\.0\.__proto__: a pack adds ace-skills with name only: "
        r"'__proto__' cannot be given.*pack\.yaml:3: adds\.0\.text: ",
    ),
    pack(
        "pack-adds-a-bad-id-and-name",
        ADDS + "  - {game: brs, kind: ace-skills, id: '../Evil', name: {en: Mine}}\n"
        "  - {game: brs, kind: ace-skills, id: empty, name: {en: ''}}\n",
        1,
        r"(?s)pack\.yaml:3: adds\.0\.id: '\.\./Evil' is not a valid id.*pack\.yaml:4: name\.en",
    ),
    pack(
        "pack-adds-not-a-list",
        ADDS.replace("adds:\n", "adds: {game: brs}\n"),
        1,
        r"pack\.yaml:2: adds: expected a list, got a mapping",
    ),
    pack(
        "hangar-proto-keys",
        "pack: 1\ncollection:\n  __proto__: {aircraft: {bf109f: 1}}\n"
        "  brs: {constructor: {toString: 1}, aircraft: {__proto__: 2}}\n",
        1,
        r"(?s)pack\.yaml:3: collection\.__proto__: unknown game '__proto__'.*"
        r"pack\.yaml:4: collection\.brs\.aircraft\.__proto__: '__proto__' is not a valid id.*"
        r"pack\.yaml:4: collection\.brs\.constructor: unknown kind 'constructor'",
    ),
    pack(
        "hangar-huge-counts",
        "pack: 1\ncollection:\n  brs:\n    aircraft:\n"
        + "".join(f"      a{n}: 1000000\n" for n in range(6_000)),
        1,
        r"(?s)pack\.yaml:3: collection: at most 5,000 counts in a collection\n.*"
        r"pack\.yaml:5: collection\.brs\.aircraft\.a0: expected a whole number from 1 to 999"
        r".*a4999: .*5001 error\(s\)",
    ),
    pack(
        "hangar-list-payloads",
        "pack: 1\nlists:\n  - {game: brs, name: '<script>alert(1)</script>', "
        'file: {game: dif, force: []}}\n  - {game: brs, name: "a\\u202eb\\nc", file: []}\n'
        + "  - {game: brs, name: x, file: {game: brs}}\n"
        * 600,
        1,
        r"pack\.yaml:\d+: lists: at most 500 lists, got 602",
    ),
    pack(
        "hangar-list-alias-bomb",
        "pack: 1\nlists:\n  - game: brs\n    name: x\n    file:\n"
        + "".join(f"      {line}\n" for line in ALIAS_BOMB.splitlines()),
        1,
        r"pack\.yaml:\d+: .*anchors and aliases",
        cpu_seconds=5,
        megabytes=200,
    ),
    Case(
        "pack-as-base",
        ("check", "--content", "{work}/pack.yaml"),
        2,
        r"is a file, not a content folder \(a pack is laid over content: give the folder first\)",
        (file("pack.yaml", HEAD),),
    ),
    Case(
        "pack-command-folder-that-adds",
        ("pack", "{work}/club", "--content", SHIPPED, "-o", "{work}/out.yaml"),
        2,
        r"club-special\.yaml:1: this file adds a definition, which a pack cannot do",
        (file("club/brs/aircraft/club-special.yaml", "name: {en: Club}\n"),),
    ),
    Case(
        "pack-command-out-under-a-file",
        ("pack", "{work}/club", "--content", SHIPPED, "-o", "{work}/f/out.yaml"),
        2,
        r"sortie: cannot write to .*/f: .*/f is a file, not a folder",
        (file("club/brs/aircraft/bf109f.yaml", "patch: true\npoints: 3\n"), file("f", "x")),
    ),
]
