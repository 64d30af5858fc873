"""GET /api/Portfolio/all signed in: the kept shared page with the reader's own marks, the same
bytes as the page computed for them, and never stale in what the reader did themselves."""

import re

import orjson
from sqlalchemy import event, text
from sqlmodel import Session

from marketplace_app import seed
from marketplace_app.models.base import new_id
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.models.user import User
from marketplace_app.services.accounts import auth
from marketplace_app.services.portfolios import feed_cache, search
from marketplace_app.services.portfolios.portfolio_views import cards_json
from tests.factories import bearer

FEED = "/api/Portfolio/all"


def _reader(engine):
    """The owner of the first page's third work, with a contact detail in its title, who
    admired the first work they do not own; (user, token, own id, admired id)."""
    seed.main(["--portfolios", "300"])
    with Session(engine, expire_on_commit=False) as session:
        first = search.feed(session)["portfolios"]
        own = session.get(Portfolio, first[2]["_id"])
        own.title = "Call 98765 43210 for bookings"
        session.add(own)
        session.commit()
        user = session.get(User, own.user_id)
        admired = next(item["_id"] for item in first if item["userId"] != user.id)
        from marketplace_app.services.social import interactions
        interactions.toggle(session, actor=user, target_kind="portfolio", target_id=admired,
                            action="admire")
        return user, auth.token_for(user), own.id, admired


class Statements:
    """Counts every statement the app runs while in use."""

    def __init__(self, engine):
        self.engine, self.count = engine, 0

    def _seen(self, *_args):
        self.count += 1

    def __enter__(self):
        event.listen(self.engine, "before_cursor_execute", self._seen)
        return self

    def __exit__(self, *_exc):
        event.remove(self.engine, "before_cursor_execute", self._seen)


def _outside_sqlalchemy(engine, statement: str, params: dict) -> None:
    """A write by another worker: this process's page cache does not hear of it."""
    raw = engine.raw_connection()
    try:
        cursor = raw.cursor()
        if engine.dialect.name == "postgresql":  # psycopg's parameter style
            statement = re.sub(r":(\w+)", r"%(\1)s", statement)
        cursor.execute(statement, params)
        raw.commit()
    finally:
        raw.close()


def test_the_signed_in_page_from_the_cache_is_the_page_computed_for_the_reader(client,
                                                                                clean_db):
    user, token, own_id, admired = _reader(clean_db)
    feed_cache.forget_all()
    computed = client.get(FEED, headers=bearer(token))  # the route: computes, keeps the page
    assert computed.status_code == 200
    with Statements(clean_db) as statements:
        kept = client.get(FEED, headers=bearer(token))
    assert kept.content == computed.content
    # No page read: the token's version and the reader's marks are two driver-level reads.
    assert statements.count == 0
    with Session(clean_db) as session:
        page = search.cached_page()
        ids = [item["_id"] for item in page["portfolios"]]
        built = {"success": True, **page, "portfolios": cards_json(session, ids, user)}
    assert kept.content == orjson.dumps(built)
    items = {item["_id"]: item for item in kept.json()["portfolios"]}
    assert items[admired]["admired"] is True and items[own_id]["title"].startswith("Call 98765")
    anonymous = {item["_id"]: item for item in client.get(FEED).json()["portfolios"]}
    assert "admired" not in anonymous[admired]
    assert not anonymous[own_id]["title"].startswith("Call 98765")


def test_a_toggle_shows_on_the_reader_s_very_next_request(client, clean_db):
    _user, token, _own, admired = _reader(clean_db)
    client.get(FEED, headers=bearer(token))
    before = {i["_id"]: i for i in client.get(FEED, headers=bearer(token)).json()["portfolios"]}
    assert before[admired]["admired"] is True
    assert client.post(f"/api/Portfolio/{admired}/admire", headers=bearer(token)).json()[
        "admired"] is False
    after = {i["_id"]: i for i in client.get(FEED, headers=bearer(token)).json()["portfolios"]}
    assert after[admired]["admired"] is False
    assert after[admired]["admireCount"] == before[admired]["admireCount"] - 1
    other = next(i for i in after.values() if not i["appreciated"] and i["userId"] != _user.id)
    assert client.post(f"/api/Portfolio/{other['_id']}/appreciate",
                       headers=bearer(token)).json()["appreciated"] is True
    again = {i["_id"]: i for i in client.get(FEED, headers=bearer(token)).json()["portfolios"]}
    assert again[other["_id"]]["appreciated"] is True


def test_a_mark_made_through_another_worker_shows_though_the_page_is_kept(client, clean_db):
    user, token, _own, _admired = _reader(clean_db)
    client.get(FEED, headers=bearer(token))
    page = search.cached_page()
    target = next(i for i in page["portfolios"] if i["userId"] != user.id and i["_id"])
    _outside_sqlalchemy(clean_db, "INSERT INTO interactions (id, actor_id, target_kind, "
                        "target_id, kind, created_at) VALUES (:id, :actor, :kind, :target, "
                        ":action, CURRENT_TIMESTAMP)",
                        {"id": new_id(), "actor": user.id, "kind": "portfolio",
                         "target": target["_id"], "action": "share"})
    assert search.cached_page() is page  # the shared page is still kept
    seen = {i["_id"]: i for i in client.get(FEED, headers=bearer(token)).json()["portfolios"]}
    assert seen[target["_id"]]["shared"] is True


def test_a_token_signed_out_elsewhere_is_refused_on_the_kept_page(client, clean_db):
    user, token, _own, _admired = _reader(clean_db)
    assert client.get(FEED, headers=bearer(token)).status_code == 200
    assert search.cached_page() is not None
    _outside_sqlalchemy(clean_db, "UPDATE users SET token_version = token_version + 1 "
                        "WHERE id = :id", {"id": user.id})
    refused = client.get(FEED, headers=bearer(token))
    assert refused.status_code == 401 and refused.json()["message"]
    assert client.get(FEED, headers=bearer(token + "x")).status_code == 401
    with clean_db.connect() as conn:
        assert conn.execute(text("SELECT token_version FROM users WHERE id = :id"),
                            {"id": user.id}).scalar() == 1
    assert client.get(FEED, headers=bearer(auth.token_for(User(id=user.id, token_version=1)))
                      ).status_code == 200  # a token of the new version reads the kept page


def test_the_kept_page_s_reads_leave_no_transaction_open(client, clean_db):
    """Its connection is kept between requests: an open transaction would hold locks that
    block migrations and index builds (seen: the next test's seed waited forever)."""
    _user, token, _own, _admired = _reader(clean_db)
    for _ in range(3):
        assert client.get(FEED, headers=bearer(token)).status_code == 200
    if clean_db.dialect.name == "postgresql":
        with clean_db.connect() as conn:
            assert conn.execute(text(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND state = 'idle in transaction'")).scalar() == 0
    else:
        from marketplace_app.db import kept_cursor  # the server's loop thread keeps its own
        cursor, _style = kept_cursor()
        assert not cursor.connection.in_transaction
