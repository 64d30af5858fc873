"""The talent of one category filtered and paged on the server (what /photography shows)."""

from fastapi import APIRouter, Query

from ...services.portfolios import photographers
from ..deps import SessionDep

router = APIRouter(prefix="/api/talent-listing", tags=["talent listing"])


@router.get("")
def listing(session: SessionDep, category: str = "Photography", subcategory: str | None = None,
            price_min: str | None = Query(None, alias="priceMin"),
            price_max: str | None = Query(None, alias="priceMax"),
            experience: str | None = None, city: list[str] = Query(default=[]),
            cursor: str | None = None, limit: str | None = None):
    """A category's talent, newest profile first, by speciality (`subcategory`), starting
    price in whole rupees (`priceMin`..`priceMax`; talent without a price are left out when
    either is given), `experience` (beginner 0-2, intermediate 3-5, expert 6+ years) and any
    number of `city` (other common names read as the city); `limit` 1-48, `cursor` from the
    last page's `nextCursor`. Public: no sign-in needed."""
    return {"success": True, **photographers.browse(
        session, category=category, subcategory=subcategory, price_min=price_min,
        price_max=price_max, experience=experience, cities=city[:20], cursor=cursor,
        limit=limit)}
