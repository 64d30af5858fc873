"""Service errors, mapped once to HTTP statuses and toasts by the adapters."""

# When the database drops a connection mid-request (a restart, a failover): nothing was saved.
DATABASE_BUSY = "We could not reach our records just now. Please try again in a moment."
# When the database refuses a value as data (PostgreSQL: a NUL character in any text).
UNUSABLE_VALUE = "This request holds a character or value that cannot be used. Please check it."


class ServiceError(Exception):
    """A rule was broken; `message` is shown to the user."""

    status = 400

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class Invalid(ServiceError):
    """The input breaks a validation rule."""

    status = 400


class Unauthorized(ServiceError):
    """No valid credentials."""

    status = 401


class Forbidden(ServiceError):
    """Signed in, but not allowed."""

    status = 403


class NotFound(ServiceError):
    """The thing does not exist (or is hidden from this user)."""

    status = 404


class Conflict(ServiceError):
    """The change clashes with existing data."""

    status = 409


class TooLarge(ServiceError):
    """An upload is over its size limit."""

    status = 413


class Unprocessable(ServiceError):
    """Well-formed but unusable input, such as an image too large to decode."""

    status = 422


class RateLimited(ServiceError):
    """Too many requests; `retry_after` says how many seconds to wait."""

    status = 429

    def __init__(self, message: str, retry_after: int):
        super().__init__(message)
        self.retry_after = retry_after
