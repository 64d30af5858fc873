"""/api/Portfolio (also /api/portfolio) and /api/user/portfolio: thin adapters over the
portfolio, feed and status services."""

import json

import orjson
from fastapi import APIRouter, File, Form, Query, Request, Response, UploadFile
from fastapi.responses import FileResponse, RedirectResponse
from starlette.concurrency import run_in_threadpool

from ... import db
from ...services.accounts import auth
from ...services.portfolios import feed_cache, portfolios, search
from ...services.portfolios.portfolio_views import (one_portfolio_json, portfolios_json,
                                                    visible_portfolio_json)
from ...settings import get_settings
from ..feed_page_cache import body_key, shared_key
from ..marked_body import encode
from ..deps import CurrentUser, JsonBody, OptionalUser, SessionDep, bearer_token, read_upload
from ..reader import said

FILE_TOO_LARGE = "File is too large"
COMPUTED_TIMING = 'feed;desc="page computed"'


def read_media(uploads: list[UploadFile] | None) -> list[bytes]:
    """Bytes of the uploaded files; one past the maximum is read so the service can refuse it."""
    settings = get_settings()
    limit = max(settings.video_max_bytes, settings.image_max_bytes)
    files = [u for u in uploads or [] if not isinstance(u, str)][:portfolios.MAX_FILES + 1]
    return [read_upload(u, limit, FILE_TOO_LARGE) or b"" for u in files]


def removal_list(values: list[str] | None) -> list[str]:
    """removeOldMedia: repeated fields of one URL each, or one field holding a JSON array."""
    urls: list[str] = []
    for value in values or []:
        stripped = value.strip()
        if stripped.startswith("["):
            try:
                parsed = json.loads(stripped)
            except ValueError:
                parsed = None
            if isinstance(parsed, list):
                urls.extend(str(v) for v in parsed)
                continue
        if stripped:
            urls.append(stripped)
    return urls


def create(actor: CurrentUser, session: SessionDep, title: str | None = Form(None),
           description: str | None = Form(None), category: str | None = Form(None),
           subcategory: str | None = Form(None), coverPhotoIndex: str | None = Form(None),
           aiGenerated: str | None = Form(None),
           media: list[UploadFile] | None = File(None)):
    """Create a portfolio item owned by the signed-in user (`aiGenerated` must be true in the
    Ai Generative Artists category)."""
    item = portfolios.create_portfolio(
        session, actor=actor, title=title, description=description, category=category,
        subcategory=subcategory, cover_photo_index=coverPhotoIndex, files=read_media(media),
        ai_generated=aiGenerated)
    return {"success": True, "portfolio": one_portfolio_json(session, item, actor),
            "message": said("Portfolio item created successfully")}


def update(portfolio_id: str, actor: CurrentUser, session: SessionDep,
           title: str | None = Form(None), description: str | None = Form(None),
           category: str | None = Form(None), subcategory: str | None = Form(None),
           coverPhotoIndex: str | None = Form(None),
           removeOldMedia: list[str] | None = Form(None), aiGenerated: str | None = Form(None),
           media: list[UploadFile] | None = File(None)):
    """Edit my item: fields, removed old media, added files, the AI-generated label."""
    item = portfolios.update_portfolio(
        session, actor=actor, portfolio_id=portfolio_id, title=title, description=description,
        category=category, subcategory=subcategory, cover_photo_index=coverPhotoIndex,
        remove_urls=removal_list(removeOldMedia), files=read_media(media),
        ai_generated=aiGenerated)
    return {"success": True, "portfolio": one_portfolio_json(session, item, actor),
            "message": said("Portfolio updated successfully")}


def delete(portfolio_id: str, actor: CurrentUser, session: SessionDep):
    """Delete my item and its files."""
    portfolios.delete_portfolio(session, actor=actor, portfolio_id=portfolio_id)
    return {"success": True, "message": said("Portfolio item deleted successfully")}


def mine(actor: CurrentUser, session: SessionDep, limit: str | None = None,
         cursor: str | None = None):
    """My items, disabled ones included, newest first, a page at a time (limit 1-100)."""
    items, next_cursor = portfolios.page_for_owner(session, user_id=actor.id, viewer=actor,
                                                   limit=limit, cursor=cursor)
    return {"success": True, "portfolios": portfolios_json(session, items, actor),
            "nextCursor": next_cursor}


def _viewer_page(token: str, params: dict) -> dict:
    with db.session_scope() as session:
        viewer = auth.viewer_for_token(session, token)
        return search.feed(session, viewer=viewer, **params)


def _anonymous_page(params: dict) -> dict:
    with db.session_scope() as session:
        return search.feed(session, **params)


async def feed(request: Request, search_text: str | None = Query(None, alias="search"),
               category: str | None = None, subcategory: str | None = None,
               location: str | None = None, experience: str | None = None,
               limit: str | None = None, cursor: str | None = None,
               available_from: str | None = Query(None, alias="availableFrom"),
               available_to: str | None = Query(None, alias="availableTo"),
               human_only: str | None = Query(None, alias="humanOnly")):
    """The public feed with filters, fuzzy search and a cursor. `total` is a number, or text
    such as "10,000+" when more items match than were counted (at most 10,000 for the feed,
    the newest 600 matches ranked for a search). A `location` also finds talent with an
    availability window there overlapping availableFrom..availableTo (YYYY-MM-DD; upcoming
    when not given); `humanOnly=true` leaves out AI-generated work. A search's answer also
    holds `suggestion`: a corrected query ("did you mean") when this one found nothing or
    almost nothing and the correction finds more, else null."""
    params = {"search": search_text, "category": category, "subcategory": subcategory,
              "location": location, "experience": experience, "limit": limit,
              "cursor": cursor, "available_from": available_from,
              "available_to": available_to, "human_only": human_only}
    token, computed = bearer_token(request), []
    generation = feed_cache.generation()
    if token:  # the shared page with this viewer's marks (token checked first)
        page = await run_in_threadpool(_viewer_page, token, params)
    else:  # a cold page: one request computes it, the others await it without a thread
        page = search.cached_page(**params) or await feed_cache.once_async(
            search.page_key(**params), lambda: computed.append(1) or _anonymous_page(params))
    body = orjson.dumps({"success": True, **page})
    query_string = request.scope["query_string"]
    if not token:
        feed_cache.put(body_key(query_string), body, generation)
    shared = search.cached_page(**params) if token else page
    if shared is not None:  # the feed middleware's next answer for this address
        feed_cache.put(shared_key(query_string), encode(shared), generation)
    # Server-Timing names the one request of a cold burst that computed the page (the bench
    # counts them; browsers show it among a request's timings).
    return Response(body, media_type="application/json",
                    headers={"server-timing": COMPUTED_TIMING} if computed else None)


def of_user(user_id: str, session: SessionDep, viewer: OptionalUser, limit: str | None = None,
            cursor: str | None = None):
    """One user's items as this viewer may see them (disabled only for the owner), a page
    at a time (limit 1-100)."""
    items, next_cursor = portfolios.page_for_owner(session, user_id=user_id, viewer=viewer,
                                                   limit=limit, cursor=cursor)
    return {"success": True, "portfolios": portfolios_json(session, items, viewer),
            "nextCursor": next_cursor}


def get_one(portfolio_id: str, session: SessionDep, viewer: OptionalUser):
    """One item; disabled items exist only for their owner."""
    return {"success": True, "portfolio": visible_portfolio_json(session, portfolio_id, viewer)}


def get_status(portfolio_id: str, session: SessionDep, viewer: OptionalUser):
    """Whether an item is enabled."""
    item = portfolios.get_visible(session, portfolio_id, viewer)
    return {"success": True, "status": item.status}


def set_status(portfolio_id: str, body: JsonBody, actor: CurrentUser, session: SessionDep):
    """Enable or disable my item with a JSON boolean `status`."""
    item = portfolios.set_status(session, actor=actor, portfolio_id=portfolio_id,
                                 status=body.get("status"))
    return {"success": True, "status": item.status,
            "portfolio": one_portfolio_json(session, item, actor),
            "message": said("Portfolio enabled" if item.status else "Portfolio disabled")}


def original(portfolio_id: str, index: str, actor: CurrentUser, session: SessionDep):
    """Download the original upload of one of my videos (range requests work)."""
    found = portfolios.original_file(session, actor=actor, portfolio_id=portfolio_id,
                                     index=index)
    if isinstance(found, str):  # a bucket: a signed URL, valid for this owner a short while
        return RedirectResponse(found, status_code=302,
                                headers={"Cache-Control": "private, no-store"})
    return FileResponse(found, filename=f"original{found.suffix}",
                        headers={"Cache-Control": "private, no-store"})


def portfolio_router(prefix: str, *, in_schema: bool) -> APIRouter:
    """The same endpoints under one spelling of the prefix."""
    router = APIRouter(prefix=prefix, tags=["portfolio"], include_in_schema=in_schema)
    router.add_api_route("", create, methods=["POST"], status_code=201)
    router.add_api_route("/me", mine, methods=["GET"])
    router.add_api_route("/all", feed, methods=["GET"])
    router.add_api_route("/user/{user_id}", of_user, methods=["GET"])
    router.add_api_route("/{portfolio_id}", get_one, methods=["GET"])
    router.add_api_route("/{portfolio_id}", update, methods=["PUT"])
    router.add_api_route("/{portfolio_id}", delete, methods=["DELETE"])
    router.add_api_route("/{portfolio_id}/status", get_status, methods=["GET"])
    router.add_api_route("/{portfolio_id}/original/{index}", original, methods=["GET"],
                         response_class=FileResponse)
    for method in ("PATCH", "PUT"):  # one operation id per method in the OpenAPI document
        router.add_api_route("/{portfolio_id}/status", set_status, methods=[method],
                             operation_id=f"set_status{prefix.replace('/', '_')}_{method.lower()}")
    return router


def user_portfolio_router() -> APIRouter:
    """POST/PUT/DELETE /api/user/portfolio[/{id}] over the same services."""
    router = APIRouter(prefix="/api/user/portfolio", tags=["portfolio"])
    router.add_api_route("", create, methods=["POST"], status_code=201)
    router.add_api_route("/{portfolio_id}", update, methods=["PUT"])
    router.add_api_route("/{portfolio_id}", delete, methods=["DELETE"])
    return router


routers = [portfolio_router("/api/Portfolio", in_schema=True),
           portfolio_router("/api/portfolio", in_schema=False), user_portfolio_router()]
