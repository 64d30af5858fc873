"""Who may upload where and how much: checked before a byte of an upload is kept."""

from dataclasses import dataclass

from sqlmodel import Session

from ...settings import get_settings
from ..accounts import auth, rate_limits
from ..accounts.profile_photo import PHOTO_TOO_LARGE
from ..errors import Forbidden, TooLarge
from ..portfolios.portfolios import MAX_FILES
from . import media_pipeline, staging, storage_quota

WORK, PHOTO = "work", "photo"  # the work-upload/edit forms; the profile photo widget
TALENT_ONLY = "Only talent accounts can upload work"
TOO_MANY_FILES = "You can upload maximum {count} files"
ONE_PHOTO = "Please choose one photo"
NOT_AN_UPLOAD = "This form does not take files"
STAGING_FULL = ("Your picked files fill your upload space. Share or remove some, "
                "then add more.")


@dataclass(frozen=True)
class UploadLimits:
    """Per-file limits of one upload target: (bytes, message) for images and for videos."""

    image: tuple[int, str]
    video: tuple[int, str]
    max_files: int
    too_many: str


def limits_for(target: str) -> UploadLimits:
    """The count and size limits of a target, applied while its bytes stream in."""
    settings = get_settings()
    if target == PHOTO:
        limit = (settings.profile_photo_max_bytes - 1, PHOTO_TOO_LARGE)  # "less than 5MB"
        return UploadLimits(image=limit, video=limit, max_files=1, too_many=ONE_PHOTO)
    return UploadLimits(image=(settings.image_max_bytes, media_pipeline.image_too_large()),
                        video=(settings.video_max_bytes, media_pipeline.video_too_large()),
                        max_files=MAX_FILES,
                        too_many=TOO_MANY_FILES.format(count=MAX_FILES))


def room_left(owner: str) -> int:
    """Bytes the owner may still add to the files waiting in their forms."""
    return get_settings().staging_quota - staging.staged_bytes(owner)


@dataclass(frozen=True)
class Admission:
    """An upload let in: who sends it, and how many bytes they may send."""

    uploader: str
    room: int


def admit(session: Session, *, token: str, target: str) -> Admission:
    """Let an upload in when its sender is signed in, allowed here, not already at their
    upload rate and has room in their quota. It counts in the rate only once it brings a
    file (`count_upload`): a call that brings none is no upload."""
    user = auth.user_for_token(session, token)
    if target not in (WORK, PHOTO):
        raise Forbidden(NOT_AN_UPLOAD)
    if target == WORK and user.role != "TALENT":
        raise Forbidden(TALENT_ONLY)
    rate_limits.check("upload", user.id)
    room = room_left(user.id)
    if room <= 0:
        raise TooLarge(STAGING_FULL)
    stored = storage_quota.upload_room(session, user.id)
    if stored <= 0:
        raise TooLarge(storage_quota.full_message(1, 0))
    return Admission(user.id, min(room, stored))


def count_upload(uploader: str) -> None:
    """An admitted upload brings its first file: one upload in the rate (RateLimited past it)."""
    rate_limits.hit("upload", uploader)
