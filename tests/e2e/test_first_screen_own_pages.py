"""The member's own pages (/portfolio, /photographer-profile) come with their first screen in
the HTML the server sends to a member, and React takes it over without a second load and
without moving anything; a visitor still gets the sign-in page there."""

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.i18n import translate
from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from marketplace_app.texts import discovery as TD
from marketplace_app.texts import workspace as TW
from tests.e2e.takeover import HeldScripts, fiber_watch, react_drawn, shift_of, takeover
from tests.e2e.test_first_screen_details import (BOXES, TAKEN_OVER, WATCH, WATCHED, _member,
                                                 direct, main_of, raw)

pytestmark = pytest.mark.e2e

# A demo talent no other journey signs in as (a ?lang=hi visit saves Hindi to the account),
# and the demo client the other first-screen tests read as.
TALENT, CLIENT, PASSWORD = ("aditya.khan44@demo.example.com", "client4@demo.example.com",
                            "demo-password-1")


def _login(base: str, email: str) -> dict:
    return httpx.post(f"{base}/api/auth/login", json={"email": email, "password": PASSWORD},
                      timeout=30).json()


@pytest.fixture(scope="module")
def members(seeded_server):
    """The talent's own page and a client's view of the talent's photographer page, with
    what the API says of the talent's works (newest first, as both pages show them)."""
    base = direct(seeded_server.url)
    talent = _login(base, TALENT)
    talent_id = talent["user"]["_id"]
    works = httpx.get(f"{base}/api/Portfolio/user/{talent_id}", timeout=30).json()["portfolios"]
    return {"base": base, "talent_id": talent_id, "works": works,
            "profile": httpx.get(f"{base}/api/user/profile/{talent_id}",
                                 timeout=30).json()["user"],
            "talent_token": talent["token"], "client_token": _login(base, CLIENT)["token"],
            "portfolio": "/portfolio/",
            "photographer": f"/photographer-profile/?id={talent_id}"}


def _cookie(token: str) -> str:
    return f"{SESSION_COOKIE}={token}"


def _shown(value: str, lang: str) -> str:
    return translate(value, lang) if lang == "hi" else value


def _sized_in_order(images: list[dict]) -> list[dict]:
    """The <img>s: each sized with a 480/1080 srcset; the first fetched first, eagerly."""
    imgs = [i for i in images if i["tag"] == "img"]
    assert imgs
    for img in imgs:
        assert img["width"] == img["height"] == "480" and img["sizes"]
        assert " 480w" in img["srcset"] and " 1080w" in img["srcset"]
    assert imgs[0]["loading"] == "eager" and imgs[0]["fetchpriority"] == "high"
    assert all(i["fetchpriority"] == "auto" for i in imgs[1:])
    return imgs


def _cover(work: dict) -> dict:
    media = work["media"]
    return media[max(0, min(work.get("coverPhotoIndex") or 0, len(media) - 1))]


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_served_own_portfolio_holds_the_members_works(members, lang):
    answer = httpx.get(f"{members['base']}/portfolio/?lang={lang}", timeout=30,
                       headers={"Cookie": _cookie(members["talent_token"])})
    assert answer.status_code == 200
    assert answer.headers["cache-control"] == "private, no-cache"
    html, profile = answer.text, members["profile"]
    shown = main_of(html)
    assert f'<html lang="{lang}"' in html and "<x-first-screen" in html
    text = " ".join(shown.text)
    for fact in (profile["fullName"], _shown(profile["location"], lang),
                 _shown(TW.PORTFOLIO_TITLE, lang), _shown(TW.POST_WORK, lang)):
        assert fact in text
    works = sorted(members["works"], key=lambda w: w["createdAt"], reverse=True)
    titles = [w["title"] for w in works]
    assert [t for t in shown.text if t in titles] == titles
    assert f'id="stat-jobs" class="rt-Text rt-r-size-6 rt-r-weight-bold">{len(works)}<' in html
    imgs = _sized_in_order(shown.images)
    assert [i["src"] for i in imgs] == [_cover(w)["thumbnailUrl"] for w in works]
    assert all(_cover(w)["mediumUrl"] in i["srcset"] for w, i in zip(works, imgs))
    assert [i["loading"] for i in imgs] == ["eager"] * min(2, len(imgs)) + ["lazy"] * (
        len(imgs) - 2)
    assert [f"/portfolio-edit/{w['_id']}" for w in works] == [
        link for link in shown.links if link.startswith("/portfolio-edit/")][::2]
    assert shown.avatars == [profile["profilePhotoUrl"]]


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_served_photographer_page_holds_the_profile_and_works(members, lang):
    html = raw(f"{members['base']}{members['photographer']}&lang={lang}",
               cookie=_cookie(members["client_token"]))
    shown, profile = main_of(html), members["profile"]
    assert f'<html lang="{lang}"' in html
    text = " ".join(shown.text)
    for fact in (profile["fullName"], _shown(profile["location"], lang),
                 _shown(profile["experienceLevel"], lang), profile["bio"],
                 _shown(TD.PROJECTS, lang), _shown(TD.BACK, lang)):
        assert fact in text
    works = members["works"]
    titles = [w["title"] for w in works]
    assert [t for t in shown.text if t in titles] == titles
    imgs = _sized_in_order(shown.images)
    assert [i["src"] for i in imgs] == [w["media"][0]["thumbnailUrl"] for w in works]
    assert all(i["loading"] == "eager" for i in imgs[:4])
    assert all(i["loading"] == "lazy" for i in imgs[4:])


@pytest.mark.parametrize("page_name", ["portfolio", "photographer"])
def test_a_visitor_still_gets_the_signin_page(members, page_name):
    answer = httpx.get(members["base"] + members[page_name], timeout=30)
    assert answer.status_code == 200
    html = answer.text
    assert "window.__kalakarSignin=1" in html
    assert "<x-first-screen" not in html and "first_screen=" not in answer.headers.get(
        "set-cookie", "")
    assert members["profile"]["fullName"] not in html
    assert not any(w["title"] in html for w in members["works"])
    assert "/media/portfolio/" not in html


SEEDED_KEYS = ("items_rx_state_", "shown_rx_state_", "profile_rx_state_", "jobs_rx_state_",
               "profile_views_rx_state_")
OWN_WATCHED = ("#signed-in-name, #stat-jobs, #view-stats, #screen-title, #post-work, "
               ".portfolio-tile, #profile-settings-link, #logout")
OWN_BOXES = BOXES.replace(WATCHED, OWN_WATCHED)


@pytest.mark.parametrize("width,lang", [(390, "en"), (1280, "en"), (1280, "hi")])
def test_own_portfolio_takeover_loads_nothing_twice_and_moves_nothing(browser, members, width,
                                                                      lang):
    base = members["base"]
    url = f"{base}/portfolio/?lang={lang}"
    context = _member(browser, base, width, TALENT)
    seen = takeover(context, url, OWN_BOXES, WATCH, TAKEN_OVER,
                    ("own_portfolio_state", "view_stats_state"), 2500)
    before, after, page = seen.before, seen.after, seen.page
    api_requests, data_frames = seen.api_requests, seen.data_frames
    assert len(before) >= 8 and before == after
    assert page.evaluate("window.__placeholders") is False
    shift, shifts = shift_of(page)
    assert shift <= 0.05, shifts
    assert api_requests == []
    assert seen.redraws == 0, "React drew the served page again"
    assert not any(key in frame for frame in data_frames for key in SEEDED_KEYS)
    context.close()


@pytest.mark.parametrize("page_name", ["portfolio", "photographer"])
def test_served_member_page_says_what_react_draws(browser, members, page_name):
    """One description of each page: the served markup and the React page, drawn from the
    same data, show the same text, links and images."""
    who, token = ((TALENT, members["talent_token"]) if page_name == "portfolio" else
                  (CLIENT, members["client_token"]))
    url = members["base"] + members[page_name]
    served = main_of(raw(url, cookie=_cookie(token)))
    context = _member(browser, members["base"], 1280, who)
    drawn = main_of(react_drawn(context, url, TAKEN_OVER))
    assert served.text == drawn.text
    assert served.links == drawn.links
    assert served.images == drawn.images
    assert served.avatars == drawn.avatars


def test_a_sort_chosen_before_the_javascript_arrives_is_applied(browser, members):
    """The sort is the phone's own picker (a native select): a choice made on the served page
    before its JS runs is not put back by React once it takes the page over."""
    context = _member(browser, members["base"], 390, TALENT)
    page = context.new_page()
    scripts = HeldScripts(page)
    page.goto(f"{members['base']}/portfolio/")
    page.locator("x-first-screen #sort-select").select_option(label="Title A-Z")
    assert scripts.release(), "the page's JS was held: nothing could have acted"
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    by_title = sorted((w["title"] for w in members["works"]), key=str.lower)
    expect(page.locator(".portfolio-tile").first).to_have_attribute("data-title", by_title[0],
                                                                     timeout=10_000)
    expect(page.locator("#sort-select")).to_have_value("Title A-Z")
    context.close()


# Before React loads: per commit, the components under the works' grid React looked at.
COUNT_GRID_COMPONENTS = fiber_watch("window.__gridParts = [];", """
      if (fiber === root.current) window.__gridParts.push(0);
      for (let up = fiber; up; up = up.return) {
        if (typeof up.type === "string" && up.memoizedProps
            && up.memoizedProps.id === "portfolio-grid") {
          window.__gridParts[window.__gridParts.length - 1]++; break; }
      }""")


def test_own_works_cost_the_takeover_little(browser, members):
    """A work's tile on /portfolio was ~60 components for a phone to hydrate (Radix's and
    emotion's wrappers around its link, badge, title, buttons and their icons); its plain
    elements (components/own_look.py) look the same and cost less than a third."""
    context = _member(browser, members["base"], 390, TALENT)
    context.add_init_script(COUNT_GRID_COMPONENTS)
    page = context.new_page()
    page.goto(f"{members['base']}/portfolio/")
    page.wait_for_function(TAKEN_OVER)
    page.wait_for_timeout(1500)
    tiles = page.locator("#portfolio-grid > *").count()  # the works and the Post tile
    per_tile = max(page.evaluate("window.__gridParts")) / tiles
    assert tiles > 1 and per_tile < 25, (per_tile, tiles)
    tile = page.locator(".portfolio-tile").first
    tile.hover()
    tile.locator(".toggle-status").wait_for()
    assert tile.get_by_role("button", name="Delete").is_visible()
    assert tile.get_by_role("link").first.get_attribute("href").startswith("/portfolio-edit/")
    context.close()
