"""/main-feed and /find-talent: filters from the address, pages of 24 from the feed service,
admire/appreciate/share on cards, and the lightbox."""

import json
import logging
from datetime import date
from urllib.parse import urlencode

import reflex as rx

from ..texts import discovery as T
from ..display_rules.cards import Card, card, first_eager, lightbox_slide, slides
from ..display_rules.sharing import may_share
from ..services.portfolios import search
from ..services.social import interactions, saved_talent
from .auth import AuthState
from .feed_cache import CachedFeed, lookup, store
from .photographer import PhotographerNavState
from .lang import reader_text
from .service_call import ServiceFailed
from .viewer import as_actor, as_viewer

log = logging.getLogger(__name__)
PAGE_SIZE = 24
FILTER_PARAMS = ("category", "subcategory", "search", "location", "experience",
                 "available_from", "available_to", "human_only")
# Address names of the filters that differ from the state's names (the feed API's spelling).
URL_NAMES = {"available_from": "availableFrom", "available_to": "availableTo",
             "human_only": "humanOnly"}


def _day(value: str) -> str:
    """A YYYY-MM-DD date from the address, or blank."""
    try:
        return date.fromisoformat(value[:10]).isoformat() if value else ""
    except ValueError:
        return ""


def browse_url(base: str, **params: str) -> str:
    """A feed address with the non-blank filters."""
    query = urlencode({k: v for k, v in params.items() if v})
    return f"{base}?{query}" if query else base


class FeedState(rx.State):
    """One list of portfolio cards with its filters; used by /main-feed and /find-talent."""

    base: str = "/main-feed"
    category: str = ""
    subcategory: str = ""
    search: str = ""
    location: str = ""
    experience: str = ""
    available_from: str = ""
    available_to: str = ""
    human_only: str = ""
    view: str = "cards"
    items: list[Card] = []
    next_cursor: str = ""
    total: int = 0
    loading: bool = True
    loading_more: bool = False
    error: str = ""
    pending: list[str] = []
    shared_ids: list[str] = []
    saved_talent: list[str] = []
    viewer_id: str = ""
    filters_open: bool = False
    lightbox_open: bool = False
    lightbox_index: int = 0
    lightbox_slides: list[dict] = []
    _media: dict = {}
    _cache: dict = {}

    @rx.var
    def empty_text(self) -> str:
        """Spec §8 empty state: with or without a search."""
        return T.NO_RESULTS.format(search=self.search) if self.search else T.NO_PORTFOLIOS

    @rx.var
    def count_text(self) -> str:
        """The result count."""
        return T.RESULTS_ONE if self.total == 1 else T.RESULTS_MANY.format(n=self.total)

    @rx.var
    def has_filters(self) -> bool:
        """Whether any filter or search is set."""
        return any(getattr(self, k) for k in FILTER_PARAMS)

    def _url(self, **changes: str) -> str:
        params = {k: getattr(self, k) for k in FILTER_PARAMS}
        params.update(changes)
        return browse_url(self.base, **{URL_NAMES.get(k, k): v for k, v in params.items()})

    def _key(self, token: str) -> str:
        return json.dumps([self.base, token[-16:], *(getattr(self, k) for k in FILTER_PARAMS)])

    async def _token(self) -> str:
        return (await self.get_state(AuthState)).auth_token

    @rx.event
    async def load_feed(self):
        """on_load of /main-feed: read the filters and show the feed."""
        async for update in self._load("/main-feed"):
            yield update

    @rx.event
    async def load_find_talent(self):
        """on_load of /find-talent."""
        async for update in self._load("/find-talent"):
            yield update

    async def _load(self, base: str):
        params = self.router.url.query_parameters
        self.base = base
        for name in FILTER_PARAMS:
            setattr(self, name, search.clean_query(params.get(URL_NAMES.get(name, name), "")))
        self.available_from, self.available_to = (_day(self.available_from),
                                                  _day(self.available_to))
        if self.available_to and self.available_to < self.available_from:
            self.available_to = ""
        self.human_only = "true" if self.human_only == "true" else ""
        self.lightbox_open, self.filters_open, self.error = False, False, ""
        token = await self._token()
        entry, fresh = lookup(self._cache, self._key(token))
        if entry is not None:
            self._show(entry)
            if fresh:
                return
        else:
            self.items, self.total, self.loading = [], 0, True
        yield
        await self._fetch(token)

    def _show(self, entry: CachedFeed) -> None:
        self.items, self._media = list(entry.items), dict(entry.media)
        self.next_cursor, self.total, self.loading = entry.next_cursor, entry.total, False

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

    @rx.event
    async def toggle_save(self, talent_id: str):
        """Save a card's talent to my list, or take them off it."""
        token, redirect = await self._signed_in_token()
        if redirect:
            yield redirect
            return
        saving = talent_id not in self.saved_talent
        use_case = saved_talent.save if saving else saved_talent.unsave
        try:
            await as_actor(use_case, token, talent_id=talent_id)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message))
            return
        self.saved_talent = [i for i in self.saved_talent if i != talent_id] + (
            [talent_id] if saving else [])
        yield rx.toast.success(await reader_text(self, T.SAVED_OK if saving else T.UNSAVED_OK))

    def _remember(self, token: str) -> None:
        store(self._cache, self._key(token), CachedFeed(
            list(self.items), dict(self._media), self.next_cursor, self.total))

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

    @rx.event
    def set_filter(self, name: str, value: str):
        """Change one filter (same value again clears it); the address carries the filters."""
        if name not in FILTER_PARAMS:
            return
        value = "" if value in (getattr(self, name), "all") else value
        changes = {name: value}
        if name == "category":
            changes["subcategory"] = ""
        if name == "location" and not value:
            changes["available_from"] = changes["available_to"] = ""
        return rx.redirect(self._url(**changes))

    @rx.event
    def set_date(self, name: str, value: str):
        """Dates the client needs talent in the chosen city (a blank date clears it)."""
        if name not in ("available_from", "available_to"):
            return None
        changes = {name: _day(value)}
        if name == "available_from" and self.available_to and changes[name] > self.available_to:
            changes["available_to"] = changes[name]
        return rx.redirect(self._url(**changes))

    @rx.event
    def set_human_only(self, checked: bool):
        """The "Human-made only" switch."""
        return rx.redirect(self._url(human_only="true" if checked else ""))

    @rx.event
    def clear_filters(self):
        """Back to everything (keeps the page)."""
        return rx.redirect(self.base)

    @rx.event
    def clear_search(self):
        """Drop the search; spec §2.15 clearing it returns to the bare page."""
        return rx.redirect(self.base)

    @rx.event
    def set_view(self, value: str | list[str]):
        """Card view or grid view."""
        value = value[0] if isinstance(value, list) else value
        self.view = "grid" if value == "grid" else "cards"

    @rx.event
    def set_filters_open(self, value: bool):
        """The phone filter sheet."""
        self.filters_open = value

    # Interactions -----------------------------------------------------------------------

    def _patch(self, item_id: str, **fields) -> None:
        for c in self.items:
            if c.id == item_id:
                for name, value in fields.items():
                    setattr(c, name, value)
        self.items = list(self.items)

    async def _viewer_id(self) -> str:
        """The signed-in user's id ("" when signed out)."""
        return await (await self.get_state(AuthState)).viewer_id()

    async def _signed_in_token(self):
        auth = await self.get_state(AuthState)
        if auth.auth_token:
            return auth.auth_token, None
        here = self.router.url.path + (f"?{self.router.url.query}" if self.router.url.query
                                       else "")
        return "", [rx.toast.info(await reader_text(self, T.SIGN_IN_FIRST)), auth.send_to_signin(here)]

    @rx.event
    async def toggle(self, item_id: str, action: str):
        """Admire or appreciate a portfolio (toggle); counts come from the server."""
        if action not in ("admire", "appreciate") or item_id in self.pending:
            return
        token, redirect = await self._signed_in_token()
        if redirect:
            yield redirect
            return
        self.pending = self.pending + [item_id]
        yield
        fallback = T.ADMIRE_FAILED if action == "admire" else T.APPRECIATE_FAILED
        try:
            result = await as_actor(interactions.toggle, token, target_kind="portfolio",
                                    target_id=item_id, action=action)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message or fallback))
        except Exception:  # noqa: BLE001
            log.exception("Interaction failed")
            yield rx.toast.error(await reader_text(self, fallback))
        else:
            flag = "admired" if action == "admire" else "appreciated"
            self._patch(item_id, **{f"{action}_count": result[f"{action}Count"],
                                    flag: result[flag]})
            self._remember(token)
        self.pending = [i for i in self.pending if i != item_id]

    @rx.event
    async def share(self, item_id: str):
        """Share once: record it, copy the portfolio link."""
        current = next((c for c in self.items if c.id == item_id), None)
        if current is None or item_id in self.pending:
            return
        if not may_share(self.shared_ids, item_id, current.shared):
            yield rx.toast.info(await reader_text(self, T.ALREADY_SHARED))
            return
        token, redirect = await self._signed_in_token()
        if redirect:
            yield redirect
            return
        self.pending = self.pending + [item_id]
        yield
        try:
            await as_actor(interactions.share, token, target_kind="portfolio",
                           target_id=item_id)
        except ServiceFailed as exc:
            yield rx.toast.error(await reader_text(self, exc.message or T.SHARE_FAILED))
            if exc.message == T.ALREADY_SHARED:
                self.shared_ids = self.shared_ids + [item_id]
                self._patch(item_id, shared=True)
        except Exception:  # noqa: BLE001
            log.exception("Share failed")
            yield rx.toast.error(await reader_text(self, T.SHARE_FAILED))
        else:
            self.shared_ids = self.shared_ids + [item_id]
            self._patch(item_id, shared=True)
            self._remember(token)
            link = f"{self.router.url.origin}/portfolio-detail/{item_id}"
            yield rx.set_clipboard(link)
            yield rx.toast.success(await reader_text(self, T.SHARED_OK))
        self.pending = [i for i in self.pending if i != item_id]

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
