"""Flat rows for the header panels, /notifications and /messages (no rules: display only)."""

from datetime import datetime

from ..i18n.formats import relative_time

# Which sentence a notification reads as: "<kind>" or "<kind>_<subject type>".
ACTION_LINKS = {"requests": "/manage"}


def _moment(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None


def when(text: str | None, lang: str, now: datetime | None = None) -> str:
    """'5 minutes ago' in the reader's language, as of `now` (the clock when None; blank
    without a time)."""
    moment = _moment(text)
    return relative_time(moment, lang, now) if moment else ""


def notification_row(item: dict, lang: str, now: datetime | None = None) -> dict:
    """One notification as the UI shows it (its time as of `now`, the clock when None)."""
    actor = item.get("actor") or {}
    kind, subject = item["kind"], item["subjectType"]
    key = f"{kind}_{subject}" if subject in ("portfolio", "user") else kind
    if subject == "portfolio":
        link = f"/portfolio-detail/{item['subjectId']}"
    elif kind == "message":
        link = f"/messages?c={item['subjectId']}"
    elif subject == "brief":
        link = f"/brief/{item['subjectId']}"
    elif item["tab"] == "requests":
        link = "/manage"
    else:
        link = ""
    return {"id": item["id"], "key": key, "name": actor.get("fullName") or "",
            "initial": (actor.get("fullName") or "?")[:1],
            "photo": actor.get("profileImage") or "",
            "profile": f"/talent-detail/{actor['_id']}" if actor.get("_id") else "",
            "title": item.get("subjectTitle") or "", "time": when(item["createdAt"], lang, now),
            "unread": not item["read"], "link": link,
            "css": "notification-row" + ("" if item["read"] else " unread"),
            "action": "open" if kind == "message" else ("manage" if link == "/manage"
                                                        else ("view" if link else ""))}


def contact_row(item: dict, lang: str, now: datetime | None = None) -> dict:
    """One conversation in the contact list (its time as of `now`, the clock when None)."""
    other = item.get("with") or {}
    return {"id": item["id"], "name": other.get("fullName") or "",
            "initial": (other.get("fullName") or "?")[:1],
            "photo": other.get("profileImage") or "", "last": item["lastMessage"],
            "time": when(item["lastMessageAt"], lang, now) if item["lastMessage"] else "",
            "unread": item["unreadCount"],
            "unread_label": "" if not item["unreadCount"] else str(item["unreadCount"])}


def message_row(item: dict, lang: str) -> dict:
    """One chat bubble."""
    return {"id": item["id"], "text": item["text"], "own": item["isOwn"],
            "time": when(item["createdAt"], lang), "masked": item["masked"],
            "css": "chat-bubble own" if item["isOwn"] else "chat-bubble"}
