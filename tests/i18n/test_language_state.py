"""Settling the language on a page sends the page nothing when the language is unchanged:
every component that shows text re-renders on a change of `lang`."""

from reflex import constants

from marketplace_app.state.account_language import AccountLanguageState
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


def _at(state: LangState, address: str) -> LangState:
    """The state as a page at `address` sees it."""
    state.router_data = state._update_router_vars(
        {constants.RouteVar.PATH: "/", constants.RouteVar.ORIGIN: address,
         constants.RouteVar.HEADERS: {"origin": "http://localhost"}}, {})
    return state


def test_an_address_language_is_kept_by_the_browser_before_the_account():
    # The account keeping it is what a reader (and a test) sees; another page opened then must
    # find the language in this browser too, so the account's save comes after the browser's.
    state = _at(LangState(_reflex_internal_init=True), "/?lang=hi")
    applied, then = _settle(state, "en-GB")
    assert state.lang == "hi"
    assert applied.handler.fn.__qualname__.endswith("call_script")
    assert then is AccountLanguageState.keep_address_language


def test_without_an_address_language_the_account_is_not_asked():
    state = _at(LangState(_reflex_internal_init=True), "/")
    applied = _settle(state, "hi-IN")
    assert state.lang == "hi" and not isinstance(applied, list)
