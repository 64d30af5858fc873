"""The first screen of the feed pages comes in the HTML the server sends, and React takes it
over without a second load, without placeholders and without moving the cards."""

import json
import re
import urllib.request
from html.parser import HTMLParser

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.e2e.conftest import store_token, wait_for_hydration
from tests.e2e.takeover import COUNT_REDRAWS, SHIFT_WATCH, HeldScripts, shift_of
from tests.i18n.spoken import english_attributes

pytestmark = pytest.mark.e2e

# (page address, its feed API query): the same filters, read the same way.
PAGES = [("/main-feed/", ""), ("/main-feed/?category=Designers", "category=Designers"),
         ("/main-feed/?search=wedding", "search=wedding"), ("/find-talent/", ""),
         ("/find-talent/?category=Designers", "category=Designers"),
         ("/find-talent/?search=portrait", "search=portrait")]


class Cards(HTMLParser):
    """Each card's text, links and image URLs, from raw HTML (no JavaScript)."""

    def __init__(self):
        super().__init__()
        self.cards: list[dict] = []
        self._depth = 0
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if self._depth:
            self._depth += tag not in ("img", "source", "path", "circle", "line")
            card = self.cards[-1]
            if tag == "a":
                card["links"].append(attrs.get("href"))
            if tag in ("img", "source") and "rt-AvatarImage" not in (attrs.get("class") or ""):
                card["images"].append((attrs.get("src"), attrs.get("srcset"), attrs.get("sizes")))
                if tag == "img":
                    card["img_attrs"].append(attrs)
            if tag == "svg":
                self._skip += 1
        elif "feed-card" in (attrs.get("class") or "").split():
            self._depth = 1
            self.cards.append({"id": attrs.get("id"), "text": [], "links": [], "images": [],
                               "img_attrs": []})

    def handle_endtag(self, tag):
        if self._depth and tag not in ("img", "source", "path", "circle", "line"):
            self._depth -= 1
            if tag == "svg":
                self._skip -= 1

    def handle_data(self, data):
        if self._depth and not self._skip and data.strip():
            self.cards[-1]["text"].append(data.strip())


def raw(url: str, headers: dict | None = None) -> str:
    """A page as a client without JavaScript gets it."""
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return answer.read().decode("utf-8")


def parsed(html: str) -> list[dict]:
    """The cards of a page's HTML."""
    parser = Cards()
    parser.feed(html)
    return parser.cards


def direct(url: str) -> str:
    """The same server by 127.0.0.1 (the address a phone on the network would not use, but
    one that the pinned websocket origin does not cover)."""
    return url.replace("localhost", "127.0.0.1")


@pytest.mark.parametrize("path,query", PAGES)
def test_served_html_holds_the_first_works(seeded_server, path, query):
    base = direct(seeded_server.url)
    html = raw(base + path)
    expected = json.loads(raw(f"{base}/api/Portfolio/all?limit=24&{query}"))["portfolios"]
    cards = parsed(html)
    assert expected, "the demo marketplace has works for this page"
    # Every card of the first page: React then finds what it draws and keeps it.
    assert [c["id"] for c in cards] == [f"card-{p['_id']}" for p in expected]
    for card, work in zip(cards, expected):
        assert work["title"] in card["text"]
        thumb = work["media"][0].get("thumbnailUrl") or work["media"][0].get("posterUrl")
        assert any(thumb in (src or "") or thumb in (srcset or "")
                   for src, srcset, _ in card["images"])
        for attrs in card["img_attrs"]:
            assert attrs["width"] and attrs["height"] and attrs["sizes"]
            assert "480w" in attrs.get("srcset", "480w") and "1080w" in attrs.get("srcset",
                                                                                  "1080w")
    first = cards[0]["img_attrs"][0]
    assert first["loading"] == "eager" and first["fetchpriority"] == "high"
    assert all(a["loading"] == "lazy" for c in cards[1:] for a in c["img_attrs"])
    total = re.search(r'id="result-count"[^>]*>([^<]*)<', html).group(1)
    assert total.endswith("results") or total == "1 result"
    # In its place in <main>, painted with the page: not streamed into a hidden element at the
    # end for a script to move later (React throttles those moves: a second on a phone).
    assert html.find('id="feed-results"') < html.find("</main>")
    assert not re.search(r'<div hidden id="S:\d+"><div[^>]*><div id="feed-results"', html)


def test_served_html_in_the_chosen_language(seeded_server):
    base = direct(seeded_server.url)
    by_address = raw(base + "/main-feed/?lang=hi")
    by_cookie = raw(base + "/find-talent/", {"Cookie": "lang=hi"})
    by_browser = raw(base + "/main-feed/", {"Accept-Language": "hi-IN,hi;q=0.9"})
    for html in (by_address, by_cookie, by_browser):
        assert '<html lang="hi"' in html
        assert "प्रोफ़ाइल देखें" in html  # View Profile
        assert re.search(r'id="result-count"[^>]*>\d[\d,]* परिणाम<', html)
    assert "प्रोफ़ाइल देखें" not in raw(base + "/main-feed/?lang=en", {"Cookie": "lang=hi"})


def test_a_hindi_page_s_labels_are_served_in_hindi(seeded_server):
    """Labels, a box's hint and a picture's description are Hindi in a Hindi page as served,
    in the feed pages and a member's header too: React keeps an attribute it takes over."""
    base = direct(seeded_server.url)
    token = httpx.post(f"{base}/api/auth/login", timeout=30, json={
        "email": "tara.joshi13@demo.example.com", "password": "demo-password-1"}).json()["token"]
    answer = httpx.post(f"{base}/api/session", headers={"Authorization": f"Bearer {token}"},
                        timeout=30)
    member = "; ".join(f"{name}={value}" for name, value in answer.cookies.items())
    for path, cookie in (("/main-feed/", ""), ("/find-talent/", ""), ("/", ""),
                         ("/services/", ""), ("/main-feed/", member), ("/manage/", member)):
        html = raw(f"{base}{path}?lang=hi", {"Cookie": cookie} if cookie else {})
        assert '<html lang="hi"' in html
        assert english_attributes(html) == [], (path, bool(cookie))
        assert 'aria-label="Kalakar होम"' in html  # the logo link
        assert 'aria-label="सूचनाएँ alt+T"' in html  # the pop-up messages' region


def test_every_answer_names_each_header_it_varies_on_once(seeded_server):
    """Reflex's CORS layer and the API's each added "Origin", and the compression and language
    layers "Accept-Encoding" again: one Vary header, each name once, on pages, files and API."""
    base = direct(seeded_server.url)
    for path in ("/", "/main-feed/", "/api/Portfolio/all", "/robots.txt"):
        answer = httpx.get(base + path, headers={"Origin": base, "Accept-Encoding": "gzip"},
                           timeout=30)
        varies = answer.headers.get_list("vary")
        names = [n.strip().lower() for n in ",".join(varies).split(",") if n.strip()]
        assert len(varies) <= 1 and len(names) == len(set(names)), (path, varies)
        if path == "/":
            assert {"accept-encoding", "origin"} <= set(names)


HERO_EN = "Where Local Talent Meets Global Demand"
HERO_HI = "जहाँ स्थानीय हुनर को मिलती है दुनिया भर की माँग"


def test_a_visitor_s_landing_page_is_served_in_their_language(seeded_server):
    """A Hindi reader's landing page reads in Hindi before any JavaScript runs (it was served
    in English, and switched once the JS had loaded: seconds on a phone)."""
    base = direct(seeded_server.url)
    for html in (raw(base + "/?lang=hi"), raw(base + "/", {"Cookie": "lang=hi"}),
                 raw(base + "/", {"Accept-Language": "hi-IN,hi;q=0.9"})):
        assert '<html lang="hi"' in html
        assert HERO_HI in html and HERO_EN not in html
        assert 'placeholder="Search' not in html  # the hero search's box too
    # A page that sends a visitor on to sign in is served in Hindi all the same.
    assert ">काम पोस्ट करें<" in raw(base + "/post-job/?lang=hi")
    english = raw(base + "/", {"Accept-Language": "en-IN"})
    assert HERO_EN in english and HERO_HI not in english
    assert HERO_EN in raw(base + "/?lang=en", {"Cookie": "lang=hi"})


# Public pages and a heading each reads in Hindi before any JavaScript runs.
HINDI_PAGES = [("/?lang=hi", HERO_HI), ("/services/?lang=hi", "हमारी लोकप्रिय सेवाएँ"),
               ("/photography/?lang=hi", "फ़ोटोग्राफ़ी"), ("/coming-soon/?lang=hi", "जल्द आ रहा है"),
               ("/signin/?lang=hi", "टैलेंट साइन इन"), ("/signup/?lang=hi", "मार्केटप्लेस से जुड़िए"),
               ("/browse/?lang=hi", "काम खोजें"), ("/talent-signin/?lang=hi", "टैलेंट साइन इन")]
# Before any page script: keeps the served page's headings, and every error reported.
KEEP_SERVED = """
window.__errors = [];
addEventListener('error', e => window.__errors.push(e.message), true);
document.addEventListener('DOMContentLoaded', () => {
  window.__served = [...document.querySelectorAll('h1, h2')];
});
"""


@pytest.mark.parametrize("path,heading", HINDI_PAGES)
def test_a_hindi_public_page_is_served_in_hindi_and_kept(browser, seeded_server, path, heading):
    """A Hindi reader's public page reads in Hindi before the JS (it was served in English and
    switched seconds later on a phone), and React takes it over without drawing it again."""
    served = raw(direct(seeded_server.url) + path)
    assert '<html lang="hi"' in served and f">{heading}<" in served
    context = browser.new_context(viewport={"width": 390, "height": 900})
    page = context.new_page()
    page.add_init_script(KEEP_SERVED)
    page.goto(direct(seeded_server.url) + path)
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_function("document.cookie.includes('lang=hi')")
    page.wait_for_timeout(500)
    # The served headings are the page's own, unchanged: React hydrated them, drew none again
    # (a mismatch would have it draw the page anew, and report error #418).
    kept = page.evaluate("window.__served.filter(h => document.contains(h)).length")
    assert kept == page.evaluate("window.__served.length") > 0
    assert heading in page.evaluate("window.__served.map(h => h.textContent).join('|')")
    assert not [e for e in page.evaluate("window.__errors") if "#418" in e or "#425" in e]
    context.close()


def test_a_token_without_its_cookie_takes_over_a_hindi_page_as_served(browser, seeded_server):
    """A browser that holds a sign-in token but not its session cookie gets the visitor's page
    (the server cannot know the member) and React takes it over as served: seeded as signed
    in, React would find the visitor's header wrong and draw the whole page again."""
    base = direct(seeded_server.url)
    token = httpx.post(f"{base}/api/auth/login", timeout=30, json={
        "email": "tara.joshi13@demo.example.com", "password": "demo-password-1"}).json()["token"]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    holder = context.new_page()
    holder.goto(f"{base}/robots.txt")  # no app script may write the token back
    holder.evaluate("t => localStorage.setItem('authToken', t)", token)
    page = context.new_page()
    page.add_init_script(KEEP_SERVED)
    page.goto(f"{base}/services/?lang=hi")
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_timeout(1500)
    assert page.evaluate("window.__served.filter(h => document.contains(h)).length") > 0
    assert not [e for e in page.evaluate("window.__errors") if "#418" in e or "#425" in e]
    context.close()


BOXES = """() => [...document.querySelectorAll('.feed-card')].slice(0, 6).map(c => {
  const r = c.getBoundingClientRect();
  return [c.id, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] })"""
WATCH = SHIFT_WATCH + """
window.__placeholders = false;
document.addEventListener('DOMContentLoaded', () => new MutationObserver(() => {
  if (document.querySelector('.card-skeleton')) window.__placeholders = true;
}).observe(document.body, {childList: true, subtree: true}));
"""
TAKEN_OVER = """() => { const h = document.querySelector('#site-header');
  return h && Object.keys(h).some(k => k.startsWith('__react')) }"""


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("path", ["/main-feed/", "/find-talent/", "/main-feed/?lang=hi"])
def test_takeover_loads_nothing_twice_and_moves_nothing(browser, seeded_server, path, width):
    context = browser.new_context(viewport={"width": width, "height": 900})
    served_only = context.new_page()  # the page as painted before any JavaScript runs
    served_only.route("**/assets/*.js", lambda route: route.abort())
    served_only.goto(direct(seeded_server.url) + path)
    served_only.wait_for_function(
        "() => document.querySelector('.feed-card').getBoundingClientRect().width > 0")
    before = served_only.evaluate(BOXES)
    page = context.new_page()
    page.add_init_script(WATCH)
    feed_requests, deltas = [], []
    page.on("request", lambda r: feed_requests.append(r.url)
            if "/api/Portfolio/all" in r.url else None)
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: deltas.append(f)
                                          if "feed_state" in str(f) else None))
    page.goto(direct(seeded_server.url) + path, wait_until="domcontentloaded")
    served = page.eval_on_selector_all(".feed-card", "cs => cs.map(c => c.id)")
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_function("() => document.querySelectorAll('.feed-card').length > 8")
    page.wait_for_timeout(1500)  # the on_load delta has come and gone
    after = page.evaluate(BOXES)
    assert before and before == after
    assert page.evaluate("window.__placeholders") is False
    shift, shifts = shift_of(page)
    assert shift <= 0.05, shifts
    assert feed_requests == []
    assert deltas and not any("items_rx_state_" in str(d) for d in deltas)
    assert page.eval_on_selector_all(".feed-card", "cs => cs.map(c => c.id)")[:len(served)] \
        == served
    # The page works as React's: the filter panel follows the screen width.
    if path.startswith("/main-feed"):
        shown = page.eval_on_selector("#filter-panel", "e => getComputedStyle(e).display")
        assert shown == ("none" if width == 390 else "block")
    context.close()


def test_served_cards_say_what_react_cards_say(browser, seeded_server):
    """One description of each card: the served markup and the React component, drawn from
    the same data, show the same text, links and images."""
    base = direct(seeded_server.url)
    for path in ("/main-feed/", "/find-talent/"):
        served = parsed(raw(base + path))
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(base + path)
        page.wait_for_function(TAKEN_OVER, timeout=30_000)
        page.wait_for_function("() => document.querySelectorAll('.feed-card').length > 8")
        page.wait_for_timeout(1000)
        drawn = parsed(page.content())
        page.close()
        assert len(served) == len(drawn)
        for mine, react in zip(served, drawn):
            assert mine["id"] == react["id"]
            assert " ".join(mine["text"]).replace(" · ", "·") == \
                " ".join(react["text"]).replace(" · ", "·")
            assert mine["links"] == react["links"]
            assert mine["images"] == react["images"]


@pytest.mark.parametrize("path,member", [("/find-talent/", ""), ("/main-feed/", ""),
                                         ("/main-feed/", "client1@demo.example.com")])
def test_react_keeps_the_served_cards(browser, seeded_server, path, member):
    """React takes the served cards over as they are instead of drawing them again (on
    /main-feed the owner's avatar differed: Radix's avatar first draws an empty fallback): the
    picture painted with the HTML stays the largest paint."""
    context = browser.new_context(viewport={"width": 390, "height": 800})
    page = context.new_page()
    if member:
        token = httpx.post(direct(seeded_server.url) + "/api/auth/login", timeout=30, json={
            "email": member, "password": "demo-password-1"}).json()["token"]
        store_token(page, token, direct(seeded_server.url))
    page.add_init_script(COUNT_REDRAWS + "document.addEventListener('DOMContentLoaded', () => "
                         "document.querySelectorAll('#feed-results img')"
                         ".forEach(i => i.setAttribute('data-served', '')))")
    page.goto(direct(seeded_server.url) + path)
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_timeout(2000)  # the page's load delta has come and gone
    kept, shown, redraws = page.evaluate(
        "() => [document.querySelectorAll('#feed-results img[data-served]').length, "
        "document.querySelectorAll('#feed-results img').length, window.__redraws]")
    context.close()
    assert shown > 0 and kept == shown and redraws == 0, (kept, shown, redraws)


def test_a_tap_before_the_javascript_arrives_is_not_lost(browser, seeded_server):
    """On a slow phone the served feed shows seconds before its JS: a category tapped then
    takes effect once React has the page, instead of doing nothing."""
    from playwright.sync_api import expect

    context = browser.new_context(viewport={"width": 390, "height": 800})
    page = context.new_page()
    scripts = HeldScripts(page)
    page.goto(direct(seeded_server.url) + "/main-feed/")
    served_total = page.locator("#result-count").inner_text()
    page.locator("#category-strip").get_by_role("button", name="Photography").click()
    page.wait_for_timeout(500)
    assert "category" not in page.url  # no JS yet: nothing can have acted
    assert scripts.release(), "the page's JS was held"
    expect(page).to_have_url(re.compile(r"/main-feed/?\?category=Photography$"), timeout=30_000)
    expect(page.locator("#result-count")).not_to_have_text(served_total)
    categories = page.eval_on_selector_all(
        "#feed-results .feed-card", "cs => cs.map(c => c.textContent)")
    assert categories and all("Photography" in text for text in categories)
    context.close()


CARD_SIZES = """() => [...document.querySelectorAll('#feed-results .feed-card')]
  .map(c => c.querySelectorAll('*').length + 1)"""


def test_a_feed_card_is_at_most_30_elements_served_and_drawn_by_react(browser, seeded_server):
    """A card was 69 elements (tiles of 7, icons of up to 6): now at most 30, as the server
    sends it and as React draws it (a member's cards, which carry the Save toggle too)."""
    base = direct(seeded_server.url)
    context = browser.new_context(viewport={"width": 390, "height": 800})
    page = context.new_page()
    token = httpx.post(base + "/api/auth/login", timeout=30, json={
        "email": "client1@demo.example.com", "password": "demo-password-1"}).json()["token"]
    store_token(page, token, base)
    page.route("**/assets/*.js", lambda route: route.abort())  # the served cards alone
    page.goto(base + "/main-feed/")
    served = page.evaluate(CARD_SIZES)
    page.unroute("**/assets/*.js")
    page.goto(base + "/main-feed/")
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    # Cards React draws itself: another category's works, fetched and drawn in the browser.
    page.locator("#category-strip").get_by_role("button", name="Designers", exact=True).click()
    page.wait_for_url(re.compile(r"category=Designers"))
    page.wait_for_function("""() => { const cs = [...document.querySelectorAll(
      '#feed-results .feed-card')]; return cs.length > 0 && !document.querySelector(
      '.card-skeleton') && cs.every(c => c.textContent.includes('Designers')) }""")
    page.wait_for_timeout(1000)  # the category's works have come and settled
    drawn = page.evaluate(CARD_SIZES)
    saves = page.locator("#feed-results .save-talent").count()
    context.close()
    assert served and drawn and max(served) <= 30 and max(drawn) <= 30, (served, drawn)
    assert saves == len(drawn)


def test_a_tile_whose_picture_fails_says_so(browser, seeded_server):
    """A picture that does not load leaves "Image not available" in its tile (it used to stay
    hidden under the blurred placeholder), in the reader's language."""
    page = browser.new_page(viewport={"width": 390, "height": 800})
    page.goto(direct(seeded_server.url) + "/main-feed/?lang=hi")
    # The picture's own takeover, not only the header's: an error before React holds the
    # tile is not seen by its handler (the CI run of 1eb0b74 timed out here).
    wait_for_hydration(page, "#feed-results .card-thumb img")
    # The tile of the picture broken here, marked: the first tile may hold no picture (a video
    # still without its poster), and the check read the first tile, not the broken picture's.
    page.eval_on_selector("#feed-results .card-thumb img",
                          "i => { i.parentElement.dataset.brokenHere = '';"
                          " i.srcset = '/media/portfolio/missing.thumb.jpg 480w'; }")
    try:
        page.wait_for_function("() => document.querySelector('[data-broken-here]')"
                               "?.hasAttribute('data-broken')")
    except PlaywrightTimeout:  # what the tile was when it failed (seen once, in CI)
        state = page.evaluate("() => { const b = document.querySelector('[data-broken-here]');"
                              " const i = b && b.querySelector('img'); return {tile: !!b,"
                              " picture: i && [i.isConnected, i.complete, i.naturalWidth,"
                              " i.currentSrc, i.srcset], card: b && b.outerHTML.slice(0, 600),"
                              " tiles: document.querySelectorAll('#feed-results .card-thumb')"
                              ".length}; }")
        raise AssertionError(f"the broken picture's tile was not marked: {state}") from None
    shown, picture = page.eval_on_selector(
        "[data-broken-here]", "b => [getComputedStyle(b, '::before').content, "
        "getComputedStyle(b.querySelector('img')).display]")
    page.close()
    assert shown == '"तस्वीर उपलब्ध नहीं है"' and picture == "none", (shown, picture)



def test_pictures_that_fail_before_react_holds_the_page_say_so(browser, seeded_server):
    """Every picture refused (a phone's link dropping them): the first screen's tiles say
    "Image not available". Their pictures fail before React holds the page (its JS starts
    after the first paint), where its own error handler never heard of them."""
    page = browser.new_page(viewport={"width": 390, "height": 800})
    page.route("**/media/portfolio/**", lambda route: route.fulfill(status=404, body=""))
    page.goto(direct(seeded_server.url) + "/main-feed/")
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    first = "#feed-results .card-thumb:has(img[loading=eager])"
    page.wait_for_function("s => document.querySelector(s)?.hasAttribute('data-broken')",
                           arg=first, timeout=10_000)
    shown, picture = page.eval_on_selector(
        first, "b => [getComputedStyle(b, '::before').content, "
        "getComputedStyle(b.querySelector('img')).display]")
    page.close()
    assert shown == '"Image not available"' and picture == "none", (shown, picture)

# The first two cards' titles each time the results change (watched from the first paint).
# The first two cards' titles each time they change, from the parsed page on: while the HTML
# is still being parsed the list can hold only the first card (a fresh-clone CI run saw
# ['A', 'A|B']), which is the page arriving, not React drawing other cards.
WATCH_TITLES = ("window.__titles = []; const seen = () => { if (document.readyState === 'loading')"
                " return; const t = [...document.querySelectorAll('#feed-results .card-title')]"
                ".slice(0, 2).map(e => e.textContent).join('|'); if (t && "
                "window.__titles[window.__titles.length - 1] !== t) window.__titles.push(t) };"
                "new MutationObserver(seen).observe(document, {subtree: true, childList: true, "
                "characterData: true}); document.addEventListener('DOMContentLoaded', seen);")


def _first_titles(html: str) -> str:
    """The first two cards' titles in served HTML."""
    return "|".join(re.findall(r'class="[^"]*card-title[^"]*">([^<]*)<', html)[:2])


def test_a_second_page_in_the_same_tab_never_shows_the_first_pages_cards(browser,
                                                                        seeded_server):
    """Photography, then Designers, as full loads in one tab: the tab's Photography cards
    (still held for it on the server) used to reach React while it took the Designers page
    over, so React drew the served page again and could show Photography cards."""
    url = direct(seeded_server.url)
    first, second = "/main-feed/?category=Photography", "/main-feed/?category=Designers"
    assert _first_titles(raw(url + first)) != _first_titles(raw(url + second))
    context = browser.new_context(viewport={"width": 390, "height": 800})
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS + WATCH_TITLES)
    page.goto(url + first)
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_timeout(2000)
    page.goto(url + second)
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_timeout(3000)  # the hydrate and the page's load delta have come and gone
    titles, redraws = page.evaluate("() => [window.__titles, window.__redraws]")
    context.close()
    assert titles == [_first_titles(raw(url + second))] and redraws == 0, (titles, redraws)


@pytest.mark.parametrize("path,said", [
    ("/main-feed/?search=zzqxv", 'No results found for "zzqxv". Try adjusting your search terms.'),
    ("/find-talent/?category=Nobody", "No portfolios found."),
    ("/main-feed/?search=zzqxv&lang=hi", None)])
def test_a_page_with_no_results_is_served_with_its_message_and_kept(browser, seeded_server,
                                                                   path, said):
    """The served page said "0 results" and nothing where the message goes; React then drew
    the message, and with it the whole results part again."""
    url = direct(seeded_server.url) + path
    html = raw(url)
    message = re.search(r'<p id="feed-message"[^>]*>([^<]*)</p>', html)
    assert message, "the served page has no empty-state message"
    if said:
        assert message.group(1).replace("&quot;", '"') == said
    else:
        assert "zzqxv" in message.group(1) and "No results" not in message.group(1)
    context = browser.new_context(viewport={"width": 390, "height": 800})
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS)
    page.goto(url)
    wait_for_hydration(page, "#feed-message")
    page.wait_for_timeout(2000)
    shown, redraws = page.evaluate(
        "() => [document.querySelector('#feed-message').textContent, window.__redraws]")
    context.close()
    assert redraws == 0 and shown == message.group(1).replace("&quot;", '"'), (shown, redraws)


CURRENT_LANGUAGE = ("() => [...document.querySelectorAll('#site-header a[lang]')].map(a => "
                    "[a.lang, a.getAttribute('aria-current'), getComputedStyle(a).fontWeight])")


def test_a_hindi_page_marks_hindi_as_the_current_language_served_and_after_takeover(
        browser, seeded_server):
    """The page is prerendered in English and React leaves a taken-over page's attributes as
    served: "English" stayed marked current (and bold) on a Hindi page for good."""
    url = direct(seeded_server.url) + "/main-feed/?lang=hi"
    tags = re.findall(r'<a [^>]*\blang="(?:en|hi)"[^>]*>', raw(url))
    links = [(re.search(r'\blang="(en|hi)"', tag)[1],
              re.search(r'aria-current="(true|false)"', tag)[1]) for tag in tags]
    assert links and all((lang == "hi") == (current == "true") for lang, current in links)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS)
    page.goto(url)
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_timeout(1500)
    shown, redraws = page.evaluate(CURRENT_LANGUAGE), page.evaluate("window.__redraws")
    context.close()
    visible = [(lang, current, int(weight)) for lang, current, weight in shown]
    assert redraws == 0 and visible, (visible, redraws)
    assert all(current == ("true" if lang == "hi" else "false") for lang, current, _ in visible)
    assert all((weight >= 600) == (lang == "hi") for lang, _, weight in visible), visible


CHOSEN = """() => ({chips: document.querySelector('#chosen-filters').innerHTML,
  strip: [...document.querySelectorAll('.strip-category')]
    .filter(b => b.className.includes('rt-variant-solid')).map(b => b.textContent),
  subcategories: (document.querySelector('#subcategory-chips') || {}).innerHTML || ''})"""


@pytest.mark.parametrize("path,strip,chips", [
    ("/find-talent/?category=Photography&search=wedding", "Photography",
     ["Category: Photography", "Search: wedding", "Clear search"]),
    ("/main-feed/?category=Designers&lang=hi", "डिज़ाइनर", ["श्रेणी: डिज़ाइनर"]),
    ("/main-feed/?search=portrait", "Explore All", ["Search: portrait", "Clear search"]),
    ("/main-feed/?search=heritge%20brnad", "Explore All", ["Did you mean heritage brand?"]),
    ("/find-talent/?category=Photography&lang=hi", "फ़ोटोग्राफ़ी", ["श्रेणी: फ़ोटोग्राफ़ी"])])
def test_the_chosen_filters_are_served_and_kept(browser, seeded_server, path, strip, chips):
    """The served page showed "Explore All" highlighted and no chips until on_load: the
    category strip and the chips then changed under the reader's eyes."""
    url = direct(seeded_server.url) + path
    context = browser.new_context(viewport={"width": 390, "height": 800})
    served_only = context.new_page()
    served_only.route("**/assets/*.js", lambda route: route.abort())
    served_only.goto(url)
    served = served_only.evaluate(CHOSEN)
    page = context.new_page()
    page.add_init_script(COUNT_REDRAWS)
    page.goto(url)
    page.wait_for_function(TAKEN_OVER, timeout=30_000)
    page.wait_for_timeout(3000)  # the page's load delta has come and gone
    drawn, redraws = page.evaluate(CHOSEN), page.evaluate("window.__redraws")
    context.close()
    assert served["strip"] == [strip], served["strip"]
    assert all(chip in served["chips"] for chip in chips), served["chips"]
    assert ("subcategory-chip" in served["subcategories"]) == ("category=Photography" in path)
    if "find-talent" in path and "lang=hi" in path:  # the subcategories read in Hindi too
        assert ">फ़ैशन / लोग<" in served["subcategories"], served["subcategories"]
    assert drawn == served and redraws == 0, (drawn, served, redraws)
