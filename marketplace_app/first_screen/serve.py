"""One request's page: the reader's language, the first screen, the seed and its cookie (the
feed pages, the talent and portfolio pages)."""

from dataclasses import dataclass
from importlib import import_module
from urllib.parse import parse_qsl

from .. import db

from ..display_rules import feed_address
from ..display_rules.members_only import SESSION_SCRIPT_START
from ..i18n import kept_language
from ..state.auth import AuthState
from ..state.feed import FeedState
from ..state.first_screen import COOKIE, MAX_AGE
from ..state.inbox import InboxState
from ..state.lang import LangState, chosen_language
from ..services.accounts import web_session
from ..services.portfolios import feed_cache
from . import chosen, feed, header, kept, page, seed
from .clock import served_moment, stamped
from .keys import MEMBER_PAGES

FEED_PAGES = {"/main-feed": "main-feed/index.html", "/find-talent": "find-talent/index.html"}


def reader_language(query: dict, headers: dict) -> str:
    """?lang=, else the `lang` cookie the pages keep, else the browser's first language."""
    stored = kept_language(headers.get("cookie"))
    browser = headers.get("accept-language", "").split(",")[0].split(";")[0].strip()
    return chosen_language(query.get("lang"), stored, browser or None)


@dataclass(frozen=True)
class KeptFeedPage:
    """A visitor's feed page as served (`served`: HTML and seed cookie) and what it was drawn
    from (a member's copy is made from it)."""

    served: tuple[str, str]
    feed: feed.KeptFeed


def feed_page(base: str, query_string: str, headers: dict) -> tuple[str, str] | None:
    """(the page's HTML, the seed cookie) for /main-feed or /find-talent; None when the
    build has no such page. A visitor's page is kept as a whole (kept.keep: the feed's page
    cache); a member's is the kept page with their marks, their Save toggles and their header."""
    query = dict(parse_qsl(query_string, keep_blank_values=True))
    lang = reader_language(query, headers)
    filters = feed_address.filters_from_query(query)
    key = ("feed-page", base, lang, *sorted(filters.items()))

    def computed():
        generation = feed_cache.generation()
        shared = feed.kept_feed(base, query, lang)
        served = _drawn_feed_page(shared.screen, shared.texts, lang)
        made = kept.NONE if served is None else KeptFeedPage(served, shared)
        kept.keep(key, made, generation)
        return made

    made = feed_cache.once(key, computed)
    if made is kept.NONE:
        return None
    mine = feed.for_reader(made.feed, headers.get("cookie", ""), lang)
    return made.served if mine is None else _drawn_feed_page(*mine, lang)


def _drawn_feed_page(screen: feed.FeedScreen, texts: seed.Serialized, lang: str):
    """feed_page, drawn for this reader (`texts`: the screen's values encoded)."""
    shell = page.prepared(FEED_PAGES[screen.base], lang)
    if shell is None:
        return None
    values = screen.values
    shell = chosen.marked(shell, screen.base, values, values["suggestion"], lang)
    states = {FeedState: seed.Serialized({**texts, **seed.serialized(screen.reader)})}
    shell = member_shell(shell, screen.member, states, lang)
    if lang == "hi":
        states[LangState] = {"lang": lang}
    html = page.filled(shell, lambda grid: feed.results_html(screen, grid, lang),
                       feed.count_html(screen, lang), seed.seed_script(states))
    cookie = (f"{COOKIE}={seed.digest(texts)}; Path=/; Max-Age={MAX_AGE}; "
              f"SameSite=Lax")
    return html, cookie


def member_shell(html: str, member: header.Member | None, states: dict, lang: str) -> str:
    """A prerendered page as drawn for `member` (None for a visitor): its header the member's
    (first_screen/header.py) with their unread badges, AuthState and InboxState seeded to
    match, and the flag that has the session script load the page again for a browser
    holding no such member's token. Unchanged (the visitor's header) when there is no
    member or no prerendered member header."""
    chrome = page.prepared(header.PAGE, lang) if member else None
    served = chrome and header.with_member_header(html, chrome, member.values,
                                                  member.counts)
    if not served:
        return html
    states[AuthState], states[InboxState] = member.values, member.counts
    return served.replace(SESSION_SCRIPT_START, header.MEMBER_FLAG + SESSION_SCRIPT_START, 1)


def here(around: str, path: str) -> str:
    """The page shell of CHROME_PAGE, its language links to `path` as React draws them there
    (they are relative: in the prerendered page they name that page)."""
    return around.replace(f'href="/{CHROME_PAGE.split("/")[0]}/?lang=',
                          f'href="{path.rstrip("/")}/?lang=')


def _member(headers: dict) -> header.Member | None:
    """The header of the member the session cookie names (None for none)."""
    if not web_session.cookie_token(headers.get("cookie")):
        return None
    with db.session_scope() as session:
        user = web_session.member(session, headers.get("cookie"))
        return header.served_member(session, user) if user is not None else None


LANDING = "index.html"


def public_page(path: str, query_string: str, headers: dict,
                deferred: bool = True) -> str | None:
    """A prerendered page (the landing page, /services, /signin...; a member's form or
    messages page too, not `deferred`: page.prepared) in the reader's language, with the
    header of the member the session cookie names; None for an English visitor (the page as
    built) or where the build has no such page."""
    name = path.strip("/")
    if "/" in name or "." in name:
        return None
    relative = f"{name}/index.html" if name else LANDING
    return _translated_page(relative, query_string, headers, _member(headers), deferred)


def _translated_page(relative: str, query_string: str, headers: dict,
                     member: header.Member | None, deferred: bool = True) -> str | None:
    """The prerendered page `relative` in the reader's language, with `member`'s header
    (None for a visitor); None where the built page serves as it is."""
    lang = reader_language(dict(parse_qsl(query_string, keep_blank_values=True)), headers)
    if not member and lang == "en":
        return None
    shell, states = page.prepared(relative, lang, deferred), {}
    if shell is None:
        return None
    html = member_shell(shell, member, states, lang) if member else shell
    if AuthState not in states and lang == "en":
        return None
    if lang != "en":
        states[LangState] = {"lang": lang}
    # A visitor's page is seeded as a visitor's, as the built page is: a browser that holds a
    # token without its cookie hydrates it as served, then takes the member's header once
    # signed in (seeded signed in, React would find the served header wrong and redraw all).
    return html.replace("</head>", seed.seed_script(states) + "</head>", 1)


SPA_SHELL = "404.html"  # what Reflex serves for the talent and portfolio pages
CHROME_PAGE = FEED_PAGES["/main-feed"]  # a prerendered page in the same page shell


def detail_page(kind: str, target_id: str, query_string: str, headers: dict,
                with_head) -> tuple[str, str] | None:
    """(the page's HTML, the seed cookie) for /talent-detail/{id} or /portfolio-detail/{id}:
    the SPA shell, its head made by `with_head(shell)` (link-preview tags), with the first
    screen served; None when there is no such talent or work (the page says so itself) or
    no build."""
    query = dict(parse_qsl(query_string, keep_blank_values=True))
    lang = reader_language(query, headers)
    shell, around = page.prepared(SPA_SHELL, lang), page.prepared(CHROME_PAGE, lang)
    if shell is None or around is None:
        return None
    from . import portfolio, talent  # the pages' States: defined once the app is built
    screen = (talent if kind == "talent-detail" else portfolio).load(target_id, lang,
                                                                    headers.get("cookie", ""))
    if screen is None:
        return None
    seeded = screen.texts or seed.serialized(screen.values)
    states = {screen.state: seeded}
    around = here(member_shell(around, _member(headers), states, lang), f"/{kind}/{target_id}")
    if lang == "hi":
        states[LangState] = {"lang": lang}
    html = page.served_screen(with_head(shell), around, screen.main,
                              seed.seed_script(states, None if AuthState in states
                                               else AuthState), lang)
    if html is None:
        return None
    cookie = (f"{COOKIE}={seed.fingerprints(screen.key, seeded)}; Path=/; "
              f"Max-Age={MAX_AGE}; SameSite=Lax")
    return html, cookie


def member_page(path: str, query_string: str, headers: dict) -> tuple[str, str] | None:
    """(the page's HTML, the seed cookie) for one of the member's own pages (MEMBER_PAGES),
    drawn for the member the session cookie names, as of one moment (its relative times);
    None when the build has no such page, the cookie names no member or the page draws this
    address itself."""
    query = dict(parse_qsl(query_string, keep_blank_values=True))
    lang = reader_language(query, headers)
    module = import_module(f"{__package__}.{MEMBER_PAGES[path]}")  # its State: once built
    # The SPA shell, not the page's prerendered copy: React would hydrate that copy's visitor
    # header with the member's, find them different and draw the whole page again.
    prerendered, shell = page.prepared(module.PAGE, lang), page.prepared(SPA_SHELL, lang)
    if prerendered is None or shell is None:
        return None
    now = served_moment()
    with db.session_scope() as session:
        user = web_session.member(session, headers.get("cookie"))
        if user is None:
            return None
        screen = module.load(session, user, lang, now, query)
        member = header.served_member(session, user)
    if screen is None:  # the page draws this address itself
        return None
    main = module.main_html(page.main_content(prerendered) or "", screen)
    states = {screen.state: screen.values, AuthState: member.values, **screen.also}
    around = member_shell(prerendered, member, states, lang)
    if lang == "hi":
        states[LangState] = {"lang": lang}
    html = main and page.served_screen(page.titled(shell, prerendered), around, main,
                                       f"<style>{module.CSS}</style>" + seed.seed_script(states),
                                       lang)
    if not html:
        return None
    cookie = (f"{COOKIE}={stamped(now, seed.fingerprints(screen.key, screen.values))}; "
              f"Path=/; Max-Age={MAX_AGE}; SameSite=Lax")
    return html, cookie


def shell_page(query_string: str, headers: dict) -> str | None:
    """The SPA shell, for a page React alone draws (a work's edit form), in the reader's
    language: None in English (the shell as built)."""
    lang = reader_language(dict(parse_qsl(query_string, keep_blank_values=True)), headers)
    shell = page.prepared(SPA_SHELL, lang, deferred=False) if lang != "en" else None
    return shell and shell.replace("</head>", seed.seed_script({LangState: {"lang": lang}})
                                   + "</head>", 1)


SIGNIN_PAGE = "signin/index.html"
# Set just before the pages' session script runs (launch/session_sync.py): this members-only
# address holds the sign-in page.
SIGNIN_FLAG = "<script>window.__kalakarSignin=1</script>"


def signin_page(query_string: str, headers: dict, with_head) -> str | None:
    """The sign-in page in the reader's language, its head made by `with_head`, to serve at
    a members-only address to a visitor; None when the build has none."""
    query = dict(parse_qsl(query_string, keep_blank_values=True))
    lang = reader_language(query, headers)
    shell = page.prepared(SIGNIN_PAGE, lang)
    if shell is None:
        return None
    html = with_head(shell).replace(SESSION_SCRIPT_START, SIGNIN_FLAG + SESSION_SCRIPT_START, 1)
    if lang == "hi":
        html = html.replace("</head>", seed.seed_script({LangState: {"lang": lang}}) + "</head>",
                            1)
    return html


# The member's own portfolio pages served with their first screen (first_screen/member_pages.py).
OWN_PAGES = ("/portfolio", "/photographer-profile")


def own_page(path: str, query_string: str, headers: dict, member) -> tuple[str, str] | None:
    """(the page's HTML, the seed cookie) for one of OWN_PAGES as `member` (a User) sees
    it: the SPA shell with the page's own title and its first screen; None when the page
    draws its first screen itself (no such photographer) or there is no build."""
    query = dict(parse_qsl(query_string, keep_blank_values=True))
    lang = reader_language(query, headers)
    from . import member_pages  # the pages' States: defined once the app is built

    screen = member_pages.load(path, query, member, lang)
    shell, around = page.prepared(SPA_SHELL, lang), page.prepared(CHROME_PAGE, lang)
    if screen is None or shell is None or around is None:
        return None
    states = {screen.state: screen.values, **screen.also}
    with db.session_scope() as session:
        served = header.served_member(session, member)
    around = here(member_shell(around, served, states, lang), path)
    if lang == "hi":
        states[LangState] = {"lang": lang}
    html = page.served_screen(member_pages.titled(shell, path, lang), around, screen.main,
                              seed.seed_script(states, None if AuthState in states
                                               else AuthState), lang)
    if html is None:
        return None
    # The page's State's fingerprints, then each other seeded State's, joined by "_".
    prints = "_".join(seed.fingerprints(screen.key, values)
                      for values in (screen.values, *screen.also.values()))
    cookie = f"{COOKIE}={prints}; Path=/; Max-Age={MAX_AGE}; SameSite=Lax"
    return html, cookie
