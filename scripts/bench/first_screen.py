"""The server-rendered first screens (feed, talent and portfolio pages): CPU per page (thread
CPU time, so waits on the database or other threads do not count), with the anonymous page
kept (the common case, as for the API) and without, for a signed-in member (the kept page
with their own marks merged in), and how often 50 concurrent cold requests compute the page.
Run in its own process on one bench database: `python -m scripts.bench.first_screen`."""

import json
import statistics
import sys
import threading
import time

ROUNDS = 200
CONNECTIONS = 50
ADDRESSES = (("/main-feed", ""), ("/main-feed", "category=Designers"),
             ("/find-talent", "search=wedding"))


def _cpu_ms(call, rounds: int) -> dict:
    samples = []
    for _ in range(rounds):
        started = time.thread_time()
        call()
        samples.append((time.thread_time() - started) * 1000)
    samples.sort()
    return {"p50": statistics.median(samples), "p95": samples[int(len(samples) * 0.95) - 1]}


def _computations_at_once(module, name: str, ask) -> int:
    """How many times `module.name` runs while 50 threads call ask() at once on a cold page
    cache."""
    from marketplace_app.services.portfolios import feed_cache

    feed_cache.forget_all()
    computed, real = [], getattr(module, name)

    def counting(*args, **kwargs):
        computed.append(1)
        return real(*args, **kwargs)

    setattr(module, name, counting)
    gate = threading.Barrier(CONNECTIONS)

    def asking():
        gate.wait()
        ask()

    threads = [threading.Thread(target=asking) for _ in range(CONNECTIONS)]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        setattr(module, name, real)
    return len(computed)


def _computations_of_one_cold_page(feed_page) -> int:
    """How many times 50 threads asking at once for a page nobody has asked for compute it."""
    from marketplace_app.services.portfolios import search

    return _computations_at_once(search, "_feed", lambda: feed_page(
        "/main-feed", "experience=Professional", {}))


def _member_cookie(item_ids: list[str]) -> str:
    """The session cookie of the member who marked most of these works (their marks are read
    as on any signed-in page; nothing is written)."""
    from sqlalchemy import text
    from sqlmodel import select

    from marketplace_app import db
    from marketplace_app.models.user import User
    from marketplace_app.services.accounts import auth
    from marketplace_app.services.accounts.web_session import SESSION_COOKIE

    with db.session_scope() as session:
        marks = ", ".join(f":id{n}" for n in range(len(item_ids)))
        actor = session.connection().execute(text(
            "SELECT actor_id FROM interactions WHERE target_kind = 'portfolio' AND target_id "
            f"IN ({marks}) GROUP BY actor_id ORDER BY count(*) DESC LIMIT 1"),
            {f"id{n}": item for n, item in enumerate(item_ids)}).scalar()
        user = session.get(User, actor) if actor else session.exec(select(User)).first()
        return f"{SESSION_COOKIE}={auth.token_for(user)}"


def measure() -> dict:
    """Figures for the database named by REFLEX_DB_URL ({} when no build is there)."""
    import marketplace_app.marketplace_app  # noqa: F401 - the States the seed names
    from marketplace_app.first_screen import page
    from marketplace_app.first_screen.serve import FEED_PAGES, feed_page
    from marketplace_app.services.portfolios import feed_cache

    if page.prepared(FEED_PAGES["/main-feed"], "en") is None:
        return {}
    figures = {}
    member = {"cookie": _member_cookie(_first_page_ids())}
    for base, query in ADDRESSES:
        feed_page(base, query, {})  # keeps the page, as the first visitor does
        warm = _cpu_ms(lambda: feed_page(base, query, {}), ROUNDS)
        signed_in = _cpu_ms(lambda: feed_page(base, query, member), ROUNDS)

        def cold():
            feed_cache.forget_all()
            feed_page(base, query, {})

        figures[f"{base}?{query}" if query else base] = {
            "kept": warm, "computed": _cpu_ms(cold, max(ROUNDS // 10, 5)),
            "signed in": signed_in, "bytes": len(feed_page(base, query, {})[0].encode())}
    figures.update(_detail_pages(member))
    figures["cold computations for 50 connections"] = _computations_of_one_cold_page(feed_page)
    return figures


def _first_page_ids() -> list[str]:
    from marketplace_app import db
    from marketplace_app.services.portfolios import search

    with db.session_scope() as session:
        return [p["_id"] for p in search.feed(session, viewer=None)["portfolios"]]


def _detail_pages(member: dict) -> dict:
    """The first feed item's talent page and its own page: "kept", a visitor's page served
    as usual (kept for a few seconds, where the code keeps it; else read and drawn); "computed",
    the page computed (page cache emptied first; its masked texts remembered); "first read",
    computed with its texts masked afresh too; "signed in", a member as usual (the kept page
    with their marks, where the code keeps it). Then how many times 50 concurrent requests
    for the cold talent page compute it."""
    from marketplace_app import db
    from marketplace_app.first_screen.serve import detail_page
    from marketplace_app.services.portfolios import feed_cache, search
    from marketplace_app.services.social import contact_masking

    with db.session_scope() as session:
        first = search.feed(session, viewer=None, limit=1)["portfolios"]
    if not first:
        return {}
    figures = {}
    for kind, target in (("talent-detail", first[0]["user"]["_id"]),
                         ("portfolio-detail", first[0]["_id"])):
        def draw(headers=None):
            return detail_page(kind, target, "", headers or {}, lambda shell: shell)

        if draw() is None:
            continue

        def computed():
            feed_cache.forget_all()
            return draw()

        def first_read():
            contact_masking._masked.cache_clear()
            return computed()

        rounds = max(ROUNDS // 10, 5)
        figures[f"/{kind}/(first item)"] = {
            "kept": _cpu_ms(draw, ROUNDS), "computed": _cpu_ms(computed, rounds),
            "first read": _cpu_ms(first_read, rounds),
            "signed in": _cpu_ms(lambda: draw(member), ROUNDS),
            "bytes": len(draw()[0].encode())}
    figures["cold talent page computations for 50 connections"] = \
        _computations_of_one_cold_detail_page(first[0]["user"]["_id"])
    return figures


def _computations_of_one_cold_detail_page(talent_id: str) -> int:
    """How many times 50 threads asking at once for a cold talent page read it."""
    from marketplace_app.first_screen.serve import detail_page
    from marketplace_app.services.social import talent_page

    return _computations_at_once(talent_page, "talent_page", lambda: detail_page(
        "talent-detail", talent_id, "", {}, lambda shell: shell))


if __name__ == "__main__":
    json.dump(measure(), sys.stdout)
