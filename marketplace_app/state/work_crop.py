"""Frame Your Image: the square crop of a picked image, checked on the server, shared by the
work-upload and edit forms (a mixin of WorkFormState)."""

import asyncio

import reflex as rx

from ..services.errors import ServiceError
from ..services.media import staging
from ..services.media.cropping import parse_crop
from ..texts import workspace as T
from .lang import reader_text

INITIAL_ZOOM = 1.25  # the crop area starts at 80% of the image side
MIN_CROP_SIDE = 100


class FrameYourImage(rx.State, mixin=True):
    """The crop dialog's state; the form's items and staged files are WorkFormState's."""

    crop_open: bool = False
    crop_key: str = ""
    crop_image: str = ""
    crop_max_zoom: float = 3.0
    crop_busy: bool = False
    _crop_area: dict = {}

    async def _crop_source(self, item: dict) -> dict | None:
        """The staged file a crop applies to (an existing image is staged first)."""
        return self._staged.get(item["key"])

    @rx.event
    async def open_crop(self, index: int):
        """Open the square-crop dialog on an image."""
        if not 0 <= index < len(self.items) or self.items[index]["kind"] != "image":
            return
        item = self.items[index]
        source = await self._crop_source(item)
        if source is None:
            yield rx.window_alert(await reader_text(self, T.CROP_FAILED))
            return
        side = min(source.get("width") or 0, source.get("height") or 0)
        if side < MIN_CROP_SIDE:
            yield rx.window_alert(await reader_text(self, T.CROP_FAILED))
            return
        self.crop_key, self.crop_image = item["key"], source["preview_url"]
        self.crop_max_zoom = max(side / MIN_CROP_SIDE, INITIAL_ZOOM)
        self._crop_area = {"x": 10, "y": 10, "width": 80, "height": 80}
        self.crop_open, self.crop_busy = True, False

    @rx.event
    def crop_changed(self, area: dict, pixels: dict):
        """The finished crop area, in percent of the image."""
        self._crop_area = area

    @rx.event
    def close_crop(self):
        """Close the dialog without cropping."""
        if not self.crop_busy:
            self.crop_open = False

    @rx.event
    async def apply_crop(self):
        """Check the crop on the server and show the framed preview."""
        key, area = self.crop_key, dict(self._crop_area)
        index = next((i for i, it in enumerate(self.items) if it["key"] == key), None)
        if index is None:
            self.crop_open = False
            return
        self.crop_busy = True
        yield
        source = await self._crop_source(self.items[index])
        try:
            crop = parse_crop(area)
            preview = await asyncio.to_thread(staging.cropped_preview, source, crop)
        except (ServiceError, OSError, KeyError, TypeError):
            self.crop_busy = False
            yield rx.window_alert(await reader_text(self, T.CROP_FAILED))
            return
        self._adopt_crop(index, source, area, preview)
        self.crop_busy, self.crop_open = False, False

    def _adopt_crop(self, index: int, source: dict, area: dict, preview: str) -> None:
        """Keep the crop with its staged file and show its preview."""
        old_preview = source.get("cropped_preview_url")
        if old_preview:
            staging.discard({"cropped_preview_url": old_preview})
        source["crop"], source["cropped_preview_url"] = area, preview
        self._staged[self.items[index]["key"]] = source
        self._staged = dict(self._staged)
        self.items[index] = {**self.items[index], "preview": preview, "cropped": True}
