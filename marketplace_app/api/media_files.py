"""Serving /media: files from the local folder with cache headers (short for portfolio files,
which are renamed when their portfolio is hidden: see services/media/storage.py) and HTTP range
requests (Starlette's FileResponse answers `Range` with 206, which video players rely on), or a redirect
to the bucket (public/CDN URL or a signed one) when media lives in S3-compatible storage.
A 1080/480 px JPEG is answered with its WebP twin when the browser's Accept names image/webp."""

import os
from http.cookies import CookieError, SimpleCookie

from starlette.exceptions import HTTPException
from starlette.responses import RedirectResponse
from starlette.staticfiles import StaticFiles

from ..services.media import media_store, staging, webp_twins
from ..services.media.media_pipeline import ORIGINALS_FOLDER
from ..services.media.storage import cache_control
from .errors import error_response


def is_private(path: str) -> bool:
    """Originals (owner only) and dot-folders (staging, encoder scratch) are never public."""
    parts = [p for p in path.replace("\\", "/").split("/") if p]
    return bool(parts) and (parts[0] == ORIGINALS_FOLDER or any(p.startswith(".") for p in parts))


class MediaFiles(StaticFiles):
    """Static files whose bytes never change under a name (portfolio files may vanish)."""

    async def get_response(self, path, scope):
        if is_private(path):
            raise HTTPException(status_code=404)
        if staging.is_staged(path):
            return await self._staged_preview(path, scope)
        negotiated = webp_twins.has_twin(path)
        if negotiated:
            path = _webp_if_accepted(path, scope)
        if media_store.storage().name != "local":
            response = self._redirect_to_bucket(path)
        else:
            response = await super().get_response(path, scope)
            if response.status_code in (200, 206):
                response.headers["Cache-Control"] = cache_control(path)
                response.headers["X-Content-Type-Options"] = "nosniff"
        if negotiated:
            response.headers["Vary"] = "Accept"  # caches keep the JPEG and the WebP apart
        return response

    async def _staged_preview(self, path, scope):
        """A form's preview: its owner's view pass (a cookie) or a 404; never cached."""
        if not staging.may_view(path, _cookie(scope, staging.PASS_COOKIE)):
            raise HTTPException(status_code=404)
        full = media_store.media_root() / path.lstrip("/")
        if not full.is_file():
            raise HTTPException(status_code=404)
        response = self.file_response(str(full), os.stat(full), scope)
        response.headers["Cache-Control"] = "private, no-store"
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
        if key is None or not media_store.is_public_key(key):
            return error_response(404, "No such media file")
        response = RedirectResponse(media_store.public_url_for_key(key), status_code=302)
        # A signed URL expires: let browsers reuse the redirect only briefly.
        response.headers["Cache-Control"] = "private, max-age=60"
        return response


# Twins known to exist (a name never changes its bytes; a deleted twin's JPEG is gone too), so
# a bucket is asked once per twin, not on every view. Missing ones are asked again: the
# backfill may have made them since.
_TWINS_SEEN: set[str] = set()
TWINS_SEEN_MAX = 200_000


def _twin_exists(twin: str) -> bool:
    if twin in _TWINS_SEEN:
        return True
    if not media_store.exists(twin):
        return False
    if len(_TWINS_SEEN) >= TWINS_SEEN_MAX:
        _TWINS_SEEN.clear()
    _TWINS_SEEN.add(twin)
    return True


def _webp_if_accepted(path: str, scope) -> str:
    """The WebP twin of a JPEG derivative when the browser takes WebP and the twin exists."""
    accept = dict(scope.get("headers") or []).get(b"accept", b"").decode("latin-1")
    twin = webp_twins.twin_key(path.lstrip("/"))
    if twin and webp_twins.accepts_webp(accept) and _twin_exists(twin):
        return twin
    return path


def _cookie(scope, name: str) -> str | None:
    """One cookie of the request (None when absent or unreadable)."""
    raw = dict(scope.get("headers") or []).get(b"cookie", b"").decode("latin-1")
    jar = SimpleCookie()
    try:
        jar.load(raw)
    except CookieError:
        return None
    morsel = jar.get(name)
    return morsel.value if morsel else None
