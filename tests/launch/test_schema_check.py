"""The kiosk skips Alembic on a restart when the database already stands at the head, and
still migrates a new or older database."""

import sqlite3
from pathlib import Path

from alembic.config import Config
from alembic.script import ScriptDirectory

from marketplace_app.launch import kiosk
from marketplace_app.launch.schema_check import at_head, head_revisions

ROOT = Path(__file__).resolve().parents[2]
VERSIONS = ROOT / "alembic" / "versions"


def _database(path: Path, revisions) -> Path:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        db.executemany("INSERT INTO alembic_version VALUES (?)", [(r,) for r in revisions])
    return path


def test_heads_read_from_the_files_are_alembics():
    config = Config(str(ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(ROOT / "alembic"))
    assert head_revisions(VERSIONS) == set(ScriptDirectory.from_config(config).get_heads())


def test_only_a_database_at_head_counts(tmp_path):
    heads = head_revisions(VERSIONS)
    assert at_head(_database(tmp_path / "head.db", heads), VERSIONS)
    assert not at_head(_database(tmp_path / "old.db", ["543e3933aaa0"]), VERSIONS)
    assert not at_head(tmp_path / "missing.db", VERSIONS)
    sqlite3.connect(tmp_path / "bare.db").close()
    assert not at_head(tmp_path / "bare.db", VERSIONS)


def test_the_launcher_runs_alembic_only_when_needed(tmp_path, monkeypatch):
    from reflex import model

    calls = []
    monkeypatch.setattr(model, "migrate", lambda *a, **k: calls.append(1))
    _database(tmp_path / "marketplace.db", head_revisions(VERSIONS))
    assert kiosk.migrate(tmp_path, ROOT) is False and calls == []
    (tmp_path / "marketplace.db").unlink()
    _database(tmp_path / "marketplace.db", ["543e3933aaa0"])
    assert kiosk.migrate(tmp_path, ROOT) is True and calls == [1]


