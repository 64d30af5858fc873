"""The database-side search index over portfolios.search_text (one definition, used by the
migration and by create_all): SQLite FTS5 with the trigram tokenizer, PostgreSQL pg_trgm."""

from sqlalchemy import text
from sqlalchemy.engine import Connection

FTS_TABLE = "portfolio_search"

_SQLITE = (
    f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5("
    "search_text, content='portfolios', content_rowid='rowid', tokenize='trigram')",
    f"""CREATE TRIGGER IF NOT EXISTS portfolios_search_ai AFTER INSERT ON portfolios BEGIN
        INSERT INTO {FTS_TABLE}(rowid, search_text) VALUES (new.rowid, new.search_text);
    END""",
    f"""CREATE TRIGGER IF NOT EXISTS portfolios_search_ad AFTER DELETE ON portfolios BEGIN
        INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, search_text)
        VALUES ('delete', old.rowid, old.search_text);
    END""",
    f"""CREATE TRIGGER IF NOT EXISTS portfolios_search_au AFTER UPDATE OF search_text
        ON portfolios BEGIN
        INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, search_text)
        VALUES ('delete', old.rowid, old.search_text);
        INSERT INTO {FTS_TABLE}(rowid, search_text) VALUES (new.rowid, new.search_text);
    END""",
)
_POSTGRES = (
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE INDEX IF NOT EXISTS ix_portfolios_search_trgm ON portfolios "
    "USING gin (search_text gin_trgm_ops)",
)


def ensure_search_index(connection: Connection) -> None:
    """Create the search index and its upkeep if missing (idempotent)."""
    name = connection.dialect.name
    for statement in _SQLITE if name == "sqlite" else _POSTGRES if name == "postgresql" else ():
        connection.execute(text(statement))


def rebuild_search_index(connection: Connection) -> None:
    """Re-read every row into the SQLite index (e.g. after a VACUUM renumbered rowids)."""
    if connection.dialect.name == "sqlite":
        connection.execute(text(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('rebuild')"))


def drop_search_index(connection: Connection) -> None:
    """Remove what ensure_search_index made (the pg_trgm extension stays)."""
    if connection.dialect.name == "sqlite":
        for trigger in ("portfolios_search_ai", "portfolios_search_ad", "portfolios_search_au"):
            connection.execute(text(f"DROP TRIGGER IF EXISTS {trigger}"))
        connection.execute(text(f"DROP TABLE IF EXISTS {FTS_TABLE}"))
    elif connection.dialect.name == "postgresql":
        connection.execute(text("DROP INDEX IF EXISTS ix_portfolios_search_trgm"))
