"""Serving the media folder publicly, with long cache headers and HTTP range requests
(Starlette's FileResponse answers `Range` with 206, which video players rely on)."""

from starlette.exceptions import HTTPException
from starlette.staticfiles import StaticFiles

from ..services.media.media_pipeline import ORIGINALS_FOLDER

ONE_YEAR = 365 * 24 * 3600


def is_private(path: str) -> bool:
    """Originals (owner only) and dot-folders (staging, encoder scratch) are never public."""
    parts = [p for p in path.replace("\\", "/").split("/") if p]
    return bool(parts) and (parts[0] == ORIGINALS_FOLDER or any(p.startswith(".") for p in parts))


class MediaFiles(StaticFiles):
    """Static files whose names never change, so they may be cached for a year."""

    async def get_response(self, path, scope):
        if is_private(path):
            raise HTTPException(status_code=404)
        response = await super().get_response(path, scope)
        if response.status_code in (200, 206):
            response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
            response.headers["X-Content-Type-Options"] = "nosniff"
        return response
