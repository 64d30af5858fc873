"""The owner's view stats on /portfolio: profile views, portfolio views, last 7 days."""

import reflex as rx

from ..services.social import views
from .as_user import call_as_user
from .first_screen import SeededPage
from .service_call import ServiceFailed

SEEDED = ("profile_views", "portfolio_views", "last_seven_days")


def view_values(stats: dict) -> dict:
    """The three counters of owner_stats' answer."""
    return {"profile_views": stats["profileViews"], "portfolio_views": stats["portfolioViews"],
            "last_seven_days": stats["lastSevenDays"]}


class ViewStatsState(SeededPage, rx.State):
    """Three counters read from the denormalised view counts (loaded with the page:
    OwnPortfolioState.load)."""

    profile_views: int = 0
    portfolio_views: int = 0
    last_seven_days: int = 0

    async def _load(self, token: str, key: str, fingerprint: str) -> None:
        """Read the counters; those the served page `key` seeded (per `fingerprint`) are not
        sent again."""
        try:
            stats = await call_as_user(token, views.owner_stats)
        except ServiceFailed:
            return
        for name, value in view_values(stats).items():
            setattr(self, name, value)
        if fingerprint:
            self._skip_seeded(key, fingerprint, SEEDED)
