"""Bounds of the price filter, and how its inputs are read."""

DEFAULT_PRICE_MIN = 0
DEFAULT_PRICE_MAX = 1000


def parse_price(text: str | None, fallback: int) -> int:
    """A price filter input as an integer; anything unparsable falls back."""
    try:
        return int(str(text).strip())
    except (TypeError, ValueError):
        return fallback
