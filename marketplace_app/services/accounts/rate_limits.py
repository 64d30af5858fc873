"""Rate limits on login, registration, username checks, reviews, collaboration requests,
conversations and messages, with the `limits` library: in memory for a single process, in
Redis (shared by every worker) when REFLEX_REDIS_URL is set. Limits are read from the settings
on every check; a setting may list several ("5/minute;10/hour"), a stepped backoff."""

import logging
import math
import time
from functools import lru_cache

from limits import parse_many
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

from ...settings import get_settings
from ..errors import RateLimited

log = logging.getLogger(__name__)
# action -> the setting that holds its limit ("N/period")
SETTINGS = {"login_ip": "rate_login_ip", "login_guess": "rate_login_guesses",
            "register": "rate_register_ip", "username": "rate_username_ip",
            "review": "rate_review_account", "message": "rate_message_account",
            "message_conversation": "rate_message_conversation",
            "collaboration": "rate_collaboration_account",
            "conversation": "rate_conversation_account", "view": "rate_view_viewer",
            "upload": "rate_upload_account"}


def too_many(seconds: int) -> str:
    """The message an over-limit caller reads."""
    return f"Too many attempts. Please try again in {seconds} seconds."


def refusal(action: str, seconds: int) -> str:
    """What an over-limit caller reads, for the action they repeated."""
    if action == "collaboration":
        return f"You have sent many collaboration requests. Please try again in {seconds} seconds."
    if action == "conversation":
        return f"You have started many conversations. Please try again in {seconds} seconds."
    if action in ("message", "message_conversation"):
        return f"You are sending messages too fast. Please try again in {seconds} seconds."
    return too_many(seconds)


@lru_cache
def _limiter() -> MovingWindowRateLimiter:
    url = get_settings().redis_url
    storage = storage_from_string(f"{url}" if url else "memory://")
    return MovingWindowRateLimiter(storage)


def _items(action: str):
    return parse_many(getattr(get_settings(), SETTINGS[action]))


def _refuse(action: str, key: str, items) -> None:
    now = time.time()
    seconds = max(max(1, math.ceil(_limiter().get_window_stats(item, action, key)[0] - now))
                  for item in items)
    raise RateLimited(refusal(action, seconds), seconds)


def hit(action: str, key: str | None) -> None:
    """Count one request for (action, key); RateLimited when over any of its limits."""
    if not key:
        return
    key = key.lower()
    over = [item for item in _items(action) if not _limiter().hit(item, action, key)]
    if over:
        _refuse(action, key, over)


def check(action: str, key: str | None) -> None:
    """RateLimited when (action, key) is already at one of its limits, without counting."""
    if not key:
        return
    key = key.lower()
    over = [item for item in _items(action) if not _limiter().test(item, action, key)]
    if over:
        _refuse(action, key, over)


def count(action: str, key: str | None) -> None:
    """Count one request without refusing it (e.g. a failed password)."""
    if key:
        for item in _items(action):
            _limiter().hit(item, action, key.lower())


def reset() -> None:
    """Forget every counter (tests, and an operator after an incident)."""
    _limiter().storage.reset()
