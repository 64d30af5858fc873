"""The masking corpus over real HTTP: a conversation message and a collaboration request's
message, each read by the other party before acceptance."""

from datetime import timedelta

import pytest

from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.services.social.contact_masking import MASK
from marketplace_app.settings import get_settings
from tests.factories import bearer, register_via_api
from tests.social.masking_corpus import BRIEFS, CONTACTS


@pytest.fixture
def roomy_limits(monkeypatch):
    """The corpus is sent by one account: lift the per-account message limit."""
    monkeypatch.setattr(get_settings(), "rate_message_account", "100000/minute")


def _messages_read_by_other(client, sender, reader, texts) -> list[str]:
    chat = client.post("/api/conversations", json={"userId": reader["user"]["_id"]},
                       headers=bearer(sender["token"])).json()["conversation"]["id"]
    for text in texts:
        sent = client.post(f"/api/conversations/{chat}/messages", json={"text": text},
                           headers=bearer(sender["token"]))
        assert sent.status_code == 201, sent.text
    page = client.get(f"/api/conversations/{chat}/messages?limit=100",
                      headers=bearer(reader["token"])).json()
    assert page["contactsHidden"] and not page["hasMore"]
    return [m["text"] for m in page["messages"]]


def _requests_read_by_other(client, sender, reader, texts) -> list[str]:
    start = today_in_india() + timedelta(days=2)
    for text in texts:
        sent = client.post("/api/collaborations", headers=bearer(sender["token"]), json={
            "recipientId": reader["user"]["_id"], "message": text, "serviceType": "Photography",
            "tags": ["wedding"], "location": "Jaipur", "dateFrom": start.isoformat(),
            "dateTo": start.isoformat()})
        assert sent.status_code == 201, sent.text
        assert sent.json()["collaboration"]["message"] == text  # the sender reads it as written
    inbox = client.get("/api/collaborations?box=inbox&limit=100",
                       headers=bearer(reader["token"])).json()["collaborations"]
    one = client.get(f"/api/collaborations/{inbox[0]['id']}", headers=bearer(reader["token"]))
    assert one.json()["collaboration"]["message"] == inbox[0]["message"]
    return [c["message"] for c in reversed(inbox)]


@pytest.mark.parametrize("read", [_messages_read_by_other, _requests_read_by_other])
def test_the_corpus_is_masked_for_the_other_party_before_acceptance(client, roomy_limits, read):
    sender, reader = register_via_api(client, role="CLIENT"), register_via_api(client)
    shown = read(client, sender, reader, [text for text, _ in CONTACTS])
    leaks = [(text, seen) for (text, secret), seen in zip(CONTACTS, shown, strict=True)
             if secret in seen or MASK not in seen]
    assert leaks == []
    other = register_via_api(client)
    assert read(client, sender, other, BRIEFS) == BRIEFS


def test_a_request_message_shows_once_the_request_is_accepted(client, clean_db):
    sender, reader = register_via_api(client, role="CLIENT"), register_via_api(client)
    start = today_in_india() + timedelta(days=2)
    text = "Call nau aath saat chhe paanch chaar teen do ek shunya"
    item = client.post("/api/collaborations", headers=bearer(sender["token"]), json={
        "recipientId": reader["user"]["_id"], "message": text, "serviceType": "Photography",
        "tags": [], "location": "Jaipur", "dateFrom": start.isoformat(),
        "dateTo": start.isoformat()}).json()["collaboration"]
    path = f"/api/collaborations/{item['id']}"
    assert client.get(path, headers=bearer(reader["token"])).json()["collaboration"][
        "message"] == f"Call {MASK}"
    accepted = client.post(f"{path}/accept", headers=bearer(reader["token"])).json()
    assert accepted["collaboration"]["message"] == text
