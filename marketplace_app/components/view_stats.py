"""The small views block on the owner's /portfolio page."""

import reflex as rx

from ..state.view_stats import ViewStatsState as V
from .i18n import t
from ..texts import discovery as TD


def _number(value, label, stat_id: str) -> rx.Component:
    return rx.vstack(rx.text(value, size="4", weight="bold", id=stat_id),
                     rx.text(label, size="1", color="var(--gray-11)", align="center"),
                     align="center", spacing="0", flex="1")


def view_stats() -> rx.Component:
    """Profile views, portfolio views and the last 7 days."""
    return rx.vstack(
        rx.hstack(rx.icon("eye", size=14, aria_hidden="true"), rx.text(t(TD.VIEWS), size="2",
                                                                       weight="bold"),
                  align="center", spacing="1"),
        rx.hstack(
            _number(V.profile_views, t(TD.PROFILE), stat_id="stat-profile-views"),
            _number(V.portfolio_views, t(TD.PORTFOLIO_TITLE), stat_id="stat-portfolio-views"),
            _number(V.last_seven_days, t(TD.LAST_7_DAYS), stat_id="stat-recent-views"),
            width="100%", spacing="2",
        ),
        width="100%", spacing="2", padding="10px", border="1px solid var(--gray-5)",
        border_radius="10px", id="view-stats",
    )
