"""Notification rows, the contact list and the chat window (header popups and full pages)."""

import reflex as rx

from ..display_rules.app_identity import NEW_CLIENT_KEY_JS
from ..display_rules.notification_sentences import (ACTION_LABELS, OTHER, OTHER_ACTION,
                                                   SENTENCES)
from ..state.messages import MessagesState
from .face import member_face
from .i18n import t
from ..texts import app_install as TA
from ..texts import social as TX

NEW_CLIENT_KEY = rx.Var(NEW_CLIENT_KEY_JS, _var_type=str)


def sentence(row) -> rx.Component:
    """What happened, in the reader's language: "Asha admired your work 'Wedding in Jaipur'"."""
    name, title = row["name"], row["title"]
    return rx.match(row["key"], *[(key, t(message, name=name, title=title))
                                  for key, message in SENTENCES.items()],
                    t(OTHER, name=name, title=title))


def _action(row) -> rx.Component:
    label = rx.match(row["action"], *[(key, t(label)) for key, label in ACTION_LABELS.items()],
                     t(OTHER_ACTION))
    return rx.cond(row["link"] != "",
                   rx.link(rx.button(label, size="1", variant="soft"), href=row["link"],
                           underline="none", class_name="notification-action"))


def notification_item(row, compact: bool = False) -> rx.Component:
    """Photo and name (linking to the person), the sentence, the time; unread highlighted."""
    photo = member_face(row["photo"], row["initial"], "2" if compact else "3")
    return rx.hstack(
        rx.cond(row["profile"] != "", rx.link(photo, href=row["profile"], aria_label=row["name"]),
                photo),
        rx.box(
            rx.text(sentence(row), size="2", weight=rx.cond(row["unread"], "medium", "regular")),
            rx.text(row["time"], size="1", color="var(--gray-11)"),
            flex="1", min_width="0",
        ),
        rx.fragment() if compact else _action(row),
        rx.cond(row["unread"], rx.box(width="8px", height="8px", border_radius="4px",
                                      background="var(--accent-9)", flex_shrink="0",
                                      role="img", aria_label=t(TX.UNREAD))),
        spacing="3", align="center", width="100%", padding="10px",
        border_radius="10px",
        background=rx.cond(row["unread"], "var(--accent-2)", "transparent"),
        class_name=row["css"].to(str),
    )


def _contact(row) -> rx.Component:
    """One conversation (first_screen/messages.py draws the same)."""
    return rx.hstack(
        member_face(row["photo"], row["initial"], "3"),
        rx.box(
            rx.hstack(rx.text(row["name"], size="2", weight="bold", trim="both"), rx.spacer(),
                      rx.text(row["time"], size="1", color="var(--gray-11)",
                              white_space="nowrap"), width="100%"),
            rx.hstack(rx.text(row["last"], size="1", color="var(--gray-11)", overflow="hidden",
                              text_overflow="ellipsis", white_space="nowrap", flex="1"),
                      rx.cond(row["unread_label"] != "",
                              rx.badge(row["unread_label"], color_scheme="red", radius="full",
                                       class_name="contact-unread")),
                      width="100%", align="center"),
            flex="1", min_width="0",
        ),
        spacing="3", align="center", width="100%", padding="10px", border_radius="10px",
        cursor="pointer", _hover={"background": "var(--gray-3)"},
        background=rx.cond(MessagesState.open_id == row["id"], "var(--accent-3)", "transparent"),
        on_click=MessagesState.open_conversation(row["id"]), class_name="contact-row",
    )


def contact_list() -> rx.Component:
    """Everyone the reader has a conversation with, newest activity first; a spinner until
    the list has come (the served page said "No conversations yet" to everyone)."""
    return rx.cond(
        MessagesState.contacts.length() > 0,
        rx.vstack(rx.foreach(MessagesState.contacts, _contact), spacing="1", width="100%",
                  id="contact-list"),
        rx.cond(MessagesState.contacts_read,
                rx.text(t(TX.NO_CONVERSATIONS_YET_OPEN_TALENTS_PAGE), size="2",
                        color="var(--gray-11)", padding="12px", id="contact-list"),
                rx.center(rx.spinner(size="2"), padding="12px", width="100%",
                          id="contacts-loading")),
    )


def _bubble(row) -> rx.Component:
    return rx.box(
        rx.text(row["text"], size="2", white_space="pre-wrap", word_break="break-word"),
        rx.text(row["time"], size="1", opacity="0.7", text_align="right"),
        align_self=rx.cond(row["own"], "flex-end", "flex-start"),
        background=rx.cond(row["own"], "var(--accent-9)", "var(--gray-3)"),
        color=rx.cond(row["own"], "white", "var(--gray-12)"),
        padding="8px 12px", border_radius="14px", max_width="85%",
        class_name=row["css"].to(str),
    )


def chat_window(height: str = "300px") -> rx.Component:
    """The open conversation: header, messages, the anti-scam notice and the draft box."""
    return rx.vstack(
        rx.hstack(
            rx.icon_button(rx.icon("arrow-left", size=16), variant="ghost", size="1",
                           on_click=MessagesState.back_to_contacts,
                           aria_label=t(TX.BACK_TO_CONVERSATIONS)),
            rx.avatar(custom_attrs={"alt": ""}, src=MessagesState.with_photo, fallback=MessagesState.with_name[:1],
                      size="2", radius="full"),
            rx.link(MessagesState.with_name, href="/talent-detail/" + MessagesState.with_id,
                    size="2", weight="bold", id="chat-with"),
            align="center", width="100%", spacing="2",
        ),
        rx.cond(MessagesState.contacts_hidden,
                rx.callout(t(TX.CONTACT_DETAILS_ARE_HIDDEN_UNTIL_COLLABORATION),
                           icon="shield", size="1", color_scheme="amber", id="contacts-notice",
                           width="100%")),
        rx.auto_scroll(
            rx.vstack(rx.foreach(MessagesState.thread, _bubble), spacing="2", width="100%",
                      padding="4px"),
            height=height, width="100%", id="chat-thread",
        ),
        rx.cond(MessagesState.error != "",
                rx.text(MessagesState.error, size="1", color="var(--red-11)")),
        # Messages sent with no signal wait here (launch/pwa/pwa.js) until the thread has them.
        rx.box(id="chat-outbox", width="100%", aria_live="polite",
               custom_attrs={"data-pending-label": t(TA.MESSAGE_WAITING),
                             "data-conversation": MessagesState.open_id}),
        rx.form(
            rx.text_area(name="body", placeholder=t(TX.WRITE_MESSAGE), enter_key_submit=True,
                         rows="2", width="100%", id="chat-input", max_length=2000,
                         aria_label=t(TX.COLLAB_MESSAGE)),
            on_submit=lambda form: MessagesState.send(form, NEW_CLIENT_KEY),
            reset_on_submit=True, width="100%",
        ),
        rx.text(t(TX.ENTER_SENDS_SHIFT_ENTER_ADDS_NEW), size="1",
                color="var(--gray-11)"),
        spacing="2", width="100%",
    )
