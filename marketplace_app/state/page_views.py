"""Counting a page view from a State's on_load (once per viewer per day, by the service)."""

import logging

import reflex as rx

from ..services.accounts.client_address import client_address
from ..services.social import views
from .auth import AuthState
from .viewer import as_viewer

log = logging.getLogger(__name__)


async def count_view(state: rx.State, subject_type: str, subject_id: str) -> None:
    """Record the view; a failure never disturbs the page."""
    token = (await state.get_state(AuthState)).auth_token
    # Anonymous visitors are told apart by address (trusted proxies only), hashed with the day.
    client = client_address(state.router.session.client_ip or None,
                            state.router.headers.raw_headers.get("x-forwarded-for")) or ""
    try:
        await as_viewer(views.record_view, token, subject_type=subject_type,
                        subject_id=subject_id, client=client)
    except Exception:  # noqa: BLE001 - a lost view count is not the reader's problem
        log.warning("View not counted", exc_info=True)
