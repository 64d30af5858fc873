"""/manage: the member's dashboard from the same service call as ManageState's on_load, drawn
into the prerendered page where its spinner stands, as pages/manage.py and
components/collab_cards.py draw it once loaded (its first tab open).
tests/e2e/test_first_screen_members.py holds the two equal."""

from datetime import datetime

from sqlmodel import Session

from ..models.user import User
from ..services.accounts.user_views import own_user
from ..services.social import manage
from ..state.manage import SEEDED, ManageState, dashboard_values, product_values
from ..texts import social as TX
from ..texts.social import COLLAB_BUTTONS as BUTTONS
from ..texts.social import COLLAB_STATUS_LOOK as STATUS_LOOK
from ..texts.social import MANAGE_EMPTY as EMPTY
from ..texts.social import MANAGE_INBOX_LABEL as INBOX_LABEL
from ..texts.social import MANAGE_TAB_LABELS as TAB_LABELS
from .icons import icon
from .keys import MANAGE_KEY
from .markup import esc, text
from .parts import avatar, badge, button, p, replace_spinner, stack
from .screen import Screen

PAGE = "manage/index.html"
FIRST_TAB = "inbox"
# The emotion styles of the page's parts, under names of their own.
CSS = (
    ".fs-inherit{color:inherit;min-width:0}.fs-nowrap{white-space:nowrap}"
    ".fs-tabs{width:100%;flex-wrap:wrap}.fs-pt16{padding-top:16px}"
    ".fs-shrink0{flex-shrink:0}.fs-msg{white-space:pre-wrap;overflow-wrap:anywhere}"
    ".fs-empty-tab{display:flex;align-items:center;justify-content:center;padding-top:48px;"
    "padding-bottom:48px;width:100%}.fs-max360{max-width:360px}"
)


def load(session: Session, user: User, lang: str, now: datetime,
         query: dict) -> Screen:
    """`user`'s dashboard in `lang` (no relative times: `now` is not read, nor the address's
    `query`)."""
    data = manage.dashboard(session, actor=user)
    values = {**dashboard_values(data, user.id, lang), **product_values(own_user(user)),
              "tab": FIRST_TAB}
    values = {name: values[name] for name in SEEDED}
    member = {"name": user.full_name, "photo": user.profile_photo_url or ""}
    return Screen(ManageState, MANAGE_KEY, values, dashboard_html(values, member, lang))


def _link(href: str, inner: str, extra: str) -> str:
    return ('<a data-accent-color="" class="rt-Text rt-reset rt-Link rt-underline-none '
            f'{extra}" href="{esc(href)}">{inner}</a>')


def status_badge(status: str, lang: str) -> str:
    """The status in words and colour."""
    label, colour = STATUS_LOOK.get(status, (status, ""))
    return badge(text(label, lang), accent=colour, size="2",
                 extra="request-status" if status in STATUS_LOOK else "")


def _fact(name: str, value: str) -> str:
    return stack("row", "center", "2", icon(name, 14, extra="fs-muted fs-shrink0")
                 + p(esc(value), "2", "rt-r-lt-both"), "fs-min0")


def request_card(card, lang: str) -> str:
    """Who, what, where, when, budget, message, status and the allowed actions."""
    who = stack("row", "center", "2", avatar(card.other_photo, card.other_name, "3")
                + stack("column", "start", "0",
                        p(esc(card.other_name), "3", "rt-r-weight-bold rt-r-lt-both other-name")
                        + p(text(TX.SENT_YOU_REQUEST if card.incoming else TX.YOU_SENT_REQUEST,
                                 lang), "1", "fs-muted"), "fs-min0"), "fs-min0")
    top = stack("row", "center", "2",
                _link(f"/talent-detail/{card.other_id}", who, "fs-inherit other-party")
                + status_badge(card.status, lang), "rt-r-jc-space-between fs-w")
    facts = ('<div class="rt-Grid rt-r-gtc-1 sm:rt-r-gtc-2 rt-r-gap-2 fs-w">'
             + _fact("briefcase", card.service_type) + _fact("map-pin", card.location)
             + _fact("calendar", card.dates) + _fact("indian-rupee", card.budget) + "</div>")
    message = p(esc(card.message), "2", "fs-muted fs-msg request-message")
    buttons = "".join(button(text(label, lang), variant=variant, accent=colour,
                             extra=f"action-{action}")
                      for action, (label, variant, colour) in BUTTONS.items()
                      if action in card.actions)
    body = stack("column", "start", "3", top + facts + message
                 + f'<div class="rt-Flex rt-r-fw-wrap rt-r-gap-2">{buttons}</div>', "fs-w")
    return (f'<div id="request-{esc(card.id)}" class="rt-reset rt-BaseCard rt-Card rt-r-size-1 '
            f'rt-variant-surface fs-w request-card">{body}</div>')


def _empty(box: str, lang: str) -> str:
    name, title, words = EMPTY[box]
    inner = stack("column", "center", "2", icon(name, 36, extra="fs-muted")
                  + p(text(title, lang), "4", "rt-r-weight-bold rt-r-ta-center")
                  + p(text(words, lang), "2", "fs-muted rt-r-ta-center"), "fs-max360")
    return f'<div id="empty_{box}" class="rt-Flex fs-empty-tab empty-tab">{inner}</div>'


def requests_html(values: dict, box: str, lang: str) -> str:
    """One tab's request cards and its Load more."""
    cards = values[box]
    if not cards:
        return _empty(box, lang)
    more = (f'<div class="rt-Flex fs-center">{button(text(TX.LOAD_MORE, lang), extra="load-more")}'
            "</div>" if values["cursors"].get(box) else "")
    return stack("column", "start", "3", "".join(request_card(c, lang) for c in cards) + more,
                 "fs-w", f' id="list-{box}"')


def _trigger(value: str, label: str, active: bool, count: int = 0) -> str:
    shown = badge(esc(count), accent="orange", extra="tab-count") if count > 0 else ""
    inner = stack("row", "center", "1", label + shown)
    state = "active" if active else "inactive"
    return (f'<button type="button" role="tab" aria-selected="{str(active).lower()}" '
            f'data-state="{state}" id="tab-{value}" class="rt-reset rt-BaseTabListTrigger '
            'rt-TabsTrigger fs-nowrap" data-orientation="horizontal">'
            f'<span class="rt-BaseTabListTriggerInner rt-TabsTriggerInner">{inner}</span>'
            f'<span class="rt-BaseTabListTriggerInnerHidden rt-TabsTriggerInnerHidden">{inner}'
            "</span></button>")


def tabs_html(values: dict, lang: str) -> str:
    """The four tabs, the first open."""
    product = values["product_hi" if lang == "hi" else "product_en"]
    triggers = _trigger(FIRST_TAB, text(INBOX_LABEL, lang, product=product), True,
                        values["pending_count"])
    triggers += "".join(_trigger(key, text(label, lang), False)
                        for key, label in TAB_LABELS.items())
    panels = "".join(f'<div data-state="inactive" data-orientation="horizontal" role="tabpanel" '
                     f'hidden="" class="rt-TabsContent fs-pt16"></div>' for _ in TAB_LABELS)
    return ('<div dir="ltr" data-orientation="horizontal" class="rt-TabsRoot fs-w">'
            '<div role="tablist" aria-orientation="horizontal" class="rt-BaseTabList '
            f'rt-TabsList rt-r-size-2 fs-tabs manage-tabs" data-orientation="horizontal">'
            f'{triggers}</div><div data-state="active" data-orientation="horizontal" '
            'role="tabpanel" class="rt-TabsContent fs-pt16">'
            f'{requests_html(values, FIRST_TAB, lang)}</div>{panels}</div>')


def heading_html(member: dict, lang: str) -> str:
    """Title, subtitle, who is signed in, and Boost Profile."""
    who = stack("row", "center", "2", avatar(member["photo"], member["name"], "1")
                + p(esc(member["name"]), "2", "rt-r-weight-medium", "signed-in-name"))
    title = stack("column", "start", "1",
                  '<h1 id="screen-title" class="rt-Heading rt-r-size-7 xs:rt-r-size-7 '
                  f'sm:rt-r-size-8">{text(TX.MANAGE, lang)}</h1>'
                  + p(text(TX.YOUR_REQUESTS_AND_BOOKINGS, lang), "3", "fs-muted") + who)
    boost = button(icon("rocket", 16) + text(TX.BOOST_PROFILE, lang), variant="outline",
                   element_id="boost-profile")
    return ('<div class="rt-Flex rt-r-fd-column xs:rt-r-fd-column sm:rt-r-fd-row rt-r-ai-start '
            'xs:rt-r-ai-start sm:rt-r-ai-center rt-r-jc-space-between rt-r-gap-3 fs-w">'
            f"{title}{boost}</div>")


def dashboard_html(values: dict, member: dict, lang: str) -> str:
    """The page's content once loaded (the first tab open)."""
    return stack("column", "start", "5", heading_html(member, lang) + tabs_html(values, lang),
                 "fs-w")


def main_html(prerendered_main: str, screen: Screen) -> str | None:
    """The prerendered page's <main> content, its session spinner replaced by the dashboard."""
    return replace_spinner(prerendered_main, screen.main)
