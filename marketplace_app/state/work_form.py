"""What the work-upload and edit forms share: picked files with previews, the cover, the
"Frame Your Image" crop, title, description, category and subcategories."""

import asyncio
import uuid

import reflex as rx

from ..catalog import AI_CATEGORY
from ..services.errors import ServiceError
from ..services.media import resumable, staging
from ..services.media.media_pipeline import ONLY_MEDIA
from ..services.accounts.onboarding import subcategories_of
from ..services.portfolios import upload_rules as rules
from ..i18n import translate
from ..texts import workspace as T
from .as_user import session_token, staging_owner
from .lang import LangState
from . import chunked_upload
from .work_crop import FrameYourImage

class WorkFormState(FrameYourImage, rx.State, mixin=True):
    """Items are the form's media in display order; new ones wait in the staging folder."""

    items: list[dict] = []
    cover_index: int = rules.NO_COVER
    title: str = ""
    description: str = ""
    category: str = ""
    subcategories: list[str] = []
    ai_generated: bool = False
    progress: int = 0
    receiving: bool = False
    saving: bool = False
    _staged: dict = {}

    @rx.var
    def subcategory_options(self) -> list[str]:
        """Subcategories of the chosen category."""
        return subcategories_of(self.category)

    @rx.var
    def ai_required(self) -> bool:
        """Works in the AI category always carry the AI-generated label."""
        return self.category == AI_CATEGORY

    @rx.var
    def has_cover(self) -> bool:
        """A cover is chosen."""
        return 0 <= self.cover_index < len(self.items)

    def _too_many_note(self) -> str:
        return T.TOO_MANY_NOTE

    # Files ------------------------------------------------------------------------------
    @rx.event
    def set_progress(self, event: dict):
        """Upload progress from the browser (0-100)."""
        self.progress = int(round(float(event.get("progress", 0)) * 100))

    @rx.event
    async def rejected(self, files: list[dict]):
        """The picker refused a file's type."""
        lang = (await self.get_state(LangState)).lang
        return rx.toast.error(translate(rules.INVALID_TITLE, lang),
                              description=translate(ONLY_MEDIA, lang))

    @rx.event(background=True)
    async def receive(self, chunks: rx.UploadChunkIterator):
        """Stage picked files as they arrive; previews are made in a worker thread."""
        async with self:
            owner = await staging_owner(self, await session_token(self))
            if not owner:  # signed out: the /_upload gate refused it already
                return
            self.receiving, self.progress = True, 0
            lang = (await self.get_state(LangState)).lang
        try:
            results = await chunked_upload.receive(chunks, owner=owner)
        except asyncio.CancelledError:  # the gate ended it (and says why: upload_refused)
            async with self:
                self.receiving, self.progress = False, 0
            return
        except Exception:  # noqa: BLE001 - a broken transfer keeps the form as it was
            async with self:
                self.receiving, self.progress = False, 0
            yield rx.toast.error(translate(rules.UPLOAD_ERROR_TITLE, lang),
                                 description=translate(rules.UPLOAD_ERROR, lang))
            return
        async with self:
            notices = self._take(results, lang)
            self.receiving, self.progress = False, 100
        for notice in notices:
            yield notice

    def _take(self, results: list[tuple[str, dict | None, str]], lang: str) -> list:
        """Add staged files to the form (up to its room); returns the toasts to show. Call it
        holding the state."""
        notices: list = []
        too_many = False
        room = rules.room_for(len(self.items))
        for name, staged, error in results:
            if staged is None:
                title = rules.INVALID_TITLE if error == ONLY_MEDIA else rules.UPLOAD_ERROR_TITLE
                notices.append(rx.toast.error(translate(title, lang),
                                              description=f"{name}: {translate(error, lang)}"))
                continue
            if room <= 0:
                staging.discard(staged)
                too_many = True
                continue
            room -= 1
            key = uuid.uuid4().hex
            self._staged[key] = staged
            self.items.append({"key": key, "kind": staged["kind"], "name": name,
                               "preview": staged["preview_url"], "source": "new",
                               "cropped": False})
        self.cover_index = rules.cover_after_adding(self.cover_index, len(self.items))
        self._staged = dict(self._staged)
        if too_many:
            notices.append(rx.toast.error(translate(rules.TOO_MANY_TITLE, lang),
                                          description=translate(self._too_many_note(), lang)))
        return notices

    @rx.event
    async def adopt_video(self, finished: dict):
        """A file sent by the resumable protocol has all its bytes: it joins the form. Not a
        background event: the files of one pick join in the order they were sent."""
        upload_id, name = str(finished.get("id") or ""), str(finished.get("name") or "")
        owner = await staging_owner(self, await session_token(self))
        lang = (await self.get_state(LangState)).lang
        if not owner:
            return None
        try:
            staged = (await asyncio.to_thread(resumable.claim, owner, upload_id)).as_dict()
            result = (name or staged["name"], staged, "")
        except ServiceError as exc:
            result = (name, None, exc.message)
        return self._take([result], lang)

    @rx.event
    async def video_refused(self, refused: dict):
        """The server refused a video sent by the resumable protocol (its message is in the
        reader's language already)."""
        lang = (await self.get_state(LangState)).lang
        message = str(refused.get("message") or "") or translate(rules.UPLOAD_ERROR, lang)
        return rx.toast.error(translate(rules.UPLOAD_ERROR_TITLE, lang),
                              description=f"{refused.get('name') or ''}: {message}")

    @rx.event
    async def upload_refused(self, message: str):
        """The /_upload gate refused an upload: nothing of it was kept."""
        self.receiving, self.progress = False, 0
        lang = (await self.get_state(LangState)).lang
        return rx.toast.error(translate(rules.UPLOAD_ERROR_TITLE, lang),
                              description=translate(message, lang))

    def _forget_item(self, item: dict) -> None:
        """Drop a removed item (new ones leave the staging folder)."""
        staged = self._staged.pop(item["key"], None)
        if staged:
            staging.discard(staged)

    @rx.event
    def remove_item(self, index: int):
        """Remove a file; the cover shifts, resets to the first file, or clears."""
        if not 0 <= index < len(self.items):
            return
        item = self.items.pop(index)
        self._forget_item(item)
        self.cover_index = rules.cover_after_removal(self.cover_index, index, len(self.items))

    @rx.event
    def choose_cover(self, index: int):
        """Make a file the cover."""
        if 0 <= index < len(self.items):
            self.cover_index = index

    def discard_all(self) -> None:
        """Forget every staged file (after saving, or when the form starts over)."""
        for staged in self._staged.values():
            staging.discard(staged)
        self._staged, self.items, self.cover_index = {}, [], rules.NO_COVER

    # Fields ------------------------------------------------------------------------------
    @rx.event
    def set_title(self, value: str):
        """Project title."""
        self.title = value

    @rx.event
    def set_description(self, value: str):
        """Description."""
        self.description = value

    @rx.event
    def pick_category(self, name: str):
        """Selecting a category clears the subcategory."""
        if name != self.category:
            self.category, self.subcategories = name, []
            if name == AI_CATEGORY:
                self.ai_generated = True

    @rx.event
    def set_ai_generated(self, checked: bool):
        """The "AI-generated" checkbox (fixed on in the AI category)."""
        self.ai_generated = bool(checked) or self.category == AI_CATEGORY

    @rx.event
    def toggle_subcategory(self, name: str):
        """A subcategory is added once only (a second tap takes it away)."""
        self.subcategories = rules.toggle_subcategory(self.subcategories, name,
                                                      self.subcategory_options)

    def staged_in_order(self, keys: list[str]) -> tuple[list[dict], list]:
        """The staged files of `keys` and their crops, for a service call."""
        staged = [self._staged[k] for k in keys]
        return staged, [s.get("crop") for s in staged]
