"""JSON shape of a portfolio item, with its owner and the viewer's own interaction flags."""

from collections import namedtuple
from functools import cache

from sqlalchemy import bindparam
from sqlmodel import Session, select

from ...models.base import iso
from ...models.portfolio import Interaction, Portfolio
from ...models.user import User
from ..social.contact_access import visible_to
from ..social.contact_masking import masked_unless
from ..errors import NotFound
from .portfolios import NOT_FOUND
from .visibility import visible_to_viewer


def owner_summary(user: User | None) -> dict | None:
    """The owner fields a card needs."""
    if user is None:
        return None
    return {"_id": user.id, "id": user.id, "fullName": user.full_name,
            "username": user.username, "profileImage": user.profile_photo_url,
            "experienceLevel": user.experience_level, "location": user.location}


PROCESSING_VIDEO = "Processing video..."


def media_json(portfolio_id: str, index: int, entry: dict, owner_view: bool) -> dict:
    """One media item; videos add their poster, renditions and processing state."""
    body = {"url": entry["url"], "type": entry["type"], "thumbnailUrl": entry.get("thumb"),
            "mediumUrl": entry.get("medium"), "thumbnailWebpUrl": entry.get("thumb_webp"),
            "mediumWebpUrl": entry.get("medium_webp"), "placeholder": entry.get("blur")}
    if entry["type"] == "video":
        body.update(posterUrl=entry.get("poster"), renditions=entry.get("renditions") or {},
                    state=entry.get("state") or "ready", error=entry.get("error") or None,
                    width=entry.get("width"), height=entry.get("height"),
                    duration=entry.get("duration"))
        if owner_view and entry.get("original"):
            body["originalUrl"] = f"/api/Portfolio/{portfolio_id}/original/{index}"
    return body


def _picture(entry: dict | None, key: str) -> str | None:
    """An image URL for a grid or cover: videos give their poster, never the video file."""
    if entry is None:
        return None
    if entry["type"] == "video":
        return entry.get(key) or entry.get("poster")
    return entry.get(key) or entry["url"]


def portfolio_json(portfolio: Portfolio, owner: User | None,
                   flags: set[str] | None = None, owner_view: bool = False,
                   contacts_shown: bool = False) -> dict:
    """Everything spec section 3 names, plus derivative URLs for grids; contact details in
    the title and description masked unless the owner or an accepted partner reads it."""
    shown = contacts_shown or owner_view
    media = portfolio.media or []
    cover = media[portfolio.cover_photo_index] if 0 <= portfolio.cover_photo_index < len(media) \
        else (media[0] if media else None)
    urls, bodies, thumbs, mediums = [], [], [], []
    for i, m in enumerate(media):  # one pass: a feed page builds this for 24 cards
        urls.append(m["url"])
        bodies.append(media_json(portfolio.id, i, m, owner_view))
        thumbs.append(_picture(m, "thumb"))
        mediums.append(_picture(m, "medium"))
    body = {
        "_id": portfolio.id,
        "id": portfolio.id,
        "userId": portfolio.user_id,
        "title": masked_unless(portfolio.title, shown),
        "description": masked_unless(portfolio.description, shown),
        "category": portfolio.category,
        "subcategory": portfolio.subcategory,
        "mediaUrls": urls,
        "media": bodies,
        "thumbnailUrls": thumbs,
        "mediumUrls": mediums,
        "coverPhotoUrl": _picture(cover, "poster") if cover else None,
        "coverThumbnailUrl": _picture(cover, "thumb"),
        "coverMediumUrl": _picture(cover, "medium"),
        "mediaState": portfolio.media_state,
        "mediaProgress": portfolio.media_progress,
        "mediaError": portfolio.media_error or None,
        "processingMessage": PROCESSING_VIDEO if portfolio.media_state == "processing" else None,
        "coverPhotoIndex": portfolio.cover_photo_index,
        "status": portfolio.status,
        "isDisabled": not portfolio.status,
        "createdAt": iso(portfolio.created_at),
        "updatedAt": iso(portfolio.updated_at),
        "admireCount": portfolio.admire_count,
        "appreciateCount": portfolio.appreciate_count,
        "shareCount": portfolio.share_count,
        "viewsCount": portfolio.views_count,
        "aiGenerated": bool(portfolio.ai_generated),
        "user": owner_summary(owner),
    }
    if flags is not None:
        body.update(admired="admire" in flags, appreciated="appreciate" in flags,
                    shared="share" in flags)
    return body


_OWNER_COLUMNS = (User.id, User.full_name, User.username, User.profile_photo_url,
                  User.experience_level, User.location)


def portfolios_json(session: Session, portfolios: list[Portfolio],
                    viewer: User | None = None) -> list[dict]:
    """Many items at once: owners and the viewer's flags fetched in one query each."""
    owner_ids = {p.user_id for p in portfolios}
    owners = {u.id: u for u in session.exec(select(*_OWNER_COLUMNS).where(
        User.id.in_(owner_ids)))} if owner_ids else {}
    flags = _viewer_flags(session, [p.id for p in portfolios], viewer)
    shown = visible_to(session, viewer.id if viewer else None, owner_ids)
    return [portfolio_json(p, owners.get(p.user_id), flags[p.id] if viewer else None,
                           owner_view=viewer is not None and viewer.id == p.user_id,
                           contacts_shown=p.user_id in shown)
            for p in portfolios]


def one_portfolio_json(session: Session, portfolio: Portfolio,
                       viewer: User | None = None) -> dict:
    """A single item in the same shape."""
    return portfolios_json(session, [portfolio], viewer)[0]


def visible_portfolio_json(session: Session, portfolio_id, viewer: User | None) -> dict:
    """One item this viewer may see (get_visible's rule), in the same shape, read as a card row
    (no ORM object); NotFound otherwise."""
    rows = cards_by_id(session.connection(), [portfolio_id]) \
        if isinstance(portfolio_id, str) and len(portfolio_id) <= 64 else []
    if not rows or not visible_to_viewer(rows[0], viewer):
        raise NotFound(NOT_FOUND)
    row = rows[0]
    viewer_id = viewer.id if viewer is not None else None
    flags = _viewer_flags(session, [row.id], viewer)[row.id] if viewer is not None else None
    return card_row_json(row, viewer_id, flags,
                         row.user_id in visible_to(session, viewer_id, {row.user_id}))


def card_row_json(row, viewer_id: str | None, flags: set[str] | None,
                  contacts_shown: bool) -> dict:
    """One card row (cards_by_id's) in visible_portfolio_json's shape for this viewer (None: a
    visitor, no flags) given their flags and whether the owner's contacts are theirs to read."""
    owner = _Owner._make(row[_OWNER_SLICE]) if row.owner_id is not None else None
    return portfolio_json(row, owner, flags, owner_view=viewer_id is not None
                          and viewer_id == row.user_id, contacts_shown=contacts_shown)


CARD_COLUMNS = (Portfolio.id, Portfolio.user_id, Portfolio.title, Portfolio.description,
                Portfolio.category, Portfolio.subcategory, Portfolio.media,
                Portfolio.cover_photo_index, Portfolio.status, Portfolio.admire_count,
                Portfolio.appreciate_count, Portfolio.share_count, Portfolio.created_at,
                Portfolio.updated_at, Portfolio.media_state, Portfolio.media_progress,
                Portfolio.media_error, Portfolio.views_count, Portfolio.ai_generated,
                *(c.label(f"owner_{c.key}") for c in _OWNER_COLUMNS))
# A card row ends with its owner's columns: read them as the attributes owner_summary() uses.
_Owner = namedtuple("_Owner", [c.key for c in _OWNER_COLUMNS])
_OWNER_SLICE = slice(len(CARD_COLUMNS) - len(_OWNER_COLUMNS), None)


@cache
def card_select():
    """SELECT of everything a card shows, the owner joined (add filters, order, limit); built
    once (statements are immutable: each .where() makes a new one)."""
    return select(*CARD_COLUMNS).join_from(Portfolio, User, User.id == Portfolio.user_id,
                                           isouter=True)


_PORTFOLIO_COLUMNS = CARD_COLUMNS[:_OWNER_SLICE.start]
_CardRow = namedtuple("_CardRow", [*(c.key for c in _PORTFOLIO_COLUMNS),
                                   *(f"owner_{c.key}" for c in _OWNER_COLUMNS)])
_NO_OWNER = (None,) * len(_OWNER_COLUMNS)


@cache
def _portfolios_by_id():
    return select(*_PORTFOLIO_COLUMNS).where(Portfolio.id.in_(bindparam("ids", expanding=True)))


@cache
def _owners_by_id():
    return select(*_OWNER_COLUMNS).where(User.id.in_(bindparam("ids", expanding=True)))


def cards_by_id(connection, ids: list[str]) -> list:
    """Rows shaped like card_select()'s of these items (any order). Owners are read by id in
    a second query: joined to a list of ids, PostgreSQL hashes the whole users table."""
    if not ids:
        return []
    items = connection.execute(_portfolios_by_id(), {"ids": ids}).all()
    owner_ids = list({item.user_id for item in items})
    owners = {row[0]: tuple(row) for row in connection.execute(
        _owners_by_id(), {"ids": owner_ids})} if owner_ids else {}
    return [_CardRow(*item, *owners.get(item.user_id, _NO_OWNER)) for item in items]


@cache
def _flags_select():
    return select(Interaction.target_id, Interaction.kind).where(
        Interaction.actor_id == bindparam("actor"), Interaction.target_kind == "portfolio",
        Interaction.target_id.in_(bindparam("ids", expanding=True)))


def _viewer_flags(session: Session, ids: list[str], viewer: User | None) -> dict:
    flags: dict[str, set[str]] = {i: set() for i in ids}
    if viewer is not None and ids:
        if session.new or session.dirty or session.deleted:
            session.flush()  # as the ORM's autoflush would before a query
        for target_id, kind in session.connection().execute(
                _flags_select(), {"actor": viewer.id, "ids": ids}):
            flags[target_id].add(kind)
    return flags


def card_rows_json(session: Session, rows, viewer: User | None = None) -> list[dict]:
    """Rows of card_select() in the portfolio_json shape (no ORM objects built). Feed cards
    are shared between viewers: contact details are masked for all but the owner."""
    flags = _viewer_flags(session, [r.id for r in rows], viewer)
    items = []
    for row in rows:
        owner = _Owner._make(row[_OWNER_SLICE]) if row.owner_id is not None else None
        items.append(portfolio_json(row, owner, flags[row.id] if viewer else None,
                                    contacts_shown=viewer is not None
                                    and viewer.id == row.user_id))
    return items


def cards_json(session: Session, ids: list[str], viewer: User | None = None) -> list[dict]:
    """Items by id, in the given order, loading only what a card shows."""
    if not ids:
        return []
    found = {r.id: r for r in cards_by_id(session.connection(), ids)}
    return card_rows_json(session, [found[i] for i in ids if i in found], viewer)
