"""Recently used accounts kept in the browser: at most 5, newest first, keyed by email."""

import json
from datetime import datetime, timezone

MAX_RECENT = 5
STORAGE_KEY = "recent_accounts"
_FIELDS = ("id", "email", "fullName", "profilePhotoUrl", "lastLoginAt")


def _valid(entry) -> bool:
    return (isinstance(entry, dict) and isinstance(entry.get("email"), str)
            and isinstance(entry.get("fullName"), str)
            and bool(entry["email"].strip()) and bool(entry["fullName"].strip()))


def _clean(entry: dict) -> dict[str, str]:
    return {key: str(entry.get(key) or "") for key in _FIELDS}


def parse(raw: str | None) -> list[dict[str, str]]:
    """The stored list, keeping only entries with a string email and fullName."""
    try:
        data = json.loads(raw) if raw else []
    except (TypeError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    seen, kept = set(), []
    for entry in data:
        if _valid(entry) and entry["email"].strip().lower() not in seen:
            seen.add(entry["email"].strip().lower())
            kept.append(_clean(entry))
    return kept[:MAX_RECENT]


def remember(accounts: list[dict], user: dict, now: datetime | None = None
             ) -> list[dict[str, str]]:
    """Put this user first (replacing any entry with the same email), keep 5."""
    if not _valid(user):
        return [_clean(a) for a in accounts if _valid(a)][:MAX_RECENT]
    stamp = (now or datetime.now(timezone.utc)).isoformat()
    entry = _clean({**user, "lastLoginAt": stamp})
    key = entry["email"].strip().lower()
    others = [_clean(a) for a in accounts
              if _valid(a) and a["email"].strip().lower() != key]
    return [entry, *others][:MAX_RECENT]


def forget(accounts: list[dict], email: str) -> list[dict[str, str]]:
    """The list without the entry for this email ("forget this account")."""
    key = email.strip().lower() if isinstance(email, str) else ""
    return [_clean(a) for a in accounts if _valid(a) and a["email"].strip().lower() != key]


def dump(accounts: list[dict]) -> str:
    """The JSON stored under `recent_accounts`."""
    return json.dumps(accounts, separators=(",", ":"))
