"""Authorization matrix: every /api route of the app, listed from the app itself, called as
the owner, another user, anonymous, with the owner's session cookie alone (no Bearer token:
answered as anonymous, so the cookie never authorises an /api call), and with an expired, a
tampered and an `alg: none` token. A route without a stated expectation fails the test."""

import base64
import json
import time
from datetime import timedelta

import pytest
from joserfc import jwt
from joserfc.jwk import OctKey
from fastapi.routing import APIRoute

from marketplace_app.api.app import create_api
from marketplace_app.services.accounts.web_session import SESSION_COOKIE
from marketplace_app.services.social.collaboration_rules import today_in_india
from marketplace_app.settings import get_settings
from tests import media_samples as samples
from tests.factories import PASSWORD, bearer, register_via_api
from tests.portfolio_helpers import create

CALLERS = ("owner", "other", "anonymous", "cookie", "expired", "tampered", "alg_none")
OK = {200, 201}


def api_routes() -> list[tuple[str, str]]:
    """(method, path) of every /api route, walking included routers."""
    found: set[tuple[str, str]] = set()

    def walk(routes, prefix=""):
        for route in routes:
            if isinstance(route, APIRoute):
                found.update((m, prefix + route.path) for m in route.methods)
            elif hasattr(route, "original_router"):  # FastAPI's lazily included router
                walk(route.original_router.routes, prefix + route.include_context.prefix)
            elif hasattr(route, "routes") and hasattr(route, "path"):
                walk(route.routes, prefix + route.path)

    walk(create_api().router.routes)
    return sorted(r for r in found if r[1].startswith("/api/") and r[0] != "HEAD")


def _kind(ok=OK, *, owner=None, other=None, anonymous=401, bad=401) -> dict:
    """Expected status codes per caller."""
    anonymous = {anonymous} if isinstance(anonymous, int) else anonymous
    return {"owner": owner or ok, "other": other or ok, "anonymous": anonymous,
            "cookie": anonymous, "expired": {bad}
            if isinstance(bad, int) else bad, "tampered": {bad} if isinstance(bad, int) else bad,
            "alg_none": {bad} if isinstance(bad, int) else bad}


def public(ok=OK):
    """Anyone; the token is never read."""
    return _kind(ok, anonymous=ok, bad=ok)


def public_optional(ok=OK):
    """Anyone; a token, when sent, must be valid."""
    return _kind(ok, anonymous=ok)


SIGNED_IN = _kind()
OWNER_ONLY = _kind(other={403})
NOT_SELF = _kind(owner={403})
NOT_SELF_REVIEW = _kind(owner={400})

PORTFOLIO_PREFIXES = ("/api/Portfolio", "/api/portfolio")
EXPECTED: dict[tuple[str, str], dict] = {
    ("POST", "/api/auth/register"): public({201}),
    ("POST", "/api/auth/login"): public({200}),
    ("POST", "/api/auth/logout"): SIGNED_IN,
    ("GET", "/api/auth/google"): public({503}),  # not configured in this suite
    ("GET", "/api/auth/google/callback"): public({302}),
    ("POST", "/api/auth/google/exchange"): public({401}),
    ("POST", "/api/session"): SIGNED_IN,  # the Bearer token becomes the page cookie
    ("DELETE", "/api/session"): public({200}),
    ("GET", "/api/user/profile"): SIGNED_IN,
    ("PUT", "/api/user/profile"): SIGNED_IN,
    ("PUT", "/api/user/profile/percentage"): SIGNED_IN,
    ("GET", "/api/user/profile/photo"): SIGNED_IN,
    ("GET", "/api/user/storage"): SIGNED_IN,
    ("PUT", "/api/user/profile/photo"): SIGNED_IN,
    ("DELETE", "/api/user/profile/photo"): SIGNED_IN,
    ("GET", "/api/user/check-username/{username}"): public_optional({200}),
    ("GET", "/api/user/profile/{user_id}"): public({200}),
    ("POST", "/api/user/portfolio"): SIGNED_IN,
    ("PUT", "/api/user/portfolio/{portfolio_id}"): OWNER_ONLY,
    ("DELETE", "/api/user/portfolio/{portfolio_id}"): OWNER_ONLY,
    ("POST", "/api/user/{target_id}/admire"): NOT_SELF,
    ("POST", "/api/user/{target_id}/appreciate"): NOT_SELF,
    ("POST", "/api/user/{target_id}/share"): NOT_SELF,
    ("GET", "/api/user/{target_id}/admirers"): OWNER_ONLY,
    ("POST", "/api/user/{target_id}/reviews"): NOT_SELF_REVIEW,
    ("GET", "/api/user/{target_id}/reviews"): public_optional({200}),
    ("DELETE", "/api/user/{target_id}/reviews/{review_id}"): OWNER_ONLY,
    ("POST", "/api/collaborations"): SIGNED_IN,
    ("GET", "/api/collaborations"): SIGNED_IN,
    # Only its two parties see a request: the owner sent it; the other user is no party.
    ("GET", "/api/collaborations/{collaboration_id}"): _kind({200}, other={404}),
    # The owner sent the request, so may withdraw it; the other user is no party.
    ("POST", "/api/collaborations/{collaboration_id}/{action}"): _kind({200}, other={404}),
    ("PUT", "/api/user/{target_id}/save"): NOT_SELF,
    ("DELETE", "/api/user/{target_id}/save"): NOT_SELF,
    ("GET", "/api/saved-talent"): SIGNED_IN,
    ("GET", "/api/dashboard/talent"): SIGNED_IN,  # the matrix's owner and other are talent
    ("GET", "/api/dashboard/client"): _kind({403}),
    ("GET", "/api/talent-listing"): public({200}),
    ("GET", "/api/notifications"): SIGNED_IN,
    ("GET", "/api/notifications/unread-count"): SIGNED_IN,
    ("POST", "/api/notifications/read-all"): SIGNED_IN,
    # The owner is the notification's recipient (B admired A); anyone else gets 404.
    ("POST", "/api/notifications/{notification_id}/read"): _kind({200}, other={404}),
    ("GET", "/api/conversations"): SIGNED_IN,
    ("POST", "/api/conversations"): _kind({201}, other={201}),
    # Only the two participants (A and C) read or write a conversation; B gets 404.
    ("GET", "/api/conversations/{conversation_id}/messages"): _kind({200}, other={404}),
    ("POST", "/api/conversations/{conversation_id}/messages"): _kind({201}, other={404}),
    ("POST", "/api/conversations/{conversation_id}/read"): _kind({200}, other={404}),
    ("GET", "/api/user/me/availability"): SIGNED_IN,
    ("POST", "/api/user/me/availability"): SIGNED_IN,
    # Someone else's window is not found for them.
    ("DELETE", "/api/user/me/availability/{window_id}"): _kind({200}, other={404}),
    ("GET", "/api/user/{user_id}/availability"): public({200}),
    ("GET", "/api/user/me/stats"): SIGNED_IN,
    ("POST", "/api/views"): public_optional({200}),
    # Jobs: the matrix's owner and other are talent, so posting and a job's changes are
    # refused (403); the job belongs to a client (D). A talent's proposal (A's) is seen by A
    # and D only.
    ("POST", "/api/briefs"): _kind({403}),
    ("GET", "/api/briefs"): public_optional({200}),
    ("GET", "/api/briefs/mine"): _kind({403}),
    ("GET", "/api/briefs/{brief_id}"): public_optional({200}),
    ("PUT", "/api/briefs/{brief_id}"): _kind({403}),
    ("POST", "/api/briefs/{brief_id}/{action}"): _kind({403}),
    ("GET", "/api/briefs/{brief_id}/proposals"): _kind({403}),
    ("POST", "/api/briefs/{brief_id}/proposals"): _kind({201}, other={201}),
    ("GET", "/api/proposals"): SIGNED_IN,
    ("GET", "/api/proposals/{proposal_id}"): _kind({200}, other={404}),
    ("POST", "/api/proposals/{proposal_id}/{action}"): _kind({200}, other={404}),
}
for _prefix in PORTFOLIO_PREFIXES:
    EXPECTED.update({
        ("POST", _prefix): SIGNED_IN,
        ("GET", f"{_prefix}/me"): SIGNED_IN,
        ("GET", f"{_prefix}/all"): public_optional({200}),
        ("GET", f"{_prefix}/user/{{user_id}}"): public_optional({200}),
        ("GET", f"{_prefix}/{{portfolio_id}}"): public_optional({200}),
        ("PUT", f"{_prefix}/{{portfolio_id}}"): OWNER_ONLY,
        ("DELETE", f"{_prefix}/{{portfolio_id}}"): OWNER_ONLY,
        ("GET", f"{_prefix}/{{portfolio_id}}/status"): public_optional({200}),
        ("PATCH", f"{_prefix}/{{portfolio_id}}/status"): OWNER_ONLY,
        # The matrix's item is an image: its owner is told it has no original video.
        ("GET", f"{_prefix}/{{portfolio_id}}/original/{{index}}"): _kind({404}, other={403}),
        ("PUT", f"{_prefix}/{{portfolio_id}}/status"): OWNER_ONLY,
        ("POST", f"{_prefix}/{{target_id}}/admire"): NOT_SELF,
        ("POST", f"{_prefix}/{{target_id}}/appreciate"): NOT_SELF,
        ("POST", f"{_prefix}/{{target_id}}/share"): NOT_SELF,
        ("GET", f"{_prefix}/{{target_id}}/admirers"): OWNER_ONLY,
        ("POST", f"{_prefix}/{{target_id}}/reviews"): NOT_SELF_REVIEW,
        ("GET", f"{_prefix}/{{target_id}}/reviews"): public_optional({200}),
        ("DELETE", f"{_prefix}/{{target_id}}/reviews/{{review_id}}"): OWNER_ONLY,
    })
for _method in ("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"):
    EXPECTED[(_method, "/api/{path:path}")] = public({404})


def test_every_route_has_a_stated_expectation():
    missing = [r for r in api_routes() if r not in EXPECTED]
    assert missing == [], f"routes without an authorization expectation: {missing}"
    stale = [r for r in EXPECTED if r not in set(api_routes())]
    assert stale == [], f"expectations for routes that no longer exist: {stale}"


def _collaboration(recipient_id: str) -> dict:
    """A valid "Let's {product}" request to this talent."""
    start = today_in_india() + timedelta(days=2)
    return {"recipientId": recipient_id, "message": "Shoot for our range",
            "serviceType": "Photography", "tags": ["product"], "location": "Pune",
            "dateFrom": start.isoformat(), "dateTo": (start + timedelta(days=1)).isoformat()}


def _brief() -> dict:
    """A valid job: a shoot in Pune next week, taking proposals for three days."""
    start = today_in_india() + timedelta(days=7)
    return {"title": "Catalogue shoot", "description": "Forty sarees on a model",
            "category": "Photography", "city": "Pune", "dateFrom": start.isoformat(),
            "budgetMin": 20000, "budgetMax": 30000,
            "closesOn": (today_in_india() + timedelta(days=3)).isoformat()}


def _proposal() -> dict:
    return {"message": "I shoot catalogues weekly", "price": 25000}


def _window() -> dict:
    """A valid availability window next week."""
    start = today_in_india() + timedelta(days=7)
    return {"city": "Jaipur", "dateFrom": start.isoformat(),
            "dateTo": (start + timedelta(days=3)).isoformat()}


def _b64(data: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def bad_tokens(owner_id: str, other_id: str, owner_token: str) -> dict[str, str]:
    """Expired (correctly signed), tampered (subject swapped) and unsigned tokens."""
    now = int(time.time())
    expired = jwt.encode({"alg": "HS256"},
                         {"sub": owner_id, "ver": 0, "iat": now - 7200, "exp": now - 3600},
                         OctKey.import_key(get_settings().token_secret))
    header, payload, signature = owner_token.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    tampered = ".".join([header, _b64({**claims, "sub": other_id}), signature])
    alg_none = ".".join([_b64({"alg": "none", "typ": "JWT"}),
                         _b64({"sub": owner_id, "ver": 0, "iat": now, "exp": now + 3600}), ""])
    return {"expired": expired, "tampered": tampered, "alg_none": alg_none}


@pytest.fixture
def world(client):
    """Owner A with a portfolio; B reviewed A's portfolio and A's profile."""
    a = register_via_api(client, email="owner-a@example.com")
    b = register_via_api(client, email="other-b@example.com")
    item = create(client, a["token"]).json()["portfolio"]["_id"]
    review_p = client.post(f"/api/Portfolio/{item}/reviews", json={"rating": 4},
                           headers=bearer(b["token"])).json()["review"]["_id"]
    review_u = client.post(f"/api/user/{a['user']['_id']}/reviews", json={"rating": 5},
                           headers=bearer(b["token"])).json()["review"]["_id"]
    c = register_via_api(client, email="third-c@example.com")
    collab = client.post("/api/collaborations", json=_collaboration(c["user"]["_id"]),
                         headers=bearer(a["token"])).json()["collaboration"]["_id"]
    client.post(f"/api/user/{a['user']['_id']}/admire", headers=bearer(b["token"]))
    notification = client.get("/api/notifications?tab=appreciations",
                              headers=bearer(a["token"])).json()["notifications"][0]["id"]
    chat = client.post("/api/conversations", json={"userId": c["user"]["_id"]},
                       headers=bearer(a["token"])).json()["conversation"]["id"]
    window = client.post("/api/user/me/availability", json=_window(),
                         headers=bearer(a["token"])).json()["window"]["_id"]
    d = register_via_api(client, email="client-d@example.com", role="CLIENT")
    brief, other_brief = (client.post("/api/briefs", json=_brief(), headers=bearer(d["token"]))
                          .json()["brief"]["id"] for _ in range(2))
    proposal = client.post(f"/api/briefs/{other_brief}/proposals", json=_proposal(),
                           headers=bearer(a["token"])).json()["proposal"]["id"]
    return {"a": a, "b": b, "c": c, "collab": collab, "notification": notification,
            "brief": brief, "proposal": proposal,
            "chat": chat, "item": item, "review_p": review_p, "window": window,
            "review_u": review_u,
            "bad": bad_tokens(a["user"]["_id"], b["user"]["_id"], a["token"])}


def _request(world: dict, method: str, path: str, caller: str, n: int) -> dict:
    """URL and body for one call; for a review delete the 'owner' is the review's author."""
    user_route = path.startswith("/api/user/{target_id}")
    url = (path.replace("{portfolio_id}", world["item"])
           .replace("{user_id}", world["a"]["user"]["_id"])
           .replace("{target_id}", world["a"]["user"]["_id"] if user_route else world["item"])
           .replace("{review_id}", world["review_u"] if user_route else world["review_p"])
           .replace("{username}", "free.handle").replace("{path:path}", "nowhere")
           .replace("{collaboration_id}", world["collab"]).replace("{action}", "withdraw")
           .replace("{notification_id}", world["notification"])
           .replace("{conversation_id}", world["chat"])
           .replace("{window_id}", world["window"]))
    url = url.replace("{brief_id}", world["brief"]).replace("{proposal_id}", world["proposal"])
    if path == "/api/briefs/{brief_id}/{action}":
        url = url.replace("/withdraw", "/close")
    owner, other = world["a"]["token"], world["b"]["token"]
    if "{review_id}" in path:
        owner, other = other, owner
    token = {"owner": owner, "other": other, "anonymous": None}.get(caller) \
        or world["bad"].get(caller)
    kwargs: dict = {"headers": bearer(token) if token else {}}
    if caller == "cookie":
        kwargs["headers"] = {"Cookie": f"{SESSION_COOKIE}={world['a']['token']}"}
    if path.endswith("/auth/register"):
        kwargs["json"] = {"fullName": "New Person", "email": f"new{n}@example.com",
                          "password": PASSWORD, "role": "CLIENT"}
    elif path.endswith("/auth/login"):
        kwargs["json"] = {"email": "owner-a@example.com", "password": PASSWORD}
    elif path.endswith("/google/exchange"):
        kwargs["json"] = {"code": "not-a-code"}
    elif path == "/api/conversations" and method == "POST":
        kwargs["json"] = {"userId": world["c"]["user"]["_id"]}
    elif path.endswith("/messages") and method == "POST":
        kwargs["json"] = {"text": "Hello from the matrix"}
    elif path == "/api/collaborations" and method == "POST":
        kwargs["json"] = _collaboration(world["c"]["user"]["_id"])
    elif path in ("/api/briefs", "/api/briefs/{brief_id}") and method in ("POST", "PUT"):
        kwargs["json"] = _brief()
    elif path == "/api/briefs/{brief_id}/proposals" and method == "POST":
        kwargs["json"] = _proposal()
    elif path == "/api/user/me/availability" and method == "POST":
        kwargs["json"] = _window()
    elif path == "/api/views":
        kwargs["json"] = {"subjectType": "portfolio", "subjectId": world["item"]}
    elif path.endswith("/status"):
        kwargs["json"] = {"status": False}
    elif path.endswith("/reviews") and method == "POST":
        kwargs["json"] = {"rating": 3}
    elif path == "/api/user/profile" and method == "PUT":
        kwargs["json"] = {"bio": "Updated bio"}
    elif path.endswith("/profile/photo") and method == "PUT":
        kwargs["files"] = {"photo": ("p.png", samples.png(), "image/png")}
    elif method == "POST" and path.rstrip("/").endswith(("Portfolio", "portfolio")):
        kwargs["data"] = {"title": "Matrix work", "category": "Photography"}
        kwargs["files"] = [("media", ("m.jpg", samples.jpeg(), "image/jpeg"))]
    elif method == "PUT" and "{portfolio_id}" in path:
        kwargs["data"] = {"title": "Renamed by matrix"}
    return {"method": method, "url": url, **kwargs}


# Mutating calls by the owner go last, so the others meet the resource as it was.
ORDER = ("anonymous", "cookie", "expired", "tampered", "alg_none", "other", "owner")


# Authorization does not depend on the database backend: SQLite only, to save CI time.
@pytest.mark.parametrize("engine", ["sqlite"], indirect=True)
@pytest.mark.parametrize("route", sorted(EXPECTED), ids=lambda r: f"{r[0]} {r[1]}")
def test_route_answers_each_caller_as_stated(client, world, route):
    method, path = route
    expected = EXPECTED[route]
    got = {}
    for n, caller in enumerate(ORDER):
        response = client.request(**_request(world, method, path, caller, n))
        got[caller] = response.status_code
        client.cookies.clear()  # what /api/session set: each caller sends only its own
        if response.status_code >= 400:
            assert response.json()["success"] is False, (caller, response.text)
    wrong = {c: (got[c], sorted(expected[c])) for c in CALLERS if got[c] not in expected[c]}
    assert wrong == {}, f"{method} {path}: caller -> (got, expected) {wrong}"
