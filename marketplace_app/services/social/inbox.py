"""The header's counters (notifications, messages, manage), each a capped indexed count."""

from sqlmodel import Session, select

from ...models.collaboration import Collaboration
from ...models.message import Message
from ...models.notification import Notification
from ...models.user import User
from . import notifications
from .notifications import capped, capped_count, unread_ids


def unread_message_ids(actor: User):
    """The ids of messages sent to the actor and not yet read (indexed)."""
    return select(Message.id).where(Message.recipient_id == actor.id, Message.read_at.is_(None))


def pending_request_ids(actor: User):
    """The ids of collaboration requests waiting for the actor's answer (indexed)."""
    return select(Collaboration.id).where(Collaboration.recipient_id == actor.id,
                                          Collaboration.status == "pending")


def unread_messages(session: Session, *, actor: User) -> int:
    """Messages sent to the actor and not yet read, capped."""
    return capped_count(session, unread_message_ids(actor))


def header_counts(session: Session, *, actor: User) -> dict:
    """The three header badges' numbers (each at most 10, shown as "9+"), in one statement:
    every page served to a member draws them."""
    counts = session.exec(select(capped(unread_ids(actor)), capped(unread_message_ids(actor)),
                                 capped(pending_request_ids(actor)))).one()
    return dict(zip(("notifications", "messages", "manage"), counts))


def header_and_panel(session: Session, *, actor: User, limit: int = 5) -> tuple[dict, list]:
    """The header's badge numbers and its panel's newest notifications, in one session: what
    a page whose panel is open refreshes when its member has news (closed, the counts alone)."""
    return (header_counts(session, actor=actor),
            latest_notifications(session, actor=actor, limit=limit))


def latest_notifications(session: Session, *, actor: User, limit: int = 5) -> list[dict]:
    """The actor's newest notifications across tabs (the header panel)."""
    rows = list(session.exec(select(Notification).where(Notification.recipient_id == actor.id)
                             .order_by(Notification.created_at.desc()).limit(limit)))
    return notifications.describe(session, rows)
