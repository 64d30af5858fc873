"""/handle-check: type a username, learn whether it is free (the example in docs/extending.md)."""

import reflex as rx

from ..components.handle_result import handle_result
from ..components.i18n import page_title, t
from ..components.layout import page_shell
from ..state.handle_check import HandleCheckState
from ..texts import site as TS

ROUTE = "/handle-check"


def handle_check_page() -> rx.Component:
    """A form, the service's message when the handle breaks a rule, and the answer."""
    state = HandleCheckState
    return page_shell(
        rx.center(
            rx.vstack(
                rx.heading(t(TS.FIND_YOUR_HANDLE), size="8", id="handle-title"),
                rx.text(t(TS.HANDLE_INTRO), size="3", color_scheme="gray"),
                rx.form(
                    rx.hstack(
                        rx.input(name="handle", placeholder=t(TS.HANDLE_EXAMPLE), size="3", flex="1",
                                 id="handle-input"),
                        rx.button(t(TS.CHECK), size="3", loading=state.busy, id="handle-submit"),
                        width="100%",
                    ),
                    on_submit=state.check, reset_on_submit=False, width="100%",
                ),
                rx.cond(state.error != "",
                        rx.callout(state.error, icon="triangle-alert", color_scheme="red",
                                   role="alert", id="handle-error")),
                rx.cond(state.handle != "",
                        handle_result(state.handle, state.available, state.suggestions)),
                spacing="4", width="100%", max_width="560px", padding="24px",
            ),
            padding_y="64px",
        ),
    )


def register(app: rx.App) -> None:
    """Add the page to the app."""
    app.add_page(handle_check_page, route=ROUTE, title=page_title(TS.FIND_YOUR_HANDLE))
