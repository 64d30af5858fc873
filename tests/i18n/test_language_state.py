"""Settling the language on a page sends the page nothing when the language is unchanged:
every component that shows text re-renders on a change of `lang`."""

from marketplace_app.state.lang import LangState
from tests.async_run import run


def _settle(state: LangState, browser_language: str):
    return run(LangState.init_language.fn(state, browser_language))


def test_a_returning_reader_s_language_is_not_sent_again():
    state = LangState(_reflex_internal_init=True)
    state.lang = "en"
    state.dirty_vars.clear()
    _settle(state, "en-GB")
    assert state.lang == "en" and "lang" not in state.dirty_vars


def test_a_first_visit_settles_the_browser_language():
    state = LangState(_reflex_internal_init=True)
    state.dirty_vars.clear()
    _settle(state, "hi-IN")
    assert state.lang == "hi" and "lang" in state.dirty_vars
