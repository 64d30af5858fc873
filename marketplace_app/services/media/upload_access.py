"""Who may upload where and how much: checked before a byte of an upload is kept."""

from dataclasses import dataclass

from sqlmodel import Session

from ...settings import get_settings
from ..accounts import auth, rate_limits
from ..accounts.profile_photo import PHOTO_TOO_LARGE
from ..errors import Forbidden
from ..portfolios.portfolios import MAX_FILES
from . import media_pipeline

WORK, PHOTO = "work", "photo"  # the work-upload/edit forms; the profile photo widget
TALENT_ONLY = "Only talent accounts can upload work"
TOO_MANY_FILES = "You can upload maximum {count} files"
NOT_AN_UPLOAD = "This form does not take files"


@dataclass(frozen=True)
class UploadLimits:
    """Per-file limits of one upload target: (bytes, message) for images and for videos."""

    image: tuple[int, str]
    video: tuple[int, str]
    max_files: int


def limits_for(target: str) -> UploadLimits:
    """The count and size limits of a target, applied while its bytes stream in."""
    settings = get_settings()
    if target == PHOTO:
        limit = (settings.profile_photo_max_bytes - 1, PHOTO_TOO_LARGE)  # "less than 5MB"
        return UploadLimits(image=limit, video=limit, max_files=1)
    return UploadLimits(image=(settings.image_max_bytes, media_pipeline.image_too_large()),
                        video=(settings.video_max_bytes, media_pipeline.video_too_large()),
                        max_files=MAX_FILES)


def admit(session: Session, *, token: str, target: str):
    """The uploader, when signed in and allowed here; counts one upload against their limit."""
    user = auth.user_for_token(session, token)
    if target not in (WORK, PHOTO):
        raise Forbidden(NOT_AN_UPLOAD)
    if target == WORK and user.role != "TALENT":
        raise Forbidden(TALENT_ONLY)
    rate_limits.hit("upload", user.id)
    return user
