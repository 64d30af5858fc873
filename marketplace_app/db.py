"""Database engine and session helpers."""

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlmodel import Session, create_engine

from .settings import get_settings


def make_engine(url: str) -> Engine:
    """Create an engine; SQLite gets WAL mode and a busy timeout."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn, _record):
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://"):]
    # No server-side prepared statements: after five runs of one statement psycopg prepares it,
    # and PostgreSQL's generic plan for search's LIKE '%…%' cannot use the trigram index (a
    # Hindi query went from ~50 ms to 200-400 ms on its sixth run at 100k portfolios).
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20,
                         connect_args={"prepare_threshold": None})


def _ensure_sqlite_folder(url: str) -> None:
    if url.startswith("sqlite:///"):
        from pathlib import Path

        Path(url[len("sqlite:///"):]).parent.mkdir(parents=True, exist_ok=True)


_settings = get_settings()
_ensure_sqlite_folder(_settings.database_url)
engine: Engine = make_engine(_settings.database_url)


@contextmanager
def session_scope(bind: Engine | None = None) -> Iterator[Session]:
    """A session that closes itself; callers commit."""
    with Session(bind or engine, expire_on_commit=False) as session:
        yield session


@contextmanager
def raw_cursor(bind: Engine | None = None):
    """(a DB-API cursor from the pool, its parameter style) for hot read paths where the ORM
    and Core cost more than the query (the signed-in feed's marks: ~10 µs of SQLite work)."""
    bind = bind or engine
    connection = bind.raw_connection()
    try:
        yield connection.cursor(), bind.dialect.paramstyle
    finally:
        connection.close()
