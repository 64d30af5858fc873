"""Creating, editing, listing, enabling/disabling and deleting portfolio items."""

from sqlmodel import Session, select

from ... import catalog
from ...models.base import utcnow
from ...models.portfolio import Interaction, Portfolio, Review
from ...models.user import User
from ..media import media_pipeline
from ..media import media_store
from ..errors import Forbidden, Invalid, NotFound
from .search_index import index_portfolio
from .visibility import is_public, public_clause

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


def create_portfolio(session: Session, *, actor: User, title, description=None, category,
                     subcategory=None, cover_photo_index=None, files: list[bytes]) -> Portfolio:
    """Validate, process the media, commit the row, then publish the files."""
    title, description = _title(title), _description(description)
    cat = _category(category)
    sub = _subcategory(subcategory, cat)
    files = _check_files(files, editing=False)
    if not files:
        raise Invalid(MEDIA_REQUIRED)
    cover = _cover_index(cover_photo_index, len(files))
    with media_store.StagedFiles() as staged:
        media = [media_pipeline.stage_media(data, staged) for data in files]
        portfolio = Portfolio(user_id=actor.id, title=title, description=description,
                              category=cat.name, subcategory=sub, media=media,
                              cover_photo_index=cover)
        index_portfolio(session, portfolio, actor)
        session.add(portfolio)
        session.commit()
        staged.publish()
    session.refresh(portfolio)
    return portfolio


def get_visible(session: Session, portfolio_id, viewer: User | None) -> Portfolio:
    """A portfolio this viewer may see: enabled ones, or any of their own."""
    portfolio = (session.get(Portfolio, portfolio_id)
                 if isinstance(portfolio_id, str) and len(portfolio_id) <= 64 else None)
    if portfolio is None or (not is_public(portfolio)
                             and (viewer is None or viewer.id != portfolio.user_id)):
        raise NotFound(NOT_FOUND)
    return portfolio


def get_owned(session: Session, portfolio_id, actor: User) -> Portfolio:
    """A portfolio the actor owns; 404 if hidden from them, 403 if someone else's."""
    portfolio = get_visible(session, portfolio_id, actor)
    if portfolio.user_id != actor.id:
        raise Forbidden(NOT_OWNER)
    return portfolio


def update_portfolio(session: Session, *, actor: User, portfolio_id, title=None,
                     description=None, category=None, subcategory=None, cover_photo_index=None,
                     remove_urls: list[str] | None = None, files: list[bytes]) -> Portfolio:
    """Change fields, drop the listed old media, add new files (total 1-5)."""
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
    files = _check_files(files, editing=True)
    removed = set(remove_urls or [])
    kept = [m for m in portfolio.media if m["url"] not in removed]
    dropped = [m for m in portfolio.media if m["url"] in removed]
    if not kept and not files:
        raise Invalid(KEEP_ONE)
    if len(kept) + len(files) > MAX_FILES:
        raise Invalid(TOO_MANY_TOTAL)
    old_cover = portfolio.media[portfolio.cover_photo_index]["url"] if portfolio.media else None
    with media_store.StagedFiles() as staged:
        media = kept + [media_pipeline.stage_media(data, staged) for data in files]
        default_cover = next((i for i, m in enumerate(media) if m["url"] == old_cover), 0)
        portfolio.cover_photo_index = _cover_index(cover_photo_index, len(media), default_cover)
        portfolio.title, portfolio.description = new_title, new_description
        portfolio.category, portfolio.subcategory, portfolio.media = cat.name, sub, media
        index_portfolio(session, portfolio, actor)
        portfolio.updated_at = utcnow()
        session.add(portfolio)
        session.commit()
        staged.publish()
    media_store.delete_urls(u for m in dropped for u in media_pipeline.media_urls(m))
    session.refresh(portfolio)
    return portfolio


def delete_portfolio(session: Session, *, actor: User, portfolio_id) -> None:
    """Delete the row, its interactions and reviews, then its files."""
    portfolio = get_owned(session, portfolio_id, actor)
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
    portfolio.status = status
    portfolio.updated_at = utcnow()
    session.add(portfolio)
    session.commit()
    session.refresh(portfolio)
    return portfolio


def list_for_owner(session: Session, *, user_id: str, viewer: User | None) -> list[Portfolio]:
    """A user's items, newest first; disabled ones only for the owner."""
    query = select(Portfolio).where(Portfolio.user_id == user_id)
    if viewer is None or viewer.id != user_id:
        query = query.where(public_clause())
    return list(session.exec(query.order_by(Portfolio.created_at.desc(), Portfolio.id.desc())))
