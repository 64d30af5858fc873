"""Registration, login, password hashing and tokens at the service level."""

import base64
import json
import time

import pytest
from sqlmodel import select

from marketplace_app.models.user import User
from marketplace_app.services.accounts import auth, tokens
from marketplace_app.services.errors import Conflict, Invalid, Unauthorized
from tests.factories import PASSWORD, make_user


def test_register_trims_name_and_email_and_lowercases_email(session):
    user, token = auth.register(session, full_name="  Asha Rao  ", email="  Asha@Example.COM ",
                                password=PASSWORD, role="TALENT")
    assert user.full_name == "Asha Rao"
    assert user.email == "asha@example.com"
    assert tokens.read_token(token) == user.id


def test_ids_are_opaque_and_not_sequential(session):
    first, _ = make_user(session)
    second, _ = make_user(session)
    assert len(first.id) == 32 and first.id != second.id
    assert not first.id.isdigit()


@pytest.mark.parametrize("missing", ["full_name", "email", "password", "role"])
@pytest.mark.parametrize("blank", [None, "", "   "])
def test_register_requires_every_field(session, missing, blank):
    fields = dict(full_name="Asha", email="asha@example.com", password=PASSWORD, role="CLIENT")
    fields[missing] = blank
    with pytest.raises(Invalid, match="^Please fill in all fields and select a role$"):
        auth.register(session, **fields)
    assert session.exec(select(User)).all() == []


@pytest.mark.parametrize("role", ["ADMIN", "client-ish", "MODERATOR"])
def test_register_accepts_only_client_or_talent(session, role):
    with pytest.raises(Invalid, match="CLIENT or TALENT"):
        auth.register(session, full_name="A", email="a@example.com", password=PASSWORD, role=role)


def test_register_role_is_case_insensitive(session):
    user, _ = auth.register(session, full_name="A", email="a@example.com", password=PASSWORD,
                            role="client")
    assert user.role == "CLIENT"


def test_password_needs_eight_characters(session):
    with pytest.raises(Invalid, match="at least 8 characters"):
        auth.register(session, full_name="A", email="a@example.com", password="1234567",
                      role="TALENT")


@pytest.mark.parametrize("email", ["not-an-email", "a@b", "two@@example.com", "sp ace@x.io"])
def test_register_rejects_malformed_email(session, email):
    with pytest.raises(Invalid, match="valid email"):
        auth.register(session, full_name="A", email=email, password=PASSWORD, role="TALENT")


def test_duplicate_email_is_a_conflict_ignoring_case(session):
    make_user(session, email="dup@example.com")
    with pytest.raises(Conflict, match="already exists"):
        make_user(session, email="DUP@Example.com")


def test_password_is_hashed_with_argon2id_owasp_parameters(session):
    user, _ = make_user(session)
    assert user.password_hash.startswith("$argon2id$")
    params = user.password_hash.split("$")[3]
    settings = dict(p.split("=") for p in params.split(","))
    assert int(settings["m"]) >= 19 * 1024 and int(settings["t"]) >= 2
    assert PASSWORD not in user.password_hash


def test_login_with_right_password_returns_user_and_token(session):
    user, _ = make_user(session, email="me@example.com")
    found, token = auth.login(session, email="ME@example.com ", password=PASSWORD)
    assert found.id == user.id and tokens.read_token(token) == user.id


def test_wrong_password_and_unknown_email_fail_alike(session):
    make_user(session, email="me@example.com")
    with pytest.raises(Unauthorized) as wrong:
        auth.login(session, email="me@example.com", password="wrong-password")
    with pytest.raises(Unauthorized) as unknown:
        auth.login(session, email="nobody@example.com", password=PASSWORD)
    assert wrong.value.message == unknown.value.message == "Invalid email or password"


@pytest.mark.parametrize("email,password", [("", PASSWORD), ("me@example.com", ""),
                                            (None, None), ("  ", PASSWORD)])
def test_login_needs_both_fields(session, email, password):
    with pytest.raises(Invalid, match="^Please enter both email and password$"):
        auth.login(session, email=email, password=password)


def _b64(data: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


def test_token_carries_iat_and_exp(session):
    user, token = make_user(session)
    claims = json.loads(base64.urlsafe_b64decode(token.split(".")[1] + "=="))
    assert claims["sub"] == user.id
    assert claims["iat"] <= time.time() < claims["exp"]


def test_unsigned_alg_none_token_is_rejected(session):
    user, _ = make_user(session)
    forged = f"{_b64({'alg': 'none', 'typ': 'JWT'})}.{_b64({'sub': user.id, 'iat': 1, 'exp': 4e9})}."
    with pytest.raises(Unauthorized):
        auth.user_for_token(session, forged)


def test_tampered_token_is_rejected(session):
    user, token = make_user(session)
    other, _ = make_user(session)
    header, payload, signature = token.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=="))
    claims["sub"] = other.id
    with pytest.raises(Unauthorized):
        auth.user_for_token(session, f"{header}.{_b64(claims)}.{signature}")


def test_expired_token_is_rejected(session, monkeypatch):
    user, _ = make_user(session)
    monkeypatch.setattr(tokens.time, "time", lambda: 1_000_000)
    old = tokens.issue_token(user.id)
    monkeypatch.undo()
    with pytest.raises(Unauthorized):
        auth.user_for_token(session, old)


def test_token_of_deleted_user_is_rejected(session):
    user, token = make_user(session)
    session.delete(user)
    session.commit()
    with pytest.raises(Unauthorized):
        auth.user_for_token(session, token)
