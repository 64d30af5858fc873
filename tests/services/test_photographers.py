"""/photography's listing: real photographers only, filtered on the server by speciality,
price, experience and city, in pages by cursor, with their real rating or none."""

import pytest
from sqlalchemy import text

from marketplace_app.services.accounts import users
from marketplace_app.services.errors import Invalid
from marketplace_app.services.portfolios import photographers
from marketplace_app.services.social import reviews
from tests.factories import make_user

WEDDINGS, PRODUCT = "Events & Weddings", "Product / Jewelery"


def _talent(session, name, *, category="Photography", subs=(WEDDINGS,), city="Mumbai",
            years=4, price=None, bio=None):
    user, _ = make_user(session, full_name=name)
    data = {"category": [category], "subcategory": list(subs), "location": city,
            "experienceyears": years, "startingPrice": price}
    if bio:
        data["bio"] = bio
    return users.update_profile(session, actor=user, data=data)


def _names(page: dict) -> list[str]:
    return [card["fullName"] for card in page["items"]]


def _browse(session, **filters):
    return _names(photographers.browse(session, category="Photography", **filters))


def test_only_the_category_s_talent_are_listed_newest_first_and_every_page_follows(session):
    made = [_talent(session, f"Photographer {n}") for n in range(5)]
    _talent(session, "Videographer", category="Videography", subs=())
    make_user(session, role="CLIENT", full_name="A Client")

    seen, cursor = [], None
    for _ in range(5):
        page = photographers.browse(session, category="Photography", limit=2, cursor=cursor)
        seen += _names(page)
        cursor = page["nextCursor"]
        if cursor is None:
            break
    assert seen == [u.full_name for u in reversed(made)]


def test_each_filter_changes_the_results_on_the_server(session):
    _talent(session, "Asha Weddings", city="Mumbai", years=1, price=5000)
    _talent(session, "Bina Products", subs=(PRODUCT,), city="Delhi", years=4, price=25000)
    _talent(session, "Chetan Expert", city="Bangalore", years=12, price=90000)
    _talent(session, "Deep No Price", city="Mumbai", years=3)

    assert set(_browse(session)) == {"Asha Weddings", "Bina Products", "Chetan Expert",
                                     "Deep No Price"}
    assert set(_browse(session, subcategory=PRODUCT)) == {"Bina Products"}
    # A price filter keeps only talent whose price is known and inside it.
    assert set(_browse(session, price_min="4000", price_max="30000")) == {"Asha Weddings",
                                                                         "Bina Products"}
    assert set(_browse(session, price_max=10000)) == {"Asha Weddings"}
    assert set(_browse(session, experience="beginner")) == {"Asha Weddings"}
    assert set(_browse(session, experience="intermediate")) == {"Bina Products",
                                                                "Deep No Price"}
    assert set(_browse(session, experience="expert")) == {"Chetan Expert"}
    # Other names of a city reach it.
    assert set(_browse(session, cities=["Bombay", "Bengaluru"])) == {
        "Asha Weddings", "Chetan Expert", "Deep No Price"}
    assert _browse(session, cities=["Delhi"], experience="expert") == []


def test_a_profile_edit_moves_the_talent_in_the_listing(session):
    talent = _talent(session, "Moving Talent", price=None)
    assert _browse(session, price_max=20000) == []
    users.update_profile(session, actor=talent, data={"startingPrice": "15,000"})
    assert _browse(session, price_max=20000) == ["Moving Talent"]
    users.update_profile(session, actor=talent, data={"category": ["Videography"],
                                                      "subcategory": []})
    assert _browse(session) == []


def test_cards_show_the_real_rating_or_none_and_mask_contacts_in_the_bio(session):
    rated = _talent(session, "Rated One", bio="Call me on 98765 43210 for bookings")
    _talent(session, "Unrated One")
    for stars in (5, 4):
        client, _ = make_user(session, role="CLIENT")
        reviews.add_review(session, actor=client, target_kind="user", target_id=rated.id,
                           rating=stars, comment="Lovely work")

    cards = {c["fullName"]: c for c in
             photographers.browse(session, category="Photography")["items"]}
    assert (cards["Rated One"]["averageRating"], cards["Rated One"]["reviewCount"]) == (4.5, 2)
    assert (cards["Unrated One"]["averageRating"], cards["Unrated One"]["reviewCount"]) == (
        None, 0)
    assert "98765" not in cards["Rated One"]["bio"]
    assert cards["Rated One"]["speciality"] == WEDDINGS


@pytest.mark.parametrize("filters, message", [
    ({"cities": ["New York"]}, "Unknown city: New York"),
    ({"price_min": "9000", "price_max": "100"}, photographers.PRICES_CROSSED),
    ({"price_min": "-5"}, photographers.BAD_PRICE),
    ({"experience": "guru"}, photographers.UNKNOWN_EXPERIENCE),
    ({"subcategory": "Drone"}, photographers.UNKNOWN_SPECIALITY),
    ({"cursor": "not-a-cursor"}, "Invalid cursor"),
    ({"limit": "500"}, photographers.BAD_LIMIT),
])
def test_bad_filters_are_refused_with_a_message(session, filters, message):
    with pytest.raises(Invalid) as caught:
        photographers.browse(session, category="Photography", **filters)
    assert caught.value.message == message


@pytest.mark.parametrize("typed, price", [("25,000", 25000), ("₹ 1500", 1500), (800, 800),
                                          ("", None), (None, None)])
def test_a_starting_price_is_read_as_whole_rupees(session, typed, price):
    talent = _talent(session, "Pricing Talent")
    assert users.update_profile(session, actor=talent,
                                data={"startingPrice": typed}).starting_price == price


@pytest.mark.parametrize("typed", ["50", "abc", "12.5", "१२००", True, "99999999"])
def test_a_starting_price_out_of_range_is_refused(session, typed):
    talent = _talent(session, "Pricing Talent")
    with pytest.raises(Invalid):
        users.update_profile(session, actor=talent, data={"startingPrice": typed})


def test_a_page_reads_the_listing_index_not_the_whole_table(session):
    if session.get_bind().dialect.name != "sqlite":
        pytest.skip("the plan is read from SQLite's EXPLAIN QUERY PLAN")
    _talent(session, "Indexed Talent")
    plan = " ".join(row[-1] for row in session.execute(text(
        "EXPLAIN QUERY PLAN SELECT user_id, listed_at FROM talent_listings "
        "WHERE category = 'Photography' AND subcategory = '' AND city IN ('Mumbai') "
        "ORDER BY listed_at DESC, user_id DESC LIMIT 13")))
    assert "ix_talent_listings_browse" in plan and "TEMP B-TREE" not in plan


def test_an_empty_city_is_no_filter(session):
    _talent(session, "Anywhere Talent")
    assert photographers.browse(session, category="Photography", cities=[""])["items"]
