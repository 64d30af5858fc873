"""Settling the language on a page sends the page nothing when the language is unchanged:
every component that shows text re-renders on a change of `lang`. A ?lang= address is kept by
this browser before the account keeps it."""

import reflex as rx
from reflex import constants

from marketplace_app.state.account_language import AccountLanguageState
from marketplace_app.state.lang import LangState, load_language
from tests.async_run import run


def _settle(state: LangState, browser_language: str):
    return state.settled(browser_language)


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


def _page_at(address: str) -> tuple[AccountLanguageState, LangState]:
    """The language states of a page at `address`."""
    root = rx.State(_reflex_internal_init=True)
    account = root.get_substate(AccountLanguageState.get_full_name().split(".")[1:])
    lang = root.get_substate(LangState.get_full_name().split(".")[1:])
    for state in (root, account, lang):
        state.router_data = state._update_router_vars(
            {constants.RouteVar.PATH: "/", constants.RouteVar.ORIGIN: address,
             constants.RouteVar.HEADERS: {"origin": "http://localhost"}}, {})
    return account, lang


def test_an_address_language_is_kept_by_the_browser_before_the_account():
    # The account keeping it is what a reader (and a test) sees; another page opened then must
    # find the language in this browser too, so the account's save comes after the browser's.
    account, lang = _page_at("/?lang=hi")
    applied, then = run(AccountLanguageState.settle_language.fn(account, "en-GB"))
    assert lang.lang == "hi"
    assert "document.cookie = 'lang=hi" in str(applied.args)
    assert then is AccountLanguageState.keep_address_language


def test_without_an_address_language_the_account_is_not_asked():
    account, lang = _page_at("/")
    applied = run(AccountLanguageState.settle_language.fn(account, "hi-IN"))
    assert lang.lang == "hi" and not isinstance(applied, list)


def _lang_state_with(headers: dict, stored: str = "") -> LangState:
    """The language state of a talent page whose socket sent `headers`, `stored` in this
    browser's localStorage."""
    root = rx.State(_reflex_internal_init=True)
    lang = root.get_substate(LangState.get_full_name().split(".")[1:])
    for state in (root, lang):
        state.router_data = state._update_router_vars(
            {constants.RouteVar.PATH: "/talent-detail/[id]", constants.RouteVar.ORIGIN:
             "/talent-detail/t1/", constants.RouteVar.HEADERS: {
                 "origin": "http://localhost", "accept-language": "en-US,en;q=0.9", **headers}},
            {})
    lang.lang = stored
    return lang


def test_a_page_s_loaded_values_follow_the_cookie_when_the_browser_stored_no_choice():
    # The served page came in the cookie's language (a ?lang=hi page left before its scripts
    # ran, or storage cleared); the on_load values ("Let's Design") must not turn English.
    assert run(load_language(_lang_state_with({"cookie": "sid=1; lang=hi"}))) == "hi"


def test_the_stored_choice_outranks_a_socket_s_older_cookie():
    # The switch stores the choice at once; the socket's cookie is the one it connected with.
    assert run(load_language(_lang_state_with({"cookie": "lang=hi"}, stored="en"))) == "en"
    assert run(load_language(_lang_state_with({"cookie": "lang=xx"}))) == "en"
