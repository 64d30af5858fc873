"""Finding, linking and creating accounts for Google identities."""

import pytest

from marketplace_app.services.accounts import google_auth
from marketplace_app.services.errors import Conflict, Invalid, Unauthorized
from marketplace_app.services.accounts.tokens import read_token
from tests.factories import make_user


def _identity(sub="g-1", email="neha@example.com", verified=True, name="Neha"):
    return google_auth.GoogleIdentity(sub=sub, email=email, email_verified=verified, name=name)


def test_new_identity_creates_an_account_with_the_role(session):
    user, token = google_auth.sign_in(session, identity=_identity(), role="CLIENT")
    assert (user.email, user.full_name, user.role, user.google_sub) == (
        "neha@example.com", "Neha", "CLIENT", "g-1")
    assert user.password_hash is None
    assert read_token(token) == user.id


def test_known_identity_returns_the_same_account_and_keeps_its_role(session):
    first = google_auth.find_or_create_google_user(session, identity=_identity(), role="TALENT")
    again = google_auth.find_or_create_google_user(session, identity=_identity(), role="CLIENT")
    assert again.id == first.id and again.role == "TALENT"


def test_verified_email_links_an_existing_account(session):
    existing, _ = make_user(session, email="Neha@Example.com", role="TALENT")
    linked = google_auth.find_or_create_google_user(
        session, identity=_identity(email="NEHA@example.com"), role="CLIENT")
    assert linked.id == existing.id and linked.google_sub == "g-1"


def test_unverified_email_never_links_or_creates(session):
    make_user(session, email="neha@example.com")
    with pytest.raises(Unauthorized, match="verified email"):
        google_auth.find_or_create_google_user(session, identity=_identity(verified=False),
                                               role="TALENT")


def test_email_linked_to_another_google_account_is_a_conflict(session):
    google_auth.find_or_create_google_user(session, identity=_identity(sub="g-1"),
                                           role="TALENT")
    with pytest.raises(Conflict):
        google_auth.find_or_create_google_user(session, identity=_identity(sub="g-2"),
                                               role="TALENT")


def test_missing_name_falls_back_to_the_email_name(session):
    user = google_auth.find_or_create_google_user(
        session, identity=_identity(name=None, email="ravi.k@example.com"), role="TALENT")
    assert user.full_name == "ravi.k"


def test_bad_role_is_refused(session):
    with pytest.raises(Invalid):
        google_auth.find_or_create_google_user(session, identity=_identity(), role="ADMIN")


def test_adopt_role_switches_only_when_different(session):
    user, token = make_user(session, role="TALENT")
    assert google_auth.adopt_role(session, token=token, role="CLIENT").role == "CLIENT"
    assert google_auth.adopt_role(session, token=token, role="").role == "CLIENT"
    assert google_auth.adopt_role(session, token=token, role="bogus").role == "CLIENT"


def test_adopt_role_rejects_a_bad_token(session):
    with pytest.raises(Unauthorized):
        google_auth.adopt_role(session, token="forged", role="CLIENT")
