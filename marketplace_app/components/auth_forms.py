"""Kept for callers of the first skeleton; the forms live in auth_dialogs now."""

from .auth_dialogs import signin_form, signup_form

__all__ = ["signin_form", "signup_form"]
