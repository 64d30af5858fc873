"""/portfolio-edit/{id}: change one of my portfolio items (spec §2.14, §4 Edit)."""

import asyncio

import reflex as rx

from ..services.media import media_store, staging
from ..services.portfolios import portfolios
from ..services.portfolios.portfolio_views import one_portfolio_json
from ..texts import workspace as T
from .lang import reader_text
from .as_user import call_as_user, session_token, staging_owner
from .service_call import ServiceFailed
from .work_form import WorkFormState

AFTER_SAVE = "/portfolio"


def owned_json(session, *, actor, portfolio_id: str) -> dict:
    """My item as JSON (Forbidden for someone else's, NotFound when missing)."""
    return one_portfolio_json(session, portfolios.get_owned(session, portfolio_id, actor), actor)


def update_from_staged(session, *, actor, staged: list[dict], crops: list, **fields):
    """Apply an edit with staged new files (the service validates everything)."""
    return portfolios.update_portfolio(session, actor=actor, files=[staging.read(s)
                                                                    for s in staged],
                                       crops=crops, **fields)


def stage_existing(url: str, owner: str) -> dict:
    """A private copy of one of our stored images, to re-crop."""
    data = media_store.read_url(url)  # from the local folder or the bucket
    if data is None:
        raise FileNotFoundError(url)
    return staging.stage_bytes(url.rsplit("/", 1)[-1], data, owner=owner).as_dict()


class PortfolioEditState(WorkFormState, rx.State):
    """The edit form: existing media (removable, re-croppable) plus new files."""

    portfolio_id: str = ""
    loaded: bool = False
    refused: str = ""
    _removed: list[str] = []

    @rx.event
    async def load(self):
        """Load my item; someone else's is refused, a missing one sends me back."""
        self.discard_all()
        self.loaded, self.refused, self._removed, self.saving = False, "", [], False
        self.crop_open = False
        self.portfolio_id = [p for p in self.router.url.path.split("/") if p][-1]
        token = await session_token(self)
        if not token:
            return
        try:
            item = await call_as_user(token, owned_json, portfolio_id=self.portfolio_id)
        except ServiceFailed as exc:
            if exc.message == portfolios.NOT_OWNER:
                self.refused = await reader_text(self, exc.message)
                return
            yield rx.toast.error(await reader_text(self, T.LOAD_DATA_FAILED))
            yield rx.redirect(AFTER_SAVE)
            return
        self.items = [{"key": m["url"], "kind": m["type"], "name": "",
                       "preview": m.get("mediumUrl") or m["url"], "source": "existing",
                       "cropped": False} for m in item["media"]]
        self.cover_index = item["coverPhotoIndex"] if self.items else -1
        self.title, self.description = item["title"], item["description"] or ""
        self.category = item["category"]
        self.subcategories = [s for s in (item["subcategory"] or "").split(", ") if s]
        self.ai_generated = bool(item.get("aiGenerated"))
        self.loaded = True

    def _too_many_note(self) -> str:
        return portfolios.TOO_MANY_TOTAL

    def _forget_item(self, item: dict) -> None:
        if item["source"] == "existing":
            self._removed = [*self._removed, item["key"]]
        super()._forget_item(item)

    async def _crop_source(self, item: dict) -> dict | None:
        if item["key"] in self._staged:
            return self._staged[item["key"]]
        if item["source"] != "existing":
            return None
        try:
            owner = await staging_owner(self, await session_token(self))
            staged = await asyncio.to_thread(stage_existing, item["key"], owner)
        except Exception:  # noqa: BLE001 - the dialog shows the crop-failure alert
            return None
        self._staged = {**self._staged, item["key"]: staged}
        return staged

    def _plan(self) -> tuple[list[str], list[str], int]:
        """(removed URLs, keys of new files, cover index in the saved order): a re-cropped
        image is removed and its cropped copy added as new."""
        recropped = [i["key"] for i in self.items if i["source"] == "existing"
                     and self._staged.get(i["key"], {}).get("crop")]
        kept = [i["key"] for i in self.items if i["source"] == "existing"
                and i["key"] not in recropped]
        new = [i["key"] for i in self.items if i["source"] == "new" or i["key"] in recropped]
        order = kept + new
        cover_key = self.items[self.cover_index]["key"] if self.has_cover else None
        cover = order.index(cover_key) if cover_key in order else 0
        return [*self._removed, *recropped], new, cover

    @rx.event
    async def save(self):
        """Send the changes; on success go back to /portfolio."""
        if self.refused or not self.loaded:
            return
        removed, new_keys, cover = self._plan()
        staged, crops = self.staged_in_order(new_keys)
        self.saving = True
        yield
        token = await session_token(self)
        try:
            await call_as_user(token, update_from_staged, staged=staged, crops=crops,
                               portfolio_id=self.portfolio_id, title=self.title,
                               description=self.description, category=self.category,
                               subcategory=", ".join(self.subcategories),
                               cover_photo_index=cover, remove_urls=removed,
                               ai_generated=self.ai_generated)
        except ServiceFailed as exc:
            self.saving = False
            yield rx.toast.error(await reader_text(self, exc.message or T.UPDATE_FAILED))
            return
        except Exception:  # noqa: BLE001 - the form stays as it was so nothing is lost
            self.saving = False
            yield rx.toast.error(await reader_text(self, T.UPDATE_FAILED))
            return
        self.discard_all()
        self.saving = False
        yield rx.toast.success(await reader_text(self, T.UPDATED))
        yield rx.redirect(AFTER_SAVE)
