"""Test data made through the real write paths."""

import itertools

from marketplace_app.services.accounts import auth

_counter = itertools.count(1)
PASSWORD = "correct-horse-9"


def make_user(session, *, role: str = "TALENT", full_name: str | None = None,
              email: str | None = None, password: str = PASSWORD):
    """Register a user through the auth service; returns (user, token)."""
    n = next(_counter)
    return auth.register(session, full_name=full_name or f"Test User {n}",
                         email=email or f"user{n}@example.com", password=password, role=role)


def register_via_api(client, *, role: str = "TALENT", full_name: str | None = None,
                     email: str | None = None, password: str = PASSWORD) -> dict:
    """Register over HTTP; returns the JSON body (token, user)."""
    n = next(_counter)
    response = client.post("/api/auth/register", json={
        "fullName": full_name or f"Api User {n}", "email": email or f"api{n}@example.com",
        "password": password, "role": role})
    assert response.status_code == 201, response.text
    return response.json()


def bearer(token: str) -> dict:
    """Authorization header for a token."""
    return {"Authorization": f"Bearer {token}"}
