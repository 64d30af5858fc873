"""/coming-soon: "LANDING SOON" with the site's contact address (MARKETPLACE_CONTACT_EMAIL), or
a way to browse the talent when none is set."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.theme import MUTED, bp
from ..settings import get_settings
from ..texts import site as TS


def _contact(address: str | None) -> rx.Component:
    """The contact address as a mail link; without one, the talent to browse meanwhile."""
    if address:
        return rx.link(rx.hstack(rx.icon("mail", size=16), rx.text(address),
                                 spacing="2", align="center"),
                       href=f"mailto:{address}", size="3", weight="medium", id="contact-address")
    return rx.link(rx.hstack(rx.icon("search", size=16), rx.text(t(TS.BROWSE_TALENT_MEANWHILE)),
                             spacing="2", align="center"),
                   href="/find-talent", size="3", weight="medium", id="browse-meanwhile")


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
                _contact(get_settings().contact_email),
                rx.link(rx.button(t(TS.BACK_TO_HOME), variant="soft", size="3", radius="full"),
                        href="/", underline="none"),
                spacing="5", align="center", padding="24px",
            ),
            min_height="calc(100vh - 68px)",
            background="radial-gradient(circle at 50% 30%, var(--orange-3), var(--gray-1) 60%)",
        ),
    )
