"""The header's notifications panel: news refreshes the badges; the panel's rows are read
when it opens (and while it stays open), not on every message a member gets."""

from reflex.state import State

from marketplace_app.services.social import conversations
from marketplace_app.state.auth import AuthState
from marketplace_app.state.inbox import InboxState
from tests.async_run import run
from tests.factories import make_user


def _inbox(token: str) -> InboxState:
    """A page's whole state tree, signed in with `token`; its InboxState."""
    root = State(_reflex_internal_init=True)
    root.get_substate(AuthState.get_full_name().split(".")[1:]).auth_token = token
    return root.get_substate(InboxState.get_full_name().split(".")[1:])


def chat_id(session, sender, receiver) -> str:
    """The id of the conversation between the two (started if new)."""
    return conversations.start_conversation(session, actor=sender, user_id=receiver.id).id


def _message(session, sender, receiver, text: str) -> None:
    conversations.send_message(session, actor=sender, conversation_id=chat_id(
        session, sender, receiver), body=text)


def test_news_moves_the_badge_and_an_opened_panel_shows_the_newest(session):
    (member, token), (asha, _) = make_user(session), make_user(session, full_name="Asha Client")
    inbox = _inbox(token)
    _message(session, asha, member, "Is 12 December free?")
    run(InboxState.refresh.fn(inbox))
    assert (inbox.notifications, inbox.messages) == (1, 1)
    assert inbox.recent == []  # closed: its rows wait until it opens
    run(InboxState.set_notifications_open.fn(inbox, True))
    assert inbox.notifications_open
    assert [(row["name"], row["key"], row["unread"]) for row in inbox.recent] == [
        ("Asha Client", "message", True)]


def test_an_open_panel_follows_news(session):
    (member, token), (ravi, _) = make_user(session), make_user(session, full_name="Ravi Studio")
    inbox = _inbox(token)
    run(InboxState.set_notifications_open.fn(inbox, True))
    assert inbox.recent == []
    _message(session, ravi, member, "Sending the shot list")
    run(InboxState.refresh.fn(inbox))
    assert [(row["name"], row["link"]) for row in inbox.recent] == [
        ("Ravi Studio", f"/messages?c={chat_id(session, ravi, member)}")]
    run(InboxState.set_notifications_open.fn(inbox, False))
    assert not inbox.notifications_open and len(inbox.recent) == 1
