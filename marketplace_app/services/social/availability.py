"""Availability windows: a talent publishes "in Jaipur, 10-15 Nov"; clients find them by city."""

from datetime import date, timedelta

from sqlalchemy import func
from sqlmodel import Session, select

from ... import catalog
from ...models.availability import AvailabilityWindow
from ...models.base import utcnow
from ...models.user import User
from ..errors import Invalid, NotFound
from .collaboration_rules import check_dates, parse_date, today_in_india

MAX_WINDOWS = 20
MAX_AHEAD_DAYS = 366
MAX_LENGTH_DAYS = 92
CITY_REQUIRED = "Please choose a city from the list"
TOO_FAR = "Windows can start at most one year ahead"
TOO_LONG = "A window can last at most 92 days"
TOO_MANY = "You can publish at most 20 windows. Remove one to add another."
NOT_FOUND = "Availability window not found"


def _city(value) -> str:
    city = catalog.find_city(value)
    if city is None:
        raise Invalid(CITY_REQUIRED)
    return city


def upcoming_query(user_id: str, today: date):
    """A user's windows that have not ended, soonest first (at most MAX_WINDOWS)."""
    return (select(AvailabilityWindow).where(AvailabilityWindow.user_id == user_id,
                                             AvailabilityWindow.date_to >= today)
            .order_by(AvailabilityWindow.date_from, AvailabilityWindow.id).limit(MAX_WINDOWS))


def list_upcoming(session: Session, *, user_id, today: date | None = None) -> list:
    """Windows of a user that end today or later (anyone may read them)."""
    if not isinstance(user_id, str) or len(user_id) > 64:
        return []
    return list(session.exec(upcoming_query(user_id, today or today_in_india())))


def add_window(session: Session, *, actor: User, city, date_from, date_to,
               today: date | None = None) -> AvailabilityWindow:
    """Publish a window: a listed city, from <= to, not in the past, within a year."""
    today = today or today_in_india()
    place = _city(city)
    start, end = parse_date(date_from), parse_date(date_to)
    check_dates(start, end, today)
    if start > today + timedelta(days=MAX_AHEAD_DAYS):
        raise Invalid(TOO_FAR)
    if (end - start).days >= MAX_LENGTH_DAYS:
        raise Invalid(TOO_LONG)
    count = session.exec(select(func.count()).select_from(
        upcoming_query(actor.id, today).subquery())).one()
    if count >= MAX_WINDOWS:
        raise Invalid(TOO_MANY)
    window = AvailabilityWindow(user_id=actor.id, city=place, date_from=start, date_to=end,
                                created_at=utcnow())
    session.add(window)
    session.commit()
    session.refresh(window)
    return window


def remove_window(session: Session, *, actor: User, window_id) -> None:
    """Take down one of my windows (someone else's is not found)."""
    window = session.get(AvailabilityWindow, window_id) \
        if isinstance(window_id, str) and len(window_id) <= 64 else None
    if window is None or window.user_id != actor.id:
        raise NotFound(NOT_FOUND)
    session.delete(window)
    session.commit()


def visiting_users(city: str, date_from: date | None, date_to: date | None):
    """Subquery of user ids with a window in `city` overlapping [from, to] (read through the
    (city, date_to) index); no dates means any window not yet over."""
    start = date_from or today_in_india()
    query = select(AvailabilityWindow.user_id).where(AvailabilityWindow.city == city,
                                                     AvailabilityWindow.date_to >= start)
    if date_to is not None:
        query = query.where(AvailabilityWindow.date_from <= date_to)
    return query


def matching(windows: list[dict], city, date_from=None, date_to=None) -> dict | None:
    """The first window (JSON) in that city overlapping the dates (any day when blank)."""
    place = catalog.find_city(city)
    try:
        start, end = parse_date(date_from), parse_date(date_to)
    except Invalid:
        return None
    end = end or start
    for window in windows if place else []:
        if window["city"] == place and (start is None or window["dateTo"] >= start.isoformat()) \
                and (end is None or window["dateFrom"] <= end.isoformat()):
            return window
    return None


def window_json(window: AvailabilityWindow) -> dict:
    """Public JSON of a window."""
    return {"_id": window.id, "id": window.id, "userId": window.user_id, "city": window.city,
            "dateFrom": window.date_from.isoformat(), "dateTo": window.date_to.isoformat()}
