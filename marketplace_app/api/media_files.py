"""Serving the media folder publicly, with long cache headers."""

from starlette.staticfiles import StaticFiles

ONE_YEAR = 365 * 24 * 3600


class MediaFiles(StaticFiles):
    """Static files whose names never change, so they may be cached for a year."""

    async def get_response(self, path, scope):
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            response.headers["Cache-Control"] = f"public, max-age={ONE_YEAR}, immutable"
            response.headers["X-Content-Type-Options"] = "nosniff"
        return response
