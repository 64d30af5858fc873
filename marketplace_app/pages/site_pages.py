"""Registers the public site's pages (landing, services, photography, coming soon, 404,
the discovery pages register themselves)."""

import reflex as rx

from ..components.i18n import page_title, t
from ..components.navbar import member_header
from ..first_screen.header import ROUTE as MEMBER_HEADER_ROUTE
from ..texts.site import BRAND, HEADLINE
from ..state.auth import AuthState
from ..state.photography import PhotographyState
from .coming_soon import coming_soon_page
from .landing import landing
from ..state.showcase import ShowcaseState
from .not_found import not_found_page
from .photography import photography_page
from .services import services_page
from ..texts import site as TS


def register(app: rx.App) -> None:
    """Add the public pages to the app."""
    load = AuthState.load_session
    app.add_page(landing, route="/", title=BRAND + " · " + t(HEADLINE),
                 on_load=[load, ShowcaseState.load])
    app.add_page(services_page, route="/services", title=page_title(TS.OUR_POPULAR_SERVICES),
                 on_load=load)
    app.add_page(photography_page, route="/photography", title=page_title(TS.PHOTOGRAPHY),
                 on_load=[load, PhotographyState.start])
    app.add_page(coming_soon_page, route="/coming-soon", title=page_title(TS.LANDING_SOON_TITLE),
                 on_load=load)
    app.add_page(not_found_page, route="404", title=page_title(TS.PAGE_NOT_FOUND), on_load=load)
    # Not a page to visit: the member's header as React draws it, which the server puts in
    # the pages it serves to a member (first_screen/header.py).
    app.add_page(member_header, route=MEMBER_HEADER_ROUTE, title=BRAND,
                 meta=[{"name": "robots", "content": "noindex"}])
