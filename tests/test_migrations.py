"""The Alembic migrations build exactly the schema the models describe, on both backends."""

from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.runtime.environment import EnvironmentContext
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlmodel import SQLModel

from marketplace_app.db import make_engine
from tests.conftest import _DATA_DIR, scratch_postgres_database

ROOT = Path(__file__).resolve().parent.parent


def upgrade_to_head(url: str) -> list:
    """Run every migration on an empty database; return the differences from the models."""
    config = Config(str(ROOT / "alembic.ini"))
    script = ScriptDirectory.from_config(config)
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            with EnvironmentContext(config, script,
                                    fn=lambda rev, _ctx: script._upgrade_revs("head", rev)) as env:
                env.configure(connection=conn)
                env.run_migrations()
            conn.commit()
            known = set(SQLModel.metadata.tables)
            known_indexes = {i.name for t in SQLModel.metadata.tables.values() for i in t.indexes}
            diffs = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
    finally:
        engine.dispose()
    # Search tables and indexes that only the migrations describe are expected extras.
    def expected_extra(diff) -> bool:
        return isinstance(diff, tuple) and (
            (diff[0] == "remove_table" and diff[1].name not in known)
            or (diff[0] == "remove_index" and diff[1].name not in known_indexes
                and diff[1].name.startswith("ix_portfolios_search")))
    return [d for d in diffs if not expected_extra(d)]


def reflex_sees_changes(url: str, monkeypatch) -> bool:
    """After every migration, does Reflex's own check (run by `reflex db migrate`) report
    schema changes, as it would to a developer told to run `reflex db makemigrations`?"""
    import reflex as rx
    from reflex.model import ModelRegistry, alembic_autogenerate

    from marketplace_app.models.search_index import described_tables

    upgrade_to_head(url)
    engine = make_engine(url)
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(ModelRegistry, "models", {rx.Model, described_tables(engine.dialect.name)})
    monkeypatch.setattr(ModelRegistry, "_metadata", None)
    try:
        with engine.connect() as conn:
            return alembic_autogenerate(connection=conn, write_migration_scripts=False)
    finally:
        engine.dispose()


def test_reflex_reports_no_schema_changes_on_a_migrated_database(monkeypatch):
    # Before, it reported the search index's tables, and makemigrations wrote their DROP.
    path = _DATA_DIR / "reflex-check.db"
    path.unlink(missing_ok=True)
    assert reflex_sees_changes(f"sqlite:///{path}", monkeypatch) is False
    with scratch_postgres_database("mkt_reflex_check") as url:
        if url is not None:
            assert reflex_sees_changes(url, monkeypatch) is False


def test_migrations_match_models_on_sqlite():
    path = _DATA_DIR / "migrations.db"
    path.unlink(missing_ok=True)
    assert upgrade_to_head(f"sqlite:///{path}") == []


def test_migrations_match_models_on_postgresql():
    with scratch_postgres_database("mkt_migrations") as url:
        if url is None:
            pytest.skip("PostgreSQL is not answering on 127.0.0.1:5432")
        assert upgrade_to_head(url) == []
