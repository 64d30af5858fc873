"""The landing page's "Hand picked Professional Portfolios": real, recent, well-admired works,
the most admired of each category first. Computed at most once per TTL per process (one caller
computes while the others wait for it), so a visit costs a dictionary lookup."""

import time
from datetime import datetime, timedelta, timezone

from sqlmodel import Session, select

from ... import catalog
from ...models.portfolio import Portfolio
from ..single_flight import SingleFlight
from .portfolio_views import cards_json
from .visibility import public_clause

SIZE = 8
RECENT_DAYS = 90
TTL = 120.0
_flight = SingleFlight()
_kept: tuple[float, list[dict]] | None = None


def _most_admired(session: Session, since: datetime, category: str | None,
                  exclude: list[str], limit: int) -> list[str]:
    query = select(Portfolio.id).where(public_clause(), Portfolio.created_at >= since)
    if category is not None:
        query = query.where(Portfolio.category == category)
    if exclude:
        query = query.where(Portfolio.id.not_in(exclude))
    return list(session.exec(query.order_by(Portfolio.admire_count.desc(),
                                            Portfolio.created_at.desc(),
                                            Portfolio.id.desc()).limit(limit)))


def pick(session: Session, *, now: datetime | None = None, size: int = SIZE) -> list[dict]:
    """Up to `size` cards: each category's most admired recent work (the most admired
    categories first), then the next most admired recent works of any category."""
    since = (now or datetime.now(timezone.utc)) - timedelta(days=RECENT_DAYS)
    firsts = [found[0] for c in catalog.CATEGORIES
              if (found := _most_admired(session, since, c.name, [], 1))]
    cards = cards_json(session, firsts)
    cards.sort(key=lambda item: -(item.get("admireCount") or 0))
    chosen = [item["_id"] for item in cards[:size]]
    if len(chosen) < size:
        chosen += _most_admired(session, since, None, chosen, size - len(chosen))
    return cards_json(session, chosen)


def showcase(session: Session) -> list[dict]:
    """The kept pick while fresh; otherwise one caller computes it and the others wait (a
    failed pick reaches its waiters, and the next visit tries again)."""
    kept = _kept
    if kept is not None and time.monotonic() - kept[0] < TTL:
        return kept[1]
    return _flight.run("showcase", lambda: _fresh_pick(session))


def _fresh_pick(session: Session) -> list[dict]:
    global _kept
    if _kept is not None and time.monotonic() - _kept[0] < TTL:  # kept while boarding
        return _kept[1]
    cards = pick(session)
    _kept = (time.monotonic(), cards)
    return cards


def forget() -> None:
    """Drop the kept pick (the next visit computes it again)."""
    global _kept
    _kept = None
