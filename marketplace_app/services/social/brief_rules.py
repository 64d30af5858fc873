"""Every rule of a brief's form (issue 32): what a client must say about a job, with the
messages they read, in the order the form asks."""

from dataclasses import dataclass
from datetime import date

from ... import catalog
from ..errors import Invalid
from ..numbers import whole
from .collaboration_rules import check_dates, parse_date

MAX_TITLE, MAX_DESCRIPTION, MAX_DELIVERABLES = 120, 4000, 2000
MAX_BUDGET = 10_000_000  # ₹1 crore
MAX_AHEAD_DAYS = 366
TITLE_REQUIRED = "Please give the job a title"
TITLE_TOO_LONG = "The title must be at most 120 characters"
DESCRIPTION_REQUIRED = "Please describe the job"
DESCRIPTION_TOO_LONG = "The description must be at most 4000 characters"
CATEGORY_REQUIRED = "Please choose a category"
UNKNOWN_SUBCATEGORY = "Please choose a subcategory of this category"
CITY_REQUIRED = "Please choose a city from the list, or mark the job as remote"
BUDGET_REQUIRED = "Please give the budget range in rupees"
BAD_BUDGET = "The budget must be whole rupees from 0 to 1,00,00,000"
BUDGET_CROSSED = "The minimum budget must not be above the maximum"
DELIVERABLES_TOO_LONG = "Deliverables must be at most 2000 characters"
CLOSING_REQUIRED = "Please choose a closing date"
CLOSING_IN_PAST = "The closing date cannot be in the past"
CLOSING_AFTER_END = "The closing date cannot be after the job's last day"
TOO_FAR = "The job can start at most one year ahead"


@dataclass(frozen=True)
class BriefForm:
    """A brief that passed every rule, in canonical form."""

    title: str
    description: str
    category: str
    subcategory: str
    city: str | None
    date_from: date
    date_to: date
    budget_min: int
    budget_max: int
    deliverables: str
    closes_on: date


def text(value) -> str:
    """Text without NUL characters and outer spaces ("" for anything else)."""
    return value.replace("\x00", "").strip() if isinstance(value, str) else ""


def rupees(value, required: bool = True) -> int | None:
    """Whole rupees from 0 to MAX_BUDGET ("1,500" reads as 1500); None when blank and allowed."""
    if value is None or (isinstance(value, str) and not value.strip()):
        if required:
            raise Invalid(BUDGET_REQUIRED)
        return None
    amount = whole(value.replace(",", "") if isinstance(value, str) else value)
    if amount is None or not 0 <= amount <= MAX_BUDGET:
        raise Invalid(BAD_BUDGET)
    return amount


def flag(value) -> bool:
    """A yes/no from JSON or a form ("true", "on", "1")."""
    return value is True or (isinstance(value, str) and value.strip().lower() in
                             ("true", "on", "1", "yes"))


def category_of(category, subcategory) -> tuple[str, str]:
    """The catalogue's category and one of its subcategories ("" for the whole category)."""
    found = catalog.find_category(category) if isinstance(category, str) and category.strip() \
        else None
    if found is None:
        raise Invalid(CATEGORY_REQUIRED)
    sub = text(subcategory)
    if sub and sub not in found.subcategories:
        raise Invalid(UNKNOWN_SUBCATEGORY)
    return found.name, sub


def check_brief(*, title, description, category, subcategory=None, city=None, remote=False,
                date_from=None, date_to=None, budget_min=None, budget_max=None,
                deliverables=None, closes_on=None, today: date) -> BriefForm:
    """Every rule of the form, in its order; returns the cleaned brief."""
    name = text(title)
    if not name:
        raise Invalid(TITLE_REQUIRED)
    if len(name) > MAX_TITLE:
        raise Invalid(TITLE_TOO_LONG)
    about = text(description)
    if not about:
        raise Invalid(DESCRIPTION_REQUIRED)
    if len(about) > MAX_DESCRIPTION:
        raise Invalid(DESCRIPTION_TOO_LONG)
    kind, sub = category_of(category, subcategory)
    place = None if flag(remote) else catalog.find_city(city)
    if place is None and not flag(remote):
        raise Invalid(CITY_REQUIRED)
    start, end = parse_date(date_from), parse_date(date_to)
    end = end or start  # one day: the end may be left blank
    check_dates(start, end, today)
    if (start - today).days > MAX_AHEAD_DAYS:
        raise Invalid(TOO_FAR)
    low, high = rupees(budget_min), rupees(budget_max)
    if low > high:
        raise Invalid(BUDGET_CROSSED)
    delivered = text(deliverables)
    if len(delivered) > MAX_DELIVERABLES:
        raise Invalid(DELIVERABLES_TOO_LONG)
    closing = parse_date(closes_on)
    if closing is None:
        raise Invalid(CLOSING_REQUIRED)
    if closing < today:
        raise Invalid(CLOSING_IN_PAST)
    if closing > end:
        raise Invalid(CLOSING_AFTER_END)
    return BriefForm(name, about, kind, sub, place, start, end, low, high, delivered, closing)
