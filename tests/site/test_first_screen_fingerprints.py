"""The served page's cookie says, value by value, what it seeded: the page's State leaves out
of its first delta exactly the values the browser already holds, and only for that page."""

from marketplace_app.display_rules.cards import Card, Slide
from marketplace_app.first_screen import seed

KEY = "/talent-detail/abc"
SEEDED = {"name": "Riya Desai", "projects": 2, "loading": False,
          "gallery": [Card(id="w1", title="Minimal app redesign",
                           gallery=[Slide(src="/media/a.thumb.jpg", eager=True)])]}


def test_every_value_seeded_is_recognised():
    assert seed.matching(KEY, dict(SEEDED), seed.fingerprints(KEY, SEEDED)) == set(SEEDED)


def test_a_changed_value_is_sent_again_and_only_it():
    now = {**SEEDED, "projects": 3,
           "gallery": [Card(id="w1", title="Minimal app redesign (v2)",
                            gallery=[Slide(src="/media/a.thumb.jpg", eager=True)])]}
    assert seed.matching(KEY, now, seed.fingerprints(KEY, SEEDED)) == {"name", "loading"}


def test_another_pages_cookie_matches_nothing():
    other = seed.fingerprints("/talent-detail/xyz", SEEDED)
    assert seed.matching(KEY, dict(SEEDED), other) == set()
    assert seed.matching(KEY, dict(SEEDED), "") == set()
    assert seed.matching(KEY, dict(SEEDED), "not.a.cookie") == set()
