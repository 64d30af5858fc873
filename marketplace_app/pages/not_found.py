"""The not-found page for any unknown path."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.theme import MUTED, bp
from ..texts import site as TS


def not_found_page() -> rx.Component:
    """"Oops, nothing here...", the requested path and a Return Home button."""
    return page_shell(
        rx.center(
            rx.vstack(
                rx.text("404", size="9", weight="bold", color="var(--accent-9)",
                        letter_spacing="-0.04em", font_size=bp("96px", "120px", "160px"),
                        line_height="1"),
                rx.heading(t(TS.OOPS_NOTHING_HERE), size="8", weight="bold",
                           id="not-found-heading"),
                rx.text(t(TS.WE_COULDNT_FIND_PAGE_YOU_ASKED), size="3", color=MUTED),
                rx.code(rx.State.router.url.path, size="3", variant="soft",
                        id="not-found-path", word_break="break-all"),
                rx.link(rx.button(rx.icon("house", size=16), t(TS.RETURN_HOME), size="3",
                                  radius="full"),
                        href="/", underline="none", id="return-home"),
                spacing="4", align="center", padding="24px", text_align="center",
            ),
            min_height="calc(100vh - 68px)",
        ),
    )
