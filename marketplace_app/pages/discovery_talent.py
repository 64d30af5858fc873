"""/talent-detail/{id}: left profile panel, Portfolio Gallery, reviews, collaboration dialog."""

import reflex as rx

from ..texts import discovery as T
from ..texts import social as ST
from ..components.i18n import count_text, page_title, t, t_data
from ..components.collaboration_dialog import collaboration_dialog, own_work_dialog
from ..components.layout import page_shell
from ..components.face import member_face
from ..components.first_screen_seed import first_screen_seed
from ..components.portfolio_cards import GRID_SIZES, ai_badge, media_tile
from ..components.react.lightbox import lightbox
from ..components.reviews import review_form, reviews_section
from ..components.theme import GUTTER, MUTED, PAGE_MAX_WIDTH, bp
from ..state.auth import AuthState
from ..state.messages import MessagesState
from ..state.talent import TalentState as S


def _stat(value, label: str, sub=None, stat_id: str = "") -> rx.Component:
    return rx.vstack(rx.text(value, size="5", weight="bold", id=stat_id or None),
                     rx.text(label, size="1", color=MUTED),
                     sub if sub is not None else rx.fragment(),
                     spacing="0", align="center", flex="1")


def _rating_label() -> rx.Component:
    return rx.cond(S.review_count == 0, t(T.NEW_RATING),
                   rx.cond(S.review_count == 1, t(ST.REVIEWS_ONE),
                           t(ST.REVIEWS_COUNT, n=S.review_count)))


def _windows() -> rx.Component:
    """Upcoming availability by city ("Jaipur, 10–15 Nov"), when the talent published some."""
    return rx.cond(S.windows.length() > 0, rx.vstack(
        rx.text(t(T.UPCOMING_AVAILABILITY), size="2", weight="bold"),
        rx.flex(rx.foreach(S.windows, lambda w: rx.badge(
            rx.icon("calendar", size=12, aria_hidden="true"), w.label, radius="full",
            color_scheme="orange", variant="soft", class_name="talent-window")),
            spacing="1", wrap="wrap"),
        spacing="2", width="100%", id="talent-availability",
    ))


def _reader_controls() -> rx.Component:
    """Admire, appreciate, save, share and message for someone else's profile."""
    return rx.vstack(
        rx.hstack(
            rx.button(rx.icon("heart", size=16), rx.cond(S.admired, t(T.ADMIRED), t(T.ADMIRE)),
                      rx.text(S.admire_count, weight="bold", class_name="count"),
                      variant=rx.cond(S.admired, "solid", "soft"), disabled=S.pending,
                      on_click=S.toggle("admire"), flex="1", id="talent-admire"),
            rx.button(rx.icon("sparkles", size=16),
                      rx.cond(S.appreciated, t(T.APPRECIATED), t(T.APPRECIATE)),
                      rx.text(S.appreciate_count, weight="bold", class_name="count"),
                      variant=rx.cond(S.appreciated, "solid", "soft"), disabled=S.pending,
                      on_click=S.toggle("appreciate"), flex="1", id="talent-appreciate"),
            width="100%", spacing="2",
        ),
        rx.hstack(
            rx.button(rx.cond(S.saved, rx.icon("bookmark-check", size=16),
                              rx.icon("bookmark", size=16)),
                      rx.cond(S.saved, t(T.SAVED), t(T.SAVE)),
                      variant=rx.cond(S.saved, "solid", "soft"), loading=S.saving,
                      on_click=S.toggle_save, flex="1", id="save-talent",
                      aria_pressed=rx.cond(S.saved, "true", "false")),
            rx.button(rx.icon("share-2", size=16), t(T.SHARE_PROFILE), variant="outline",
                      flex="1", on_click=S.share_profile, id="share-profile"),
            width="100%", spacing="2"),
        rx.button(rx.icon("message-circle", size=16), t(T.MESSAGE), variant="soft", width="100%",
                  on_click=MessagesState.message_user(S.talent_id), id="message-talent"),
        spacing="4", width="100%",
    )


def _left_panel() -> rx.Component:
    return rx.card(rx.vstack(
        rx.button(rx.icon("arrow-left", size=16), t(T.BACK), variant="ghost", size="2",
                  on_click=rx.call_script("window.history.back()"), id="back"),
        rx.center(member_face(S.photo, S.name[:1], "8"), width="100%"),
        rx.vstack(
            rx.heading(S.name, size="6", id="talent-name", align="center"),
            rx.cond(S.username != "", rx.text("@", S.username, size="2", color=MUTED)),
            rx.text(t_data(S.level), size="2", weight="medium", id="talent-level"),
            rx.hstack(rx.icon("map-pin", size=14), rx.text(t_data(S.location), size="2"),
                      color=MUTED, align="center", spacing="1"),
            align="center", spacing="1", width="100%",
        ),
        rx.hstack(
            _stat(S.rating, t(T.RATING), rx.text(_rating_label(), size="1", color=MUTED,
                                              id="rating-label"), "talent-rating"),
            rx.separator(orientation="vertical", size="2"),
            _stat(count_text(S.projects), t(T.PROJECTS), stat_id="talent-projects"),
            rx.separator(orientation="vertical", size="2"),
            _stat(S.colabs, t(T.COLABS), stat_id="talent-colabs"),
            rx.separator(orientation="vertical", size="2"),
            _stat(S.years, t(T.YEARS), stat_id="talent-years"),
            width="100%", align="center", padding_y="8px",
        ),
        rx.vstack(
            rx.text(t(T.SPECIALIZATIONS), size="2", weight="bold"),
            rx.flex(rx.foreach(S.specializations, lambda s: rx.badge(t_data(s), radius="full")),
                    rx.foreach(S.subspecialties, lambda s: rx.badge(
                        t_data(s), radius="full", variant="outline")), spacing="1", wrap="wrap"),
            spacing="2", width="100%",
        ),
        _windows(),
        rx.vstack(rx.text(t(T.ABOUT), size="2", weight="bold"),
                  rx.text(rx.cond(S.bio != "", S.bio, t(T.NO_BIO)), size="2", color=MUTED,
                          id="talent-bio"),
                  spacing="1", width="100%"),
        rx.button(S.product, size="3", width="100%", on_click=S.collaborate, id="lets-button"),
        # Your own profile: its counts, but no admire/appreciate/share controls.
        rx.cond(S.is_owner, rx.text(t(ST.VIEWER_COUNTS, admires=count_text(S.admire_count),
                                      appreciations=count_text(S.appreciate_count)),
                                    size="2", color=MUTED, id="own-counts"),
                _reader_controls()),
        spacing="4", width="100%",
    ), size="3", width="100%")


def _gallery() -> rx.Component:
    return rx.vstack(
        rx.heading(t(T.GALLERY), size="5"),
        rx.cond(
            S.gallery.length() == 0,
            rx.center(rx.vstack(rx.icon("image-off", size=32, color=MUTED),
                                rx.text(t(T.NO_PORTFOLIO), size="4", weight="bold"),
                                rx.text(t(T.NO_PORTFOLIO_TEXT), size="2", color=MUTED),
                                align="center", spacing="2"),
                      padding_y="48px", width="100%", id="no-portfolio"),
            rx.grid(rx.foreach(S.gallery, lambda c: rx.box(
                rx.cond(c.gallery.length() > 0,
                        media_tile(c.gallery[0], S.open_viewer(c.id, 0), GRID_SIZES, aspect_ratio="1",
                                   width="100%", border_radius="var(--radius-3)",
                                   class_name="card-thumb")),
                rx.text(c.title, size="2", weight="bold", padding_top="6px", trim="both"),
                ai_badge(c.ai_generated),
                class_name="gallery-item")),
                columns=bp("2", "2", "3", "3"), spacing="3", width="100%",
                id="talent-gallery"),
        ),
        spacing="3", width="100%",
    )


def _viewer_owner() -> rx.Component:
    """Spec §2.17: the image viewer shows the title and the owner's details."""
    item = S.viewer_item
    return rx.cond(S.viewer_open, rx.hstack(
        member_face(S.photo, S.name[:1], "3"),
        rx.vstack(
            rx.text(item.title, size="3", weight="bold", color="white", id="viewer-title"),
            rx.text(rx.cond(S.username != "", "@" + S.username, S.name), " · ",
                    rx.cond(item.badges.length() > 0, t_data(item.badges[0]), ""), " · ",
                    t_data(S.location),
                    size="1", color="rgba(255,255,255,0.8)"),
            rx.text(t(ST.VIEWER_COUNTS, admires=count_text(item.admire_count),
                      appreciations=count_text(item.appreciate_count)),
                    size="1", color="rgba(255,255,255,0.8)"),
            spacing="0",
        ),
        position="fixed", top="12px", left="12px", z_index="10000", padding="8px 12px",
        background="rgba(0,0,0,0.55)", border_radius="var(--radius-3)", align="center",
        max_width="calc(100vw - 140px)", id="viewer-owner",
    ))


def _not_found() -> rx.Component:
    return rx.center(rx.vstack(
        rx.icon("user-x", size=40, color=MUTED),
        rx.heading(t(T.TALENT_NOT_FOUND), size="6", id="talent-not-found"),
        rx.text(t(T.TALENT_NOT_FOUND_TEXT), size="3", color=MUTED, align="center"),
        rx.button(t(T.GO_BACK), on_click=rx.call_script("window.history.back()"), id="go-back"),
        align="center", spacing="3",
    ), padding_y="96px", width="100%")


def _skeleton() -> rx.Component:
    return rx.grid(
        rx.skeleton(rx.box(height="520px", width="100%")),
        rx.vstack(rx.skeleton(rx.box(height="32px", width="40%")),
                  rx.skeleton(rx.box(height="300px", width="100%")), spacing="3"),
        columns=bp("1", "1", "1", "2"), spacing="5", width="100%", id="talent-loading",
    )


def talent_detail_page() -> rx.Component:
    """The talent profile."""
    return page_shell(
        rx.box(
            rx.cond(
                AuthState.signed_in,
                rx.cond(S.loading, _skeleton(), rx.cond(S.not_found, _not_found(), rx.flex(
                    rx.box(_left_panel(), width=bp("100%", "100%", "100%", "340px"),
                           flex_shrink="0"),
                    rx.vstack(
                        _gallery(),
                        rx.separator(size="4"),
                        reviews_section(
                            S.reviews, ~S.is_owner,
                            review_form(S.review_rating, S.review_comment, S.posting_review,
                                        S.set_review_rating, S.set_review_comment,
                                        S.post_review),
                            S.delete_review),
                        spacing="5", flex="1", min_width="0",
                    ),
                    direction=bp("column", "column", "column", "row"), spacing="6",
                    width="100%",
                ))),
                rx.center(rx.spinner(size="3"), padding="64px"),
            ),
            max_width=PAGE_MAX_WIDTH, margin_x="auto", padding_x=GUTTER, width="100%",
            padding_y=bp("20px", "20px", "32px"), min_height="70vh",
        ),
        lightbox(S.viewer_open, 0, S.viewer_slides, S.close_viewer),
        _viewer_owner(),
        collaboration_dialog(),
        own_work_dialog(),
        first_screen_seed(),
    )


def register(app: rx.App) -> None:
    """Add /talent-detail/[id] (signed-in only, as spec §2.1 says)."""
    app.add_page(talent_detail_page, route="/talent-detail/[id]", title=page_title(T.TALENT_TITLE),
                 on_load=[AuthState.require_session_here, S.load])
