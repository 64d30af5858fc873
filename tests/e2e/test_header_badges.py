"""A member's unread counts (notifications, messages, requests to answer) are in the header the
server sends, on every page it serves for them: they used to appear only once the websocket
answered, seconds later on a phone. React takes the header over with the same badges."""

import os
import re

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from tests.e2e.conftest import store_token
from tests.e2e.takeover import COUNT_REDRAWS, HeldScripts
from tests.e2e.test_first_screen_details import direct
from tests.e2e.workspace_helpers import api, register

pytestmark = pytest.mark.e2e

# Every badge the header shows, by icon, in the order the page has them: the wide screens'
# (manage, messages, notifications), then the narrow screens' (messages, notifications).
BADGES = r'<div class="hd-icon fs-i i-([a-z-]+)">(?:<div class="nav-badge">([^<]*)</div>)?</div>'
# Whether a badge was ever taken away, or added once the page showed React's header: its
# served header hydrated, or the talent page's served first screen gone as a whole (its header
# with it), React's page drawn beside it showing instead.
WATCH_BADGES = """window.__badgesGone = 0; window.__badgesLate = 0;
let served = false, swapped = false;
const badge = n => n.nodeType === 1 && (n.matches('.nav-badge') || n.querySelector('.nav-badge'));
new MutationObserver(ms => { for (const m of ms) {
  for (const n of m.removedNodes) {
    if (n.localName === 'x-first-screen') swapped = true;
    else if (badge(n)) window.__badgesGone++; }
  for (const n of m.addedNodes) {
    if (n.localName === 'x-first-screen') served = true;
    else if (badge(n) && document.readyState !== 'loading' && (!served || swapped))
      window.__badgesLate++; } } })
  .observe(document, {childList: true, subtree: true});"""
SHOWN_BADGES = """() => [...document.querySelectorAll('#site-header .hd-icon')].map(i =>
  [[...i.classList].find(c => c.startsWith('i-')).slice(2),
   i.querySelector('.nav-badge')?.textContent ?? '']).filter(([icon]) => icon !== 'house')"""


@pytest.fixture(scope="module")
def inbox(seeded_server):
    """A talent with news: a pending request, two unread messages and the notifications they
    brought; and a member with none."""
    base = direct(seeded_server.url)
    tag = os.getpid()
    talent = register(base, f"badge.talent{tag}@example.com", "Kavya Rao")
    client = register(base, f"badge.client{tag}@example.com", "Rohan Mehta", role="CLIENT")
    quiet = register(base, f"badge.quiet{tag}@example.com", "Nisha Iyer", role="CLIENT")
    sent = api(base, client["token"], "POST", "/api/collaborations", json={
        "recipientId": talent["user"]["_id"], "message": "Wedding shoot in Pune",
        "serviceType": "Photography", "location": "Pune", "dateFrom": "2027-02-10",
        "dateTo": "2027-02-10", "budgetMin": 40000, "budgetMax": 60000})
    assert sent.status_code == 201, sent.text
    chat = api(base, client["token"], "POST", "/api/conversations",
               json={"userId": talent["user"]["_id"]}).json()["conversation"]["id"]
    for text in ("Namaste", "Are you free that week?"):
        said = api(base, client["token"], "POST", f"/api/conversations/{chat}/messages",
                   json={"text": text})
        assert said.status_code in (200, 201), said.text
    unread = api(base, talent["token"], "GET", "/api/notifications/unread-count").json()["count"]
    assert unread >= 1
    expected = {"briefcase": "1", "message-circle": "2", "bell": str(unread)}
    return {"base": base, "talent": talent, "quiet": quiet, "expected": expected,
            "talent_page": f"/talent-detail/{talent['user']['_id']}/"}


def _served_badges(inbox, path: str, token: str) -> list[tuple[str, str]]:
    answer = httpx.get(inbox["base"] + path, headers={"Cookie": f"{SESSION_COOKIE}={token}"},
                       timeout=30)
    assert answer.status_code == 200
    header = answer.text[answer.text.index('<header class="site-header'):]
    header = header[:header.index("</header>")]
    return [found for found in re.findall(BADGES, header) if found[0] != "house"]


@pytest.mark.parametrize("lang", ["en", "hi"])
@pytest.mark.parametrize("path", ["/", "/main-feed/", "/find-talent/", "talent", "/manage/",
                                  "/notifications/", "/messages/", "/portfolio/", "/services/"])
def test_the_served_header_shows_the_members_unread_counts(inbox, path, lang):
    here = inbox["talent_page"] if path == "talent" else path
    shown = _served_badges(inbox, f"{here}?lang={lang}", inbox["talent"]["token"])
    expected = inbox["expected"]
    assert shown == [(icon, expected[icon]) for icon in
                     ("briefcase", "message-circle", "bell", "message-circle", "bell")], shown


@pytest.mark.parametrize("path", ["/main-feed/", "/notifications/"])
def test_a_member_with_no_news_is_served_no_badge(inbox, path):
    shown = _served_badges(inbox, path, inbox["quiet"]["token"])
    assert [icon for icon, _ in shown] == ["briefcase", "message-circle", "bell",
                                           "message-circle", "bell"]
    assert all(count == "" for _, count in shown), shown


@pytest.mark.parametrize("path,width,lang", [("/main-feed/", 390, "hi"), ("/main-feed/", 1280, "en"),
                                             ("/", 1280, "hi"), ("talent", 390, "en")])
def test_react_takes_the_header_over_with_the_same_badges(browser, inbox, path, width, lang):
    context = browser.new_context(viewport={"width": width, "height": 900})
    context.set_default_timeout(30_000)
    store_token(context.new_page(), inbox["talent"]["token"], inbox["base"])
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS + WATCH_BADGES)
    scripts = HeldScripts(page)
    here = inbox["talent_page"] if path == "talent" else path
    page.goto(f"{inbox['base']}{here}?lang={lang}")
    wanted = "#nav-messages-mobile" if width < 1024 else "#nav-manage"
    badge = page.locator(f"{wanted} .nav-badge")
    expect(badge).to_be_visible()  # painted before any of the page's JS has run
    expect(badge).to_have_text(inbox["expected"]["message-circle" if width < 1024
                                                else "briefcase"])
    served = page.evaluate(SHOWN_BADGES)
    assert scripts.release()
    page.wait_for_function("() => Object.keys(document.querySelector('#site-header') || {})"
                           ".some(k => k.startsWith('__reactProps'))")
    page.wait_for_timeout(2500)  # the websocket's refresh of the counts has come
    assert page.evaluate(SHOWN_BADGES) == served
    assert page.evaluate("window.__badgesGone") == 0, "a served badge was taken away"
    assert page.evaluate("window.__badgesLate") == 0, "a badge came after the page showed"
    assert page.evaluate("window.__redraws") == 0, "React drew the served page again"
    context.close()
