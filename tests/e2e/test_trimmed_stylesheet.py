"""The build serves Radix Themes trimmed to what the pages use (launch/stylesheet_trim.py).
On real pages, signed out and signed in, at 390 and 1280 px, every rule of Radix's full sheets
that styles an element on the page (in any hover or focus state) has its twin in the trimmed
sheets, but for the custom properties nothing on the page reads: a page never loses a style
that the full sheet would give it."""

import random
import re

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from marketplace_app.seed import DEMO_PASSWORD, _talent_profile
from tests.e2e.conftest import ROOT, store_token, wait_for_hydration
from tests.e2e.journey_helpers import patient_expect  # noqa: F401  (fixture)

pytestmark = pytest.mark.e2e
WEB = ROOT / ".web"
RADIX = WEB / "node_modules" / "@radix-ui" / "themes"
TALENT = _talent_profile(0, random.Random(0))["email"]
SIGNED_OUT = ["/", "/main-feed/", "/find-talent/", "/services/", "/signup/", "/photography/",
              "/coming-soon/", "/talent-signin/"]
SIGNED_IN = ["talent", "portfolio", "/talent-dashboard/", "/portfolio/", "/profile-settings/",
             "/work-upload/", "/manage/", "/notifications/", "/messages/", "/post-job/"]

# Rules of the full sheet that apply to an element of this page but have no twin in the
# trimmed sheet: same declarations, a selector that matches the same element.
MISSING_TWINS = """([fullCss, trimmedCss]) => {
  const applying = (list, out) => {
    for (const rule of list) {
      if (rule instanceof CSSStyleRule) out.push(rule);
      else if (rule instanceof CSSMediaRule) {
        if (matchMedia(rule.media.mediaText).matches) applying(rule.cssRules, out);
      } else if (rule instanceof CSSSupportsRule) {
        if (CSS.supports(rule.conditionText)) applying(rule.cssRules, out);
      } else if (rule.cssRules) applying(rule.cssRules, out);
    }
    return out;
  };
  // Any state: :hover and friends always match, pseudo-elements style their element.
  const anyState = (selector) => selector
    .replace(/::?(before|after|placeholder|selection|backdrop|marker|file-selector-button|-webkit-[\\w-]+|-moz-[\\w-]+)\\b(\\([^)]*\\))?/g, "")
    .replace(/:(hover|focus-visible|focus-within|focus|active|checked|disabled|autofill|placeholder-shown)\\b/g, ":is(*)");
  const sheet = (css) => { const s = new CSSStyleSheet(); s.replaceSync(css); return s; };
  // Custom properties the trim dropped: each must be read nowhere on this page (not by the
  // trimmed sheet, the page's other sheets or an element's style), and the rest must match.
  const declared = (css) => new Set([...css.matchAll(/(?<![\\w-])(--[\\w-]+)\\s*:/g)].map((m) => m[1]));
  const kept = declared(trimmedCss);
  const dropped = new Set([...declared(fullCss)].filter((name) => !kept.has(name)));
  const pageCss = [...document.styleSheets].map((s) => { try { return [...s.cssRules].map((r) => r.cssText).join("\\n"); } catch (e) { return ""; } });
  const styles = [...document.querySelectorAll("[style]")].map((e) => e.getAttribute("style"));
  const readNames = new Set([trimmedCss, ...pageCss, ...styles].flatMap((text) => [...text.matchAll(/var\\(\\s*(--[\\w-]+)/g)].map((m) => m[1])));
  const missing = new Set([...dropped].filter((name) => readNames.has(name)).map((name) => `${name} (read, but dropped)`));
  const declarations = (rule) => [...Array(rule.style.length).keys()].map((i) => rule.style.item(i))
    .filter((name) => !dropped.has(name))
    .map((name) => `${name}:${rule.style.getPropertyValue(name)}${rule.style.getPropertyPriority(name)}`).join(";");
  const twins = new Map();
  for (const rule of applying(sheet(trimmedCss).cssRules, [])) {
    const key = declarations(rule);
    if (!twins.has(key)) twins.set(key, []);
    twins.get(key).push(anyState(rule.selectorText));
  }
  const matches = (element, selector) => { try { return element.matches(selector); } catch (e) { return false; } };
  for (const rule of applying(sheet(fullCss).cssRules, [])) {
    if (declarations(rule) === "") continue;  // only properties nothing reads
    let found;
    try { found = document.querySelectorAll(anyState(rule.selectorText)); } catch (e) { continue; }
    const candidates = twins.get(declarations(rule)) || [];
    for (const element of found) {
      if (!candidates.some((selector) => matches(element, selector))) {
        const shown = rule.selectorText.length > 120 ? rule.selectorText.slice(0, 120) + "…" : rule.selectorText;
        missing.add(`${shown} (on <${element.tagName.toLowerCase()} class="${element.getAttribute("class")}">)`);
        break;
      }
    }
  }
  return [...missing].slice(0, 20);
}"""


def radix_pairs() -> list[tuple[str, str]]:
    """(full sheet, trimmed sheet) text for each Radix sheet the built global sheet imports."""
    global_sheet = (WEB / "styles" / "__reflex_global_styles.css").read_text(encoding="utf-8")
    names = re.findall(r"@import url\('\./radix-([\w.-]+\.css)'\);", global_sheet)
    assert "components.css" in names, "the build did not trim the Radix sheets"
    return [((RADIX / name.replace("tokens-colors-", "tokens/colors/").replace(
        "tokens-base", "tokens/base")).read_text(encoding="utf-8"),
        (WEB / "styles" / f"radix-{name}").read_text(encoding="utf-8")) for name in names]


@pytest.fixture(scope="module")
def sheets(seeded_server):
    """The full and trimmed Radix sheets of the build the servers serve (one text each)."""
    pairs = radix_pairs()
    return "\n".join(full for full, _ in pairs), "\n".join(trimmed for _, trimmed in pairs)


@pytest.fixture(scope="module")
def demo_ids(seeded_server):
    """A named demo talent and one of their works (not the feed's first item, which journeys
    before this one may have replaced)."""
    token = httpx.post(f"{seeded_server.url}/api/auth/login",
                       json={"email": TALENT, "password": DEMO_PASSWORD}, timeout=60).json()
    me = token["user"]["_id"]
    works = httpx.get(f"{seeded_server.url}/api/Portfolio/user/{me}", timeout=60).json()
    return {"talent": me, "portfolio": works["portfolios"][0]["_id"], "token": token["token"]}


def missing_on(page, path: str, sheets) -> list[str]:
    """Open a page, let React render it, and list the Radix rules it would lose."""
    page.goto(path)
    try:
        wait_for_hydration(page, "main")
    except PlaywrightTimeout:
        return [f"React did not take over {page.url}"]
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)
    return page.evaluate(MISSING_TWINS, list(sheets))


def browsing(browser, url: str, width: int, token: str | None = None):
    """(context, page) of a browser this wide, signed in when given a token."""
    context = browser.new_context(viewport={"width": width, "height": 900}, base_url=url)
    context.set_default_timeout(30_000)
    page = context.new_page()
    if token:
        store_token(page, token)
    return context, page


@pytest.mark.parametrize("width", [390, 1280])
def test_no_public_page_loses_a_radix_style(browser, seeded_server, demo_ids, sheets, width):
    context, page = browsing(browser, seeded_server.url, width)
    lost = {}
    for path in SIGNED_OUT:
        lost[path] = missing_on(page, path, sheets)
    page.locator("#email-signin").click()  # the last page is the sign-in page: its dialog
    page.locator("#signin-dialog").wait_for()
    page.wait_for_timeout(300)
    lost["sign-in dialog"] = page.evaluate(MISSING_TWINS, list(sheets))
    context.close()
    assert {path: rules for path, rules in lost.items() if rules} == {}


@pytest.mark.parametrize("width", [390, 1280])
def test_no_members_page_loses_a_radix_style(browser, seeded_server, demo_ids, sheets, width):
    context, page = browsing(browser, seeded_server.url, width, demo_ids["token"])
    lost = {}
    for path in SIGNED_IN:
        if path in ("talent", "portfolio"):
            path = f"/{path}-detail/{demo_ids[path]}/"
        lost[path] = missing_on(page, path, sheets)
    context.close()
    assert {path: rules for path, rules in lost.items() if rules} == {}


@pytest.mark.parametrize("path", ["/main-feed/", "talent", "portfolio"])
def test_the_served_first_screen_loses_no_radix_style(browser, seeded_server, demo_ids, sheets,
                                                     path):
    if path in ("talent", "portfolio"):
        path = f"/{path}-detail/{demo_ids[path]}/"
    context = browser.new_context(viewport={"width": 390, "height": 900},
                                  base_url=seeded_server.url, java_script_enabled=False)
    page = context.new_page()
    page.goto(path)
    assert page.locator("main .rt-Text").count() > 0  # the served first screen, not a shell
    lost = page.evaluate(MISSING_TWINS, list(sheets))
    context.close()
    assert lost == []


def test_the_build_serves_the_trimmed_sheet(seeded_server):
    html = httpx.get(f"{seeded_server.url}/main-feed/", timeout=60).text
    sheet = re.search(r'href="(/assets/__reflex_global_styles-[\w-]+\.css)"', html).group(1)
    served = httpx.get(f"{seeded_server.url}{sheet}", timeout=60).content
    full = sum(len(full.encode()) for full, _ in radix_pairs())
    assert b"rt-DataListRoot" not in served  # a component no page renders
    assert b".dark" not in served  # the theme is always light
    assert len(served) < full / 3, (len(served), full)
    assert len(served) <= 150_000, len(served)  # issue 25: at most 150 KB raw


def test_the_lightbox_sheet_comes_in_the_page_and_still_styles_the_lightbox(demo_page,
                                                                           seeded_server):
    # What can hold the first paint is what the served HTML links (a sheet a script adds
    # later cannot): every sheet there but the site's never applies (media=print, kept for
    # React and Vite to find), its rules inline in <head> (applied once loaded, it restyled
    # the whole page).
    html = httpx.get(f"{seeded_server.url}/main-feed/", timeout=60).text
    late = [tag for tag in re.findall(r"<link[^>]*>", html)
            if 'rel="stylesheet"' in tag and "__reflex_global_styles" not in tag]
    assert late and all('media="print"' in tag and "onload=" not in tag for tag in late), late
    assert re.search(r"<style>[^<]*\.yarl__portal\{", html[:html.index("</head>")])
    page = demo_page
    page.goto("/main-feed/")
    wait_for_hydration(page, "main")
    page.locator("#feed-results .card-thumb").first.click()
    page.locator(".yarl__container").wait_for()
    assert page.evaluate("() => getComputedStyle(document.querySelector('.yarl__portal'))"
                         ".position") == "fixed"
