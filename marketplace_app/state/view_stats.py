"""The owner's view stats on /portfolio: profile views, portfolio views, last 7 days."""

import reflex as rx

from ..services.social import views
from .as_user import call_as_user, session_token
from .service_call import ServiceFailed


class ViewStatsState(rx.State):
    """Three counters read from the denormalised view counts."""

    profile_views: int = 0
    portfolio_views: int = 0
    last_seven_days: int = 0

    @rx.event
    async def load(self):
        """When the block mounts."""
        token = await session_token(self)
        if not token:
            return
        try:
            stats = await call_as_user(token, views.owner_stats)
        except ServiceFailed:
            return
        self.profile_views, self.portfolio_views = stats["profileViews"], stats["portfolioViews"]
        self.last_seven_days = stats["lastSevenDays"]
