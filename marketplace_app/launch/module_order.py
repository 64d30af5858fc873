"""The order in which a browser evaluates a page's JS chunks, and the imports that evaluate them
one chunk at a time in that same order.

A page's boot imports a few modules, and the browser evaluates each one's whole graph of
static imports in one task: on a phone (Lighthouse's 4x CPU) the shared libraries were one
task of 100-200 ms. Imported one by one, in the order the browser would evaluate them anyway,
each chunk is a task of its own and every module still runs after what it imports."""

import re
from functools import lru_cache
from pathlib import Path

# A built chunk's static imports, all at its top (Rolldown's minified output):
# `import{a as b}from"./x.js";`, `import"./x.js";` and `export{...}from"./x.js";`.
_STATIC = re.compile(r'\s*(?:import\s*(?:[\w$*{},\s]*?\bfrom\s*)?|export\s*(?:\*|\{[^}]*\})'
                     r'\s*from\s*)"\./([\w.~-]+\.js)";?')

# Vite's list of a chunk's lazy imports' files comes first, where the chunk has one.
_MAP_DEPS = re.compile(r"(?:const __vite__mapDeps=[^\n]*\n)?")


@lru_cache(maxsize=1024)
def _imports(path: Path, stamp: float) -> tuple[str, ...]:
    """The chunks one chunk imports statically, in source order (its file as of `stamp`)."""
    text = path.read_text(encoding="utf-8")
    names: list[str] = []
    found = _STATIC.match(text, _MAP_DEPS.match(text).end())
    while found:
        if found[1] not in names:
            names.append(found[1])
        found = _STATIC.match(text, found.end())
    return tuple(names)


def chunk_imports(assets: Path, name: str) -> tuple[str, ...]:
    """What chunk `name` of `assets` imports; nothing when it is not there."""
    path = assets / name
    try:
        return _imports(path, path.stat().st_mtime)
    except OSError:
        return ()


def evaluation_order(assets: Path, entries: list[str], done: set[str] | None = None) -> list[str]:
    """The chunks that importing `entries` one after another evaluates, in the order the
    browser evaluates them (depth first, each after its imports; a chunk in a cycle after the
    first one reached), leaving out `done`."""
    seen = set(done or ())
    order: list[str] = []

    def visit(name: str) -> None:
        seen.add(name)
        for child in chunk_imports(assets, name):
            if child not in seen:
                visit(child)
        order.append(name)

    for entry in entries:
        if entry not in seen:
            visit(entry)
    return order


def import_steps(assets: Path, entries: list[str]) -> list[str]:
    """Chunks to import one at a time, in order, so that each import evaluates the next part of
    evaluation_order(entries) and nothing else: one chunk, or where chunks import each other,
    the few that the browser would evaluate together."""
    order = evaluation_order(assets, entries)
    steps: list[str] = []
    done: set[str] = set()
    start = 0
    for end, name in enumerate(order, 1):
        if evaluation_order(assets, [name], done) == order[start:end]:
            steps.append(name)
            done.update(order[start:end])
            start = end
    return steps
