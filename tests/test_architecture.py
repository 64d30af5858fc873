"""The dependency direction of ARCHITECTURE.md, checked on the source."""

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "marketplace_app"
FORBIDDEN = {
    "services": {"reflex", "fastapi", "starlette"},
    "models": {"reflex", "fastapi", "starlette"},
    "pages": {"sqlmodel", "sqlalchemy"},
    "components": {"sqlmodel", "sqlalchemy"},
}


def _imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_does_not_import_forbidden_packages(layer):
    files = sorted((APP / layer).rglob("*.py"))
    assert files, f"no modules found in {layer}/"
    offenders = {f"{p.relative_to(APP)} imports {sorted(_imported_roots(p) & FORBIDDEN[layer])}"
                 for p in files if _imported_roots(p) & FORBIDDEN[layer]}
    assert not offenders, offenders


def test_pages_and_components_do_not_reach_services_or_database():
    for layer in ("pages", "components"):
        for path in (APP / layer).rglob("*.py"):
            source = path.read_text()
            for needle in ("from ..services", "from ...services", "from ..db", "from ...db"):
                assert needle not in source, f"{path.relative_to(APP)}: {needle}"


def _package_imports(path: Path) -> set[str]:
    """Modules of marketplace_app that `path` imports (absolute dotted names), lazy ones too."""
    package = ".".join(path.relative_to(APP.parent).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            target = f"{base}.{node.module}" if node.module else base
            found.update(f"{target}.{a.name}" for a in node.names)
            found.add(target)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(APP.name):
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith(APP.name))
    return found


def _module_graph(folder: str) -> dict[str, set[str]]:
    """Module -> the modules of the same folder it imports."""
    modules = {".".join(p.relative_to(APP.parent).with_suffix("").parts): p
               for p in (APP / folder).rglob("*.py") if p.name != "__init__.py"}
    return {name: _package_imports(path) & set(modules) - {name}
            for name, path in modules.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle, as the path that closes it (depth-first search)."""
    found, done = [], set()

    def visit(node, path):
        if node in path:
            found.append(path[path.index(node):] + [node])
            return
        if node in done:
            return
        for child in sorted(graph[node]):
            visit(child, path + [node])
        done.add(node)

    for node in sorted(graph):
        visit(node, [])
    return found


def test_state_modules_import_each_other_without_circles():
    circles = _cycles(_module_graph("state"))
    assert not circles, "import circles in state/ (a shared piece belongs in a module both " \
        "import, or in the parent state):\n" + "\n".join(" -> ".join(c) for c in circles)


def test_the_cycle_finder_sees_a_lazy_circle():
    assert _cycles({"a": {"b"}, "b": {"a"}}) == [["a", "b", "a"]]
    assert not _cycles({"a": {"b"}, "b": set()})


def test_launch_imports_nothing_from_the_layers_above_it():
    for path in (APP / "launch").rglob("*.py"):
        above = {m for m in _package_imports(path)
                 if m.split(".")[1:2] and m.split(".")[1] in ("components", "pages", "state")}
        assert not above, f"{path.relative_to(APP)} imports {sorted(above)}"


def test_texts_and_display_rules_have_one_home():
    loose = {"discovery_texts.py", "site_content.py", "discovery_rules.py", "site_rules.py"}
    assert not loose & {p.name for p in APP.glob("*.py")}
    assert not (APP / "workspace").exists()
    for folder in ("texts", "display_rules"):
        for path in (APP / folder).rglob("*.py"):
            assert not _imported_roots(path) & {"reflex", "sqlmodel", "sqlalchemy", "fastapi"}, \
                path


STATE_LINES = 250


def test_state_modules_stay_short():
    long = {f"{p.relative_to(APP)}: {n} lines" for p in (APP / "state").rglob("*.py")
            if (n := len(p.read_text().splitlines())) > STATE_LINES}
    assert not long, f"split these along their seams (at most {STATE_LINES} lines): {long}"
