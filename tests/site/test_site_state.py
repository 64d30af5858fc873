"""The hero and header search handlers call the routing rule: blank text does nothing."""

import reflex as rx

from marketplace_app.state.inbox import InboxState
from marketplace_app.state.site import HeaderState, HeroSearchState


def _call(handler, state, *args):
    return handler.fn(state, *args)


def test_hero_blank_search_returns_no_event():
    state = HeroSearchState(_reflex_internal_init=True)
    assert _call(HeroSearchState.submit, state, {"search": "   "}) is None


def test_hero_search_redirects_by_mode():
    state = HeroSearchState(_reflex_internal_init=True)
    event = _call(HeroSearchState.submit, state, {"search": " Videography "})
    assert "/find-talent?search=Videography" in str(event)
    _call(HeroSearchState.set_mode, state, ["jobs"])
    assert state.placeholder == "Search for jobs..."
    event = _call(HeroSearchState.submit, state, {"search": "Videography"})
    assert "/browse?search=Videography" in str(event)


def test_header_search():
    state = HeaderState(_reflex_internal_init=True)
    assert _call(HeaderState.search, state, {"header_query": ""}) is None
    assert isinstance(_call(HeaderState.search, state, {"header_query": "food"}),
                      rx.event.EventSpec)


def test_header_badges_cap_at_nine_plus():
    state = InboxState(_reflex_internal_init=True)
    assert state.notifications_badge == ""
    state.notifications, state.messages = 10, 3
    assert (state.notifications_badge, state.messages_badge) == ("9+", "3")
