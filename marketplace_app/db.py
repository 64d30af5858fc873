"""Database engine and session helpers."""

import threading
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


_kept = threading.local()  # engine -> a connection this thread keeps for short reads


def kept_cursor():
    """(a DB-API cursor, its parameter style) on a connection this thread keeps for short
    reads outside any transaction, so each sees the latest commit: no pool checkout, ping or
    reset per use. Only for threads that are few and long-lived (an event loop, a small
    executor); forget_kept_cursor() after an error."""
    kept = getattr(_kept, "by_engine", None)
    if kept is None:
        kept = _kept.by_engine = {}
    connection = kept.get(engine)
    if connection is None:
        pooled = engine.raw_connection()
        connection = pooled.driver_connection
        pooled.detach()  # the pool neither counts nor resets it
        if engine.dialect.name != "sqlite":
            # Autocommit on the driver's connection: an open transaction would hold table
            # locks that block migrations and index builds (sqlite3 opens none for a SELECT).
            connection.rollback()  # the checkout's ping began one
            connection.autocommit = True
        kept[engine] = connection
    return connection.cursor(), engine.dialect.paramstyle


def forget_kept_cursor() -> None:
    """Close this thread's kept connection (the next kept_cursor() opens another)."""
    connection = getattr(_kept, "by_engine", {}).pop(engine, None)
    if connection is not None:
        try:
            connection.close()
        except Exception:  # noqa: BLE001 - it is being dropped because it failed
            pass
