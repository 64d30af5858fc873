"""The /photography static sample: chosen category and its (inert) filter panel."""

import reflex as rx

from ..texts.site import MODEL_CATEGORY
from ..display_rules.filter_bounds import DEFAULT_PRICE_MAX, DEFAULT_PRICE_MIN, parse_price


class PhotographyState(rx.State):
    """Sample page state; Apply Filters deliberately does nothing (spec §2.22)."""

    category: str = ""
    filters_open: bool = True
    price_min: int = DEFAULT_PRICE_MIN
    price_max: int = DEFAULT_PRICE_MAX
    experience: str = ""

    @rx.event
    def choose(self, category: str):
        """Modelshoot shows its results here; every other category is coming soon."""
        if category == MODEL_CATEGORY:
            self.category = category
            return
        return rx.redirect("/coming-soon")

    @rx.event
    def reset_category(self):
        """Back to the list of all photographers (also on every page load)."""
        self.category = ""

    @rx.event
    def toggle_filters(self):
        """Show or hide the filter panel."""
        self.filters_open = not self.filters_open

    @rx.event
    def set_price_min(self, text: str):
        """Integer input; falls back to 0."""
        self.price_min = parse_price(text, DEFAULT_PRICE_MIN)

    @rx.event
    def set_price_max(self, text: str):
        """Integer input; falls back to 1000."""
        self.price_max = parse_price(text, DEFAULT_PRICE_MAX)

    @rx.event
    def set_experience(self, value: str):
        """Remember the experience choice."""
        self.experience = value

    @rx.event
    def apply_filters(self):
        """Spec §2.22: Apply Filters does nothing."""
