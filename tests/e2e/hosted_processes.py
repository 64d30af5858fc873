"""Which server worker holds which TCP connection, read from Linux's /proc; and a hosted-mode
server (2 workers, PostgreSQL, Redis) for the tests that need one."""

import contextlib
import os
from pathlib import Path
from types import SimpleNamespace

import pytest


def parent(pid: int) -> int | None:
    """The parent process id, or None when pid is gone."""
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return None


def children(pid: int) -> list[int]:
    """Direct child processes of pid."""
    return [int(p.name) for p in Path("/proc").glob("[0-9]*") if parent(int(p.name)) == pid]


def descendants(pid: int) -> list[int]:
    """Every process below pid."""
    out, todo = [], [pid]
    while todo:
        for child in children(todo.pop()):
            out.append(child)
            todo.append(child)
    return out


def _socket_inodes(pid: int) -> set[str]:
    inodes = set()
    try:
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    except OSError:
        pass
    return inodes


def _connections(server_port: int) -> dict[str, int]:
    """inode -> client port, for ESTABLISHED connections to server_port."""
    out = {}
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            cols = line.split()
            local, remote, state, inode = cols[1], cols[2], cols[3], cols[9]
            if state == "01" and int(local.rsplit(":", 1)[1], 16) == server_port:
                out[inode] = int(remote.rsplit(":", 1)[1], 16)
    return out


def workers_by_client_port(server_pid: int, server_port: int) -> dict[int, int]:
    """client port -> worker pid for every open connection to the server."""
    connections = _connections(server_port)
    owners = {}
    for pid in descendants(server_pid):
        for inode in _socket_inodes(pid) & connections.keys():
            owners[connections[inode]] = pid
    return owners


def listening_workers(server_pid: int, server_port: int) -> list[int]:
    """The server's workers: processes holding the listening socket below its supervisor
    (the server process's child, which may or may not keep the socket open itself)."""
    listening = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            cols = line.split()
            if cols[3] == "0A" and int(cols[1].rsplit(":", 1)[1], 16) == server_port:
                listening.add(cols[9])
    holders = {pid for pid in descendants(server_pid) if _socket_inodes(pid) & listening}
    return sorted(pid for pid in holders if parent(pid) != server_pid)


@contextlib.contextmanager
def hosted_server(database_prefix: str, extra_env: dict):
    """The shared build served by 2 workers on a scratch PostgreSQL database and
    Redis; skips the test where /proc, Redis or PostgreSQL is missing. Yields (url, port, proc)
    as a namespace."""
    from tests.conftest import scratch_postgres_database
    from tests.e2e.conftest import start_server, stop_server
    from scripts.bench.servers import redis_answers

    if not os.path.isdir("/proc/net"):
        pytest.skip("which worker holds a connection is read from Linux's /proc")
    if not redis_answers():
        pytest.skip("Redis is not answering on 127.0.0.1:6379: hosted-mode test not run")
    with scratch_postgres_database(database_prefix) as pg_url:
        if pg_url is None:
            pytest.skip("PostgreSQL is not answering on 127.0.0.1:5432: hosted-mode test not run")
        url, proc, data_dir = start_server({"REFLEX_DB_URL": pg_url, "GRANIAN_WORKERS": "2",
                                            **extra_env})
        try:
            yield SimpleNamespace(url=url, port=int(url.rsplit(":", 1)[1]), proc=proc,
                                  data_dir=data_dir)
        finally:
            stop_server(proc)
