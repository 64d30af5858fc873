"""Benchmark databases, seeded once per size and schema into a temporary folder and reused."""

import hashlib
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from .servers import ROOT

BENCH_DIR = Path(os.environ.get("BENCH_DIR", "/tmp/marketplace-bench"))
POSTGRES_ADMIN = os.environ.get("BENCH_POSTGRES_URL", "postgresql://root@127.0.0.1:5432/test")
# Helpers sharing one PostgreSQL name their own databases (BENCH_POSTGRES_PREFIX).
POSTGRES_PREFIX = os.environ.get("BENCH_POSTGRES_PREFIX", "marketplace_bench")


@dataclass(frozen=True)
class BenchDatabase:
    """One seeded database: its environment for the server, and how long seeding took."""

    label: str
    backend: str
    size: int
    env: dict
    seed_seconds: float | None


SEED_FORMAT = "1"  # bump when the bulk seed's rows change


def schema_version() -> str:
    """Changes whenever the migrations, the generated texts or SEED_FORMAT change (then
    everything is seeded again)."""
    digest = hashlib.sha256(SEED_FORMAT.encode())
    for path in sorted((ROOT / "alembic/versions").glob("*.py")) + [
            ROOT / "marketplace_app/seed_art.py", ROOT / "marketplace_app/seed_briefs.py"]:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


BRIEFS_AT_MOST = 100_000  # open jobs beside the portfolios (the /browse rows)


def _run(env: dict, *args: str) -> None:
    subprocess.run([sys.executable, *args], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL if args[0] == "-m" and args[1] == "reflex" else None)


def _seed(env: dict, size: int) -> float:
    started = time.monotonic()
    _run(env, "-m", "reflex", "db", "migrate")
    _run(env, "-m", "marketplace_app.seed", "--portfolios", str(size),
         "--briefs", str(min(size, BRIEFS_AT_MOST)))
    return time.monotonic() - started


def _base_env(folder: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MARKETPLACE_", "REFLEX_"))}
    env.update({"MARKETPLACE_DATA_DIR": str(folder), "REFLEX_TELEMETRY_ENABLED": "false",
                "REFLEX_CHECK_LATEST_VERSION": "false",
                "PATH": f"{ROOT / 'tools/node_modules/.bin'}:{Path(sys.executable).parent}:"
                        f"{os.environ.get('PATH', '')}"})
    return env


def sqlite_database(size: int) -> BenchDatabase:
    """A SQLite file with `size` generated portfolios (seeded unless already there)."""
    folder = BENCH_DIR / f"sqlite-{size}-{schema_version()}"
    env = _base_env(folder)
    env["REFLEX_DB_URL"] = f"sqlite:///{folder / 'marketplace.db'}"
    stamp, seconds = folder / "seeded", None
    if not stamp.exists():
        if folder.exists():
            subprocess.run(["rm", "-rf", str(folder)], check=True)
        folder.mkdir(parents=True)
        print(f"seeding SQLite with {size:,} portfolios into {folder} ...", flush=True)
        seconds = _seed(env, size)
        stamp.write_text(f"{seconds:.0f}")
    return BenchDatabase(f"SQLite {size:,}", "sqlite", size, env, seconds)


def _folder_suffix() -> str:
    """A bench folder other than the default owns its own PostgreSQL databases (two sessions
    with their own BENCH_DIR must not drop each other's)."""
    if "BENCH_DIR" not in os.environ:
        return ""
    return "_" + hashlib.sha256(str(BENCH_DIR).encode()).hexdigest()[:6]


def postgres_database(size: int) -> BenchDatabase | None:
    """A PostgreSQL database with `size` portfolios, or None when PostgreSQL does not answer."""
    from sqlalchemy import create_engine, text

    admin_url = POSTGRES_ADMIN.replace("postgresql://", "postgresql+psycopg://", 1)
    name = f"{POSTGRES_PREFIX}_{size}_{schema_version()}{_folder_suffix()}"
    try:
        admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            exists = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"),
                                  {"n": name}).first() is not None
    except Exception as error:  # noqa: BLE001 - any failure means "not available"
        print(f"PostgreSQL not available ({error.__class__.__name__}); skipping it", flush=True)
        return None
    folder = BENCH_DIR / f"postgres-{size}-{schema_version()}"
    env = _base_env(folder)
    env["REFLEX_DB_URL"] = POSTGRES_ADMIN.rsplit("/", 1)[0] + f"/{name}"
    stamp, seconds = folder / "seeded", None
    if not (exists and stamp.exists()):
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        folder.mkdir(parents=True, exist_ok=True)
        print(f"seeding PostgreSQL with {size:,} portfolios into {name} ...", flush=True)
        seconds = _seed(env, size)
        stamp.write_text(f"{seconds:.0f}")
    admin.dispose()
    return BenchDatabase(f"PostgreSQL {size:,}", "postgresql", size, env, seconds)


def demo_database() -> BenchDatabase:
    """A SQLite file with the demo marketplace (`python -m marketplace_app.seed`)."""
    folder = BENCH_DIR / f"demo-{schema_version()}"
    env = _base_env(folder)
    env["REFLEX_DB_URL"] = f"sqlite:///{folder / 'marketplace.db'}"
    stamp, seconds = folder / "seeded", None
    if not stamp.exists():
        if folder.exists():
            subprocess.run(["rm", "-rf", str(folder)], check=True)
        folder.mkdir(parents=True)
        started = time.monotonic()
        _run(env, "-m", "reflex", "db", "migrate")
        _run(env, "-m", "marketplace_app.seed")
        seconds = time.monotonic() - started
        stamp.write_text(f"{seconds:.0f}")
    return BenchDatabase("demo", "sqlite", 0, env, seconds)
