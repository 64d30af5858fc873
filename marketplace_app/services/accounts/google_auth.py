"""Google sign-in (OpenID Connect, authorization code flow with PKCE) and its accounts."""

import logging
import secrets
import time
import warnings
from dataclasses import dataclass

import httpx
from joserfc import jwt
from joserfc.errors import JoseError
from joserfc.jwk import KeySet, OctKey
from sqlalchemy import delete, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ...catalog import ROLES
from ...models.availability import AvailabilityWindow
from ...models.portfolio import Portfolio
from ...models.user import User
from ...settings import get_settings
from . import auth, signin_handover
from ..portfolios import search_index, talent_listing
from ..errors import Conflict, ServiceError, Unauthorized
from .profile_completion import completion_percentage

log = logging.getLogger(__name__)

NOT_SET_UP = "Google sign-in is not set up on this server"
FAILED = "Google sign-in failed. Please try again."
EXPIRED = "Google sign-in took too long or was started in another browser. Please try again."
NO_VERIFIED_EMAIL = "Your Google account has no verified email address"
OTHER_GOOGLE_ACCOUNT = "This email is already linked to another Google account"
PENDING_SECONDS = 600
# The callback names an error by key; the page shows only these texts, never address text.
ERROR_KEYS = {"not_set_up": NOT_SET_UP, "failed": FAILED, "expired": EXPIRED,
              "no_verified_email": NO_VERIFIED_EMAIL, "other_google_account": OTHER_GOOGLE_ACCOUNT,
              "duplicate_email": auth.DUPLICATE_EMAIL}
_PURPOSE = "google-signin"
_DISCOVERY_TTL = 3600
_discovery_cache: dict[str, tuple[float, dict]] = {}


class NotSetUp(ServiceError):
    """The server has no Google client configured."""

    status = 503


@dataclass(frozen=True)
class GoogleIdentity:
    """Who the provider says signed in (from a verified id_token)."""

    sub: str
    email: str | None
    email_verified: bool
    name: str | None


def is_configured() -> bool:
    """True when a Google client id (and secret) are configured."""
    settings = get_settings()
    return bool(settings.google_client_id and settings.google_client_secret)


def _require_configured():
    if not is_configured():
        raise NotSetUp(NOT_SET_UP)
    return get_settings()


def _check_role(role) -> str:
    return auth.check_role(role)


def provider_metadata() -> dict:
    """The provider's OpenID discovery document (cached for an hour)."""
    url = _require_configured().google_discovery_url
    cached = _discovery_cache.get(url)
    if cached and time.monotonic() - cached[0] < _DISCOVERY_TTL:
        return cached[1]
    try:
        response = httpx.get(url, timeout=10)
        response.raise_for_status()
        metadata = response.json()
    except (httpx.HTTPError, ValueError):
        log.exception("OpenID discovery failed at %s", url)
        raise Unauthorized(FAILED) from None
    needed = ("issuer", "authorization_endpoint", "token_endpoint", "jwks_uri")
    if not isinstance(metadata, dict) or not all(metadata.get(k) for k in needed):
        log.error("OpenID discovery document at %s lacks %s", url, needed)
        raise Unauthorized(FAILED)
    _discovery_cache[url] = (time.monotonic(), metadata)
    return metadata


def _client(redirect_uri: str):
    """Authlib's OAuth client (imported here: only a configured Google sign-in needs it)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # authlib prefers httpx2; plain httpx is what we ship
        from authlib.integrations.httpx_client import OAuth2Client
    settings = get_settings()
    return OAuth2Client(client_id=settings.google_client_id,
                        client_secret=settings.google_client_secret, scope="openid email profile",
                        redirect_uri=redirect_uri, code_challenge_method="S256", timeout=10)


def _cookie_key() -> OctKey:
    return OctKey.import_key(get_settings().token_secret)


def start_sign_in(*, role, redirect_uri: str) -> tuple[str, str]:
    """The provider URL to send the browser to, and the signed value to keep in a cookie."""
    _require_configured()
    role = _check_role(role)
    metadata = provider_metadata()
    state, nonce = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
    verifier = secrets.token_urlsafe(48)
    with _client(redirect_uri) as client:
        url, _ = client.create_authorization_url(metadata["authorization_endpoint"], state=state,
                                                 nonce=nonce, code_verifier=verifier)
    now = int(time.time())
    pending = {"purpose": _PURPOSE, "state": state, "nonce": nonce, "verifier": verifier,
               "role": role, "iat": now, "exp": now + PENDING_SECONDS}
    return url, jwt.encode({"alg": "HS256"}, pending, _cookie_key())


def _read_pending(cookie: str | None) -> dict:
    if not cookie:
        raise Unauthorized(EXPIRED)
    try:
        claims = jwt.decode(cookie, _cookie_key(), algorithms=["HS256"]).claims
        jwt.JWTClaimsRegistry(purpose={"essential": True, "value": _PURPOSE},
                              exp={"essential": True}).validate(claims)
    except (JoseError, ValueError, TypeError):
        raise Unauthorized(EXPIRED) from None
    return claims


def finish_sign_in(*, params: dict, cookie: str | None, redirect_uri: str
                   ) -> tuple[GoogleIdentity, str]:
    """Check the callback against the pending request, redeem the code, verify the id_token."""
    settings = _require_configured()
    pending = _read_pending(cookie)
    if params.get("error"):
        log.info("Google sign-in refused by the provider: %s", params.get("error"))
        raise Unauthorized(FAILED)
    state, code = params.get("state"), params.get("code")
    if not isinstance(state, str) or not secrets.compare_digest(state, pending["state"]):
        raise Unauthorized(EXPIRED)
    if not isinstance(code, str) or not code:
        raise Unauthorized(FAILED)
    metadata = provider_metadata()
    try:
        with _client(redirect_uri) as client:
            token = client.fetch_token(metadata["token_endpoint"], code=code,
                                       code_verifier=pending["verifier"])
        keys = httpx.get(metadata["jwks_uri"], timeout=10).json()
        claims = jwt.decode(token["id_token"], KeySet.import_key_set(keys),
                            algorithms=["RS256", "ES256"]).claims
        jwt.JWTClaimsRegistry(
            leeway=120, iss={"essential": True, "value": metadata["issuer"]},
            aud={"essential": True, "value": settings.google_client_id},
            sub={"essential": True}, exp={"essential": True},
            nonce={"essential": True, "value": pending["nonce"]},
        ).validate(claims)
    except Exception:  # noqa: BLE001 - any failure of the exchange is one user-facing error
        log.exception("Google sign-in: code exchange or id_token check failed")
        raise Unauthorized(FAILED) from None
    identity = GoogleIdentity(sub=str(claims["sub"]), email=claims.get("email"),
                              email_verified=claims.get("email_verified") in (True, "true"),
                              name=claims.get("name"))
    return identity, pending["role"]


def find_or_create_google_user(session: Session, *, identity: GoogleIdentity, role) -> User:
    """The account for this Google identity: by Google id, else linked by verified email,
    else a new account with the chosen role."""
    role = _check_role(role)
    user = session.exec(select(User).where(User.google_sub == identity.sub)).first()
    if user is not None:
        return user
    email = identity.email.strip() if isinstance(identity.email, str) else ""
    if not email or not identity.email_verified:
        raise Unauthorized(NO_VERIFIED_EMAIL)
    user = auth.find_by_email(session, email)
    if user is not None:
        if user.google_sub and user.google_sub != identity.sub:
            raise Conflict(OTHER_GOOGLE_ACCOUNT)
        if user.google_sub is None:
            _take_over_unproven(session, user, identity)
        user.google_sub = identity.sub
    else:
        name = (identity.name or "").strip() or email.split("@")[0]
        user = User(full_name=name[:120], email=auth.normalize_email(email),
                    google_sub=identity.sub, role=role)
        user.complete_profile_percentage = completion_percentage(user)
    session.add(user)
    try:
        session.commit()
    except IntegrityError:  # a parallel callback created it first
        session.rollback()
        user = session.exec(select(User).where(User.google_sub == identity.sub)).first()
        if user is None:
            raise Conflict(auth.DUPLICATE_EMAIL) from None
    session.refresh(user)
    return user


# What a password sign-up could have planted on an email it never proved: reset on linking.
UNPROVEN_PROFILE = ("username", "username_key", "phone", "location", "gender", "bio",
                    "seo_title", "seo_description", "profile_photo_url", "experience_level",
                    "experience_years", "starting_price", "availability", "certification", "education",
                    "language", "aadhar_enc", "pan_enc", "bank_account_enc", "ifsc_enc")
UNPROVEN_LISTS = ("category", "subcategory", "selected_professions", "selected_subcategories",
                  "seo_keywords", "certifications")


def _take_over_unproven(session: Session, user: User, identity: GoogleIdentity) -> None:
    """Google proves the email; whoever registered it by password never did. Their password,
    every token issued so far, their profile, KYC and availability go and their works are
    hidden, so the email's owner holds an account showing nothing of theirs (a password of
    their own may be set later)."""
    user.password_hash = None
    user.token_version += 1
    for name in UNPROVEN_PROFILE:
        setattr(user, name, None)
    for name in UNPROVEN_LISTS:
        setattr(user, name, [])
    user.full_name = ((identity.name or "").strip() or user.email.split("@")[0])[:120]
    user.complete_profile_percentage = completion_percentage(user)
    session.exec(delete(AvailabilityWindow).where(AvailabilityWindow.user_id == user.id))
    # Their works leave the public eye (the owner may delete them or show them again).
    session.exec(update(Portfolio).where(Portfolio.user_id == user.id).values(status=False))
    search_index.sync_owner(session, user)
    talent_listing.sync(session, user)


def sign_in(session: Session, *, identity: GoogleIdentity, role) -> tuple[User, str]:
    """Find or create the account and issue our own token for it."""
    user = find_or_create_google_user(session, identity=identity, role=role)
    return user, auth.token_for(user)


def error_key(message: str) -> str:
    """The key the callback sends for a failure message."""
    return next((k for k, v in ERROR_KEYS.items() if v == message), "failed")


def error_message(key) -> str:
    """The text shown for a callback error key; unknown keys get the generic failure."""
    return ERROR_KEYS.get(key, FAILED) if isinstance(key, str) else FAILED


def hand_over(session: Session, *, identity: GoogleIdentity, role, binding: str) -> str:
    """Find or create the account; returns the one-time code for the browser's address."""
    user = find_or_create_google_user(session, identity=identity, role=role)
    return signin_handover.issue_code(session, user=user, role=role, binding=binding)


def redeem(session: Session, *, code, binding) -> tuple[User, str, str]:
    """Spend the browser's one-time code: the user (role adopted), our token and the role."""
    _, token, role = signin_handover.redeem_code(session, code=code, binding=binding)
    return adopt_role(session, token=token, role=role), token, role


def adopt_role(session: Session, *, token: str, role) -> User:
    """The user of `token`; when `role` is given and differs, switch to it (failure only
    logged, as the spec's callback does)."""
    from . import users

    user = auth.user_for_token(session, token)
    wanted = role.strip().upper() if isinstance(role, str) else ""
    if wanted in ROLES and wanted != user.role:
        try:
            user = users.set_role(session, actor=user, role=wanted)
        except ServiceError as exc:
            session.rollback()
            log.warning("Could not switch %s to %s: %s", user.id, wanted, exc.message)
    return user
