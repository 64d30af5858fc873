"""The production server with two granian workers keeping Reflex state in a real Redis."""

import socket

import pytest
from playwright.sync_api import expect

from scripts.bench.servers import redis_answers
from tests.e2e.conftest import start_server, stop_server
from tests.e2e.test_signin_journeys import PASSWORD, _path

pytestmark = pytest.mark.e2e


def _redis_keys(pattern: str) -> bytes:
    with socket.create_connection(("127.0.0.1", 6379), timeout=2) as sock:
        sock.sendall(f"KEYS {pattern}\r\n".encode())
        return sock.recv(65536)


@pytest.fixture(scope="module")
def redis_server():
    if not redis_answers():
        pytest.skip("Redis is not answering on 127.0.0.1:6379")
    # The build is same-origin, so this server shares the session's one production build.
    url, proc, _ = start_server({"REFLEX_REDIS_URL": "redis://127.0.0.1:6379",
                                 "GRANIAN_WORKERS": "2"})
    yield url
    stop_server(proc)


def test_sign_up_and_reload_across_two_workers_keeps_the_session(redis_server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.goto(f"{redis_server}/talent-signin/")
        page.locator("#create-account").click()
        page.locator("#signup-fullname").fill("Redis Rani")
        page.locator("#signup-email").fill("redis.rani@example.com")
        page.locator("#signup-password").fill(PASSWORD)
        page.locator("#signup-submit").click()
        expect(page).to_have_url(_path(page, "/set-profile"), timeout=20_000)
        expect(page.locator("#signed-in-name")).to_have_text("Redis Rani")
        for _ in range(3):  # each reload opens a new websocket, which may reach either worker
            page.reload()
            expect(page.locator("#signed-in-name")).to_have_text("Redis Rani", timeout=20_000)
        assert b"auth_state" in _redis_keys("*auth_state*"), "the session state lives in Redis"
    finally:
        context.close()
