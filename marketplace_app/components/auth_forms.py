"""Sign-up and sign-in forms, taking their handlers and busy flag as values."""

import reflex as rx


def _field(label: str, name: str, kind: str = "text", placeholder: str = "") -> rx.Component:
    return rx.vstack(
        rx.text(label, as_="label", size="2", weight="medium", html_for=name),
        rx.input(id=name, name=name, type=kind, placeholder=placeholder, width="100%", size="3"),
        spacing="1", width="100%",
    )


def signup_form(on_submit, busy) -> rx.Component:
    """fullName, email, password and role ("Hire Talent" = CLIENT, "Get Hired" = TALENT)."""
    return rx.form(
        rx.vstack(
            _field("Full Name", "fullName", placeholder="Your full name"),
            _field("Email", "email", "email", "you@example.com"),
            _field("Password", "password", "password", "At least 8 characters"),
            rx.radio_group.root(
                rx.hstack(
                    rx.radio_group.item(value="CLIENT"), rx.text("Hire Talent", size="2"),
                    rx.radio_group.item(value="TALENT"), rx.text("Get Hired", size="2"),
                    align="center", spacing="2",
                ),
                name="role", default_value="TALENT",
            ),
            rx.button(rx.cond(busy, "Creating Account...", "Create Account"), type="submit",
                      disabled=busy, size="3", width="100%"),
            spacing="3", width="100%",
        ),
        on_submit=on_submit, reset_on_submit=False, id="signup-form",
    )


def signin_form(on_submit, busy) -> rx.Component:
    """Email and password."""
    return rx.form(
        rx.vstack(
            _field("Email", "email", "email", "you@example.com"),
            _field("Password", "password", "password", "Your password"),
            rx.button(rx.cond(busy, "Signing in...", "Sign in"), type="submit", disabled=busy,
                      size="3", width="100%"),
            spacing="3", width="100%",
        ),
        on_submit=on_submit, reset_on_submit=False, id="signin-form",
    )
