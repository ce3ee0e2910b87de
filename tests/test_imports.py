"""No import cycle in the package: each module imports only modules below it; and a
command imports only the modules it runs.

The graph is read from the source with ``ast``: every ``import`` and ``from … import`` of
a module of the package, at the top, inside a function (an import put off until a call
is still a knot) or under ``if TYPE_CHECKING:`` (a knot only the type checker follows is
still one a reader must hold in their head). A cycle is reported as the modules that form
it.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generator"


def modules(package: Path) -> dict[str, tuple[Path, bool]]:
    """Each module's dotted name, with its file and whether it is a package's ``__init__``."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        init = parts[-1] == "__init__"
        found[".".join(parts[:-1] if init else parts)] = (path, init)
    return found


def _all_imports(nodes: Iterable[ast.AST]) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in nodes:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _all_imports(ast.iter_child_nodes(node))


def imports(package: Path) -> dict[str, set[str]]:
    """Each module of ``package`` → the modules of the package it imports."""
    known = modules(package)
    graph: dict[str, set[str]] = {}
    for name, (path, init) in known.items():
        here = name.split(".") if init else name.split(".")[:-1]
        targets: set[str] = set()
        for node in _all_imports([ast.parse(path.read_text("utf-8"))]):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
                continue
            base = node.module or ""
            if node.level:
                prefix = here[: len(here) - node.level + 1]
                base = ".".join([*prefix, base] if base else prefix)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                targets.add(full if full in known else base)
        graph[name] = set()
        for target in targets:
            while target and target not in known:  # an attribute of a module: the module
                target = target.rpartition(".")[0]
            if target and target != name:
                graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                member = stack.pop()
                part.append(member)
                if member == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_package_has_no_import_cycle() -> None:
    graph = imports(PACKAGE)
    # The graph is the real one: a few edges every reader of the code can see.
    assert "generator.reading.loaded" in graph["generator.reading.content"]
    assert "generator.reading.loaded" in graph["generator.games.brs"]
    assert "generator.sheets.measures" in graph["generator.sheets.render"]  # a call's import
    assert cycles(graph) == []


def test_a_cycle_is_found_through_a_late_import_and_through_type_checking(
    tmp_path: Path,
) -> None:
    """a → b at the top, b → c inside a function, c → a at the top: one cycle of three; d
    names a only for the type checker, and e names d both ways: no cycle; f and g name each
    other, g only for the type checker: a cycle all the same."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("from .sub.b import thing\n")
    (package / "sub" / "b.py").write_text("def f():\n    from ..c import other\n")
    (package / "c.py").write_text("import pkg.a\n")
    (package / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import a\n"
    )
    (package / "e.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import x\n"
        "else:\n    from . import d\n"
    )
    (package / "f.py").write_text("from .g import y\n")
    (package / "g.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .f import z\n"
    )
    graph = imports(package)
    assert graph["pkg.a"] == {"pkg.sub.b"}
    assert graph["pkg.sub.b"] == {"pkg.c"}
    assert graph["pkg.c"] == {"pkg.a"}
    assert graph["pkg.d"] == {"pkg.a"}
    assert graph["pkg.e"] == {"pkg.d"}
    assert cycles(graph) == [["pkg.a", "pkg.c", "pkg.sub.b"], ["pkg.f", "pkg.g"]]


def test_the_core_is_grouped_in_packages() -> None:
    """At most twelve modules directly in ``generator/`` (issue 44): the rest are grouped in
    packages named for what they do (``reading/``, ``verdicts/``, ``words/``…)."""
    top = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert "__init__.py" in top and "schema.py" in top  # the real folder
    assert len(top) <= 12, top


def loaded_by(*args: str) -> set[str]:
    """The modules of the package a fresh ``sortie <args>`` process has imported when it
    exits."""
    code = (
        "import sys\nfrom generator.cli import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        "print(*sorted(m for m in sys.modules if m.startswith('generator')), file=sys.stderr)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return set(done.stderr.split())


def test_validate_imports_neither_other_games_nor_other_commands() -> None:
    """A cold ``sortie validate`` pays only for what it runs (issue 22): the deck's game,
    not the others; not the card sheets, the dice rolls, the site or the schema docs."""
    loaded = loaded_by("validate", "examples/jg26.yaml")
    assert {"generator.cli", "generator.verdicts.decks", "generator.games.brs"} <= loaded
    for name in loaded:
        assert not name.startswith(
            (
                "generator.sheets",
                "generator.site",
                "generator.cli.cards",
                "generator.cli.roll",
                "generator.schemadocs",
                "generator.games.dif",
                "generator.games.fis",
                "generator.games.tbb",
            )
        ), name
