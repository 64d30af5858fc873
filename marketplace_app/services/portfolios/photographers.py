"""/photography: talent of a category filtered by speciality, price, experience and city, in
pages, newest profile first; each card with its real rating or none."""

from sqlalchemy import func, tuple_
from sqlmodel import Session, select

from ... import catalog
from ...models.portfolio import Review
from ...models.talent_listing import TalentListing
from ...models.user import User
from ..errors import Invalid
from ..social.contact_masking import masked_unless
from . import cursors

EXPERIENCE_RANGES = {"beginner": (0, 2), "intermediate": (3, 5), "expert": (6, None)}
PAGE_SIZE, MAX_PAGE = 12, 48
PRICE_LIMIT = 10_000_000  # ₹1 crore

UNKNOWN_CATEGORY = "Unknown category"
UNKNOWN_SPECIALITY = "Unknown speciality for this category"
UNKNOWN_EXPERIENCE = "Experience must be beginner, intermediate or expert"
UNKNOWN_CITY = "Unknown city: {city}"
BAD_PRICE = "Prices must be whole rupees from 0 to 1,00,00,000"
PRICES_CROSSED = "The minimum price must not be above the maximum"
BAD_LIMIT = "limit must be a whole number from 1 to 48"


def _price(value) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool) or (isinstance(value, str) and not value.strip().isdigit()):
        raise Invalid(BAD_PRICE)
    try:
        price = int(value)
    except (TypeError, ValueError):
        raise Invalid(BAD_PRICE) from None
    if not 0 <= price <= PRICE_LIMIT:
        raise Invalid(BAD_PRICE)
    return price


def _cities(values) -> list[str]:
    found = []
    for value in values or []:
        if isinstance(value, str) and not value.strip():
            continue  # an empty ?city= is no filter
        city = catalog.find_city(value)
        if city is None:
            raise Invalid(UNKNOWN_CITY.format(city=str(value)[:60]))
        found.append(city)
    return sorted(set(found))


def _limit(value) -> int:
    if value is None or value == "":
        return PAGE_SIZE
    try:
        limit = int(value)
    except (TypeError, ValueError):
        raise Invalid(BAD_LIMIT) from None
    if not 1 <= limit <= MAX_PAGE:
        raise Invalid(BAD_LIMIT)
    return limit


def filters(*, category, subcategory=None, price_min=None, price_max=None, experience=None,
            cities=None) -> list:
    """The WHERE clauses of a listing query; Invalid for any value the lists do not hold."""
    known = catalog.find_category(category or "")
    if known is None:
        raise Invalid(UNKNOWN_CATEGORY)
    sub = (subcategory or "").strip()
    if sub and sub not in known.subcategories:
        raise Invalid(UNKNOWN_SPECIALITY)
    low, high = _price(price_min), _price(price_max)
    if low is not None and high is not None and low > high:
        raise Invalid(PRICES_CROSSED)
    listing = TalentListing
    clauses = [listing.category == known.name, listing.subcategory == sub]
    if low:
        clauses.append(listing.starting_price >= low)
    if high is not None:
        clauses.append(listing.starting_price <= high)
    if experience:
        if experience not in EXPERIENCE_RANGES:
            raise Invalid(UNKNOWN_EXPERIENCE)
        least, most = EXPERIENCE_RANGES[experience]
        clauses.append(listing.experience_years >= least)
        if most is not None:
            clauses.append(listing.experience_years <= most)
    if chosen := _cities(cities):
        clauses.append(listing.city.in_(chosen))
    return clauses


def _ratings(session: Session, user_ids: list[str]) -> dict[str, tuple[float, int]]:
    rows = session.exec(select(Review.target_id, func.avg(Review.rating), func.count(Review.id))
                        .where(Review.target_kind == "user", Review.target_id.in_(user_ids))
                        .group_by(Review.target_id)).all() if user_ids else []
    return {target: (round(float(avg), 2), count) for target, avg, count in rows}


def card_json(user: User, category: str, rating: tuple[float, int] | None) -> dict:
    """A photographer card: who, where, how experienced, from what price, how rated."""
    known = catalog.find_category(category)
    speciality = next((s for s in user.subcategory or [] if known and s in known.subcategories),
                      category)
    return {"_id": user.id, "fullName": user.full_name, "username": user.username,
            "profilePhotoUrl": user.profile_photo_url, "location": user.location,
            "experienceyears": user.experience_years, "startingPrice": user.starting_price,
            "speciality": speciality, "category": list(user.category or []),
            "bio": masked_unless(user.bio, False) or "", "averageRating": rating[0] if rating else None,
            "reviewCount": rating[1] if rating else 0}


def browse(session: Session, *, category, subcategory=None, price_min=None, price_max=None,
           experience=None, cities=None, cursor=None, limit=None) -> dict:
    """One page of the category's talent, newest profile first, with the next page's cursor."""
    clauses = filters(category=category, subcategory=subcategory, price_min=price_min,
                      price_max=price_max, experience=experience, cities=cities)
    size, after = _limit(limit), cursors.decode(cursor)
    if after is not None and "o" in after:
        return {"items": [], "nextCursor": None}
    if after is not None:
        # A row value, so the browse index seeks straight to the cursor.
        clauses.append(tuple_(TalentListing.listed_at, TalentListing.user_id)
                       < tuple_(after["c"], after["i"]))
    rows = session.exec(select(TalentListing.user_id, TalentListing.listed_at)
                        .where(*clauses)
                        .order_by(TalentListing.listed_at.desc(), TalentListing.user_id.desc())
                        .limit(size + 1)).all()
    page = rows[:size]
    ids = [user_id for user_id, _ in page]
    people = {u.id: u for u in session.exec(select(User).where(User.id.in_(ids)))} if ids else {}
    ratings = _ratings(session, ids)
    name = catalog.find_category(category).name
    items = [card_json(people[i], name, ratings.get(i)) for i in ids if i in people]
    more = len(rows) > size
    return {"items": items,
            "nextCursor": cursors.after(page[-1][1], page[-1][0]) if more else None}
