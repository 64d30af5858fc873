"""Resumable uploads in the hosted mode (2 granian workers, PostgreSQL, Redis): a request left
hanging on one worker by a lost signal is ended by the owner's next request landing on the
other worker, which goes on from where the first stopped (issue 26, several workers).

Skipped, with the reason printed, when PostgreSQL or Redis does not answer on 127.0.0.1.
Which worker holds a connection is read from /proc (Linux)."""

import http.client
import socket
import time

import pytest

from tests.e2e.hosted_processes import hosted_server, listening_workers, workers_by_client_port
from tests.e2e.test_resumable_upload import MB, TUS, create, files_of, talent, video

pytestmark = pytest.mark.e2e
REDIS_DB = "redis://127.0.0.1:6379/1"


@pytest.fixture(scope="module")
def two_workers():
    """(URL, server process, data folder) of the build served by 2 workers."""
    with hosted_server("mkt_uploads_hosted", {"REFLEX_REDIS_URL": REDIS_DB}) as server:
        yield server.url, server.proc, server.data_dir


def _worker_of(proc, port: int, sock: socket.socket, timeout: float = 10) -> int:
    """The worker process holding this client connection."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        owner = workers_by_client_port(proc.pid, port).get(sock.getsockname()[1])
        if owner in listening_workers(proc.pid, port):
            return owner
        time.sleep(0.05)
    raise AssertionError("no worker holds the connection")


def _connection_to(proc, port: int, other_than: int) -> http.client.HTTPConnection:
    """A keep-alive connection accepted by a worker other than `other_than`."""
    for _ in range(40):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.connect()
        conn.request("OPTIONS", "/api/uploads", headers=TUS)  # served: now a worker holds it
        conn.getresponse().read()
        if _worker_of(proc, port, conn.sock) != other_than:
            return conn
        conn.close()
    raise AssertionError("every new connection went to the same worker")


def test_a_part_on_the_other_worker_ends_the_hanging_request_and_goes_on(two_workers):
    url, proc, data_dir = two_workers
    port = int(url.rsplit(":", 1)[1])
    deadline = time.monotonic() + 60
    while len(listening_workers(proc.pid, port)) < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert len(listening_workers(proc.pid, port)) == 2
    token, owner = talent(url)
    data = video(3 * MB)
    location = create(url, token, len(data)).headers["location"]
    auth = {**TUS, "Authorization": f"Bearer {token}"}
    hanging = socket.create_connection(("127.0.0.1", port))
    try:
        hanging.sendall((f"PATCH {location} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                         f"Tus-Resumable: 1.0.0\r\nAuthorization: Bearer {token}\r\n"
                         "Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\n"
                         f"Content-Length: {len(data)}\r\n\r\n").encode() + data[:MB + 1000])
        first = _worker_of(proc, port, hanging)
        time.sleep(1)  # it stays open on the first worker, sending nothing more
        conn = _connection_to(proc, port, other_than=first)
        conn.request("HEAD", location, headers=auth)
        answer = conn.getresponse()
        answer.read()
        assert answer.status == 200
        offset = int(answer.getheader("upload-offset"))
        assert offset == MB + 1000, offset  # what the hanging request had received, all kept
        conn.request("PATCH", location, body=data[offset:], headers={
            **auth, "Upload-Offset": str(offset),
            "Content-Type": "application/offset+octet-stream"})
        rest = conn.getresponse()
        body = rest.read()
        assert rest.status == 204, body
        assert int(rest.getheader("upload-offset")) == len(data)
        assert _worker_of(proc, port, conn.sock) != first
        conn.close()
        kept = [p for p in files_of(data_dir, owner) if p.name.endswith(".tus")]
        assert len(kept) == 1 and kept[0].read_bytes() == data
    finally:
        hanging.close()
