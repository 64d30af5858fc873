"""Members-only pages as the server sends them: the sign-in page for a visitor, the page itself
for a member (the session cookie), in the raw HTML and in Chromium, with no flash of the other
page while loading; the cookie comes with signing in (and to a browser signed in before it
existed) and goes with signing out."""

import itertools
import re
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.display_rules.members_only import PROTECTED_ROUTES
from marketplace_app.i18n import translate
from marketplace_app.services.accounts.web_session import MARK_COOKIE, SESSION_COOKIE
from marketplace_app.texts.site import LOGIN_SIGNUP_BUTTON, TALENT_SIGNIN_TITLE
from tests.e2e.conftest import hand_over_session
from tests.e2e.journey_helpers import patient_expect, shot  # noqa: F401  (fixture)
from tests.e2e.test_first_screen_details import main_of

pytestmark = pytest.mark.e2e

# A demo client no other journey signs out (signing out would end every token of the account).
CLIENT, PASSWORD = "client4@demo.example.com", "demo-password-1"
TALENT = "aarav.sharma0@demo.example.com"
SHOTS = Path("/work/notes38/shots-cookie")
SIGNIN_FLAG = "window.__kalakarSignin=1"
_n = itertools.count()

# From the first node the parser adds: what the page showed, each time the DOM changed.
RECORD = """
window.__seen = [];
const note = () => {
  const root = document.documentElement;
  if (!root) return;
  const hidden = getComputedStyle(root).visibility === 'hidden';
  const mark = (sel) => !!document.querySelector(sel) && !hidden;
  window.__seen.push({signin: mark('#signin-title'),
                      member: mark('x-first-screen, #talent-name, #portfolio-title'),
                      spinner: mark('main .rt-Spinner'), path: location.pathname});
};
new MutationObserver(note).observe(document, {childList: true, subtree: true,
                                              attributes: true, attributeFilter: ['style']});
"""


def _login(base: str, email: str = CLIENT) -> dict:
    answer = httpx.post(f"{base}/api/auth/login", json={"email": email, "password": PASSWORD},
                        timeout=30)
    assert answer.status_code == 200, answer.text
    return answer.json()


@pytest.fixture(scope="module")
def site(seeded_server):
    base = seeded_server.url.replace("localhost", "127.0.0.1")
    talent = _login(base, TALENT)["user"]["_id"]
    work = httpx.get(f"{base}/api/Portfolio/user/{talent}", timeout=30).json()["portfolios"][0]
    return {"base": base, "token": _login(base)["token"], "talent_id": talent,
            "talent": f"/talent-detail/{talent}/", "portfolio": f"/portfolio-detail/{work['_id']}/",
            "work": work,
            "profile": httpx.get(f"{base}/api/user/profile/{talent}", timeout=30).json()["user"]}


def _raw(site, path: str, signed_in: bool, lang: str = "en") -> httpx.Response:
    headers = {"Cookie": f"{SESSION_COOKIE}={site['token']}"} if signed_in else {}
    return httpx.get(f"{site['base']}{path}?lang={lang}", headers=headers, timeout=30)


def _address(site, route: str) -> str:
    return {"/talent-detail/[id]": site["talent"], "/portfolio-detail/[id]": site["portfolio"],
            "/portfolio-edit/[id]": f"/portfolio-edit/{site['work']['_id']}/"}.get(route,
                                                                                 route + "/")


@pytest.mark.parametrize("route", PROTECTED_ROUTES)
def test_raw_html_of_each_members_only_page_signed_out_and_in(site, route):
    path = _address(site, route)
    visitor = _raw(site, path, signed_in=False)
    assert visitor.status_code == 200 and visitor.headers["cache-control"] == "private, no-cache"
    assert 'id="signin-title"' in visitor.text and SIGNIN_FLAG in visitor.text
    assert "<x-first-screen" not in visitor.text
    # The sign-in page at a member's own address stays out of search results; the talent and
    # portfolio pages' carries their link-preview tags for search engines to read.
    detail = route.startswith(("/talent-detail", "/portfolio-detail"))
    assert visitor.headers.get("x-robots-tag") == (None if detail else "noindex")
    member = _raw(site, path, signed_in=True)
    assert member.status_code == 200 and member.headers["cache-control"] == "private, no-cache"
    assert 'id="signin-title"' not in member.text and SIGNIN_FLAG not in member.text
    assert "x-robots-tag" not in member.headers and "noindex" not in member.text


OWN_SCREENS = [r for r in PROTECTED_ROUTES if not r.startswith(("/talent-detail", "/portfolio"))]


@pytest.mark.parametrize("route", [*OWN_SCREENS, "/portfolio-edit/[id]"])
def test_raw_html_of_a_member_s_page_is_in_their_language_with_their_header(site, route):
    """The forms and messages were the English visitor's page, Login / Signup in the header,
    until the websocket came; their first paint is now the member's, in their language."""
    cookie = f"{SESSION_COOKIE}={site['token']}; lang=hi"
    served = httpx.get(f"{site['base']}{_address(site, route)}", headers={"Cookie": cookie},
                       timeout=30)
    assert served.status_code == 200 and served.headers["cache-control"] == "private, no-cache"
    assert '<html lang="hi"' in served.text, route
    if route == "/portfolio-edit/[id]":  # React alone draws the edit form, header included
        return
    header = served.text.split('id="site-header"', 1)[1].split("</header>", 1)[0]
    assert 'href="/signup"' not in header and 'href="/signin"' not in header, route
    assert translate(LOGIN_SIGNUP_BUTTON, "hi") not in header, route
    assert 'href="/messages"' in header and 'href="/manage"' in header, route


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_raw_talent_page_member_sees_the_works_visitor_sees_only_signin(site, lang):
    titles = [w["title"] for w in httpx.get(
        f"{site['base']}/api/Portfolio/user/{site['talent_id']}", timeout=30).json()["portfolios"]]
    member = _raw(site, site["talent"], signed_in=True, lang=lang).text
    shown = main_of(member.split("<x-first-screen", 1)[1])
    assert site["profile"]["fullName"] in shown.text and site["profile"]["bio"] in shown.text
    assert [t for t in shown.text if t in titles] == titles
    assert [i["src"] for i in shown.images if i["tag"] == "img"][:len(titles)] == [
        w["media"][0]["thumbnailUrl"] for w in httpx.get(
            f"{site['base']}/api/Portfolio/user/{site['talent_id']}",
            timeout=30).json()["portfolios"]]
    visitor = _raw(site, site["talent"], signed_in=False, lang=lang).text
    body = visitor.split("</head>", 1)[1]
    assert f'<html lang="{lang}"' in visitor and 'id="signin-title"' in body
    assert site["profile"]["bio"] not in body and not any(t in body for t in titles)
    assert '<meta property="og:title"' in visitor  # link previews of the page keep working


def test_raw_portfolio_page_member_sees_the_work_visitor_sees_only_signin(site):
    work = site["work"]
    member = _raw(site, site["portfolio"], signed_in=True).text
    shown = main_of(member.split("<x-first-screen", 1)[1])
    assert work["title"] in shown.text
    imgs = [i["src"] for i in shown.images if i["tag"] == "img"]
    assert imgs and imgs == [m["thumbnailUrl"] for m in work["media"][:len(imgs)]]
    body = _raw(site, site["portfolio"], signed_in=False).text.split("</head>", 1)[1]
    assert 'id="signin-title"' in body and work["title"] not in body


def _load(browser, site, path: str, width: int, lang: str, token: str = "",
          cookie: bool = True):
    """A browser (signed in with `token`, with or without its cookie) opening `path`: the
    page, its /api/session calls, and what it showed while loading."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    context.set_default_timeout(30_000)
    if token:
        page = context.new_page()
        page.goto(f"{site['base']}/robots.txt")
        page.evaluate("t => localStorage.setItem('authToken', t)", token)
        if cookie:
            hand_over_session(page, token)
        page.close()
    page = context.new_page()
    page.add_init_script(RECORD)
    calls = []
    page.on("request", lambda r: calls.append(r.method) if "/api/session" in r.url else None)
    page.goto(f"{site['base']}{path}?lang={lang}")
    return context, page, calls


def _settle(page, selector: str):
    expect(page.locator(selector)).to_be_visible()
    page.wait_for_timeout(1500)  # on_load's answer and any redirect have come
    return page.evaluate("window.__seen")


@pytest.mark.parametrize("width,lang", [(390, "en"), (1280, "hi")])
def test_a_visitor_gets_signin_without_a_flash_of_the_member_page(browser, site, width, lang):
    context, page, calls = _load(browser, site, site["talent"], width, lang)
    seen = _settle(page, "#signin-title")
    drawn = [s for s in seen if s["member"] or s["signin"] or s["spinner"]]
    assert drawn[0]["signin"], drawn[0]  # the first thing drawn is the sign-in page
    assert not any(s["member"] or s["spinner"] for s in seen), seen
    assert page.url.startswith(f"{site['base']}/signin?lang={lang}&next=%2Ftalent-detail%2F")
    title = TALENT_SIGNIN_TITLE if lang == "en" else translate(TALENT_SIGNIN_TITLE, "hi")
    expect(page.locator("#signin-title")).to_have_text(title)  # React kept the language
    assert calls == []
    shot(page, SHOTS, f"visitor-talent-{width}-{lang}")
    context.close()


@pytest.mark.parametrize("width,lang", [(390, "en"), (1280, "hi")])
def test_a_member_gets_the_page_without_a_flash_of_signin(browser, site, width, lang):
    context, page, calls = _load(browser, site, site["talent"], width, lang, site["token"])
    seen = _settle(page, "#talent-name")
    drawn = [s for s in seen if s["member"] or s["signin"] or s["spinner"]]
    assert drawn[0]["member"], drawn[0]  # the first thing drawn is the page itself
    assert not any(s["signin"] for s in seen), seen
    assert page.url.endswith(f"{site['talent']}?lang={lang}")
    assert calls == []  # the cookie was already there: nothing handed over again
    shot(page, SHOTS, f"member-talent-{width}-{lang}")
    context.close()


def test_a_browser_signed_in_before_the_cookie_gets_it_without_signing_in(browser, site):
    context, page, calls = _load(browser, site, site["talent"], 390, "en", site["token"],
                                 cookie=False)
    seen = _settle(page, "#talent-name")
    assert not any(s["signin"] for s in seen), seen  # hidden while the token is handed over
    assert calls == ["POST"]
    assert page.url.endswith(f"{site['talent']}?lang=en")
    cookies = {c["name"]: c for c in context.cookies()}
    assert cookies[SESSION_COOKIE]["httpOnly"] and cookies[SESSION_COOKIE]["sameSite"] == "Lax"
    assert not cookies[MARK_COOKIE]["httpOnly"]
    page.reload()
    _settle(page, "#talent-name")
    assert calls == ["POST"]  # once only
    context.close()


def test_signing_in_sets_the_cookie_and_signing_out_ends_it(browser, site):
    email = f"cookie-journey-{next(_n)}-{id(site)}@example.com"
    created = httpx.post(f"{site['base']}/api/auth/register", timeout=30, json={
        "fullName": "Cookie Journey", "email": email, "password": PASSWORD, "role": "CLIENT"})
    assert created.status_code == 201, created.text
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.goto(f"{site['base']}{site['portfolio']}")
    expect(page.locator("#signin-title")).to_be_visible()
    page.wait_for_function("() => Object.keys(document.querySelector('#email-signin'))"
                           ".some(k => k.startsWith('__reactProps'))")
    page.locator("#email-signin").click()
    page.locator("#signin-email").fill(email)
    page.locator("#signin-password").fill(PASSWORD)
    page.locator("#signin-submit").click()
    expect(page.locator("#portfolio-title")).to_be_visible()  # back where they were sent from
    page.wait_for_function("() => document.cookie.includes('kalakar_member=')")
    session = {c["name"]: c for c in context.cookies()}[SESSION_COOKIE]
    assert session["httpOnly"] and session["value"] == page.evaluate(
        "localStorage.getItem('authToken')")
    served = httpx.get(f"{site['base']}{site['portfolio']}", timeout=30,
                       headers={"Cookie": f"{SESSION_COOKIE}={session['value']}"}).text
    assert "<x-first-screen" in served
    page.goto(f"{site['base']}/portfolio/")
    page.locator("#logout").click()
    page.wait_for_function("() => !localStorage.getItem('authToken') && "
                           "!document.cookie.includes('kalakar_member=')")
    assert SESSION_COOKIE not in {c["name"] for c in context.cookies()}
    # The stolen copy of the cookie is worth nothing: signing out revoked its token.
    stale = httpx.get(f"{site['base']}{site['portfolio']}", timeout=30,
                      headers={"Cookie": f"{SESSION_COOKIE}={session['value']}"}).text
    assert 'id="signin-title"' in stale and "<x-first-screen" not in stale
    context.close()


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("lang", ["en", "hi"])
def test_screenshots_of_signin_and_a_members_only_page(browser, site, width, lang):
    for who, token in (("visitor", ""), ("member", site["token"])):
        context, page, _ = _load(browser, site, site["portfolio"], width, lang, token)
        _settle(page, "#portfolio-title" if token else "#signin-title")
        shot(page, SHOTS, f"{who}-portfolio-{width}-{lang}")
        context.close()
    context, page, _ = _load(browser, site, "/signin/", width, lang)
    _settle(page, "#signin-title")
    shot(page, SHOTS, f"signin-{width}-{lang}")
    context.close()


def test_the_served_signin_page_is_what_react_draws(browser, site):
    """The sign-in page served at a members-only address and the one React draws there, once
    started, show the same text: React takes it over without redrawing it differently."""
    served = main_of(_raw(site, "/manage/", signed_in=False).text)
    context, page, _ = _load(browser, site, "/manage/", 1280, "en")
    page.wait_for_function("() => Object.keys(document.querySelector('#email-signin') || {})"
                           ".some(k => k.startsWith('__reactProps'))")
    page.wait_for_timeout(1000)
    drawn = main_of(page.content())
    address = page.url
    context.close()
    assert served.text == drawn.text and served.text
    assert re.search(r"/signin\?lang=en&next=%2Fmanage%2F%3Flang%3Den$", address)
