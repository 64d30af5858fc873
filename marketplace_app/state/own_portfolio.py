"""/portfolio: the signed-in talent's own portfolio (spec §2.13, §4)."""

import asyncio
import time
from typing import ClassVar

import reflex as rx

from ..display_rules.cards import thumbnails
from ..first_screen.keys import OWN_PORTFOLIO_KEY
from ..i18n import translate
from ..services.media.media_pipeline import FAILED, PROCESSING
from ..services.portfolios import own_listing, portfolios
from ..texts import workspace as T
from .lang import LangState, load_language, reader_text
from .as_user import call_as_user, session_token
from .first_screen import SeededPage
from .service_call import ServiceFailed
from .view_stats import ViewStatsState


SORTS = own_listing.SORTS
POLL_SECONDS = 3  # while a video is being encoded, the grid asks again this often
POLL_LIMIT = 400  # ... for at most 20 minutes
EAGER = 2  # the grid's first row beside the Post tile on a wide screen: loaded at once


def _cover(item: dict) -> dict:
    """The cover's small derivatives (a video's poster frame) for the tile's picture."""
    shown = thumbnails(item)
    if not shown:
        fallback = item.get("coverMediumUrl") or item.get("coverPhotoUrl") or ""
        return {"cover": fallback, "srcset": "", "webp_srcset": "", "placeholder": ""}
    slide = shown[max(0, min(item.get("coverPhotoIndex") or 0, len(shown) - 1))]
    return {"cover": slide.src, "srcset": slide.srcset, "webp_srcset": slide.webp_srcset,
            "placeholder": slide.placeholder}


def _card(item: dict, lang: str = "en") -> dict:
    """What a grid tile shows, with its video's encoding state in the reader's language."""
    return {"id": item["id"], "title": item["title"], "category": item["category"],
            **_cover(item), "eager": False, "high": False,
            "cover_is_video": bool(item["media"]) and item["media"][
                max(0, min(item["coverPhotoIndex"], len(item["media"]) - 1))]["type"] == "video",
            "status": bool(item["status"]), "count": len(item["mediaUrls"]),
            "createdAt": item["createdAt"],
            "processing": item.get("mediaState") == PROCESSING,
            "progress": int(item.get("mediaProgress") or 0),
            "failed": item.get("mediaState") == FAILED,
            "error": translate(item.get("mediaError") or "", lang) if item.get("mediaError")
            else ""}


def own_values(data: dict, lang: str) -> dict:
    """What the page holds once `data` (own_portfolio's answer) is loaded: the values the
    State sets and those the served page seeds. The first row's covers load at once."""
    user = data["user"]
    items = [_card(p, lang) for p in data["portfolios"]]
    for index, item in enumerate(own_listing.sort_items(items, SORTS[0])[:EAGER]):
        item.update(eager=True, high=index == 0)
    return {
        "profile": {
            "name": user.get("fullName") or "", "username": user.get("username") or "",
            "photo": user.get("profilePhotoUrl") or "", "location": user.get("location") or "",
            "category": ", ".join(user.get("category") or []),
            "bio": user.get("bio") or "", "level": user.get("experienceLevel") or "",
            "years": "" if user.get("experienceyears") is None else str(user["experienceyears"]),
        },
        "items": items, "jobs": data["jobs"], "colabs": data["colabs"], "loaded": True,
    }


# The vars the served page seeds (computed ones too: the backend sends those as well).
SEEDED = ("profile", "items", "jobs", "colabs", "loaded", "shown", "any_processing")


class OwnPortfolioState(SeededPage, rx.State):
    """The side panel, the grid and its sort, the status toggles and deletion."""

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED

    loaded: bool = False
    profile: dict[str, str] = {}
    jobs: int = 0
    colabs: int = 0
    items: list[dict] = []
    sort: str = own_listing.SORTS[0]
    pending: str = ""
    confirm_id: str = ""
    _watch_beat: float = 0.0  # last time the watcher asked; a silent one is presumed gone

    @rx.var
    def shown(self) -> list[dict]:
        """The items in the chosen order."""
        return own_listing.sort_items(self.items, self.sort)

    @rx.var
    def any_processing(self) -> bool:
        """A video of some item is still being encoded."""
        return any(i.get("processing") for i in self.items)

    @rx.event
    async def load(self):
        """Fetch the profile, the items and the stats; watch videos still encoding."""
        token = await session_token(self)
        if not token:
            return
        # The served page's fingerprints: this State's, then the view counters' (serve.py).
        seeded, _, views_seeded = (await self._seed_fingerprint()).partition("_")
        blank = not self.loaded  # else the hydrate snapshot sent this state's values
        try:
            data = await call_as_user(token, own_listing.own_portfolio)
        except ServiceFailed:
            yield rx.toast.error(await reader_text(self, T.LOAD_ITEMS_FAILED))
            return
        self._fill(data, await load_language(self))
        if seeded and blank:
            self._skip_seeded(OWN_PORTFOLIO_KEY, seeded, SEEDED)
        await (await self.get_state(ViewStatsState))._load(
            token, OWN_PORTFOLIO_KEY, views_seeded if blank else "")
        if self.any_processing and time.time() - self._watch_beat > 2 * POLL_SECONDS:
            self._watch_beat = time.time()
            yield OwnPortfolioState.watch_processing

    @rx.event(background=True)
    async def watch_processing(self):
        """Ask again every few seconds while a video is encoding, then stop."""
        for _ in range(POLL_LIMIT):
            await asyncio.sleep(POLL_SECONDS)
            async with self:
                self._watch_beat = time.time()
                token = await session_token(self)
                lang = (await self.get_state(LangState)).lang
            if not token:
                return
            try:
                data = await call_as_user(token, own_listing.own_portfolio)
            except ServiceFailed:
                continue
            async with self:
                self._fill(data, lang)
                if not self.any_processing:
                    self._watch_beat = 0.0
                    return

    def _fill(self, data: dict, lang: str) -> None:
        for name, value in own_values(data, lang).items():
            setattr(self, name, value)

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
            yield rx.toast.error(await reader_text(self, T.STATUS_FAILED))
            return
        self.items = [{**i, "status": updated.status} if i["id"] == portfolio_id else i
                      for i in self.items]
        self.pending = ""
        yield rx.toast.success(await reader_text(self, 
            T.ENABLED_TOAST if updated.status else T.DISABLED_TOAST))

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
            yield rx.toast.error(await reader_text(self, T.DELETE_FAILED))
            return
        self.items = [i for i in self.items if i["id"] != portfolio_id]
        self.jobs, self.pending = len(self.items), ""
        yield rx.toast.success(await reader_text(self, T.DELETED))
