"""Shared fixtures: a real database per backend (SQLite, and PostgreSQL when it answers)
and a real HTTP server running the API."""

import contextvars
import os
import socket
import tempfile
import threading
import time
import uuid
from contextlib import ExitStack, contextmanager
from pathlib import Path

# Settings are read once at import: point data, media and secrets at a throwaway folder
# before any app module is imported.
_DATA_DIR = Path(tempfile.mkdtemp(prefix="marketplace-test-"))
os.environ["MARKETPLACE_DATA_DIR"] = str(_DATA_DIR)
os.environ.pop("REFLEX_DB_URL", None)
# The suite signs up many users from 127.0.0.1: generous limits here (production keeps its
# defaults); tests/api/test_rate_limits.py sets realistic ones where it tests them.
for _name in ("LOGIN_IP", "LOGIN_GUESSES", "REGISTER_IP", "USERNAME_IP", "REVIEW_ACCOUNT",
              "MESSAGE_ACCOUNT", "MESSAGE_CONVERSATION", "COLLABORATION_ACCOUNT",
              "CONVERSATION_ACCOUNT", "VIEW_VIEWER"):
    os.environ.setdefault(f"MARKETPLACE_RATE_{_name}", "100000/minute")

import httpx  # noqa: E402
import pytest  # noqa: E402
from sqlalchemy import text  # noqa: E402
from sqlmodel import Session, SQLModel  # noqa: E402

from marketplace_app import db, models  # noqa: E402,F401
from marketplace_app.db import make_engine  # noqa: E402

POSTGRES_SERVER_URL = os.environ.get("TEST_POSTGRES_URL",
                                     "postgresql+psycopg://root@127.0.0.1:5432/test")
_BACKENDS_RUN: set[str] = set()


def _postgres_admin():
    """An autocommit engine on the `test` database, or None when PostgreSQL does not answer."""
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            pass
        admin = make_engine(POSTGRES_SERVER_URL).execution_options(isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            conn.execute(text("select 1"))
        return admin
    except Exception:  # noqa: BLE001 - any failure means "not available"
        return None


@contextmanager
def scratch_postgres_database(prefix: str = "mkt_test"):
    """A database of its own for this run (concurrent runs never share tables); yields its URL
    or None when PostgreSQL does not answer."""
    admin = _postgres_admin()
    if admin is None:
        yield None
        return
    name = f"{prefix}_{os.getpid()}_{uuid.uuid4().hex[:8]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield admin.url.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session", params=["sqlite", "postgresql"])
def engine(request):
    """A database on one backend with every table, shared by the tests of that backend."""
    with ExitStack() as stack:
        if request.param == "sqlite":
            eng = make_engine(f"sqlite:///{_DATA_DIR / 'test.db'}")
        else:
            url = stack.enter_context(scratch_postgres_database())
            if url is None:
                pytest.skip("PostgreSQL is not answering on 127.0.0.1:5432 (database test)")
            eng = make_engine(url)
        SQLModel.metadata.drop_all(eng)
        SQLModel.metadata.create_all(eng)
        _BACKENDS_RUN.add(request.param)
        yield eng
        eng.dispose()


@pytest.fixture
def clean_db(engine, monkeypatch):
    """An empty database that the app's own session helpers use."""
    with engine.begin() as conn:
        for table in reversed(SQLModel.metadata.sorted_tables):
            conn.execute(table.delete())
    monkeypatch.setattr(db, "engine", engine)
    return engine


@pytest.fixture
def session(clean_db):
    """A session on the clean database."""
    with Session(clean_db, expire_on_commit=False) as s:
        yield s


class _ServerThread(threading.Thread):
    def __init__(self, app, port: int):
        import uvicorn

        super().__init__(daemon=True)
        # proxy_headers off, as under granian in production: the app alone decides whose
        # X-Forwarded-For to believe (services/accounts/client_address.py).
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                                    log_level="warning", lifespan="off",
                                                    proxy_headers=False))

    def run(self):
        self._context.run(self.server.run)

    def start(self):
        """Serve in the starting thread's context, as the app's server does: Reflex keeps its
        registry of States in a context variable, and a State first imported by a request (the
        first screens import theirs lazily) must join the registry the others are in."""
        from reflex_base.registry import RegistrationContext

        RegistrationContext.ensure_context()
        self._context = contextvars.copy_context()
        super().start()


@pytest.fixture(scope="session")
def api_server():
    """The FastAPI app served over real HTTP on a free loopback port."""
    from marketplace_app.api.app import create_api

    port = free_port()
    thread = _ServerThread(create_api(), port)
    thread.start()
    deadline = time.monotonic() + 15
    while not thread.server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    thread.server.should_exit = True
    thread.join(timeout=5)


@pytest.fixture
def client(api_server, clean_db):
    """An HTTP client against the running API, on a clean database."""
    with httpx.Client(base_url=api_server, timeout=30) as http:
        yield http


def pytest_terminal_summary(terminalreporter):
    ran = ", ".join(sorted(_BACKENDS_RUN)) or "none"
    terminalreporter.write_line(f"database backends exercised: {ran}")
