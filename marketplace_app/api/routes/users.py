"""/api/user: the signed-in user's profile, photo and public profiles."""

from fastapi import APIRouter, File, Request, UploadFile

from ...services.accounts import profile_photo, users
from ...services.accounts.user_views import own_user, public_user
from ...services.media import storage_quota
from ...settings import get_settings
from ..deps import CurrentUser, JsonBody, OptionalUser, SessionDep, client_ip, read_upload
from ..reader import said

router = APIRouter(prefix="/api/user", tags=["user"])


@router.get("/profile")
def get_profile(actor: CurrentUser):
    """My own profile, KYC fields masked."""
    return {"success": True, "user": own_user(actor)}


@router.put("/profile")
def update_profile(body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Partial update of my profile."""
    user = users.update_profile(session, actor=actor, data=body)
    return {"success": True, "user": own_user(user),
            "message": said("Profile updated successfully")}


@router.put("/profile/percentage")
def update_percentage(actor: CurrentUser, session: SessionDep):
    """Recompute my completion percentage on the server (a sent value is ignored)."""
    user = users.refresh_percentage(session, actor=actor)
    return {"success": True, "completeProfilePercentage": user.complete_profile_percentage,
            "user": own_user(user)}


@router.get("/check-username/{username}")
def check_username(username: str, request: Request, session: SessionDep, actor: OptionalUser):
    """Whether a handle is free, with free suggestions when it is not."""
    return users.check_username(session, name=username, actor=actor,
                                client_ip=client_ip(request))


@router.put("/profile/photo")
def upload_photo(actor: CurrentUser, session: SessionDep, photo: UploadFile | None = File(None)):
    """Replace my profile photo (multipart field `photo`)."""
    data = read_upload(photo, get_settings().profile_photo_max_bytes,
                       profile_photo.PHOTO_TOO_LARGE)
    user = profile_photo.upload_photo(session, actor=actor, data=data)
    return {"success": True, "url": user.profile_photo_url, "user": own_user(user),
            "message": said("Profile photo updated successfully")}


@router.get("/storage")
def get_storage(actor: CurrentUser, session: SessionDep):
    """How much of my storage quota my works and the files waiting in my forms take."""
    return {"success": True, **storage_quota.usage(session, actor=actor)}


@router.get("/profile/photo")
def get_photo(actor: CurrentUser):
    """My profile photo URL (null when none)."""
    return {"success": True, "url": actor.profile_photo_url}


@router.delete("/profile/photo")
def delete_photo(actor: CurrentUser, session: SessionDep):
    """Remove my profile photo."""
    user = profile_photo.delete_photo(session, actor=actor)
    return {"success": True, "url": None, "user": own_user(user),
            "message": said("Profile photo deleted successfully")}


@router.get("/profile/{user_id}")
def get_public_profile(user_id: str, session: SessionDep):
    """Anyone's public profile."""
    return {"success": True, "user": public_user(users.get_user(session, user_id))}
