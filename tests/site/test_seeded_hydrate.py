"""A tab that loads a served, seeded page after another page: the first hydrate leaves out the
seeded vars (the browser holds the served page's values; this tab's old values, another
category's cards, would be drawn over them until on_load)."""

import reflex as rx
from reflex_base.constants.state import FIELD_MARKER

from marketplace_app.first_screen.feed import SEEDED
from marketplace_app.state.feed import FeedState
from marketplace_app.state.first_screen import FirstScreenState
from marketplace_app.state.notifications_page import NotificationsPageState


def _tab(seeded_cookie: str):
    """A tab's whole state after an earlier feed page, with the first_screen cookie back."""
    root = rx.State(_reflex_internal_init=True)
    feed = root.get_substate(FeedState.get_full_name().split(".")[1:])
    feed.items = [{"id": "old-category-card"}]
    feed.total, feed.loading, feed.category = 1, False, "Designers"
    feed.location = "Jaipur"
    root.get_substate(FirstScreenState.get_full_name().split(".")[1:]).seeded = seeded_cookie
    return root


def test_the_first_hydrate_of_a_served_page_sends_none_of_its_seeded_vars():
    sent = _tab("0123456789abcdef0123").dict()
    feed = sent[FeedState.get_full_name()]
    assert not any(name + FIELD_MARKER in feed for name in SEEDED)
    assert "category" in SEEDED  # the served page shows the address's category, not this
    assert feed["location" + FIELD_MARKER] == "Jaipur"  # not seeded: sent as before


def test_without_a_served_page_the_tab_gets_its_state_back():
    feed = _tab("").dict()[FeedState.get_full_name()]
    assert feed["items" + FIELD_MARKER] == [{"id": "old-category-card"}]
    assert feed["total" + FIELD_MARKER] == 1


def test_every_seeded_page_names_its_seeded_vars():
    assert FeedState.seeded_vars == SEEDED
    assert "rows" in NotificationsPageState.seeded_vars
