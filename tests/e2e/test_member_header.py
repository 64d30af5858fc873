"""A member opening a public page gets the member's header in the HTML the server sends (the
session cookie names them), so nothing shows "Login / Signup" before React takes over, and
React keeps the served header as it is. A visitor, or a stale session, gets the visitor's.
Either is served in the reader's language."""

import os
import re
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.i18n import translate
from marketplace_app.services.accounts.web_session import MARK_COOKIE, SESSION_COOKIE
from marketplace_app.texts import site as TS
from tests.e2e.conftest import hand_over_session, store_token
from tests.e2e.takeover import COUNT_REDRAWS, HeldScripts
from tests.e2e.test_first_screen_details import direct

pytestmark = pytest.mark.e2e

# A demo talent no other journey signs in as (a page opened with ?lang=hi saves Hindi to the
# account: every address here names its language).
MEMBER, PASSWORD = "meera.das31@demo.example.com", "demo-password-1"
TALENT = "aarav.sharma0@demo.example.com"
SHOTS = os.environ.get("MEMBER_HEADER_SHOTS")  # a folder to keep screenshots in, when set
# What each kind of reader's header holds.
MEMBER_PARTS = ('id="nav-me"', 'id="nav-manage"', 'id="nav-member-mobile"', 'id="header-search"')
MEMBER_FLAG = "window.__kalakarMember=1"
# What the header shows: its texts (a count badge left out: the member's counts load once the
# page has started), links and controls.
HEADER = """() => { const h = document.querySelector('#site-header');
  const shown = [...h.querySelectorAll('a, button, input, p')].filter(e => e.offsetWidth > 0);
  const text = e => { const c = e.cloneNode(true);
    c.querySelectorAll('.nav-badge, style').forEach(b => b.remove());
    return c.textContent.trim() || e.placeholder || ''; };
  return {text: shown.map(text).filter(Boolean),
          links: shown.filter(e => e.href).map(e => new URL(e.href).pathname),
          ids: shown.map(e => e.id).filter(Boolean)} }"""
TAKEN_OVER = ("() => Object.keys(document.querySelector('#site-header') || {})"
              ".some(k => k.startsWith('__reactProps'))")


def login_label(lang: str) -> str:
    return translate(TS.LOGIN_SIGNUP_BUTTON, lang)


def shown_logins(page, lang: str) -> int:
    """How many "Login / Signup" controls the page shows."""
    return page.evaluate("l => [...document.querySelectorAll('button, a, [role=menuitem]')]"
                         ".filter(e => e.offsetWidth > 0 && e.innerText.trim() === l).length",
                         login_label(lang))


@pytest.fixture(scope="module")
def demo(seeded_server):
    """The member's token and session cookie, and a talent and a portfolio page."""
    base = direct(seeded_server.url)
    member = httpx.post(f"{base}/api/auth/login", json={"email": MEMBER, "password": PASSWORD},
                        timeout=30).json()
    talent_id = httpx.post(f"{base}/api/auth/login", json={"email": TALENT, "password": PASSWORD},
                           timeout=30).json()["user"]["_id"]
    work = httpx.get(f"{base}/api/Portfolio/user/{talent_id}", timeout=30).json()["portfolios"][0]
    return {"base": base, "token": member["token"], "name": member["user"]["fullName"],
            "photo": member["user"].get("profileImage") or "",
            "cookie": f"{SESSION_COOKIE}={member['token']}",
            "talent": f"/talent-detail/{talent_id}/",
            "portfolio": f"/portfolio-detail/{work['_id']}/"}


def _raw(demo, path: str, cookie: str = "") -> str:
    answer = httpx.get(demo["base"] + path, headers={"Cookie": cookie} if cookie else {},
                       timeout=30)
    assert answer.status_code == 200
    return answer.text


def _header_of(html: str) -> str:
    """The served page's first header (the talent and portfolio pages serve theirs in the
    first screen, before the app's own)."""
    start = html.index('<header class="site-header')
    return html[start:html.index("</header>", start)]


# The public pages, and the member's own pages served with their first screen.
PAGES = ["/", "/main-feed/", "/find-talent/", "talent", "portfolio", "/notifications/", "/manage/",
         "/portfolio/", "/services/", "/photography/", "/browse/"]


@pytest.mark.parametrize("lang", ["en", "hi"])
@pytest.mark.parametrize("where", PAGES)
def test_served_page_has_the_members_header(demo, where, lang):
    here = demo.get(where, where)
    html = _raw(demo, f"{here}?lang={lang}", demo["cookie"])
    header = _header_of(html)
    # The language links name this page, as React draws them.
    assert f'href="{here}?lang=hi"' in header and f'href="{here}?lang=en"' in header
    for part in MEMBER_PARTS:
        assert part in header, part
    assert login_label(lang) not in header
    assert translate(TS.ME, lang) in header and translate(TS.MANAGE, lang) in header
    # The member's own avatar: their photo, else their initial (it was an empty circle until
    # React had the session).
    face = (f'<img class="rt-AvatarImage" alt="" src="{demo["photo"]}">' if demo["photo"]
            else f'<span class="rt-AvatarFallback rt-one-letter">{demo["name"][:1]}</span>')
    assert re.search(r'<span class="rt-reset rt-AvatarRoot [^>]*>' + re.escape(face), header)
    if lang == "hi":  # the search box's placeholder is in Hindi too
        assert f'placeholder="{translate(TS.PHOTOGRAPHY_SERVICES, "hi")}"' in header
    assert 'data-signed-in="true"' in html


@pytest.mark.parametrize("lang", ["en", "hi"])
@pytest.mark.parametrize("where", ["/", "/main-feed/", "/find-talent/", "/services/"])
def test_visitors_and_stale_sessions_get_the_visitors_header(demo, where, lang):
    for cookie in ("", f"{SESSION_COOKIE}=not-a-token", f"{SESSION_COOKIE}={demo['token']}x"):
        html = _raw(demo, f"{where}?lang={lang}", cookie)
        header = _header_of(html)
        assert login_label(lang) in header
        assert not any(part in header for part in MEMBER_PARTS)
        assert MEMBER_FLAG not in html and 'data-signed-in="false"' in html


def _member_context(browser, demo, width: int):
    context = browser.new_context(viewport={"width": width, "height": 900})
    context.set_default_timeout(30_000)
    store_token(context.new_page(), demo["token"], demo["base"])
    return context


def _shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / name))


def shown_calls(page, lang: str) -> list[str]:
    """The landing page's calls to action shown: "Explore More" (a member's) or sign-up."""
    return page.evaluate("""l => [...document.querySelectorAll('main a[href="/main-feed"] button,'
        + ' main a[href="/signup"] button')].filter(e => e.offsetWidth > 0)
        .map(e => e.innerText.trim() === l ? 'member' : 'visitor')""",
                         translate(TS.EXPLORE_MORE, lang))


@pytest.mark.parametrize("path,width,lang", [
    ("/main-feed/", 1280, "en"), ("/main-feed/", 390, "en"), ("/main-feed/", 1280, "hi"),
    ("/main-feed/", 390, "hi"), ("/", 1280, "en"), ("/", 390, "hi"), ("/services/", 1280, "en"),
    ("/services/", 390, "hi"), ("/browse/", 1280, "hi")])
def test_member_header_is_painted_before_the_js_and_kept_by_react(browser, demo, path, width,
                                                                  lang):
    context = _member_context(browser, demo, width)
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS)
    scripts = HeldScripts(page)
    page.goto(f"{demo['base']}{path}?lang={lang}")
    page.wait_for_selector("main")
    mine = "#nav-me" if width >= 1024 else "#nav-messages-mobile"
    expect(page.locator(mine)).to_be_visible()
    assert shown_logins(page, lang) == 0
    served = page.evaluate(HEADER)
    name = path.strip("/") or "landing"
    calls = shown_calls(page, lang) if path == "/" else []
    assert set(calls) == ({"member"} if path == "/" else set())
    _shot(page, f"{name}-{width}-{lang}-served.png")
    assert scripts.release(), "the page's JS was held: nothing could have acted"
    page.wait_for_function(TAKEN_OVER)
    page.wait_for_timeout(2500)  # the session's state arrives, the badges load
    assert page.evaluate("window.__redraws") == 0, "React drew the served page again"
    expect(page.locator(mine)).to_be_visible()
    assert shown_logins(page, lang) == 0
    drawn = page.evaluate(HEADER)
    assert drawn == served, f"{drawn}\n{served}"
    expect(page.locator("#idle-signout")).to_have_attribute("data-signed-in", "true")
    assert shown_calls(page, lang) == calls
    if path == "/":  # the hero search's placeholder is in the page's language
        expect(page.locator("#hero-search")).to_have_attribute(
            "placeholder", translate(TS.HERO_PLACEHOLDERS["talent"], lang))
    _shot(page, f"{name}-{width}-{lang}-taken-over.png")
    context.close()


@pytest.mark.parametrize("where", ["talent", "portfolio"])
def test_detail_pages_show_the_members_header_throughout(browser, demo, where):
    context = _member_context(browser, demo, 1280)
    page = context.new_page()
    scripts = HeldScripts(page)
    page.goto(demo["base"] + demo[where] + "?lang=en")
    expect(page.locator("x-first-screen #nav-me")).to_be_visible()
    assert shown_logins(page, "en") == 0
    served = page.evaluate(HEADER)
    scripts.release()
    page.wait_for_function("() => !document.querySelector('x-first-screen')")
    expect(page.locator("#nav-me")).to_be_visible()
    assert shown_logins(page, "en") == 0
    assert page.evaluate(HEADER) == served
    context.close()


def test_a_search_sent_from_the_served_header_before_the_js_is_run_once_it_arrives(browser,
                                                                                   demo):
    context = _member_context(browser, demo, 1280)
    page = context.new_page()
    scripts = HeldScripts(page)
    page.goto(f"{demo['base']}/main-feed/?lang=en")
    page.locator("#header-search").fill("food stylist")
    page.locator("#header-search").press("Enter")
    page.wait_for_timeout(500)
    assert "header_query" not in page.url, "the plain form was sent"
    assert scripts.release()
    expect(page).to_have_url(re.compile(r"/find-talent/?\?search=food(%20|\+)stylist$"))
    context.close()


def test_visitor_sees_login_signup_before_and_after_takeover(browser, demo):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS)
    scripts = HeldScripts(page)
    page.goto(f"{demo['base']}/main-feed/?lang=en")
    button = page.get_by_role("button", name=login_label("en"))
    expect(button).to_be_visible()
    scripts.release()
    page.wait_for_function(TAKEN_OVER)
    page.wait_for_timeout(1500)
    expect(button).to_be_visible()
    assert page.locator("#nav-me").count() == 0
    assert page.evaluate("window.__redraws") == 0
    context.close()


def test_a_session_cookie_without_its_token_ends_with_the_visitors_header(browser, demo):
    """The cookie says member, the browser's token is gone (signed out elsewhere in this
    browser, storage cleared): the page is loaded again as the visitor's before it shows."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.goto(f"{demo['base']}/robots.txt")
    hand_over_session(page, demo["token"])  # the cookie, and no token in storage
    page.add_init_script(COUNT_REDRAWS)
    page.goto(f"{demo['base']}/main-feed/?lang=en")
    page.wait_for_function(TAKEN_OVER)
    page.wait_for_timeout(1500)
    expect(page.get_by_role("button", name=login_label("en"))).to_be_visible()
    assert page.locator("#nav-me").count() == 0
    assert MEMBER_FLAG not in page.content(), "the visitor's page was served again"
    assert not any(c["name"] in (SESSION_COOKIE, MARK_COOKIE) for c in context.cookies())
    assert page.evaluate("window.__redraws") == 0
    context.close()
