"""Which portfolios the public sees: the one rule the feed, search, counts and profile lists
share (add a condition here, e.g. media still being encoded, and every list follows)."""

from ...models.portfolio import Portfolio


def public_clause():
    """SQL condition of a portfolio anyone may see."""
    return Portfolio.status == True  # noqa: E712


def is_public(portfolio: Portfolio) -> bool:
    """The same rule for one loaded portfolio."""
    return bool(portfolio.status)
