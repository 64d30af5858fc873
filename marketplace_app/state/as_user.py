"""Running a service use case as the signed-in user, off the event loop."""

from collections.abc import Callable
from typing import TypeVar

import reflex as rx

from ..services.accounts import auth
from .auth import AuthState
from .service_call import call_service

T = TypeVar("T")


async def session_token(state: rx.State) -> str:
    """The signed-in user's token (blank when signed out)."""
    return (await state.get_state(AuthState)).auth_token


async def call_as_user(token: str, use_case: Callable[..., T], **kwargs) -> T:
    """Run `use_case(session, actor=<token's user>, **kwargs)` in a worker thread."""

    def with_actor(session, **kw):
        return use_case(session, actor=auth.user_for_token(session, token), **kw)

    return await call_service(with_actor, **kwargs)


async def remember_user(state: rx.State, user, token: str) -> None:
    """Refresh the header's name and photo (and the cached profile) after a change."""
    (await state.get_state(AuthState))._remember(user, token)
