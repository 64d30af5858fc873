"""One JSON error shape, {message}, for every failure under /api."""

from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DataError, InterfaceError, OperationalError
from starlette.exceptions import HTTPException

from ..i18n import translate
from ..services.errors import DATABASE_BUSY, UNUSABLE_VALUE, RateLimited, ServiceError

DATABASE_RETRY_SECONDS = "5"
DATABASE_ERRORS = (OperationalError, InterfaceError)  # a lost or refused connection


def error_response(status: int, message: str) -> JSONResponse:
    """The API's error body."""
    return JSONResponse({"success": False, "message": message}, status_code=status)


def reader_language(request: Request) -> str | None:
    """?lang= when given, else the Accept-Language header (English by default)."""
    return request.query_params.get("lang") or request.headers.get("accept-language")


def database_busy(scope, headers: dict) -> str:
    """The lost-database message in the reader's language, for ASGI middleware."""
    lang = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("lang", [None])[0]
    return translate(DATABASE_BUSY,
                     lang or headers.get(b"accept-language", b"").decode("latin-1") or None)


def install_error_handlers(app: FastAPI) -> None:
    """Map service errors, validation errors and HTTP errors to {message}."""

    @app.exception_handler(ServiceError)
    async def _service(request: Request, exc: ServiceError):
        response = error_response(exc.status, translate(exc.message, reader_language(request)))
        if isinstance(exc, RateLimited):
            response.headers["Retry-After"] = str(exc.retry_after)
        return response

    async def _database_lost(request: Request, _exc: Exception):
        # The transaction was rolled back with its connection: a retry is safe.
        response = error_response(503, translate(DATABASE_BUSY, reader_language(request)))
        response.headers["Retry-After"] = DATABASE_RETRY_SECONDS
        return response

    for lost in DATABASE_ERRORS:
        app.add_exception_handler(lost, _database_lost)

    @app.exception_handler(DataError)
    async def _unusable(request: Request, _exc: DataError):
        # e.g. a NUL byte in an id on PostgreSQL: the caller's input, not a server fault.
        return error_response(400, translate(UNUSABLE_VALUE, reader_language(request)))

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError):
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body", "query"))
        detail = first.get("msg", "Invalid request")
        return error_response(422, f"{where}: {detail}" if where else detail)

    @app.exception_handler(HTTPException)
    async def _http(_: Request, exc: HTTPException):
        message = exc.detail if isinstance(exc.detail, str) else "Request failed"
        response = error_response(exc.status_code, message)
        for name, value in (exc.headers or {}).items():
            response.headers[name] = value  # e.g. Allow on a 405
        return response
