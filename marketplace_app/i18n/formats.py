"""Indian formats through Babel: rupees with lakh grouping, dates and relative times."""

from datetime import date, datetime, timedelta, timezone

from babel.dates import format_date as _babel_date
from babel.dates import format_timedelta
from babel.numbers import format_currency

from . import normalise

LOCALES = {"en": "en_IN", "hi": "hi_IN"}
RUPEE_PATTERN = "¤#,##,##0"


def locale_of(lang: str | None) -> str:
    """The Babel locale for a language code."""
    return LOCALES[normalise(lang)]


def rupees(amount: float | int, lang: str | None = None) -> str:
    """₹1,50,000: whole rupees with Indian (lakh, crore) grouping."""
    return format_currency(round(amount), "INR", format=RUPEE_PATTERN, currency_digits=False,
                           locale=locale_of(lang))


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
