"""The landing page at /: hero, about, services, gallery, how it works, talent, banners."""

import reflex as rx

from ..components.i18n import t
from ..components.kiosk_qr import kiosk_qr
from ..components.layout import page_shell
from ..components.theme import DISPLAY_SIZE, GUTTER, MUTED, PAGE_MAX_WIDTH, SHADOW, WARM_BG, bp
from ..components.portfolio_cards import tile_image
from ..components.radix_markup import (radix_button, radix_card, radix_link, radix_stack,
                                       radix_text)
from ..components.tiles import explore_all_tile, image_tile, talent_card
from ..components.ui import (container, cover_image, cta_button, eyebrow, hero_image, section,
                             section_heading)
from ..texts.site import (
    HERO_PLACEHOLDERS,
    BRAND_TAGLINE,
    HEADLINE,
    HERO_PILLS,
    HOW_IT_WORKS,
    POPULAR_CATEGORIES,
    QUICK_SUGGESTIONS,
    TALENT_SHOWCASE,
    category_image,
)
from ..display_rules.search_routing import JOBS_MODE, TALENT_MODE, main_feed_url
from ..state.showcase import ShowcaseState
from ..state.site import HeroSearchState
from ..texts import site as TS

# Showcase tiles: half the screen on a phone, a quarter of the page width on a wide screen.
SHOWCASE_SIZES = "(max-width: 768px) 50vw, 300px"


def _mode_toggle() -> rx.Component:
    return rx.segmented_control.root(
        rx.segmented_control.item(t(TS.HIRE_TALENT), value=TALENT_MODE),
        rx.segmented_control.item(t(TS.BROWSE_JOBS), value=JOBS_MODE),
        value=HeroSearchState.mode, on_change=HeroSearchState.set_mode, size="3",
        radius="full", id="hero-mode",
    )


def _search_box() -> rx.Component:
    return rx.form(
        rx.flex(
            rx.input(rx.input.slot(rx.icon("search", size=18)), name="search",
                     placeholder=rx.cond(HeroSearchState.mode == JOBS_MODE,
                                         t(HERO_PLACEHOLDERS[JOBS_MODE]),
                                         t(HERO_PLACEHOLDERS[TALENT_MODE])), size="3", variant="soft",
                     color_scheme="gray", flex="1", min_width="0", id="hero-search",
                     background="transparent",
                     # The placeholder must fit a 360 px phone.
                     style={"& input": {"font-size": ["13px", "15px", "16px"]}}),
            rx.button(t(TS.SEARCH), type="submit", size="3", radius="full",
                      padding_x=["16px", "20px", "28px"],
                      id="hero-search-button"),
            spacing="2", padding="6px", background="white", border_radius="999px",
            box_shadow=SHADOW, width="100%", align="center",
        ),
        on_submit=HeroSearchState.submit, reset_on_submit=False, width="100%",
        max_width="620px",
        # Sent before the page's JS has started, the plain form still finds talent.
        action="/find-talent/", method="get",
    )


def _chip(label, size: str, icon: str = "", **props) -> rx.Component:
    """An outline chip on the hero's dark picture (components/landing_look.py)."""
    return radix_button(label, "outline", size=size, **props,
                        classes="rt-Button hero-chip" + (f" fs-i i-{icon}" if icon else ""))


def _hero_collage() -> rx.Component:
    frames = [("/site/gallery-1.jpg", "0", "8%", "58%", "-4deg"),
              ("/site/gallery-4.jpg", "22%", "46%", "52%", "3deg"),
              ("/site/talent-2.jpg", "55%", "4%", "40%", "-2deg")]
    return rx.box(
        *[rx.box(cover_image(src, t(TS.FEATURED_WORK)), position="absolute", top=top, left=left,
                 width=width, aspect_ratio="4 / 5", border_radius="var(--radius-5)",
                 overflow="hidden", transform=f"rotate({turn})",
                 box_shadow="0 30px 60px -20px rgba(0,0,0,0.6)",
                 border="4px solid rgba(255,255,255,0.9)")
          for src, top, left, width, turn in frames],
        position="relative", width="100%", max_width="460px", height="520px",
        display=["none", "none", "none", "block"], flex_shrink="0",
    )


def hero() -> rx.Component:
    """Headline, the hire/jobs toggle and search, quick suggestions and category pills."""
    return rx.box(
        rx.box(hero_image(), position="absolute", inset="0"),
        rx.box(position="absolute", inset="0",
               background="linear-gradient(100deg, rgba(12,8,6,0.82) 0%, "
                          "rgba(12,8,6,0.55) 55%, rgba(12,8,6,0.25) 100%)"),
        rx.flex(
            rx.vstack(
                rx.badge(rx.icon("sparkles", size=14), t(BRAND_TAGLINE), size="2",
                         radius="full", variant="solid", color_scheme="orange"),
                rx.heading(t(HEADLINE), as_="h1", size=DISPLAY_SIZE, weight="bold",
                           color="white", letter_spacing="-0.03em", line_height="1.05",
                           id="hero-headline"),
                rx.text(t(TS.DISCOVER_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_DESIGNERS_AND),
                        size="4", color="rgba(255,255,255,0.82)", max_width="560px"),
                _mode_toggle(),
                _search_box(),
                rx.el.div(
                    radix_text(t(TS.POPULAR), "2", classes="hero-popular"),
                    *[_chip(t(s), "1", on_click=HeroSearchState.suggest(s))
                      for s in QUICK_SUGGESTIONS],
                    class_name="rt-Flex rt-r-ai-center rt-r-fw-wrap rt-r-gap-2",
                ),
                rx.el.div(
                    *[radix_link(_chip(t(c.name), "2", icon=c.icon), to="/#services",
                                 classes="hero-pill") for c in HERO_PILLS],
                    id="hero-pills", class_name="rt-Flex rt-r-fw-wrap rt-r-gap-2",
                ),
                spacing="5", align="start", flex="1", min_width="0",
            ),
            _hero_collage(),
            gap="48px", align="center", position="relative", max_width=PAGE_MAX_WIDTH,
            margin_x="auto", padding_x=GUTTER, width="100%",
            padding_top=["112px", "120px", "140px"], padding_bottom=["64px", "72px", "96px"],
        ),
        id="hero", position="relative", overflow="hidden", background="#14101f",
        min_height=["auto", "auto", "760px"], display="flex", align_items="center",
    )


def _choice_card(icon: str, title: str, text: str, points: list[str],
                 cta: str) -> rx.Component:
    """One way in, a Radix Card's look on plain elements (landing_look.py)."""
    return radix_card(
        radix_stack(
            rx.el.div(class_name=f"choice-mark fs-i i-{icon}"),
            rx.el.h1(title, class_name="rt-Heading rt-r-size-5"),
            radix_text(text, "2", classes="choice-text"),
            radix_stack(*[radix_stack(rx.el.span(class_name="choice-check fs-i i-check"),
                                      radix_text(p, "2"), direction="row", gap="2",
                                      align="center")
                          for p in points], direction="column", gap="2"),
            cta_button(cta, size="2", variant="soft"),
            direction="column", gap="3"),
        size="3", classes="choice-card")


def about() -> rx.Component:
    """Who the marketplace is for, with the two ways in."""
    return section(
        rx.flex(
            rx.box(cover_image("/site/about.jpg", t(TS.STUDIO_SET_READY_FOR_SHOOT)),
                   flex="1", min_width="280px", aspect_ratio=["4 / 3", "4 / 3", "4 / 5"],
                   max_height="560px", border_radius="var(--radius-5)", overflow="hidden",
                   box_shadow=SHADOW),
            rx.vstack(
                eyebrow(t(TS.ABOUT_US)),
                rx.heading(t(TS.CHOOSE_YOUR_WAY_TO_GET_WORK), size=bp("7", "7", "8"),
                           weight="bold", letter_spacing="-0.02em"),
                rx.text(t(TS.WE_BRING_INDIAS_LOCAL_CREATIVE_TALENT),
                        size="3", color=MUTED),
                rx.flex(
                    _choice_card("briefcase", t(TS.HIRE_TALENT),
                                 t(TS.FOR_BRANDS_AGENCIES_AND_ANYONE_WITH),
                                 [t(TS.BROWSE_REAL_PORTFOLIOS), t(TS.FILTER_BY_CRAFT_AND_CITY)],
                                 t(TS.SIGN_UP)),
                    _choice_card("camera", t(TS.GET_HIRED),
                                 t(TS.FOR_PHOTOGRAPHERS_ARTISTS_AND_CREWS),
                                 [t(TS.PUBLISH_YOUR_BEST_WORK), t(TS.GET_DISCOVERED_BY_CLIENTS)],
                                 t(TS.SIGN_UP_AS_TALENT)),
                    spacing="4", wrap="wrap", width="100%",
                ),
                spacing="4", align="start", flex="1.2", min_width="280px",
            ),
            gap="48px", wrap="wrap", align="center",
        ),
        section_id="about",
    )


def services() -> rx.Component:
    """"Our Popular Services": Explore All plus the first ten categories (5 + 5)."""
    return section(
        rx.flex(
            rx.box(section_heading(t(TS.OUR_POPULAR_SERVICES),
                                   t(TS.EVERY_CRAFT_PRODUCTION_NEEDS_FROM_FIRST),
                                   label=t(TS.SERVICES), align="left")),
            rx.link(rx.hstack(rx.text(t(TS.SEE_ALL_SERVICES)), rx.icon("arrow-right", size=16),
                              spacing="1", align="center"),
                    href="/services", weight="medium", id="see-all-services"),
            justify="between", align="end", spacing="4", wrap="wrap", margin_bottom="32px",
        ),
        rx.grid(
            explore_all_tile(main_feed_url(), "explore-all-lead"),
            *[image_tile(t(c.name), main_feed_url(c.name), category_image(c),
                         subtitle=t(TS.COUNT_SPECIALITIES, count=str(len(c.subcategories))),
                         tile_id=f"service-{c.id}", shape="tile-square")
              for c in POPULAR_CATEGORIES],
            columns=bp("2", "2", "6"), gap="16px", grid_auto_rows=["auto", "auto", "190px"],
        ),
        section_id="services", background="var(--gray-2)",
    )


def _showcase_tile(item) -> rx.Component:
    return rx.link(
        rx.box(rx.cond(item.gallery.length() > 0, tile_image(item.gallery[0], SHOWCASE_SIZES)),
               position="relative", aspect_ratio="4 / 5", overflow="hidden",
               border_radius="var(--radius-4)", background="var(--gray-3)"),
        rx.vstack(rx.text(item.title, size="2", weight="bold"),
                  rx.text(item.owner, size="1", color="var(--gray-11)"),
                  padding_top="8px", spacing="0",
                  custom_attrs={"data-user-content": "true"}),
        href="/portfolio-detail/" + item.id, underline="none", color="inherit",
        display="block", class_name="showcase-work")


def gallery() -> rx.Component:
    """"Hand picked Professional Portfolios": real, recent, well-admired works, each a link."""
    return section(
        section_heading(t(TS.HAND_PICKED_PROFESSIONAL_PORTFOLIOS),
                        t(TS.TASTE_OF_WORK_OUR_COMMUNITY_CREATES),
                        label=t(TS.PORTFOLIOS)),
        rx.cond(ShowcaseState.loaded & (ShowcaseState.items.length() == 0),
                rx.center(rx.link(rx.button(t(TS.BROWSE_TALENT_MEANWHILE), variant="soft"),
                                  href="/find-talent"), margin_top="40px"),
                rx.grid(rx.foreach(ShowcaseState.items, _showcase_tile),
                        columns=bp("2", "2", "3", "4"), gap="20px", margin_top="40px",
                        min_height="240px", id="portfolio-gallery")),
        rx.center(cta_button(t(TS.SIGN_UP_BUTTON), size="3"), margin_top="16px"),
    )


def _step(n: int, step) -> rx.Component:
    """One of the three steps, a Radix Card's look on plain elements (landing_look.py)."""
    return radix_card(
        radix_stack(
            radix_stack(rx.el.div(class_name=f"how-mark fs-i i-{step.icon}"),
                        radix_text(f"0{n}", "8", classes="how-number", bold=True),
                        direction="row", gap="3", align="center", justify="space-between",
                        classes="how-top"),
            rx.el.h1(t(step.title), class_name="rt-Heading rt-r-size-5"),
            radix_text(t(step.text), "3", classes="how-text"),
            direction="column", gap="3"),
        size="4", classes="how-step")


def how_it_works() -> rx.Component:
    """Three steps from profile to project."""
    return section(
        section_heading(t(TS.TRANSPARENT_FAIR_AND_SIMPLE_HIRING),
                        t(TS.HOW_IT_WORKS_IN_THREE_STEPS),
                        label=t(TS.HOW_IT_WORKS_TITLE)),
        rx.grid(
            *[_step(n, step) for n, step in enumerate(HOW_IT_WORKS, start=1)],
            columns=bp("1", "1", "3"), gap="20px", margin_top="40px", id="how-it-works",
        ),
        background=WARM_BG,
    )


def _banner(image: str, title: str, text: str, cta: str, banner_id: str) -> rx.Component:
    return container(
        rx.box(
            cover_image(image, "", position="absolute", inset="0"),
            rx.box(position="absolute", inset="0",
                   background="linear-gradient(90deg, rgba(10,8,8,0.85), rgba(10,8,8,0.2))"),
            rx.vstack(
                rx.heading(title, size=bp("7", "7", "8"), color="white", weight="bold",
                           letter_spacing="-0.02em", max_width="560px"),
                rx.text(text, size="4", color="rgba(255,255,255,0.85)", max_width="520px"),
                cta_button(cta, size="4", round_=True),
                spacing="4", align="start", position="relative",
                padding=["32px", "40px", "64px"],
            ),
            position="relative", overflow="hidden", border_radius="var(--radius-5)",
        ),
        padding_y="24px", id=banner_id,
    )


def talent_showcase() -> rx.Component:
    """Ten sample profiles: image, name and category."""
    return section(
        section_heading(t(TS.MEET_TALENT), t(TS.CREATORS_FROM_ACROSS_INDIA_READY_FOR),
                        label=t(TS.TALENT)),
        rx.grid(
            *[talent_card(p.name, t(p.category), t(p.city), p.image) for p in TALENT_SHOWCASE],
            columns=bp("2", "2", "3", "5"), gap="20px", margin_top="40px",
            id="talent-showcase",
        ),
        section_id="talent",
    )


def landing() -> rx.Component:
    """The whole landing page inside the site chrome."""
    return page_shell(
        hero(),
        kiosk_qr(),
        about(),
        services(),
        gallery(),
        how_it_works(),
        _banner("/site/banner-hire.jpg", t(TS.FIND_RIGHT_CREATIVE_FOR_YOUR_NEXT),
                t(TS.POST_ONCE_COMPARE_PORTFOLIOS_AND_BOOK),
                t(TS.HIRE_NOW), "hire-banner"),
        talent_showcase(),
        _banner("/site/banner-join.jpg", t(TS.YOUR_WORK_DESERVES_TO_BE_SEEN),
                t(TS.BUILD_PORTFOLIO_IN_MINUTES_AND_GET),
                t(TS.JOIN_AS_TALENT), "join-banner"),
        rx.box(height="48px"),
        overlay_header=True,
    )
