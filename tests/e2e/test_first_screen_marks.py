"""A signed-in reader's own marks are in the HTML the server sends (the feed, the talent and
portfolio pages), exactly as the page draws them once loaded: nothing flips at takeover, and
no other reader ever sees them."""

import json
import re

import httpx
import pytest

from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from marketplace_app.texts import discovery as T
from tests.e2e.conftest import store_token
from tests.e2e.workspace_helpers import api, register

pytestmark = pytest.mark.e2e

SEED = re.compile(r"window\.__kalakarFirstScreen=(\{.*?\});(?:if\(localStorage|addEventListener)")


def direct(url: str) -> str:
    """The server by 127.0.0.1 (not covered by the websocket's pinned origin)."""
    return url.replace("localhost", "127.0.0.1")


def session_cookie(base: str, token: str) -> str:
    """The HttpOnly session cookie a browser gets on signing in (POST /api/session)."""
    answer = httpx.post(f"{base}/api/session", headers={"Authorization": f"Bearer {token}"},
                        timeout=30)
    assert answer.status_code == 200, answer.text
    return f"{SESSION_COOKIE}={answer.cookies[SESSION_COOKIE]}"


def served(url: str, cookie: str = "") -> httpx.Response:
    """A page as a client without JavaScript gets it."""
    answer = httpx.get(url, headers={"Cookie": cookie} if cookie else {}, timeout=30)
    assert answer.status_code == 200
    return answer


def card_html(html: str, item_id: str) -> str:
    """One feed card's markup."""
    start = html.index(f'id="card-{item_id}"')
    end = html.find('id="card-', start + 1)
    return html[start:end if end > 0 else len(html)]


def button_html(html: str, element_id: str) -> str:
    """The first button with this id, up to its end."""
    start = html.index(f'id="{element_id}"')
    return html[start:html.index("</button>", start)]


def seed_of(html: str, state: str) -> dict:
    """The values the served page seeds into the State whose name ends in `state`."""
    seeded = json.loads(SEED.search(html).group(1))
    return next(values for name, values in seeded.items() if name.endswith(state))


@pytest.fixture(scope="module")
def marks(seeded_server):
    """Two new members: one admired the feed's first work and its talent and saved that
    talent, the other did nothing. Undone afterwards (the demo server is shared)."""
    base = direct(seeded_server.url)
    first = httpx.get(f"{base}/api/Portfolio/all", timeout=30).json()["portfolios"][0]
    owner = first["userId"]
    reader = register(base, "marks-reader@example.com", "Mira Reader", "CLIENT")
    other = register(base, "marks-other@example.com", "Omar Other", "CLIENT")
    token = reader["token"]
    done = [("POST", f"/api/Portfolio/{first['_id']}/admire"),
            ("POST", f"/api/user/{owner}/admire"), ("PUT", f"/api/user/{owner}/save")]
    for method, path in done:
        assert api(base, token, method, path).status_code == 200, path
    yield {"base": base, "item": first["_id"], "owner": owner, "reader": reader["user"]["_id"],
           "mine": session_cookie(base, token), "theirs": session_cookie(base, other["token"]),
           "token": token}
    api(base, token, "POST", f"/api/Portfolio/{first['_id']}/admire")
    api(base, token, "POST", f"/api/user/{owner}/admire")
    api(base, token, "DELETE", f"/api/user/{owner}/save")


def test_the_members_marks_are_in_the_served_feed_and_no_one_elses(marks):
    url = marks["base"] + "/main-feed/"
    mine, theirs, visitor = (served(url, marks["mine"]), served(url, marks["theirs"]),
                             served(url))
    card = card_html(mine.text, marks["item"])
    assert f">{T.ADMIRED}<" in card and "rt-variant-solid rt-Button action-admire" in card
    assert 'aria-pressed="true"' in card and f'aria-label="{T.SAVED}"' in card
    for other in (theirs, visitor):
        card = card_html(other.text, marks["item"])
        assert f">{T.ADMIRED}<" not in card and f">{T.ADMIRE}<" in card
        assert 'aria-pressed="true"' not in card
    assert f'aria-label="{T.SAVE}"' in card_html(theirs.text, marks["item"])
    assert "save-talent" not in card_html(visitor.text, marks["item"])  # visitors: no toggle
    assert seed_of(mine.text, "feed_state")["saved_talent_rx_state_"] == [marks["owner"]]
    assert "saved_talent_rx_state_" not in seed_of(visitor.text, "feed_state")
    # Made for one reader: never kept by a shared cache, and kept apart by the cookie.
    for answer in (mine, theirs, visitor):
        assert answer.headers["cache-control"].startswith("private")
        assert "public" not in answer.headers["cache-control"]
        assert "cookie" in answer.headers["vary"].lower()


def test_the_members_marks_are_on_the_talent_and_portfolio_pages(marks):
    base = marks["base"]
    talent = f"{base}/talent-detail/{marks['owner']}/"
    mine, theirs = served(talent, marks["mine"]).text, served(talent, marks["theirs"]).text
    assert f"{T.ADMIRED}<" in button_html(mine, "talent-admire")
    assert button_html(mine, "save-talent").endswith(T.SAVED)
    assert f"{T.ADMIRED}<" not in theirs
    assert f"{T.ADMIRE}<" in button_html(theirs, "talent-admire")
    assert button_html(theirs, "save-talent").endswith(T.SAVE)

    work = f"{base}/portfolio-detail/{marks['item']}/"
    answer = served(work, marks["mine"])
    assert answer.headers["cache-control"].startswith("private")
    assert seed_of(answer.text, "portfolio_detail_state")["item_rx_state_"]["admired"] is True
    other = seed_of(served(work, marks["theirs"]).text, "portfolio_detail_state")
    assert other["item_rx_state_"]["admired"] is False

    own = f"{base}/talent-detail/{marks['reader']}/"  # one's own profile: counts, no controls
    assert 'id="own-counts"' in served(own, marks["mine"]).text
    assert 'id="talent-admire"' not in served(own, marks["mine"]).text
    assert 'id="talent-admire"' in served(own, marks["theirs"]).text


# Every text the watched control showed, from the first paint on.
WATCH = """([selector]) => { window.__seen = [];
  const look = () => { const e = document.querySelector(selector);
    if (e) { const t = e.textContent + '|' + e.getAttribute('class');
      if (window.__seen[window.__seen.length - 1] !== t) window.__seen.push(t); } };
  document.addEventListener('DOMContentLoaded', () => { look();
    new MutationObserver(look).observe(document.body,
      {childList: true, subtree: true, attributes: true, characterData: true}); }); }"""
TAKEN_OVER = """() => { const h = document.querySelector('#site-header');
  return h && Object.keys(h).some(k => k.startsWith('__react')) }"""


@pytest.mark.parametrize("page_name", ["feed", "talent"])
def test_the_mark_does_not_flip_at_takeover(browser, marks, page_name):
    base = marks["base"]
    url, selector = ((base + "/main-feed/", f"#card-{marks['item']} .action-admire")
                     if page_name == "feed" else
                     (f"{base}/talent-detail/{marks['owner']}/", "#talent-admire"))
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    store_token(context.new_page(), marks["token"], base)
    page = context.new_page()
    page.add_init_script(script=f"({WATCH})({json.dumps([selector])})")
    loads = []
    page.on("request", lambda r: loads.append(r.url)
            if "/api/Portfolio/all" in r.url or "/api/user/profile" in r.url else None)
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function(TAKEN_OVER)
    if page_name == "talent":
        page.wait_for_function("() => !document.querySelector('x-first-screen')")
    page.wait_for_timeout(2000)  # the on_load delta has come and gone
    seen = page.evaluate("window.__seen")
    context.close()
    assert seen and all(text.split("|")[0].startswith(T.ADMIRED) for text in seen), seen
    assert all("rt-variant-solid" in text for text in seen), seen
    assert loads == []  # no second first-page request
