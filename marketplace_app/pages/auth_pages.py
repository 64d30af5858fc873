"""The sign-in pages, the sign-in callback and the protected routes with their guard."""

import reflex as rx

from ..components.auth_dialogs import signin_dialog, signup_dialog
from ..components.i18n import page_title, t
from ..components.layout import page_shell
from ..state.auth import AuthState
from ..texts import site as TS
from ..texts.site import CLIENT_SIGNIN_TITLE as CLIENT_TITLE, GOOGLE_OFF_NOTE
from ..texts.site import TALENT_SIGNIN_TITLE as TALENT_TITLE

# Google's four-colour "G" mark, inline so the page needs no external image.
GOOGLE_G = (
    '<svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">'
    '<path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 '
    '0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/>'
    '<path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 '
    '5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/>'
    '<path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19'
    'C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/>'
    '<path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 '
    '2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/></svg>'
)


def _dialogs() -> rx.Component:
    return rx.fragment(
        signin_dialog(
            open=AuthState.signin_open, on_open_change=AuthState.set_signin_open,
            on_submit=AuthState.login, busy=AuthState.busy, error=AuthState.error,
            show_password=AuthState.show_password, on_toggle_password=AuthState.toggle_password,
            recent_accounts=AuthState.recent_accounts,
            on_forget=AuthState.forget_recent_account,
        ),
        signup_dialog(
            open=AuthState.signup_open, on_open_change=AuthState.set_signup_open,
            on_submit=AuthState.register, busy=AuthState.busy, error=AuthState.error,
            show_password=AuthState.show_password, on_toggle_password=AuthState.toggle_password,
            default_role=AuthState.signup_role,
        ),
    )


def _centered(*children: rx.Component, max_width: str = "960px") -> rx.Component:
    return page_shell(
        rx.flex(
            rx.box(*children, width="100%", max_width=max_width),
            direction="column", align="center", justify="center", width="100%",
            padding=rx.breakpoints(initial="32px 16px", md="72px 24px"), box_sizing="border-box",
            min_height="calc(100vh - 64px)",
            background="radial-gradient(circle at 15% 10%, var(--accent-3), transparent 45%),"
                       " radial-gradient(circle at 90% 90%, var(--accent-2), transparent 40%)",
        ),
    )


def _showcase_panel(kicker: str, headline: str, points: list[str]) -> rx.Component:
    return rx.vstack(
        rx.badge(kicker, size="2", variant="surface", radius="full"),
        rx.heading(headline, size={"initial": "6", "md": "8"}, weight="bold",
                   line_height="1.15"),
        rx.vstack(*[rx.hstack(rx.icon("circle-check", size=18, color="var(--accent-9)"),
                              rx.text(point, size="3"), spacing="2", align="center")
                    for point in points], spacing="2"),
        spacing="4", padding=rx.breakpoints(initial="20px", md="40px"), justify="center",
        background="linear-gradient(150deg, var(--accent-4), var(--accent-2))",
        border_radius="var(--radius-5)", height="100%", width="100%",
        display=rx.breakpoints(initial="none", md="flex"),
    )


def _signin_card(title: str, role: str, blurb: str, kicker: str, headline: str,
                 points: list[str]) -> rx.Component:
    google_label = rx.cond(AuthState.google_busy, t(TS.SIGNING_IN), t(TS.SIGN_IN_WITH_GOOGLE))
    actions = rx.vstack(
        rx.heading(title, size="7", id="signin-title"),
        rx.text(blurb, size="3", color_scheme="gray"),
        rx.button(rx.html(GOOGLE_G, display="flex"), google_label, size="3", width="100%",
                  variant="outline", color_scheme="gray", disabled=AuthState.google_busy,
                  on_click=AuthState.google_sign_in(role), id="google-signin"),
        rx.cond(~AuthState.google_enabled,
                rx.text(t(GOOGLE_OFF_NOTE), size="1", color_scheme="gray", id="google-off-note")),
        rx.button(rx.icon("mail", size=18), t(TS.SIGN_IN_WITH_EMAIL), size="3", width="100%",
                  on_click=AuthState.open_signin, id="email-signin"),
        rx.hstack(rx.separator(size="4"), rx.text(t(TS.OR), size="1", color_scheme="gray"),
                  rx.separator(size="4"), align="center", width="100%"),
        rx.button(rx.icon("user-plus", size=18), t(TS.CREATE_ACCOUNT), size="3", width="100%",
                  variant="soft", on_click=AuthState.open_signup(role), id="create-account"),
        rx.link(t(TS.SKIP_FOR_NOW), href="/", size="2", align="center", width="100%",
                id="skip-for-now", color_scheme="gray", underline="always"),
        spacing="4", width="100%", padding=rx.breakpoints(initial="20px", md="40px"),
        justify="center",
    )
    return _centered(
        rx.card(
            rx.grid(_showcase_panel(kicker, headline, points), actions,
                    columns={"initial": "1", "md": "2"}, spacing="4", width="100%"),
            size="2", width="100%",
        ),
        _dialogs(),
    )


def talent_signin() -> rx.Component:
    """/talent-signin and /signin."""
    return _signin_card(
        t(TALENT_TITLE), "TALENT", t(TS.SIGN_IN_TO_MANAGE_YOUR_PORTFOLIO),
        t(TS.FOR_CREATIVE_TALENT), t(TS.GET_DISCOVERED_BY_CLIENTS_ACROSS_INDIA),
        [t(TS.SHOW_YOUR_BEST_PHOTOS_AND_VIDEOS), t(TS.RECEIVE_ADMIRES_REVIEWS_AND_REQUESTS),
         t(TS.BUILD_PROFILE_CLIENTS_TRUST)],
    )


def client_signin() -> rx.Component:
    """/client-signin."""
    return _signin_card(
        t(CLIENT_TITLE), "CLIENT", t(TS.SIGN_IN_TO_FIND_AND_HIRE),
        t(TS.FOR_CLIENTS), t(TS.HIRE_HAND_PICKED_LOCAL_TALENT),
        [t(TS.BROWSE_PORTFOLIOS_BY_CATEGORY_AND_CITY), t(TS.ADMIRE_SHORTLIST_AND_SHARE_WORK),
         t(TS.START_COLLABORATION_IN_MINUTES)],
    )


def _choice_card(icon: str, heading: str, text: str, button: str, href: str,
                 card_id: str) -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.center(rx.icon(icon, size=32, color="var(--accent-11)"), width="64px",
                      height="64px", border_radius="50%", background="var(--accent-4)"),
            rx.heading(heading, size="6"),
            rx.text(text, size="3", color_scheme="gray"),
            rx.link(rx.button(button, size="3", width="100%"), href=href, width="100%"),
            spacing="4", align="start", padding="16px", height="100%", justify="between",
        ),
        size="3", id=card_id, width="100%",
    )


def signup_chooser() -> rx.Component:
    """/signup: choose between talent and client."""
    return _centered(
        rx.vstack(
            rx.heading(t(TS.JOIN_MARKETPLACE), size={"initial": "7", "md": "8"},
                       align="center", width="100%"),
            rx.text(t(TS.WHERE_LOCAL_TALENT_MEETS_GLOBAL_DEMAND),
                    size="4", color_scheme="gray", align="center", width="100%"),
            rx.grid(
                _choice_card("camera", t(TS.I_WANT_TO_GET_HIRED),
                             t(TS.PHOTOGRAPHERS_EDITORS_STYLISTS_MODELS_AND_MORE),
                             t(TS.SIGNUP_AS_TALENT), "/talent-signin", "choose-talent"),
                _choice_card("briefcase", t(TS.I_WANT_TO_HIRE),
                             t(TS.FIND_HAND_PICKED_CREATIVE_PROFESSIONALS_FOR),
                             t(TS.SIGNUP_AS_CLIENT), "/client-signin", "choose-client"),
                columns={"initial": "1", "sm": "2"}, spacing="5", width="100%",
            ),
            rx.link(t(TS.SKIP_FOR_NOW), href="/find-talent", size="3", id="skip-for-now",
                    color_scheme="gray", underline="always"),
            spacing="6", align="center", width="100%",
        ),
        max_width="820px",
    )


def auth_success() -> rx.Component:
    """/auth-success: shown for a moment while the Google sign-in completes."""
    return _centered(
        rx.vstack(rx.spinner(size="3"), rx.text(t(TS.SIGNING_YOU_IN), size="4"),
                  align="center", spacing="3", padding="64px"),
        max_width="420px",
    )


def register(app: rx.App) -> None:
    """Add the sign-in pages, the callback and the guarded routes to the app."""
    for route in ("/talent-signin", "/signin"):
        app.add_page(talent_signin, route=route, title=page_title(TALENT_TITLE),
                     on_load=AuthState.load_signin)
    app.add_page(client_signin, route="/client-signin", title=page_title(CLIENT_TITLE),
                 on_load=AuthState.load_signin)
    app.add_page(signup_chooser, route="/signup", title=page_title(TS.SIGN_UP),
                 on_load=AuthState.load_session)
    app.add_page(auth_success, route="/auth-success", title=page_title(TS.SIGNING_IN_TITLE),
                 on_load=AuthState.finish_google_sign_in)
