"""Signed access tokens (JWT, HS256 only) through authlib."""

import time
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # authlib.jose is deprecated in favour of joserfc
    from authlib.jose import JsonWebToken
    from authlib.jose.errors import JoseError

from ...settings import get_settings
from ..errors import Unauthorized

_jwt = JsonWebToken(["HS256"])
INVALID_TOKEN = "Invalid or expired token"


def issue_token(user_id: str, version: int = 0) -> str:
    """A token naming the user (and their token version), valid for the configured time."""
    settings = get_settings()
    now = int(time.time())
    claims = {"sub": user_id, "ver": version, "iat": now, "exp": now + settings.token_ttl_seconds}
    return _jwt.encode({"alg": "HS256", "typ": "JWT"}, claims, settings.token_secret).decode()


def read_token(token: str) -> str:
    """The user id in a valid token; Unauthorized for anything else."""
    return read_claims(token)[0]


# Tokens whose signature and claims were checked: a signed-in reader's next requests skip the
# HMAC and JSON work. An entry holds the settings it was checked under and its expiry, which
# is checked on every use; the token version (sign-out everywhere) is never kept here.
_VERIFIED_MAX = 4096
_verified: dict[str, tuple] = {}
LEEWAY = 5


def read_claims(token: str) -> tuple[str, int]:
    """The user id and token version in a valid token; Unauthorized for anything else."""
    return _kept_claims(token)[:2]


def expires_at(token: str) -> int:
    """When a valid token expires (epoch seconds); Unauthorized for anything else."""
    return _kept_claims(token)[2]


def _kept_claims(token: str) -> tuple[str, int, int]:
    settings = get_settings()
    kept = _verified.get(token)
    if kept is not None and kept[0] is settings and time.time() <= kept[3] + LEEWAY:
        return kept[1], kept[2], kept[3]
    subject, version, expires = _checked_claims(token, settings.token_secret)
    if len(_verified) >= _VERIFIED_MAX:
        _verified.clear()
    _verified[token] = (settings, subject, version, expires)
    return subject, version, expires


def _checked_claims(token: str, secret: str) -> tuple[str, int, int]:
    try:
        claims = _jwt.decode(
            token,
            secret,
            claims_options={"exp": {"essential": True}, "iat": {"essential": True},
                            "sub": {"essential": True}},
        )
        claims.validate(leeway=LEEWAY)
    except (JoseError, ValueError, TypeError):
        raise Unauthorized(INVALID_TOKEN) from None
    subject, version = claims.get("sub"), claims.get("ver", 0)
    if not isinstance(subject, str) or not subject or type(version) is not int:
        raise Unauthorized(INVALID_TOKEN)
    return subject, version, int(claims["exp"])
