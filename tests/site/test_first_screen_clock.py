"""A served page's relative times ("5 minutes ago") and the first ones its State draws read one
moment, carried in the first_screen cookie: across a minute boundary they still agree."""

from datetime import datetime, timedelta, timezone

from marketplace_app.first_screen import clock, seed
from marketplace_app.state.inbox_rows import notification_row

KEY = "/notifications"
ITEM = {"id": "n1", "kind": "admire", "subjectType": "portfolio", "subjectId": "p1",
        "subjectTitle": "Monsoon rooftops", "tab": "appreciations", "read": False,
        "actor": {"_id": "u1", "fullName": "Asha Rao", "profileImage": ""}}


def _rows(created: datetime, lang: str, now: datetime | None) -> dict:
    item = {**ITEM, "createdAt": created.isoformat().replace("+00:00", "Z")}
    return {"rows": [notification_row(item, lang, now)]}


def test_the_state_draws_the_served_times_after_a_minute_boundary():
    served_at = clock.served_moment()
    created = served_at - timedelta(minutes=4, seconds=59)
    served = _rows(created, "hi", served_at)
    cookie = clock.stamped(served_at, seed.fingerprints(KEY, served))
    moment, fingerprints = clock.unstamped(cookie, 120)
    assert moment == served_at
    assert seed.matching(KEY, _rows(created, "hi", moment), fingerprints) == {"rows"}
    # Read by the clock a few seconds later, the row says 5 minutes, not the 4 served.
    later = _rows(created, "hi", served_at + timedelta(seconds=3))
    assert later != served and seed.matching(KEY, later, fingerprints) == set()


def test_a_stale_future_or_missing_stamp_reads_the_clock():
    now = datetime.now(timezone.utc)
    assert clock.unstamped(clock.stamped(now - timedelta(minutes=5), "ab.cd"), 120) == \
        (None, "ab.cd")
    assert clock.unstamped(clock.stamped(now + timedelta(minutes=5), "ab.cd"), 120) == \
        (None, "ab.cd")
    assert clock.unstamped("ab.cd", 120) == (None, "ab.cd")
