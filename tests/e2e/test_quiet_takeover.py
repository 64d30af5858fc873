"""A served page is not rewritten where it is already right: once its body is parsed, nothing
writes <html>'s class, style or lang, the root theme's class or the header's scroll mark. Each
such write makes the browser restyle every element of the page (120-160 ms at Lighthouse's 4x
phone CPU) for nothing."""

import json
import re

import httpx
import pytest

from playwright.sync_api import expect

from tests.e2e.conftest import store_token, wait_for_hydration
from tests.e2e.takeover import fiber_watch

pytestmark = pytest.mark.e2e

# Before any page script: records each write to the watched attributes of the page's root,
# its root theme and its header, once the body exists (the <head>'s theme script sets <html>
# up before anything is drawn, which costs nothing).
WATCH_WRITES = """
window.__pageWrites = [];
const watched = (el) => el === document.documentElement || el.id === "site-header"
  || el.dataset?.isRootTheme === "true";
new MutationObserver((records) => {
  if (!document.body) return;
  for (const r of records) {
    if (watched(r.target)) {
      window.__pageWrites.push(`${r.target.id || r.target.className || r.target.tagName} `
        + `${r.attributeName}: ${r.oldValue} -> ${r.target.getAttribute(r.attributeName)}`);
    }
  }
}).observe(document, {attributes: true, subtree: true, attributeOldValue: true,
                      attributeFilter: ["class", "style", "lang", "data-scrolled"]});
"""


@pytest.mark.parametrize("lang", ["en", "hi"])
@pytest.mark.parametrize("path", ["/", "/main-feed/", "/find-talent/"])
def test_the_takeover_leaves_a_served_page_s_style_alone(browser, seeded_server, path, lang):
    context = browser.new_context(base_url=seeded_server.url,
                                  viewport={"width": 390, "height": 844})
    context.add_init_script(WATCH_WRITES)
    page = context.new_page()
    page.goto(path if lang == "en" else f"{path}?lang=hi")
    wait_for_hydration(page)
    wait_for_hydration(page, "main")
    page.wait_for_timeout(1500)  # the colour mode's and the header's effects have run
    assert page.evaluate("window.__pageWrites") == []
    # Scrolling still marks the header (spec §2.2): a real change is written.
    page.mouse.wheel(0, 1500)
    page.wait_for_function("document.getElementById('site-header').dataset.scrolled === 'true'")
    context.close()


def settled_count(browser, server, path: str, watch: str, counter: str, **context_args) -> int:
    """Opens `path` with `watch` run before any page script, until React has the page and the
    server has answered its first events (the page has kept its language in its cookie), and
    reads the watch's counter."""
    context = browser.new_context(base_url=server.url, **context_args)
    context.add_init_script(watch)
    page = context.new_page()
    page.goto(path)
    wait_for_hydration(page, "main")
    page.wait_for_function("document.cookie.includes('lang=en')")
    page.wait_for_timeout(500)
    counted = page.evaluate(f"window.{counter}")
    context.close()
    return counted


# Before React loads: counts the components drawn again because the language they read changed
# (React reports each commit to a devtools hook; a component reading the language holds it in a
# store-subscription hook whose value is LangState's values).
COUNT_LANGUAGE_REDRAWS = fiber_watch("window.__languageRedraws = 0;", """
  let hook = fiber.memoizedState, before = fiber.alternate?.memoizedState;
  while (hook && before && typeof hook === "object" && "next" in hook) {
    const value = hook.memoizedState;
    if (hook.queue?.getSnapshot && value !== before.memoizedState
        && value && typeof value === "object" && "lang_rx_state_" in value) {
      window.__languageRedraws++;
    }
    hook = hook.next; before = before.next;
  }""")


@pytest.mark.parametrize("path", ["/main-feed/", "/find-talent/"])
def test_an_english_page_is_not_drawn_again_when_its_language_settles(browser, seeded_server,
                                                                       path):
    assert settled_count(browser, seeded_server, path, COUNT_LANGUAGE_REDRAWS,
                         "__languageRedraws", locale="en-IN") == 0


# Before React loads: counts the renders of Reflex's event loop, whose value every component
# with an event reads. A new value while the served cards wait to be hydrated in slices makes
# React hydrate them all at once, in one long task.
COUNT_EVENT_LOOP_RENDERS = fiber_watch("window.__eventLoopRenders = 0;", """
  if ((!fiber.alternate || (fiber.flags & 1)) && fiber.type?.name === "EventLoopProvider") {
    window.__eventLoopRenders++;
  }""")


@pytest.mark.parametrize("path", ["/main-feed/", "/find-talent/"])
def test_connecting_to_the_server_does_not_touch_every_component(browser, seeded_server, path):
    assert settled_count(browser, seeded_server, path, COUNT_EVENT_LOOP_RENDERS,
                         "__eventLoopRenders") == 1


# Before any page script: the most module preloads added to <head> in one task (a mutation
# observer hears each task's additions at once, when the task ends).
COUNT_PRELOADS_PER_TASK = """
window.__preloadsAtOnce = [];
new MutationObserver((records) => {
  let added = 0;
  for (const r of records) {
    for (const node of r.addedNodes) if (node.rel === "modulepreload") added++;
  }
  if (added) window.__preloadsAtOnce.push(added);
}).observe(document, {childList: true, subtree: true});
"""


@pytest.mark.parametrize("path", ["/", "/main-feed/"])
def test_the_page_s_scripts_are_announced_a_few_at_a_time(browser, seeded_server, path):
    """Each module preload costs a phone a few ms: the ~40 of a page at once were one task of
    70-280 ms at 4x CPU, in the middle of the page being read."""
    from marketplace_app.launch.preloads import PRELOADS_PER_TASK

    context = browser.new_context(base_url=seeded_server.url)
    context.add_init_script(COUNT_PRELOADS_PER_TASK)
    page = context.new_page()
    page.goto(path)
    wait_for_hydration(page, "main")
    counts = page.evaluate("window.__preloadsAtOnce")
    assert sum(counts) > 20, counts
    assert max(counts) <= PRELOADS_PER_TASK, counts
    context.close()


# Before React loads: counts the category strip's buttons drawn again after they mounted (a
# button drawn again gets new props).
COUNT_STRIP_REDRAWS = fiber_watch("window.__stripRedraws = 0;", """
  if (fiber.alternate && fiber.memoizedProps !== fiber.alternate.memoizedProps
      && String(fiber.memoizedProps?.className || "").includes("strip-category")) {
    window.__stripRedraws++;
  }""")


@pytest.mark.parametrize("path", ["/main-feed/", "/find-talent/", "/find-talent/?category=Editors"])
def test_the_served_feed_s_state_is_not_sent_again(browser, seeded_server, path):
    """The served page seeds the feed's state whole: the server's first answer changes none of
    it, so the parts outside the cards (the category strip) are not drawn again either."""
    assert settled_count(browser, seeded_server, path, COUNT_STRIP_REDRAWS, "__stripRedraws") == 0


def test_the_strip_redraw_count_hears_a_redraw(browser, seeded_server):
    """The count above is not blind: choosing a category draws the strip again."""
    context = browser.new_context(base_url=seeded_server.url)
    context.add_init_script(COUNT_STRIP_REDRAWS)
    page = context.new_page()
    page.goto("/main-feed/")
    wait_for_hydration(page, "main")
    page.locator("#category-strip").get_by_role("button", name="Photography").click()
    page.wait_for_function("window.__stripRedraws > 0")
    context.close()


def test_the_header_reads_the_scroll_position_in_the_next_frame(browser):
    """Read at once on mount, right after React drew a whole page (the talent and portfolio
    pages), window.scrollY makes the browser lay the page out in that same task; read in the
    next frame, the layout is the frame's own."""
    from marketplace_app.components.navbar import SCROLL_WATCH

    page = browser.new_page()
    page.set_content('<header class="site-header" data-scrolled="false"></header>'
                     '<div style="height: 3000px"></div>')
    page.evaluate("window.scrollTo(0, 500)")
    reads_at_once = page.evaluate("""code => {
      let reads = 0;
      const real = Object.getOwnPropertyDescriptor(window, 'scrollY')
        || Object.getOwnPropertyDescriptor(Window.prototype, 'scrollY');
      Object.defineProperty(window, 'scrollY', {configurable: true,
        get() { reads++; return real.get.call(window); }});
      (0, eval)(code);
      return reads;
    }""", SCROLL_WATCH)
    assert reads_at_once == 0
    # The next frame marks the header as scrolled.
    page.wait_for_function(
        "document.querySelector('.site-header').dataset.scrolled === 'true'")
    page.close()


_STEPS = re.compile(r"const steps = (\[[^\]]*\]);")
_TALENT = re.compile(r'href="(/talent-detail/[0-9a-f]{32})"')
_HASHED = re.compile(r"-[\w-]{8}\.js$")  # a chunk's content hash


@pytest.mark.parametrize("path", ["/", "/main-feed/", "/find-talent/", "talent page"])
def test_the_page_s_code_is_evaluated_a_chunk_at_a_time(browser, seeded_server, path):
    """The libraries every page shares were one chunk of 342 KB, evaluated with the rest of the
    page's imports in one task (100-200 ms at 4x CPU). Each library is a chunk of its own, the
    after-paint loader imports the chunks one at a time in the order the browser would
    evaluate them, and the page still starts without an error."""
    from marketplace_app.first_screen.page import client_dir
    from marketplace_app.launch.module_order import evaluation_order
    from marketplace_app.launch.small_chunks import LIBRARIES

    if path == "talent page":
        path = _TALENT.search(httpx.get(f"{seeded_server.url}/find-talent/").text)[1]
    found = _STEPS.search(httpx.get(f"{seeded_server.url}{path}").text)
    assert found, "the page's loader imports no chunk on its own"
    steps = [step.removeprefix("/assets/") for step in json.loads(found[1])]
    assets = client_dir() / "assets"
    done: set[str] = set()
    for step in steps:
        assert evaluation_order(assets, [step], done) == [step]
        done.add(step)
    libraries = {_HASHED.sub("", step) for step in steps}
    assert {name for name, _ in LIBRARIES} <= libraries, steps
    assert any(step.startswith("root-") for step in steps), steps

    context = browser.new_context(base_url=seeded_server.url)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(path)
    wait_for_hydration(page, "main")
    page.wait_for_timeout(500)
    assert errors == []
    context.close()


SKIPPED = ("el => !el.checkVisibility({contentVisibilityAuto: true})"
           " && el.checkVisibility()")  # in the page, but not styled or laid out


@pytest.mark.parametrize("path", ["/main-feed/", "/find-talent/"])
def test_cards_off_the_screen_are_not_laid_out_until_they_come_near(browser, seeded_server,
                                                                     path):
    """A phone styled and laid out all 24 cards while it read the page (most of the 100-300 ms
    style and layout tasks at 4x CPU); the cards below the screen wait until they come near,
    and are drawn when scrolled to."""
    context = browser.new_context(base_url=seeded_server.url,
                                  viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(path)
    wait_for_hydration(page, "main")
    titles = page.locator("#feed-results .feed-card .card-title")
    assert titles.count() >= 12
    assert not titles.first.evaluate(SKIPPED)
    last = titles.last
    assert last.evaluate(SKIPPED)
    last.scroll_into_view_if_needed()
    page.wait_for_function("el => el.checkVisibility({contentVisibilityAuto: true})",
                           arg=last.element_handle())
    assert last.inner_text()
    context.close()


# Before any page script: counts the calls that load the browser's number formats.
COUNT_NUMBER_FORMATS = """
window.__numberFormats = 0;
const toLocale = Number.prototype.toLocaleString;
Number.prototype.toLocaleString = function (...args) {
  window.__numberFormats++; return toLocale.apply(this, args); };
const NumberFormat = Intl.NumberFormat;
Intl.NumberFormat = function (...args) { window.__numberFormats++; return NumberFormat(...args); };
"""


@pytest.mark.parametrize("path", ["/main-feed/", "/find-talent/", "talent page"])
def test_counts_are_grouped_without_the_browser_s_number_formats(browser, seeded_server, path):
    """The first card's counts loaded the browser's Indian number formats (toLocaleString
    'en-IN'): 60 ms at 4x CPU, in the task that drew the first card. The counts are grouped by
    the page's own code, as the server writes them."""
    context = browser.new_context(base_url=seeded_server.url)
    context.add_init_script(COUNT_NUMBER_FORMATS)
    page = context.new_page()
    if path == "talent page":  # for members only
        path = _TALENT.search(httpx.get(f"{seeded_server.url}/find-talent/").text)[1]
        token = httpx.post(f"{seeded_server.url}/api/auth/login", timeout=30, json={
            "email": "client1@demo.example.com", "password": "demo-password-1"}).json()["token"]
        store_token(page, token)
    page.goto(path)
    wait_for_hydration(page, "main")
    page.wait_for_timeout(1000)
    assert page.locator(".count, #talent-projects").count() > 0
    assert page.evaluate("window.__numberFormats") == 0
    context.close()


# Before React loads: per commit, the components React looked at inside the page's <footer>.
COUNT_FOOTER_COMPONENTS = fiber_watch("window.__footerParts = [];", """
      if (fiber === root.current) window.__footerParts.push(0);
      for (let up = fiber.return; up; up = up.return) {
        if (up.type === "footer") { window.__footerParts[window.__footerParts.length - 1]++;
                                    break; }
      }""")


def test_the_footer_costs_the_takeover_little(browser, seeded_server):
    """The footer, under every page, was 300 of the ~1,030 components React hydrated on
    /main-feed before the page answered a tap (Radix's and emotion's wrappers around each link,
    text and icon), then 85 as plain elements. All but its language switch is now fixed markup
    React takes over whole (components/react/static_part.py): its links still move within the
    app, and it follows the language switch."""
    context = browser.new_context(base_url=seeded_server.url)
    context.add_init_script(COUNT_FOOTER_COMPONENTS)
    page = context.new_page()
    page.goto("/main-feed/")
    page.wait_for_function("window.__footerParts.length > 0")  # React's first commit
    hydrated = page.evaluate("window.__footerParts[0]")
    assert 0 < hydrated < 30, hydrated
    footer = page.locator("footer")
    assert footer.get_by_role("link", name="Photographers").get_attribute("href") \
        == "/find-talent?category=Photography"
    assert footer.get_by_role("button", name="Instagram").is_visible()
    wait_for_hydration(page, "footer .ft-top")
    page.evaluate("window.__samePage = true")
    footer.get_by_role("link", name="Photographers").click()
    page.wait_for_url("**/find-talent?category=Photography")
    expect(page.get_by_role("heading", name="Find Talent")).to_be_visible()
    assert page.evaluate("window.__samePage === true")  # moved in the app: no new page load
    footer.get_by_role("link", name="हिन्दी").click()
    expect(footer.locator(".ft-head").first).to_have_text("पेज")
    expect(footer.get_by_role("link", name="फ़ोटोग्राफ़र")).to_have_attribute(
        "href", "/find-talent?category=Photography")
    assert page.evaluate("window.__samePage === true")
    context.close()


# Before React loads: per section id, the components React looked at in its first commit.
COUNT_TILE_COMPONENTS = fiber_watch("window.__tileParts = {}; window.__commits = 0;", """
      if (fiber === root.current) window.__commits++;
      for (let up = fiber; up && window.__commits === 1; up = up.return) {
        const id = typeof up.type === "string" && up.memoizedProps && up.memoizedProps.id;
        if (["services", "talent-showcase", "hero-pills", "how-it-works", "about"].includes(id)) {
          window.__tileParts[id] = (window.__tileParts[id] || 0) + 1; break; }
      }""")


def test_the_landing_page_s_tiles_cost_the_takeover_little(browser, seeded_server):
    """The landing page's category tiles, talent cards, hero pills, steps and About cards were
    1,170 of the ~2,200 components React hydrated before the page answered a tap (Radix's and
    emotion's wrappers around each link, picture, text, badge, chip and card). Drawn from
    plain elements (components/tile_look.py, landing_look.py), they look the same and cost
    less than half."""
    context = browser.new_context(base_url=seeded_server.url)
    context.add_init_script(COUNT_TILE_COMPONENTS)
    page = context.new_page()
    page.goto("/")
    page.wait_for_function("window.__commits > 0")  # React's first commit: the hydration
    parts = page.evaluate("window.__tileParts")
    assert 0 < parts["services"] < 250 and 0 < parts["talent-showcase"] < 180, parts
    assert 0 < parts["hero-pills"] < 60 and 0 < parts["how-it-works"] < 60, parts
    assert 0 < parts["about"] < 120, parts
    tile = page.locator("#service-photography")
    assert tile.get_attribute("href") == "/main-feed?category=Photography"
    assert tile.get_by_text("Photography", exact=True).is_visible()
    assert page.locator("#explore-all").get_attribute("href") == "/main-feed"
    card = page.locator("#talent-showcase .talent-card").first
    assert card.get_by_role("img").get_attribute("alt") == card.locator("p").first.inner_text()
    assert page.locator("#hero-pills a").first.get_attribute("href") == "/#services"
    page.get_by_role("button", name="Make up").click()  # a quick search, from a plain chip
    page.wait_for_url("**/find-talent**")
    assert "search=Make" in page.url
    context.close()


# Before React loads: the components of the header that React looked at in its first commit.
COUNT_HEADER_COMPONENTS = fiber_watch("window.__headerParts = 0; window.__commits = 0;", """
      if (fiber === root.current) window.__commits++;
      for (let up = fiber; up && window.__commits === 1; up = up.return) {
        if (up.type === "header") { window.__headerParts++; break; }
      }""")


@pytest.mark.parametrize("member", [False, True])
def test_the_header_costs_the_takeover_little(browser, seeded_server, member):
    """The header, over every page, was ~170 of the components React hydrated for a visitor
    and ~390 for a member before the page answered a tap (Radix's and emotion's wrappers
    around its brand, links, icons, labels and language switch). Its plain elements look the
    same (components/header_look.py); only its menus, popovers and search box stay React's,
    and the menus and popovers are their triggers alone until used (77 and 200 components
    before, test_header_menus.py)."""
    context = browser.new_context(base_url=seeded_server.url, viewport={"width": 1280,
                                                                         "height": 800})
    if member:
        token = httpx.post(f"{seeded_server.url}/api/auth/login", timeout=30, json={
            "email": "client1@demo.example.com", "password": "demo-password-1"}).json()["token"]
        store_token(context.new_page(), token)
    context.add_init_script(COUNT_HEADER_COMPONENTS)
    page = context.new_page()
    page.goto("/main-feed/")
    page.wait_for_function("window.__commits > 0")  # React's first commit: the hydration
    hydrated = page.evaluate("window.__headerParts")
    assert 0 < hydrated < (150 if member else 65), hydrated
    header = page.locator("#site-header")
    assert header.get_by_role("link", name="Kalakar home").get_attribute("href") == "/"
    if member:
        assert header.locator("#nav-manage").get_attribute("href") == "/manage"
        header.locator("#nav-me").click()  # a menu still opens from its plain trigger
        page.get_by_role("menuitem", name="Dashboard").wait_for()
    else:
        assert header.get_by_role("link", name="About us").get_attribute("href") == "/#about"
        header.get_by_role("link", name="हिन्दी").click()  # the switch still switches
        page.wait_for_function("document.documentElement.lang === 'hi'")
    context.close()


# Before React loads: per commit, the components React looked at inside a Radix card.
COUNT_CARD_COMPONENTS = fiber_watch("window.__cardParts = [];", """
      if (fiber === root.current) window.__cardParts.push(0);
      for (let up = fiber.return; up; up = up.return) {
        const look = typeof up.type === "string" && up.memoizedProps
          && up.memoizedProps.className;
        if (typeof look === "string" && look.includes("rt-Card")) {
          window.__cardParts[window.__cardParts.length - 1]++; break; }
      }""")


def test_the_talent_page_s_profile_panel_costs_little(browser, seeded_server):
    """The profile panel (back, photo, name, stats, badges, bio and the reader's buttons) was
    283 of the components a phone drew for the talent page in one long task (Radix's and
    emotion's wrappers); its plain elements look the same (components/detail_look.py) and
    cost 161 (Reflex's memos of the parts that read state, the icons, the Save button)."""
    login = httpx.post(f"{seeded_server.url}/api/auth/login", timeout=30, json={
        "email": "client1@demo.example.com", "password": "demo-password-1"}).json()
    talent = httpx.get(f"{seeded_server.url}/api/Portfolio/all", timeout=30).json()[
        "portfolios"][0]["userId"]
    context = browser.new_context(base_url=seeded_server.url)
    store_token(context.new_page(), login["token"])
    context.add_init_script(COUNT_CARD_COMPONENTS)
    page = context.new_page()
    page.goto(f"/talent-detail/{talent}/")
    wait_for_hydration(page, "#talent-admire")
    drawn = max(page.evaluate("window.__cardParts"))
    assert 0 < drawn < 200, drawn
    admire = page.locator("#talent-admire")
    before = admire.get_attribute("class")
    admire.click()  # a plain button still answers; the second click takes the admire back
    expect(admire).not_to_have_class(before)
    admire.click()
    expect(admire).to_have_class(before)
    context.close()


# Before React loads: per commit, the components React looked at inside each feed card (by
# the card's id), so a card's own count is read from the commit that hydrates the results.
COUNT_FEED_CARD_COMPONENTS = fiber_watch("window.__perCard = [];", """
      if (fiber === root.current) window.__perCard.push({});
      for (let up = fiber.return; up; up = up.return) {
        const id = typeof up.type === "string" && up.memoizedProps && up.memoizedProps.id;
        if (typeof id === "string" && id.startsWith("card-")) {
          const seen = window.__perCard[window.__perCard.length - 1];
          seen[id] = (seen[id] || 0) + 1; break; }
      }""")


@pytest.mark.parametrize(("path", "most"), [("/main-feed/", 50), ("/find-talent/", 40)])
def test_a_feed_card_costs_the_takeover_little(browser, seeded_server, path, most):
    """A phone hydrates the feed's 24 cards after the page (the results' Suspense boundary):
    each card was 79 components, Radix's Texts, Badges and stack wrapping the plain elements
    they draw. Plain elements with Radix's classes look the same (components/radix_markup.py)
    and left 62, then 47 once its buttons and link were plain too (Radix's Button, IconButton
    and Link were three components each): the pictures and Reflex's fragments and memos.
    /find-talent's tiles were 51: their picture's box, button and blurred placeholder (also the
    talent and portfolio pages' galleries), texts and rows are plain elements now too."""
    context = browser.new_context(base_url=seeded_server.url)
    context.add_init_script(COUNT_FEED_CARD_COMPONENTS)
    page = context.new_page()
    page.goto(path)
    wait_for_hydration(page, "#feed-results .feed-card .card-title")
    page.wait_for_timeout(500)
    commits = [c for c in page.evaluate("window.__perCard") if len(c) >= 12]
    assert commits, "no commit drew the cards"
    per_card = max(max(c.values()) for c in commits)
    assert 0 < per_card < most, per_card
    admire = page.locator("#feed-results .feed-card .action-admire").first
    assert admire.is_visible()
    context.close()
