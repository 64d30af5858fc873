"""Portfolio cards of the feed (card view and grid view), their gallery and action buttons."""

import reflex as rx
from reflex_base.vars.base import Var

from .. import discovery_texts as T
from .i18n import t
from .theme import MUTED, SHADOW

# A broken image hides itself, uncovering the "Image not available" text beneath it.
HIDE_WHEN_BROKEN = {"onError": Var(_js_expr="((e) => { e.currentTarget.style.display = 'none'; })")}


def media_tile(slide, on_click, **props) -> rx.Component:
    """A small derivative (or a play tile for a video) over the broken-image text."""
    return rx.box(
        rx.center(rx.text(T.IMAGE_NOT_AVAILABLE, size="1", color=MUTED, align="center"),
                  position="absolute", inset="0", padding="6px"),
        rx.cond(
            slide.type == "video",
            rx.center(rx.icon("circle-play", size=36, color="white"), position="absolute",
                      inset="0", background="linear-gradient(135deg, #2b2420, #5a4636)"),
            rx.image(src=slide.src, alt="", loading="lazy", width="100%", height="100%",
                     object_fit="cover", position="absolute", inset="0",
                     custom_attrs=HIDE_WHEN_BROKEN),
        ),
        position="relative", overflow="hidden", background="var(--gray-3)", cursor="zoom-in",
        on_click=on_click, **props,
    )


def gallery(card, on_open) -> rx.Component:
    """Up to 4 thumbnails; one item fills the box."""
    return rx.cond(
        card.gallery.length() == 1,
        media_tile(card.gallery[0], on_open(card.id, 0), aspect_ratio="1", width="100%",
                   class_name="card-thumb"),
        rx.grid(
            rx.foreach(card.gallery, lambda s, i: media_tile(
                s, on_open(card.id, i), aspect_ratio="1", class_name="card-thumb")),
            columns="2", gap="3px", width="100%",
            # Three items: the first spans the top row instead of leaving a hole.
            style={"& > :first-child:nth-last-child(3)": {"grid_column": "span 2",
                                                          "aspect_ratio": "2 / 1"}},
        ),
    )


def action_button(icon: str, label, count, active, disabled, on_click, name: str,
                  compact: bool = False) -> rx.Component:
    """Admire / Appreciate / Share with its count."""
    return rx.button(
        rx.icon(icon, size=16),
        rx.cond(compact, rx.fragment(), rx.text(label, as_="span")),
        rx.cond(count is None, rx.fragment(), rx.text(count, as_="span", weight="bold",
                                                      class_name="count")),
        size="1" if compact else "2", variant=rx.cond(active, "solid", "soft"),
        color_scheme=rx.cond(active, "orange", "gray"), disabled=disabled, on_click=on_click,
        class_name=f"action-{name}", aria_label=label, type="button",
    )


def actions(card, pending, shared, handlers, compact: bool = False) -> rx.Component:
    """The three controls of a card."""
    busy = pending.contains(card.id)
    done_sharing = card.shared | shared.contains(card.id)
    return rx.hstack(
        action_button("heart", rx.cond(card.admired, t(T.ADMIRED), t(T.ADMIRE)), card.admire_count,
                      card.admired, busy, handlers["toggle"](card.id, "admire"), "admire",
                      compact),
        action_button("sparkles", rx.cond(card.appreciated, t(T.APPRECIATED), t(T.APPRECIATE)),
                      card.appreciate_count, card.appreciated, busy,
                      handlers["toggle"](card.id, "appreciate"), "appreciate", compact),
        action_button("share-2", rx.cond(done_sharing, t(T.SHARED), t(T.SHARE)), None, done_sharing,
                      busy | done_sharing, handlers["share"](card.id), "share", compact),
        spacing="2", wrap="wrap", display="contents" if not compact else "flex",
    )


def badge_row(card) -> rx.Component:
    """At most two category badges and "+N"."""
    return rx.hstack(
        rx.foreach(card.badges, lambda b: rx.badge(b, variant="soft", radius="full",
                                                     class_name="card-badge")),
        rx.cond(card.more != "", rx.badge(card.more, variant="outline", radius="full",
                                          class_name="card-more")),
        spacing="1", wrap="wrap",
    )


def owner_row(card) -> rx.Component:
    """Avatar, name, level and city."""
    return rx.hstack(
        rx.avatar(src=card.owner_photo, fallback=card.owner[:1], size="2", radius="full"),
        rx.vstack(
            rx.text(card.owner, size="2", weight="bold", trim="both"),
            rx.text(card.level, rx.cond((card.level != "") & (card.location != ""), " · ", ""),
                    card.location, size="1", color=MUTED),
            spacing="0", min_width="0",
        ),
        spacing="2", align="center", min_width="0",
    )


def view_profile(card, compact: bool = False) -> rx.Component:
    """Link to the owner's talent page."""
    return rx.link(rx.button(t(T.VIEW_PROFILE), rx.icon("arrow-right", size=14),
                             size="1" if compact else "2", variant="outline"),
                   href="/talent-detail/" + card.user_id, class_name="view-profile",
                   underline="none")


def feed_card(card, pending, shared, handlers) -> rx.Component:
    """Card view: gallery, owner, title, badges, actions, View Profile."""
    return rx.card(
        rx.vstack(
            rx.box(gallery(card, handlers["open"]), width="100%", overflow="hidden",
                   border_radius="var(--radius-3)"),
            owner_row(card),
            rx.text(card.title, size="4", weight="bold", class_name="card-title",
                    line_height="1.25"),
            badge_row(card),
            rx.flex(actions(card, pending, shared, handlers), view_profile(card),
                    spacing="2", wrap="wrap", width="100%"),
            spacing="3", width="100%",
        ),
        size="2", width="100%", class_name="feed-card", id="card-" + card.id,
        _hover={"box_shadow": SHADOW},
    )


def grid_tile(card, pending, shared, handlers) -> rx.Component:
    """Grid view: cover, title, owner and compact actions."""
    return rx.box(
        rx.cond(card.gallery.length() > 0,
                media_tile(card.gallery[0], handlers["open"](card.id, 0), aspect_ratio="1",
                           width="100%", border_radius="var(--radius-3)",
                           class_name="card-thumb"),
                rx.box(aspect_ratio="1", width="100%", background="var(--gray-3)",
                       border_radius="var(--radius-3)")),
        rx.vstack(
            rx.text(card.title, size="2", weight="bold", class_name="card-title", trim="both"),
            rx.text(card.owner, size="1", color=MUTED),
            badge_row(card),
            rx.hstack(actions(card, pending, shared, handlers, compact=True),
                      view_profile(card, compact=True), justify="between", wrap="wrap",
                      width="100%", spacing="2"),
            spacing="1", padding_top="8px", width="100%",
        ),
        class_name="feed-card", id="card-" + card.id, width="100%",
    )


def skeleton_cards(count: int, grid_props: dict) -> rx.Component:
    """Loading placeholders in the shape of the cards."""
    return rx.grid(
        *[rx.card(rx.vstack(rx.skeleton(rx.box(width="100%", aspect_ratio="1")),
                            rx.skeleton(rx.box(height="16px", width="60%")),
                            rx.skeleton(rx.box(height="22px", width="90%")),
                            spacing="3"), class_name="card-skeleton")
          for _ in range(count)],
        **grid_props,
    )
