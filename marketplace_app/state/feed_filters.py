"""The feed's filters: read from the address, changed by redirecting to a new address."""

from urllib.parse import urlencode

import reflex as rx

from ..display_rules.feed_address import FILTER_PARAMS, URL_NAMES, day_from_address

__all__ = ["FILTER_PARAMS", "URL_NAMES", "day_from_address", "browse_url", "FeedFilters"]


def browse_url(base: str, **params: str) -> str:
    """A feed address with the non-blank filters."""
    query = urlencode({k: v for k, v in params.items() if v})
    return f"{base}?{query}" if query else base


class FeedFilters(rx.State, mixin=True):
    """Category, search, city, level, dates and the human-made switch of FeedState."""

    base: str = "/main-feed"
    category: str = ""
    subcategory: str = ""
    search: str = ""
    suggestion: str = ""  # "Did you mean …": the feed service's correction of `search`
    location: str = ""
    experience: str = ""
    available_from: str = ""
    available_to: str = ""
    human_only: str = ""
    view: str = "cards"
    filters_open: bool = False

    @rx.var
    def has_filters(self) -> bool:
        """Whether any filter or search is set."""
        return any(getattr(self, k) for k in FILTER_PARAMS)

    def _url(self, **changes: str) -> str:
        params = {k: getattr(self, k) for k in FILTER_PARAMS}
        params.update(changes)
        return browse_url(self.base, **{URL_NAMES.get(k, k): v for k, v in params.items()})

    @rx.event
    def set_filter(self, name: str, value: str):
        """Change one filter (same value again clears it); the address carries the filters."""
        if name not in FILTER_PARAMS:
            return
        value = "" if value in (getattr(self, name), "all") else value
        changes = {name: value}
        if name == "category":
            changes["subcategory"] = ""
        if name == "location" and not value:
            changes["available_from"] = changes["available_to"] = ""
        return rx.redirect(self._url(**changes))

    @rx.event
    def set_date(self, name: str, value: str):
        """Dates the client needs talent in the chosen city (a blank date clears it)."""
        if name not in ("available_from", "available_to"):
            return None
        changes = {name: day_from_address(value)}
        if name == "available_from" and self.available_to and changes[name] > self.available_to:
            changes["available_to"] = changes[name]
        return rx.redirect(self._url(**changes))

    @rx.event
    def set_human_only(self, checked: bool):
        """The "Human-made only" switch."""
        return rx.redirect(self._url(human_only="true" if checked else ""))

    @rx.event
    def clear_filters(self):
        """Back to everything (keeps the page)."""
        return rx.redirect(self.base)

    @rx.event
    def clear_search(self):
        """Drop the search; spec §2.15 clearing it returns to the bare page."""
        return rx.redirect(self.base)

    @rx.event
    def use_suggestion(self):
        """Search for the "Did you mean" correction instead."""
        if self.suggestion:
            return rx.redirect(self._url(search=self.suggestion))

    @rx.event
    def set_view(self, value: str | list[str]):
        """Card view or grid view."""
        value = value[0] if isinstance(value, list) else value
        self.view = "grid" if value == "grid" else "cards"

    @rx.event
    def set_filters_open(self, value: bool):
        """The phone filter sheet."""
        self.filters_open = value
