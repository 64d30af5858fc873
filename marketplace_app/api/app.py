"""The FastAPI app that carries /api and /media inside the Reflex backend."""

import contextlib

from fastapi import FastAPI, Request

from ..services.media.media_store import media_root
from ..settings import get_settings
from .body_limit import BodySizeLimit
from .contract import install_contract
from .errors import error_response, install_error_handlers
from .feed_page_cache import FeedPageCache
from .hreflang import Hreflang
from .language_cookie import LanguageCookie
from .media_files import MediaFiles
from .members_only import MembersOnly
from .reader import ReaderLanguage
from .resumable_uploads import ResumableUploads
from .routes import (auth, availability, briefs, collaborations, conversations, dashboards,
                     google, interactions, notifications, portfolios, reviews, saved_talent,
                     session, talent_listing, users)
from .security_headers import SecurityHeaders
from .share_previews import SharePreviews
from .site_files import router as site_files_router
from .static_cache import StaticCache
from .upload_gate import UploadGate


def create_api() -> FastAPI:
    """Build the API app: routers, error handlers, media, and a JSON 404 for /api."""
    api = FastAPI(title="Marketplace API", docs_url="/api/docs", redoc_url="/api/redoc",
                  openapi_url="/api/openapi.json")
    install_error_handlers(api)
    install_contract(api)
    # Toggles first: routes are matched in order, and they are the most frequent POSTs (no
    # other route's path matches theirs).
    for router in interactions.routers:
        api.include_router(router)
    api.include_router(auth.router)
    api.include_router(users.router)
    api.include_router(google.router)
    api.include_router(session.router)
    api.include_router(collaborations.router)
    api.include_router(saved_talent.router)
    api.include_router(notifications.router)
    api.include_router(conversations.router)
    api.include_router(availability.router)
    api.include_router(dashboards.router)
    api.include_router(talent_listing.router)
    api.include_router(site_files_router)
    for router in (*portfolios.routers, *reviews.routers, *briefs.routers):
        api.include_router(router)

    @api.api_route("/api/{path:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE",
                                                "OPTIONS", "HEAD", "TRACE"],
                   include_in_schema=False)
    async def _unknown(path: str, request: Request):
        allowed = allowed_methods(api, request.scope)
        if allowed:
            response = error_response(405, "Method Not Allowed")
            response.headers["Allow"] = ", ".join(sorted(allowed))
            return response
        return error_response(404, f"No API route at {request.url.path}")

    api.add_middleware(SharePreviews)  # link previews of talent and portfolio pages
    api.add_middleware(MembersOnly)  # members-only pages: a visitor is sent to sign in
    api.add_middleware(Hreflang)  # public pages: English and Hindi alternates
    settings = get_settings()
    api.add_middleware(ReaderLanguage)  # success messages in the reader's language
    api.add_middleware(BodySizeLimit, max_bytes=settings.max_request_bytes)
    api.add_middleware(ResumableUploads)  # tus at /api/uploads: owners only, streamed to disk
    api.add_middleware(UploadGate)  # Reflex's /_upload: owners only, limits while streaming
    api.add_middleware(FeedPageCache)  # a cached anonymous page skips the rest
    api.add_middleware(LanguageCookie)  # a page at ?lang= keeps the language for the next
    api.add_middleware(StaticCache)
    api.add_middleware(SecurityHeaders)  # outermost: also on cached and refused answers
    prefix = settings.media_url_prefix.rstrip("/")
    api.mount(prefix, MediaFiles(directory=media_root(), check_dir=False), name="media")
    return api


def sweep_media() -> None:
    """Remove media files a crash left without a row (never raises)."""
    import logging

    from .. import db
    from ..services.media.media_sweep import sweep_orphans

    try:
        with db.session_scope() as session:
            sweep_orphans(session, grace_seconds=get_settings().media_sweep_grace_seconds)
    except Exception:  # noqa: BLE001 - e.g. a database not migrated yet
        logging.getLogger(__name__).exception("Media sweep skipped")


async def sweep_media_at_start() -> None:
    """Reflex lifespan task: the sweep in a thread, so the start is not delayed."""
    import asyncio

    await asyncio.to_thread(sweep_media)


@contextlib.asynccontextmanager
async def sweep_staging():
    """Reflex lifespan task: staged files go at start-up, then those of abandoned forms;
    resumable uploads go when they expire."""
    import asyncio

    from ..services.media import resumable, staging

    await asyncio.to_thread(staging.clear)  # resumable uploads go on after a restart
    await asyncio.to_thread(resumable.sweep)

    async def every_few_minutes():
        while True:
            await asyncio.sleep(max(60, get_settings().staging_max_age_seconds // 6))
            with contextlib.suppress(OSError):
                await asyncio.to_thread(staging.sweep)
                await asyncio.to_thread(resumable.sweep)

    task = asyncio.create_task(every_few_minutes())
    try:
        yield
    finally:
        task.cancel()


def allowed_methods(api: FastAPI, scope) -> set[str]:
    """Methods of the routes whose path matches (for a 405's Allow header)."""
    from starlette.routing import Match

    found: set[tuple[int, str]] = set()
    probe = {**scope, "method": "\0"}

    def walk(routes):
        for route in routes:
            if hasattr(route, "original_router"):
                walk(route.original_router.routes)
            elif getattr(route, "path", "").startswith("/api/{path"):
                continue
            elif hasattr(route, "methods") and route.methods:
                match, _ = route.matches(probe)
                if match == Match.PARTIAL:
                    found.update((route.path.count("{"), m) for m in route.methods)

    walk(api.router.routes)
    # A literal segment wins over a parameter: /api/user/profile/percentage is not a user id.
    return {m for params, m in found if params == min(p for p, _ in found)} if found else set()


api = create_api()
