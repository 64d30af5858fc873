"""Collaboration requests: stored as "pending" with who sent them, to whom, and when."""

from datetime import date

from sqlalchemy import func, or_
from sqlmodel import Session, select

from ...models.base import iso, utcnow
from ...models.collaboration import Collaboration
from ...models.user import User
from ..accounts import users
from ..errors import Invalid, NotFound
from ..portfolios import portfolios
from .collaboration_rules import check_request

PENDING = "pending"
BOXES = ("sent", "received")
BAD_BOX = "box must be sent or received"
NOT_THEIR_WORK = "This portfolio belongs to someone else"
COLLABORATION_NOT_FOUND = "Collaboration request not found"


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
    now = utcnow()
    request = Collaboration(sender_id=actor.id, recipient_id=recipient.id,
                            portfolio_id=portfolio_id or None, message=form.message,
                            service_type=form.service_type, tags=form.tags,
                            location=form.location, date_from=form.date_from,
                            date_to=form.date_to, budget_min=form.budget_min,
                            budget_max=form.budget_max, status=PENDING, created_at=now,
                            updated_at=now)
    session.add(request)
    session.commit()
    session.refresh(request)
    return request


def list_collaborations(session: Session, *, actor: User, box: str = "received",
                        limit: int = 50) -> list[Collaboration]:
    """The actor's newest sent or received requests (indexed, at most `limit`)."""
    if box not in BOXES:
        raise Invalid(BAD_BOX)
    column = Collaboration.sender_id if box == "sent" else Collaboration.recipient_id
    return list(session.exec(select(Collaboration).where(column == actor.id)
                             .order_by(Collaboration.created_at.desc()).limit(limit)))


def get_collaboration(session: Session, *, actor: User, collaboration_id) -> Collaboration:
    """One request, visible only to its sender and recipient."""
    found = session.get(Collaboration, collaboration_id) \
        if isinstance(collaboration_id, str) and len(collaboration_id) <= 64 else None
    if found is None or actor.id not in (found.sender_id, found.recipient_id):
        raise NotFound(COLLABORATION_NOT_FOUND)
    return found


def collaboration_json(item: Collaboration) -> dict:
    """The request as the API returns it."""
    return {"_id": item.id, "id": item.id, "senderId": item.sender_id,
            "recipientId": item.recipient_id, "portfolioId": item.portfolio_id,
            "message": item.message, "serviceType": item.service_type, "tags": list(item.tags),
            "location": item.location, "dateFrom": item.date_from.isoformat(),
            "dateTo": item.date_to.isoformat(), "budgetMin": item.budget_min,
            "budgetMax": item.budget_max, "status": item.status,
            "createdAt": iso(item.created_at), "updatedAt": iso(item.updated_at)}


def completed_count(session: Session, *, user_id: str) -> int:
    """Completed collaborations the user took part in, as sender or recipient."""
    return session.exec(select(func.count()).select_from(Collaboration).where(
        Collaboration.status == "completed",
        or_(Collaboration.sender_id == user_id, Collaboration.recipient_id == user_id))).one()
