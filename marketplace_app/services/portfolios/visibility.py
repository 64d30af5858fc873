"""Which portfolios the public sees: the one rule the feed, search, counts and profile lists
share (add a condition here, e.g. media still being encoded, and every list follows)."""

from sqlalchemy import and_

from ...models.portfolio import Portfolio

READY = "ready"  # media_state once every video has its web rendition


def public_clause():
    """SQL condition of a portfolio anyone may see: enabled, and no video still encoding."""
    return and_(Portfolio.status == True, Portfolio.media_state == READY)  # noqa: E712


def is_public(portfolio: Portfolio) -> bool:
    """The same rule for one loaded portfolio."""
    return bool(portfolio.status) and portfolio.media_state == READY


def visible_to_viewer(portfolio, viewer) -> bool:
    """Whether this viewer (or a visitor: None) may see the portfolio: public, or their own."""
    return is_public(portfolio) or (viewer is not None and viewer.id == portfolio.user_id)
