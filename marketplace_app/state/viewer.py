"""Service calls made as the browser's signed-in user (or as nobody), resolved from the token."""

from collections.abc import Callable

from ..services.accounts import auth
from .service_call import call_service


async def as_viewer(use_case: Callable, token: str, **kwargs):
    """Run `use_case(session, viewer=<user or None>, **kwargs)` off the event loop."""

    def run(session, **kw):
        return use_case(session, viewer=auth.user_or_none(session, token), **kw)

    return await call_service(run, **kwargs)


async def as_actor(use_case: Callable, token: str, **kwargs):
    """Run `use_case(session, actor=<user>, **kwargs)`; Unauthorized when signed out."""

    def run(session, **kw):
        return use_case(session, actor=auth.user_for_token(session, token), **kw)

    return await call_service(run, **kwargs)
