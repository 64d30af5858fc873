"""Spec §5 collaboration rules: dates, tags, city and the order of the alerts."""

from datetime import date, timedelta

import pytest

from marketplace_app.services.errors import Invalid
from marketplace_app.services.social import collaboration_rules as rules

TODAY = date(2026, 11, 22)
GOOD = dict(sender_id="a", recipient_id="b", message="Shoot our catalogue",
            service_type="Photography", tags=["catalogue", "studio"], location="mumbai",
            date_from="2026-11-25", date_to="2026-11-26", today=TODAY)


def _message(**changes) -> str:
    with pytest.raises(Invalid) as caught:
        rules.check_request(**{**GOOD, **changes})
    return caught.value.message


def test_a_good_request_comes_back_canonical():
    form = rules.check_request(**GOOD, budget_min="5,000", budget_max=20000)
    assert form.location == "Mumbai"
    assert (form.date_from, form.date_to) == (date(2026, 11, 25), date(2026, 11, 26))
    assert (form.budget_min, form.budget_max) == (5000, 20000)


def test_start_today_is_allowed_but_yesterday_is_in_the_past():
    rules.check_dates(TODAY, TODAY, TODAY)
    with pytest.raises(Invalid, match="Start date cannot be in the past"):
        rules.check_dates(TODAY - timedelta(days=1), TODAY, TODAY)


def test_end_on_the_start_day_is_allowed_but_not_before_it():
    rules.check_dates(TODAY + timedelta(days=3), TODAY + timedelta(days=3), TODAY)
    with pytest.raises(Invalid, match="End date cannot be before start date"):
        rules.check_dates(TODAY + timedelta(days=3), TODAY + timedelta(days=2), TODAY)


@pytest.mark.parametrize("changes, expected", [
    ({"recipient_id": "a"}, rules.SELF_REQUEST),
    ({"message": "   "}, "Message is required"),
    ({"location": ""}, "Location is required"),
    ({"location": "Paris"}, rules.BAD_LOCATION),
    ({"date_from": ""}, "Start date is required"),
    ({"date_to": None}, "End date is required"),
    ({"date_from": "2026-11-21"}, "Start date cannot be in the past"),
    ({"date_to": "2026-11-24"}, "End date cannot be before start date"),
    ({"service_type": ""}, "Please select a service type"),
    ({"service_type": "Plumbing"}, "Please select a service type"),
    ({"tags": ["studio", " "]}, rules.EMPTY_TAG),
    ({"tags": ["Studio", "studio"]}, rules.DUPLICATE_TAG),
    ({"date_from": "25/11/2026"}, rules.BAD_DATE),
])
def test_each_rule_has_its_message(changes, expected):
    assert _message(**changes) == expected


def test_alerts_come_in_the_spec_order():
    assert _message(message="", location="") == "Message is required"
    assert _message(location="Paris", date_from="") == rules.BAD_LOCATION
    assert _message(date_from="", service_type="") == "Start date is required"


def test_the_city_list_is_about_a_hundred_indian_cities():
    from marketplace_app import catalog

    assert 90 <= len(catalog.INDIAN_CITIES) <= 130
    assert catalog.find_indian_city("  BENGALURU ") == "Bengaluru"
    assert catalog.city_suggestions("kol") == ["Kolkata", "Kolhapur"]
