"""A visitor's served feed page is kept whole (the feed's page cache: computed once for many
concurrent cold requests, forgotten on a write, per address filters and language), and a
member's page is made from it: their marks, Save toggles and header, without drawing the feed
again."""

import threading

from sqlmodel import Session

from marketplace_app import seed
from marketplace_app.first_screen import feed, serve
from marketplace_app.models.user import User
from marketplace_app.services.accounts import auth
from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from marketplace_app.display_rules import feed_address
from marketplace_app.services.portfolios import feed_cache, search, viewer_marks
from marketplace_app.services.social import interactions, saved_talent
from tests.factories import make_user

# The built page's parts the first screen fills: the count line and the placeholders' grid.
SHELL = ('<html><head></head><body><main><p id="result-count"></p><div class="rt-Grid g">'
         '<div class="card-skeleton"><div><div></div></div></div></div></main></body></html>')


def _counted_loads(monkeypatch) -> list:
    """The feed pages drawn (feed.kept_feed calls), with a stand-in for the built page shell."""
    monkeypatch.setattr(serve.page, "prepared", lambda relative, lang: SHELL)
    calls, real = [], feed.kept_feed

    def counted(base, query, lang):
        calls.append((base, lang))
        return real(base, query, lang)

    monkeypatch.setattr(feed, "kept_feed", counted)
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


def _cards(html: str) -> dict[str, str]:
    """Each served card's markup by its work's id."""
    found = {}
    for part in html.split('<div id="card-')[1:]:
        found[part[:part.index('"')]] = part
    return found


def test_a_members_feed_page_is_the_kept_page_with_their_marks(clean_db, monkeypatch):
    seed.main(["--portfolios", "30"])
    monkeypatch.setattr(feed_cache, "TTL", 600)
    feed_cache.forget_all()
    drawn = _counted_loads(monkeypatch)
    with Session(clean_db, expire_on_commit=False) as session:
        member = session.get(User, make_user(session, role="CLIENT")[0].id)
        first, second = search.feed(session)["portfolios"][:2]
        interactions.toggle(session, actor=member, target_kind="portfolio",
                            target_id=first["_id"], action="admire")
        saved_talent.save(session, actor=member, talent_id=second["userId"])
        cookie = {"cookie": f"{SESSION_COOKIE}={auth.token_for(member)}"}
    visitor = serve.feed_page("/main-feed", "", {})
    mine = serve.feed_page("/main-feed", "", cookie)
    assert serve.feed_page("/main-feed", "", cookie) == mine
    assert len(drawn) == 1  # the member's pages came from the visitor's kept page
    theirs, everyone = _cards(mine[0]), _cards(visitor[0])
    assert theirs.keys() == everyone.keys() and len(theirs) > 2
    assert 'action-admire fs-i i-heart">Admired<' in theirs[first["_id"]]
    assert 'action-admire fs-i i-heart">Admired<' not in everyone[first["_id"]]
    assert 'aria-label="Saved"' in theirs[second["_id"]]
    # Every other card is the visitor's, with the member's Save toggle put in.
    for work, markup in theirs.items():
        assert "save-talent" not in everyone[work]
        if work != first["_id"]:
            assert markup.replace(save_toggle(markup), "") == everyone[work]
    assert mine[1] != visitor[1]  # the seed's fingerprint: the member's marks
    assert serve.feed_page("/main-feed", "", {}) == visitor  # the kept page is untouched


def save_toggle(markup: str) -> str:
    """The Save toggle's button in a card's markup."""
    start = markup.rindex("<button", 0, markup.index("save-talent"))
    return markup[start:markup.index("</button>", start) + len("</button>")]


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


def test_a_members_copy_of_the_kept_page_equals_their_page_drawn_whole(clean_db):
    seed.main(["--portfolios", "150"])  # by three talents
    feed_cache.forget_all()
    with Session(clean_db, expire_on_commit=False) as session:
        works = search.feed(session)["portfolios"]
        owner = session.get(User, works[3]["userId"])  # owns a work on the page
        others = [w for w in works if w["userId"] != owner.id]
        interactions.toggle(session, actor=owner, target_kind="portfolio",
                            target_id=others[0]["_id"], action="appreciate")
        saved_talent.save(session, actor=owner, talent_id=others[1]["userId"])
    for base in ("/main-feed", "/find-talent"):
        for lang in ("en", "hi"):
            shared = feed.kept_feed(base, {}, lang)
            with Session(clean_db, expire_on_commit=False) as session:
                member = session.get(User, owner.id)
                whole = _drawn_whole(session, member, base)
                copy, texts = feed.member_screen(shared, session, member, lang)
            assert copy.values == whole.values and copy.reader == whole.reader
            assert texts == serve.seed.serialized(whole.values)
            assert feed.results_html(copy, "g", lang) == feed.results_html(whole, "g", lang)


def _drawn_whole(session, member, base: str) -> feed.FeedScreen:
    """The member's first page drawn from scratch: every card from the page with their marks."""
    filters = feed_address.filters_from_query({})
    page = viewer_marks.marked(session, member.id, search.feed(
        session, viewer=None, **feed_address.feed_call(filters)))
    values = feed.feed_values(base, filters, page, member.id)
    saved = saved_talent.saved_among(session, actor=member,
                                     talent_ids=[c.user_id for c in values["items"]])
    return feed.FeedScreen(base, values["items"], values,
                           {"viewer_id": member.id, "saved_talent": sorted(saved)})
