"""Sign-in and sign-up forms and dialogs; they take values and handlers, never a State."""

import reflex as rx

from .i18n import t
from ..texts import site as TS
from ..texts.site import ROLE_CHOICES, FORGET_ACCOUNT


def _label(text: str, html_for: str) -> rx.Component:
    return rx.text(text, as_="label", size="2", weight="medium", html_for=html_for)


def _field(label: str, name: str, field_id: str, kind: str = "text", placeholder: str = "",
           **props) -> rx.Component:
    return rx.vstack(
        _label(label, field_id),
        rx.input(id=field_id, name=name, type=kind, placeholder=placeholder, width="100%",
                 size="3", **props),
        spacing="1", width="100%",
    )


def _password_field(field_id: str, placeholder: str, show_password, on_toggle,
                    busy=False) -> rx.Component:
    toggle = rx.input.slot(
        rx.icon_button(
            rx.cond(show_password, rx.icon("eye-off", size=16), rx.icon("eye", size=16)),
            type="button", variant="ghost", color_scheme="gray", on_click=on_toggle,
            aria_label=rx.cond(show_password, t(TS.HIDE_PASSWORD), t(TS.SHOW_PASSWORD)),
            id=f"{field_id}-toggle",
        ),
        side="right",
    ) if on_toggle is not None else None
    return rx.vstack(
        _label(t(TS.PASSWORD), field_id),
        rx.input(
            *([toggle] if toggle is not None else []),
            id=field_id, name="password", placeholder=placeholder, size="3", width="100%",
            type=rx.cond(show_password, "text", "password"), disabled=busy,
            auto_complete="current-password" if field_id.startswith("signin") else "new-password",
        ),
        spacing="1", width="100%",
    )


def _error(message) -> rx.Component:
    return rx.cond(
        message != "",
        rx.callout(message, icon="triangle-alert", color_scheme="red", size="1", width="100%",
                   role="alert", class_name="auth-error"),
    )


def signin_form(on_submit, busy, *, error="", show_password=False,
                on_toggle_password=None) -> rx.Component:
    """Email and password; the submit label reads "Signing in..." while working."""
    return rx.form(
        rx.vstack(
            _field(t(TS.EMAIL), "email", "signin-email", "email", "you@example.com",
                   auto_complete="email", disabled=busy),
            _password_field("signin-password", t(TS.YOUR_PASSWORD), show_password,
                            on_toggle_password, busy),
            _error(error),
            rx.button(rx.cond(busy, t(TS.SIGNING_IN), t(TS.SIGN_IN)), type="submit", disabled=busy,
                      size="3", width="100%", id="signin-submit"),
            spacing="4", width="100%",
        ),
        on_submit=on_submit, reset_on_submit=False, id="signin-form", width="100%",
    )


def _role_choice(default_role) -> rx.Component:
    return rx.vstack(
        rx.text(t(TS.I_WANT_TO), size="2", weight="medium"),
        rx.radio_cards.root(
            *[rx.radio_cards.item(
                rx.hstack(
                    rx.icon(icon, size=20),
                    rx.vstack(rx.text(t(label), weight="bold", size="2"),
                              rx.text(t(hint), size="1", color_scheme="gray"), spacing="0",
                              align="start"),
                    spacing="2", align="center",
                ),
                value=value, id=f"role-{value.lower()}",
            ) for value, label, icon, hint in ROLE_CHOICES],
            name="role", default_value=default_role, columns={"initial": "1", "sm": "2"},
            width="100%", size="1",
        ),
        spacing="1", width="100%",
    )


def signup_form(on_submit, busy, *, default_role="TALENT", error="", show_password=False,
                on_toggle_password=None) -> rx.Component:
    """fullName, email, password and role ("Hire Talent" = CLIENT, "Get Hired" = TALENT)."""
    return rx.form(
        rx.vstack(
            _field(t(TS.FULL_NAME), "fullName", "signup-fullname", placeholder=t(TS.YOUR_FULL_NAME),
                   auto_complete="name", disabled=busy),
            _field(t(TS.EMAIL), "email", "signup-email", "email", "you@example.com",
                   auto_complete="email", disabled=busy),
            _password_field("signup-password", t(TS.AT_LEAST_8_CHARACTERS), show_password,
                            on_toggle_password, busy),
            _role_choice(default_role),
            _error(error),
            rx.button(rx.cond(busy, t(TS.CREATING_ACCOUNT), t(TS.CREATE_ACCOUNT)), type="submit",
                      disabled=busy, size="3", width="100%", id="signup-submit"),
            spacing="4", width="100%",
        ),
        on_submit=on_submit, reset_on_submit=False, id="signup-form", width="100%",
    )


def _recent_accounts(accounts, on_forget) -> rx.Component:
    return rx.cond(
        accounts.length() > 0,
        rx.vstack(
            rx.text(t(TS.RECENT_ACCOUNTS), size="1", color_scheme="gray", weight="medium"),
            rx.flex(
                rx.foreach(accounts, lambda account: rx.hstack(
                    rx.button(
                        rx.avatar(custom_attrs={"alt": ""}, src=account["profilePhotoUrl"],
                                  fallback=account["fullName"][0], size="1", radius="full"),
                        rx.vstack(rx.text(account["fullName"], size="1", weight="medium"),
                                  rx.text(account["email"], size="1", color_scheme="gray"),
                                  spacing="0", align="start"),
                        type="button", variant="surface", color_scheme="gray", size="2",
                        on_click=rx.set_value("signin-email", account["email"]),
                        class_name="recent-account", height="auto", padding_y="6px",
                    ),
                    rx.icon_button(rx.icon("x", size=14), type="button", variant="ghost",
                                   color_scheme="gray", size="1", aria_label=t(FORGET_ACCOUNT),
                                   title=t(FORGET_ACCOUNT), class_name="forget-account",
                                   on_click=on_forget(account["email"])),
                    spacing="1", align="center",
                )),
                spacing="2", wrap="wrap",
            ),
            spacing="2", width="100%",
        ),
    )


def _dialog(title: str, description: str, body: rx.Component, *, open, on_open_change,
            dialog_id: str) -> rx.Component:
    return rx.dialog.root(
        rx.dialog.content(
            rx.vstack(
                rx.hstack(
                    rx.dialog.title(title, size="6", margin="0"),
                    rx.dialog.close(rx.icon_button(rx.icon("x", size=18), variant="ghost",
                                                   color_scheme="gray", aria_label=t(TS.CLOSE))),
                    justify="between", align="center", width="100%",
                ),
                rx.dialog.description(description, size="2", color_scheme="gray"),
                rx.box(body, width="100%", padding_top="8px"),
                spacing="2", width="100%",
            ),
            max_width="440px", id=dialog_id,
        ),
        open=open, on_open_change=on_open_change,
    )


def signin_dialog(*, open, on_open_change, on_submit, busy, error, show_password,
                  on_toggle_password, recent_accounts, on_forget) -> rx.Component:
    """The sign-in dialog with recently used accounts above the form."""
    return _dialog(
        t(TS.SIGN_IN), t(TS.WELCOME_BACK_SIGN_IN_WITH_YOUR),
        rx.vstack(_recent_accounts(recent_accounts, on_forget),
                  signin_form(on_submit, busy, error=error, show_password=show_password,
                              on_toggle_password=on_toggle_password),
                  spacing="4", width="100%"),
        open=open, on_open_change=on_open_change, dialog_id="signin-dialog",
    )


def signup_dialog(*, open, on_open_change, on_submit, busy, error, show_password,
                  on_toggle_password, default_role) -> rx.Component:
    """The sign-up dialog; the role comes preset from the page that opened it."""
    return _dialog(
        t(TS.CREATE_ACCOUNT), t(TS.JOIN_INDIAS_MARKETPLACE_FOR_CREATIVE_TALENT),
        signup_form(on_submit, busy, default_role=default_role, error=error,
                    show_password=show_password, on_toggle_password=on_toggle_password),
        open=open, on_open_change=on_open_change, dialog_id="signup-dialog",
    )
