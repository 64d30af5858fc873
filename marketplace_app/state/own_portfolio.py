"""/portfolio: the signed-in talent's own portfolio (spec §2.13, §4)."""

import reflex as rx

from ..services.portfolios import own_listing, portfolios

SORTS = own_listing.SORTS
from ..workspace import texts as T
from .as_user import call_as_user, session_token
from .service_call import ServiceFailed


def _card(item: dict) -> dict:
    """What a grid tile shows."""
    return {"id": item["id"], "title": item["title"], "category": item["category"],
            "cover": item.get("coverMediumUrl") or item.get("coverPhotoUrl") or "",
            "cover_is_video": bool(item["media"]) and item["media"][
                max(0, min(item["coverPhotoIndex"], len(item["media"]) - 1))]["type"] == "video",
            "status": bool(item["status"]), "count": len(item["mediaUrls"]),
            "createdAt": item["createdAt"]}


class OwnPortfolioState(rx.State):
    """The side panel, the grid and its sort, the status toggles and deletion."""

    loaded: bool = False
    profile: dict[str, str] = {}
    jobs: int = 0
    colabs: int = 0
    items: list[dict] = []
    sort: str = own_listing.SORTS[0]
    pending: str = ""
    confirm_id: str = ""

    @rx.var
    def shown(self) -> list[dict]:
        """The items in the chosen order."""
        return own_listing.sort_items(self.items, self.sort)

    @rx.event
    async def load(self):
        """Fetch the profile, the items and the stats."""
        token = await session_token(self)
        if not token:
            return
        try:
            data = await call_as_user(token, own_listing.own_portfolio)
        except ServiceFailed:
            yield rx.toast.error(T.LOAD_ITEMS_FAILED)
            return
        user = data["user"]
        self.profile = {
            "name": user.get("fullName") or "", "username": user.get("username") or "",
            "photo": user.get("profilePhotoUrl") or "", "location": user.get("location") or "",
            "category": ", ".join(user.get("category") or []),
            "bio": user.get("bio") or "", "level": user.get("experienceLevel") or "",
            "years": "" if user.get("experienceyears") is None else str(user["experienceyears"]),
        }
        self.items = [_card(p) for p in data["portfolios"]]
        self.jobs, self.colabs, self.loaded = data["jobs"], data["colabs"], True

    @rx.event
    def set_sort(self, value: str):
        """Newest First, Oldest First or Title A-Z."""
        if value in own_listing.SORTS:
            self.sort = value

    @rx.event
    async def toggle_status(self, portfolio_id: str):
        """Send the inverse of the current status, then update the item here."""
        item = next((i for i in self.items if i["id"] == portfolio_id), None)
        if item is None or self.pending:
            return
        self.pending = portfolio_id
        yield
        token = await session_token(self)
        try:
            updated = await call_as_user(token, portfolios.set_status,
                                         portfolio_id=portfolio_id, status=not item["status"])
        except ServiceFailed:
            self.pending = ""
            yield rx.toast.error(T.STATUS_FAILED)
            return
        self.items = [{**i, "status": updated.status} if i["id"] == portfolio_id else i
                      for i in self.items]
        self.pending = ""
        yield rx.toast.success(T.ENABLED_TOAST if updated.status else T.DISABLED_TOAST)

    @rx.event
    def ask_delete(self, portfolio_id: str):
        """Open the confirmation."""
        self.confirm_id = portfolio_id

    @rx.event
    def cancel_delete(self):
        """Close the confirmation."""
        self.confirm_id = ""

    @rx.event
    async def delete(self):
        """Delete the confirmed item."""
        portfolio_id, self.confirm_id = self.confirm_id, ""
        if not portfolio_id:
            return
        self.pending = portfolio_id
        yield
        token = await session_token(self)
        try:
            await call_as_user(token, portfolios.delete_portfolio, portfolio_id=portfolio_id)
        except ServiceFailed:
            self.pending = ""
            yield rx.toast.error(T.DELETE_FAILED)
            return
        self.items = [i for i in self.items if i["id"] != portfolio_id]
        self.jobs, self.pending = len(self.items), ""
        yield rx.toast.success(T.DELETED)
