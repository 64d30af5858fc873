"""Files a talent has picked in the browser, kept on disk (with a cleaned preview) until the
form that owns them is submitted. Previews sit in a folder per owner and are shown to that
owner only (the view pass below, kept in a cookie)."""

import hashlib
import hmac
import json
import re
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

from PIL import Image

from ...settings import get_settings
from . import images, media_store
from .cropping import Crop, apply_crop
from .media_pipeline import ONLY_MEDIA, video_extension
from ..errors import Invalid, TooLarge

PREVIEW_SIDE = 1600
STAGING_FOLDER = "staging"
PASS_COOKIE = "stagingPass"  # holds view_pass(owner) for the previews of staging/<owner>/
_OWNER = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# A resumable upload in progress: its bytes so far, and what it declared (owner, length).
# It keeps its full declared length out of the owner's quota until it ends, and has an
# expiry of its own (services/media/resumable.py), so the form sweep leaves it alone.
RESUMABLE_DATA, RESUMABLE_INFO = ".tus", ".tus.json"
RESUMABLE_STOP = ".tus.stop"  # asks the request writing an upload (in any worker) to stop


@dataclass
class StagedUpload:
    """One received file: where its bytes are, what it is, and its preview URL."""

    id: str
    name: str
    kind: str
    path: str
    preview_url: str
    width: int = 0
    height: int = 0
    owner: str = ""

    def as_dict(self) -> dict:
        """A plain dict (what a State keeps)."""
        return asdict(self)


def uploads_root() -> Path:
    """The private folder of received files (never served)."""
    root = get_settings().data_dir / "uploads"
    root.mkdir(parents=True, exist_ok=True)
    return root


def sweep(now: float | None = None) -> None:
    """Delete received files and previews of abandoned forms (older than the setting)."""
    _remove_older_than((now or time.time()) - get_settings().staging_max_age_seconds)


def staged_bytes(owner: str) -> int:
    """Bytes of received files the owner has waiting in forms."""
    folder = uploads_root() / owner
    if not _OWNER.match(owner or "") or not folder.is_dir():
        return 0
    total = 0
    for path in folder.iterdir():
        try:
            if path.name.endswith(RESUMABLE_INFO):
                total += max(0, int(json.loads(path.read_text())["length"]))
            elif not path.name.endswith(RESUMABLE_DATA):
                total += path.stat().st_size
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return total


def is_resumable(path: Path) -> bool:
    """Whether a file in the uploads folder belongs to a resumable upload in progress."""
    return path.name.endswith((RESUMABLE_DATA, RESUMABLE_INFO, RESUMABLE_STOP))


def clear() -> None:
    """Delete every received file and preview (at start-up: no form survives a restart)."""
    _remove_older_than(float("inf"))


def _remove_older_than(cutoff: float) -> None:
    for folder in (uploads_root(), media_store.media_root() / STAGING_FOLDER):
        if not folder.exists():
            continue
        for path in sorted(folder.rglob("*"), key=lambda p: len(p.parts), reverse=True):
            try:
                if path.is_dir():
                    if path.stat().st_mtime < cutoff and not any(path.iterdir()):
                        path.rmdir()
                elif path.stat().st_mtime < cutoff and not is_resumable(path):
                    path.unlink(missing_ok=True)
            except OSError:
                continue


class UploadWriter:
    """Receives one file chunk by chunk, refusing it once it passes its size limit."""

    def __init__(self, name: str, *, owner: str, images_only: bool = False,
                 max_bytes: int | None = None, too_large: str | None = None):
        if not _OWNER.match(owner or ""):
            raise ValueError("a staged file needs its owner's id")
        self.id, self.owner = uuid.uuid4().hex, owner
        self.name = (name or "file").rsplit("/", 1)[-1][:120]
        self.path = uploads_root() / owner / f"{self.id}.upload"
        self.path.parent.mkdir(exist_ok=True)
        self.images_only = images_only
        self.max_bytes, self.too_large = max_bytes, too_large
        self.size, self.refused = 0, False
        self._head = b""
        self._file = self.path.open("wb")

    def _limit(self) -> tuple[int, str]:
        settings = get_settings()
        if self.max_bytes is not None:
            return self.max_bytes, self.too_large or "File is too large"
        if not self.images_only and video_extension(self._head) is not None:
            mb = settings.video_max_bytes // 2**20
            return settings.video_max_bytes, f"Videos can be at most {mb} MB"
        mb = settings.image_max_bytes // 2**20
        return settings.image_max_bytes, f"Images can be at most {mb} MB"

    def write(self, data: bytes) -> None:
        """Append a chunk; past the limit the file is dropped and the rest ignored."""
        if self.refused or not data:
            return
        if len(self._head) < 64:
            self._head += data[:64 - len(self._head)]
        self.size += len(data)
        if self.size > self._limit()[0]:
            self.refused = True
            self._file.close()
            self.path.unlink(missing_ok=True)
            return
        self._file.write(data)

    def abort(self) -> None:
        """Drop whatever was received."""
        if not self._file.closed:
            self._file.close()
        self.path.unlink(missing_ok=True)

    def finish(self) -> StagedUpload:
        """Close the file, check what it is and make its preview (CPU work: run off-loop)."""
        if not self._file.closed:
            self._file.close()
        if self.refused:
            raise TooLarge(self._limit()[1])
        try:
            return _describe(self.id, self.name, self.path, images_only=self.images_only,
                             owner=self.owner)
        except Exception:
            self.path.unlink(missing_ok=True)
            raise


def stage_bytes(name: str, data: bytes, **kwargs) -> StagedUpload:
    """Stage bytes already on the server (e.g. an existing image to re-crop)."""
    writer = UploadWriter(name, **kwargs)
    writer.write(data)
    return writer.finish()


def describe(upload_id: str, name: str, path: Path, *, owner: str) -> StagedUpload:
    """A file received another way (a finished resumable upload) as a staged upload of the
    work form: checked as media, with its preview; the file is removed when it is not media."""
    try:
        return _describe(upload_id, (name or "file").rsplit("/", 1)[-1][:120], path,
                         images_only=False, owner=owner)
    except Exception:
        path.unlink(missing_ok=True)
        raise


def _describe(upload_id: str, name: str, path: Path, *, images_only: bool,
              owner: str) -> StagedUpload:
    with path.open("rb") as f:
        head = f.read(4096)
    if not head:
        raise Invalid(images.NOT_AN_IMAGE if images_only else ONLY_MEDIA)
    if not images_only and video_extension(head) is not None:
        return StagedUpload(upload_id, name, "video", str(path), "", owner=owner)
    try:
        image = images.upright_rgb(images.open_image(path.read_bytes()))
    except Invalid:
        raise Invalid(images.NOT_AN_IMAGE if images_only else ONLY_MEDIA) from None
    width, height = image.size
    return StagedUpload(upload_id, name, "image", str(path), _preview(image, owner), width,
                        height, owner)


def _preview(image, owner: str) -> str:
    """Write a cleaned JPEG preview into the owner's staging folder; returns its URL."""
    small = image
    if max(image.size) > PREVIEW_SIDE:
        # reducing_gap shrinks by whole factors first: several times faster on camera photos.
        small = image.copy()
        small.thumbnail((PREVIEW_SIDE, PREVIEW_SIDE), Image.Resampling.LANCZOS,
                        reducing_gap=3.0)
    data = images.jpeg_bytes(small, quality=82)
    relative = f"{STAGING_FOLDER}/{owner}/{uuid.uuid4().hex}.jpg"
    target = media_store.media_root() / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return media_store.url_for(relative)


def cropped_preview(upload: dict, crop: Crop) -> str:
    """A preview of the staged image cut to `crop` (checks the crop the way publishing will)."""
    if upload.get("kind") != "image":
        raise Invalid("Only images can be cropped")
    image = images.upright_rgb(images.open_image(read(upload)))
    return _preview(apply_crop(image, crop), upload.get("owner") or "")


def read(upload: dict) -> bytes:
    """The received bytes of a staged file."""
    path = _own_path(upload)
    if path is None or not path.exists():
        raise Invalid("The selected file is no longer available. Please add it again.")
    return path.read_bytes()


def discard(upload: dict) -> None:
    """Delete a staged file and its preview(s)."""
    path = _own_path(upload)
    if path is not None:
        path.unlink(missing_ok=True)
    for key in ("preview_url", "cropped_preview_url"):
        url = upload.get(key) or ""
        if f"/{STAGING_FOLDER}/" in url:
            media_store.delete_urls([url])


def view_pass(owner: str) -> str:
    """The cookie value that shows `owner` their staged previews (and nobody else's)."""
    secret = get_settings().token_secret.encode()
    digest = hmac.new(secret, f"staging-view:{owner}".encode(), hashlib.sha256).hexdigest()
    return f"{owner}.{digest}"


def may_view(relative: str, pass_value: str | None) -> bool:
    """Whether a request carrying `pass_value` may see the staged preview at `relative`."""
    parts = [p for p in relative.replace("\\", "/").split("/") if p]
    if len(parts) != 3 or parts[0] != STAGING_FOLDER or not pass_value:
        return False
    owner = pass_value.rpartition(".")[0]
    return owner == parts[1] and hmac.compare_digest(view_pass(owner), pass_value)


def is_staged(relative: str) -> bool:
    """Whether a media path lies in the staging folder (never public)."""
    parts = [p for p in relative.replace("\\", "/").split("/") if p]
    return bool(parts) and parts[0] == STAGING_FOLDER


def _own_path(upload: dict) -> Path | None:
    """The staged file's path, only if it lies inside the uploads folder."""
    try:
        path = Path(upload["path"]).resolve()
    except (KeyError, TypeError):
        return None
    return path if uploads_root().resolve() in path.parents else None
