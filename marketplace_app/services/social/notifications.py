"""Notifications: the services record what happened to a user; the user reads them by tab."""

from datetime import timedelta
from functools import cache

from sqlalchemy import bindparam, func, insert, update
from sqlmodel import Session, select

from ...models.base import iso, new_id, utcnow
from ...models.brief import Brief
from ...models.notification import Notification
from ...models.portfolio import Portfolio
from ...models.user import User
from .. import exact_match, live_events
from ..errors import Invalid, NotFound
from ..numbers import whole
from .contact_masking import mask_contacts

NOTIFICATION_NOT_FOUND = "Notification not found"

# Which tab of /notifications each kind of event lands in.
TAB_OF_KIND = {
    "admire": "appreciations",
    "appreciate": "appreciations",
    "review": "appreciations",
    "share": "shares",
    "request": "requests",
    "accepted": "requests",
    "declined": "requests",
    "withdrawn": "requests",
    "completed": "requests",
    "cancelled": "requests",
    "message": "requests",
    "proposal": "requests",
    "proposal_accepted": "requests",
    "proposal_declined": "requests",
    "brief_match": "requests",
    "view": "views",
}
SUBJECT_TYPES = ("portfolio", "user", "collaboration", "conversation", "review", "brief")


REPEAT_WINDOW = timedelta(minutes=10)  # toggling off and on again tells the owner once


def _recent_same(session: Session, recipient_id: str, actor_id: str | None, kind: str,
                 subject_id: str) -> bool:
    since = utcnow() - REPEAT_WINDOW
    return session.exec(select(Notification.id).where(
        Notification.recipient_id == recipient_id, Notification.tab == TAB_OF_KIND[kind],
        Notification.created_at >= since, Notification.actor_id == actor_id,
        Notification.kind == kind, Notification.subject_id == subject_id)
        .limit(1)).first() is not None


def notify(session: Session, *, recipient_id: str, actor_id: str | None, kind: str,
           subject_type: str, subject_id: str, once: bool = False) -> Notification | None:
    """Add a notification to the session (the caller commits); nobody is told of their own acts.
    With `once`, the same act by the same person within REPEAT_WINDOW is not told again."""
    if kind not in TAB_OF_KIND or subject_type not in SUBJECT_TYPES:
        raise ValueError(f"unknown notification {kind}/{subject_type}")
    if actor_id is not None and actor_id == recipient_id:
        return None
    if once and _recent_same(session, recipient_id, actor_id, kind, subject_id):
        return None
    row = Notification(recipient_id=recipient_id, actor_id=actor_id, kind=kind,
                       tab=TAB_OF_KIND[kind], subject_type=subject_type,
                       subject_id=subject_id, created_at=utcnow())
    session.add(row)
    live_events.tell(session, recipient_id)
    return row


@cache
def _recent_select(size: int):
    """Built once per size: which of notify_once_each's (recipient, actor, kind, subject)
    events were told since `since`. On SQLite one seek per event (exact_match), not their
    cross combinations; on PostgreSQL (size ARRAYS) a list of recipients, one of actors and
    one of subjects (no index serves the events' exact tuples better there: measured)."""
    since = Notification.created_at >= bindparam("since")
    columns = (Notification.recipient_id, Notification.actor_id, Notification.kind,
               Notification.subject_id)
    if size == exact_match.ARRAYS:
        return select(*columns).where(
            Notification.recipient_id.in_(bindparam("recipients", expanding=True)), since,
            Notification.actor_id.in_(bindparam("actors", expanding=True)),
            Notification.subject_id.in_(bindparam("subjects", expanding=True)))
    return select(*columns).where(exact_match.any_of(columns, size, since))


def notify_once_each(session: Session, events: list[tuple[str, str, str, str, str]]) -> None:
    """notify(..., once=True) for many (recipient, actor, kind, subject type, subject id) events
    in two statements (one read of the recent ones, one insert): the group commit's batch."""
    fresh = list(dict.fromkeys(e for e in events if e[0] != e[1]))  # repeats in one batch: once
    for _recipient, _actor, kind, subject_type, _subject in fresh:
        if kind not in TAB_OF_KIND or subject_type not in SUBJECT_TYPES:
            raise ValueError(f"unknown notification {kind}/{subject_type}")
    if not fresh:
        return
    connection = session.connection()
    now = utcnow()
    keys = list({(e[0], e[1], e[2], e[4]) for e in fresh})
    size = exact_match.statement_size(connection.dialect.name, len(keys))
    found = {"recipients": list({k[0] for k in keys}), "actors": list({k[1] for k in keys}),
             "subjects": list({k[3] for k in keys})} if size == exact_match.ARRAYS \
        else exact_match.params(keys, size)
    recent = set(connection.execute(_recent_select(size), {
        **found, "since": now - REPEAT_WINDOW}).all())
    fresh = [e for e in fresh if (e[0], e[1], e[2], e[4]) not in recent]
    if not fresh:
        return
    connection.execute(insert(Notification), [
        {"id": new_id(), "recipient_id": recipient, "actor_id": actor, "kind": kind,
         "tab": TAB_OF_KIND[kind], "subject_type": subject_type, "subject_id": subject,
         "created_at": now} for recipient, actor, kind, subject_type, subject in fresh])
    live_events.tell(session, *{e[0] for e in fresh})


TABS = ("appreciations", "shares", "requests", "views")
BAD_TAB = "tab must be one of appreciations, shares, requests, views"
BADGE_CAP = 10  # counts stop at 10: the badge shows "9+" above 9
PAGE_MAX = 50
BAD_LIMIT = "limit must be a whole number, 1 or more"
BAD_OFFSET = "offset must be a whole number"


def capped(query):
    """How many rows `query` (an indexed select of ids) has, counting at most BADGE_CAP: a
    scalar subquery, so several counts are read in one statement."""
    return select(func.count()).select_from(query.limit(BADGE_CAP).subquery()).scalar_subquery()


def capped_count(session: Session, query) -> int:
    """How many rows `query` (an indexed select of ids) has, counting at most BADGE_CAP."""
    return session.exec(select(capped(query))).one()


def unread_ids(actor: User):
    """The ids of the actor's unread notifications (indexed)."""
    return select(Notification.id).where(Notification.recipient_id == actor.id,
                                         Notification.read_at.is_(None))


def unread_count(session: Session, *, actor: User) -> int:
    """The actor's unread notifications, capped at BADGE_CAP."""
    return capped_count(session, unread_ids(actor))


def list_notifications(session: Session, *, actor: User, tab, limit: int = 20,
                       offset: int = 0) -> dict:
    """A page of the actor's notifications in one tab, newest first."""
    if tab not in TABS:
        raise Invalid(BAD_TAB)
    limit, offset = whole(limit), whole(offset)
    if limit is None or limit < 1 or offset is None:
        raise Invalid(BAD_LIMIT if limit is None or limit < 1 else BAD_OFFSET)
    limit, offset = min(limit, PAGE_MAX), max(0, min(offset, 10_000))
    rows = list(session.exec(select(Notification).where(
        Notification.recipient_id == actor.id, Notification.tab == tab)
        .order_by(Notification.created_at.desc())
        .offset(offset).limit(limit + 1)))
    return {"tab": tab, "hasMore": len(rows) > limit,
            "notifications": describe(session, rows[:limit])}


def describe(session: Session, page: list[Notification]) -> list[dict]:
    """Notifications as JSON, with their actors and work titles fetched in two queries."""
    if not page:
        return []
    actors = {u.id: u for u in session.exec(select(User).where(
        User.id.in_({n.actor_id for n in page if n.actor_id})))}
    titles = dict(session.exec(select(Portfolio.id, Portfolio.title).where(
        Portfolio.id.in_({n.subject_id for n in page if n.subject_type == "portfolio"}))).all())
    briefs = {n.subject_id for n in page if n.subject_type == "brief"}
    if briefs:
        titles.update({i: mask_contacts(title)[0] for i, title in session.exec(
            select(Brief.id, Brief.title).where(Brief.id.in_(briefs))).all()})
    return [notification_json(n, actors.get(n.actor_id), titles.get(n.subject_id))
            for n in page]


def notification_json(row: Notification, actor: User | None, title: str | None) -> dict:
    """One notification with who did it and the title of the work it was about."""
    return {"_id": row.id, "id": row.id, "kind": row.kind, "tab": row.tab,
            "subjectType": row.subject_type, "subjectId": row.subject_id,
            "subjectTitle": title, "createdAt": iso(row.created_at),
            "read": row.read_at is not None,
            "actor": None if actor is None else {
                "_id": actor.id, "fullName": actor.full_name, "username": actor.username,
                "profileImage": actor.profile_photo_url}}


def mark_all_read(session: Session, *, actor: User) -> int:
    """Mark every unread notification of the actor read; returns how many changed."""
    changed = session.exec(update(Notification).where(
        Notification.recipient_id == actor.id, Notification.read_at.is_(None))
        .values(read_at=utcnow())).rowcount
    if changed:
        live_events.tell(session, actor.id)  # the reader's other tabs
    session.commit()
    return changed


def mark_read(session: Session, *, actor: User, notification_id) -> None:
    """Mark one of the actor's notifications read; NotFound for anyone else's."""
    row = session.get(Notification, notification_id) if isinstance(notification_id, str) \
        and len(notification_id) <= 64 else None
    if row is None or row.recipient_id != actor.id:
        raise NotFound(NOTIFICATION_NOT_FOUND)
    if row.read_at is None:
        row.read_at = utcnow()
        session.add(row)
        live_events.tell(session, actor.id)
        session.commit()
