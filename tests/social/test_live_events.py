"""Live news: a committed message or notification wakes the open pages of the people it
concerns, in this process or, through a real Redis, from another process; a rolled-back write
or an unrelated user wakes nobody."""

import asyncio
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from marketplace_app.services import live_events
from marketplace_app.services.social import conversations as convs
from marketplace_app.services.social import notifications
from marketplace_app.settings import get_settings
from tests.async_run import run
from scripts.bench.servers import redis_answers
from tests.factories import make_user

ROOT = Path(__file__).resolve().parents[2]
REDIS_URL = "redis://127.0.0.1:6379/4"
QUIET = 0.3  # how long a waiter that must not be woken is watched


def _users(session, n=3):
    return [make_user(session)[0] for _ in range(n)]


async def _wakes(user_ids, act, timeout=2.0, ready=None) -> list[bool]:
    """Which of these users' waiters `act` (run in a worker thread, as services are) wakes."""
    listeners = [live_events.listen(u) for u in user_ids]
    for listener in listeners:
        listener.__enter__()
    try:
        if ready is not None:
            await asyncio.to_thread(ready)
        await asyncio.to_thread(act)
        return list(await asyncio.gather(*(
            listener.wait(timeout if i == 0 else QUIET) for i, listener in enumerate(listeners))))
    finally:
        for listener in listeners:
            listener.__exit__(None, None, None)


def test_a_message_wakes_both_parties_and_nobody_else(session):
    sender, reader, stranger = _users(session)
    chat = convs.start_conversation(session, actor=sender, user_id=reader.id)
    woken = run(_wakes([reader.id, sender.id, stranger.id], lambda: convs.send_message(
        session, actor=sender, conversation_id=chat.id, body="hello")))
    assert woken == [True, True, False]


def test_reading_wakes_the_readers_other_tabs_only_when_something_was_unread(session):
    sender, reader = _users(session, 2)
    chat = convs.start_conversation(session, actor=sender, user_id=reader.id)
    convs.send_message(session, actor=sender, conversation_id=chat.id, body="hello")
    read = lambda: convs.mark_read(session, actor=reader, conversation_id=chat.id)  # noqa: E731
    assert run(_wakes([reader.id], read)) == [True]
    # Nothing left unread: no news, so a page that reads on news does not wake itself forever.
    assert run(_wakes([reader.id], read, timeout=QUIET)) == [False]


def test_a_rolled_back_write_wakes_nobody(session):
    actor, recipient = _users(session, 2)

    def rolled_back():
        notifications.notify(session, recipient_id=recipient.id, actor_id=actor.id,
                             kind="admire", subject_type="user", subject_id=recipient.id)
        session.rollback()
        session.commit()  # a later commit of nothing does not carry the dropped news

    assert run(_wakes([recipient.id], rolled_back, timeout=QUIET)) == [False]


@pytest.fixture
def redis_live(monkeypatch):
    """The settings pointed at a real Redis (database 4) and a channel of this test's own."""
    if not redis_answers():
        pytest.skip("Redis is not answering on 127.0.0.1:6379")
    channel = f"live-test-{uuid.uuid4().hex}"
    monkeypatch.setattr(get_settings(), "redis_url", REDIS_URL)
    monkeypatch.setattr(get_settings(), "live_channel", channel)
    return channel


def _subscribed(channel: str) -> None:
    """Wait until this process's subscriber listens on the channel."""
    client = live_events._publisher(REDIS_URL)
    deadline = time.monotonic() + 5
    while dict(client.pubsub_numsub(channel)).get(channel.encode(), 0) < 1:
        assert time.monotonic() < deadline, "the worker never subscribed"
        time.sleep(0.02)


def test_news_published_by_another_process_reaches_this_one_through_redis(redis_live):
    user_id = f"user-{uuid.uuid4().hex}"
    env = {**os.environ, "REFLEX_REDIS_URL": REDIS_URL, "MARKETPLACE_LIVE_CHANNEL": redis_live}
    code = f"from marketplace_app.services import live_events; live_events.publish([{user_id!r}])"

    def other_process():
        subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True)

    woken = run(_wakes([user_id, "someone-else"], other_process, timeout=10,
                       ready=lambda: _subscribed(redis_live)))
    assert woken == [True, False]


def test_a_committed_message_goes_through_redis(session, redis_live):
    sender, reader = _users(session, 2)
    chat = convs.start_conversation(session, actor=sender, user_id=reader.id)
    woken = run(_wakes([reader.id], lambda: convs.send_message(
        session, actor=sender, conversation_id=chat.id, body="over redis"),
        ready=lambda: _subscribed(redis_live)))
    assert woken == [True]
