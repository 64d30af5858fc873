"""Two people in two browsers at once: an admire and a request raise the other's badges
without a reload, they exchange messages, a phone number is masked until the request is
accepted, and "Mark all as read" clears the badge. Then the same live updates with two
workers sharing Redis."""

import json
import sqlite3
from datetime import timedelta

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.texts import social as TX
from tests.e2e.conftest import wait_for_hydration
from tests.e2e.journey_helpers import signed_in
from tests.e2e.test_redis_workers import redis_server  # noqa: F401  (2 workers + Redis)
from tests.e2e.test_signin_journeys import PASSWORD

pytestmark = pytest.mark.e2e
PHONE = "+91 98765 43210"
LIVE = 15_000  # pushed within 1 s (tests/e2e/test_live_push.py); allow for a busy machine


def _register(url: str, name: str, email: str, role: str) -> dict:
    reply = httpx.post(f"{url}/api/auth/register", timeout=30, json={
        "fullName": name, "email": email, "password": PASSWORD, "role": role})
    assert reply.status_code == 201, reply.text
    return reply.json()


def _request(url: str, token: str, talent_id: str) -> str:
    start = today_in_india() + timedelta(days=3)
    reply = httpx.post(f"{url}/api/collaborations", timeout=30, headers={
        "Authorization": f"Bearer {token}"}, json={
        "recipientId": talent_id, "message": "Wedding shoot in Jaipur",
        "serviceType": "Photography", "tags": ["wedding"], "location": "Jaipur",
        "dateFrom": start.isoformat(), "dateTo": (start + timedelta(days=1)).isoformat()})
    assert reply.status_code == 201, reply.text
    return reply.json()["collaboration"]["id"]


def _accept(url: str, data_dir, token: str, collaboration_id: str) -> None:
    """The talent accepts: through the transitions API when present, else in the database."""
    reply = httpx.post(f"{url}/api/collaborations/{collaboration_id}/accept", timeout=30,
                       headers={"Authorization": f"Bearer {token}"})
    if reply.status_code in (404, 405):  # the state machine is not merged on this branch
        with sqlite3.connect(data_dir / "marketplace.db") as db:
            db.execute("UPDATE collaborations SET status='accepted' WHERE id=?",
                       (collaboration_id,))
    else:
        assert reply.status_code == 200, reply.text


def _badge(page, item: str):
    return page.locator(f"#nav-{item} .nav-badge")


def test_two_people_admire_request_message_and_read(browser, auth_server):
    url = auth_server.url
    client = _register(url, "Asha Client", "asha.inbox@example.com", "CLIENT")
    talent = _register(url, "Ravi Talent", "ravi.inbox@example.com", "TALENT")
    talent_id = talent["user"]["_id"]
    a_ctx, a = signed_in(browser, url, client["token"])
    b_ctx, b = signed_in(browser, url, talent["token"])
    try:
        b.goto("/main-feed")
        expect(b.locator("#nav-notifications")).to_be_visible()
        expect(_badge(b, "notifications")).to_have_count(0)

        a.goto(f"/talent-detail/{talent_id}")
        wait_for_hydration(a, "#talent-admire")  # the served page is plain HTML until then
        a.locator("#talent-admire").click()
        # the visit (a profile view) and the admire
        expect(_badge(b, "notifications")).to_have_text("2", timeout=LIVE)
        collaboration = _request(url, client["token"], talent_id)
        expect(_badge(b, "manage")).to_have_text("1", timeout=LIVE)
        expect(_badge(b, "notifications")).to_have_text("3", timeout=LIVE)

        a.locator("#message-talent").click()
        expect(a.locator("#chat-input")).to_be_visible()
        a.locator("#chat-input").fill(f"Hello Ravi, call me on {PHONE}")
        a.locator("#chat-input").press("Enter")
        expect(a.locator(".chat-bubble.own")).to_contain_text(PHONE)  # the sender reads it
        expect(a.locator("#chat-input")).to_have_value("")
        a.locator("#chat-input").press("Enter")  # blank: nothing is sent
        expect(_badge(b, "messages")).to_have_text("1", timeout=LIVE)
        expect(_badge(b, "notifications")).to_have_text("4", timeout=LIVE)

        b.locator("#nav-messages").click()
        b.locator(".contact-row").first.click()
        bubble = b.locator(".chat-bubble").first
        expect(bubble).to_contain_text("Hello Ravi, call me on")
        expect(bubble).not_to_contain_text("98765")
        expect(b.locator("#contacts-notice")).to_be_visible()
        expect(_badge(b, "messages")).to_have_count(0)
        b.locator("#chat-input").type("Sure,")
        b.locator("#chat-input").press("Shift+Enter")
        b.locator("#chat-input").type("when?")
        expect(b.locator("#chat-input")).to_have_value("Sure,\nwhen?")
        b.locator("#chat-input").press("Enter")
        expect(a.locator(".chat-bubble:not(.own)")).to_contain_text("when?", timeout=LIVE)
        assert len(a.locator(".chat-bubble.own").all()) == 1

        _accept(url, auth_server.data_dir, talent["token"], collaboration)
        expect(bubble).to_contain_text(PHONE, timeout=LIVE)
        expect(b.locator("#contacts-notice")).to_have_count(0)
        b.keyboard.press("Escape")

        expect(_badge(b, "manage")).to_have_count(0)  # accepted: nothing waits for an answer
        expect(_badge(b, "notifications")).to_have_text("3")  # reading the chat read its one
        b.locator("#nav-notifications").click()
        expect(b.locator("#notifications-panel")).to_contain_text("Asha Client admired your profile")
        b.get_by_role("button", name="Mark all as read").click()
        expect(_badge(b, "notifications")).to_have_count(0)
        expect(b.get_by_role("button", name="Mark all as read")).to_have_count(0)
        b.goto("/notifications")
        wait_for_hydration(b, "main")  # the served first screen is plain HTML until then
        expect(b.locator(".notification-row").first).to_contain_text("Asha Client")
        expect(b.locator(".notification-row.unread")).to_have_count(0)
        b.get_by_role("tab", name="Views").click()
        expect(b.locator(".notification-row").first).to_contain_text("Asha Client viewed")
        b.get_by_role("tab", name="Shares").click()
        expect(b.get_by_text("No Shares yet")).to_be_visible()
        expect(b.get_by_text("When you receive Shares, they'll appear here.")).to_be_visible()
    finally:
        a_ctx.close()
        b_ctx.close()


def test_messages_reach_an_open_page_across_two_workers(redis_server, browser):  # noqa: F811
    url = redis_server
    sender = _register(url, "Kabir Sender", "kabir.redis@example.com", "CLIENT")
    reader = _register(url, "Meera Reader", "meera.redis@example.com", "TALENT")
    headers = {"Authorization": f"Bearer {sender['token']}"}
    chat = httpx.post(f"{url}/api/conversations", json={"userId": reader["user"]["_id"]},
                      headers=headers, timeout=30).json()["conversation"]["id"]
    context, page = signed_in(browser, url, reader["token"])
    try:
        page.goto("/messages")
        expect(page.locator("#contact-list")).to_contain_text("Kabir Sender")
        for n in range(1, 4):
            # a new connection each time: the kernel spreads them over both workers
            with httpx.Client(timeout=30) as fresh:
                sent = fresh.post(f"{url}/api/conversations/{chat}/messages",
                                  json={"text": f"Message number {n}"}, headers=headers)
            assert sent.status_code == 201, sent.text
            expect(page.locator(".contact-unread")).to_have_text(str(n), timeout=LIVE)
        expect(page.locator("#nav-messages .nav-badge")).to_have_text("3")
        page.reload()  # the new socket may land on the other worker; live still holds
        expect(page.locator("#contact-list")).to_contain_text("Message number 3")
        with httpx.Client(timeout=30) as fresh:
            fresh.post(f"{url}/api/conversations/{chat}/messages",
                       json={"text": "Message number 4"}, headers=headers)
        expect(page.locator("#contact-list")).to_contain_text("Message number 4", timeout=LIVE)
    finally:
        context.close()


# Before any page script: whether the contact list ever said there are no conversations.
NOTE_NONE = """
window.__saidNone = false;
new MutationObserver(() => {
  const list = document.getElementById("contact-list");
  if (list && list.textContent.includes(%s)) window.__saidNone = true;
}).observe(document, {childList: true, subtree: true, characterData: true});
"""


def test_a_member_with_conversations_is_never_told_they_have_none(browser, auth_server):
    """The served /messages said "No conversations yet" to everyone until the list came."""
    url = auth_server.url
    sender = _register(url, "Ravi Sender", "ravi.none@example.com", "CLIENT")
    reader = _register(url, "Nisha Reader", "nisha.none@example.com", "TALENT")
    started = httpx.post(f"{url}/api/conversations", json={"userId": reader["user"]["_id"]},
                         headers={"Authorization": f"Bearer {sender['token']}"}, timeout=30)
    assert started.status_code in (200, 201), started.text
    context, page = signed_in(browser, url, reader["token"])
    try:
        page.add_init_script(NOTE_NONE % json.dumps(TX.NO_CONVERSATIONS_YET_OPEN_TALENTS_PAGE))
        page.goto("/messages")
        expect(page.locator("#contact-list")).to_contain_text("Ravi Sender")
        assert page.evaluate("window.__saidNone") is False
    finally:
        context.close()
