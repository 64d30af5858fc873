"""search reads a word index (search_docs, search_postings, kept by triggers) instead of the
trigram index (issue 30: Hindi queries at 100,000 portfolios)

Revision ID: f1a0c0de36a1
Revises: f1a0c0de3631
Create Date: 2026-11-25 18:00:00

Each expanded query word used to add a LIKE '%…%' alternative over the trigram index (SQLite
FTS5, PostgreSQL pg_trgm), and the rows it found were read and re-checked. Now each word is
an equality lookup in search_postings (models/search_index.py). The trigram index and its
triggers go; the word index is built from every row in a few set-based statements (100,000
portfolios: about 5 s on SQLite, 10 s on PostgreSQL). On PostgreSQL the lookups read the index
alone once the visibility map is set: autovacuum does it after the bulk insert, or at once
`VACUUM ANALYZE search_postings` (it cannot run inside the migration's transaction).
"""
from typing import Sequence, Union

from alembic import op
from sqlalchemy import text

from marketplace_app.models.search_index import (drop_search_index, ensure_search_index,
                                                 rebuild_search_index)

revision: str = "f1a0c0de36a1"
down_revision: Union[str, Sequence[str], None] = "f1a0c0de3631"
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

_TRIGRAM_TRIGGERS = ("portfolios_search_ai", "portfolios_search_ad", "portfolios_search_au")
# The trigram index as revision b7c1d2e3f4a5 made it (for the downgrade).
_SQLITE_TRIGRAM = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS portfolio_search USING fts5("
    "search_text, content='portfolios', content_rowid='rowid', tokenize='trigram')",
    """CREATE TRIGGER IF NOT EXISTS portfolios_search_ai AFTER INSERT ON portfolios BEGIN
        INSERT INTO portfolio_search(rowid, search_text) VALUES (new.rowid, new.search_text);
    END""",
    """CREATE TRIGGER IF NOT EXISTS portfolios_search_ad AFTER DELETE ON portfolios BEGIN
        INSERT INTO portfolio_search(portfolio_search, rowid, search_text)
        VALUES ('delete', old.rowid, old.search_text);
    END""",
    """CREATE TRIGGER IF NOT EXISTS portfolios_search_au AFTER UPDATE OF search_text
        ON portfolios BEGIN
        INSERT INTO portfolio_search(portfolio_search, rowid, search_text)
        VALUES ('delete', old.rowid, old.search_text);
        INSERT INTO portfolio_search(rowid, search_text) VALUES (new.rowid, new.search_text);
    END""",
    "INSERT INTO portfolio_search(portfolio_search) VALUES ('rebuild')",
)
_POSTGRES_TRIGRAM = (
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS ix_portfolios_search_trgm ON portfolios "
    "USING gin (search_text gin_trgm_ops)",
)


def upgrade() -> None:
    """Drop the trigram index, build the word index from every portfolio."""
    bind = op.get_bind()
    if bind.dialect.name == "sqlite":
        for trigger in _TRIGRAM_TRIGGERS:
            bind.execute(text(f"DROP TRIGGER IF EXISTS {trigger}"))
        bind.execute(text("DROP TABLE IF EXISTS portfolio_search"))
    elif bind.dialect.name == "postgresql":
        bind.execute(text("DROP INDEX IF EXISTS ix_portfolios_search_trgm"))
    ensure_search_index(bind)
    rebuild_search_index(bind)


def downgrade() -> None:
    """Back to the trigram index."""
    bind = op.get_bind()
    drop_search_index(bind)
    statements = {"sqlite": _SQLITE_TRIGRAM, "postgresql": _POSTGRES_TRIGRAM}
    for statement in statements.get(bind.dialect.name, ()):
        bind.execute(text(statement))
