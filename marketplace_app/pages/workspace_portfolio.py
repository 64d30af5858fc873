"""/portfolio: the talent's own portfolio (spec §2.13)."""

from types import SimpleNamespace

import reflex as rx

from ..components.face import member_face
from ..components.first_screen_seed import first_screen_seed
from ..components.i18n import t, t_data
from ..components.layout import page_shell
from ..components.portfolio_cards import GRID_SIZES, play_mark, tile_image
from ..components.radix_markup import radix_badge, radix_button, radix_link, radix_stack, radix_text
from ..components.view_stats import view_stats

from ..state.auth import AuthState
from ..state.own_portfolio import SORTS, OwnPortfolioState as S
from ..texts import workspace as T

def cover_slide(item) -> SimpleNamespace:
    """A tile's cover as the slide tile_image draws (the item's own fields)."""
    return SimpleNamespace(src=item["cover"].to(str), srcset=item["srcset"].to(str),
                           webp_srcset=item["webp_srcset"].to(str),
                           placeholder=item["placeholder"].to(str), eager=item["eager"].to(bool))


def _stat(label: str, value, stat_id: str) -> rx.Component:
    return rx.vstack(rx.text(value, size="6", weight="bold", id=stat_id),
                     rx.text(label, size="1", color="var(--gray-11)"),
                     align="center", spacing="0", flex="1")


def _editable(label: str, text, empty: str) -> rx.Component:
    return rx.vstack(
        rx.hstack(rx.text(label, size="2", weight="bold"),
                  rx.link(rx.icon("pencil", size=14), href="/profile-settings",
                          aria_label=f"{t(T.EDIT)} {label}", color="var(--gray-11)"),
                  justify="between", width="100%"),
        rx.text(rx.cond(text != "", text, empty), size="2", color="var(--gray-11)"),
        spacing="1", width="100%",
    )


def side_panel() -> rx.Component:
    """Photo, name, handle, stats, bio and experience."""
    p = S.profile
    return rx.card(rx.vstack(
        member_face(p["photo"], p["name"][:1], "8"),
        rx.vstack(
            rx.heading(p["name"], size="5", align="center", id="signed-in-name"),
            rx.cond(p["username"] != "", rx.text("@", p["username"], size="2",
                                                 color="var(--gray-11)")),
            rx.hstack(rx.cond(p["category"] != "", rx.badge(t_data(p["category"]), radius="full")),
                      rx.cond(p["location"] != "", rx.badge(rx.icon("map-pin", size=12),
                                                            t_data(p["location"]), variant="soft",
                                                            color_scheme="gray",
                                                            radius="full")),
                      spacing="2", wrap="wrap", justify="center"),
            align="center", spacing="1",
        ),
        rx.hstack(_stat(t(T.JOBS), S.jobs, "stat-jobs"), rx.separator(orientation="vertical"),
                  _stat(t(T.COLABS), S.colabs, "stat-colabs"), width="100%", padding_y="8px"),
        view_stats(),
        _editable(t(T.BIO), p["bio"], t(T.NO_BIO)),
        _editable(t(T.EXPERIENCE), rx.cond(p["level"] != "", rx.cond(
            p["years"] != "", t_data(p["level"]) + " · " + p["years"] + " "
            + rx.cond(p["years"] == "1", t(T.YEAR), t(T.YEARS)),
            t_data(p["level"])),
            ""), t(T.NO_EXPERIENCE)),
        rx.link(rx.button(rx.icon("settings", size=16), t(T.PROFILE_SETTINGS), variant="soft",
                          width="100%"), href="/profile-settings", width="100%",
                id="profile-settings-link"),
        rx.button(rx.icon("log-out", size=16), t(T.LOGOUT), variant="outline", color_scheme="gray",
                  width="100%", on_click=AuthState.logout, id="logout"),
        spacing="4", align="center", padding="8px",
    ), size="2", height="fit-content", width="100%")


def _media_state(item) -> rx.Component:
    """Over a tile whose video is encoding: progress; over one that failed: why."""
    veil = dict(position="absolute", inset="0", padding="12px", spacing="2",
                justify="center", align="center", background="rgba(0,0,0,0.62)",
                pointer_events="none")
    return rx.fragment(
        rx.cond(item["processing"], rx.vstack(
            rx.spinner(size="3", color="white"),
            rx.text(t(T.PROCESSING_VIDEO), size="2", weight="bold", color="white",
                    align="center"),
            # A fixed height: in the stretched column Radix's bar would grow into an oval.
            rx.progress(value=item["progress"], max=100, width="70%", height="6px",
                        flex="none", color_scheme="orange",
                        background="rgba(255, 255, 255, 0.3)"),
            rx.text(item["progress"], "%", size="1", color="white", class_name="video-progress"),
            class_name="video-processing", **veil)),
        rx.cond(item["failed"], rx.vstack(
            rx.icon("triangle-alert", size=22, color="var(--red-9)"),
            rx.text(t(T.VIDEO_FAILED), size="2", weight="bold", color="white", align="center"),
            rx.text(item["error"], size="1", color="white", align="center",
                    class_name="video-error"),
            class_name="video-failed", **veil)),
    )


def _tile_button(glyph: str, label, accent: str, shade: str, extra: str,
                 **props) -> rx.Component:
    """A small solid icon button over the tile (its icon: components/own_look.py)."""
    return radix_button((), "solid", size="1", accent=accent, round_=False,
                        classes=f"{shade}rt-IconButton {extra}fs-i i-{glyph}", aria_label=label,
                        title=label, **props)


def _tile(item) -> rx.Component:
    """One work: its cover, title and controls; plain elements, as
    first_screen/own_portfolio.tile serves them."""
    busy = S.pending == item["id"]
    edit_href = "/portfolio-edit/" + item["id"].to(str)
    toggle = radix_button(
        rx.cond(item["status"], t(T.DISABLE), t(T.ENABLE)), "solid", size="1", accent="gray",
        round_=False, disabled=busy, on_click=S.toggle_status(item["id"]),
        classes="rt-high-contrast rt-Button toggle-status fs-i "
        + rx.cond(item["status"], "i-eye-off", "i-eye"))
    controls = radix_stack(
        toggle,
        radix_link(_tile_button("pencil", t(T.EDIT), "gray", "rt-high-contrast ", ""),
                   to=edit_href, classes="edit-item fs-link", underline="auto"),
        _tile_button("trash-2", t(T.DELETE), "red", "", "delete-item ", disabled=busy,
                     on_click=S.ask_delete(item["id"])),
        direction="row", gap="2", justify="end")
    return rx.el.div(
        radix_link(
            # A video's cover is its poster frame (a JPEG), marked with a play sign.
            rx.cond(item["cover"] != "", tile_image(cover_slide(item), GRID_SIZES,
                                                    high=item["high"])),
            rx.cond(item["cover_is_video"] & ~item["processing"] & ~item["failed"],
                    play_mark(44)),
            to=edit_href, classes=rx.cond(item["status"], "fs-cover", "fs-cover fs-dim"),
            underline="auto", aria_label=item["title"]),
        _media_state(item),
        rx.cond(~item["status"], radix_badge(t(T.DISABLED_BADGE), variant="solid",
                                             accent="gray", classes="disabled-badge fs-tl")),
        rx.el.div(rx.el.p(item["title"], class_name="rt-Text rt-r-size-2 rt-r-weight-bold "
                                                   "rt-r-lt-both tile-title fs-white"),
                  class_name="rt-Box fs-shade"),
        rx.el.div(controls, class_name="rt-Box tile-actions fs-corner"),
        class_name="rt-Box portfolio-tile fs-own-tile",
        custom_attrs={"data-status": rx.cond(item["status"], "enabled", "disabled"),
                      "data-title": item["title"]},
    )


def _post_tile() -> rx.Component:
    return radix_link(
        radix_stack(rx.el.div(class_name="rt-Flex fs-plus fs-i i-plus"),
                    radix_text(t(T.POST_WORK), "3", classes="rt-r-weight-bold rt-r-ta-center"),
                    radix_text(t(T.POST_WORK_NOTE), "1", classes="rt-r-ta-center fs-muted"),
                    direction="column", gap="2", align="center", justify="center",
                    classes="fs-post-in"),
        to="/work-upload", classes="fs-post", id="post-work")


def _sort() -> rx.Component:
    """A native select: the phone's own picker (first_screen/own_portfolio._sort)."""
    return rx.el.select(*[rx.el.option(t(order), value=order) for order in SORTS],
                        value=S.sort, on_change=S.set_sort, id="sort-select",
                        aria_label=t(T.SORT_LABEL),
                        class_name="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-surface "
                                   "fs-select")


def delete_confirm() -> rx.Component:
    """The confirmation before deleting."""
    return rx.alert_dialog.root(rx.alert_dialog.content(
        rx.alert_dialog.title(t(T.DELETE_CONFIRM_TITLE)),
        rx.alert_dialog.description(t(T.DELETE_CONFIRM_TEXT)),
        rx.hstack(
            rx.alert_dialog.cancel(rx.button(t(T.CANCEL), variant="soft", color_scheme="gray",
                                             on_click=S.cancel_delete)),
            rx.alert_dialog.action(rx.button(t(T.DELETE), color_scheme="red", on_click=S.delete,
                                             id="confirm-delete")),
            justify="end", spacing="3", padding_top="12px",
        ),
    ), open=S.confirm_id != "")


def own_portfolio() -> rx.Component:
    """Side panel and grid."""
    return page_shell(rx.box(
        rx.cond(
            S.loaded,
            rx.grid(
                side_panel(),
                rx.vstack(
                    rx.hstack(
                        rx.heading(t(T.PORTFOLIO_TITLE), size="7", id="screen-title"),
                        _sort(),
                        justify="between", align="center", width="100%", wrap="wrap",
                        spacing="3",
                    ),
                    rx.grid(_post_tile(), rx.foreach(S.shown, _tile),
                            columns={"initial": "2", "sm": "3"}, spacing="3", width="100%",
                            id="portfolio-grid"),
                    rx.cond(S.items.length() == 0, rx.text(t(T.EMPTY_PORTFOLIO), size="2",
                                                           color="var(--gray-11)")),
                    spacing="4", width="100%",
                ),
                columns={"initial": "1", "md": "300px 1fr"}, spacing="5", width="100%",
            ),
            rx.center(rx.spinner(size="3"), padding="64px", id="session-check"),
        ),
        delete_confirm(), first_screen_seed(),
        max_width="1200px", margin_x="auto", width="100%", box_sizing="border-box",
        padding=rx.breakpoints(initial="20px 14px 48px", md="40px 24px 72px"),
    ))
