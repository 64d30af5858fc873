"""Conversations between two users: start one, send, list, read; contacts masked until a
collaboration between the two is accepted."""

import re
from datetime import datetime

from sqlalchemy import func, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...models.base import iso, utcnow
from ...models.message import Conversation, Message
from ...models.notification import Notification
from ...models.user import User
from ..accounts import rate_limits, users
from .. import live_events
from ..errors import Forbidden, Invalid, NotFound
from ..numbers import whole
from .contact_access import contacts_unlocked, unlocked_with
from .contact_masking import HIDDEN_NOTICE, mask_contacts
from .notifications import notify

MAX_BODY = 2000
EMPTY_MESSAGE = "Message cannot be empty"
BODY_TOO_LONG = "Message must be at most 2000 characters"
SELF_MESSAGE = "You cannot message yourself"
CONVERSATION_NOT_FOUND = "Conversation not found"
PAGE_MAX = 100
BAD_CLIENT_KEY = "clientKey must be 1 to 64 letters, digits, '-' or '_'"
_CLIENT_KEY = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
BAD_LIMIT = "limit must be a whole number, 1 or more"


def page_size(limit) -> int:
    """A requested page size: at least 1 (else Invalid), at most PAGE_MAX."""
    size = whole(limit)
    if size is None or size < 1:
        raise Invalid(BAD_LIMIT)
    return min(size, PAGE_MAX)


def _pair(one: str, two: str) -> tuple[str, str]:
    return (one, two) if one < two else (two, one)


def other_id(conversation: Conversation, me: str) -> str:
    """The participant who is not `me`."""
    return conversation.user_b_id if conversation.user_a_id == me else conversation.user_a_id


def start_conversation(session: Session, *, actor: User, user_id) -> Conversation:
    """The actor's conversation with a user, created on first use (one per pair)."""
    other = users.get_user(session, user_id)
    if other.id == actor.id:
        raise Forbidden(SELF_MESSAGE)
    a, b = _pair(actor.id, other.id)
    found = session.exec(select(Conversation).where(
        Conversation.user_a_id == a, Conversation.user_b_id == b)).first()
    if found is not None:
        return found
    rate_limits.hit("conversation", actor.id)  # reopening an existing one is free
    conversation = Conversation(user_a_id=a, user_b_id=b)
    session.add(conversation)
    try:
        session.commit()
    except Exception:  # a parallel start by the other party won: use theirs
        session.rollback()
        return session.exec(select(Conversation).where(
            Conversation.user_a_id == a, Conversation.user_b_id == b)).one()
    session.refresh(conversation)
    return conversation


def get_conversation(session: Session, *, actor: User, conversation_id) -> Conversation:
    """A conversation the actor takes part in; NotFound for anyone else."""
    found = session.get(Conversation, conversation_id) if isinstance(conversation_id, str) \
        and len(conversation_id) <= 64 else None
    if found is None or actor.id not in (found.user_a_id, found.user_b_id):
        raise NotFound(CONVERSATION_NOT_FOUND)
    return found


def _body(value) -> str:
    if not isinstance(value, str):
        raise Invalid(EMPTY_MESSAGE)
    if len(value) > MAX_BODY:
        raise Invalid(BODY_TOO_LONG)
    text = value.replace("\x00", "").strip(" \t\n\r\f\v")
    if not text:
        raise Invalid(EMPTY_MESSAGE)
    return text


def _notify_once(session: Session, actor: User, recipient_id: str, conversation_id: str):
    """One unread "messaged you" per conversation is enough (no row per message)."""
    pending = session.exec(select(Notification.id).where(
        Notification.recipient_id == recipient_id, Notification.read_at.is_(None),
        Notification.kind == "message", Notification.subject_id == conversation_id)
        .limit(1)).first()
    if pending is None:
        notify(session, recipient_id=recipient_id, actor_id=actor.id, kind="message",
               subject_type="conversation", subject_id=conversation_id)


def _client_key(value) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _CLIENT_KEY.match(value):
        raise Invalid(BAD_CLIENT_KEY)
    return value


def _sent_before(session: Session, sender_id: str, key: str | None) -> Message | None:
    if key is None:
        return None
    return session.exec(select(Message).where(Message.sender_id == sender_id,
                                              Message.client_key == key)).first()


def send_message(session: Session, *, actor: User, conversation_id, body,
                 client_key=None) -> Message:
    """Add a message to a conversation the actor takes part in; sent again with the same
    `client_key` (a retry after a lost signal), the first one is returned, not a second."""
    conversation = get_conversation(session, actor=actor, conversation_id=conversation_id)
    key = _client_key(client_key)
    earlier = _sent_before(session, actor.id, key)
    if earlier is not None:
        return earlier
    text = _body(body)
    rate_limits.hit("message", actor.id)
    rate_limits.hit("message_conversation", f"{actor.id}:{conversation.id}")
    now = utcnow()
    message = Message(conversation_id=conversation.id, sender_id=actor.id,
                      recipient_id=other_id(conversation, actor.id), body=text, created_at=now,
                      client_key=key)
    session.add(message)
    session.exec(update(Conversation).where(Conversation.id == conversation.id)
                 .values(last_message_id=message.id, last_message_at=now))
    _notify_once(session, actor, message.recipient_id, conversation.id)
    live_events.tell(session, actor.id, message.recipient_id)  # both see the new message
    try:
        session.commit()
    except IntegrityError:  # the same retry, arrived twice at once
        session.rollback()
        earlier = _sent_before(session, actor.id, key)
        if earlier is None:
            raise
        return earlier
    session.refresh(message)
    return message


def message_json(message: Message, viewer_id: str, unlocked: bool) -> dict:
    """A message as `viewer_id` reads it: the other party's contact details masked if locked."""
    own = message.sender_id == viewer_id
    text, hidden = (message.body, False) if own or unlocked else mask_contacts(message.body)
    return {"_id": message.id, "id": message.id, "text": text, "isOwn": own,
            "senderId": message.sender_id, "createdAt": iso(message.created_at),
            "read": message.read_at is not None, "masked": hidden,
            "notice": HIDDEN_NOTICE if hidden else None}


def _person(user: User | None) -> dict | None:
    if user is None:
        return None
    return {"_id": user.id, "fullName": user.full_name, "username": user.username,
            "profileImage": user.profile_photo_url}


def list_messages(session: Session, *, actor: User, conversation_id, limit: int = 50,
                  before: datetime | None = None) -> dict:
    """A page of messages, oldest first, ending at the newest (or just before `before`)."""
    conversation = get_conversation(session, actor=actor, conversation_id=conversation_id)
    limit = page_size(limit)
    query = select(Message).where(Message.conversation_id == conversation.id)
    if before is not None:
        query = query.where(Message.created_at < before)
    rows = list(session.exec(query.order_by(Message.created_at.desc())
                             .limit(limit + 1)))
    other = session.get(User, other_id(conversation, actor.id))
    unlocked = contacts_unlocked(session, actor.id, other.id)
    page = list(reversed(rows[:limit]))
    return {"conversationId": conversation.id, "with": _person(other),
            "contactsHidden": not unlocked, "hasMore": len(rows) > limit,
            "messages": [message_json(m, actor.id, unlocked) for m in page]}


def mark_read(session: Session, *, actor: User, conversation_id) -> int:
    """Mark the messages sent to the actor in this conversation read; returns how many."""
    conversation = get_conversation(session, actor=actor, conversation_id=conversation_id)
    changed = session.exec(update(Message).where(
        Message.recipient_id == actor.id, Message.read_at.is_(None),
        Message.conversation_id == conversation.id).values(read_at=utcnow())).rowcount
    session.exec(update(Notification).where(
        Notification.recipient_id == actor.id, Notification.read_at.is_(None),
        Notification.kind == "message", Notification.subject_id == conversation.id)
        .values(read_at=utcnow()))
    if changed:  # the reader's other tabs (and no loop: reading nothing new tells nobody)
        live_events.tell(session, actor.id)
    session.commit()
    return changed


def _mine(session: Session, actor_id: str, limit: int) -> list[Conversation]:
    """The actor's conversations, newest activity first (two indexed queries, merged)."""
    found: list[Conversation] = []
    for column in (Conversation.user_a_id, Conversation.user_b_id):
        found += session.exec(select(Conversation).where(column == actor_id)
                              .order_by(Conversation.last_message_at.desc()).limit(limit))
    found.sort(key=lambda c: c.last_message_at, reverse=True)
    return found[:limit]


def list_conversations(session: Session, *, actor: User, limit: int = 30) -> list[dict]:
    """Contact list: the other person, the last message as the actor reads it, unread count."""
    limit = page_size(limit)
    conversations = _mine(session, actor.id, limit)
    if not conversations:
        return []
    ids = [c.id for c in conversations]
    people = {u.id: u for u in session.exec(select(User).where(
        User.id.in_([other_id(c, actor.id) for c in conversations])))}
    last = {m.id: m for m in session.exec(select(Message).where(
        Message.id.in_([c.last_message_id for c in conversations if c.last_message_id])))}
    unread = dict(session.exec(select(Message.conversation_id, func.count(Message.id)).where(
        Message.recipient_id == actor.id, Message.read_at.is_(None),
        Message.conversation_id.in_(ids)).group_by(Message.conversation_id)).all())
    unlocked = unlocked_with(session, actor.id, [other_id(c, actor.id) for c in conversations])
    result = []
    for c in conversations:
        other, message = other_id(c, actor.id), last.get(c.last_message_id)
        shown = message_json(message, actor.id, other in unlocked) if message else None
        result.append({"_id": c.id, "id": c.id, "with": _person(people.get(other)),
                       "lastMessage": shown["text"] if shown else "",
                       "lastMessageAt": iso(c.last_message_at),
                       "unreadCount": unread.get(c.id, 0)})
    return result


def conversation_json(conversation: Conversation, actor: User) -> dict:
    """A conversation's id and the other participant."""
    return {"_id": conversation.id, "id": conversation.id,
            "withId": other_id(conversation, actor.id),
            "lastMessageAt": iso(conversation.last_message_at)}

