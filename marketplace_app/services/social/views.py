"""Profile and portfolio views: one per viewer per day; owners' own views are not counted.

A signed-in viewer is keyed by user id. An anonymous one by a hash of the client's address
(through trusted proxies only; an IPv6 address's /64) with a secret and the day, so the key
changes daily and no address is stored; a new browser name on the same address is the same
viewer. Counting a view never empties the shared feed cache."""

import hashlib
import hmac
from datetime import date, timedelta

from sqlalchemy import func, insert, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...models.base import new_id, utcnow
from ...models.portfolio import Portfolio
from ...models.user import User
from ...models.view import View
from ...settings import get_settings
from ..accounts import rate_limits
from ..accounts.client_address import address_key
from ..errors import Invalid, NotFound
from ..portfolios import feed_cache
from ..portfolios.visibility import is_public
from .collaboration_rules import today_in_india
from .notifications import notify

SUBJECTS = {"user": User, "portfolio": Portfolio}
BAD_SUBJECT = "subjectType must be user or portfolio"
NOT_FOUND = "Not found"
RECENT_DAYS = 7
RECENT_CAP = 100_000


def visitor_key(client: str, day: date) -> str:
    """A daily, unlinkable key for an anonymous visitor (`client`: their address)."""
    secret = get_settings().token_secret.encode()
    who = address_key(client) or ""
    digest = hmac.new(secret, f"{day.isoformat()}|{who}".encode(), hashlib.sha256)
    return "a:" + digest.hexdigest()[:32]


def _subject(session: Session, subject_type, subject_id):
    model = SUBJECTS.get(subject_type) if isinstance(subject_type, str) else None
    if model is None:
        raise Invalid(BAD_SUBJECT)
    row = session.get(model, subject_id) \
        if isinstance(subject_id, str) and len(subject_id) <= 64 else None
    if row is None or (model is Portfolio and not is_public(row)):
        raise NotFound(NOT_FOUND)
    return row, row.id if model is User else row.user_id


def record_view(session: Session, *, subject_type, subject_id, viewer: User | None,
                client: str = "", day: date | None = None) -> bool:
    """Count a view unless this viewer already viewed the subject that day (or owns it);
    True when a new view was counted."""
    row, owner_id = _subject(session, subject_type, subject_id)
    subject_id, viewer_id = row.id, viewer.id if viewer is not None else None
    if viewer_id == owner_id:
        return False
    rate_limits.hit("view", f"u:{viewer_id}" if viewer_id else address_key(client) or "-")
    day = day or today_in_india()
    key = f"u:{viewer_id}" if viewer_id else visitor_key(client, day)
    model = SUBJECTS[subject_type]
    session.rollback()  # end the read, so the write below starts its own transaction
    session.connection(execution_options=feed_cache.KEEP)  # a count changes no kept page
    try:
        session.exec(insert(View).values(
            id=new_id(), subject_type=subject_type, subject_id=subject_id, owner_id=owner_id,
            viewer_key=key, day=day, created_at=utcnow()))
    except IntegrityError:  # this viewer already counted today
        session.rollback()
        return False
    session.exec(update(model).where(model.id == subject_id)
                 .values(views_count=model.views_count + 1))
    if viewer_id:
        notify(session, recipient_id=owner_id, actor_id=viewer_id, kind="view",
               subject_type=subject_type, subject_id=subject_id)
    session.commit()
    return True


def owner_stats(session: Session, *, actor: User, today: date | None = None) -> dict:
    """My profile views, my portfolios' views and the views of the last 7 days."""
    today = today or today_in_india()
    profile = session.exec(select(User.views_count).where(User.id == actor.id)).one()
    # At most the per-user item cap of rows, through the user_id index.
    works = session.exec(select(func.coalesce(func.sum(Portfolio.views_count), 0))
                         .where(Portfolio.user_id == actor.id)).one()
    recent_rows = select(View.id).where(
        View.owner_id == actor.id, View.day > today - timedelta(days=RECENT_DAYS)) \
        .limit(RECENT_CAP).subquery()
    recent = session.exec(select(func.count()).select_from(recent_rows)).one()
    return {"profileViews": int(profile), "portfolioViews": int(works),
            "lastSevenDays": int(recent)}
