"""/photography: the static sample with 12 photographers and the Modelshoot filter panel."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.theme import GUTTER, MUTED, PAGE_MAX_WIDTH, SHADOW, bp
from ..components.ui import container, cover_image
from ..texts.site import (
    EXPERIENCE_FILTERS,
    MODEL_CATEGORY,
    MODEL_PHOTOGRAPHERS,
    PHOTOGRAPHERS,
    PHOTOGRAPHY_CATEGORIES,
    PHOTOGRAPHY_LOCATIONS,
    SamplePhotographer,
)
from ..state.photography import PhotographyState
from ..texts import site as TS


def _photographer_card(p: SamplePhotographer) -> rx.Component:
    return rx.card(
        rx.inset(rx.box(cover_image(p.image, p.name, object_position="center 30%"),
                        aspect_ratio=["16 / 10", "4 / 3", "1"]), side="top", pb="current"),
        rx.vstack(
            rx.hstack(rx.heading(p.name, size="4"), rx.spacer(),
                      rx.hstack(rx.icon("star", size=14, color="var(--amber-9)",
                                        fill="var(--amber-9)"),
                                rx.text(f"{p.rating}", size="2", weight="bold"), spacing="1",
                                align="center"),
                      width="100%", align="center"),
            rx.text(t(p.speciality), size="2", color="var(--accent-11)", weight="medium"),
            rx.hstack(rx.icon("map-pin", size=14), rx.text(t(p.city), size="2"),
                      rx.text("·", size="2"),
                      rx.text(t(TS.YEARS_YRS, years=str(p.years)), size="2"),
                      rx.spacer(), rx.text(t(TS.FROM_PRICE, price=str(p.price)), size="2",
                                        weight="bold"),
                      color=MUTED, spacing="1", align="center", width="100%"),
            rx.grid(
                rx.link(rx.button(t(TS.VIEW_PORTFOLIO), size="2", width="100%",
                                  white_space="nowrap"),
                        href="/photographer-profile", underline="none"),
                rx.link(rx.button(t(TS.GET_QUOTE), size="2", variant="soft", width="100%"),
                        href="/coming-soon", underline="none"),
                columns="1", spacing="2", width="100%", padding_top="4px",
            ),
            spacing="2", padding_top="12px",
        ),
        size="2", class_name="photographer-card",
    )


def _category_tabs() -> rx.Component:
    return rx.flex(
        *[rx.button(t(name), radius="full", size="2",
                    variant=rx.cond(PhotographyState.category == name, "solid", "soft"),
                    on_click=PhotographyState.choose(name), id=f"photo-cat-{n}")
          for n, name in enumerate(PHOTOGRAPHY_CATEGORIES)],
        spacing="2", wrap="wrap",
    )


def _filter_panel() -> rx.Component:
    return rx.card(
        rx.vstack(
            rx.heading(t(TS.FILTERS), size="4"),
            rx.text(t(TS.PRICE), size="2", weight="bold"),
            rx.hstack(
                rx.input(placeholder=t(TS.MIN), default_value="0", type="number",
                         on_blur=PhotographyState.set_price_min, aria_label=t(TS.MINIMUM_PRICE),
                         width="100%"),
                rx.input(placeholder=t(TS.MAX), default_value="1000", type="number",
                         on_blur=PhotographyState.set_price_max, aria_label=t(TS.MAXIMUM_PRICE),
                         width="100%"),
                width="100%",
            ),
            rx.text(t(TS.EXPERIENCE), size="2", weight="bold"),
            rx.radio_group.root(
                rx.vstack(*[rx.hstack(rx.radio_group.item(value=key), rx.text(t(label), size="2"),
                                      align="center", spacing="2")
                            for key, label in EXPERIENCE_FILTERS], spacing="2"),
                value=PhotographyState.experience, on_change=PhotographyState.set_experience,
            ),
            rx.text(t(TS.LOCATION), size="2", weight="bold"),
            rx.vstack(*[rx.checkbox(t(city), size="2") for city in PHOTOGRAPHY_LOCATIONS],
                      spacing="2"),
            rx.button(t(TS.APPLY_FILTERS), width="100%", on_click=PhotographyState.apply_filters),
            spacing="3", align="start",
        ),
        size="3", width=["100%", "100%", "260px"], flex_shrink="0", id="filter-panel",
    )


def _model_results() -> rx.Component:
    return rx.vstack(
        rx.hstack(
            rx.heading(t(TS.MODEL_PHOTOGRAPHY), size="6", id="model-heading"),
            rx.spacer(),
            rx.button(rx.icon("sliders-horizontal", size=16),
                      rx.cond(PhotographyState.filters_open, t(TS.HIDE_FILTERS),
                              t(TS.SHOW_FILTERS)),
                      variant="outline", on_click=PhotographyState.toggle_filters,
                      id="toggle-filters"),
            rx.button(t(TS.ALL_PHOTOGRAPHERS), variant="ghost",
                      on_click=PhotographyState.reset_category),
            width="100%", align="center", wrap="wrap",
        ),
        rx.flex(
            rx.cond(PhotographyState.filters_open, _filter_panel()),
            rx.grid(*[_photographer_card(p) for p in MODEL_PHOTOGRAPHERS],
                    columns=bp("1", "2", "2", "3"), gap="20px", flex="1", width="100%"),
            gap="24px", direction=bp("column", "column", "row"), width="100%", align="start",
        ),
        spacing="5", width="100%",
    )


def _all_results() -> rx.Component:
    return rx.vstack(
        rx.heading(t(TS.TOP_PHOTOGRAPHERS), size="6"),
        rx.grid(*[_photographer_card(p) for p in PHOTOGRAPHERS],
                columns=bp("1", "2", "3", "4"), gap="20px", width="100%"),
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
                        href="/coming-soon", underline="none"),
                rx.link(rx.button(t(TS.VIEW_JOBS), size="3", radius="full", variant="surface"),
                        href="/coming-soon", underline="none"),
                spacing="3",
            ),
            spacing="4", align="start", position="relative", max_width=PAGE_MAX_WIDTH,
            margin_x="auto", padding_x=GUTTER, padding_y=["48px", "56px", "80px"],
        ),
        position="relative", overflow="hidden", box_shadow=SHADOW,
    )


def photography_page() -> rx.Component:
    """Static sample: categories, photographers, and Modelshoot's filter panel."""
    return page_shell(
        _hero(),
        container(
            rx.vstack(
                _category_tabs(),
                rx.cond(PhotographyState.category == MODEL_CATEGORY, _model_results(),
                        _all_results()),
                spacing="6", width="100%",
            ),
            padding_y="40px",
        ),
    )
