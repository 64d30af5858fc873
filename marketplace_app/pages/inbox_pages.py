"""/notifications (tabs Appreciations, Shares, Requests, Views) and /messages (full page)."""

import reflex as rx

from ..components.first_screen_seed import first_screen_seed
from ..components.i18n import page_title, t
from ..components.inbox_views import chat_window, contact_list, notification_item
from ..components.layout import page_shell
from ..state.auth import AuthState
from ..state.inbox import InboxState
from ..state.messages import MessagesState
from ..state.notifications_page import NotificationsPageState as NP
from ..texts import social as TX


def _labels() -> dict:
    return {"appreciations": t(TX.APPRECIATIONS), "shares": t(TX.SHARES),
            "requests": t(TX.REQUESTS), "views": t(TX.VIEWS)}


def _empty(label) -> rx.Component:
    return rx.vstack(
        rx.icon("bell-off", size=32, color="var(--gray-9)"),
        rx.heading(t(TX.NO_TAB_YET, tab=label), size="4", class_name="empty-title"),
        rx.text(t(TX.WHEN_YOU_RECEIVE_TAB_THEYLL_APPEAR, tab=label), size="2",
                color="var(--gray-11)"),
        align="center", spacing="2", padding="48px 16px", width="100%",
    )


def _tab_body(label) -> rx.Component:
    return rx.cond(
        NP.loading, rx.center(rx.spinner(size="3"), padding="48px"),
        rx.cond(NP.rows.length() > 0,
                rx.vstack(rx.foreach(NP.rows, lambda n: notification_item(n)), spacing="1", width="100%",
                          id="notification-list"),
                _empty(label)))


def notifications_page() -> rx.Component:
    """The reader's notifications by tab, newest first, unread highlighted."""
    return page_shell(rx.box(
        rx.hstack(rx.heading(t(TX.NOTIFICATIONS), size="7", id="screen-title"), rx.spacer(),
                  rx.button(t(TX.MARK_ALL_AS_READ), variant="soft", size="2",
                            on_click=InboxState.mark_all_read, id="page-mark-all"),
                  align="center", width="100%", wrap="wrap", spacing="3"),
        rx.tabs.root(
            rx.tabs.list(*[rx.tabs.trigger(label, value=value)
                           for value, label in _labels().items()], size="2", wrap="wrap"),
            *[rx.tabs.content(_tab_body(label), value=value, padding_top="12px")
              for value, label in _labels().items()],
            value=NP.tab, on_change=NP.set_tab, width="100%", margin_top="16px",
        ),
        max_width="760px", margin_x="auto", padding=rx.breakpoints(initial="20px 12px",
                                                                   md="40px 24px"),
        width="100%", box_sizing="border-box", on_unmount=NP.leave,
    ), first_screen_seed())


# Phones show one pane at a time: the list, or the open chat (data-open on the layout).
_ONE_PANE = {"@media (max-width: 47.99em)": {
    "flex-direction": "column",
    "&[data-open='true'] .contacts-pane": {"display": "none"},
    "&[data-open='false'] .chat-pane": {"display": "none"},
}}


def messages_page() -> rx.Component:
    """Contacts beside the chat on wide screens; one after the other on a phone."""
    contacts = rx.box(contact_list(), width=rx.breakpoints(initial="100%", sm="320px"),
                      flex_shrink="0", class_name="contacts-pane")
    chat = rx.box(
        rx.cond(MessagesState.open_id != "", chat_window("min(60vh, 520px)"),
                rx.center(rx.text(t(TX.CHOOSE_CONVERSATION), color="var(--gray-11)"),
                          height="200px")),
        flex="1", min_width="0", width="100%", class_name="chat-pane",
    )
    return page_shell(rx.box(
        rx.heading(t(TX.MESSAGES), size="7", id="screen-title", margin_bottom="16px"),
        rx.flex(contacts, chat, gap="20px", align="start", width="100%",
                custom_attrs={"data-open": rx.cond(MessagesState.open_id != "", "true",
                                                   "false")},
                style=_ONE_PANE, class_name="messages-layout"),
        max_width="1000px", margin_x="auto", width="100%", box_sizing="border-box",
        padding=rx.breakpoints(initial="20px 12px", md="40px 24px"),
        on_unmount=MessagesState.leave_page,
    ), first_screen_seed())


def register(app: rx.App) -> None:
    """Add /notifications and /messages (signed-in only)."""
    app.add_page(notifications_page, route="/notifications", title=page_title(TX.NOTIFICATIONS),
                 on_load=[AuthState.require_session_here, NP.load])
    app.add_page(messages_page, route="/messages", title=page_title(TX.MESSAGES),
                 on_load=[AuthState.require_session_here, MessagesState.load_page])
