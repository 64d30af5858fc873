"""Recent accounts: at most 5, newest first, keyed by email, only complete entries."""

import json
from datetime import datetime, timezone

from marketplace_app.state import recent_accounts as ra

NOW = datetime(2026, 11, 21, 1, 0, tzinfo=timezone.utc)


def _user(n: int, **extra) -> dict:
    return {"id": f"u{n}", "email": f"user{n}@example.com", "fullName": f"User {n}",
            "profilePhotoUrl": None, **extra}


def test_newest_first_and_at_most_five():
    accounts: list = []
    for n in range(1, 8):
        accounts = ra.remember(accounts, _user(n), NOW)
    assert [a["email"] for a in accounts] == [f"user{n}@example.com" for n in (7, 6, 5, 4, 3)]


def test_same_email_replaces_the_old_entry_and_moves_to_the_front():
    accounts = ra.remember([], _user(1), NOW)
    accounts = ra.remember(accounts, _user(2), NOW)
    accounts = ra.remember(accounts, _user(1, fullName="User One Renamed",
                                           email="USER1@example.com"), NOW)
    assert [a["fullName"] for a in accounts] == ["User One Renamed", "User 2"]
    assert accounts[0]["lastLoginAt"] == NOW.isoformat()


def test_an_account_without_name_or_email_is_not_added():
    accounts = ra.remember([], _user(1), NOW)
    assert ra.remember(accounts, {"email": "x@example.com"}, NOW) == accounts
    assert ra.remember(accounts, {"fullName": "No Email"}, NOW) == accounts
    assert ra.remember(accounts, {"email": 5, "fullName": "Bad"}, NOW) == accounts


def test_parse_keeps_only_string_email_and_full_name():
    stored = json.dumps([_user(1), {"email": "x@example.com"}, {"email": 3, "fullName": "y"},
                         "junk", _user(2)])
    assert [a["email"] for a in ra.parse(stored)] == ["user1@example.com",
                                                      "user2@example.com"]


def test_parse_survives_garbage():
    for raw in (None, "", "not json", "{}", "42"):
        assert ra.parse(raw) == []


def test_round_trip_through_storage_text():
    accounts = ra.remember([], _user(3), NOW)
    assert ra.parse(ra.dump(accounts)) == accounts
    assert accounts[0]["profilePhotoUrl"] == ""


def test_forget_this_account_removes_only_that_entry():
    from marketplace_app.state import recent_accounts as ra

    kept = ra.remember([], {"email": "a@example.com", "fullName": "A"})
    kept = ra.remember(kept, {"email": "b@example.com", "fullName": "B"})
    assert [a["email"] for a in ra.forget(kept, " A@Example.com ")] == ["b@example.com"]
    assert ra.forget(kept, None) == kept


def test_kiosk_mode_keeps_no_recent_accounts_by_default():
    from marketplace_app.settings import Settings

    assert Settings().keeps_recent_accounts is True
    assert Settings(kiosk_mode=True).keeps_recent_accounts is False
    assert Settings(kiosk_mode=True, remember_accounts=True).keeps_recent_accounts is True
