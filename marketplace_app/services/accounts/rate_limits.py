"""Rate limits on login, registration, username checks and review posting, with the `limits`
library: in memory for a single process, in Redis (shared by every worker) when
REFLEX_REDIS_URL is set. Limits are read from the settings on every check."""

import logging
import math
import time
from functools import lru_cache

from limits import parse
from limits.storage import storage_from_string
from limits.strategies import MovingWindowRateLimiter

from ...settings import get_settings
from ..errors import RateLimited

log = logging.getLogger(__name__)
# action -> the setting that holds its limit ("N/period")
SETTINGS = {"login_ip": "rate_login_ip", "login_account": "rate_login_account",
            "register": "rate_register_ip", "username": "rate_username_ip",
            "review": "rate_review_account", "message": "rate_message_account",
            "upload": "rate_upload_account"}


def too_many(seconds: int) -> str:
    """The message an over-limit caller reads."""
    return f"Too many attempts. Please try again in {seconds} seconds."


@lru_cache
def _limiter() -> MovingWindowRateLimiter:
    url = get_settings().redis_url
    storage = storage_from_string(f"{url}" if url else "memory://")
    return MovingWindowRateLimiter(storage)


def _item(action: str):
    return parse(getattr(get_settings(), SETTINGS[action]))


def _retry_after(action: str, key: str) -> int:
    reset_at, _ = _limiter().get_window_stats(_item(action), action, key)
    return max(1, math.ceil(reset_at - time.time()))


def hit(action: str, key: str | None) -> None:
    """Count one request for (action, key); RateLimited when over the limit."""
    if not key:
        return
    if not _limiter().hit(_item(action), action, key.lower()):
        raise RateLimited(too_many(_retry_after(action, key.lower())),
                          _retry_after(action, key.lower()))


def check(action: str, key: str | None) -> None:
    """RateLimited when (action, key) is already at its limit, without counting."""
    if key and not _limiter().test(_item(action), action, key.lower()):
        seconds = _retry_after(action, key.lower())
        raise RateLimited(too_many(seconds), seconds)


def count(action: str, key: str | None) -> None:
    """Count one request without refusing it (e.g. a failed password)."""
    if key:
        _limiter().hit(_item(action), action, key.lower())


def reset() -> None:
    """Forget every counter (tests, and an operator after an incident)."""
    _limiter().storage.reset()
