"""Serving /media: files from the local folder with long cache headers, or a redirect to the
bucket (public/CDN URL or a signed one) when media lives in S3-compatible storage."""

import os

from starlette.responses import RedirectResponse
from starlette.staticfiles import StaticFiles

from ..services.media import media_store
from .errors import error_response

ONE_YEAR = 365 * 24 * 3600


class MediaFiles(StaticFiles):
    """Static files whose names never change, so they may be cached for a year."""

    async def get_response(self, path, scope):
        if media_store.storage().name != "local":
            return self._redirect_to_bucket(path)
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
            response.headers["X-Content-Type-Options"] = "nosniff"
        return response

    def lookup_path(self, path: str):
        """Find the file in the current local storage's folder (never outside it)."""
        full = media_store.storage().path(path)
        if full is None:
            return "", None
        try:
            return str(full), os.stat(full)
        except (FileNotFoundError, NotADirectoryError):
            return "", None

    @staticmethod
    def _redirect_to_bucket(path: str):
        key = media_store.key_for_url(media_store.url_for(path.lstrip("/")))
        if key is None:
            return error_response(404, "No such media file")
        response = RedirectResponse(media_store.public_url_for_key(key), status_code=302)
        # A signed URL expires: let browsers reuse the redirect only briefly.
        response.headers["Cache-Control"] = "private, max-age=60"
        return response
