"""Fuzzy scoring per spec section 9: exact 100, substring 80, threshold 60, case ignored."""

from datetime import datetime, timedelta

from marketplace_app.services.portfolios import search


def test_scores():
    assert search.score("Drone", ["drone", "x"]) == (100, True)
    assert search.score("WEDDING", ["Royal Wedding Stories"]) == (80, True)
    value, substring = search.score("weding storys", ["Royal Wedding Stories"])
    assert 60 <= value < 100 and not substring
    assert search.score("zzzz", ["Royal Wedding Stories"])[0] < 60
    assert search.score("ab", ["a b c"]) == (0, False)


def test_rank_puts_exact_substrings_first_then_score_then_newest():
    now = datetime(2026, 1, 1)
    rows = [
        ("fuzzy", "Weding storys", "", "", "", "", "", now),
        ("old", "Wedding album", "", "", "", "", "", now - timedelta(days=2)),
        ("new", "Wedding film", "", "", "", "", "", now),
        ("exact", "wedding", "", "", "", "", "", now - timedelta(days=9)),
        ("none", "Logo design", "", "", "", "", "", now),
    ]
    assert search.rank("wedding", rows) == ["exact", "new", "old", "fuzzy"]


def test_query_is_cleaned_and_capped():
    assert search.clean_query("a\x00b") == "a b"
    assert len(search.clean_query("x" * 5000)) == search.MAX_QUERY
    assert search.clean_query(None) == ""
