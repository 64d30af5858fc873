"""The FastAPI app that carries /api and /media inside the Reflex backend."""

from fastapi import FastAPI, Request

from ..services.media.media_store import media_root
from ..settings import get_settings
from .body_limit import BodySizeLimit
from .errors import error_response, install_error_handlers
from .feed_page_cache import FeedPageCache
from .media_files import MediaFiles
from .share_previews import share_preview_middleware
from .routes import auth, collaborations, google, interactions, portfolios, reviews, users


def create_api() -> FastAPI:
    """Build the API app: routers, error handlers, media, and a JSON 404 for /api."""
    api = FastAPI(title="Marketplace API", docs_url="/api/docs", redoc_url="/api/redoc",
                  openapi_url="/api/openapi.json")
    install_error_handlers(api)
    api.include_router(auth.router)
    api.include_router(users.router)
    api.include_router(google.router)
    api.include_router(collaborations.router)
    for router in (*portfolios.routers, *interactions.routers, *reviews.routers):
        api.include_router(router)

    @api.api_route("/api/{path:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
                   include_in_schema=False)
    async def _unknown(path: str, request: Request):
        return error_response(404, f"No API route at {request.url.path}")

    api.middleware("http")(share_preview_middleware)
    settings = get_settings()
    # Largest legitimate body: five videos at the limit, plus form overhead.
    api.add_middleware(BodySizeLimit, max_bytes=5 * settings.video_max_bytes + 1024 * 1024)
    api.add_middleware(FeedPageCache)  # outermost: a cached anonymous page skips the rest
    prefix = settings.media_url_prefix.rstrip("/")
    api.mount(prefix, MediaFiles(directory=media_root(), check_dir=False), name="media")
    return api


api = create_api()
