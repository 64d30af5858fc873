"""The profile photo widget: upload, delete, and the delayed mode of onboarding."""

import asyncio
import time

import reflex as rx

from ..services.accounts import profile_photo
from ..services.media import staging
from ..settings import get_settings
from ..i18n import translate
from ..texts import workspace as T
from .lang import LangState
from . import chunked_upload
from .as_user import call_as_user, remember_user, session_token, staging_owner
from .service_call import ServiceFailed

UPLOAD_ID = "profile-photo"


def busted(url: str | None) -> str:
    """The photo URL with a timestamp query parameter that defeats caches."""
    return f"{url}?t={int(time.time() * 1000)}" if url else ""


def _error(message: str, lang: str):
    return rx.toast.error(translate(T.PHOTO_ERROR_TITLE, lang),
                          description=translate(message, lang))


async def _lang(state) -> str:
    return (await state.get_state(LangState)).lang


class ProfilePhotoState(rx.State):
    """Photo shown, the pending file of delayed mode, and what is in progress."""

    photo_url: str = ""
    pending_preview: str = ""
    delayed: bool = False
    status: str = "idle"  # idle, uploading, deleting
    _pending: dict = {}

    @rx.var
    def shown(self) -> str:
        """The local preview when a file waits, else the saved photo."""
        return self.pending_preview or self.photo_url

    @rx.var
    def busy(self) -> bool:
        """True while uploading or deleting."""
        return self.status != "idle"

    def _drop_pending(self) -> None:
        if self._pending:
            staging.discard(self._pending)
        self._pending, self.pending_preview = {}, ""

    @rx.event
    def start(self, url: str, delayed: bool):
        """Show the saved photo; delayed mode keeps a picked file until the form is sent."""
        self.photo_url, self.delayed, self.status = url or "", delayed, "idle"
        self._drop_pending()

    def take_pending(self) -> dict:
        """Hand the waiting file to the parent form (it now owns it)."""
        pending, self._pending, self.pending_preview = self._pending, {}, ""
        return pending

    @rx.event
    async def rejected(self, files: list[dict]):
        """The picker refused the file's type."""
        return _error(T.PHOTO_NOT_IMAGE, await _lang(self))

    @rx.event(background=True)
    async def receive(self, chunks: rx.UploadChunkIterator):
        """A picked photo: checked as it arrives, then kept (delayed) or saved at once."""
        async with self:
            token = await session_token(self)
            owner = await staging_owner(self, token) if self.status == "idle" else ""
            if not owner:  # busy, or a signed-out session (the gate refused it already)
                return
            self.status = "uploading"
            delayed = self.delayed
            lang = await _lang(self)
        limit = get_settings().profile_photo_max_bytes
        try:
            results = await chunked_upload.receive(chunks, owner=owner, images_only=True,
                                                   max_bytes=limit - 1,
                                                   too_large=T.PHOTO_TOO_LARGE)
        except asyncio.CancelledError:  # the gate ended it (and says why: upload_refused)
            async with self:
                self.status = "idle"
            return
        except Exception:  # noqa: BLE001 - a broken upload leaves the photo as it was
            async with self:
                self.status = "idle"
            yield _error(T.PHOTO_UPLOAD_FAILED, lang)
            return
        for _, staged, _ in results[1:]:
            if staged:
                staging.discard(staged)
        if not results or results[0][1] is None:
            async with self:
                self.status = "idle"
            if results:  # nothing arrives when the picker itself refused the file
                yield _error(results[0][2], lang)
            return
        staged = results[0][1]
        if delayed:
            async with self:
                self._drop_pending()
                self._pending, self.pending_preview = staged, staged["preview_url"]
                self.status = "idle"
            yield rx.toast.success(translate(T.PHOTO_SELECTED, lang),
                                   description=translate(T.PHOTO_SELECTED_NOTE, lang))
            return
        try:
            user = await save_photo(token, staged)
        except ServiceFailed as exc:
            async with self:
                self.status = "idle"
            yield _error(exc.message if exc.message in (T.PHOTO_NOT_IMAGE, T.PHOTO_TOO_LARGE)
                         else T.PHOTO_UPLOAD_FAILED, lang)
            return
        async with self:
            self.photo_url, self.status = busted(user.profile_photo_url), "idle"
            await remember_user(self, user, token)
        yield rx.toast.success(translate(T.PHOTO_UPDATED, lang))

    @rx.event
    async def upload_refused(self, message: str):
        """The /_upload gate refused an upload: nothing of it was kept."""
        if self.status == "uploading":
            self.status = "idle"
        return _error(message, await _lang(self))

    @rx.event
    async def delete(self):
        """Delete the photo (or drop the file waiting in delayed mode)."""
        if self._pending:
            self._drop_pending()
            return
        if not self.photo_url or self.status != "idle":
            return
        self.status = "deleting"
        yield
        token = await session_token(self)
        try:
            user = await call_as_user(token, profile_photo.delete_photo)
        except ServiceFailed:
            self.status = "idle"
            yield _error(T.PHOTO_DELETE_FAILED, await _lang(self))
            return
        self.photo_url, self.status = "", "idle"
        await remember_user(self, user, token)
        yield rx.toast.success(translate(T.PHOTO_DELETED, await _lang(self)))


async def save_photo(token: str, staged: dict):
    """Publish a staged file as the user's photo (the service cleans and stores it)."""

    def use_case(session, *, actor):
        try:
            return profile_photo.upload_photo(session, actor=actor, data=staging.read(staged))
        finally:
            staging.discard(staged)

    return await call_as_user(token, use_case)
