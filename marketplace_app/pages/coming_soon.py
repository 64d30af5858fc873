"""/coming-soon: "LANDING SOON" with a contact address."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.theme import MUTED, bp
from ..texts.site import CONTACT_ADDRESS
from ..texts import site as TS


def coming_soon_page() -> rx.Component:
    """A calm holding page for features that are on their way."""
    return page_shell(
        rx.center(
            rx.vstack(
                rx.center(rx.icon("rocket", size=30, color="white"), width="72px",
                          height="72px", border_radius="22px", background="var(--accent-9)"),
                rx.heading(t(TS.LANDING_SOON), size=bp("8", "8", "9"), weight="bold",
                           letter_spacing="0.08em", id="coming-soon-heading"),
                rx.text(t(TS.WERE_PUTTING_FINISHING_TOUCHES_ON_THIS), size="4", color=MUTED,
                        text_align="center", max_width="480px"),
                rx.link(rx.hstack(rx.icon("mail", size=16), rx.text(CONTACT_ADDRESS),
                                  spacing="2", align="center"),
                        href=f"mailto:{CONTACT_ADDRESS}", size="3", weight="medium"),
                rx.link(rx.button(t(TS.BACK_TO_HOME), variant="soft", size="3", radius="full"),
                        href="/", underline="none"),
                spacing="5", align="center", padding="24px",
            ),
            min_height="calc(100vh - 68px)",
            background="radial-gradient(circle at 50% 30%, var(--orange-3), var(--gray-1) 60%)",
        ),
    )
