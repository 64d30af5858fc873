"""Which language a reader gets: the address, then their earlier choice, then the browser."""

from marketplace_app.i18n import normalise
from marketplace_app.state.lang import chosen_language


def test_address_wins_over_stored_choice_and_browser():
    assert chosen_language("hi", "en", "en-US") == "hi"
    assert chosen_language("en", "hi", "hi-IN") == "en"


def test_stored_choice_wins_over_browser():
    assert chosen_language(None, "hi", "en-GB") == "hi"
    assert chosen_language("", "en", "hi-IN") == "en"


def test_first_visit_follows_the_browser():
    assert chosen_language(None, "", "hi-IN") == "hi"
    assert chosen_language(None, "", "en-IN") == "en"
    assert chosen_language(None, "", "ta-IN") == "en"
    assert chosen_language(None, "", "") == "en"


def test_unknown_address_value_is_ignored():
    assert chosen_language("fr", "hi", "en") == "hi"


def test_accept_language_header_is_understood():
    assert normalise("hi-IN,hi;q=0.9,en;q=0.8") == "hi"
    assert normalise("en-GB,en;q=0.9") == "en"
    assert normalise(None) == "en"
