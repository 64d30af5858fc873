"""/portfolio: the talent's own portfolio (spec §2.13)."""

from types import SimpleNamespace

import reflex as rx

from ..components.face import member_face
from ..components.first_screen_seed import first_screen_seed
from ..components.i18n import t, t_data
from ..components.layout import page_shell
from ..components.portfolio_cards import GRID_SIZES, play_mark, tile_image
from ..components.view_stats import view_stats

from ..state.auth import AuthState
from ..state.own_portfolio import SORTS, OwnPortfolioState as S
from ..texts import workspace as T

# Actions show on hover, on keyboard focus, and always on touch screens (no hover there).
TILE_STYLE = {
    "& .tile-actions": {"opacity": "0", "transition": "opacity 150ms ease"},
    "&:hover .tile-actions, &:focus-within .tile-actions": {"opacity": "1"},
    "@media (hover: none)": {"& .tile-actions": {"opacity": "1"}},
}


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


def _tile(item) -> rx.Component:
    busy = S.pending == item["id"]
    return rx.box(
        rx.link(
            # A video's cover is its poster frame (a JPEG), marked with a play sign.
            rx.cond(item["cover"] != "", tile_image(cover_slide(item), GRID_SIZES,
                                                    high=item["high"])),
            rx.cond(item["cover_is_video"] & ~item["processing"] & ~item["failed"],
                    play_mark(44)),
            href=f"/portfolio-edit/{item['id']}", display="block", width="100%",
            height="100%", aria_label=item["title"],
            opacity=rx.cond(item["status"], "1", "0.45"),
        ),
        _media_state(item),
        rx.cond(~item["status"], rx.badge(t(T.DISABLED_BADGE), color_scheme="gray",
                                          variant="solid", position="absolute", top="8px",
                                          left="8px", class_name="disabled-badge")),
        rx.box(
            rx.text(item["title"], size="2", weight="bold", color="white", trim="both",
                    class_name="tile-title"),
            position="absolute", left="0", right="0", bottom="0", padding="10px",
            padding_top="28px", pointer_events="none",
            background="linear-gradient(180deg, transparent, rgba(0,0,0,0.75))",
        ),
        rx.box(
            rx.hstack(
                rx.button(rx.cond(item["status"], rx.icon("eye-off", size=14),
                                  rx.icon("eye", size=14)),
                          rx.cond(item["status"], t(T.DISABLE), t(T.ENABLE)), size="1",
                          variant="solid", color_scheme="gray", high_contrast=True,
                          disabled=busy, on_click=S.toggle_status(item["id"]),
                          class_name="toggle-status"),
                rx.link(rx.icon_button(rx.icon("pencil", size=14), size="1", variant="solid",
                                       color_scheme="gray", high_contrast=True,
                                       aria_label=t(T.EDIT), title=t(T.EDIT)),
                        href=f"/portfolio-edit/{item['id']}", class_name="edit-item"),
                rx.icon_button(rx.icon("trash-2", size=14), size="1", color_scheme="red",
                               aria_label=t(T.DELETE), title=t(T.DELETE), disabled=busy,
                               on_click=S.ask_delete(item["id"]), class_name="delete-item"),
                spacing="2", justify="end",
            ),
            position="absolute", top="0", right="0", padding="8px",
            class_name="tile-actions",
        ),
        position="relative", aspect_ratio="1", overflow="hidden",
        border_radius="var(--radius-4)", background="var(--gray-3)", style=TILE_STYLE,
        class_name="portfolio-tile", data_title=item["title"],
        data_status=rx.cond(item["status"], "enabled", "disabled"),
    )


def _post_tile() -> rx.Component:
    return rx.link(
        rx.vstack(rx.center(rx.icon("plus", size=28, color="var(--accent-9)"), width="56px",
                            height="56px", border_radius="50%", background="var(--accent-3)"),
                  rx.text(t(T.POST_WORK), size="3", weight="bold", align="center"),
                  rx.text(t(T.POST_WORK_NOTE), size="1", color="var(--gray-11)", align="center"),
                  align="center", justify="center", spacing="2", height="100%", padding="12px"),
        href="/work-upload", underline="none", color="inherit", aspect_ratio="1",
        border="2px dashed var(--accent-7)", border_radius="var(--radius-4)", display="block",
        id="post-work", _hover={"background": "var(--accent-2)"},
    )


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
                        rx.select.root(
                            rx.select.trigger(aria_label=t(T.SORT_LABEL), id="sort-select"),
                            rx.select.content(*[rx.select.item(t(o), value=o) for o in SORTS]),
                            value=S.sort, on_change=S.set_sort),
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
