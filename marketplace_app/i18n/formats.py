"""Indian formats through Babel: rupees with lakh grouping, dates and relative times."""

from datetime import date, datetime, timedelta, timezone
from functools import lru_cache

from babel.dates import format_date as _babel_date
from babel.dates import format_timedelta
from babel.numbers import format_currency, format_decimal

from . import normalise

LOCALES = {"en": "en_IN", "hi": "hi_IN"}
RUPEE_PATTERN = "¤#,##,##0"


def locale_of(lang: str | None) -> str:
    """The Babel locale for a language code."""
    return LOCALES[normalise(lang)]


@lru_cache(maxsize=8192)  # pure, and asked for every card's counts on every served page
def rupees(amount: float | int, lang: str | None = None) -> str:
    """₹1,50,000: whole rupees with Indian (lakh, crore) grouping."""
    return format_currency(round(amount), "INR", format=RUPEE_PATTERN, currency_digits=False,
                           locale=locale_of(lang))


@lru_cache(maxsize=8192)
def number(value: int | float, lang: str | None = None) -> str:
    """1,23,456: a count with Indian grouping."""
    return format_decimal(value, locale=locale_of(lang))


def review_date(iso: str, lang: str | None = None, now: datetime | None = None) -> str:
    """When a review was written: '5 minutes ago' within a day, else the short date."""
    if not iso:
        return ""
    try:
        moment = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except ValueError:
        return iso[:10]
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    now = now or datetime.now(timezone.utc)
    if now - moment < timedelta(days=1):
        return relative_time(moment, lang, now)
    return short_date(moment, lang)


def short_date(value: date | datetime, lang: str | None = None) -> str:
    """12/11/2026 in English, '12 नवंबर' in Hindi (the year only when not this year)."""
    if normalise(lang) == "en":
        return _babel_date(value, "dd/MM/yyyy", locale=locale_of(lang))
    pattern = "d MMMM" if value.year == date.today().year else "d MMMM y"
    return _babel_date(value, pattern, locale=locale_of(lang))


def relative_time(moment: datetime, lang: str | None = None,
                  now: datetime | None = None) -> str:
    """'5 minutes ago' / '5 मिनट पहले': minutes under an hour, hours under a day, else days."""
    now = now or datetime.now(timezone.utc)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    elapsed = max(now - moment, timedelta(0))
    if elapsed < timedelta(hours=1):
        unit, amount = "minute", max(1, int(elapsed.total_seconds() // 60))
        delta = timedelta(minutes=amount)
    elif elapsed < timedelta(days=1):
        unit, delta = "hour", timedelta(hours=int(elapsed.total_seconds() // 3600))
    else:
        unit, delta = "day", timedelta(days=elapsed.days)
    return format_timedelta(-delta, granularity=unit, threshold=10**9, add_direction=True,
                            locale=locale_of(lang))


def date_span(start: date, end: date, lang: str | None = None) -> str:
    """'10–15 Nov', '30 Nov – 2 Dec' or '10 Nov'; in Hindi the month is written out
    ('10–15 नवंबर'), as Babel's short Hindi months ('नव॰') read as clipped."""
    locale = locale_of(lang)
    pattern = "d MMM" if normalise(lang) == "en" else "d MMMM"
    if start == end:
        return _babel_date(start, pattern, locale=locale)
    if (start.year, start.month) == (end.year, end.month):
        return f"{start.day}–{_babel_date(end, pattern, locale=locale)}"
    return f"{_babel_date(start, pattern, locale=locale)} – " \
           f"{_babel_date(end, pattern, locale=locale)}"
