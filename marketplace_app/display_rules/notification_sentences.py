"""Which sentence a notification reads as, by its row's "key" (state/inbox_rows.py): one table
for the React rows (components/inbox_views.py) and the served first screen."""

from ..texts import jobs as TJ
from ..texts import social as TX

SENTENCES = {
    "admire_portfolio": TX.NAME_ADMIRED_YOUR_WORK_TITLE,
    "admire_user": TX.NAME_ADMIRED_YOUR_PROFILE,
    "appreciate_portfolio": TX.NAME_APPRECIATED_YOUR_WORK_TITLE,
    "appreciate_user": TX.NAME_APPRECIATED_YOUR_PROFILE,
    "share_portfolio": TX.NAME_SHARED_YOUR_WORK_TITLE,
    "share_user": TX.NAME_SHARED_YOUR_PROFILE,
    "review_portfolio": TX.NAME_REVIEWED_YOUR_WORK_TITLE,
    "review_user": TX.NAME_REVIEWED_YOUR_PROFILE,
    "view_portfolio": TX.NAME_VIEWED_YOUR_WORK_TITLE,
    "view_user": TX.NAME_VIEWED_YOUR_PROFILE,
    "request": TX.NAME_SENT_YOU_COLLABORATION_REQUEST,
    "accepted": TX.NAME_ACCEPTED_YOUR_COLLABORATION_REQUEST,
    "declined": TX.NAME_DECLINED_YOUR_COLLABORATION_REQUEST,
    "withdrawn": TX.NAME_WITHDREW_THEIR_COLLABORATION_REQUEST,
    "completed": TX.NAME_MARKED_YOUR_COLLABORATION_AS_COMPLETED,
    "cancelled": TX.NAME_CANCELLED_YOUR_COLLABORATION,
    "message": TX.NAME_SENT_YOU_MESSAGE,
    "proposal": TJ.NAME_SENT_A_PROPOSAL,
    "proposal_accepted": TJ.NAME_ACCEPTED_YOUR_PROPOSAL,
    "proposal_declined": TJ.NAME_DID_NOT_TAKE_YOUR_PROPOSAL,
    "brief_match": TJ.NAME_POSTED_A_JOB_FOR_YOU,
}
OTHER = TX.NAME_INTERACTED_WITH_YOU
# A row's action button: "manage", "open" or (any other link) "view".
ACTION_LABELS = {"manage": TX.OPEN_MANAGE, "open": TX.REPLY}
OTHER_ACTION = TX.VIEW


def sentence_for(key: str) -> str:
    """The catalogue sentence of a row's key."""
    return SENTENCES.get(key, OTHER)


def action_label(action: str) -> str:
    """The catalogue label of a row's action button."""
    return ACTION_LABELS.get(action, OTHER_ACTION)
