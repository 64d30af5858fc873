"""Portfolio cards of the feed (card view and grid view), their gallery and action buttons."""

import reflex as rx

from ..texts import discovery as T
from .face import initial_face
from .i18n import count_text, t, t_data
from .radix_markup import (radix_badge, radix_button, radix_card, radix_link, radix_stack,
                           radix_text)

# Which derivative the browser picks: a tile fills its card on a phone, else about a column.
FULL_SIZES = "(max-width: 640px) 100vw, 400px"
HALF_SIZES = "(max-width: 640px) 50vw, 200px"
GRID_SIZES = "(max-width: 640px) 50vw, 300px"  # two a row on a phone, up to 3 beside a panel
TILE_SIDE = "480"  # the thumb derivative's side: reserves the square before it loads


def tile_image(slide, sizes: str, high=None) -> rx.Component:
    """The picture (WebP where offered, else JPEG) over a blurred tiny placeholder; fetched
    first when `high` (by default: when eager). Plain elements, as first_screen/cards.image
    serves them (their rules: components/card_look.py)."""
    img = rx.el.img(
        src=slide.src, src_set=slide.srcset, sizes=sizes, alt="",
        loading=rx.cond(slide.eager, "eager", "lazy"), decoding="async", class_name="fs-fill",
        custom_attrs={"width": TILE_SIDE, "height": TILE_SIDE,
                      "fetchPriority": rx.cond(slide.eager if high is None else high,
                                               "high", "auto")})
    return rx.fragment(
        rx.cond(slide.placeholder != "",
                # An inline style, as served: Reflex's style prop is an emotion component.
                rx.el.div(aria_hidden="true", class_name="rt-Box fs-blur", custom_attrs={
                    "style": {"backgroundImage": "url(" + slide.placeholder + ")"}})),
        rx.el.picture(
            rx.cond(slide.webp_srcset != "",
                    rx.el.source(type="image/webp", src_set=slide.webp_srcset, sizes=sizes)),
            img),
    )


def play_mark(diameter: int = 56) -> rx.Component:
    """A round play sign centred over a video's poster."""
    return rx.center(rx.icon("play", size=diameter * 26 // 56, color="white", fill="white",
                             aria_hidden="true"),
                     position="absolute", top="50%", left="50%", width=f"{diameter}px",
                     height=f"{diameter}px", transform="translate(-50%, -50%)",
                     border_radius="50%", background="rgba(0, 0, 0, 0.55)", padding_left="3px",
                     class_name="video-play-mark")


def video_tile(slide, sizes: str, high=None) -> rx.Component:
    """A video's poster frame (a dark tile when it has none) under a play mark."""
    return rx.fragment(
        rx.cond(slide.src != "", tile_image(slide, sizes, high),
                rx.box(position="absolute", inset="0",
                       background="linear-gradient(135deg, #2b2420, #5a4636)")),
        play_mark(),
    )


def media_tile(slide, on_click, sizes: str = FULL_SIZES, classes: str = "", high=None,
               button_class: str = "card-thumb") -> rx.Component:
    """A small derivative (or a play tile for a video) in a real button, so the keyboard opens
    the viewer too; the broken-image text lies under the button, outside its name, and shows
    when the picture fails (launch/broken_pictures.py; `high`: see tile_image). Plain
    elements, as first_screen/cards.media_tile serves them (`classes`: the box's)."""
    return rx.el.div(
        rx.el.div(radix_text(t(T.IMAGE_NOT_AVAILABLE), "1", classes="rt-r-ta-center fs-muted"),
                  class_name="rt-Flex fs-under"),
        rx.el.button(
            rx.cond(
                slide.type == "video",
                video_tile(slide, sizes, high),
                tile_image(slide, sizes, high),
            ),
            type="button", aria_label=rx.cond(slide.type == "video", t(T.PLAY_VIDEO),
                                              t(T.VIEW_IMAGE)),
            class_name=f"tile-open {button_class} fs-open", on_click=on_click,
        ),
        class_name=f"rt-Box fs-tile {classes}".strip(),
    )


def card_thumb(slide, on_click, sizes: str, extra: str = "") -> rx.Component:
    """A feed card's tile in two nodes, button and picture (placeholder and broken-image text
    by CSS, components/card_look.py; the server answers the JPEG URLs with WebP where taken)."""
    img = rx.el.img(
        src=slide.src, src_set=slide.srcset, sizes=sizes, alt="",
        loading=rx.cond(slide.eager, "eager", "lazy"), decoding="async",
        custom_attrs={"width": TILE_SIDE, "height": TILE_SIDE,
                      "fetchPriority": rx.cond(slide.eager, "high", "auto")})
    video = slide.type == "video"
    return rx.el.button(
        rx.cond(video, rx.fragment(rx.cond(slide.src != "", img,
                                           rx.el.span(class_name="fs-video")),
                                   rx.el.span(class_name="video-play-mark fs-mark fs-i i-play")),
                img),
        type="button", aria_label=rx.cond(video, t(T.PLAY_VIDEO), t(T.VIEW_IMAGE)),
        class_name="card-thumb fs-thumb" + extra, on_click=on_click,
        # An inline style, as served: Reflex's style prop is an emotion component, and a rule
        # of its own inserted into the page for each placeholder.
        custom_attrs={"data-na": t(T.IMAGE_NOT_AVAILABLE), "style": {
            "--ph": rx.cond(slide.placeholder != "", "url(" + slide.placeholder + ")",
                            "none")}},
    )


def gallery(card, on_open) -> rx.Component:
    """Up to 4 thumbnails; one item fills the box."""
    return rx.cond(
        card.gallery.length() == 1,
        card_thumb(card.gallery[0], on_open(card.id, 0), FULL_SIZES, " fs-gal"),
        rx.el.div(rx.foreach(card.gallery, lambda s, i: card_thumb(s, on_open(card.id, i),
                                                                    HALF_SIZES)),
                  class_name="fs-gal fs-pair"),
    )


def action_button(icon: str, label, count, active, disabled, on_click, name: str,
                  compact: bool = False) -> rx.Component:
    """Admire / Appreciate / Share with its count (the icon a CSS mask, components/card_look.py;
    a Radix Button's markup, as first_screen/cards.py serves it)."""
    return radix_button(
        # Compact: the label is for screen readers only; the name still holds the count shown.
        (rx.el.span(label, class_name="rt-Text sr-only") if compact else label,
         rx.fragment() if count is None else rx.el.span(
            count_text(count), class_name="rt-Text rt-r-weight-bold count")),
        rx.cond(active, "solid", "soft"), classes=f"rt-Button action-{name} fs-i i-{icon}",
        size="1" if compact else "2", accent=rx.cond(active, "orange", "gray"), round_=False,
        disabled=disabled, on_click=on_click,
    )


def actions(card, pending, shared, handlers, compact: bool = False) -> rx.Component:
    """The three controls of a card (the card view lays them out in its own row)."""
    busy = pending.contains(card.id)
    done_sharing = card.shared | shared.contains(card.id)
    buttons = (
        action_button("heart", rx.cond(card.admired, t(T.ADMIRED), t(T.ADMIRE)), card.admire_count,
                      card.admired, busy, handlers["toggle"](card.id, "admire"), "admire",
                      compact),
        action_button("sparkles", rx.cond(card.appreciated, t(T.APPRECIATED), t(T.APPRECIATE)),
                      card.appreciate_count, card.appreciated, busy,
                      handlers["toggle"](card.id, "appreciate"), "appreciate", compact),
        action_button("share-2", rx.cond(done_sharing, t(T.SHARED), t(T.SHARE)), None, done_sharing,
                      busy | done_sharing, handlers["share"](card.id), "share", compact),
    )
    # No controls on the viewer's own items (the server refuses them too).
    row = rx.el.div(*buttons, class_name="rt-Flex rt-r-fd-row rt-r-ai-start rt-r-fw-wrap "
                                         "rt-r-gap-2 rx-Stack fs-flex")
    return rx.cond(card.own, rx.fragment(), row if compact else rx.fragment(*buttons))


def ai_badge(shown) -> rx.Component:
    """The small "AI-generated" label of works made with generative AI."""
    return rx.cond(shown, radix_badge(t(T.AI_GENERATED), variant="surface", accent="violet",
                                      classes="ai-badge fs-i i-sparkles"))


def badge_row(card) -> rx.Component:
    """The AI-generated label, at most two category badges and "+N"."""
    return radix_stack(
        ai_badge(card.ai_generated),
        # A long category ("Makeup Artists & Hair") ends in "..." inside a narrow tile.
        rx.foreach(card.badges, lambda b: radix_badge(t_data(b), title=t_data(b),
                                                      classes="card-badge fs-cut")),
        rx.cond(card.more != "", radix_badge(card.more, variant="outline",
                                             classes="card-more")),
        direction="row", gap="1", classes="rt-r-fw-wrap fs-max",
    )


def owner_row(card, save=None) -> rx.Component:
    """Avatar, name, level and city (and the Save toggle), laid out by one grid."""
    return rx.el.div(
        # The photo alone (no avatar box around it), else the initial; the name says who.
        rx.cond(card.owner_photo != "",
                rx.el.img(src=card.owner_photo, alt="", loading="lazy",
                          class_name="rt-AvatarImage fs-face"),
                initial_face(card.owner[:1], "2")),
        radix_text(card.owner, "2", bold=True, classes="rt-r-lt-both"),
        radix_text(rx.fragment(t_data(card.level),
                               rx.cond((card.level != "") & (card.location != ""), " · ", ""),
                               t_data(card.location)), "1", classes="fs-muted"),
        save_toggle(card, save),
        class_name="fs-owner",
    )


def view_profile(card, compact: bool = False) -> rx.Component:
    """Link to the owner's talent page."""
    return radix_link(radix_button(t(T.VIEW_PROFILE), "outline", classes="rt-Button fs-ia "
                                   "i-arrow-right", size="1" if compact else "2", round_=False),
                      to="/talent-detail/" + card.user_id, classes="view-profile fs-link")


def save_toggle(card, save) -> rx.Component:
    """Save / Saved for the card's talent: signed-in readers only, never on their own work.
    `save` is (saved talent ids, the reader's id, the toggle handler) or None."""
    if save is None:
        return rx.fragment()
    saved_ids, viewer_id, on_toggle = save
    saved = saved_ids.contains(card.user_id)
    return rx.cond(
        (viewer_id != "") & (viewer_id != card.user_id),
        # No child: the icon is the button's CSS mask (Radix's default size is 2).
        radix_button(rx.fragment(), rx.cond(saved, "solid", "soft"),
                     classes="rt-IconButton save-talent fs-i "
                             + rx.cond(saved, "i-bookmark-check", "i-bookmark"),
                     accent=rx.cond(saved, "orange", "gray"), round_=False,
                     on_click=on_toggle(card.user_id),
                     aria_label=rx.cond(saved, t(T.SAVED), t(T.SAVE)),
                     aria_pressed=rx.cond(saved, "true", "false"),
                     title=rx.cond(saved, t(T.SAVED), t(T.SAVE))))


def feed_card(card, pending, shared, handlers, save=None) -> rx.Component:
    """Card view: gallery, owner, title, badges, actions, View Profile, Save (<= 30 nodes)."""
    return radix_card(
        gallery(card, handlers["open"]),
        owner_row(card, save),
        radix_text(card.title, "4", bold=True, classes="card-title fs-lh"),
        badge_row(card),
        rx.el.div(actions(card, pending, shared, handlers), view_profile(card),
                  class_name="fs-acts"),
        size="2", classes="feed-card fs-col fs-w fs-card", id="card-" + card.id,
    )


def grid_tile(card, pending, shared, handlers) -> rx.Component:
    """Grid view: cover, title, owner and compact actions (plain elements, as
    first_screen/cards.grid_tile serves them)."""
    return rx.el.div(
        rx.cond(card.gallery.length() > 0,
                media_tile(card.gallery[0], handlers["open"](card.id, 0), HALF_SIZES,
                           classes="fs-w fs-round card-thumb-box"),
                rx.el.div(class_name="rt-Box fs-tile fs-w fs-round")),
        rx.el.div(
            radix_text(card.title, "2", bold=True, classes="rt-r-lt-both card-title"),
            radix_text(card.owner, "1", classes="fs-muted"),
            badge_row(card),
            rx.el.div(actions(card, pending, shared, handlers, compact=True),
                      view_profile(card, compact=True),
                      class_name="rt-Flex rt-r-fd-row rt-r-ai-start rt-r-jc-space-between "
                                 "rt-r-fw-wrap rt-r-gap-2 rx-Stack fs-w"),
            class_name="rt-Flex rt-r-fd-column rt-r-ai-start rt-r-gap-1 rx-Stack fs-pt8",
        ),
        class_name="rt-Box feed-card fs-w", id="card-" + card.id,
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
