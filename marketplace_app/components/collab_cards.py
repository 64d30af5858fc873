"""Cards of /manage: a collaboration request with its buttons, and a saved talent."""

import reflex as rx

from .face import member_face
from .i18n import t
from .theme import MUTED
from ..texts import social as TX
from ..texts.social import COLLAB_STATUS_LOOK as STATUS_LOOK, COLLAB_BUTTONS as BUTTONS


def status_badge(status) -> rx.Component:
    """The status in words and colour."""
    return rx.match(status, *[(key, rx.badge(t(label), color_scheme=colour, radius="full",
                                              size="2", class_name="request-status"))
                              for key, (label, colour) in STATUS_LOOK.items()],
                    rx.badge(status, radius="full"))


def _fact(icon: str, value) -> rx.Component:
    return rx.hstack(rx.icon(icon, size=14, color=MUTED, flex_shrink="0"),
                     rx.text(value, size="2", trim="both"), spacing="2", align="center",
                     min_width="0")


def _buttons(card, on_act, busy) -> rx.Component:
    return rx.flex(
        *[rx.cond(card.actions.contains(action), rx.button(
            t(label), size="2", variant=variant, color_scheme=colour,
            loading=busy == card.id, on_click=on_act(card.id, action),
            class_name=f"action-{action}"))
          for action, (label, variant, colour) in BUTTONS.items()],
        spacing="2", wrap="wrap")


def request_card(card, on_act=None, busy="", id_prefix: str = "request-") -> rx.Component:
    """Who, what, where, when, budget, message, status and the allowed actions (none without
    `on_act`: a dashboard shows the request, /manage acts on it)."""
    return rx.card(rx.vstack(
        rx.hstack(
            rx.link(rx.hstack(
                member_face(card.other_photo, card.other_name[:1], "3"),
                rx.vstack(rx.text(card.other_name, size="3", weight="bold", trim="both",
                                  class_name="other-name"),
                          rx.text(rx.cond(card.incoming, t(TX.SENT_YOU_REQUEST),
                                          t(TX.YOU_SENT_REQUEST)), size="1", color=MUTED),
                          spacing="0", min_width="0"),
                spacing="2", align="center", min_width="0"),
                href="/talent-detail/" + card.other_id, underline="none", color="inherit",
                min_width="0", class_name="other-party"),
            status_badge(card.status),
            justify="between", align="center", width="100%", spacing="2"),
        rx.grid(_fact("briefcase", card.service_type), _fact("map-pin", card.location),
                _fact("calendar", card.dates), _fact("indian-rupee", card.budget),
                columns=rx.breakpoints(initial="1", sm="2"), spacing="2", width="100%"),
        rx.text(card.message, size="2", color=MUTED, white_space="pre-wrap",
                style={"overflow_wrap": "anywhere"}, class_name="request-message"),
        _buttons(card, on_act, busy) if on_act is not None else rx.fragment(),
        spacing="3", width="100%"),
        width="100%", id=id_prefix + card.id, class_name="request-card")


def saved_card(card, on_unsave=None, id_prefix: str = "saved-") -> rx.Component:
    """A saved talent: photo, name, profession and city, View Profile and (with `on_unsave`)
    Remove."""
    return rx.card(rx.hstack(
        rx.link(rx.hstack(
            rx.avatar(custom_attrs={"alt": ""}, src=card.photo, fallback=card.name[:1], size="4", radius="full"),
            rx.vstack(rx.text(card.name, size="3", weight="bold", trim="both"),
                      rx.text(card.profession, rx.cond((card.profession != "")
                                                       & (card.location != ""), " · ", ""),
                              card.location, size="1", color=MUTED),
                      spacing="1", min_width="0"),
            spacing="3", align="center", min_width="0"),
            href="/talent-detail/" + card.id, underline="none", color="inherit", min_width="0",
            flex="1"),
        rx.button(rx.icon("bookmark-x", size=16), t(TX.REMOVE), size="2", variant="soft",
                  color_scheme="gray", on_click=on_unsave(card.id), class_name="unsave")
        if on_unsave is not None else rx.fragment(),
        justify="between", align="center", width="100%", spacing="3"),
        width="100%", id=id_prefix + card.id, class_name="saved-card")


def empty_state(icon: str, title: str, text: str, action: rx.Component | None = None,
                box_id: str = "") -> rx.Component:
    """What an empty tab says."""
    return rx.center(rx.vstack(
        rx.icon(icon, size=36, color=MUTED),
        rx.text(t(title), size="4", weight="bold", align="center"),
        rx.text(t(text), size="2", color=MUTED, align="center"),
        action if action is not None else rx.fragment(),
        align="center", spacing="2", max_width="360px"),
        padding_y="48px", width="100%", id=box_id or None, class_name="empty-tab")
