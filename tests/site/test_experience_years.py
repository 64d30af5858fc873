"""The member's own portfolio says "1 year", not "1 years" (served first screen; the React page
draws the same words, compared in tests/e2e/test_first_screen_own_pages.py)."""

import pytest

from marketplace_app.first_screen.own_portfolio import side_panel

COUNTS = {"profile_views": 0, "portfolio_views": 0, "last_seven_days": 0}


def _panel(years: str, lang: str = "en") -> str:
    profile = {"name": "Asha", "username": "asha", "photo": "", "category": "", "location": "",
               "level": "Expert", "years": years, "bio": ""}
    return side_panel({"profile": profile, "jobs": 0, "colabs": 0}, COUNTS, lang)


@pytest.mark.parametrize(("years", "said"), [("1", "Expert · 1 year<"), ("4", "Expert · 4 years<"),
                                             ("0", "Expert · 0 years<")])
def test_experience_says_year_for_one_and_years_otherwise(years, said):
    assert said in _panel(years)


def test_experience_in_hindi_reads_the_same_for_one_and_many():
    assert "1 वर्ष<" in _panel("1", "hi") and "4 वर्ष<" in _panel("4", "hi")


def test_a_demo_talent_with_one_year_says_one_year_of_work():
    import random

    from marketplace_app.seed import _talent_profile

    profiles = [_talent_profile(index, random.Random(index)) for index in range(200)]
    one = [p["bio"] for p in profiles if p["experienceyears"] == 1]
    many = [p["bio"] for p in profiles if p["experienceyears"] > 1]
    assert one and all(" 1 year of work " in bio for bio in one)
    assert many and all(" years of work " in bio for bio in many)
