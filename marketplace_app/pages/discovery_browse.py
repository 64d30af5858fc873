"""/main-feed ("Feed") and /find-talent: category strip, filters, cards, paging, lightbox."""

import reflex as rx

from ..texts import discovery as T
from ..components.i18n import page_title, t, t_data
from ..catalog import CATEGORIES, CITIES, FEED_EXPERIENCE_LEVELS
from ..components.layout import page_shell
from ..components.filter_look import FILTER_CHOICES
from ..components.first_screen_seed import first_screen_seed, server_filled
from ..components.radix_markup import radix_button
from ..components.portfolio_cards import feed_card, grid_tile, skeleton_cards
from ..components.react.lightbox import lightbox
from ..components.theme import GUTTER, HEADER_HEIGHT, MUTED, PAGE_MAX_WIDTH, bp
from ..state.auth import AuthState
from ..state.feed import FeedState
from ..texts.discovery import ANY_FILTER as ANY

HANDLERS = {"toggle": FeedState.toggle, "share": FeedState.share,
            "open": FeedState.open_lightbox}
CARD_GRID = dict(columns=bp("1", "2", "2", "3"), spacing="4", width="100%")
TILE_GRID = dict(columns=bp("2", "2", "3", "4"), spacing="4", width="100%")
# The count keeps its line while it is empty.
COUNT_LINE = "var(--line-height-2)"


def _wrap(*children, **props) -> rx.Component:
    return rx.box(*children, max_width=PAGE_MAX_WIDTH, margin_x="auto", padding_x=GUTTER,
                  width="100%", **props)


def _chosen() -> rx.Component:
    """What the address asked for, with a way back to everything."""
    return rx.flex(
        rx.cond(FeedState.category != "",
                rx.badge(rx.icon("tag", size=14), t(T.CATEGORY_IS, category=t_data(FeedState.category)), size="2",
                         radius="full", id="chosen-category")),
        rx.cond(FeedState.search != "",
                rx.badge(rx.icon("search", size=14), t(T.SEARCH_FOR, search=FeedState.search),
                         size="2", radius="full", color_scheme="gray", id="chosen-search")),
        rx.cond(FeedState.search != "",
                rx.button(rx.icon("x", size=14), t(T.CLEAR_SEARCH), size="1", variant="ghost",
                          on_click=FeedState.clear_search, id="clear-search")),
        rx.cond(FeedState.suggestion != "",
                rx.link(t(T.DID_YOU_MEAN, query=FeedState.suggestion), href="#",
                        on_click=[rx.prevent_default, FeedState.use_suggestion], size="2",
                        weight="medium", id="did-you-mean")),
        spacing="2", wrap="wrap", align="center", id="chosen-filters",
    )


def _strip_button(label: str, value: str, active) -> rx.Component:
    return radix_button(label, rx.cond(active, "solid", "soft"),
                        classes="rt-Button strip-category",
                        on_click=FeedState.set_filter("category", value))


def _category_strip() -> rx.Component:
    """Explore All plus every category; sticks under the header once scrolled past."""
    return rx.box(
        _wrap(rx.flex(
            _strip_button(t(T.EXPLORE_ALL), "all", FeedState.category == ""),
            *[_strip_button(t(c.name), c.name, FeedState.category == c.name) for c in CATEGORIES],
            spacing="2", overflow_x="auto", padding_y="10px", class_name="strip-scroll",
            style={"scrollbar_width": "none"},
        )),
        position="sticky", top=HEADER_HEIGHT, z_index="5", width="100%", id="category-strip",
        background="rgba(255,255,255,0.94)", backdrop_filter="blur(8px)",
        border_bottom="1px solid var(--gray-4)",
    )


def _radio(title: str, name: str, options, value, place: str) -> rx.Component:
    """A filter's choices as the browser's own radio buttons (arrow keys move between them):
    Radix's radio group drew 15 components an option and drew them all again once mounted,
    the hidden wide-screen panel too, a phone's 100+ ms at takeover. `place` keeps the wide
    panel's and the sheet's groups apart."""
    def chosen(option: str):
        return (value == "") | (value == option) if option == ANY else value == option

    return rx.el.fieldset(
        rx.el.legend(title),
        *[rx.el.label(rx.el.input(type="radio", name=f"{place}-{name}", value=o,
                                  checked=chosen(o),
                                  on_change=lambda v: FeedState.set_filter(name, v)),
                      t(o))
          for o in (ANY, *options)],
        id=f"filter-{name}", class_name=FILTER_CHOICES,
    )


def _date_input(label, name: str, value) -> rx.Component:
    return rx.vstack(
        rx.text(label, size="1", color=MUTED, as_="label", html_for=f"filter-{name}"),
        rx.input(type="date", value=value, size="2", id=f"filter-{name}", width="100%",
                 on_change=lambda v: FeedState.set_date(name, v)),
        spacing="1", width="100%",
    )


def _dates() -> rx.Component:
    """With a city chosen: talent there on these dates, residents or visitors."""
    return rx.vstack(
        rx.text(t(T.DATES_IN_THIS_CITY), size="2", weight="bold"),
        rx.text(t(T.ALSO_SHOWS_TALENT_WHO_WILL_BE), size="1", color=MUTED),
        _date_input(t(T.FROM), "available_from", FeedState.available_from),
        _date_input(t(T.TO), "available_to", FeedState.available_to),
        spacing="2", width="100%", id="filter-dates",
    )


def _filter_panel(place: str) -> rx.Component:
    return rx.vstack(
        _radio(t(T.EXPERIENCE), "experience", FEED_EXPERIENCE_LEVELS, FeedState.experience,
               place),
        rx.separator(size="4"),
        _radio(t(T.LOCATION), "location", CITIES, FeedState.location, place),
        rx.cond(FeedState.location != "", _dates()),
        rx.separator(size="4"),
        rx.text(rx.switch(checked=FeedState.human_only == "true",
                          on_change=FeedState.set_human_only, id="filter-human-only"),
                " ", t(T.HUMAN_MADE_ONLY), as_="label", size="2", weight="bold",
                display="flex", align_items="center", gap="8px"),
        rx.cond(FeedState.has_filters,
                rx.button(t(T.CLEAR_FILTERS), variant="soft", color_scheme="gray", size="2",
                          on_click=FeedState.clear_filters, width="100%")),
        spacing="4", width="100%",
    )


def _filter_sheet() -> rx.Component:
    """Phones: the filter panel slides in as a sheet."""
    return rx.drawer.root(
        rx.drawer.trigger(rx.button(rx.icon("sliders-horizontal", size=16), t(T.FILTERS),
                                    variant="soft", size="2", id="open-filters")),
        rx.drawer.overlay(z_index="50"),
        rx.drawer.portal(rx.drawer.content(
            rx.vstack(
                rx.hstack(rx.heading(t(T.FILTERS), size="4"),
                          rx.drawer.close(rx.icon_button(rx.icon("x"), variant="ghost")),
                          justify="between", width="100%"),
                _filter_panel("sheet"), spacing="4", padding="20px", overflow_y="auto",
                height="100%",
            ),
            background="var(--color-panel-solid)", width="300px", max_width="85vw",
            height="100%", top="0", left="0", position="fixed", z_index="51",
        )),
        direction="left", open=FeedState.filters_open,
        on_open_change=FeedState.set_filters_open,
    )


def _view_toggle() -> rx.Component:
    return rx.segmented_control.root(
        rx.segmented_control.item(rx.icon("rows-3", size=14, aria_hidden="true"), value="cards",
                                  aria_label=t(T.CARD_VIEW)),
        rx.segmented_control.item(rx.icon("layout-grid", size=14, aria_hidden="true"),
                                  value="grid", aria_label=t(T.GRID_VIEW)),
        value=FeedState.view, on_change=FeedState.set_view, size="2", id="view-toggle",
    )


def _count() -> rx.Component:
    return rx.cond(FeedState.total == 1, t(T.RESULTS_ONE), t(T.RESULTS_MANY, n=FeedState.total))


def _state_box(icon: str, text, extra=None) -> rx.Component:
    return rx.center(rx.vstack(rx.icon(icon, size=36, color=MUTED),
                               rx.text(text, size="3", color=MUTED, align="center",
                                       id="feed-message"),
                               extra or rx.fragment(), align="center", spacing="3"),
                     padding_y="64px", width="100%")


def _results(tile, grid: dict, placeholders: int) -> rx.Component:
    return server_filled(_results_body(tile, grid, placeholders))


def _results_body(tile, grid: dict, placeholders: int) -> rx.Component:
    return rx.cond(
        FeedState.error != "",
        _state_box("triangle-alert", FeedState.error,
                   rx.button(t(T.RETRY), on_click=FeedState.retry, variant="soft")),
        rx.cond(
            FeedState.loading,
            skeleton_cards(placeholders, grid),
            rx.cond(
                FeedState.items.length() == 0,
                _state_box("search-x", rx.cond(FeedState.searched != "",
                                               t(T.NO_RESULTS, search=FeedState.searched),
                                               t(T.NO_PORTFOLIOS))),
                rx.vstack(
                    rx.grid(rx.foreach(FeedState.items, tile), id="feed-results", **grid),
                    rx.cond(FeedState.next_cursor != "",
                            rx.center(rx.button(t(T.LOAD_MORE), size="3", variant="soft",
                                                loading=FeedState.loading_more,
                                                on_click=FeedState.load_more, id="load-more"),
                                      width="100%", padding_y="16px")),
                    spacing="4", width="100%",
                ),
            ),
        ),
    )


def _card(card) -> rx.Component:
    return rx.cond(FeedState.view == "grid",
                   grid_tile(card, FeedState.pending, FeedState.shared_ids, HANDLERS),
                   feed_card(card, FeedState.pending, FeedState.shared_ids, HANDLERS,
                             (FeedState.saved_talent, FeedState.viewer_id,
                              FeedState.toggle_save)))


def _lightbox() -> rx.Component:
    return lightbox(FeedState.lightbox_open, FeedState.lightbox_index, FeedState.lightbox_slides,
                    FeedState.close_lightbox)


def _heading(title, subtitle) -> rx.Component:
    """The page's title, its line below (both already through t()), and the chosen filters."""
    return _wrap(
        rx.vstack(
            rx.heading(title, size=bp("7", "7", "8"), weight="bold", id="browse-heading"),
            rx.text(subtitle, size="3", color=MUTED),
            _chosen(),
            spacing="2", padding_top=bp("20px", "20px", "32px"), padding_bottom="12px",
        ),
    )


def main_feed_page() -> rx.Component:
    """The feed: strip, filters, cards or grid, load more, lightbox."""
    return page_shell(
        _heading(t(T.FEED_TITLE), t(T.FEED_SUBTITLE)),
        _category_strip(),
        _wrap(
            rx.flex(
                rx.box(_filter_panel("panel"), width="220px", flex_shrink="0",
                       display=bp("none", "none", "none", "block"), position="sticky",
                       top="140px", align_self="start", id="filter-panel"),
                rx.vstack(
                    rx.hstack(
                        server_filled(rx.text(rx.cond(FeedState.loading, "", _count()), size="2",
                                              color=MUTED, id="result-count",
                                              min_height=COUNT_LINE)),
                        rx.hstack(rx.box(_filter_sheet(),
                                         display=bp("block", "block", "block", "none")),
                                  _view_toggle(), spacing="2", align="center"),
                        justify="between", align="center", width="100%",
                    ),
                    _results(_card, CARD_GRID, 6),
                    spacing="3", width="100%", min_width="0",
                ),
                spacing="6", padding_y="20px", width="100%",
            ),
            # At least a screen tall: the footer never starts in view to jump when cards arrive.
            min_height="100vh",
        ),
        _lightbox(),
        first_screen_seed(),
    )


def _subcategory_chips() -> rx.Component:
    """Chips for the chosen category's subcategories."""
    return rx.fragment(*[
        rx.cond(FeedState.category == c.name, rx.flex(
            *[rx.button(t(s), size="1", radius="full",
                        variant=rx.cond(FeedState.subcategory == s, "solid", "outline"),
                        on_click=FeedState.set_filter("subcategory", s),
                        class_name="subcategory-chip")
              for s in c.subcategories],
            spacing="2", wrap="wrap", id="subcategory-chips"))
        for c in CATEGORIES])


def _talent_tile(card) -> rx.Component:
    return grid_tile(card, FeedState.pending, FeedState.shared_ids,
                     {**HANDLERS, "open": lambda item_id, _i: FeedState.open_photographer(
                         item_id)})


def find_talent_page() -> rx.Component:
    """Find talent: strip, subcategory chips, search, count, grid (8 placeholders)."""
    return page_shell(
        _heading(t(T.FIND_TITLE), t(T.FIND_SUBTITLE)),
        _category_strip(),
        _wrap(
            rx.vstack(
                _subcategory_chips(),
                server_filled(rx.text(rx.cond(FeedState.loading, "", _count()), size="2",
                                      color=MUTED, id="result-count", min_height=COUNT_LINE)),
                _results(_talent_tile, TILE_GRID, 8),
                spacing="3", width="100%", padding_y="20px",
            ),
            # At least a screen tall: the footer never starts in view to jump when cards arrive.
            min_height="100vh",
        ),
        first_screen_seed(),
    )


def register(app: rx.App) -> None:
    """Add /main-feed and /find-talent."""
    app.add_page(main_feed_page, route="/main-feed", title=page_title(t(T.FEED_TITLE)),
                 on_load=[AuthState.load_session, FeedState.load_feed])
    app.add_page(find_talent_page, route="/find-talent", title=page_title(t(T.FIND_TITLE)),
                 on_load=[AuthState.load_session, FeedState.load_find_talent])
