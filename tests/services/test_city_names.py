"""Issue 30 item 4: every common name of a city reaches the same city, in the feed's location
filter, in availability windows and in search."""

import pytest

from marketplace_app import catalog
from marketplace_app.services.portfolios import search
from marketplace_app.services.portfolios.search_terms import query_words


@pytest.mark.parametrize("typed, city", [
    ("Bengaluru", "Bangalore"), ("bangalore", "Bangalore"), ("Bombay", "Mumbai"),
    ("  new   delhi ", "Delhi"), ("Dilli", "Delhi"), ("दिल्ली", "Delhi"),
    ("Calcutta", "Kolkata"), ("Madras", "Chennai"), ("Poona", "Pune"), ("Amdavad", "Ahmedabad"),
    ("मुंबई", "Mumbai"),
])
def test_each_common_name_is_its_city(typed, city):
    assert catalog.find_city(typed) == city
    assert search.parse_filters(location=typed).location == city


def test_a_place_that_is_no_listed_city_stays_refused():
    assert catalog.find_city("Atlantis") is None and catalog.find_city(None) is None
    assert search.parse_filters(location="Atlantis").impossible


@pytest.mark.parametrize("typed, city", [("bengaluru", "Bangalore"), ("bombay", "Mumbai"),
                                         ("poona", "Pune"), ("dilli", "Delhi")])
def test_search_reads_an_old_or_hindi_city_name_as_the_city(typed, city):
    assert [w.city for w in query_words(f"wedding photographer {typed}")][-1] == city


def test_the_feed_filters_on_the_city_by_any_of_its_names(session):
    from marketplace_app.services.accounts import users
    from marketplace_app.services.portfolios import portfolios
    from tests import media_samples as samples
    from tests.factories import make_user

    talent, _ = make_user(session)
    talent = users.update_profile(session, actor=talent, data={"location": "Bangalore"})
    made = portfolios.create_portfolio(
        session, actor=talent, title="Cubbon park portraits", category="Photography",
        subcategory="", description="", files=[samples.jpeg()])
    found = {p["_id"] for p in search.feed(session, location="Bengaluru")["portfolios"]}
    assert made.id in found
