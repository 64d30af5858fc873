"""/messages: the member's contact list from the same service call as MessagesState's reload,
drawn into the prerendered page where its spinner stands, as components/inbox_views.py draws
the rows. A conversation opened by the address (?c=) is drawn by React alone.
tests/e2e/test_first_screen_members.py holds the two equal."""

from datetime import datetime

from sqlmodel import Session

from ..models.user import User
from ..services.social import conversations
from ..state.messages import CONTACTS_SHOWN, SEEDED, MessagesState, contacts_values
from ..texts import social as TX
from .keys import MESSAGES_KEY
from .markup import esc, text
from .parts import avatar, badge, p, replace_spinner, stack
from .screen import Screen

PAGE = "messages/index.html"
# The row's emotion styles (inbox_views._contact), under names of their own.
CSS = (
    ".fs-crow{width:100%;padding:10px;border-radius:10px;cursor:pointer;"
    "background:transparent}.fs-crow:hover{background:var(--gray-3)}"
    ".fs-spacer{flex:1 1 0%;place-self:stretch}.fs-nowrap{white-space:nowrap}"
    ".fs-last{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;flex:1 1 0%}"
    ".fs-cnone{padding:12px}"
)


def load(session: Session, user: User, lang: str, now: datetime, query: dict) -> Screen | None:
    """`user`'s contact list in `lang`, its times as of `now`; None when the address opens a
    conversation (?c=)."""
    if query.get("c"):
        return None
    items = conversations.list_conversations(session, actor=user, limit=CONTACTS_SHOWN)
    values = contacts_values(items, lang, now)
    return Screen(MessagesState, MESSAGES_KEY, {name: values[name] for name in SEEDED},
                  contacts_html(values["contacts"], lang))


def row_html(row: dict) -> str:
    """One conversation: the other member's photo, name, last message, its time and the unread
    count."""
    top = stack("row", "start", "3", p(esc(row["name"]), "2", "rt-r-weight-bold rt-r-lt-both")
                + '<div class="rt-Flex fs-spacer"></div>'
                + p(esc(row["time"]), "1", "fs-muted fs-nowrap"), "fs-w")
    unread = (badge(esc(row["unread_label"]), accent="red", extra="contact-unread")
              if row["unread_label"] else "")
    bottom = stack("row", "center", "3", p(esc(row["last"]), "1", "fs-muted fs-last") + unread,
                   "fs-w")
    return stack("row", "center", "3", avatar(row["photo"], row["initial"], "3")
                 + f'<div class="rt-Box fs-grow fs-min0">{top}{bottom}</div>',
                 "contact-row fs-crow")


def contacts_html(rows: list[dict], lang: str) -> str:
    """The contact list once loaded: the rows, or what it says with none."""
    if not rows:
        return p(text(TX.NO_CONVERSATIONS_YET_OPEN_TALENTS_PAGE, lang), "2", "fs-muted fs-cnone",
                 "contact-list")
    return stack("column", "start", "1", "".join(row_html(r) for r in rows), "fs-w",
                 ' id="contact-list"')


def main_html(prerendered_main: str, screen: Screen) -> str | None:
    """The prerendered page's <main> content, the contact list's spinner replaced by it."""
    return replace_spinner(prerendered_main, screen.main)
