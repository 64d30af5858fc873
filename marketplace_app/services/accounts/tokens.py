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


def read_claims(token: str) -> tuple[str, int]:
    """The user id and token version in a valid token; Unauthorized for anything else."""
    claims = _valid_claims(token)
    subject, version = claims.get("sub"), claims.get("ver", 0)
    if not isinstance(subject, str) or not subject or type(version) is not int:
        raise Unauthorized(INVALID_TOKEN)
    return subject, version


def expires_at(token: str) -> int:
    """When a valid token expires (epoch seconds); Unauthorized for anything else."""
    return int(_valid_claims(token)["exp"])


def _valid_claims(token: str):
    try:
        claims = _jwt.decode(
            token,
            get_settings().token_secret,
            claims_options={"exp": {"essential": True}, "iat": {"essential": True},
                            "sub": {"essential": True}},
        )
        claims.validate(leeway=5)
    except (JoseError, ValueError, TypeError):
        raise Unauthorized(INVALID_TOKEN) from None
    return claims
