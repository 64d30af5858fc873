"""The header's counters (notifications, messages, manage), each a capped indexed count."""

from sqlmodel import Session, select

from ...models.collaboration import Collaboration
from ...models.message import Conversation, Message
from ...models.notification import Notification
from ...models.user import User
from . import notifications
from .notifications import capped_count, unread_count


def unread_messages(session: Session, *, actor: User) -> int:
    """Messages sent to the actor and not yet read, capped."""
    return capped_count(session, select(Message.id).where(
        Message.recipient_id == actor.id, Message.read_at.is_(None)))


def pending_requests(session: Session, *, actor: User) -> int:
    """Collaboration requests waiting for the actor's answer, capped."""
    return capped_count(session, select(Collaboration.id).where(
        Collaboration.recipient_id == actor.id, Collaboration.status == "pending"))


def header_counts(session: Session, *, actor: User) -> dict:
    """The three header badges' numbers (each at most 10, shown as "9+")."""
    return {"notifications": unread_count(session, actor=actor),
            "messages": unread_messages(session, actor=actor),
            "manage": pending_requests(session, actor=actor)}


def pulse(session: Session, *, actor: User, conversation_id: str | None = None) -> tuple:
    """What a live page compares every few seconds: the counts, the newest activity in the
    actor's conversations and the newest message of the open one (all indexed, LIMIT 1)."""
    counts = header_counts(session, actor=actor)
    newest = [session.exec(select(Conversation.last_message_at).where(column == actor.id)
                           .order_by(Conversation.last_message_at.desc()).limit(1)).first()
              for column in (Conversation.user_a_id, Conversation.user_b_id)]
    open_latest = None
    if conversation_id:
        open_latest = session.exec(select(Conversation.last_message_id).where(
            Conversation.id == conversation_id)).first()
    latest_notification = session.exec(select(Notification.id).where(
        Notification.recipient_id == actor.id).order_by(Notification.created_at.desc())
        .limit(1)).first()
    return (counts["notifications"], counts["messages"], counts["manage"],
            max((n for n in newest if n is not None), default=None), open_latest,
            latest_notification)


def latest_notifications(session: Session, *, actor: User, limit: int = 5) -> list[dict]:
    """The actor's newest notifications across tabs (the header panel)."""
    rows = list(session.exec(select(Notification).where(Notification.recipient_id == actor.id)
                             .order_by(Notification.created_at.desc()).limit(limit)))
    return notifications.describe(session, rows)
