"""Both servers the launcher runs (MARKETPLACE_SERVER: uvicorn, the default, and granian), hosted
with 2 workers (PostgreSQL, Redis): each serves pages and events, replaces a dead worker and
ends its workers with itself."""

import os
import signal
import time

import httpx
import pytest

from tests.e2e.hosted_processes import descendants, hosted_server, listening_workers, parent
from tests.e2e.test_hosted import _action, _signed_in_context

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module", params=["uvicorn", "granian"])
def hosted(request):
    """The shared build under one server's supervisor, 2 workers."""
    with hosted_server(f"mkt_{request.param}", {"REFLEX_REDIS_URL": "redis://127.0.0.1:6379",
                                                "MARKETPLACE_SERVER": request.param}) as server:
        yield server


def _workers(hosted, count=2, timeout=40.0, without=()) -> list[int]:
    deadline = time.monotonic() + timeout
    found = []
    while time.monotonic() < deadline:
        found = [p for p in listening_workers(hosted.proc.pid, hosted.port) if p not in without]
        if len(found) >= count:
            return found
        time.sleep(0.2)
    raise AssertionError(f"expected {count} workers, found {found}")


def test_a_member_signs_in_and_moves_between_pages_over_the_websocket(hosted, browser):
    assert len(_workers(hosted)) == 2
    page_answer = httpx.get(f"{hosted.url}/main-feed/")
    assert page_answer.status_code == 200 and "<title>Feed" in page_answer.text
    context, page = _signed_in_context(browser, hosted, "Uma Server")
    try:
        for step in range(4):
            _action(page, hosted, step, "Uma Server")
    finally:
        context.close()


def test_a_dead_worker_is_replaced_and_the_workers_end_with_the_server(hosted):
    first, second = _workers(hosted)
    os.kill(first, signal.SIGKILL)
    replaced = _workers(hosted, without=(first,))
    assert second in replaced and len(replaced) == 2
    assert httpx.get(f"{hosted.url}/ping").status_code == 200
    # kill -9 of the supervisor (the workers' parent) leaves no worker holding the port.
    supervisor = parent(replaced[0])
    assert supervisor == parent(replaced[1]) and supervisor in descendants(hosted.proc.pid)
    os.kill(supervisor, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(os.path.exists(f"/proc/{p}") and
                                              _alive(p) for p in replaced):
        time.sleep(0.2)
    assert not [p for p in replaced if _alive(p)], "a worker outlived its server"


def _alive(pid: int) -> bool:
    """Whether pid runs (a zombie waiting for its parent counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
