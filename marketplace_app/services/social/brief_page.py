"""What /brief/{id} shows a reader, in one call: the job; for its client the proposals; for a
talent their own proposal, their works to pick from and their availability there."""

from sqlmodel import Session

from ...models.user import User
from . import briefs, proposals


def page(session: Session, *, viewer: User | None, brief_id) -> dict:
    """The job as this reader sees it, with what they need for it, in one call."""
    data = {"brief": briefs.view(session, actor=viewer, brief_id=brief_id), "proposals": [],
            "mine": None, "works": [], "windows": []}
    if viewer is None:
        return data
    if data["brief"]["isOwner"]:
        data["proposals"] = proposals.for_brief(session, actor=viewer,
                                                brief_id=brief_id)["proposals"]
    elif viewer.role == "TALENT":
        mine = data["brief"].get("myProposal")
        if mine:
            data["mine"] = proposals.view(session, actor=viewer, proposal_id=mine["id"])
        data["works"] = proposals.my_works(session, actor=viewer)
        data["windows"] = proposals.my_windows(session, actor=viewer, brief_id=brief_id)
    return data
