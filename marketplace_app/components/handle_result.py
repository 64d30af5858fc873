"""The answer of a username check: free, or taken with free alternatives."""

import reflex as rx

from .i18n import t
from ..texts import site as TS


def handle_result(handle, available, suggestions) -> rx.Component:
    """A green line when free; otherwise an orange line and the suggestions as badges."""
    return rx.cond(
        available,
        rx.callout(t(TS.HANDLE_FREE, handle=handle),
                   icon="circle-check", color_scheme="green", id="handle-free"),
        rx.vstack(
            rx.callout(t(TS.HANDLE_TAKEN, handle=handle),
                       icon="circle-alert", color_scheme="orange", id="handle-taken"),
            rx.flex(rx.foreach(suggestions, lambda s: rx.badge("@", s, size="3",
                                                               variant="soft")),
                    gap="2", wrap="wrap", id="handle-suggestions"),
            spacing="3", width="100%",
        ),
    )
