"""Fixtures for the API tests."""

from tests.oidc_provider import oidc_provider  # noqa: F401  (fixture)
