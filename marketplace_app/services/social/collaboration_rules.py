"""Spec §5 "Collaboration form": every rule of a request, with the spec's messages, in order."""

from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone

from ... import catalog
from ..errors import Invalid
from ..numbers import whole

SELF_REQUEST = "You cannot send a collaboration request to yourself!"
MESSAGE_REQUIRED = "Message is required"
LOCATION_REQUIRED = "Location is required"
BAD_LOCATION = ("Please enter a valid location from India. "
                "Example: Mumbai, Delhi, Bangalore, etc.")
START_REQUIRED = "Start date is required"
END_REQUIRED = "End date is required"
START_IN_PAST = "Start date cannot be in the past"
END_BEFORE_START = "End date cannot be before start date"
SERVICE_TYPE_REQUIRED = "Please select a service type"
EMPTY_TAG = "Tags cannot be empty"
DUPLICATE_TAG = "Tags must be unique"
BAD_DATE = "Dates must be written as YYYY-MM-DD"
BAD_BUDGET = "Budget must be a whole number of rupees, 0 or more"
MAX_MESSAGE, MAX_TAGS, MAX_TAG = 2000, 10, 40
MESSAGE_TOO_LONG = f"Message must be at most {MAX_MESSAGE} characters"
TOO_MANY_TAGS = f"At most {MAX_TAGS} tags"
TAG_TOO_LONG = f"Each tag must be at most {MAX_TAG} characters"
INDIA = timezone(timedelta(hours=5, minutes=30))


def today_in_india() -> date:
    """The calendar date in India, which "in the past" is measured against."""
    return datetime.now(INDIA).date()


@dataclass(frozen=True)
class RequestForm:
    """A request that passed every rule, in canonical form."""

    message: str
    service_type: str
    tags: list[str]
    location: str
    date_from: date
    date_to: date
    budget_min: int | None
    budget_max: int | None


def _text(value) -> str:
    return value.replace("\x00", "").strip() if isinstance(value, str) else ""


def parse_date(value) -> date | None:
    """A YYYY-MM-DD date, None when blank; Invalid when unreadable."""
    if isinstance(value, date):
        return value
    text = _text(value)
    if not text:
        return None
    try:
        return date.fromisoformat(text[:10])
    except ValueError:
        raise Invalid(BAD_DATE) from None


def check_dates(date_from: date | None, date_to: date | None, today: date) -> None:
    """Start and end given, start not before today, end not before start."""
    if date_from is None:
        raise Invalid(START_REQUIRED)
    if date_to is None:
        raise Invalid(END_REQUIRED)
    if date_from < today:
        raise Invalid(START_IN_PAST)
    if date_to < date_from:
        raise Invalid(END_BEFORE_START)


def clean_tags(value) -> list[str]:
    """Tags: each non-blank, no two equal ignoring case."""
    if value in (None, ""):
        return []
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, list):
        raise Invalid(EMPTY_TAG)
    tags = [_text(t) if isinstance(t, str) else "" for t in value]
    if any(not t for t in tags):
        raise Invalid(EMPTY_TAG)
    if len({t.lower() for t in tags}) != len(tags):
        raise Invalid(DUPLICATE_TAG)
    if len(tags) > MAX_TAGS:
        raise Invalid(TOO_MANY_TAGS)
    if any(len(t) > MAX_TAG for t in tags):
        raise Invalid(TAG_TOO_LONG)
    return tags


def parse_budget(value) -> int | None:
    """An optional budget in whole rupees (no cross-check of min and max, as the spec says)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    value = whole(value.replace(",", "") if isinstance(value, str) else value)
    if value is None or not 0 <= value <= 10**12:
        raise Invalid(BAD_BUDGET)
    return value


def check_request(*, sender_id: str, recipient_id: str, message, service_type, tags, location,
                  date_from, date_to, budget_min=None, budget_max=None,
                  today: date | None = None) -> RequestForm:
    """Every §5 alert, in the spec's order; returns the cleaned request."""
    if sender_id == recipient_id:
        raise Invalid(SELF_REQUEST)
    text = _text(message)
    if not text:
        raise Invalid(MESSAGE_REQUIRED)
    if len(text) > MAX_MESSAGE:
        raise Invalid(MESSAGE_TOO_LONG)
    if not _text(location):
        raise Invalid(LOCATION_REQUIRED)
    city = catalog.find_indian_city(location)
    if city is None:
        raise Invalid(BAD_LOCATION)
    start, end = parse_date(date_from), parse_date(date_to)
    check_dates(start, end, today or today_in_india())
    kind = catalog.canonical(service_type, catalog.SERVICE_TYPES) \
        if isinstance(service_type, str) else None
    if kind is None:
        raise Invalid(SERVICE_TYPE_REQUIRED)
    return RequestForm(text, kind, clean_tags(tags), city, start, end,
                       parse_budget(budget_min), parse_budget(budget_max))
