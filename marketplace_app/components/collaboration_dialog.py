"""The "Let's {product}" collaboration dialog and the own-work prompt."""

import reflex as rx

from ..texts import social as ST
from .i18n import t, t_data
from ..catalog import SERVICE_TYPES
from ..state.collaboration_form import CollaborationForm as F
from .theme import MUTED


def _field(label: str, control: rx.Component) -> rx.Component:
    return rx.vstack(rx.text(label, size="2", weight="bold"), control, spacing="1",
                     width="100%")


def _input(name: str, value, placeholder: str = "", type_: str = "text",
           **props) -> rx.Component:
    return rx.input(value=value, placeholder=placeholder, type=type_, size="2", width="100%",
                    on_change=lambda v: F.set_field(name, v), id=f"collab-{name}", **props)


def _location() -> rx.Component:
    return rx.box(
        _input("location", F.location, t(ST.COLLAB_LOCATION_PLACEHOLDER), auto_complete="off"),
        rx.cond(F.city_suggestions.length() > 0, rx.flex(
            rx.foreach(F.city_suggestions, lambda c: rx.button(
                t_data(c), size="1", variant="soft", radius="full", type="button",
                on_click=F.pick_city(c), class_name="city-suggestion")),
            spacing="1", wrap="wrap", padding_top="6px", id="city-suggestions")),
        width="100%",
    )


def _window_hints() -> rx.Component:
    """The talent's upcoming availability: a tap fills the city and dates."""
    return rx.box(
        rx.cond(F.windows.length() > 0, rx.vstack(
            rx.text(t(ST.UPCOMING_AVAILABILITY), size="1", color=MUTED),
            rx.flex(rx.foreach(F.windows, lambda w: rx.button(
                rx.icon("calendar", size=12), w.label, size="1", variant="soft",
                color_scheme="orange", radius="full", type="button",
                on_click=F.use_window(w.id), class_name="collab-window")),
                spacing="1", wrap="wrap"),
            spacing="1", width="100%", id="collab-windows")),
        rx.cond(F.window_match != "", rx.callout(
            t(ST.NAME_WILL_BE_THERE_THEN_WINDOW, name=F.recipient_name,
              window=F.window_match),
            icon="calendar-check", color_scheme="green", size="1", id="collab-window-match")),
        width="100%", on_mount=F.load_windows,
    )


def _tags() -> rx.Component:
    return rx.vstack(
        rx.hstack(
            rx.input(value=F.tag_input, placeholder=t(ST.COLLAB_TAGS_PLACEHOLDER), size="2",
                     on_change=lambda v: F.set_field("tag_input", v), on_key_down=F.tag_key,
                     id="collab-tag", flex="1"),
            rx.button(t(ST.COLLAB_ADD_TAG), size="2", variant="soft", type="button",
                      on_click=F.add_tag, id="collab-add-tag"),
            width="100%",
        ),
        rx.flex(rx.foreach(F.tags, lambda t: rx.badge(
            t, rx.icon("x", size=12, cursor="pointer", on_click=F.remove_tag(t)),
            radius="full", size="2", class_name="collab-tag")), spacing="1", wrap="wrap"),
        spacing="2", width="100%",
    )


def collaboration_dialog() -> rx.Component:
    """The request form; the server's rules answer with the spec's alerts."""
    return rx.dialog.root(rx.dialog.content(
        rx.dialog.title(F.title, id="collab-title"),
        rx.dialog.description(rx.text(t(ST.COLLAB_INTRO, name=F.recipient_name),
                                      size="2", color=MUTED)),
        rx.cond(F.recipient_bio != "", rx.text(
            F.recipient_bio, size="2", white_space="pre-wrap", id="collab-bio",
            style={"overflow_wrap": "anywhere", "display": "-webkit-box",
                   "WebkitLineClamp": "4", "WebkitBoxOrient": "vertical",
                   "overflow": "hidden"}, margin_top="8px")),
        rx.vstack(
            _field(t(ST.COLLAB_MESSAGE), rx.text_area(
                value=F.message, placeholder=t(ST.COLLAB_MESSAGE_PLACEHOLDER), rows="4",
                on_change=lambda v: F.set_field("message", v), id="collab-message",
                width="100%")),
            _field(t(ST.COLLAB_SERVICE), rx.select.root(
                rx.select.trigger(placeholder=t(ST.COLLAB_SERVICE_PLACEHOLDER), id="collab-service",
                                  width="100%"),
                rx.select.content(*[rx.select.item(t(s), value=s) for s in SERVICE_TYPES]),
                value=F.service_type, on_change=lambda v: F.set_field("service_type", v))),
            _field(t(ST.COLLAB_TAGS), _tags()),
            _field(t(ST.COLLAB_LOCATION), _location()),
            rx.grid(_field(t(ST.COLLAB_FROM), _input("date_from", F.date_from, type_="date")),
                    _field(t(ST.COLLAB_TO), _input("date_to", F.date_to, type_="date")),
                    columns="2", spacing="3", width="100%"),
            _window_hints(),
            rx.grid(_field(t(ST.COLLAB_BUDGET_MIN), _input("budget_min", F.budget_min, "0",
                                                       type_="number", min="0")),
                    _field(t(ST.COLLAB_BUDGET_MAX), _input("budget_max", F.budget_max, "0",
                                                       type_="number", min="0")),
                    columns="2", spacing="3", width="100%"),
            rx.cond(F.budget_text != "", rx.text(F.budget_text, size="2", color=MUTED,
                                                 id="collab-budget-text")),
            rx.hstack(
                rx.dialog.close(rx.button(t(ST.COLLAB_CANCEL), variant="soft", color_scheme="gray",
                                          type="button")),
                rx.button(t(ST.COLLAB_SEND), loading=F.sending, on_click=F.submit,
                          id="collab-send"),
                justify="end", width="100%", spacing="3",
            ),
            spacing="3", width="100%", padding_top="8px",
        ),
        max_width="560px", id="collab-dialog",
    ), open=F.open, on_open_change=F.set_open)


def own_work_dialog() -> rx.Component:
    """Shown instead of the form on one's own profile or portfolio."""
    return rx.alert_dialog.root(rx.alert_dialog.content(
        rx.alert_dialog.title(t(ST.OWN_TITLE), id="own-title"),
        rx.alert_dialog.description(t(ST.OWN_TEXT), size="2"),
        rx.hstack(
            rx.alert_dialog.cancel(rx.button(t(ST.NOT_NOW), variant="soft", color_scheme="gray")),
            rx.button(t(ST.FIND_TALENTS), on_click=F.find_talents, id="find-talents"),
            justify="end", spacing="3", padding_top="16px",
        ),
        max_width="440px",
    ), open=F.own_open, on_open_change=F.set_own_open)
