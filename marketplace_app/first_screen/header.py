"""A member's header in a served page: the member-only parts of the header as React draws them
(prerendered at ROUTE from components/navbar.member_header, the same components the header
uses), put in place of the visitor's parts of a prerendered page. Their first render is the
same for every member but for the avatar and the unread badges (empty there), so one
prerendered copy serves them all, with each member's photo or initial and counts put in."""

import re
from dataclasses import dataclass
from html import escape

from ..display_rules.badges import badge_label
from ..services.social import inbox
from .page import with_styles_of
from .parts import face

ROUTE = "/member-header"
PAGE = "member-header/index.html"
# The elements the header draws them in (components/navbar.py).
ACCOUNT_ID = "nav-account"  # wide screens: the member's controls, or the visitor's
MEMBER_MOBILE_ID = "nav-member-mobile"  # narrow screens: the member's Messages, Notifications
MENU_ID = "nav-menu"  # narrow screens: the menu, after the member's icons
# What only a member's page shows, and only a visitor's: the header decides, a member's
# holding #nav-me (the landing page's calls to action; page_head adds the rule to every page).
# The :has() is asked of the header, and the parts sit in <main> beside it: asked of <body>
# (or through `~ *`), every node the page's scripts add anywhere restyled the whole page.
FOR_MEMBERS, FOR_VISITORS = "for-members", "for-visitors"
MEMBER_SWITCH = (f"#site-header:has(#nav-me)~main .{FOR_VISITORS},"
                 f"#site-header:not(:has(#nav-me))~main .{FOR_MEMBERS}{{display:none!important}}")
# Set before the pages' session script runs (launch/session_sync.py): this page was drawn for
# the member the session cookie names.
MEMBER_FLAG = "<script>window.__kalakarMember=1</script>"

_DIV = re.compile(r"<div\b|</div>")
_IDLE_BUTTON = re.compile(r'<button\b[^>]*\bid="idle-signout"[^>]*>')
_NO_ONES_FACE = re.compile(r'(<span class="rt-reset rt-AvatarRoot [^"]*"[^>]*>)'
                           r'<span class="rt-AvatarFallback rt-one-letter"></span></span>')
_STYLE = re.compile(r'<style data-emotion="[^"]*">.*?</style>', re.S)
# The header's icons that carry an unread count (components/navbar.py), by InboxState's count.
BADGED_ICONS = {"briefcase": "manage", "message-circle": "messages", "bell": "notifications"}
_BADGED_ICON = re.compile(r'(<div class="hd-icon fs-i i-(%s)">)(</div>)'
                          % "|".join(re.escape(name) for name in BADGED_ICONS))


@dataclass(frozen=True)
class Member:
    """A member's header as served: AuthState's values (`values`) and InboxState's unread
    counts with their badges' texts (`counts`)."""

    values: dict
    counts: dict


def served_member(session, user) -> Member:
    """The header of `user` as React draws it once the server has answered: their name and
    photo, and their unread counts (three capped, indexed counts)."""
    counts = inbox.header_counts(session, actor=user)
    badges = {f"{name}_badge": badge_label(count) for name, count in counts.items()}
    return Member(member_values(user), {**counts, **badges})


def with_badges(part: str, counts: dict) -> str:
    """A member part of the header with each icon's unread badge, as React draws it."""
    def badge(match: re.Match) -> str:
        label = counts.get(f"{BADGED_ICONS[match.group(2)]}_badge", "")
        shown = f'<div class="nav-badge">{escape(label)}</div>' if label else ""
        return match.group(1) + shown + match.group(3)

    return _BADGED_ICON.sub(badge, part)


def _element(html: str, element_id: str) -> tuple[int, int, int, int] | None:
    """Where the <div> with `element_id` lies: its start, the end of its start tag, the start
    of its end tag, its end."""
    at = html.find(f' id="{element_id}"')
    start = html.rfind("<div", 0, at)
    if at < 0 or start < 0 or ">" in html[start:at]:
        return None
    open_end = html.find(">", at) + 1
    depth = 1
    for tag in _DIV.finditer(html, open_end):
        depth += -1 if tag.group(0) == "</div>" else 1
        if depth == 0:
            return start, open_end, tag.start(), tag.end()
    return None


def _with_styles(html: str, start: int) -> int:
    """Where the emotion styles just before `start` begin (each element's style comes just
    before it)."""
    while html[:start].endswith("</style>"):
        begin = html.rfind("<style data-emotion=", 0, start)
        if begin < 0:
            break
        start = begin
    return start


def member_parts(chrome: str) -> tuple[str, str] | None:
    """From the prerendered member header (page.prepared: in the reader's language, its
    attributes too): the content of the wide screens' account box, and the narrow screens'
    icons (with the styles before them)."""
    account, mobile = _element(chrome, ACCOUNT_ID), _element(chrome, MEMBER_MOBILE_ID)
    if account is None or mobile is None:
        return None
    return (chrome[account[1]:account[2]],
            chrome[_with_styles(chrome, mobile[0]):mobile[3]])


def with_member_header(html: str, chrome: str,
                       member: dict | None = None, counts: dict | None = None) -> str | None:
    """The page `html` (a prerendered page with the visitor's header) with the header of
    `member` (AuthState's values, member_values) and their unread `counts` (Member.counts) cut
    from `chrome` (the prerendered ROUTE, in the same language); None when either lacks the
    header's parts. The visitor's parts' styles stay: a later element may share them."""
    parts = member_parts(chrome)
    account = _element(html, ACCOUNT_ID)
    menu = _element(html, MENU_ID)
    if parts is None or account is None or menu is None or menu[0] < account[3]:
        return None
    desktop, mobile = (with_badges(part, counts or {}) for part in parts)
    if member:  # prerendered for no one: no photo, no initial (components/face.member_face)
        desktop = _NO_ONES_FACE.sub(lambda m: m[1] + face(
            member.get("photo_url", ""), member.get("display_name", "")) + "</span>", desktop,
            count=1)
    kept = "".join(_STYLE.findall(html[account[1]:account[2]]))
    menu_start = _with_styles(html, menu[0])
    html = (html[:account[1]] + kept + desktop + html[account[2]:menu_start] + mobile
            + html[menu_start:])
    html = with_styles_of(html, chrome)  # the member's parts' own component styles
    # React does not correct an attribute it hydrates: the idle sign-out's flag is served as
    # React draws it for a member (components/idle_signout.py).
    return _IDLE_BUTTON.sub(lambda tag: tag.group(0).replace(
        'data-signed-in="false"', 'data-signed-in="true"'), html, count=1)


def member_values(user) -> dict:
    """AuthState's values for `user` as signing in sets them: React's first render draws the
    member's header, and the avatar its photo or letter without waiting for the server."""
    return {"signed_in": True, "display_name": user.full_name,
            "photo_url": user.profile_photo_url or ""}
