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
from ..components.radix_markup import (radix_badge, radix_button, radix_card, radix_separator,
                                        radix_stack, radix_text)
from ..components.react.lightbox import lightbox
from ..components.reviews import review_form, reviews_section
from ..components.theme import GUTTER, MUTED, PAGE_MAX_WIDTH, bp
from ..state.auth import AuthState
from ..state.messages import MessagesState
from ..state.talent import TalentState as S


def _stat(value, label: str, sub=None, stat_id: str = "") -> rx.Component:
    return radix_stack(radix_text(value, "5", bold=True, id=stat_id or None),
                       radix_text(label, "1", classes="fs-muted"),
                       sub if sub is not None else rx.fragment(),
                       direction="column", gap="0", align="center", classes="fs-grow")


def _rating_label() -> rx.Component:
    return rx.cond(S.review_count == 0, t(T.NEW_RATING),
                   rx.cond(S.review_count == 1, t(ST.REVIEWS_ONE),
                           t(ST.REVIEWS_COUNT, n=S.review_count)))


def _chips(*children) -> rx.Component:
    """Badges in a wrapping row."""
    return rx.el.div(*children, class_name="rt-Flex rt-r-fw-wrap rt-r-gap-1")


def _windows() -> rx.Component:
    """Upcoming availability by city ("Jaipur, 10–15 Nov"), when the talent published some."""
    return rx.cond(S.windows.length() > 0, radix_stack(
        radix_text(t(T.UPCOMING_AVAILABILITY), "2", bold=True),
        _chips(rx.foreach(S.windows, lambda w: radix_badge(
            rx.icon("calendar", size=12, aria_hidden="true"), w.label, accent="orange",
            classes="talent-window"))),
        direction="column", gap="2", classes="fs-w", id="talent-availability",
    ))


def _toggle(name: str, glyph: str, on, labels, count) -> rx.Component:
    """Admire or Appreciate (`labels`: the texts once done, and before): solid once the
    reader has, with the count."""
    return radix_button(
        (rx.icon(glyph, size=16), rx.cond(on, *labels),
         rx.el.p(count, class_name="rt-Text rt-r-weight-bold count")),
        rx.cond(on, "solid", "soft"), classes="rt-Button fs-grow", round_=False,
        disabled=S.pending, on_click=S.toggle(name), id=f"talent-{name}")


def _reader_controls() -> rx.Component:
    """Admire, appreciate, save, share and message for someone else's profile."""
    return radix_stack(
        radix_stack(_toggle("admire", "heart", S.admired, (t(T.ADMIRED), t(T.ADMIRE)),
                            S.admire_count),
                    _toggle("appreciate", "sparkles", S.appreciated,
                            (t(T.APPRECIATED), t(T.APPRECIATE)), S.appreciate_count),
                    direction="row", gap="2", classes="fs-w"),
        radix_stack(
            # Radix's: it draws its spinner while saving.
            rx.button(rx.cond(S.saved, rx.icon("bookmark-check", size=16),
                              rx.icon("bookmark", size=16)),
                      rx.cond(S.saved, t(T.SAVED), t(T.SAVE)),
                      variant=rx.cond(S.saved, "solid", "soft"), loading=S.saving,
                      on_click=S.toggle_save, flex="1", id="save-talent",
                      aria_pressed=rx.cond(S.saved, "true", "false")),
            radix_button((rx.icon("share-2", size=16), t(T.SHARE_PROFILE)), "outline",
                         classes="rt-Button fs-grow", round_=False, on_click=S.share_profile,
                         id="share-profile"),
            direction="row", gap="2", classes="fs-w"),
        radix_button((rx.icon("message-circle", size=16), t(T.MESSAGE)), "soft",
                     classes="rt-Button fs-w", round_=False,
                     on_click=MessagesState.message_user(S.talent_id), id="message-talent"),
        direction="column", gap="4", classes="fs-w",
    )


def _who() -> rx.Component:
    """Name, handle, level and city."""
    return radix_stack(
        rx.el.h1(S.name, id="talent-name", class_name="rt-Heading rt-r-size-6 rt-r-ta-center"),
        rx.cond(S.username != "", radix_text("@" + S.username, "2", classes="fs-muted")),
        radix_text(t_data(S.level), "2", classes="rt-r-weight-medium", id="talent-level"),
        radix_stack(rx.icon("map-pin", size=14), radix_text(t_data(S.location), "2"),
                    direction="row", gap="1", align="center", classes="fs-muted"),
        direction="column", gap="1", align="center", classes="fs-w",
    )


def _stats() -> rx.Component:
    """Rating, projects, collaborations and years, with lines between."""
    line = radix_separator("vertical", "2")
    return radix_stack(
        _stat(S.rating, t(T.RATING), radix_text(_rating_label(), "1", classes="fs-muted",
                                                id="rating-label"), "talent-rating"),
        line, _stat(count_text(S.projects), t(T.PROJECTS), stat_id="talent-projects"),
        line, _stat(S.colabs, t(T.COLABS), stat_id="talent-colabs"),
        line, _stat(S.years, t(T.YEARS), stat_id="talent-years"),
        direction="row", gap="3", align="center", classes="fs-stats",
    )


def _left_panel() -> rx.Component:
    """The profile: plain elements with Radix's classes (components/detail_look.py), as the
    server draws it (first_screen/talent.py)."""
    return radix_card(radix_stack(
        radix_button((rx.icon("arrow-left", size=16), t(T.BACK)), "ghost", classes="rt-Button",
                     round_=False, on_click=rx.call_script("window.history.back()"), id="back"),
        rx.el.div(member_face(S.photo, S.name[:1], "8"), class_name="rt-Flex fs-center"),
        _who(),
        _stats(),
        radix_stack(
            radix_text(t(T.SPECIALIZATIONS), "2", bold=True),
            _chips(rx.foreach(S.specializations, lambda s: radix_badge(t_data(s))),
                   rx.foreach(S.subspecialties, lambda s: radix_badge(t_data(s),
                                                                       variant="outline"))),
            direction="column", gap="2", classes="fs-w"),
        _windows(),
        radix_stack(radix_text(t(T.ABOUT), "2", bold=True),
                    radix_text(rx.cond(S.bio != "", S.bio, t(T.NO_BIO)), "2", classes="fs-muted",
                               id="talent-bio"),
                    direction="column", gap="1", classes="fs-w"),
        radix_button(S.product, "solid", classes="rt-Button fs-w", size="3", round_=False,
                     on_click=S.collaborate, id="lets-button"),
        # Your own profile: its counts, but no admire/appreciate/share controls.
        rx.cond(S.is_owner, radix_text(t(ST.VIEWER_COUNTS, admires=count_text(S.admire_count),
                                         appreciations=count_text(S.appreciate_count)),
                                       "2", classes="fs-muted", id="own-counts"),
                _reader_controls()),
        direction="column", gap="4", classes="fs-w",
    ), size="3", classes="fs-w")


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
                        media_tile(c.gallery[0], S.open_viewer(c.id, 0), GRID_SIZES,
                                   classes="fs-w fs-round")),
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
