"""/photographer-profile?id=: the photographer and their works from the same service call as
PhotographerState's load (as this member sees them), drawn as pages/discovery_portfolio.py's
photographer_profile_page draws them once loaded. tests/e2e/test_first_screen_members.py
holds the two equal: text, links and image URLs."""

from .. import db
from ..components.portfolio_cards import GRID_SIZES
from ..services.errors import ServiceError
from ..services.social import talent_page
from ..state.photographer import SEEDED, PhotographerState, photographer_values
from ..texts import discovery as T
from .cards import media_tile
from .icons import icon
from .keys import photographer_key
from .markup import data_text, esc, text
from .parts import avatar, back_and_share, button, p, stack
from .screen import Screen


def load(user_id: str, member, lang: str) -> Screen | None:
    """The profile of `user_id` as `member` (a User) sees it in `lang`; None when there is no
    such photographer (the page says so itself)."""
    if not user_id:
        return None
    try:
        with db.session_scope() as session:
            viewer = session.get(type(member), member.id)  # in this session
            data = talent_page.talent_page(session, viewer=viewer, user_id=user_id)
    except ServiceError:
        return None
    values = {**photographer_values(data, lang), "user_id": user_id}
    values = {name: values[name] for name in SEEDED}
    return Screen(PhotographerState, photographer_key(user_id), values, main_html(values, lang))


def _badge(inner: str, variant: str, element_id: str) -> str:
    return (f'<span data-accent-color="" data-radius="full" id="{element_id}" class="rt-reset '
            f'rt-Badge rt-r-size-2 rt-variant-{variant}">{inner}</span>')


def _who(values: dict, lang: str) -> str:
    rating = (text(T.NEW_RATING, lang) if values["review_count"] == 0 else
              esc(values["rating"]))
    badges = stack("row", "start", "3", _badge(icon("star", 12) + rating, "soft",
                                               "photographer-rating")
                   + _badge(f'{esc(values["projects"])} {text(T.PROJECTS, lang)}', "outline",
                            "photographer-projects"))
    about = stack("column", "start", "2",
                  f'<h1 id="photographer-name" class="rt-Heading rt-r-size-7">'
                  f'{esc(values["name"])}</h1>'
                  + p(data_text(values["level"], lang) + " · "
                      + data_text(values["location"], lang), "3", "fs-muted") + badges)
    return stack("row", "center", "4", avatar(values["photo"], values["name"], "7") + about,
                 wrap=True)


def gallery_html(values: dict, lang: str) -> str:
    """Each work's first picture and its title."""
    tiles = "".join(
        '<div class="rt-Box">'
        + media_tile(c.gallery[0], GRID_SIZES, lang, "fs-w fs-round", high=index == 0,
                     button_class="gallery-open")
        + p(esc(c.title), "2", "rt-r-weight-bold fs-pt6") + "</div>"
        for index, c in enumerate(values["gallery"]) if c.gallery)
    return ('<div class="rt-Grid rt-r-gtc-2 xs:rt-r-gtc-2 sm:rt-r-gtc-3 md:rt-r-gtc-4 '
            f'rt-r-gap-3 fs-w">{tiles}</div>')


def main_html(values: dict, lang: str) -> str:
    """The page's <main> content once loaded."""
    top = back_and_share(T.BACK, "share-photographer", values["is_owner"], lang)
    bio = p(esc(values["bio"]), "3", "fs-muted") if values["bio"] else ""
    body = (top + _who(values, lang) + bio
            + button(esc(values["product"]), size="3", variant="solid", element_id="lets-button")
            + gallery_html(values, lang))
    return (f'<div class="rt-Box fs-frame">{stack("column", "start", "4", body, "fs-w")}'
            '</div><div id="lightbox-root" class="rt-Box"></div>')
