"""Password hashing with argon2id (OWASP parameters)."""

from functools import cache

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)


@cache
def _dummy_hash() -> str:
    """Verified against when the email is unknown, so both failures cost the same time (made
    on first use, not at start-up: hashing costs ~0.1 s)."""
    return _hasher.hash("not-a-real-password")


MIN_PASSWORD_LENGTH = 8


def hash_password(password: str) -> str:
    """An argon2id hash of the password."""
    return _hasher.hash(password)


def verify_password(stored_hash: str | None, password: str) -> bool:
    """True when the password matches; constant work when there is no hash."""
    try:
        return _hasher.verify(stored_hash or _dummy_hash(), password) and stored_hash is not None
    except (VerificationError, InvalidHashError):
        return False
