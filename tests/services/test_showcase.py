"""The landing showcase: real works only, recent, the most admired of each category first, no
hidden work, and computed once per TTL however many visitors ask."""

from datetime import datetime, timedelta, timezone

from sqlmodel import select

from marketplace_app import seed
from marketplace_app.models.portfolio import Portfolio
from marketplace_app.services.portfolios import showcase


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def test_each_category_s_most_admired_recent_work_comes_first(session):
    seed.main(["--portfolios", "400"])
    since = datetime.now(timezone.utc) - timedelta(days=showcase.RECENT_DAYS)
    recent = [p for p in session.exec(select(Portfolio)).all()
              if p.status and p.media_state == "ready" and _aware(p.created_at) >= since]
    best: dict[str, int] = {}
    for work in recent:
        best[work.category] = max(best.get(work.category, -1), work.admire_count)

    picked = showcase.pick(session)
    assert len(picked) == min(showcase.SIZE, len(recent))
    leaders = picked[:min(showcase.SIZE, len(best))]
    # One work a category, each its category's most admired recent work, most admired first.
    assert len({p["category"] for p in leaders}) == len(leaders)
    assert all(p["admireCount"] == best[p["category"]] for p in leaders)
    counts = [p["admireCount"] for p in leaders]
    assert counts == sorted(counts, reverse=True)
    allowed = {p.id for p in recent}
    assert {p["_id"] for p in picked} <= allowed


def test_a_hidden_or_old_work_is_never_shown(session):
    seed.main(["--portfolios", "60"])
    top = session.exec(select(Portfolio).where(Portfolio.status == True)  # noqa: E712
                       .order_by(Portfolio.created_at.desc())).first()
    top.admire_count = 10_000
    session.add(top)
    session.commit()
    assert top.id in {p["_id"] for p in showcase.pick(session)}
    top.status = False
    session.add(top)
    session.commit()
    assert top.id not in {p["_id"] for p in showcase.pick(session)}
    top.status, top.created_at = True, datetime.now(timezone.utc) - timedelta(days=400)
    session.add(top)
    session.commit()
    assert top.id not in {p["_id"] for p in showcase.pick(session)}


def test_visitors_share_one_computation_per_ttl(session, monkeypatch):
    calls = []
    monkeypatch.setattr(showcase, "pick", lambda s: calls.append(1) or [{"_id": "x"}])
    showcase.forget()
    assert showcase.showcase(session) == showcase.showcase(session) == [{"_id": "x"}]
    assert calls == [1]
    monkeypatch.setattr(showcase, "TTL", 0.0)
    showcase.showcase(session)
    assert calls == [1, 1]
    showcase.forget()
