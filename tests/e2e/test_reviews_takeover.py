"""The reviews under a talent's or a work's page are plain elements with Radix's classes, as
the server sends them: Radix's icon buttons, text area, badges and five lucide icons a rating
made them ~100 of the components a phone hydrated for the page before it answered a tap."""

import re
import time

import httpx
import pytest

from tests.e2e.conftest import store_token
from tests.e2e.takeover import fiber_watch

pytestmark = pytest.mark.e2e

_TALENT = re.compile(r'href="/talent-detail/([0-9a-f]{32})"')

# Before React loads: the components under #reviews that React looked at in each commit.
COUNT_REVIEW_COMPONENTS = fiber_watch("window.__reviewParts = [];", """
      if (fiber === root.current) window.__reviewParts.push(0);
      for (let up = fiber; up; up = up.return) {
        if (typeof up.type === "string" && up.memoizedProps && up.memoizedProps.id === "reviews") {
          window.__reviewParts[window.__reviewParts.length - 1]++; break; }
      }""")


@pytest.fixture()
def reviewed_talent(seeded_server):
    """(a new member's token, a talent's page) where that member left a 4-star review."""
    base = seeded_server.url
    token = httpx.post(f"{base}/api/auth/register", timeout=30, json={
        "fullName": "Reena Reviewer", "email": f"reviewer-{time.time_ns()}@example.com",
        "password": "review-password-1", "role": "CLIENT"}).json()["token"]
    talent = _TALENT.search(httpx.get(f"{base}/find-talent/", timeout=30).text)[1]
    posted = httpx.post(f"{base}/api/user/{talent}/reviews", timeout=30,
                        headers={"Authorization": f"Bearer {token}"},
                        json={"rating": 4, "comment": "Calm, quick and kind."})
    assert posted.status_code == 201, posted.text
    return token, f"/talent-detail/{talent}"


def test_the_reviews_cost_the_takeover_little(browser, seeded_server, reviewed_talent):
    token, path = reviewed_talent
    context = browser.new_context(base_url=seeded_server.url, viewport={"width": 390,
                                                                         "height": 900})
    store_token(context.new_page(), token)
    context.add_init_script(COUNT_REVIEW_COMPONENTS)
    page = context.new_page()
    page.goto(path)
    page.wait_for_function("() => !document.querySelector('x-first-screen')"
                           " && document.querySelector('#reviews')")
    page.wait_for_timeout(1500)
    hydrated = max(page.evaluate("window.__reviewParts"))
    assert 0 < hydrated < 60, hydrated  # 168 before, 50 now
    mine = page.locator("#review-list .review").filter(has_text="Calm, quick and kind.")
    assert mine.get_by_role("img").get_attribute("aria-label") == "4 stars"
    assert mine.locator(".delete-review").is_visible()
    page.get_by_role("button", name="3 stars").click()  # the form's stars fill up to it
    stars = page.locator(".review-star")
    page.wait_for_function("document.querySelectorAll('.review-star.i-star-full').length === 3")
    assert [("i-star-full" in (stars.nth(n).get_attribute("class") or "")) for n in range(5)] \
        == [True, True, True, False, False]
    page.locator("#review-comment").fill("Lovely light.")
    page.locator("#post-review").click()
    page.locator("#review-list .review").filter(has_text="Lovely light.").wait_for()
    assert mine.count() == 0  # a second review replaces the first
    context.close()
