"""The OpenAPI document made true: request bodies the JSON routes read (with the rules the
services apply), every error answer with its shape, and redirects without bodies."""

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from .. import catalog
from ..services.accounts import auth
from ..services.portfolios import cursors

ERROR_SCHEMA = {
    "type": "object", "required": ["success", "message"],
    "properties": {"success": {"type": "boolean", "enum": [False]},
                   "message": {"type": "string"}},
}
ERRORS = {
    "400": "The input breaks a rule (the message says which)",
    "401": "Missing, invalid or expired token",
    "403": "Signed in, but not allowed (not the owner, or acting on one's own item)",
    "404": "No such item, or hidden from this user",
    "405": "Method not allowed on this path",
    "409": "Clashes with existing data",
    "413": "Body or file over its size limit",
    "422": "Well-formed but unusable input",
    "429": "Too many requests; see Retry-After",
}
_B = r"[ \t\n\r\f\v]"  # what the services trim
_NB = r"[^ \t\n\r\f\v]"
_EMAIL = {"type": "string", "pattern": rf"^{_B}*{auth.EMAIL_PATTERN}{_B}*$"}
_ROLE = {"type": "string",
         "pattern": rf"^{_B}*([Cc][Ll][Ii][Ee][Nn][Tt]|[Tt][Aa][Ll][Ee][Nn][Tt]){_B}*$"}
_NAME = {"type": "string", "pattern": rf"^{_B}*{_NB}([\w\W]{{0,118}}{_NB})?{_B}*$"}


def _json(schema: dict, required: list[str] | None = None, optional_body: bool = False) -> dict:
    body = {"type": "object", "properties": schema}
    if required:
        body["required"] = required
    return {"required": not optional_body, "content": {"application/json": {"schema": body}}}


# Query and path parameters whose rules the services apply: name -> schema.
PARAMETERS = {
    "limit": {"type": "integer", "minimum": 1},
    "username": {"type": "string", "pattern": r"^[A-Za-z0-9._]{3,30}$"},
    # The feed's availability dates: a calendar date, or empty for none.
    "availableFrom": {"anyOf": [{"type": "string", "format": "date"},
                                {"type": "string", "maxLength": 0}]},
    "availableTo": {"anyOf": [{"type": "string", "format": "date"},
                              {"type": "string", "maxLength": 0}]},
}

# The lists paged by services/portfolios/cursors.py: `cursor` is the previous page's
# `nextCursor` (any text of this shape is accepted), `limit` a page size (over 100 means 100)
# or empty for the default.
PAGED = {"/api/Portfolio/all", "/api/portfolio/all", "/api/Portfolio/me", "/api/portfolio/me",
         "/api/Portfolio/user/{user_id}", "/api/portfolio/user/{user_id}", "/api/saved-talent"}
PAGED_PARAMETERS = {
    "limit": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "string", "maxLength": 0}]},
    "cursor": {"type": "string", "pattern": cursors.PATTERN},
}


# Request bodies of the routes that read raw JSON: (method, path) -> requestBody.
JSON_BODIES = {
    ("post", "/api/auth/register"): _json({
        "fullName": _NAME, "email": _EMAIL, "password": {"type": "string", "minLength": 8, "maxLength": 256},
        "role": _ROLE}, ["fullName", "email", "password", "role"]),
    ("post", "/api/auth/login"): _json({
        "email": {"type": "string", "pattern": _NB}, "password": {"type": "string", "minLength": 1}},
        ["email", "password"]),
    ("post", "/api/auth/google/exchange"): _json({"code": {"type": "string", "minLength": 1,
                                                           "maxLength": 128}}, ["code"]),
    ("put", "/api/user/profile"): _json(required=None, optional_body=True, schema={
        "bio": {"type": "string", "maxLength": 2000},
        "availability": {"type": "string", "maxLength": 120},
        "seoTitle": {"type": "string", "maxLength": 120},
        "seoDescription": {"type": "string", "maxLength": 300},
        "certification": {"type": "string", "maxLength": 200}}),
    # Dates from today to a year ahead, at most 92 days long: the service's rules.
    ("post", "/api/user/me/availability"): _json({
        "city": {"type": "string", "enum": list(catalog.CITIES)},
        "dateFrom": {"type": "string", "format": "date"},
        "dateTo": {"type": "string", "format": "date"}}, ["city", "dateFrom", "dateTo"]),
    ("post", "/api/views"): _json({
        "subjectType": {"type": "string", "enum": ["user", "portfolio"]},
        "subjectId": {"type": "string", "minLength": 1, "maxLength": 64}},
        ["subjectType", "subjectId"]),
}
_REVIEW = _json({"rating": {"anyOf": [{"type": "integer", "minimum": 1, "maximum": 5},
                                      {"type": "string", "pattern": rf"^{_B}*[1-5]{_B}*$"}]},
                 "comment": {"type": ["string", "null"], "maxLength": 1000}}, ["rating"])
_MESSAGE = _json({"text": {"type": "string", "maxLength": 2000,
                           "pattern": r"^[ \t\n\r\f\v\x00]*[^ \t\n\r\f\v\x00]"}}, ["text"])
_STATUS = _json({"status": {"type": "boolean"}}, ["status"])
REDIRECTS = {("get", "/api/auth/google"), ("get", "/api/auth/google/callback")}


def _body_for(method: str, path: str) -> dict | None:
    if (method, path) in JSON_BODIES:
        return JSON_BODIES[(method, path)]
    if method == "post" and path == "/api/conversations/{conversation_id}/messages":
        return _MESSAGE
    if (method, path) == ("post", "/api/conversations"):
        return _json({"userId": {"type": "string", "minLength": 1, "maxLength": 64}},
                     ["userId"])
    if method == "post" and path.endswith("/reviews"):
        return _REVIEW
    if method in ("patch", "put") and path.endswith("/status"):
        return _STATUS
    return None


def install_contract(api: FastAPI) -> None:
    """Replace the app's OpenAPI builder with one that adds the above."""

    def build() -> dict:
        if api.openapi_schema:
            return api.openapi_schema
        doc = get_openapi(title=api.title, version=api.version, routes=api.routes)
        doc.setdefault("components", {}).setdefault("schemas", {})["Error"] = ERROR_SCHEMA
        error_ref = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
        for path, operations in doc.get("paths", {}).items():
            for method, operation in operations.items():
                for parameter in operation.get("parameters", []):
                    if path in PAGED and parameter["name"] in PAGED_PARAMETERS:
                        parameter["schema"] = PAGED_PARAMETERS[parameter["name"]]
                    elif parameter["name"] in PARAMETERS:
                        parameter["schema"] = PARAMETERS[parameter["name"]]
                    elif parameter["name"] == "role":
                        parameter["schema"] = {**_ROLE, "default": "TALENT"}
                body = _body_for(method, path)
                if body is not None:
                    operation["requestBody"] = body
                responses = operation.setdefault("responses", {})
                if (method, path) in REDIRECTS:
                    responses.pop("200", None)
                    responses["302"] = {"description": "Redirect (no body)"}
                    if path == "/api/auth/google":
                        responses["503"] = {"description": "Google sign-in is not set up",
                                            "content": error_ref}
                for status, text in ERRORS.items():
                    responses.setdefault(status, {"description": text, "content": error_ref})
                responses["422"] = {"description": ERRORS["422"], "content": error_ref}
        api.openapi_schema = doc
        return doc

    api.openapi = build
