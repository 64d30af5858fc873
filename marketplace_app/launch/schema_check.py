"""Whether a SQLite database already stands at the migrations' head, read without importing
Alembic, SQLAlchemy or the models (the kiosk then skips `migrate`, about a second of start)."""

import re
import sqlite3
from contextlib import closing
from pathlib import Path

_REVISION = re.compile(r"^revision\b[^=\n]*=\s*['\"]([0-9A-Za-z_]+)['\"]", re.M)
_DOWN = re.compile(r"^down_revision\b[^=\n]*=\s*(.+)$", re.M)
_NAME = re.compile(r"['\"]([0-9A-Za-z_]+)['\"]")


def head_revisions(versions: Path) -> set[str]:
    """Revisions no other migration builds on."""
    revisions, parents = set(), set()
    for script in versions.glob("*.py"):
        text = script.read_text(encoding="utf-8")
        if found := _REVISION.search(text):
            revisions.add(found.group(1))
        if down := _DOWN.search(text):
            parents.update(_NAME.findall(down.group(1)))
    return revisions - parents


def current_revisions(database: Path) -> set[str]:
    """The revisions the database file records (empty when there is no file or no schema)."""
    if not database.is_file():
        return set()
    try:
        with closing(sqlite3.connect(f"file:{database.as_posix()}?mode=ro", uri=True)) as db:
            return {row[0] for row in db.execute("SELECT version_num FROM alembic_version")}
    except sqlite3.Error:
        return set()


def at_head(database: Path, versions: Path) -> bool:
    """True when the database file exists and records exactly the head revisions."""
    current = current_revisions(database)
    heads = head_revisions(versions)
    return bool(heads) and current == heads
