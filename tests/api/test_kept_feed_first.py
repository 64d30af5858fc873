"""A kept feed page is answered before Reflex's and the API's middleware (KeptFeedFirst): with
the same status, headers and bytes as the whole stack answers it, signed in or not; a request
from another origin, or for a page not kept, still goes through the stack."""

import asyncio
import time

import httpx
import pytest

from marketplace_app import seed
from marketplace_app.api import feed_page_cache
from marketplace_app.api.app import create_api
from marketplace_app.api.feed_page_cache import FeedPageCache, KeptFeedFirst
from marketplace_app.services.portfolios import feed_cache

FEED = "/api/Portfolio/all"
LEFT_TO_THE_SERVER = {"date", "server"}  # uvicorn's own, on every answer


class Stack:
    """Stands for the middleware stack: records what reaches it, answers 418."""

    def __init__(self):
        self.reached = []

    async def __call__(self, scope, receive, send):
        self.reached.append(scope["path"])
        await send({"type": "http.response.start", "status": 418, "headers": []})
        await send({"type": "http.response.body", "body": b""})


def _first(base: str, headers: dict) -> tuple[httpx.Response, Stack]:
    stack = Stack()

    async def get():
        transport = httpx.ASGITransport(app=KeptFeedFirst(stack))
        async with httpx.AsyncClient(transport=transport, base_url=base) as http:
            return await http.get(FEED, headers=headers)

    return asyncio.run(get()), stack


def _headers(response: httpx.Response) -> list:
    return sorted((k, v) for k, v in response.headers.multi_items()
                  if k not in LEFT_TO_THE_SERVER)


@pytest.mark.parametrize("signed_in", [False, True])
def test_a_kept_page_is_answered_first_as_the_whole_stack_answers_it(api_server, client,
                                                                    clean_db, signed_in):
    seed.main(["--portfolios", "60"])
    headers = {}
    if signed_in:
        token = client.post("/api/auth/register", json={
            "fullName": "Kiran Reader", "email": f"kiran-{time.time_ns()}@example.com",
            "password": "reader-password-1", "role": "CLIENT"}).json()["token"]
        headers = {"Authorization": f"Bearer {token}"}
    feed_cache.forget_all()
    client.get(FEED, headers=headers)  # computed by the route, and kept
    whole = client.get(FEED, headers=headers)  # the kept page, through the whole stack
    first, stack = _first(api_server, headers)
    assert stack.reached == []
    assert first.status_code == whole.status_code == 200
    assert first.content == whole.content
    assert _headers(first) == _headers(whole)
    assert first.headers["content-security-policy"] and first.headers["x-content-type-options"]


def test_other_origins_bad_tokens_and_pages_not_kept_go_through_the_stack(api_server, client,
                                                                         clean_db):
    seed.main(["--portfolios", "60"])
    feed_cache.forget_all()
    token = client.post("/api/auth/register", json={
        "fullName": "Kiran Reader", "email": f"kiran-{time.time_ns()}@example.com",
        "password": "reader-password-1", "role": "CLIENT"}).json()["token"]
    for _ in range(2):  # the page every reader shares, and the visitors' answer, kept
        client.get(FEED, headers={"Authorization": f"Bearer {token}"})
        client.get(FEED)
    kept, stack = _first(api_server, {})
    assert kept.status_code == 200 and stack.reached == []
    _response, stack = _first(api_server, {"Origin": "https://elsewhere.example"})
    assert stack.reached == [FEED]  # CORS answers it
    _response, stack = _first(api_server, {"Authorization": "Bearer not-a-token"})
    assert stack.reached == [FEED]  # the route answers it, with its 401
    feed_cache.forget_all()
    _response, stack = _first(api_server, {})
    assert stack.reached == [FEED]


def test_a_token_the_wrapper_refused_is_read_once_before_the_route_answers(
        api_server, client, clean_db, monkeypatch):
    """Signed out elsewhere: the wrapper reads the version and refuses; the middleware inside
    does not read it again (with PostgreSQL down, each read could wait seconds)."""
    seed.main(["--portfolios", "60"])
    feed_cache.forget_all()
    token = client.post("/api/auth/register", json={
        "fullName": "Kiran Reader", "email": f"kiran-{time.time_ns()}@example.com",
        "password": "reader-password-1", "role": "CLIENT"}).json()["token"]
    headers = {"Authorization": f"Bearer {token}"}
    client.get(FEED, headers=headers)  # the shared page, kept
    assert client.post("/api/auth/logout", headers=headers).status_code < 300
    reads = []
    looked_up = FeedPageCache._kept_body

    async def counted(scope):
        reads.append(scope["path"])
        return await looked_up(scope)

    monkeypatch.setattr(feed_page_cache.FeedPageCache, "_kept_body", staticmethod(counted))

    async def get():
        transport = httpx.ASGITransport(app=KeptFeedFirst(create_api()))
        async with httpx.AsyncClient(transport=transport, base_url=api_server) as http:
            return await http.get(FEED, headers=headers)

    refused = asyncio.run(get())
    assert refused.status_code == 401 and refused.json()["message"]
    assert reads == [FEED]
