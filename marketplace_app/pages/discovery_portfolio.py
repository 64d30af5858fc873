"""/portfolio-detail/{id} and /photographer-profile."""

import reflex as rx

from ..texts import discovery as T
from ..components.face import member_face
from ..components.i18n import page_title, t, t_data
from ..components.admirers import admired_by
from ..components.collaboration_dialog import collaboration_dialog, own_work_dialog
from ..components.layout import page_shell
from ..components.first_screen_seed import first_screen_seed
from ..components.portfolio_cards import GRID_SIZES, badge_row, media_tile
from ..components.react.lightbox import lightbox
from ..components.reviews import review_form, reviews_section
from ..components.theme import GUTTER, MUTED, PAGE_MAX_WIDTH, bp
from ..state.auth import AuthState
from ..state.photographer import PhotographerState as Ph
from ..state.portfolio_detail import PortfolioDetailState as P

BACK_SCRIPT = "window.history.back()"


def _frame(*children) -> rx.Component:
    return rx.box(*children, max_width=PAGE_MAX_WIDTH, margin_x="auto", padding_x=GUTTER,
                  width="100%", padding_y=bp("20px", "20px", "32px"), min_height="70vh")


def _missing(title, *, element_id: str, icon: str = "image-off") -> rx.Component:
    return rx.center(rx.vstack(
        rx.icon(icon, size=40, color=MUTED),
        rx.heading(title, size="6", id=element_id),
        rx.button(t(T.GO_BACK), on_click=rx.call_script(BACK_SCRIPT), id="go-back"),
        align="center", spacing="3"), padding_y="96px", width="100%")


def _owner(name, level, location, photo) -> rx.Component:
    return rx.hstack(
        member_face(photo, name[:1], "4"),
        rx.vstack(rx.text(name, size="3", weight="bold", id="owner-name"),
                  rx.text(t_data(level), " · ", t_data(location), size="2", color=MUTED),
                  spacing="0"),
        spacing="3", align="center",
    )


def _portfolio_body() -> rx.Component:
    item = P.item
    return rx.vstack(rx.hstack(
        rx.button(rx.icon("arrow-left", size=16), t(T.GO_BACK), variant="ghost",
                  on_click=rx.call_script(BACK_SCRIPT), id="back"),
        rx.cond(~P.is_owner,  # no share control on your own item
                rx.icon_button(rx.icon("share-2", size=16), variant="soft", on_click=P.share,
                               aria_label=t(T.SHARE), id="share-portfolio")),
        justify="between", width="100%"), rx.grid(
        rx.grid(rx.foreach(item.gallery[:2], lambda s, i: media_tile(
            s, P.open_viewer(i), GRID_SIZES, classes="fs-w fs-round4")),
            columns="2", spacing="3", width="100%", id="portfolio-previews",
            align_self="start"),
        rx.vstack(
            _owner(P.owner_name, P.owner_level, P.owner_location, P.owner_photo),
            rx.heading(item.title, size="7", id="portfolio-title"),
            badge_row(item),
            rx.text(item.description, size="3", color=MUTED, id="portfolio-description"),
            rx.text(t(T.CATEGORY_IS, category=t_data(P.category)), size="2", weight="medium"),
            rx.button(P.product, size="3", on_click=P.collaborate, id="lets-button"),
            rx.cond(P.is_owner, admired_by(P.item_id)),
            rx.separator(size="4"),
            reviews_section(P.reviews, ~P.is_owner,
                            review_form(P.review_rating, P.review_comment, P.posting_review,
                                        P.set_review_rating, P.set_review_comment,
                                        P.post_review),
                            P.delete_review),
            spacing="4", width="100%", align="start",
        ),
        columns=bp("1", "1", "1", "2"), spacing="6", width="100%", align_items="start",
    ), spacing="4", width="100%")


def portfolio_detail_page() -> rx.Component:
    """One portfolio item."""
    return page_shell(
        _frame(rx.cond(
            AuthState.signed_in & ~P.loading,
            rx.cond(P.not_found, _missing(t(T.PORTFOLIO_NOT_FOUND), element_id="portfolio-not-found"),
                    _portfolio_body()),
            rx.center(rx.spinner(size="3"), padding="64px"),
        )),
        lightbox(P.viewer_open, P.viewer_index, P.previews, P.close_viewer),
        collaboration_dialog(), own_work_dialog(), first_screen_seed(),
    )


def photographer_profile_page() -> rx.Component:
    """A photographer's profile reached from Find Talent."""
    body = rx.vstack(
        rx.hstack(
            rx.button(rx.icon("arrow-left", size=16), t(T.BACK), variant="ghost",
                      on_click=rx.call_script(BACK_SCRIPT), id="back"),
            rx.cond(~Ph.is_owner,  # no share control on your own profile
                    rx.icon_button(rx.icon("share-2", size=16), variant="soft",
                                   on_click=Ph.share, aria_label=t(T.SHARE),
                                   id="share-photographer")),
            justify="between", width="100%"),
        rx.hstack(
            member_face(Ph.photo, Ph.name[:1], "7"),
            rx.vstack(rx.heading(Ph.name, size="7", id="photographer-name"),
                      rx.text(t_data(Ph.level), " · ", t_data(Ph.location), size="3", color=MUTED),
                      rx.hstack(rx.badge(rx.icon("star", size=12),
                                         rx.cond(Ph.review_count == 0, t(T.NEW_RATING),
                                                 Ph.rating), size="2",
                                         id="photographer-rating"),
                                rx.badge(Ph.projects, " ", t(T.PROJECTS), size="2",
                                         variant="outline", id="photographer-projects")),
                      spacing="2"),
            spacing="4", align="center", wrap="wrap"),
        rx.cond(Ph.bio != "", rx.text(Ph.bio, size="3", color=MUTED)),
        rx.button(Ph.product, size="3", on_click=Ph.lets, id="lets-button"),
        rx.grid(rx.foreach(Ph.gallery, lambda c, i: rx.cond(
            c.gallery.length() > 0,
            rx.box(media_tile(c.gallery[0], Ph.open_viewer(c.id), GRID_SIZES,
                              classes="fs-w fs-round", high=i == 0, button_class="gallery-open"),
                   rx.text(c.title, size="2", weight="bold", padding_top="6px")))),
            columns=bp("2", "2", "3", "4"), spacing="3", width="100%"),
        spacing="4", width="100%", align="start",
    )
    return page_shell(_frame(rx.cond(
        AuthState.signed_in & ~Ph.loading,
        rx.cond(Ph.error, _missing(t(T.PROFILE_ERROR), element_id="profile-error",
                                   icon="user-x"), body),
        rx.center(rx.spinner(size="3"), padding="64px"),
    )), lightbox(Ph.viewer_open, Ph.viewer_index, Ph.viewer_slides, Ph.close_viewer),
        collaboration_dialog(), own_work_dialog(), first_screen_seed())


def register(app: rx.App) -> None:
    """Add both pages (signed-in only, spec §2.1)."""
    guard = AuthState.require_session_here
    app.add_page(portfolio_detail_page, route="/portfolio-detail/[id]", title=page_title(T.PORTFOLIO_TITLE),
                 on_load=[guard, P.load])
    app.add_page(photographer_profile_page, route="/photographer-profile",
                 title=page_title(T.PHOTOGRAPHER_TITLE), on_load=[guard, Ph.load])
