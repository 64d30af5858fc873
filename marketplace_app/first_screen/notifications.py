"""/notifications: the member's first tab from the same service call as NotificationsPageState's
reload, drawn into the prerendered page where its spinner stands, as components/inbox_views.py
draws the rows. tests/e2e/test_first_screen_members.py holds the two equal."""

from datetime import datetime

from sqlmodel import Session

from ..i18n import translate
from ..display_rules.notification_sentences import action_label, sentence_for
from ..models.user import User
from ..services.social import notifications
from ..state.notifications_page import (FIRST_TAB, PAGE_SIZE, SEEDED, NotificationsPageState,
                                        notifications_values)
from ..texts import social as TX
from .icons import icon
from .keys import NOTIFICATIONS_KEY
from .markup import esc, text
from .parts import avatar, button, p, replace_spinner, stack
from .screen import Screen

PAGE = "notifications/index.html"
# The row's emotion styles (inbox_views.notification_item), under names of their own.
CSS = (
    ".fs-nrow{width:100%;padding:10px;border-radius:10px;background:transparent}"
    ".fs-nrow.unread{background:var(--accent-2)}"
    ".fs-dot{width:8px;height:8px;border-radius:4px;background:var(--accent-9);flex-shrink:0}"
    ".fs-nempty{padding:48px 16px;width:100%}.fs-gray9{color:var(--gray-9)}"
)
def load(session: Session, user: User, lang: str, now: datetime,
         query: dict) -> Screen:
    """The first tab of `user`'s notifications in `lang`, its times as of `now` (whatever the
    address's `query`)."""
    page = notifications.list_notifications(session, actor=user, tab=FIRST_TAB, limit=PAGE_SIZE)
    values = notifications_values(page, FIRST_TAB, lang, now)
    return Screen(NotificationsPageState, NOTIFICATIONS_KEY,
                  {name: values[name] for name in SEEDED}, rows_html(values["rows"], lang))


def _link(href: str, inner: str, underline: str = "auto", extra: str = "",
          label: str = "") -> str:
    named = f' aria-label="{esc(label)}"' if label else ""
    more = f" {extra}" if extra else ""
    return (f'<a data-accent-color=""{named} class="rt-Text rt-reset rt-Link '
            f'rt-underline-{underline}{more}" href="{esc(href)}">{inner}</a>')


def row_html(row: dict, lang: str) -> str:
    """One notification: photo (linking to the person), the sentence, the time, the action and
    the unread mark."""
    photo = avatar(row["photo"], row["initial"], "3")
    if row["profile"]:
        photo = _link(row["profile"], photo, label=row["name"])
    said = text(sentence_for(row["key"]), lang, name=row["name"], title=row["title"])
    weight = "rt-r-weight-medium" if row["unread"] else "rt-r-weight-regular"
    body = ('<div class="rt-Box fs-grow fs-min0">' + p(said, "2", weight)
            + p(esc(row["time"]), "1", "fs-muted") + "</div>")
    action = (_link(row["link"], button(text(action_label(row["action"]), lang), size="1"),
                    "none", "notification-action") if row["link"] else "")
    dot = (f'<div role="img" aria-label="{text(TX.UNREAD, lang)}" class="rt-Box fs-dot"></div>'
           if row["unread"] else "")
    return stack("row", "center", "3", photo + body + action + dot,
                 f"fs-nrow {esc(row['css'])}")


def empty_html(lang: str) -> str:
    """What the first tab says with no notifications."""
    tab = translate(dict(TX.NOTIFICATION_TABS)[FIRST_TAB], lang)
    return stack("column", "center", "2", icon("bell-off", 32, extra="fs-gray9")
                 + '<h1 class="rt-Heading rt-r-size-4 empty-title">'
                 f'{text(TX.NO_TAB_YET, lang, tab=tab)}</h1>'
                 + p(text(TX.WHEN_YOU_RECEIVE_TAB_THEYLL_APPEAR, lang, tab=tab), "2",
                     "fs-muted"), "fs-nempty")


def rows_html(rows: list[dict], lang: str) -> str:
    """The open tab's body once loaded."""
    if not rows:
        return empty_html(lang)
    return stack("column", "start", "1", "".join(row_html(r, lang) for r in rows), "fs-w",
                 ' id="notification-list"')


def main_html(prerendered_main: str, screen: Screen) -> str | None:
    """The prerendered page's <main> content, its open tab's spinner replaced by the rows."""
    return replace_spinner(prerendered_main, screen.main)
