"""Creating, editing, listing, enabling/disabling and deleting portfolio items."""


from sqlalchemy import and_, func, or_
from sqlmodel import Session, select

from ... import catalog
from ...models.base import utcnow
from ...models.portfolio import Interaction, Portfolio, Review
from ...models.user import User
from .. import jobs
from ..errors import Conflict, Forbidden, Invalid, NotFound
from ..locking import lock_row
from ..numbers import whole
from ..media import media_pipeline, media_store, renaming, storage_quota, video_jobs
from ...settings import get_settings
from ..media.cropping import parse_crop
from . import cursors
from .search_index import index_portfolio
from .visibility import is_public, public_clause, visible_to_viewer

TITLE_REQUIRED = "Project title is required"
CATEGORY_REQUIRED = "Please select a category"
MEDIA_REQUIRED = "Please add at least one media file"
TOO_MANY_UPLOADS = "You can upload maximum 5 files"
KEEP_ONE = "Please keep at least one media file"
TOO_MANY_TOTAL = "You can have maximum 5 files total"
COVER_REQUIRED = "Please select a cover image"
NOT_FOUND = "Portfolio not found"
NOT_OWNER = "You can only change your own portfolio"
BAD_STATUS = "Status must be true or false"
MAX_FILES = 5
BAD_AI_FLAG = "aiGenerated must be true or false"
AI_LABEL_REQUIRED = "Works in Ai Generative Artists must be labelled AI-generated"


def _title(value) -> str:
    title = value.strip() if isinstance(value, str) else ""
    if not title:
        raise Invalid(TITLE_REQUIRED)
    if len(title) > 120:
        raise Invalid("Project title must be at most 120 characters")
    return title


def _description(value) -> str:
    text = value.strip() if isinstance(value, str) else ""
    if len(text) > 2000:
        raise Invalid("Description must be at most 2000 characters")
    return text


def _category(value) -> catalog.Category:
    found = catalog.find_category(value) if isinstance(value, str) and value.strip() else None
    if found is None:
        raise Invalid(CATEGORY_REQUIRED)
    return found


def _subcategory(value, category: catalog.Category) -> str:
    """Comma-separated subcategories of the chosen category, each once, canonical spelling."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return ""
    parts = value if isinstance(value, list) else str(value).split(",")
    chosen: list[str] = []
    for part in parts:
        # Subcategory names contain " / " but never commas, so a comma always separates two.
        name = catalog.canonical(str(part), category.subcategories)
        if name is None:
            raise Invalid(f"Please select a subcategory of {category.name}")
        if name not in chosen:
            chosen.append(name)
    return ", ".join(chosen)


def _ai_flag(value, category: catalog.Category, current: bool | None = None) -> bool:
    """The AI-generated label: true/false (or their text); kept when not sent; always true in
    the AI category."""
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0", "on"):
        value = value.strip().lower() in ("true", "1", "on")
    elif value is None or value == "":
        value = current
    if value is not None and not isinstance(value, bool):
        raise Invalid(BAD_AI_FLAG)
    if category.name == catalog.AI_CATEGORY and value is not True:
        raise Invalid(AI_LABEL_REQUIRED)
    return bool(value)


def _cover_index(value, count: int, default: int = 0) -> int:
    if value is None or value == "":
        return default
    try:
        index = int(value)
    except (TypeError, ValueError):
        raise Invalid(COVER_REQUIRED) from None
    if not 0 <= index < count:
        raise Invalid(COVER_REQUIRED)
    return index


def _check_files(files: list[bytes], *, editing: bool) -> list[bytes]:
    files = [f for f in files or [] if f]
    if len(files) > MAX_FILES:
        raise Invalid(TOO_MANY_TOTAL if editing else TOO_MANY_UPLOADS)
    return files


def _crops(crops, files: list[bytes]) -> list:
    """One parsed crop (or None) per file; `crops` runs parallel to `files`."""
    crops = list(crops or [])
    return [parse_crop(crops[i]) if i < len(crops) else None for i in range(len(files))]


def create_portfolio(session: Session, *, actor: User, title, description=None, category,
                     subcategory=None, cover_photo_index=None, files: list[bytes],
                     crops=None, ai_generated=None) -> Portfolio:
    """Validate, process the media (each image cut to its crop, if any), commit the row, then
    publish the files."""
    title, description = _title(title), _description(description)
    cat = _category(category)
    sub = _subcategory(subcategory, cat)
    ai_label = _ai_flag(ai_generated, cat)
    files = _check_files(files, editing=False)
    if not files:
        raise Invalid(MEDIA_REQUIRED)
    _check_item_cap(session, actor)
    storage_quota.check_room(session, actor.id, sum(len(f) for f in files))
    cover = _cover_index(cover_photo_index, len(files))
    framing = _crops(crops, files)
    with media_store.StagedFiles() as staged:
        media = [media_pipeline.stage_media(data, staged, crop)
                 for data, crop in zip(files, framing)]
        # Exact now: the originals and every derivative just written.
        storage_quota.check_room(session, actor.id, sum(m["bytes"] for m in media))
        portfolio = Portfolio(user_id=actor.id, title=title, description=description,
                              category=cat.name, subcategory=sub, media=media,
                              cover_photo_index=cover, ai_generated=ai_label)
        index_portfolio(session, portfolio, actor)
        video_jobs.enqueue_new_videos(session, portfolio)
        session.add(portfolio)
        session.commit()
        staged.publish()
    jobs.wake()
    session.refresh(portfolio)
    return portfolio


def get_visible(session: Session, portfolio_id, viewer: User | None) -> Portfolio:
    """A portfolio this viewer may see: public ones, or any of their own."""
    portfolio = (session.get(Portfolio, portfolio_id)
                 if isinstance(portfolio_id, str) and len(portfolio_id) <= 64 else None)
    if portfolio is None or not visible_to_viewer(portfolio, viewer):
        raise NotFound(NOT_FOUND)
    return portfolio


def visible_owner(session: Session, portfolio_id, viewer) -> str:
    """get_visible's rule reading only the owner's id (no row loaded); NotFound otherwise."""
    owner = session.connection().execute(select(Portfolio.user_id).where(
        Portfolio.id == portfolio_id, or_(public_clause(), Portfolio.user_id == viewer.id))
    ).scalar() if isinstance(portfolio_id, str) and len(portfolio_id) <= 64 else None
    if owner is None:
        raise NotFound(NOT_FOUND)
    return owner


def get_owned(session: Session, portfolio_id, actor: User) -> Portfolio:
    """A portfolio the actor owns; 404 if hidden from them, 403 if someone else's."""
    portfolio = get_visible(session, portfolio_id, actor)
    if portfolio.user_id != actor.id:
        raise Forbidden(NOT_OWNER)
    return portfolio


def update_portfolio(session: Session, *, actor: User, portfolio_id, title=None,
                     description=None, category=None, subcategory=None, cover_photo_index=None,
                     remove_urls: list[str] | None = None, files: list[bytes],
                     crops=None, ai_generated=None) -> Portfolio:
    """Change fields, drop the listed old media, add new files (total 1-5), each image cut to
    its crop when one is given."""
    portfolio = get_owned(session, portfolio_id, actor)
    new_title = _title(title) if title is not None else portfolio.title
    new_description = (_description(description) if description is not None
                       else portfolio.description)
    cat = _category(category) if category is not None else _category(portfolio.category)
    if subcategory is not None:
        sub = _subcategory(subcategory, cat)
    elif cat.name != portfolio.category:
        sub = ""  # choosing another category clears the subcategory
    else:
        sub = portfolio.subcategory
    ai_label = _ai_flag(ai_generated, cat, bool(portfolio.ai_generated))
    files = _check_files(files, editing=True)
    framing = _crops(crops, files)
    removed = set(remove_urls or [])
    kept, dropped = _split_media(portfolio.media, removed)
    if not kept and not files:
        raise Invalid(KEEP_ONE)
    if len(kept) + len(files) > MAX_FILES:
        raise Invalid(TOO_MANY_TOTAL)
    if files:  # what is dropped makes room for what is added
        storage_quota.check_room(session, actor.id, sum(len(f) for f in files) - sum(
            storage_quota.entry_bytes(m) for m in dropped))
    with media_store.StagedFiles() as staged:
        added = [media_pipeline.stage_media(data, staged, crop)
                 for data, crop in zip(files, framing)]
        if added:
            storage_quota.check_room(session, actor.id, sum(m["bytes"] for m in added) - sum(
                storage_quota.entry_bytes(m) for m in dropped))
        # A video job may have finished meanwhile: re-read the media under a row lock.
        portfolio = lock_row(session, Portfolio, portfolio.id)
        kept, dropped = _split_media(portfolio.media, removed)
        old_cover = portfolio.media[portfolio.cover_photo_index]["url"] \
            if 0 <= portfolio.cover_photo_index < len(portfolio.media) else None
        media = kept + added
        default_cover = next((i for i, m in enumerate(media) if m["url"] == old_cover), 0)
        portfolio.cover_photo_index = _cover_index(cover_photo_index, len(media), default_cover)
        portfolio.title, portfolio.description = new_title, new_description
        portfolio.category, portfolio.subcategory, portfolio.media = cat.name, sub, media
        portfolio.ai_generated = ai_label
        index_portfolio(session, portfolio, actor)
        portfolio.updated_at = utcnow()
        video_jobs.enqueue_new_videos(session, portfolio)
        session.add(portfolio)
        session.commit()
        staged.publish()
    jobs.wake()
    media_store.delete_urls(u for m in dropped for u in media_pipeline.media_urls(m))
    session.refresh(portfolio)
    return portfolio


def _split_media(media: list[dict], removed: set[str]) -> tuple[list[dict], list[dict]]:
    """(kept, dropped) entries for the URLs the owner asked to remove."""
    gone = [m for m in media if any(media_pipeline.is_entry(m, url) for url in removed)]
    return [m for m in media if m not in gone], gone


NO_ORIGINAL = "This media item has no original video"


def original_file(session: Session, *, actor: User, portfolio_id, index):
    """Where the owner downloads the original upload behind one of their videos: its local
    path, or a short-lived signed URL of the bucket (owner only)."""
    portfolio = get_owned(session, portfolio_id, actor)
    position = whole(index) if isinstance(index, str) else None
    position = -1 if position is None else position
    entry = portfolio.media[position] if 0 <= position < len(portfolio.media) else {}
    url = entry.get("original")
    suffix = "." + url.rsplit(".", 1)[-1] if url and "." in url.rsplit("/", 1)[-1] else ""
    found = media_store.private_download(url, f"original{suffix}")
    if found is None:
        raise NotFound(NO_ORIGINAL)
    return found


def delete_portfolio(session: Session, *, actor: User, portfolio_id) -> None:
    """Delete the row, its interactions and reviews, then its files."""
    portfolio = get_owned(session, portfolio_id, actor)
    portfolio = lock_row(session, Portfolio, portfolio.id)  # a finishing video job waits
    urls = [u for m in portfolio.media for u in media_pipeline.media_urls(m)]
    for model in (Interaction, Review):
        for row in session.exec(select(model).where(model.target_kind == "portfolio",
                                                    model.target_id == portfolio.id)):
            session.delete(row)
    session.delete(portfolio)
    session.commit()
    media_store.delete_urls(urls)


def set_status(session: Session, *, actor: User, portfolio_id, status) -> Portfolio:
    """Enable (true) or disable (false) one of the actor's portfolios."""
    if not isinstance(status, bool):
        raise Invalid(BAD_STATUS)
    portfolio = get_owned(session, portfolio_id, actor)
    old_urls: list[str] = []
    with media_store.StagedFiles() as staged:
        portfolio = lock_row(session, Portfolio, portfolio.id)  # a finishing video job waits
        if portfolio.status and not status:
            # Hidden: its files move to fresh names, so links (and caches) of the old ones die.
            portfolio.media, old_urls = renaming.renamed_media(portfolio.media, staged)
        portfolio.status = status
        portfolio.updated_at = utcnow()
        session.add(portfolio)
        session.commit()
        staged.publish()
    media_store.delete_urls(old_urls)
    session.refresh(portfolio)
    return portfolio


def list_for_owner(session: Session, *, user_id: str, viewer: User | None) -> list[Portfolio]:
    """A user's items, newest first; disabled ones only for the owner (at most the per-user
    cap, so this stays bounded)."""
    query = select(Portfolio).where(Portfolio.user_id == user_id)
    if viewer is None or viewer.id != user_id:
        query = query.where(public_clause())
    return list(session.exec(query.order_by(Portfolio.created_at.desc(), Portfolio.id.desc())
                             .limit(get_settings().max_portfolios_per_user)))


def page_for_owner(session: Session, *, user_id: str, viewer: User | None, limit=None,
                   cursor=None) -> tuple[list[Portfolio], str | None]:
    """One page of a user's items, newest first (disabled ones only for the owner), and the
    cursor of the next page."""
    from .search import decode_cursor, parse_limit

    size, position = parse_limit(limit), decode_cursor(cursor)
    query = select(Portfolio).where(Portfolio.user_id == user_id)
    if viewer is None or viewer.id != user_id:
        query = query.where(public_clause())
    if position is not None and "c" not in position:  # a search's cursor: nothing after it
        return [], None
    if position is not None:
        created, last_id = position["c"], position["i"]
        query = query.where(or_(Portfolio.created_at < created,
                                and_(Portfolio.created_at == created, Portfolio.id < last_id)))
    rows = list(session.exec(query.order_by(Portfolio.created_at.desc(), Portfolio.id.desc())
                             .limit(size + 1)))
    page = rows[:size]
    more = len(rows) > size
    return page, cursors.after(page[-1].created_at, page[-1].id) if more else None


def too_many_items(limit: int) -> str:
    """The message when a user already has the most portfolio items allowed."""
    return f"You can have at most {limit} portfolio items. Delete one to add another."


def _check_item_cap(session: Session, actor: User) -> None:
    limit = get_settings().max_portfolios_per_user
    owned = session.exec(select(func.count(Portfolio.id)).where(
        Portfolio.user_id == actor.id)).one()
    if owned >= limit:
        raise Conflict(too_many_items(limit))
