"""A message sent again with the same client key (a phone that lost its signal and sent the
queued message once more) is stored once; a new key is a new message."""

import pytest

from marketplace_app.services.errors import Invalid
from marketplace_app.services.social import conversations as convs
from tests.factories import make_user


def _chat(session):
    client, _ = make_user(session, role="CLIENT")
    talent, _ = make_user(session)
    return client, talent, convs.start_conversation(session, actor=client, user_id=talent.id)


def test_the_same_key_twice_is_one_message(session):
    client, talent, chat = _chat(session)
    first = convs.send_message(session, actor=client, conversation_id=chat.id,
                               body="Are you free on Sunday?", client_key="k-5f2c9a1e0b7d")
    again = convs.send_message(session, actor=client, conversation_id=chat.id,
                               body="Are you free on Sunday?", client_key="k-5f2c9a1e0b7d")
    assert again.id == first.id
    seen = convs.list_messages(session, actor=talent, conversation_id=chat.id)["messages"]
    assert [m["text"] for m in seen] == ["Are you free on Sunday?"]


def test_a_new_key_or_no_key_is_a_new_message(session):
    client, talent, chat = _chat(session)
    for key in ("k-aaaaaaaa1", "k-bbbbbbbb2", None, None):
        convs.send_message(session, actor=client, conversation_id=chat.id, body="Hello",
                           client_key=key)
    seen = convs.list_messages(session, actor=talent, conversation_id=chat.id)["messages"]
    assert len(seen) == 4


def test_keys_belong_to_their_sender(session):
    client, talent, chat = _chat(session)
    convs.send_message(session, actor=client, conversation_id=chat.id, body="Hi",
                       client_key="k-shared-123")
    convs.send_message(session, actor=talent, conversation_id=chat.id, body="Hello",
                       client_key="k-shared-123")
    assert len(convs.list_messages(session, actor=talent, conversation_id=chat.id)["messages"]) == 2


@pytest.mark.parametrize("key", ["", "x" * 65, "bad key!", 12345])
def test_a_malformed_key_is_refused(session, key):
    client, _talent, chat = _chat(session)
    with pytest.raises(Invalid):
        convs.send_message(session, actor=client, conversation_id=chat.id, body="Hi",
                           client_key=key)
