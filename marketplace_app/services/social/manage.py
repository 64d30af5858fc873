"""What /manage shows, in one call: the inbox, sent requests and job proposals, projects and
saved talent."""

from sqlmodel import Session

from ...models.user import User
from . import collaborations, proposals, saved_talent

PAGE = 20
TABS = ("inbox", "sent", "projects")


def dashboard(session: Session, *, actor: User, limit: int = PAGE) -> dict:
    """The first page of each tab and the count of requests waiting for an answer."""
    pages = {box: collaborations.box_page(session, actor=actor, box=box, limit=limit)
             for box in TABS}
    return {**pages, "saved": saved_talent.list_saved(session, actor=actor, limit=limit),
            "proposals": proposals.sent(session, actor=actor, limit=limit),
            "pendingCount": collaborations.pending_inbox_count(session, user_id=actor.id)}
