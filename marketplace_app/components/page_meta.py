"""Each page's meta description (what a search result shows under its title), in the
reader's language, given to every registered page that does not set its own."""

import dataclasses

import reflex as rx

from .i18n import t

DEFAULT = "Kalakar: find and hire India's photographers, models, designers and other " \
          "creative talent, and show your own work."
# Route (as Reflex keys it) -> description; the talent and portfolio pages also get their own
# from the backend (api/share_previews.py) with the person's or the work's words.
DESCRIPTIONS = {
    "index": "Find photographers, videographers, models, designers and more creative talent "
             "near you in India, see their work and hire them on Kalakar.",
    "main-feed": "Browse the latest portfolios from India's creative talent: photography, "
                 "videography, design, styling and more, filtered by city and experience.",
    "find-talent": "Search India's creative professionals by skill, city and experience, "
                   "compare their portfolios and contact the right talent for your project.",
    "services": "Photography, videography, models, makeup, styling, design and studio "
                "rentals: the creative services you can book through Kalakar.",
    "photography": "Wedding, fashion, product and event photographers across India: browse "
                   "their portfolios and hire one on Kalakar.",
    "talent-detail/[id]": "A creative professional's profile on Kalakar: their portfolio, "
                          "reviews, skills and how to hire them.",
    "portfolio-detail/[id]": "A portfolio on Kalakar: photos and videos by India's creative "
                             "talent, with details of the work and the artist.",
    "photographer-profile": "A photographer's profile on Kalakar: their work, experience "
                            "and how to book them.",
    "coming-soon": "This part of Kalakar is landing soon: meanwhile, browse creative talent "
                   "and their work.",
    "signup": "Join Kalakar as creative talent to show your work, or as a client to hire "
              "India's creative professionals.",
    "talent-signin": "Sign in to Kalakar to manage your portfolio, requests and profile.",
    "signin": "Sign in to Kalakar to manage your portfolio, requests and profile.",
    "client-signin": "Sign in to Kalakar as a client to find and hire creative talent.",
    "handle-check": "Check whether your Kalakar handle is free before you sign up.",
}


def description_for(route: str):
    """The description of a route (its own, else the site's) through the catalogue."""
    return t(DESCRIPTIONS.get(route.strip("/") or "index", DEFAULT))


def describe_pages(app: rx.App) -> None:
    """Give every page registered so far without a description the one listed here."""
    pages = app._unevaluated_pages  # Reflex 0.10.1 keeps registered pages here until compile
    for route, page in list(pages.items()):
        if page.description is None:
            pages[route] = dataclasses.replace(page, description=description_for(route))
