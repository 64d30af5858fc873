"""The feed's "Did you mean …": following it keeps the other filters and searches the
correction; a feed without one does nothing."""

from marketplace_app.state.feed import FeedState
from marketplace_app.state.feed_cache import CachedFeed


def _state(**values) -> FeedState:
    state = FeedState(_reflex_internal_init=True)
    for name, value in values.items():
        setattr(state, name, value)
    return state


def test_following_the_suggestion_searches_it_with_the_same_filters():
    state = _state(base="/main-feed", search="photgrafer", suggestion="photographer",
                   category="Photography")
    spec = FeedState.use_suggestion.fn(state)
    url = dict((k._js_expr, v._var_value) for k, v in spec.args)["path"]
    assert url == "/main-feed?category=Photography&search=photographer"


def test_no_suggestion_no_redirect():
    assert FeedState.use_suggestion.fn(_state(base="/main-feed", search="x")) is None


def test_a_remembered_feed_keeps_its_suggestion():
    state = _state(base="/main-feed")
    state._show(CachedFeed([], {}, "", 0, "मेहंदी"))
    assert state.suggestion == "मेहंदी" and state.loading is False
