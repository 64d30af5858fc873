"""The feed's filters as its address carries them: read the same way by the State's on_load
and by the server-rendered first screen."""

from datetime import date

from ..services.portfolios.search import clean_query
from ..texts import discovery as T

FILTER_PARAMS = ("category", "subcategory", "search", "location", "experience",
                 "available_from", "available_to", "human_only")
# Address names of the filters that differ from the state's names (the feed API's spelling).
URL_NAMES = {"available_from": "availableFrom", "available_to": "availableTo",
             "human_only": "humanOnly"}
PAGE_SIZE = 24


def day_from_address(value: str) -> str:
    """A YYYY-MM-DD date from the address, or blank."""
    try:
        return date.fromisoformat(value[:10]).isoformat() if value else ""
    except ValueError:
        return ""


def filters_from_query(params) -> dict[str, str]:
    """The cleaned filters of a feed address's query parameters (a mapping)."""
    found = {name: clean_query(params.get(URL_NAMES.get(name, name), "")) for name in FILTER_PARAMS}
    found["available_from"] = day_from_address(found["available_from"])
    found["available_to"] = day_from_address(found["available_to"])
    if found["available_to"] and found["available_to"] < found["available_from"]:
        found["available_to"] = ""
    found["human_only"] = "true" if found["human_only"] == "true" else ""
    return found


def feed_call(filters: dict[str, str]) -> dict:
    """The keyword arguments of search.feed for the first page of these filters."""
    return dict(search=filters["search"], category=filters["category"],
                subcategory=filters["subcategory"], location=filters["location"],
                experience=filters["experience"], available_from=filters["available_from"] or None,
                available_to=filters["available_to"] or None,
                human_only=filters["human_only"] or None, limit=PAGE_SIZE)


def count_text(total: int) -> str:
    """The result count line ("1 result", "{n} results")."""
    return T.RESULTS_ONE if total == 1 else T.RESULTS_MANY.format(n=total)
