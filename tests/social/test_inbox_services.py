"""Notifications and conversations at the service level: who sees what, masking before and
after a collaboration is accepted, unread counts capped for the "9+" badge."""

from datetime import timedelta

import pytest

from marketplace_app.models.collaboration import Collaboration
from marketplace_app.services.errors import Forbidden, Invalid, NotFound
from marketplace_app.services.social import conversations as convs
from marketplace_app.services.social import interactions, notifications
from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.services.social.collaborations import request_collaboration
from marketplace_app.services.social.contact_masking import MASK, mask_contacts
from marketplace_app.services.social.inbox import header_counts
from tests.factories import make_user

CONTACTS = ["+91 98765 43210", "98765-43210", "09876543210", "9 8 7 6 5 4 3 2 1 0",
            "+91-98765-43210", "asha.k@gmail.com", "asha@okicici", "studio.pay@ybl"]


def _user(session, **kw):
    user, _token = make_user(session, **kw)
    return user


@pytest.mark.parametrize("contact", CONTACTS)
def test_each_contact_format_is_masked(contact):
    text, hidden = mask_contacts(f"Reach me at {contact} tomorrow")
    assert hidden and contact not in text and text == f"Reach me at {MASK} tomorrow"


@pytest.mark.parametrize("text", ["Budget 25000 for 2 days", "Shoot on 10-11-2026",
                                  "Order 1234567890", "Jaipur, 10-15 Nov"])
def test_ordinary_numbers_are_left_alone(text):
    assert mask_contacts(text) == (text, False)


def _collab(session, sender, recipient, status="pending"):
    start = today_in_india() + timedelta(days=3)
    item = request_collaboration(
        session, actor=sender, recipient_id=recipient.id, message="Wedding shoot",
        service_type="Photography", tags=["wedding"], location="Jaipur",
        date_from=start.isoformat(), date_to=(start + timedelta(days=1)).isoformat())
    item = session.get(Collaboration, item.id)
    item.status = status
    session.add(item)
    session.commit()
    return item


def test_contacts_are_masked_for_the_other_party_until_accepted(session):
    client, talent = _user(session, role="CLIENT"), _user(session)
    chat = convs.start_conversation(session, actor=client, user_id=talent.id)
    assert convs.start_conversation(session, actor=talent, user_id=client.id).id == chat.id
    convs.send_message(session, actor=talent, conversation_id=chat.id,
                       body="Call +91 98765 43210 or mail asha@gmail.com, UPI asha@okaxis")
    seen = convs.list_messages(session, actor=client, conversation_id=chat.id)
    message = seen["messages"][0]
    assert "98765" not in message["text"] and "gmail" not in message["text"]
    assert "okaxis" not in message["text"] and message["masked"] and seen["contactsHidden"]
    assert message["notice"] == "Contact details are hidden until a collaboration is accepted"
    own = convs.list_messages(session, actor=talent, conversation_id=chat.id)["messages"][0]
    assert "+91 98765 43210" in own["text"] and not own["masked"]
    listed = convs.list_conversations(session, actor=client)[0]
    assert "98765" not in listed["lastMessage"]

    item = _collab(session, client, talent, status="declined")
    assert convs.list_messages(session, actor=client,
                               conversation_id=chat.id)["messages"][0]["masked"]
    item.status = "accepted"
    session.add(item)
    session.commit()
    after = convs.list_messages(session, actor=client, conversation_id=chat.id)
    assert "+91 98765 43210" in after["messages"][0]["text"] and not after["contactsHidden"]
    assert "asha@okaxis" in convs.list_conversations(session, actor=client)[0]["lastMessage"]


def test_only_the_two_participants_read_or_write_a_conversation(session):
    a, b, stranger = _user(session), _user(session), _user(session)
    chat = convs.start_conversation(session, actor=a, user_id=b.id)
    convs.send_message(session, actor=a, conversation_id=chat.id, body="Hello")
    for call in (lambda: convs.list_messages(session, actor=stranger, conversation_id=chat.id),
                 lambda: convs.send_message(session, actor=stranger, conversation_id=chat.id,
                                            body="hi"),
                 lambda: convs.mark_read(session, actor=stranger, conversation_id=chat.id)):
        with pytest.raises(NotFound):
            call()
    assert convs.list_conversations(session, actor=stranger) == []
    with pytest.raises(Forbidden):
        convs.start_conversation(session, actor=a, user_id=a.id)


def test_blank_and_overlong_messages_are_refused_and_text_is_trimmed(session):
    a, b = _user(session), _user(session)
    chat = convs.start_conversation(session, actor=a, user_id=b.id)
    for body in ("", "   \n ", None, 5, "x" * 2001):
        with pytest.raises(Invalid):
            convs.send_message(session, actor=a, conversation_id=chat.id, body=body)
    sent = convs.send_message(session, actor=a, conversation_id=chat.id, body="  Hi\nthere ")
    assert sent.body == "Hi\nthere"
    assert len(convs.list_messages(session, actor=b, conversation_id=chat.id)["messages"]) == 1


def test_unread_messages_count_and_mark_read(session):
    a, b = _user(session), _user(session)
    chat = convs.start_conversation(session, actor=a, user_id=b.id)
    for n in range(3):
        convs.send_message(session, actor=a, conversation_id=chat.id, body=f"m{n}")
    assert header_counts(session, actor=b)["messages"] == 3
    assert header_counts(session, actor=a)["messages"] == 0
    assert convs.list_conversations(session, actor=b)[0]["unreadCount"] == 3
    # three messages, one "messaged you" notification
    assert notifications.list_notifications(session, actor=b, tab="requests")[
        "notifications"][0]["kind"] == "message"
    assert notifications.unread_count(session, actor=b) == 1
    assert convs.mark_read(session, actor=b, conversation_id=chat.id) == 3
    assert header_counts(session, actor=b) == {"notifications": 0, "messages": 0, "manage": 0}


def test_admire_notifies_the_owner_once_and_only_the_recipient_sees_it(session):
    owner, fan, other = _user(session), _user(session), _user(session)
    for _ in range(3):  # on, off, on: one notification
        interactions.toggle(session, actor=fan, target_kind="user", target_id=owner.id,
                            action="admire")
    interactions.toggle(session, actor=fan, target_kind="user", target_id=owner.id,
                        action="appreciate")
    interactions.share(session, actor=fan, target_kind="user", target_id=owner.id)
    page = notifications.list_notifications(session, actor=owner, tab="appreciations")
    assert [n["kind"] for n in page["notifications"]] == ["appreciate", "admire"]
    assert page["notifications"][0]["actor"]["_id"] == fan.id
    assert [n["kind"] for n in notifications.list_notifications(
        session, actor=owner, tab="shares")["notifications"]] == ["share"]
    assert notifications.list_notifications(session, actor=other,
                                            tab="appreciations")["notifications"] == []
    assert notifications.unread_count(session, actor=fan) == 0
    with pytest.raises(NotFound):
        notifications.mark_read(session, actor=other,
                                notification_id=page["notifications"][0]["id"])
    with pytest.raises(Invalid):
        notifications.list_notifications(session, actor=owner, tab="everything")
    with pytest.raises(Invalid):
        notifications.list_notifications(session, actor=owner, tab="shares", limit=0)


def test_unread_count_caps_at_ten_and_mark_all_read_clears_it(session):
    owner = _user(session)
    for _ in range(12):
        fan = _user(session)
        interactions.toggle(session, actor=fan, target_kind="user", target_id=owner.id,
                            action="admire")
    assert notifications.unread_count(session, actor=owner) == 10  # the badge reads "9+"
    first = notifications.list_notifications(session, actor=owner, tab="appreciations",
                                             limit=5)
    assert len(first["notifications"]) == 5 and first["hasMore"]
    notifications.mark_read(session, actor=owner, notification_id=first["notifications"][0]["id"])
    assert notifications.mark_all_read(session, actor=owner) == 11
    assert notifications.unread_count(session, actor=owner) == 0


def test_pending_requests_count_for_the_manage_badge(session):
    client, talent = _user(session, role="CLIENT"), _user(session)
    _collab(session, client, talent)
    _collab(session, client, talent, status="accepted")
    assert header_counts(session, actor=talent)["manage"] == 1
    assert header_counts(session, actor=client)["manage"] == 0
