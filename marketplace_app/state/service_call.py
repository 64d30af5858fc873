"""Running a service use case from a State handler, off the event loop."""

import asyncio
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.exc import DataError

from ..db import session_scope
from ..services.errors import UNUSABLE_VALUE, ServiceError

T = TypeVar("T")


class ServiceFailed(Exception):
    """A service refused; `message` is what the user should read."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


async def call_service(use_case: Callable[..., T], **kwargs) -> T:
    """Run `use_case(session, **kwargs)` in a worker thread; ServiceFailed on a rule break."""

    def run() -> T:
        with session_scope() as session:
            return use_case(session, **kwargs)

    try:
        return await asyncio.to_thread(run)
    except ServiceError as exc:
        raise ServiceFailed(exc.message) from None
    except DataError:  # e.g. a NUL byte in an id from the address bar, on PostgreSQL
        raise ServiceFailed(UNUSABLE_VALUE) from None
