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
            diffs = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
    finally:
        engine.dispose()
    # Tables the models do not describe (search indexes kept by the migrations) are fine.
    return [d for d in diffs if not (isinstance(d, tuple) and d[0] == "remove_table"
                                     and d[1].name not in known)]


def test_migrations_match_models_on_sqlite():
    path = _DATA_DIR / "migrations.db"
    path.unlink(missing_ok=True)
    assert upgrade_to_head(f"sqlite:///{path}") == []


def test_migrations_match_models_on_postgresql():
    with scratch_postgres_database("mkt_migrations") as url:
        if url is None:
            pytest.skip("PostgreSQL is not answering on 127.0.0.1:5432")
        assert upgrade_to_head(url) == []
