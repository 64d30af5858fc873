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
