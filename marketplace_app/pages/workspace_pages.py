"""The talent workspace routes, each behind the session guard."""

import reflex as rx

from ..components.i18n import t
from ..state.auth import AuthState
from ..state.onboarding import OnboardingState
from ..state.own_portfolio import OwnPortfolioState
from ..state.portfolio_edit import PortfolioEditState
from ..state.profile_settings import ProfileSettingsState
from ..state.storage_usage import StorageUsageState
from ..state.work_upload import WorkUploadState
from ..texts import workspace as T
from . import (workspace_edit, workspace_onboarding, workspace_portfolio, workspace_settings,
               workspace_upload)


def register(app: rx.App) -> None:
    """Add the workspace pages to the app."""
    app.add_page(workspace_onboarding.set_profile, route="/set-profile", title=t(T.ONBOARDING_TITLE),
                 on_load=[AuthState.require_session, OnboardingState.load])
    app.add_page(workspace_upload.work_upload, route="/work-upload", title=t(T.UPLOAD_TITLE),
                 on_load=[AuthState.require_session, WorkUploadState.start,
                          StorageUsageState.load])
    app.add_page(workspace_portfolio.own_portfolio, route="/portfolio", title=t(T.PORTFOLIO_TITLE),
                 on_load=[AuthState.require_session, OwnPortfolioState.load])
    app.add_page(workspace_edit.portfolio_edit, route="/portfolio-edit/[id]", title=t(T.EDIT_TITLE),
                 on_load=[AuthState.require_session, PortfolioEditState.load])
    app.add_page(workspace_settings.profile_settings, route="/profile-settings",
                 title=t(T.SETTINGS_TITLE),
                 on_load=[AuthState.require_session, ProfileSettingsState.load])
