"""The collaboration request as a state machine: one table of (state, action) -> (next state,
who may take it), and the check every transition goes through (sharetribe-style)."""

from dataclasses import dataclass

from ..errors import Conflict, Invalid, NotFound

PENDING, ACCEPTED, DECLINED = "pending", "accepted", "declined"
WITHDRAWN, COMPLETED, CANCELLED = "withdrawn", "completed", "cancelled"
STATUSES = (PENDING, ACCEPTED, DECLINED, WITHDRAWN, COMPLETED, CANCELLED)
ACTIONS = ("accept", "decline", "withdraw", "complete", "cancel")
RECIPIENT, SENDER, EITHER = "recipient", "sender", "either"
# The Projects tab: requests that were taken on.
PROJECT_STATUSES = (ACCEPTED, COMPLETED, CANCELLED)


@dataclass(frozen=True)
class Transition:
    """Where an action leads and which party may take it."""

    to_state: str
    who: str


TRANSITIONS: dict[tuple[str, str], Transition] = {
    (PENDING, "accept"): Transition(ACCEPTED, RECIPIENT),
    (PENDING, "decline"): Transition(DECLINED, RECIPIENT),
    (PENDING, "withdraw"): Transition(WITHDRAWN, SENDER),
    (ACCEPTED, "complete"): Transition(COMPLETED, EITHER),
    (ACCEPTED, "cancel"): Transition(CANCELLED, EITHER),
}
# The column each reached state stamps, and the notification the other party gets.
STAMP = {ACCEPTED: "accepted_at", DECLINED: "declined_at", WITHDRAWN: "withdrawn_at",
         COMPLETED: "completed_at", CANCELLED: "cancelled_at"}
NOTIFY_KIND = {ACCEPTED: "accepted", DECLINED: "declined", WITHDRAWN: "withdrawn",
               COMPLETED: "completed", CANCELLED: "cancelled"}

BAD_ACTION = "Action must be accept, decline, withdraw, complete or cancel"
NOT_FOUND = "Collaboration request not found"
ONLY_RECIPIENT = "Only the person who received this request can accept or decline it"
ONLY_SENDER = "Only the person who sent this request can withdraw it"
ONLY_PENDING = "Only a pending request can be accepted, declined or withdrawn"
ONLY_ACCEPTED = "Only an accepted request can be completed or cancelled"
CHANGED = "This request was changed meanwhile. Reload and try again."
WRONG_STATE = {"accept": ONLY_PENDING, "decline": ONLY_PENDING, "withdraw": ONLY_PENDING,
               "complete": ONLY_ACCEPTED, "cancel": ONLY_ACCEPTED}
WRONG_PARTY = {RECIPIENT: ONLY_RECIPIENT, SENDER: ONLY_SENDER}


def party_of(sender_id: str, recipient_id: str, user_id: str | None) -> str | None:
    """"sender", "recipient", or None for anyone else."""
    if user_id is not None and user_id == sender_id:
        return SENDER
    if user_id is not None and user_id == recipient_id:
        return RECIPIENT
    return None


def may_take(who: str, party: str | None) -> bool:
    """Whether this party may take a transition meant for `who`."""
    return party is not None and who in (party, EITHER)


def plan(status: str, action, party: str | None) -> Transition:
    """The transition this party may take now; NotFound for outsiders, Invalid for an unknown
    action, Conflict for a transition the table does not allow."""
    if party is None:
        raise NotFound(NOT_FOUND)
    if action not in ACTIONS:
        raise Invalid(BAD_ACTION)
    step = TRANSITIONS.get((status, action))
    if step is None:
        raise Conflict(WRONG_STATE[action])
    if not may_take(step.who, party):
        raise Conflict(WRONG_PARTY[step.who])
    return step


def actions_for(status: str, party: str | None) -> list[str]:
    """The actions this party may take now, in table order (the buttons to show)."""
    return [action for (state, action), step in TRANSITIONS.items()
            if state == status and may_take(step.who, party)]
