"""A visitor's served feed page is kept whole (the feed's page cache: computed once for many
concurrent cold requests, forgotten on a write, per address filters and language), while a
member's page is drawn for them, with their marks."""

import threading

from sqlmodel import Session

from marketplace_app import seed
from marketplace_app.first_screen import feed, serve
from marketplace_app.models.user import User
from marketplace_app.services.accounts import auth
from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from marketplace_app.services.portfolios import feed_cache, search
from marketplace_app.services.social import interactions
from tests.factories import make_user

SHELL = "<html><head></head><body><main></main></body></html>"


def _counted_loads(monkeypatch) -> list:
    """The feed pages drawn (feed.load calls), with a stand-in for the built page shell."""
    monkeypatch.setattr(serve.page, "prepared", lambda relative, lang: SHELL)
    calls, real = [], feed.load

    def counted(base, query, cookie_header=""):
        calls.append((base, cookie_header))
        return real(base, query, cookie_header)

    monkeypatch.setattr(feed, "load", counted)
    return calls


def test_a_visitors_feed_page_is_drawn_once_until_a_write(clean_db, monkeypatch):
    seed.main(["--portfolios", "30"])
    monkeypatch.setattr(feed_cache, "TTL", 600)  # only a write may make the page new
    feed_cache.forget_all()
    drawn = _counted_loads(monkeypatch)
    first = serve.feed_page("/main-feed", "", {})
    assert serve.feed_page("/main-feed", "utm_source=x", {}) == first  # same filters
    assert len(drawn) == 1
    serve.feed_page("/main-feed", "category=Designers", {})
    serve.feed_page("/main-feed", "lang=hi", {})
    assert len(drawn) == 3
    with Session(clean_db, expire_on_commit=False) as session:
        fan = make_user(session, role="CLIENT")[0]
        top = search.feed(session)["portfolios"][0]["_id"]
        interactions.toggle(session, actor=fan, target_kind="portfolio", target_id=top,
                            action="admire")
    again = serve.feed_page("/main-feed", "", {})
    assert len(drawn) == 4 and again[1] != first[1]  # the seed's fingerprint: new counts


def test_a_members_feed_page_is_drawn_for_them_every_time(clean_db, monkeypatch):
    seed.main(["--portfolios", "30"])
    monkeypatch.setattr(feed_cache, "TTL", 600)
    feed_cache.forget_all()
    drawn = _counted_loads(monkeypatch)
    with Session(clean_db, expire_on_commit=False) as session:
        member = session.get(User, make_user(session, role="CLIENT")[0].id)
        cookie = {"cookie": f"{SESSION_COOKIE}={auth.token_for(member)}"}
    serve.feed_page("/main-feed", "", {})
    serve.feed_page("/main-feed", "", cookie)
    serve.feed_page("/main-feed", "", cookie)
    assert [bool(c) for _, c in drawn] == [False, True, True]


def test_a_cold_feed_page_asked_for_by_many_visitors_at_once_is_drawn_once(clean_db,
                                                                           monkeypatch):
    seed.main(["--portfolios", "30"])
    feed_cache.forget_all()
    drawn = _counted_loads(monkeypatch)
    readers, served = 30, []
    gate = threading.Barrier(readers)

    def ask():
        gate.wait()
        served.append(serve.feed_page("/find-talent", "search=wedding", {}))

    threads = [threading.Thread(target=ask) for _ in range(readers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(drawn) == 1 and len(served) == readers and len(set(served)) == 1
