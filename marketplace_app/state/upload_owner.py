"""Which form an upload to Reflex's /_upload is for, and who is signed in on that session."""

from reflex.istate.wrappers import get_state
from reflex_base.registry import RegistrationContext

from ..services.media.upload_access import PHOTO, WORK
from .auth import AuthState
from .profile_photo import ProfilePhotoState
from .work_form import WorkFormState

UPLOAD_HANDLER = "receive"  # the name every file-taking handler here has


def target_of(handler_name: str) -> str | None:
    """The upload target of a registered handler: work forms, the photo widget, else None."""
    registered = RegistrationContext.get().event_handlers.get(handler_name)
    if registered is None or registered.handler.fn.__name__ != UPLOAD_HANDLER:
        return None
    states = registered.states
    if states and issubclass(states[-1], WorkFormState):
        return WORK
    if states and issubclass(states[-1], ProfilePhotoState):
        return PHOTO
    return None


async def resolve(client_token: str, handler_name: str) -> tuple[str, str] | None:
    """(target, the session's sign-in token) for an upload request, or None for no target."""
    target = target_of(handler_name)
    if target is None:
        return None
    auth = await get_state(client_token, AuthState)
    return target, auth.auth_token or ""
