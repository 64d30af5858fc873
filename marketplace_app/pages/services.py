"""/services: "Our Popular Services", Explore All and the first ten categories."""

import reflex as rx

from ..components.i18n import t
from ..components.layout import page_shell
from ..components.theme import bp
from ..components.tiles import explore_all_tile, image_tile
from ..components.ui import section, section_heading
from ..texts.site import POPULAR_CATEGORIES, category_image
from ..display_rules.search_routing import find_talent_url
from ..texts import site as TS
from ..texts.site import SERVICES_TITLE as TITLE


def services_page() -> rx.Component:
    """Explore All goes to /portfolio; each category to /find-talent?category=... (5 per row)."""
    return page_shell(
        section(
            section_heading(t(TITLE), t(TS.PICK_CRAFT_TO_MEET_PEOPLE_BEHIND),
                            label=t(TS.SERVICES)),
            rx.box(explore_all_tile("/portfolio", "explore-all-band"), margin_top="40px",
                   margin_bottom="16px"),
            rx.grid(
                *[image_tile(t(c.name), find_talent_url(c.name), category_image(c),
                             subtitle=(t(c.subcategories[0]), ", ", t(c.subcategories[1])),
                             tile_id=f"service-{c.id}", shape="tile-portrait")
                  for c in POPULAR_CATEGORIES],
                columns=bp("2", "2", "3", "5"), gap="16px", id="services-grid",
            ),
            background="var(--gray-2)", min_height="70vh",
        ),
    )
