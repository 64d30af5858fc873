"""Collaboration requests: send one, list a box page, read one, and move one along the
state machine of collaboration_flow.py (each transition a conditional UPDATE, so two racing
transitions cannot both win)."""

from datetime import date, datetime

from sqlalchemy import and_, func, or_, update
from sqlmodel import Session, select

from ...models.base import iso, utcnow
from ...models.collaboration import Collaboration
from ...models.user import User
from .. import live_events
from ..accounts import rate_limits, users
from ..errors import Conflict, Invalid, NotFound
from ..numbers import whole
from ..portfolios import portfolios
from ..portfolios import cursors
from . import collaboration_flow as flow
from .collaboration_rules import check_request
from .contact_access import unlocked_with
from .contact_masking import masked_list, masked_unless
from .notifications import notify

PENDING = flow.PENDING
UNLOCKING_STATUSES = (flow.ACCEPTED, flow.COMPLETED)
BOXES = ("inbox", "received", "sent", "projects")
BAD_BOX = "box must be inbox, sent or projects"
BAD_STATUS = "status must be one of pending, accepted, declined, withdrawn, completed, cancelled"
BAD_LIMIT = "limit must be a whole number, 1 or more"
BAD_CURSOR = "Invalid cursor"
DEFAULT_LIMIT, MAX_LIMIT = 20, 100
NOT_THEIR_WORK = "This portfolio belongs to someone else"
COLLABORATION_NOT_FOUND = flow.NOT_FOUND


def request_collaboration(session: Session, *, actor: User, recipient_id, portfolio_id=None,
                          message=None, service_type=None, tags=None, location=None,
                          date_from=None, date_to=None, budget_min=None, budget_max=None,
                          today: date | None = None) -> Collaboration:
    """Send a request to a talent (optionally about one of their portfolios)."""
    recipient = users.get_user(session, recipient_id)
    if portfolio_id:
        item = portfolios.get_visible(session, portfolio_id, actor)
        if item.user_id != recipient.id:
            raise Invalid(NOT_THEIR_WORK)
    form = check_request(sender_id=actor.id, recipient_id=recipient.id, message=message,
                         service_type=service_type, tags=tags, location=location,
                         date_from=date_from, date_to=date_to, budget_min=budget_min,
                         budget_max=budget_max, today=today)
    rate_limits.hit("collaboration", actor.id)  # only requests that would be stored count
    now = utcnow()
    request = Collaboration(sender_id=actor.id, recipient_id=recipient.id,
                            portfolio_id=portfolio_id or None, message=form.message,
                            service_type=form.service_type, tags=form.tags,
                            location=form.location, date_from=form.date_from,
                            date_to=form.date_to, budget_min=form.budget_min,
                            budget_max=form.budget_max, status=PENDING, created_at=now,
                            updated_at=now)
    session.add(request)
    notify(session, recipient_id=recipient.id, actor_id=actor.id, kind="request",
           subject_type="collaboration", subject_id=request.id)
    session.commit()
    session.refresh(request)
    return request


def _limit(value) -> int:
    """Page size: default 20, at most 100."""
    if value in (None, ""):
        return DEFAULT_LIMIT
    size = whole(value)
    if size is None or size < 1:
        raise Invalid(BAD_LIMIT)
    return min(size, MAX_LIMIT)


def _statuses(box: str, status) -> tuple[str, ...] | None:
    """The statuses asked for; None means any (inbox and sent without a filter)."""
    if status in (None, ""):
        return flow.PROJECT_STATUSES if box == "projects" else None
    allowed = flow.PROJECT_STATUSES if box == "projects" else flow.STATUSES
    if status not in allowed:
        raise Invalid(BAD_STATUS)
    return (status,)


def _after(cursor):
    """The keyset condition of a cursor: rows older than (created_at, id)."""
    position = cursors.decode(cursor)
    if position is None:
        return None
    if "c" not in position:
        raise Invalid(BAD_CURSOR)
    created, last_id = position["c"], position["i"]
    return or_(Collaboration.created_at < created,
               and_(Collaboration.created_at == created, Collaboration.id < last_id))


def _side(session: Session, column, user_id: str, statuses, after, size: int):
    query = select(Collaboration).where(column == user_id)
    if statuses is not None:
        query = query.where(Collaboration.status.in_(statuses))
    if after is not None:
        query = query.where(after)
    return list(session.exec(query.order_by(Collaboration.created_at.desc(),
                                            Collaboration.id.desc()).limit(size)))


def list_collaborations(session: Session, *, actor: User, box: str = "inbox", status=None,
                        limit=None, cursor=None) -> tuple[list[Collaboration], str | None]:
    """One page of the actor's requests, newest first, and the next page's cursor: the inbox
    (received), sent, or projects (either side, taken on); each side read through an index."""
    if box not in BOXES:
        raise Invalid(BAD_BOX)
    statuses, size, after = _statuses(box, status), _limit(limit), _after(cursor)
    sides = {"inbox": [Collaboration.recipient_id], "received": [Collaboration.recipient_id],
             "sent": [Collaboration.sender_id],
             "projects": [Collaboration.recipient_id, Collaboration.sender_id]}[box]
    rows = sorted((row for column in sides
                   for row in _side(session, column, actor.id, statuses, after, size + 1)),
                  key=lambda c: (iso(c.created_at), c.id), reverse=True)
    page = rows[:size]
    more = len(rows) > size
    return page, (cursors.after(page[-1].created_at, page[-1].id)
                  if more else None)


def box_page(session: Session, *, actor: User, box: str = "inbox", status=None, limit=None,
             cursor=None) -> dict:
    """A box page as JSON, with both parties of each request and the actor's actions."""
    items, next_cursor = list_collaborations(session, actor=actor, box=box, status=status,
                                             limit=limit, cursor=cursor)
    people = people_for(session, items)
    unlocked = unlocked_with(session, actor.id, [i.sender_id for i in items
                                                  if i.sender_id != actor.id])
    return {"collaborations": [collaboration_json(i, people, actor.id,
                                                  unlocked=i.sender_id in unlocked)
                               for i in items],
            "nextCursor": next_cursor}


def get_collaboration(session: Session, *, actor: User, collaboration_id) -> Collaboration:
    """One request, visible only to its sender and recipient."""
    found = session.get(Collaboration, collaboration_id) \
        if isinstance(collaboration_id, str) and len(collaboration_id) <= 64 else None
    if found is None or flow.party_of(found.sender_id, found.recipient_id, actor.id) is None:
        raise NotFound(COLLABORATION_NOT_FOUND)
    return found


def act(session: Session, *, actor: User, collaboration_id, action) -> Collaboration:
    """Take `action` on a request if the table allows it for this party; the UPDATE only
    applies while the status is still the one checked, so a racing transition loses (409)."""
    item = get_collaboration(session, actor=actor, collaboration_id=collaboration_id)
    party = flow.party_of(item.sender_id, item.recipient_id, actor.id)
    step = flow.plan(item.status, action, party)
    now = utcnow()
    changed = session.exec(
        update(Collaboration)
        .where(Collaboration.id == item.id, Collaboration.status == item.status)
        .values({"status": step.to_state, flow.STAMP[step.to_state]: now, "updated_at": now}))
    if changed.rowcount != 1:
        session.rollback()
        session.refresh(item)
        flow.plan(item.status, action, party)  # says what is wrong now, when it can
        raise Conflict(flow.CHANGED)
    other = item.recipient_id if party == flow.SENDER else item.sender_id
    notify(session, recipient_id=other, actor_id=actor.id,
           kind=flow.NOTIFY_KIND[step.to_state], subject_type="collaboration",
           subject_id=item.id)
    live_events.tell(session, actor.id)  # the actor's own counts and unmasked chats change too
    session.commit()
    session.refresh(item)
    return item


def people_for(session: Session, items: list[Collaboration]) -> dict[str, User]:
    """The senders and recipients of these requests, by id (one query)."""
    ids = {c.sender_id for c in items} | {c.recipient_id for c in items}
    if not ids:
        return {}
    return {u.id: u for u in session.exec(select(User).where(User.id.in_(ids)))}


def _person(user: User | None) -> dict | None:
    if user is None:
        return None
    return {"_id": user.id, "fullName": user.full_name, "username": user.username,
            "profileImage": user.profile_photo_url, "role": user.role,
            "selectedProfessions": list(user.selected_professions or [])}


def _contacts_open(item: Collaboration, viewer_id: str | None, unlocked: bool) -> bool:
    """Whether the viewer reads the sender's texts as written: the sender, or once accepted."""
    return unlocked or viewer_id == item.sender_id or item.status in UNLOCKING_STATUSES


def message_for(item: Collaboration, viewer_id: str | None, unlocked: bool = False) -> str:
    """The request's message as the viewer reads it: the sender's contact details masked for
    anyone but the sender until a collaboration between the two is accepted."""
    return masked_unless(item.message, _contacts_open(item, viewer_id, unlocked))


def collaboration_json(item: Collaboration, people: dict[str, User] | None = None,
                       viewer_id: str | None = None, unlocked: bool = False) -> dict:
    """The request as the API returns it, with both parties and the viewer's actions;
    `unlocked` says the two already have an accepted collaboration (contacts shown)."""
    people = people or {}
    party = flow.party_of(item.sender_id, item.recipient_id, viewer_id)
    return {"_id": item.id, "id": item.id, "senderId": item.sender_id,
            "recipientId": item.recipient_id, "portfolioId": item.portfolio_id,
            "message": message_for(item, viewer_id, unlocked), "serviceType": item.service_type,
            "tags": masked_list(item.tags, _contacts_open(item, viewer_id, unlocked)),
            "location": item.location, "dateFrom": item.date_from.isoformat(),
            "dateTo": item.date_to.isoformat(), "budgetMin": item.budget_min,
            "budgetMax": item.budget_max, "status": item.status,
            "sender": _person(people.get(item.sender_id)),
            "recipient": _person(people.get(item.recipient_id)),
            "role": party, "actions": flow.actions_for(item.status, party),
            "createdAt": iso(item.created_at), "updatedAt": iso(item.updated_at),
            "acceptedAt": iso(item.accepted_at), "declinedAt": iso(item.declined_at),
            "withdrawnAt": iso(item.withdrawn_at), "completedAt": iso(item.completed_at),
            "cancelledAt": iso(item.cancelled_at)}


def view(session: Session, item: Collaboration, actor: User) -> dict:
    """One request as the actor reads it (both parties, contacts masked while locked)."""
    unlocked = item.sender_id != actor.id and item.sender_id in unlocked_with(
        session, actor.id, [item.sender_id])
    return collaboration_json(item, people_for(session, [item]), actor.id, unlocked=unlocked)


def pending_inbox_count(session: Session, *, user_id: str) -> int:
    """Pending requests waiting for this user's answer (the header's Manage counter)."""
    return session.exec(select(func.count()).select_from(Collaboration).where(
        Collaboration.recipient_id == user_id, Collaboration.status == PENDING)).one()


def completed_count(session: Session, *, user_id: str) -> int:
    """Completed collaborations the user took part in, as sender or recipient (two indexed
    counts, one per side)."""
    return sum(session.exec(select(func.count()).select_from(Collaboration).where(
        column == user_id, Collaboration.status == flow.COMPLETED)).one()
        for column in (Collaboration.sender_id, Collaboration.recipient_id))


def completed_since(session: Session, *, user_id: str, partner_ids) -> dict[str, datetime]:
    """For each partner who completed a collaboration with this user (either side), the
    earliest completion time."""
    partners = list(set(partner_ids))
    if not partners:
        return {}
    found: dict[str, datetime] = {}
    for mine, theirs in ((Collaboration.recipient_id, Collaboration.sender_id),
                         (Collaboration.sender_id, Collaboration.recipient_id)):
        rows = session.exec(select(theirs, func.min(Collaboration.completed_at)).where(
            mine == user_id, Collaboration.status == flow.COMPLETED, theirs.in_(partners))
            .group_by(theirs))
        for partner, moment in rows:
            if moment is not None and (partner not in found or moment < found[partner]):
                found[partner] = moment
    return found
