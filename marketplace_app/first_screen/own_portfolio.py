"""/portfolio: the member's own side panel, views and works from the same service calls as
OwnPortfolioState's load and ViewStatsState's, drawn as pages/workspace_portfolio.py draws them
once loaded (each cover by cards.image, as the React tile draws it by tile_image).
tests/e2e/test_first_screen_members.py holds the two equal: text, links and image URLs."""

from .. import db
from ..components.portfolio_cards import GRID_SIZES
from ..display_rules.cards import Slide
from ..services.portfolios import own_listing
from ..services.social import views
from ..state.own_portfolio import SEEDED, SORTS, OwnPortfolioState, own_values
from ..state.view_stats import ViewStatsState, view_values
from ..texts import discovery as TD
from ..texts import workspace as T
from .cards import image
from .icons import icon
from .keys import OWN_PORTFOLIO_KEY
from .markup import data_text, esc, text
from .parts import avatar, badge, p, separator, stack
from .screen import Screen

def load(member, lang: str) -> Screen:
    """The page as `member` (a User) sees it in `lang`."""
    with db.session_scope() as session:
        member = session.get(type(member), member.id)  # in this session
        data = own_listing.own_portfolio(session, actor=member)
        stats = views.owner_stats(session, actor=member)
    values = own_values(data, lang)
    values["shown"] = own_listing.sort_items(values["items"], SORTS[0])
    values["any_processing"] = any(i["processing"] for i in values["items"])
    values = {name: values[name] for name in SEEDED}
    counts = view_values(stats)
    return Screen(OwnPortfolioState, OWN_PORTFOLIO_KEY, values,
                  main_html(values, counts, lang), {ViewStatsState: counts})


def _link(href: str, inner: str, extra: str = "", attrs: str = "",
          underline: str = "auto") -> str:
    more = f" {extra}" if extra else ""
    return (f'<a data-accent-color=""{attrs} class="rt-Text rt-reset rt-Link '
            f'rt-underline-{underline}{more}" href="{href}">{inner}</a>')


def _stat(value, label: str, stat_id: str, size: str = "6", centred: bool = False) -> str:
    return stack("column", "center", "0",
                 p(esc(value), size, "rt-r-weight-bold", stat_id)
                 + p(label, "1", "rt-r-ta-center fs-muted" if centred else "fs-muted"),
                 "fs-grow")


def _views(counts: dict, lang: str) -> str:
    numbers = (_stat(counts["profile_views"], text(TD.PROFILE, lang), "stat-profile-views", "4",
                     True)
               + _stat(counts["portfolio_views"], text(TD.PORTFOLIO_TITLE, lang),
                       "stat-portfolio-views", "4", True)
               + _stat(counts["last_seven_days"], text(TD.LAST_7_DAYS, lang),
                       "stat-recent-views", "4", True))
    head = stack("row", "center", "1", icon("eye", 14)
                 + p(text(TD.VIEWS, lang), "2", "rt-r-weight-bold"))
    return stack("column", "start", "2", head + stack("row", "start", "2", numbers, "fs-w"),
                 "fs-views", ' id="view-stats"')


def _editable_block(label: str, edit_label: str, shown: str, empty: str) -> str:
    edit = _link("/profile-settings", icon("pencil", 14), "fs-edit",
                 f' aria-label="{edit_label}"')
    head = stack("row", "start", "3", p(label, "2", "rt-r-weight-bold") + edit,
                 "rt-r-jc-space-between fs-w")
    return stack("column", "start", "1", head + p(shown or empty, "2", "fs-muted"), "fs-w")


def side_panel(values: dict, counts: dict, lang: str) -> str:
    """Photo, name, handle, stats, views, bio and experience, settings and logout."""
    me = values["profile"]
    chips = ((badge(data_text(me["category"], lang)) if me["category"] else "")
             + (badge(icon("map-pin", 12) + data_text(me["location"], lang), accent="gray")
                if me["location"] else ""))
    who = stack("column", "center", "1",
                '<h1 id="signed-in-name" class="rt-Heading rt-r-size-5 rt-r-ta-center">'
                f'{esc(me["name"])}</h1>'
                + (p("@" + esc(me["username"]), "2", "fs-muted") if me["username"] else "")
                + stack("row", "start", "2", chips, "rt-r-jc-center", wrap=True))
    stats = stack("row", "start", "3", _stat(values["jobs"], text(T.JOBS, lang), "stat-jobs")
                  + separator("vertical", "4")
                  + _stat(values["colabs"], text(T.COLABS, lang), "stat-colabs"), "fs-stats")
    level = data_text(me["level"], lang)
    unit = text(T.YEAR if me["years"] == "1" else T.YEARS, lang)
    experience = f'{level} · {esc(me["years"])} {unit}' if me["level"] and me["years"] else level
    edit = text(T.EDIT, lang)
    settings = _link("/profile-settings", '<button data-accent-color="" class="rt-reset '
                     'rt-BaseButton rt-r-size-2 rt-variant-soft rt-Button fs-w">'
                     f'{icon("settings", 16)}{text(T.PROFILE_SETTINGS, lang)}</button>',
                     "fs-w fs-link", ' id="profile-settings-link"')
    logout = ('<button data-accent-color="gray" id="logout" class="rt-reset rt-BaseButton '
              f'rt-r-size-2 rt-variant-outline rt-Button fs-w">{icon("log-out", 16)}'
              f"{text(T.LOGOUT, lang)}</button>")
    body = (avatar(me["photo"], me["name"], "8") + who + stats + _views(counts, lang)
            + _editable_block(text(T.BIO, lang), f"{edit} {text(T.BIO, lang)}",
                              esc(me["bio"]), text(T.NO_BIO, lang))
            + _editable_block(text(T.EXPERIENCE, lang), f"{edit} {text(T.EXPERIENCE, lang)}",
                              experience, text(T.NO_EXPERIENCE, lang))
            + settings + logout)
    return ('<div class="rt-reset rt-BaseCard rt-Card rt-r-size-2 rt-variant-surface fs-fit">'
            + stack("column", "center", "4", body, "fs-pad8") + "</div>")


def cover(item: dict) -> Slide:
    """The tile's cover as the slide cards.image draws (the item's own fields)."""
    return Slide(src=item["cover"], srcset=item["srcset"], webp_srcset=item["webp_srcset"],
                 placeholder=item["placeholder"], eager=item["eager"])


def _veil(item: dict, lang: str) -> str:
    """Over a tile whose video is encoding: progress; over one that failed: why."""
    if item["processing"]:
        inner = (p(text(T.PROCESSING_VIDEO, lang), "2", "rt-r-weight-bold rt-r-ta-center "
                   "fs-white") + p(f'{item["progress"]}%', "1", "fs-white video-progress"))
        return stack("column", "center", "2", inner, "video-processing fs-veil")
    if item["failed"]:
        inner = (p(text(T.VIDEO_FAILED, lang), "2", "rt-r-weight-bold rt-r-ta-center fs-white")
                 + p(esc(item["error"]), "1", "rt-r-ta-center fs-white video-error"))
        return stack("column", "center", "2", inner, "video-failed fs-veil")
    return ""


def _tile_button(glyph: str, label: str, accent: str, extra: str, contrast: bool = True) -> str:
    """A small solid icon button over the tile (its icon: components/own_look.py)."""
    shade = "rt-high-contrast " if contrast else ""
    return (f'<button type="button" data-accent-color="{accent}" aria-label="{label}" '
            f'title="{label}" class="rt-reset rt-BaseButton rt-r-size-1 rt-variant-solid '
            f'{shade}rt-IconButton {extra}fs-i i-{glyph}"></button>')


def tile(item: dict, lang: str) -> str:
    """One work: its cover, title and controls."""
    edit_href = f"/portfolio-edit/{esc(item['id'])}"
    title = esc(item["title"])
    mark = (f'<div class="fs-play44 video-play-mark">{icon("play", 20, "white")}</div>'
            if item["cover_is_video"] and not item["processing"] and not item["failed"] else "")
    picture = image(cover(item), GRID_SIZES, item["high"]) if item["cover"] else ""
    link = _link(edit_href, picture + mark, "fs-cover" + ("" if item["status"] else " fs-dim"),
                 f' aria-label="{title}"')
    disabled = ("" if item["status"] else
                badge(text(T.DISABLED_BADGE, lang), "solid", "gray", "disabled-badge fs-tl"))
    toggle = ('<button type="button" data-accent-color="gray" class="rt-reset rt-BaseButton '
              'rt-r-size-1 rt-variant-solid rt-high-contrast rt-Button toggle-status fs-i '
              + ('i-eye-off">' + text(T.DISABLE, lang) if item["status"] else
                 'i-eye">' + text(T.ENABLE, lang)) + "</button>")
    edit = _link(edit_href, _tile_button("pencil", text(T.EDIT, lang), "gray", ""),
                 "edit-item fs-link")
    delete = _tile_button("trash-2", text(T.DELETE, lang), "red", "delete-item ",
                          contrast=False)
    controls = stack("row", "start", "2", toggle + edit + delete, "rt-r-jc-end")
    return (f'<div data-status="{"enabled" if item["status"] else "disabled"}" '
            f'data-title="{title}" class="rt-Box portfolio-tile fs-own-tile">{link}'
            f'{_veil(item, lang)}{disabled}<div class="rt-Box fs-shade">'
            f'<p class="rt-Text rt-r-size-2 rt-r-weight-bold rt-r-lt-both tile-title fs-white">'
            f'{title}</p></div><div class="rt-Box tile-actions fs-corner">{controls}</div></div>')


def _post_tile(lang: str) -> str:
    inner = stack("column", "center", "2",
                  '<div class="rt-Flex fs-plus fs-i i-plus"></div>'
                  + p(text(T.POST_WORK, lang), "3", "rt-r-weight-bold rt-r-ta-center")
                  + p(text(T.POST_WORK_NOTE, lang), "1", "rt-r-ta-center fs-muted"),
                  "rt-r-jc-center fs-post-in")
    return _link("/work-upload", inner, "fs-post", ' id="post-work"', "none")


def _sort(lang: str) -> str:
    """A native select, the first order chosen (components/own_look.py)."""
    options = "".join(f'<option value="{esc(order)}"{" selected" if n == 0 else ""}>'
                      f"{text(order, lang)}</option>" for n, order in enumerate(SORTS))
    return (f'<select aria-label="{text(T.SORT_LABEL, lang)}" id="sort-select" '
            'class="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-surface fs-select">'
            f"{options}</select>")


def main_html(values: dict, counts: dict, lang: str) -> str:
    """The page's <main> content once loaded."""
    head = stack("row", "center", "3", '<h1 id="screen-title" class="rt-Heading rt-r-size-7">'
                 f"{text(T.PORTFOLIO_TITLE, lang)}</h1>{_sort(lang)}",
                 "rt-r-jc-space-between fs-w", wrap=True)
    tiles = "".join(tile(item, lang) for item in values["shown"])
    grid = ('<div id="portfolio-grid" class="rt-Grid rt-r-gtc-2 sm:rt-r-gtc-3 rt-r-gap-3 fs-w">'
            f"{_post_tile(lang)}{tiles}</div>")
    empty = "" if values["items"] else p(text(T.EMPTY_PORTFOLIO, lang), "2", "fs-muted")
    right = stack("column", "start", "4", head + grid + empty, "fs-w")
    return ('<div class="rt-Box fs-own"><div class="rt-Grid rt-r-gtc-1 md:rt-r-gtc rt-r-gap-5 '
            'fs-w" style="--grid-template-columns-md:300px 1fr">'
            f"{side_panel(values, counts, lang)}{right}</div></div>")
