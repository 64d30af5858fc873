"""/main-feed and /find-talent: filters from the address, pages of 24 from the feed service,
admire/appreciate/share on cards, and the lightbox."""

import json
import logging
from typing import ClassVar

import reflex as rx

from ..texts import discovery as T
from ..display_rules import feed_address
from ..display_rules.cards import Card, card, first_eager, lightbox_slide, slides
from ..first_screen import seed
from ..first_screen.feed import SEEDED
from ..services.portfolios import search
from ..services.social import saved_talent
from .auth import AuthState
from .feed_cache import CachedFeed, lookup, store
from .feed_filters import FILTER_PARAMS, FeedFilters
from .first_screen import FirstScreenState, SeededPage
from .feed_interactions import FeedInteractions
from .photographer import PhotographerNavState
from .lang import reader_text
from .viewer import as_viewer

log = logging.getLogger(__name__)
PAGE_SIZE = feed_address.PAGE_SIZE


class FeedState(SeededPage, FeedFilters, FeedInteractions, rx.State):
    """One list of portfolio cards with its filters; used by /main-feed and /find-talent."""

    seeded_vars: ClassVar[tuple[str, ...]] = SEEDED

    items: list[Card] = []
    next_cursor: str = ""
    total: int = 0
    loading: bool = True
    loading_more: bool = False
    error: str = ""
    viewer_id: str = ""
    lightbox_open: bool = False
    lightbox_index: int = 0
    lightbox_slides: list[dict] = []
    _media: dict = {}
    _cache: dict = {}

    @rx.var
    def searched(self) -> str:
        """The search the results are for (the empty state names it; seeded, unlike `search`,
        whose chip the served page does not draw)."""
        return self.search

    @rx.var
    def count_text(self) -> str:
        """The result count."""
        return feed_address.count_text(self.total)

    def _key(self, token: str) -> str:
        return json.dumps([self.base, token[-16:], *(getattr(self, k) for k in FILTER_PARAMS)])

    async def _token(self) -> str:
        return (await self.get_state(AuthState)).auth_token

    @rx.event
    async def load_feed(self):
        """on_load of /main-feed: read the filters and show the feed."""
        async for update in self._load("/main-feed"):
            yield update
        if follow := await self._resume_admire():
            yield follow

    @rx.event
    async def load_find_talent(self):
        """on_load of /find-talent."""
        async for update in self._load("/find-talent"):
            yield update
        if follow := await self._resume_admire():
            yield follow

    async def _load(self, base: str):
        fresh = not self.items  # else the hydrate snapshot already sent this state's items
        seeded = (await self.get_state(FirstScreenState)).take()
        self.base = base
        for name, value in feed_address.filters_from_query(
                self.router.url.query_parameters).items():
            setattr(self, name, value)
        self.lightbox_open, self.filters_open, self.error = False, False, ""
        token = await self._token()
        entry, fresh_entry = lookup(self._cache, self._key(token))
        if entry is not None:
            self._show(entry)
            if fresh_entry:
                return
        elif not seeded:
            self.items, self.total, self.loading, self.suggestion = [], 0, True, ""
        if not seeded:  # the served page already shows the cards: no placeholders over them
            yield
        await self._fetch(token)
        if seeded and fresh:
            self._skip_what_client_has(seeded)

    def _skip_what_client_has(self, fingerprint: str) -> None:
        """The served page seeded the browser with exactly these values: send none again."""
        values = {name: self.get_value(name) if name in self.base_vars else getattr(self, name)
                  for name in SEEDED}
        if seed.digest(values) == fingerprint:
            self._client_has = seed.serialized(
                {seed.var_key(getattr(type(self), name)): v for name, v in values.items()})

    def _show(self, entry: CachedFeed) -> None:
        self.items, self._media = list(entry.items), dict(entry.media)
        self.next_cursor, self.total, self.loading = entry.next_cursor, entry.total, False
        self.suggestion = entry.suggestion

    async def _fetch(self, token: str, cursor: str = "") -> None:
        try:
            page = await as_viewer(search.feed, token, search=self.search,
                                   category=self.category, subcategory=self.subcategory,
                                   location=self.location, experience=self.experience,
                                   available_from=self.available_from or None,
                                   available_to=self.available_to or None,
                                   human_only=self.human_only or None,
                                   limit=PAGE_SIZE, cursor=cursor or None)
        except Exception:  # noqa: BLE001 - spec §8: one message for any failure
            log.exception("Feed load failed")
            self.loading = self.loading_more = False
            self.error = await reader_text(self, T.LOAD_FAILED)
            return
        viewer = await self._viewer_id()
        new_cards = [card(p, viewer) for p in page["portfolios"]]
        if not cursor:
            first_eager(new_cards)
        media = {p["_id"]: [lightbox_slide(s) for s in slides(p)] for p in page["portfolios"]}
        if cursor:
            self.items = self.items + new_cards
            self._media = {**self._media, **media}
        else:
            self.items, self._media = new_cards, media
            self.suggestion = page.get("suggestion") or ""
        self.next_cursor, self.total = page["nextCursor"] or "", page["total"]
        self.loading = self.loading_more = False
        self.error = ""
        self._remember(token)
        await self._load_saved(token, new_cards)

    async def _load_saved(self, token: str, cards: list[Card]) -> None:
        """Which of these cards' talent the reader saved (the Save toggles)."""
        auth = await self.get_state(AuthState)
        self.viewer_id = (auth._profile or {}).get("_id", "") if token else ""
        if not token or not cards:
            return
        try:
            found = await as_viewer(
                lambda session, viewer, **kw: saved_talent.saved_among(session, actor=viewer,
                                                                       **kw),
                token, talent_ids=[c.user_id for c in cards])
        except Exception:  # noqa: BLE001 - the toggles simply show unsaved
            log.exception("Saved talent lookup failed")
            return
        shown = {c.user_id for c in cards}
        self.saved_talent = [i for i in self.saved_talent if i not in shown] + sorted(found)

    def _remember(self, token: str) -> None:
        store(self._cache, self._key(token), CachedFeed(
            list(self.items), dict(self._media), self.next_cursor, self.total, self.suggestion))

    @rx.event
    async def retry(self):
        """Try loading again after a failure."""
        self.loading, self.error = True, ""
        yield
        await self._fetch(await self._token())

    @rx.event
    async def load_more(self):
        """The next page of 24."""
        if not self.next_cursor or self.loading_more:
            return
        self.loading_more = True
        yield
        await self._fetch(await self._token(), self.next_cursor)

    # Lightbox ---------------------------------------------------------------------------

    @rx.event
    def open_lightbox(self, item_id: str, index: int = 0):
        """Show a portfolio's media full size."""
        found = self._media.get(item_id) or []
        if not found:
            return
        self.lightbox_slides, self.lightbox_index = found, index % len(found)
        self.lightbox_open = True

    @rx.event
    def close_lightbox(self):
        """Close the lightbox."""
        self.lightbox_open = False

    @rx.event
    def lightbox_moved(self, view: dict):
        """Keep the index the lightbox shows."""
        index = view.get("index") if isinstance(view, dict) else None
        if isinstance(index, int):
            self.lightbox_index = index

    @rx.event
    async def open_photographer(self, item_id: str):
        """Find talent: open the card's photographer, carried as navigation state."""
        found = next((c for c in self.items if c.id == item_id), None)
        if found is None:
            return
        nav = await self.get_state(PhotographerNavState)
        nav.preview = {"id": found.user_id, "fullName": found.owner,
                       "profileImage": found.owner_photo, "location": found.location,
                       "experienceLevel": found.level}
        return rx.redirect(f"/photographer-profile?id={found.user_id}")
