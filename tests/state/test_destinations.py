"""Where each way of signing in leads (spec section 4), and the form checks before a call."""

import pytest

from marketplace_app.state.signin_forms import missing_login_fields, missing_signup_fields
from marketplace_app.state.destinations import (
    PROTECTED_ROUTES,
    destination_after_google,
    destination_after_login,
    destination_after_register,
    destination_for_protected,
)


@pytest.mark.parametrize(("role", "path"), [("TALENT", "/set-profile"), ("CLIENT", "/"),
                                            ("", "/")])
def test_after_login(role, path):
    assert destination_after_login(role) == path


@pytest.mark.parametrize(("role", "path"), [("CLIENT", "/"), ("TALENT", "/set-profile")])
def test_after_register(role, path):
    assert destination_after_register(role) == path


@pytest.mark.parametrize(("role", "percent", "path"), [
    ("CLIENT", 100, "/"), ("CLIENT", 0, "/"),
    ("TALENT", 80, "/portfolio"), ("TALENT", 86, "/portfolio"),
    ("TALENT", 79, "/set-profile"), ("TALENT", 0, "/set-profile"),
    ("TALENT", None, "/set-profile"),
])
def test_after_google(role, percent, path):
    assert destination_after_google(role, percent) == path


def test_protected_routes_send_signed_out_visitors_to_signin():
    assert destination_for_protected(False) == "/signin"
    assert destination_for_protected(True) is None
    assert {"/set-profile", "/portfolio-edit/[id]", "/photographer-profile"} <= set(
        PROTECTED_ROUTES)
    assert len(PROTECTED_ROUTES) == 13


@pytest.mark.parametrize(("form", "missing"), [
    ({"email": "a@b.co", "password": "x"}, False),
    ({"email": "  ", "password": "x"}, True),
    ({"email": "a@b.co", "password": ""}, True),
    ({}, True),
])
def test_login_needs_email_and_password(form, missing):
    assert missing_login_fields(form) is missing


@pytest.mark.parametrize(("form", "missing"), [
    ({"fullName": "A", "email": "a@b.co", "password": "p", "role": "TALENT"}, False),
    ({"fullName": " ", "email": "a@b.co", "password": "p", "role": "TALENT"}, True),
    ({"fullName": "A", "email": "a@b.co", "password": "p", "role": ""}, True),
    ({"fullName": "A", "email": "a@b.co", "password": "p"}, True),
])
def test_signup_needs_all_fields_and_a_role(form, missing):
    assert missing_signup_fields(form) is missing
