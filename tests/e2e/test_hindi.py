"""A Hindi reader: the language switch, a remembered choice, ?lang=hi, the browser's language,
and sign-up with Hindi labels and toasts, against the production build."""

import itertools
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from marketplace_app.texts import site as site_content
from tests.e2e.conftest import wait_for_hydration

pytestmark = pytest.mark.e2e
HEADLINE_HI = "जहाँ स्थानीय हुनर को मिलती है दुनिया भर की माँग"
HEADLINE_EN = "Where Local Talent Meets Global Demand"
SHOTS = Path(os.environ.get("SCREENSHOT_DIR", Path(__file__).resolve().parents[2] / "screenshots"))
_n = itertools.count(1)
# Latin words a Hindi page may keep: names of people and the brand, and the switch itself.
PROPER_NOUNS = {w for card in site_content.TALENT_SHOWCASE for w in card.name.split()} | {
    site_content.BRAND, "English"}
# The page's visible text, without what members wrote (titles and names of real works, marked
# data-user-content): that stays in the language its author wrote it in.
SHOWN_TEXT = """() => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const out = [];
  while (walker.nextNode()) {
    const el = walker.currentNode.parentElement;
    if (!el || el.closest('[data-user-content], script, style')) continue;
    if (!el.getClientRects().length) continue;
    out.push(walker.currentNode.textContent);
  }
  return out.join(' ');
}"""


def english_left(page) -> set[str]:
    """Latin words on screen that are neither names nor deliberate loanwords."""
    words = set(re.findall(r"[A-Za-z]{3,}", page.evaluate(SHOWN_TEXT)))
    return words - PROPER_NOUNS


# Box glyphs are wider than Devanagari: a text whose width changes when the page is laid out
# afresh was drawn before the font applied and never redrawn.
REDRAWN = """async () => {
  await document.fonts.ready;
  const texts = Array.from(document.querySelectorAll('body *')).filter(
    (e) => e.children.length === 0 && /[\u0900-\u097F]/.test(e.textContent) && e.offsetWidth);
  const before = texts.map((e) => e.getBoundingClientRect().width);
  const y = window.scrollY;
  document.body.style.display = 'none'; void document.body.offsetHeight;
  document.body.style.display = ''; window.scrollTo(0, y);
  return texts.filter((e, i) => Math.abs(e.getBoundingClientRect().width - before[i]) > 1)
    .map((e) => e.textContent.trim().slice(0, 40));
}"""


def drawn_as_boxes(page) -> list[str]:
    """Hindi texts on screen still shown with box glyphs (no Devanagari font applied)."""
    page.wait_for_timeout(1500)
    return page.evaluate(REDRAWN)


def test_switch_to_hindi_is_remembered_across_reloads(page, prod_server):
    page.goto(f"{prod_server}/")
    expect(page.locator("#hero-headline")).to_have_text(HEADLINE_EN)
    page.locator("#site-header").get_by_role("link", name="हिन्दी").click()
    expect(page.locator("#hero-headline")).to_have_text(HEADLINE_HI)
    expect(page.locator("#hero-search-button")).to_have_text("खोजें")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    assert drawn_as_boxes(page) == []
    page.reload()
    expect(page.locator("#hero-headline")).to_have_text(HEADLINE_HI)
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    assert english_left(page) == set()
    assert drawn_as_boxes(page) == []
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "landing-hi-1280.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(SHOTS / "landing-hi-390.png"), full_page=True)
    page.locator("#site-footer, footer").get_by_role("link", name="English").click()
    expect(page.locator("#hero-headline")).to_have_text(HEADLINE_EN)
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_lang_parameter_gives_a_stable_hindi_address(page, prod_server):
    page.goto(f"{prod_server}/services/?lang=hi")
    expect(page.get_by_role("heading", name="हमारी लोकप्रिय सेवाएँ")).to_be_visible()
    assert english_left(page) == set()
    expect(page).to_have_title(re.compile("हमारी लोकप्रिय सेवाएँ"))


def test_first_visit_follows_the_browser_language(browser, prod_server):
    context = browser.new_context(locale="hi-IN", base_url=prod_server)
    try:
        page = context.new_page()
        page.goto("/")
        expect(page.locator("#hero-headline")).to_have_text(HEADLINE_HI)
    finally:
        context.close()


def test_hindi_reader_signs_up_with_hindi_labels_and_toast(page, prod_server):
    page.goto(f"{prod_server}/talent-signin/?lang=hi")
    expect(page.locator("#signin-title")).to_have_text("टैलेंट साइन इन")
    page.get_by_role("button", name="खाता बनाएँ").click()
    expect(page.locator("#signup-dialog")).to_be_visible()
    page.locator("#signup-fullname").fill("सीमा शर्मा")
    page.locator("#signup-email").fill(f"seema{next(_n)}-{os.getpid()}@example.com")
    page.locator("#signup-password").fill("correct-horse-9")
    page.locator("#signup-submit").click()
    expect(page.get_by_text("खाता बन गया!")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/set-profile/?$"))
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "hi")


def test_english_pages_fetch_only_the_switch_font_and_hindi_pages_the_whole_font(page,
                                                                              prod_server):
    fonts: list[str] = []
    page.on("request", lambda r: fonts.append(r.url.rsplit("/", 1)[-1])
            if r.url.endswith(".woff2") else None)
    page.goto(f"{prod_server}/services/")
    expect(page.locator("#site-header").get_by_role("link", name="हिन्दी")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert fonts and all(f.startswith("devanagari-switch-") for f in fonts), fonts
    switch = page.locator("#site-header").get_by_role("link", name="हिन्दी")
    assert switch.evaluate("e => document.fonts.check('14px \"Kalakar Switch\"', e.innerText)")
    fonts.clear()
    page.goto(f"{prod_server}/services/?lang=hi")
    expect(page.get_by_role("heading", name="हमारी लोकप्रिय सेवाएँ")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert any(f.startswith("noto-sans-devanagari-") for f in fonts), fonts


def test_a_stored_hindi_choice_marks_the_page_before_the_server_answers(browser, prod_server):
    """A page served in English to a reader who chose Hindi (their cookie gone, or React
    drawing the page again from scratch) is marked Hindi once React has it, not when a busy
    server answers: here the server never does."""
    context = browser.new_context(base_url=prod_server)
    page = context.new_page()
    page.goto("/robots.txt")
    page.evaluate("localStorage.setItem('lang', 'hi')")
    page.route_web_socket(re.compile(r"/_event"), lambda socket: socket.close())
    page.goto("/services")
    wait_for_hydration(page)
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    context.close()


@pytest.mark.parametrize("before", ["first visit", "reading in English"])
def test_a_hindi_link_is_kept_when_the_reader_moves_on_before_the_server_answers(
        browser, prod_server, before):
    """A reader follows a ?lang=hi link and opens another page before the server has answered
    the first (a gap in a phone's 4G, a busy server): the next page is served in Hindi and stays
    Hindi once the server has answered it (a CI run saw a workspace page stay lang="en")."""
    context = browser.new_context(base_url=prod_server)
    page = context.new_page()
    if before == "reading in English":
        page.goto("/robots.txt")
        page.evaluate("localStorage.setItem('lang', 'en'); document.cookie = 'lang=en; path=/'")
    held, heard = [True], []

    def route(socket):
        if held[0]:
            return  # the server never answers the first page
        server = socket.connect_to_server()

        def from_server(message):
            heard.append(message)
            socket.send(message)
        server.on_message(from_server)

    page.route_web_socket(re.compile(r"/_event"), route)
    page.goto("/services?lang=hi")
    wait_for_hydration(page)
    held[0] = False
    page.goto("/main-feed")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    for _ in range(150):  # until the server has settled the language on this page
        if any("document.cookie" in str(message) for message in heard):
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError(f"the server never settled the language: {heard[:3]}")
    page.wait_for_timeout(300)
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    assert re.search("[\u0900-\u097F]", page.locator("#browse-heading").inner_text())
    assert "lang=hi" in page.evaluate("document.cookie")
    context.close()


def test_a_hindi_link_left_before_its_scripts_arrive_is_kept(browser, prod_server):
    """A reader of English follows a ?lang=hi link on a slow link and taps on to another page
    before the first page's scripts have arrived: the server kept Hindi in the cookie, but
    the browser still stored "en", and the next page, served in Hindi, turned English as soon
    as its scripts ran (CI saw this race in the test above)."""
    context = browser.new_context(base_url=prod_server)
    page = context.new_page()
    page.goto("/robots.txt")
    page.evaluate("localStorage.setItem('lang', 'en'); document.cookie = 'lang=en; path=/'")
    page.route("**/assets/*.js", lambda route: route.abort())
    page.goto("/services?lang=hi")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    page.unroute("**/assets/*.js")
    settled = []
    page.on("websocket", lambda socket: socket.on(
        "framereceived", lambda frame: settled.append(1) if "document.cookie" in str(frame)
        else None))
    page.goto("/main-feed")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    wait_for_hydration(page)
    for _ in range(150):  # until the server has settled the language on this page
        if settled:
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError("the server never settled the language")
    page.wait_for_timeout(300)
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    assert re.search("[\u0900-\u097F]", page.locator("#browse-heading").inner_text())
    assert page.evaluate("localStorage.getItem('lang')") == "hi"
    context.close()
