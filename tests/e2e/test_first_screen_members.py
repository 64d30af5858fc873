"""A member's /notifications and /manage come with their first screen in the HTML the server
sends (in the reader's language, never kept by a shared cache); React takes it over without a
second load and without moving anything. A visitor still gets the sign-in page."""

import re
import uuid
from datetime import timedelta

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.display_rules.notification_sentences import sentence_for
from marketplace_app.i18n import translate
from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from marketplace_app.texts import social as TX
from tests.e2e.conftest import store_token
from tests.e2e.takeover import SHIFT_WATCH, HeldScripts, react_drawn, shift_of, takeover
from tests.e2e.test_first_screen_details import direct, main_of

pytestmark = pytest.mark.e2e

PASSWORD = "demo-password-1"
# Demo members no other journey signs in as (opening a page with ?lang=hi saves Hindi to the
# account): a talent with many notifications, and a talent a client sends a request to.
NOTIFIED = "sanya.reddy9@demo.example.com"
BOOKED = "karan.sharma20@demo.example.com"
CLIENT = "client2@demo.example.com"
REQUEST_NOTE = "Diwali catalogue, three looks, Koregaon Park studio"
CHAT_LINE = "Namaste! Are you free on 12 December for a shoot in Pune?"


def _login(base: str, email: str) -> dict:
    return httpx.post(f"{base}/api/auth/login", json={"email": email, "password": PASSWORD},
                      timeout=30).json()


def _get(base: str, path: str, cookie: str = "", headers: dict | None = None):
    headers = dict(headers or {})
    if cookie:
        headers["Cookie"] = "; ".join(filter(None, [headers.get("Cookie"), cookie]))
    return httpx.get(base + path, headers=headers, timeout=30)


@pytest.fixture(scope="module")
def members(seeded_server):
    """The two members' session cookies, their first notifications (API) and the request
    the talent received."""
    base = direct(seeded_server.url)
    notified, booked = _login(base, NOTIFIED), _login(base, BOOKED)
    client = _login(base, CLIENT)
    start = today_in_india() + timedelta(days=9)
    sent = httpx.post(f"{base}/api/collaborations", timeout=30,
                      headers={"Authorization": f"Bearer {client['token']}"},
                      json={"recipientId": booked["user"]["_id"], "message": REQUEST_NOTE,
                            "serviceType": "Photography", "location": "Pune",
                            "dateFrom": start.isoformat(), "dateTo": start.isoformat(),
                            "budgetMin": 45000})
    assert sent.status_code == 201, sent.text
    first = httpx.get(f"{base}/api/notifications?tab=appreciations&limit=5", timeout=30,
                      headers={"Authorization": f"Bearer {notified['token']}"}).json()
    assert len(first["notifications"]) >= 3, "the demo talent has notifications"
    return {"base": base, "notified": notified["token"], "booked": booked["token"],
            "client_name": client["user"]["fullName"],
            "notified_cookie": f"{SESSION_COOKIE}={notified['token']}",
            "booked_cookie": f"{SESSION_COOKIE}={booked['token']}",
            "first": first["notifications"]}


def _register(base: str, name: str, role: str) -> dict:
    answer = httpx.post(f"{base}/api/auth/register", timeout=30, json={
        "fullName": name, "email": f"{name.split()[0].lower()}-{uuid.uuid4().hex[:8]}@example.com",
        "password": PASSWORD, "role": role})
    assert answer.status_code == 201, answer.text
    return answer.json()


@pytest.fixture(scope="module")
def chats(seeded_server):
    """A new client two new talents have each written to (no other journey knows them): the
    client's session cookie and token, the talents' names and their conversations; and a new
    client nobody has written to."""
    base = direct(seeded_server.url)
    client = _register(base, "Neha Kulkarni", "CLIENT")
    talents, conversations = [], []
    for name in ("Rohan Verma", "Ishita Bose"):
        talent = _register(base, name, "TALENT")
        mine = {"Authorization": f"Bearer {talent['token']}"}
        chat = httpx.post(f"{base}/api/conversations", json={"userId": client["user"]["_id"]},
                          headers=mine, timeout=30).json()["conversation"]["_id"]
        sent = httpx.post(f"{base}/api/conversations/{chat}/messages", headers=mine, timeout=30,
                          json={"text": f"{CHAT_LINE} ({name})"})
        assert sent.status_code == 201, sent.text
        talents.append(name)
        conversations.append(chat)
    quiet = _register(base, "Kabir Das", "CLIENT")
    return {"base": base, "chatty": client["token"],
            "chatty_cookie": f"{SESSION_COOKIE}={client['token']}", "talents": talents,
            "conversations": conversations, "quiet_cookie": f"{SESSION_COOKIE}={quiet['token']}"}


def _shown(message: str, lang: str, **params) -> str:
    return translate(message, lang, **params) if lang == "hi" else message.format(**params)


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_served_notifications_hold_the_first_notifications(members, lang):
    answer = _get(members["base"], f"/notifications/?lang={lang}", members["notified_cookie"])
    assert answer.status_code == 200
    assert answer.headers["cache-control"] == "private, no-cache"
    html = answer.text
    assert f'<html lang="{lang}"' in html and "<x-first-screen" in html
    shown = main_of(html)
    text = " ".join(shown.text)
    assert _shown(TX.NOTIFICATIONS, lang) in text
    for item in members["first"]:
        actor = item["actor"]["fullName"]
        key = f"{item['kind']}_{item['subjectType']}"
        assert _shown(sentence_for(key), lang, name=actor, title=item["subjectTitle"]) in text
        assert f"/talent-detail/{item['actor']['_id']}" in shown.links
    # When: the newest is minutes old; unread: marked for screen readers and highlighted.
    minutes = "मिनट पहले" if lang == "hi" else "minute"
    assert minutes in text
    unread = _shown(TX.UNREAD, lang)
    assert html.count(f'aria-label="{unread}"') >= sum(not n["read"] for n in members["first"])
    assert "notification-row unread" in html
    assert "rt-Spinner" not in html.split("<x-first-screen", 1)[1].split("</x-first-screen>")[0]


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_served_manage_holds_the_first_requests(members, lang):
    answer = _get(members["base"], f"/manage/?lang={lang}", members["booked_cookie"])
    assert answer.status_code == 200
    assert answer.headers["cache-control"] == "private, no-cache"
    html = answer.text
    assert f'<html lang="{lang}"' in html and "<x-first-screen" in html
    text = " ".join(main_of(html).text)
    for fact in (_shown(TX.MANAGE, lang), members["client_name"], REQUEST_NOTE,
                 _shown(TX.SENT_YOU_REQUEST, lang), _shown("Pending", lang),
                 _shown("Photography", lang), _shown("Pune", lang), _shown("Accept", lang),
                 _shown("Decline", lang)):
        assert fact in text, fact
    assert re.search(r'class="rt-reset rt-Badge[^"]*tab-count">1<', html)


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_served_messages_hold_the_contact_list(chats, lang):
    """/messages painted everyone's conversations only once the websocket answered (a spinner
    until then): the served page holds them, newest first, with their last line, its time and
    the unread count."""
    answer = _get(chats["base"], f"/messages/?lang={lang}", chats["chatty_cookie"])
    assert answer.status_code == 200
    assert answer.headers["cache-control"] == "private, no-cache"
    html = answer.text
    assert f'<html lang="{lang}"' in html and "<x-first-screen" in html
    served = html.split("<x-first-screen", 1)[1].split("</x-first-screen>")[0]
    assert "rt-Spinner" not in served
    text = " ".join(main_of(html).text)
    names = list(reversed(chats["talents"]))  # the newest conversation first
    assert re.findall(r'contact-row.*?rt-r-weight-bold[^"]*">([^<]*)<', served) == names
    for name in names:
        assert f"{CHAT_LINE} ({name})" in text
    assert ("मिनट पहले" if lang == "hi" else "minute") in text
    assert len(re.findall(r'rt-Badge[^"]*contact-unread">1<', served)) == 2
    # An address that opens one conversation is drawn by React (its chat, not the list).
    opened = _get(chats["base"], f"/messages/?c={chats['conversations'][0]}",
                  chats["chatty_cookie"]).text
    assert "<x-first-screen" not in opened and CHAT_LINE not in opened


def test_a_member_with_no_conversations_is_told_so_at_once(chats):
    """The served page says there are none (in the reader's language), not a spinner."""
    html = _get(chats["base"], "/messages/?lang=hi", chats["quiet_cookie"]).text
    served = html.split("<x-first-screen", 1)[1].split("</x-first-screen>")[0]
    assert _shown(TX.NO_CONVERSATIONS_YET_OPEN_TALENTS_PAGE, "hi") in " ".join(main_of(html).text)
    assert "rt-Spinner" not in served


@pytest.mark.parametrize("path", ["/notifications/", "/manage/", "/messages/"])
def test_visitors_get_the_signin_page_and_no_member_data(members, path):
    answer = _get(members["base"], path)
    assert answer.status_code == 200
    html = answer.text
    assert "window.__kalakarSignin=1" in html
    assert "<x-first-screen" not in html and "first_screen=" not in answer.headers.get(
        "set-cookie", "")
    for private in (members["client_name"], REQUEST_NOTE,
                    *(n["actor"]["fullName"] for n in members["first"])):
        assert private not in html
    # A stale or forged session is a visitor too.
    forged = _get(members["base"], path, f"{SESSION_COOKIE}=not-a-token")
    assert "window.__kalakarSignin=1" in forged.text and "<x-first-screen" not in forged.text


WATCHED = ("#screen-title, #page-mark-all, [role=tablist], #notification-list > div, "
           "#list-inbox > div, #boost-profile, main #contact-list > div")
# Where each shown part lies (the prerendered page hidden under the served one is left out).
BOXES = """() => [...document.querySelectorAll('%s')].filter(e => e.offsetWidth > 0).map(e => {
  const r = e.getBoundingClientRect();
  return [e.id || e.getAttribute('role') || (e.classList.contains('unread') ? 'unread' : 'row'),
          Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] })""" \
    % WATCHED
WATCH = SHIFT_WATCH + """
window.__placeholders = false;
document.addEventListener('DOMContentLoaded', () => new MutationObserver(() => {
  if ([...document.querySelectorAll('main .rt-Spinner')].some(s => s.offsetWidth > 0))
    window.__placeholders = true;
}).observe(document.body, {childList: true, subtree: true}));
"""
TAKEN_OVER = ("() => !document.querySelector('x-first-screen') && "
              "!!document.querySelector('main #screen-title')")


def _member(browser, base: str, token: str, width: int):
    context = browser.new_context(viewport={"width": width, "height": 900})
    context.set_default_timeout(30_000)
    store_token(context.new_page(), token, base)
    return context


@pytest.mark.parametrize("width,lang", [(390, "en"), (1280, "hi")])
def test_notifications_takeover_loads_nothing_twice_and_moves_nothing(browser, members, width,
                                                                      lang):
    base = members["base"]
    url = f"{base}/notifications/?lang={lang}"
    context = _member(browser, base, members["notified"], width)
    seen = takeover(context, url, BOXES, WATCH, TAKEN_OVER, ("notifications_page_state",), 2500)
    before, after, page = seen.before, seen.after, seen.page
    api_requests, data_frames = seen.api_requests, seen.data_frames
    assert any(box[0] == "unread" for box in before), "the first rows were served"
    assert before == after
    assert page.evaluate("window.__placeholders") is False
    shift, shifts = shift_of(page)
    assert shift <= 0.05, shifts
    assert api_requests == []
    assert seen.redraws == 0, "React drew the served page again"
    assert data_frames, "the page's on_load answered"
    assert not any("rows_rx_state_" in frame for frame in data_frames)
    context.close()


@pytest.mark.parametrize("width,lang", [(390, "hi"), (1280, "en")])
def test_messages_takeover_loads_nothing_twice_and_moves_nothing(browser, chats, width, lang):
    base = chats["base"]
    context = _member(browser, base, chats["chatty"], width)
    seen = takeover(context, f"{base}/messages/?lang={lang}", BOXES, WATCH, TAKEN_OVER,
                    ("messages_state",), 2500)
    assert sum(box[0] == "row" for box in seen.before) == 2, "the contacts were served"
    assert seen.before == seen.after
    assert seen.page.evaluate("window.__placeholders") is False
    shift, shifts = shift_of(seen.page)
    assert shift <= 0.05, shifts
    assert seen.api_requests == []
    assert seen.data_frames, "the page's on_load answered"
    assert not any("contacts_rx_state_" in frame for frame in seen.data_frames)
    context.close()


@pytest.mark.parametrize("path,who", [("/notifications/", "notified"), ("/manage/", "booked"),
                                      ("/messages/", "chatty")])
def test_served_member_page_says_what_react_draws(browser, members, chats, path, who):
    """One description of each page: the served markup and the React page, drawn from the
    same data, show the same text and links."""
    people = {**members, **chats}
    url = people["base"] + path
    served = main_of(_get(people["base"], path, people[f"{who}_cookie"]).text)
    context = _member(browser, people["base"], people[who], 1280)
    drawn = main_of(react_drawn(context, url, TAKEN_OVER))
    assert served.text == drawn.text
    assert served.links == drawn.links
    assert served.avatars == drawn.avatars


def test_a_tab_tapped_before_the_javascript_arrives_is_opened(browser, members):
    """On a slow phone the served /manage shows seconds before its JS: a tab tapped then opens
    once React has the page, instead of the tap being lost (Radix tabs open on mousedown, so
    a plain click replayed did nothing)."""
    base = members["base"]
    context = _member(browser, base, members["booked"], 390)
    page = context.new_page()
    scripts = HeldScripts(page)
    page.goto(f"{base}/manage/")
    tab = page.locator("x-first-screen #tab-sent")
    tab.click()
    page.wait_for_timeout(500)
    assert scripts.release(), "the page's JS was held: nothing could have acted"
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    expect(page.locator("#tab-sent")).to_have_attribute("aria-selected", "true", timeout=10_000)
    context.close()
