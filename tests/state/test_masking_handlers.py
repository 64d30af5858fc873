"""The Reflex handlers that show messages and requests (MessagesState.reload, ManageState's
dashboard refresh) show the masking corpus masked to the other party before acceptance."""

from datetime import timedelta

import pytest

from marketplace_app.services.social import collaborations
from marketplace_app.services.social import conversations as convs
from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.services.social.contact_masking import MASK
from marketplace_app.settings import get_settings
from marketplace_app.state.manage import ManageState
from marketplace_app.state.messages import MessagesState
from tests.async_run import run
from tests.factories import make_user
from tests.social.masking_corpus import BRIEFS, CONTACTS

# One thread page (50): contacts and briefs alternating.
TEXTS = [text for pair in zip([t for t, _ in CONTACTS[:25]], BRIEFS[:25]) for text in pair]


@pytest.fixture
def pair(session, monkeypatch):
    monkeypatch.setattr(get_settings(), "rate_message_account", "100000/minute")
    sender, _ = make_user(session, role="CLIENT")
    reader, token = make_user(session)
    return sender, reader, token


def _check(shown: list[str]):
    for text, seen in zip(TEXTS, shown, strict=True):
        if text in BRIEFS:
            assert seen == text
        else:
            secret = dict(CONTACTS)[text]
            assert secret not in seen and MASK in seen, (text, seen)


def test_the_chat_thread_shows_the_corpus_masked(session, pair):
    sender, reader, token = pair
    chat = convs.start_conversation(session, actor=sender, user_id=reader.id)
    for text in TEXTS:
        convs.send_message(session, actor=sender, conversation_id=chat.id, body=text)
    state = MessagesState(_reflex_internal_init=True)
    state.loaded, state.open_id = True, chat.id
    run(state.reload(token, "en"))
    assert state.contacts_hidden
    _check([row["text"] for row in state.thread])
    assert all(row["masked"] for row in state.thread if row["text"] not in BRIEFS)


class _Auth:
    def __init__(self, token, user_id):
        self.auth_token, self._profile = token, {"_id": user_id}


def test_the_manage_inbox_shows_request_messages_masked(session, pair, monkeypatch):
    sender, reader, token = pair
    start = today_in_india() + timedelta(days=2)
    for text in TEXTS[:collaborations.DEFAULT_LIMIT]:
        collaborations.request_collaboration(
            session, actor=sender, recipient_id=reader.id, message=text,
            service_type="Photography", tags=[], location="Jaipur",
            date_from=start.isoformat(), date_to=start.isoformat())
    state = ManageState(_reflex_internal_init=True)

    async def fake_auth(self):
        return _Auth(token, reader.id)

    async def fake_lang(self):
        return "en"

    monkeypatch.setattr(ManageState, "_auth", fake_auth)
    monkeypatch.setattr(ManageState, "_lang", fake_lang)
    run(state._refresh())
    shown = {card.message for card in state.inbox}
    for text in TEXTS[:collaborations.DEFAULT_LIMIT]:
        if text in BRIEFS:
            assert text in shown
        else:
            assert text not in shown
    assert all(dict(CONTACTS)[t] not in " ".join(shown)
               for t in TEXTS[:collaborations.DEFAULT_LIMIT] if t not in BRIEFS)
