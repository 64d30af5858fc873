"""The profile photo: validated, cleaned, stored, replaced and removed."""

from sqlmodel import Session

from ...models.user import User
from ...settings import get_settings
from ..media import images
from ..media import media_store
from ..errors import Invalid, TooLarge
from .users import save

PHOTO_TOO_LARGE = "File size must be less than 5MB"
PHOTO_SIDE = 1024


def upload_photo(session: Session, *, actor: User, data: bytes | None) -> User:
    """Replace the user's photo with a cleaned square JPEG of the upload."""
    if not data:
        raise Invalid(images.NOT_AN_IMAGE)
    if len(data) >= get_settings().profile_photo_max_bytes:
        raise TooLarge(PHOTO_TOO_LARGE)
    image = images.upright_rgb(images.open_image(data, min_side=PHOTO_SIDE))
    square = images.fit_longest_side(images.centre_square(image), PHOTO_SIDE)
    old_url = actor.profile_photo_url
    with media_store.StagedFiles() as staged:
        actor.profile_photo_url = staged.add(images.jpeg_bytes(square), "profile", ".jpg")
        save(session, actor)
        staged.publish()
    media_store.delete_urls([old_url])
    return actor


def delete_photo(session: Session, *, actor: User) -> User:
    """Remove the user's photo, if any."""
    old_url = actor.profile_photo_url
    actor.profile_photo_url = None
    save(session, actor)
    media_store.delete_urls([old_url])
    return actor
