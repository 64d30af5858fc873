"""Which form an upload to Reflex's /_upload is for, and who is signed in on that session."""

import contextlib
from collections.abc import AsyncIterator

from reflex.istate.manager import get_state_manager
from reflex.istate.manager.token import BaseStateToken
from reflex.istate.wrappers import get_state
from reflex.utils.format import format_event_handler
from reflex_base.event import Event
from reflex_base.event.context import EventContext
from reflex_base.registry import RegistrationContext

from ..services.media.resumable import Form, form_key
from ..services.media.upload_access import PHOTO, WORK
from .auth import AuthState
from .profile_photo import ProfilePhotoState
from .work_form import WorkFormState

UPLOAD_HANDLER = "receive"  # the name every file-taking handler here has
REFUSED_HANDLER = "upload_refused"  # and the one that hears why an upload was refused
RESUMABLE_HANDLER = "adopt_video"  # the one a finished resumable upload joins its form by


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


async def tell_refused(client_token: str, handler_name: str, message: str) -> None:
    """Run the form's `upload_refused(message)` on that session (a toast, the form reset)."""
    registered = RegistrationContext.get().event_handlers.get(handler_name)
    if target_of(handler_name) is None or registered is None:
        return
    handler = registered.states[-1].event_handlers[REFUSED_HANDLER]
    event = Event(name=format_event_handler(handler), payload={"message": message})
    await EventContext.get().fork(token=client_token).enqueue(event)


@contextlib.asynccontextmanager
async def form_held(client_token: str, handler_name: str) -> AsyncIterator[Form | None]:
    """The work form a resumable upload names (by its `adopt_video` handler) on that page
    session, the files it holds and who is signed in there, the session held until the caller
    is done (an upload joins the form under that hold); None for anything else."""
    registered = RegistrationContext.get().event_handlers.get(handler_name)
    if registered is None or registered.handler.fn.__name__ != RESUMABLE_HANDLER or \
            not registered.states or not issubclass(registered.states[-1], WorkFormState):
        yield None
        return
    form_state = registered.states[-1]
    async with get_state_manager().modify_state(
            BaseStateToken(ident=client_token, cls=form_state)) as root:
        form = await root.get_state(form_state)
        auth = await root.get_state(AuthState)
        yield Form(key=form_key(client_token, handler_name), files=len(form.items),
                   too_many=form._too_many_note(), signed_in=auth.auth_token or "")
