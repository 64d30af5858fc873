"""Request dependencies: database session, current user, JSON bodies, uploads."""

import json
from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from fastapi.datastructures import UploadFile
from sqlmodel import Session

from .. import db
from ..models.user import User
from ..services.accounts import auth
from ..services.accounts.client_address import client_address
from ..services.errors import Invalid, TooLarge


def get_session() -> Iterator[Session]:
    """One database session per request."""
    with db.session_scope() as session:
        yield session


SessionDep = Annotated[Session, Depends(get_session)]


def bearer_token(request: Request) -> str | None:
    """The token from `Authorization: Bearer ...`, if any."""
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def client_ip(request: Request) -> str | None:
    """The caller's address (rate limits key on it), through trusted proxies only."""
    return client_address(request.client.host if request.client else None,
                          ", ".join(request.headers.getlist("x-forwarded-for")))


def current_user(request: Request, session: SessionDep) -> User:
    """The signed-in user; 401 when the token is missing or bad."""
    return auth.user_for_token(session, bearer_token(request))


def optional_user(request: Request, session: SessionDep) -> User | None:
    """The signed-in user when a valid token is sent, else None."""
    token = bearer_token(request)
    return auth.user_for_token(session, token) if token else None


CurrentUser = Annotated[User, Depends(current_user)]
OptionalUser = Annotated[User | None, Depends(optional_user)]


async def json_object(request: Request) -> dict:
    """The request body as a JSON object; 400 otherwise."""
    body = await request.body()
    try:
        data = json.loads(body) if body.strip() else {}
    except (ValueError, UnicodeDecodeError):
        raise Invalid("Request body must be valid JSON") from None
    if not isinstance(data, dict):
        raise Invalid("Request body must be a JSON object")
    return data


JsonBody = Annotated[dict, Depends(json_object)]


def read_upload(upload: UploadFile | None, limit: int, too_large: str) -> bytes | None:
    """Read an uploaded file, refusing more than `limit` bytes without reading it all."""
    if upload is None or isinstance(upload, str):
        return None
    data = upload.file.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(too_large)
    return data
