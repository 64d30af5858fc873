"""/photography: real photographers by speciality, with the filter panel (starting price in
₹, experience, Indian cities) applied on the server, a page at a time."""

import reflex as rx

from .. import catalog
from ..components.collaboration_dialog import collaboration_dialog, own_work_dialog
from ..components.i18n import t, t_data
from ..components.layout import page_shell
from ..components.theme import GUTTER, MUTED, PAGE_MAX_WIDTH, SHADOW, bp
from ..components.ui import container, cover_image
from ..display_rules.cards import TalentCard
from ..state.photography import SPECIALITIES, PhotographyState
from ..texts import discovery as TD
from ..texts import site as TS
from ..texts.site import EXPERIENCE_FILTERS

S = PhotographyState


def _rating(card: TalentCard) -> rx.Component:
    return rx.cond(
        card.rating != "",
        rx.hstack(rx.icon("star", size=14, color="var(--amber-11)", fill="var(--amber-9)"),
                  rx.text(card.rating, size="2", weight="bold"),
                  rx.text(f"({card.review_count})", size="1", color=MUTED),
                  spacing="1", align="center"),
        rx.badge(t(TD.NEW_RATING), color_scheme="green", variant="soft"),
    )


def _photographer_card(card: TalentCard) -> rx.Component:
    profile = "/photographer-profile?id=" + card.id
    return rx.card(
        rx.hstack(
            rx.avatar(src=card.photo, fallback=card.initials, size="5", radius="full",
                      alt=card.name),
            rx.vstack(
                rx.heading(card.name, size="4", as_="h3"),
                rx.text(t_data(card.speciality), size="2", color="var(--accent-11)",
                        weight="medium"),
                _rating(card),
                spacing="1", width="100%", min_width="0",
            ),
            spacing="3", align="center", width="100%",
        ),
        rx.vstack(
            rx.hstack(
                rx.icon("map-pin", size=14), rx.text(t_data(card.city), size="2"),
                rx.cond(card.years != "",
                        rx.text("· ", t(TS.YEARS_YRS, years=card.years), size="2")),
                color=MUTED, spacing="1", align="center",
            ),
            rx.text(rx.cond(card.price != "", t(TS.FROM_PRICE, price=card.price),
                            t(TS.PRICE_ON_REQUEST)), size="3", weight="bold"),
            rx.grid(
                rx.link(rx.button(t(TS.VIEW_PORTFOLIO), size="2", width="100%",
                                  white_space="nowrap"), href=profile, underline="none"),
                rx.button(t(TS.GET_QUOTE), size="2", variant="soft", width="100%",
                          on_click=S.quote(card.id)),
                columns="2", spacing="2", width="100%", padding_top="4px",
            ),
            spacing="2", padding_top="12px",
        ),
        size="2", class_name="photographer-card",
    )


def _speciality_tabs() -> rx.Component:
    choices = [("", TS.ALL_SPECIALITIES), *[(name, name) for name in SPECIALITIES]]
    return rx.flex(
        *[rx.button(t(label), radius="full", size="2",
                    variant=rx.cond(S.speciality == value, "solid", "soft"),
                    on_click=S.choose(value), id=f"photo-cat-{n}")
          for n, (value, label) in enumerate(choices)],
        spacing="2", wrap="wrap",
    )


def _filter_panel() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.heading(t(TS.FILTERS), size="4"),
            rx.text(t(TS.STARTING_PRICE_RUPEES), size="2", weight="bold"),
            rx.hstack(
                rx.input(placeholder=t(TS.MIN), value=S.price_min, input_mode="numeric",
                         on_change=S.set_price_min, aria_label=t(TS.MINIMUM_PRICE),
                         width="100%", id="price-min"),
                rx.input(placeholder=t(TS.MAX), value=S.price_max, input_mode="numeric",
                         on_change=S.set_price_max, aria_label=t(TS.MAXIMUM_PRICE),
                         width="100%", id="price-max"),
                width="100%",
            ),
            rx.text(t(TS.EXPERIENCE), size="2", weight="bold"),
            rx.radio_group.root(
                rx.vstack(*[rx.el.label(rx.radio_group.item(value=key),
                                        rx.text(t(label), size="2"),
                                        style={"display": "flex", "gap": "8px",
                                               "alignItems": "center"})
                            for key, label in (("any", TS.ANY_EXPERIENCE),
                                               *EXPERIENCE_FILTERS)], spacing="2"),
                value=rx.cond(S.experience == "", "any", S.experience),
                on_change=S.set_experience,
            ),
            rx.text(t(TS.LOCATION), size="2", weight="bold"),
            rx.grid(*[rx.el.label(rx.checkbox(checked=S.cities.contains(city),
                                              on_change=S.toggle_city(city), size="2"),
                                  rx.text(t(city), size="2"),
                                  style={"display": "flex", "gap": "8px",
                                         "alignItems": "center"})
                      for city in catalog.CITIES],
                    columns=bp("2", "2", "1"), spacing="2", width="100%"),
            rx.button(t(TS.APPLY_FILTERS), width="100%", on_click=S.apply_filters,
                      id="apply-filters"),
            rx.button(t(TD.CLEAR_FILTERS), width="100%", variant="ghost",
                      on_click=S.clear_filters),
            spacing="3", align="start",
        ),
        size="3", width="100%", id="filter-panel",
    )


def _filter_column() -> rx.Component:
    """The panel: closed on phones and open on wider screens until the toggle flips it."""
    def column(*shown: str) -> rx.Component:
        # Both responsive props as breakpoints: a list here would order its media queries
        # after these and win the cascade (the panel went full width on desktops).
        return rx.box(_filter_panel(), display=bp(*shown), width=bp("100%", "100%", "260px"),
                      flex_shrink="0")

    return rx.cond(S.filters_flipped, column("block", "block", "none"),
                   column("none", "none", "block"))


def _results() -> rx.Component:
    return rx.vstack(
        rx.cond(
            S.loading,
            rx.text(t(TS.PHOTOGRAPHERS_LOADING), color=MUTED, id="photographers-loading"),
            rx.cond(
                S.cards.length() > 0,
                rx.grid(rx.foreach(S.cards, _photographer_card),
                        columns=bp("1", "2", "2", "3"), gap="20px", width="100%"),
                rx.text(t(TS.NO_PHOTOGRAPHERS), color=MUTED, id="no-photographers"),
            ),
        ),
        rx.cond(S.next_cursor != "",
                rx.button(t(TD.LOAD_MORE), variant="outline", on_click=S.load_more,
                          loading=S.more_loading, id="load-more")),
        spacing="4", width="100%", align="center", flex="1",
    )


def _listing() -> rx.Component:
    return rx.vstack(
        rx.hstack(
            rx.heading(t(TS.TOP_PHOTOGRAPHERS), size="6", id="photographers-heading"),
            rx.spacer(),
            rx.button(rx.icon("sliders-horizontal", size=16),
                      # Phones start with the panel closed, wider screens with it open.
                      rx.box(rx.cond(S.filters_flipped, t(TS.HIDE_FILTERS),
                                     t(TS.SHOW_FILTERS)), display=bp("inline", "inline", "none")),
                      rx.box(rx.cond(S.filters_flipped, t(TS.SHOW_FILTERS),
                                     t(TS.HIDE_FILTERS)), display=bp("none", "none", "inline")),
                      variant="outline", on_click=S.toggle_filters, id="toggle-filters"),
            width="100%", align="center", wrap="wrap",
        ),
        rx.flex(
            _filter_column(),
            _results(),
            gap="24px", direction=bp("column", "column", "row"), width="100%", align="start",
        ),
        spacing="5", width="100%",
    )


def _hero() -> rx.Component:
    return rx.box(
        cover_image("/site/photography-hero.jpg", "", position="absolute", inset="0",
                    loading="eager"),
        rx.box(position="absolute", inset="0",
               background="linear-gradient(90deg, rgba(10,8,8,0.85), rgba(10,8,8,0.3))"),
        rx.vstack(
            rx.heading(t(TS.PHOTOGRAPHY), size=bp("8", "8", "9"), color="white", weight="bold"),
            rx.text(t(TS.PORTRAITS_PRODUCTS_FASHION_AND_ART_BOOK), size="4",
                    color="rgba(255,255,255,0.85)", max_width="520px"),
            rx.hstack(
                rx.link(rx.button(t(TS.BEST_OF_2024), size="3", radius="full"),
                        href="/main-feed?category=Photography", underline="none"),
                rx.link(rx.button(t(TS.VIEW_JOBS), size="3", radius="full", variant="surface"),
                        href="/browse?category=Photography", underline="none"),
                spacing="3",
            ),
            spacing="4", align="start", position="relative", max_width=PAGE_MAX_WIDTH,
            margin_x="auto", padding_x=GUTTER, padding_y=["48px", "56px", "80px"],
        ),
        position="relative", overflow="hidden", box_shadow=SHADOW,
    )


def photography_page() -> rx.Component:
    """Specialities, the filter panel and real photographers, with Get Quote's request form."""
    return page_shell(
        _hero(),
        container(
            rx.vstack(_speciality_tabs(), _listing(), spacing="6", width="100%"),
            padding_y="40px",
        ),
        collaboration_dialog(), own_work_dialog(),
    )
