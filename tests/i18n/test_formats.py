"""Indian formats: rupees with lakh grouping, dates, relative times, in English and Hindi."""

from datetime import date, datetime, timedelta, timezone

from marketplace_app.i18n.formats import relative_time, rupees, short_date

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=timezone.utc)


def test_rupees_use_lakh_and_crore_grouping():
    assert rupees(150000) == "₹1,50,000"
    assert rupees(150000, "hi") == "₹1,50,000"
    assert rupees(12345678.4, "en") == "₹1,23,45,678"
    assert rupees(999) == "₹999"


def test_dates_read_day_first():
    assert short_date(date(2026, 11, 12), "en") == "12/11/2026"
    assert short_date(date(date.today().year, 11, 12), "hi") == "12 नवंबर"
    assert short_date(date(2020, 1, 2), "hi") == "2 जनवरी 2020"


def test_relative_time_minutes_hours_days():
    assert relative_time(NOW - timedelta(minutes=5), "en", NOW) == "5 minutes ago"
    assert relative_time(NOW - timedelta(minutes=5), "hi", NOW) == "5 मिनट पहले"
    assert relative_time(NOW - timedelta(seconds=20), "hi", NOW) == "1 मिनट पहले"
    assert relative_time(NOW - timedelta(hours=3, minutes=59), "hi", NOW) == "3 घंटे पहले"
    assert relative_time(NOW - timedelta(hours=30), "en", NOW) == "1 day ago"
    assert relative_time(NOW - timedelta(days=40), "hi", NOW) == "40 दिन पहले"


def test_unknown_language_falls_back_to_english():
    assert relative_time(NOW - timedelta(minutes=2), "fr", NOW) == "2 minutes ago"


def test_counts_use_lakh_grouping():
    from marketplace_app.i18n.formats import number
    assert number(1234567) == "12,34,567" and number(999) == "999"
    assert number(150000, "hi") == "1,50,000"


def test_review_dates_read_as_a_reader_expects():
    from datetime import datetime, timezone

    from marketplace_app.i18n.formats import review_date
    now = datetime(2026, 11, 22, 12, 0, tzinfo=timezone.utc)
    assert review_date("2026-11-22T11:55:00Z", "en", now) == "5 minutes ago"
    assert review_date("2026-11-22T11:55:00Z", "hi", now) == "5 मिनट पहले"
    assert review_date("2026-11-12T09:00:00Z", "en", now) == "12/11/2026"
    assert review_date("2025-03-02T09:00:00+00:00", "en", now) == "02/03/2025"
    assert review_date("", "en", now) == ""


def test_the_collaboration_budget_reads_in_rupees():
    from marketplace_app.state.collaboration_form import budget_range
    assert budget_range("50000", "150000") == "₹50,000 – ₹1,50,000"
    assert budget_range("", "2500000") == "₹25,00,000"
    assert budget_range("abc", "") == ""
