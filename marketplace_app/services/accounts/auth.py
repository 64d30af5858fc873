"""Registration, login and resolving the signed-in user."""

import re
from dataclasses import dataclass
from functools import cache

from sqlalchemy import bindparam, func, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...catalog import ROLES
from ...models.user import User
from ..errors import Conflict, Invalid, Unauthorized
from .passwords import MIN_PASSWORD_LENGTH, hash_password, verify_password
from . import rate_limits
from .client_address import address_key
from .demo_passwords import DEMO_FROM_LAN, refused_from_the_lan
from .profile_completion import completion_percentage
from .tokens import INVALID_TOKEN, issue_token, read_claims

MISSING_SIGNUP = "Please fill in all fields and select a role"
MISSING_LOGIN = "Please enter both email and password"
BAD_LOGIN = "Invalid email or password"
DUPLICATE_EMAIL = "An account with this email already exists. Please sign in instead."
BAD_EMAIL = "Please enter a valid email address"
BAD_ROLE = "Role must be CLIENT or TALENT"
SHORT_PASSWORD = f"Password must be at least {MIN_PASSWORD_LENGTH} characters"
NOT_SIGNED_IN = "Please sign in to continue"

# No spaces or control characters around the @ and the dot (the API documents this pattern).
EMAIL_PATTERN = r"[^@\x00-\x20\x7f]+@[^@\x00-\x20\x7f]+\.[^@\x00-\x20\x7f]+"
_EMAIL = re.compile(rf"^{EMAIL_PATTERN}$")


# Blank means ASCII whitespace only, as the API's documented patterns say.
BLANK = " \t\n\r\f\v"


def _text(value) -> str:
    return value.strip(BLANK) if isinstance(value, str) else ""


def check_role(role) -> str:
    """CLIENT or TALENT, any case, blanks around ignored; Invalid otherwise."""
    text = _text(role)
    text = text.upper() if text.isascii() else ""
    if text not in ROLES:
        raise Invalid(BAD_ROLE)
    return text


def signup_fields_missing(full_name, email, password, role) -> bool:
    """Sign-up needs fullName, email, password (non-blank text) and a role."""
    return not all(_text(v) for v in (full_name, email, password, role))


def login_fields_missing(email, password) -> bool:
    """Login needs an email and a password."""
    return not _text(email) or not isinstance(password, str) or not password


def normalize_email(email: str) -> str:
    """Emails compare case-insensitively; store them lower-cased."""
    return email.strip(BLANK).lower()


def validate_new_password(password) -> str:
    """A password for a new credential; Invalid if too short."""
    if not isinstance(password, str) or len(password) < MIN_PASSWORD_LENGTH:
        raise Invalid(SHORT_PASSWORD)
    if len(password) > 256:
        raise Invalid("Password must be at most 256 characters")
    return password


def find_by_email(session: Session, email: str) -> User | None:
    """The user with this email, ignoring case."""
    return session.exec(select(User).where(User.email == normalize_email(email))).first()


def register(session: Session, *, full_name, email, password, role,
             client_ip: str | None = None) -> tuple[User, str]:
    """Create an account and return it with a fresh token (limited per client address)."""
    rate_limits.hit("register", address_key(client_ip))
    if signup_fields_missing(full_name, email, password, role):
        raise Invalid(MISSING_SIGNUP)
    full_name, email_text, role_text = _text(full_name), _text(email), check_role(role)
    if len(email_text) > 254 or not _EMAIL.match(email_text):
        raise Invalid(BAD_EMAIL)
    if len(full_name) > 120:
        raise Invalid("Full name must be at most 120 characters")
    validate_new_password(password)
    if find_by_email(session, email_text):
        raise Conflict(DUPLICATE_EMAIL)
    user = User(full_name=full_name, email=normalize_email(email_text),
                password_hash=hash_password(password), role=role_text)
    user.complete_profile_percentage = completion_percentage(user)
    session.add(user)
    try:
        session.commit()
    except IntegrityError:
        session.rollback()
        raise Conflict(DUPLICATE_EMAIL) from None
    return user, token_for(user)


def token_for(user: User) -> str:
    """A fresh token for this user under their current token version."""
    return issue_token(user.id, user.token_version)


def login(session: Session, *, email, password,
          client_ip: str | None = None) -> tuple[User, str]:
    """Check credentials; unknown email and wrong password fail alike. Attempts are limited
    per client address, and failed ones per address and account together with a stepped
    backoff (the guesser slows down; the owner elsewhere never is)."""
    peer, client_ip = client_ip, address_key(client_ip)
    rate_limits.hit("login_ip", client_ip)
    if login_fields_missing(email, password):
        raise Invalid(MISSING_LOGIN)
    if refused_from_the_lan(password, peer):
        raise Unauthorized(DEMO_FROM_LAN)
    email_text = _text(email)
    guesser = f"{client_ip or '-'}|{normalize_email(email_text)[:254]}"
    rate_limits.check("login_guess", guesser)
    user = find_by_email(session, email_text)
    if not verify_password(user.password_hash if user else None, password):
        rate_limits.count("login_guess", guesser)
        raise Unauthorized(BAD_LOGIN)
    return user, token_for(user)


def logout(session: Session, *, actor: User) -> None:
    """Sign the actor out on the server: every token issued so far stops working."""
    session.exec(update(User).where(User.id == actor.id)
                 .values(token_version=User.token_version + 1))
    session.commit()


def revoke_token(session: Session, *, token: str | None) -> bool:
    """Logout for a token held by a browser; False when it was already unusable."""
    try:
        user = user_for_token(session, token)
    except Unauthorized:
        return False
    logout(session, actor=user)
    return True


def user_for_token(session: Session, token: str | None) -> User:
    """The user a bearer token names; Unauthorized if missing, bad or stale."""
    if not token:
        raise Unauthorized(NOT_SIGNED_IN)
    user_id, version = read_claims(token)
    user = session.get(User, user_id)
    if user is None:
        raise Unauthorized("Your account no longer exists. Please sign in again.")
    if version != user.token_version:
        raise Unauthorized(INVALID_TOKEN)  # signed out everywhere since this token was made
    return user


def user_or_none(session: Session, token: str | None) -> User | None:
    """The user a token names, or None for no token or a bad, stale or revoked one."""
    try:
        return user_for_token(session, token)
    except Unauthorized:
        return None


@dataclass(frozen=True)
class Viewer:
    """A signed-in reader of public lists, when only their id matters (their own flags)."""

    id: str


def _version_sql(paramstyle: str) -> str:
    return "SELECT token_version FROM users WHERE id = " + ("?" if paramstyle == "qmark"
                                                           else "%s")


def check_version(version: int, stored: int | None) -> None:
    """Unauthorized unless a token's version is its account's stored one (sign-out
    everywhere raises it; None: the account is gone)."""
    if stored is None:
        raise Unauthorized("Your account no longer exists. Please sign in again.")
    if version != stored:
        raise Unauthorized(INVALID_TOKEN)  # signed out everywhere since this token was made


def token_claims(token: str | None) -> tuple[str, int]:
    """The (user id, token version) of a signed, unexpired token; Unauthorized otherwise. The
    caller still checks the version against the account (check_version)."""
    if not token:
        raise Unauthorized(NOT_SIGNED_IN)
    return read_claims(token)


def token_versions(session: Session, user_ids) -> dict[str, int]:
    """The stored token versions of these accounts, in one query (a gone account is absent)."""
    if not user_ids:
        return {}
    return dict(session.connection().execute(_versions_select(), {"ids": list(user_ids)}).all())


@cache
def _versions_select():
    """Built once (the group commit's batch reads it each time)."""
    return select(User.id, User.token_version).where(
        User.id.in_(bindparam("ids", expanding=True)))


def viewer_for_token(session: Session, token: str | None) -> Viewer:
    """user_for_token's checks, reading only the token version (no ORM object built)."""
    user_id, version = token_claims(token)
    connection = session.connection()
    check_version(version, connection.exec_driver_sql(
        _version_sql(connection.dialect.paramstyle), (user_id,)).scalar())
    return Viewer(user_id)


def count_users(session: Session) -> int:
    """How many accounts exist."""
    return session.exec(select(func.count()).select_from(User)).one()
