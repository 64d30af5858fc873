"""`make run-hosted`: the hosted mode on one machine (PostgreSQL, Redis, several workers).

Checks that PostgreSQL and Redis answer (and says so clearly when not), creates the database
if missing, migrates, seeds an empty database, then builds and serves with GRANIAN_WORKERS.
"""

import os
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _answers(url: str, default_port: int) -> bool:
    parts = urlsplit(url)
    try:
        with socket.create_connection((parts.hostname or "127.0.0.1", parts.port or default_port),
                                      timeout=2):
            return True
    except OSError:
        return False


def ensure_database(url: str) -> None:
    """Create the PostgreSQL database named in the URL when it does not exist yet."""
    from sqlalchemy import text
    from sqlalchemy.engine import make_url

    from marketplace_app.db import make_engine

    target = make_url(make_engine(url).url)
    admin = make_engine(target.set(database="postgres").render_as_string(hide_password=False))
    with admin.execution_options(isolation_level="AUTOCOMMIT").connect() as conn:
        exists = conn.execute(text("select 1 from pg_database where datname = :n"),
                              {"n": target.database}).first()
        if not exists:
            conn.execute(text(f'CREATE DATABASE "{target.database}"'))
            print(f"Created PostgreSQL database {target.database}")
    admin.dispose()


def main() -> int:
    """Check services, prepare the database, then hand over to scripts/serve.py."""
    db_url, redis_url = os.environ["REFLEX_DB_URL"], os.environ["REFLEX_REDIS_URL"]
    for name, url, port in (("PostgreSQL", db_url, 5432), ("Redis", redis_url, 6379)):
        if not _answers(url, port):
            print(f"{name} does not answer at {url}: start it or set the URL.", file=sys.stderr)
            return 1
    if int(os.environ.get("GRANIAN_WORKERS", "2")) < 2:
        print("The hosted mode runs at least 2 workers (GRANIAN_WORKERS).", file=sys.stderr)
        return 1
    ensure_database(db_url)
    py = sys.executable
    subprocess.run([py, "-m", "reflex", "db", "migrate"], cwd=ROOT, check=True)
    subprocess.run([py, "-m", "marketplace_app.seed"], cwd=ROOT, check=True)
    os.execv(py, [py, str(ROOT / "scripts/serve.py"), *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
