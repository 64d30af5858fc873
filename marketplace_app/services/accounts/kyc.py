"""Encryption at rest and masking of KYC fields."""

from functools import lru_cache

from cryptography.fernet import Fernet, InvalidToken

from ...settings import get_settings


@lru_cache
def _fernet(key: str) -> Fernet:
    return Fernet(key.encode())


def encrypt(value: str | None) -> str | None:
    """Ciphertext of a KYC value (None stays None)."""
    if not value:
        return None
    return _fernet(get_settings().kyc_secret).encrypt(value.encode()).decode()


def decrypt(value: str | None) -> str | None:
    """Plain text of a stored KYC value, or None if absent or unreadable."""
    if not value:
        return None
    try:
        return _fernet(get_settings().kyc_secret).decrypt(value.encode()).decode()
    except InvalidToken:
        return None


def mask(value: str | None) -> str | None:
    """Show only the last four characters, e.g. XXXX-XXXX-1234."""
    if not value:
        return None
    hidden = "X" * max(len(value) - 4, 0)
    groups = [hidden[i:i + 4] for i in range(0, len(hidden), 4)]
    return "-".join([*groups, value[-4:]])
