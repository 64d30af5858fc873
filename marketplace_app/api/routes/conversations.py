"""Conversations: mine, start one with a user, read and send messages (participants only)."""

from fastapi import APIRouter

from ...services.social import conversations
from ...services.social.inbox import unread_messages
from ..deps import CurrentUser, JsonBody, SessionDep

router = APIRouter(prefix="/api/conversations", tags=["conversations"])


@router.get("")
def listing(actor: CurrentUser, session: SessionDep, limit: int = 30):
    """My conversations, newest activity first, with the last message and unread count."""
    return {"success": True,
            "conversations": conversations.list_conversations(session, actor=actor,
                                                              limit=limit),
            "unreadTotal": unread_messages(session, actor=actor)}


@router.post("", status_code=201)
def start(body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Open (or create) my conversation with a user."""
    item = conversations.start_conversation(session, actor=actor, user_id=body.get("userId"))
    return {"success": True, "conversation": conversations.conversation_json(item, actor)}


@router.get("/{conversation_id}/messages")
def messages(conversation_id: str, actor: CurrentUser, session: SessionDep, limit: int = 50):
    """The newest messages of one of my conversations, oldest first."""
    page = conversations.list_messages(session, actor=actor, conversation_id=conversation_id,
                                       limit=limit)
    return {"success": True, **page}


@router.post("/{conversation_id}/messages", status_code=201)
def send(conversation_id: str, body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Send a message in one of my conversations (sent again with the same clientKey, the
    first one is answered)."""
    item = conversations.send_message(session, actor=actor, conversation_id=conversation_id,
                                      body=body.get("text"), client_key=body.get("clientKey"))
    return {"success": True, "message": conversations.message_json(item, actor.id, True)}


@router.post("/{conversation_id}/read")
def read(conversation_id: str, actor: CurrentUser, session: SessionDep):
    """Mark the messages I received in this conversation read."""
    changed = conversations.mark_read(session, actor=actor, conversation_id=conversation_id)
    return {"success": True, "changed": changed}
