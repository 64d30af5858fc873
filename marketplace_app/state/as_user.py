"""Running a service use case as the signed-in user, off the event loop."""

from collections.abc import Callable
from typing import TypeVar

import reflex as rx

from ..services.accounts import auth
from ..services.media import staging
from .auth import AuthState
from .service_call import ServiceFailed, call_service

T = TypeVar("T")


async def session_token(state: rx.State) -> str:
    """The signed-in user's token (blank when signed out)."""
    return (await state.get_state(AuthState)).auth_token


async def staging_owner(state: rx.State, token: str) -> str:
    """The signed-in user's id, owner of what they stage ("" when signed out); refreshes the
    cookie that shows them their staged previews. Call it holding the state (`async with`)."""
    if not token:
        return ""
    auth_state = await state.get_state(AuthState)
    profile = auth_state._profile if auth_state._profile_token == token else {}
    owner = profile.get("id") or ""
    if not owner:
        try:
            owner = await call_service(lambda session: auth.user_for_token(session, token).id)
        except ServiceFailed:
            return ""
    auth_state.staging_pass = staging.view_pass(owner)
    return owner


async def call_as_user(token: str, use_case: Callable[..., T], **kwargs) -> T:
    """Run `use_case(session, actor=<token's user>, **kwargs)` in a worker thread."""

    def with_actor(session, **kw):
        return use_case(session, actor=auth.user_for_token(session, token), **kw)

    return await call_service(with_actor, **kwargs)


async def remember_user(state: rx.State, user, token: str) -> None:
    """Refresh the header's name and photo (and the cached profile) after a change."""
    (await state.get_state(AuthState))._remember(user, token)
