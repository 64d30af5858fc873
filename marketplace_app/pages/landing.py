"""The landing page at /."""

import reflex as rx

from ..components.auth_forms import signin_form, signup_form
from ..components.theme import PAGE_MAX_WIDTH
from ..state.auth import AuthState

HEADLINE = "Where Local Talent Meets Global Demand"


def _auth_panel() -> rx.Component:
    return rx.cond(
        AuthState.signed_in,
        rx.hstack(
            rx.text("Signed in as ", rx.text.strong(AuthState.display_name), size="3"),
            rx.button("Logout", on_click=AuthState.logout, variant="soft"),
            spacing="3", align="center",
        ),
        rx.tabs.root(
            rx.tabs.list(rx.tabs.trigger("Sign up", value="signup"),
                         rx.tabs.trigger("Sign in", value="signin")),
            rx.tabs.content(rx.box(signup_form(AuthState.register, AuthState.busy), pt="4"),
                            value="signup"),
            rx.tabs.content(rx.box(signin_form(AuthState.login, AuthState.busy), pt="4"),
                            value="signin"),
            default_value="signup", width="100%",
        ),
    )


def landing() -> rx.Component:
    """Hero with the headline and the account forms."""
    return rx.box(
        rx.flex(
            rx.vstack(
                rx.heading(HEADLINE, size="9", weight="bold", id="hero-headline"),
                rx.text("Photographers, videographers, editors, designers, stylists, models and "
                        "studios across India, ready to hire.", size="5", color_scheme="gray"),
                spacing="4", flex="1", min_width="280px",
            ),
            rx.card(rx.cond(AuthState.error != "", rx.callout(AuthState.error, color_scheme="red",
                                                             mb="3", id="auth-error")),
                    _auth_panel(), width="100%", max_width="420px", size="3"),
            gap="8", wrap="wrap", align="center", max_width=PAGE_MAX_WIDTH, margin="0 auto",
            padding="64px 24px",
        ),
        min_height="100vh",
        background="linear-gradient(160deg, var(--orange-2), var(--gray-1) 60%)",
    )
