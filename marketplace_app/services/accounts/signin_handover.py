"""Handing a finished sign-in to the browser: a one-time code in the address, redeemed once,
only together with the secret kept in that browser's HttpOnly cookie."""

import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from sqlalchemy import delete
from sqlmodel import Session, select

from ...models.signin_code import SigninCode
from ...models.user import User
from ..errors import Unauthorized
from . import auth

CODE_SECONDS = 120
# Cookie with path "/" so both POST /api/auth/google/exchange and the page's websocket see it.
HANDOVER_COOKIE = "google_handover"
INVALID_CODE = "This sign-in link is no longer valid. Please sign in again."


def _hash(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def new_binding() -> str:
    """The secret the browser keeps (in a cookie) while the code travels in the address."""
    return secrets.token_urlsafe(32)


def issue_code(session: Session, *, user: User, role: str, binding: str) -> str:
    """A fresh one-time code for this user, redeemable with `binding` for two minutes."""
    now = datetime.now(timezone.utc)
    session.exec(delete(SigninCode).where(SigninCode.expires_at < now)
                 .execution_options(synchronize_session=False))
    code = secrets.token_urlsafe(32)
    session.add(SigninCode(code_hash=_hash(code), binding_hash=_hash(binding), user_id=user.id,
                           role=role, expires_at=now + timedelta(seconds=CODE_SECONDS)))
    session.commit()
    return code


def redeem_code(session: Session, *, code, binding) -> tuple[User, str, str]:
    """The user, a fresh token and the chosen role. Only the browser holding the binding
    spends the code; the single DELETE decides, so two redemptions never both succeed."""
    if not all(isinstance(v, str) and 0 < len(v) <= 128 for v in (code, binding)):
        raise Unauthorized(INVALID_CODE)
    code_hash, binding_hash = _hash(code), _hash(binding)
    row = session.exec(select(SigninCode).where(SigninCode.code_hash == code_hash)).first()
    if row is None or not secrets.compare_digest(binding_hash, row.binding_hash):
        raise Unauthorized(INVALID_CODE)
    spent = session.exec(delete(SigninCode).where(
        SigninCode.code_hash == code_hash, SigninCode.binding_hash == binding_hash,
        SigninCode.expires_at >= datetime.now(timezone.utc)
    ).execution_options(synchronize_session=False)).rowcount
    session.commit()
    user = session.get(User, row.user_id) if spent else None
    if user is None:
        raise Unauthorized(INVALID_CODE)
    return user, auth.token_for(user), row.role
