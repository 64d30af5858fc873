"""The public site's control rules: hero/header search routing, badges, price inputs."""

import pytest

from marketplace_app.display_rules.badges import badge_label
from marketplace_app.display_rules.search_routing import (
    JOBS_MODE, TALENT_MODE, find_talent_url, main_feed_url, search_destination,
)


@pytest.mark.parametrize("text", ["", "   ", "\t\n", None])
@pytest.mark.parametrize("mode", [TALENT_MODE, JOBS_MODE])
def test_blank_search_goes_nowhere(text, mode):
    assert search_destination(text, mode) is None


def test_talent_mode_searches_talent_with_trimmed_text():
    assert search_destination("  wedding photographer ", TALENT_MODE) == \
        "/find-talent?search=wedding%20photographer"


def test_jobs_mode_searches_the_open_jobs():
    assert search_destination("Videography", JOBS_MODE) == "/browse?search=Videography"


def test_search_text_is_escaped_so_it_cannot_add_parameters():
    assert search_destination("food & drinks?x=1", TALENT_MODE) == \
        "/find-talent?search=food%20%26%20drinks%3Fx%3D1"


def test_category_links():
    assert find_talent_url("Models/Actors") == "/find-talent?category=Models%2FActors"
    assert find_talent_url() == "/find-talent"
    assert main_feed_url("Photography") == "/main-feed?category=Photography"
    assert main_feed_url(None) == "/main-feed"


@pytest.mark.parametrize("count,label", [(0, ""), (1, "1"), (9, "9"), (10, "9+"), (250, "9+"),
                                         (-3, "")])
def test_badge_caps_at_nine(count, label):
    assert badge_label(count) == label
