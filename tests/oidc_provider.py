"""A small, real OpenID Connect provider for tests, built on authlib's server side.

It serves discovery, an authorization endpoint that auto-approves one configurable test
identity, a token endpoint (authorization code + PKCE, client_secret_basic/post), a JWKS and a
userinfo endpoint, signing id_tokens with RS256. Run it with `OidcProvider().start()`.
"""

import secrets
import threading
import time
from dataclasses import dataclass, field

import pytest
from authlib.oauth2.rfc6749 import AuthorizationServer, ClientMixin, OAuth2Request
from authlib.oauth2.rfc6749.grants import AuthorizationCodeGrant
from authlib.oauth2.rfc6749.models import AuthorizationCodeMixin
from authlib.oauth2.rfc6749.requests import BasicOAuth2Payload
from authlib.oauth2.rfc6750 import BearerTokenGenerator
from authlib.oauth2.rfc7636 import CodeChallenge
from authlib.oidc.core import UserInfo
from authlib.oidc.core.grants import OpenIDCode
from joserfc.jwk import RSAKey
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route


@dataclass
class Identity:
    """The end user the provider signs in without asking."""

    sub: str
    email: str
    name: str
    email_verified: bool = True


@dataclass
class Client(ClientMixin):
    """One registered relying party."""

    client_id: str
    client_secret: str
    redirect_uris: list[str] = field(default_factory=list)  # empty: any loopback URI

    def get_client_id(self):
        return self.client_id

    def get_default_redirect_uri(self):
        return self.redirect_uris[0] if self.redirect_uris else None

    def get_allowed_scope(self, scope):
        allowed = {"openid", "email", "profile"}
        return " ".join(s for s in (scope or "").split() if s in allowed)

    def check_redirect_uri(self, redirect_uri):
        if self.redirect_uris:
            return redirect_uri in self.redirect_uris
        return redirect_uri.startswith(("http://127.0.0.1:", "http://localhost:"))

    def check_client_secret(self, client_secret):
        return secrets.compare_digest(client_secret, self.client_secret)

    def check_endpoint_auth_method(self, method, endpoint):
        return method in ("client_secret_basic", "client_secret_post")

    def check_response_type(self, response_type):
        return response_type == "code"

    def check_grant_type(self, grant_type):
        return grant_type == "authorization_code"


@dataclass
class Code(AuthorizationCodeMixin):
    """An issued authorization code, kept in memory."""

    code: str
    client_id: str
    redirect_uri: str
    scope: str
    user: Identity
    nonce: str | None
    code_challenge: str | None
    code_challenge_method: str | None
    auth_time: int = field(default_factory=lambda: int(time.time()))

    def get_redirect_uri(self):
        return self.redirect_uri

    def get_scope(self):
        return self.scope

    def get_nonce(self):
        return self.nonce

    def get_auth_time(self):
        return self.auth_time

    def get_acr(self):
        return None

    def get_amr(self):
        return None


class _Request(OAuth2Request):
    """authlib's request built from a Starlette request whose form was read already."""

    def __init__(self, request: Request, data: dict):
        super().__init__(method=request.method, uri=str(request.url), headers=request.headers)
        self.payload = BasicOAuth2Payload(data)
        self._args = dict(request.query_params)
        self._form = data if request.method == "POST" else {}

    @property
    def args(self):
        return self._args

    @property
    def form(self):
        return self._form


class _Server(AuthorizationServer):
    def __init__(self, provider: "OidcProvider"):
        super().__init__(scopes_supported=["openid", "email", "profile"])
        self.provider = provider

    def query_client(self, client_id):
        client = self.provider.client
        return client if client_id == client.client_id else None

    def save_token(self, token, request):
        self.provider.tokens[token["access_token"]] = request.user

    def create_oauth2_request(self, request):
        return request  # already an authlib request

    def handle_response(self, status, body, headers):
        if isinstance(body, dict):
            return JSONResponse(body, status_code=status, headers=dict(headers))
        return Response(body, status_code=status, headers=dict(headers))

    def send_signal(self, name, *args, **kwargs):
        pass


def _code_grant(provider: "OidcProvider"):
    class Grant(AuthorizationCodeGrant):
        TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post"]

        def save_authorization_code(self, code, request):
            data = request.payload.data
            provider.codes[code] = Code(
                code=code, client_id=request.client.client_id,
                redirect_uri=data.get("redirect_uri", ""), scope=request.scope or "",
                user=request.user, nonce=data.get("nonce"),
                code_challenge=data.get("code_challenge"),
                code_challenge_method=data.get("code_challenge_method"))

        def query_authorization_code(self, code, client):
            item = provider.codes.get(code)
            return item if item and item.client_id == client.client_id else None

        def delete_authorization_code(self, authorization_code):
            provider.codes.pop(authorization_code.code, None)

        def authenticate_user(self, authorization_code):
            return authorization_code.user

    return Grant


def _openid_extension(provider: "OidcProvider"):
    class Extension(OpenIDCode):
        def exists_nonce(self, nonce, request):
            return any(c.nonce == nonce for c in provider.codes.values())

        def resolve_client_private_key(self, client):
            return provider.key

        def get_client_algorithm(self, client):
            return "RS256"

        def get_encode_header(self, client):
            return {"alg": "RS256", "kid": provider.key.kid}

        def get_client_claims(self, client):
            return {"iss": provider.issuer, "aud": [client.get_client_id()]}

        def generate_user_info(self, user, scope):
            info = UserInfo(sub=user.sub)
            if "email" in scope:
                info["email"], info["email_verified"] = user.email, user.email_verified
            if "profile" in scope:
                info["name"] = user.name
            return info

    return Extension(require_nonce=True)


class _CodeChallenge(CodeChallenge):
    def get_authorization_code_challenge(self, authorization_code):
        return authorization_code.code_challenge

    def get_authorization_code_challenge_method(self, authorization_code):
        return authorization_code.code_challenge_method


class OidcProvider:
    """The provider: set `identity` to choose who signs in next."""

    def __init__(self, *, client_id: str = "marketplace-test",
                 client_secret: str | None = None, port: int | None = None):
        from tests.conftest import free_port

        self.port = port or free_port()
        self.issuer = f"http://127.0.0.1:{self.port}"
        self.client = Client(client_id, client_secret or secrets.token_urlsafe(24))
        self.identity = Identity(sub="oidc-user-1", email="oidc.user@example.com",
                                 name="Oidc User")
        self.key = RSAKey.generate_key(2048, parameters={"kid": "test-key-1", "use": "sig"},
                                       private=True)
        self.codes: dict[str, Code] = {}
        self.tokens: dict[str, Identity] = {}
        self.authorize_requests: list[dict] = []
        self.server = _Server(self)
        self.server.register_token_generator(
            "default", BearerTokenGenerator(lambda *a, **k: secrets.token_urlsafe(32)))
        self.server.register_grant(_code_grant(self),
                                   [_openid_extension(self), _CodeChallenge(required=True)])
        self._uvicorn = None
        self._thread: threading.Thread | None = None

    @property
    def discovery_url(self) -> str:
        """Where the OpenID configuration is served."""
        return f"{self.issuer}/.well-known/openid-configuration"

    def app(self) -> Starlette:
        """The provider's HTTP endpoints."""

        async def discovery(_: Request):
            return JSONResponse({
                "issuer": self.issuer,
                "authorization_endpoint": f"{self.issuer}/authorize",
                "token_endpoint": f"{self.issuer}/token",
                "userinfo_endpoint": f"{self.issuer}/userinfo",
                "jwks_uri": f"{self.issuer}/jwks",
                "response_types_supported": ["code"],
                "subject_types_supported": ["public"],
                "id_token_signing_alg_values_supported": ["RS256"],
                "scopes_supported": ["openid", "email", "profile"],
                "token_endpoint_auth_methods_supported": ["client_secret_basic",
                                                          "client_secret_post"],
                "code_challenge_methods_supported": ["S256"],
            })

        async def jwks(_: Request):
            return JSONResponse({"keys": [self.key.as_dict(private=False)]})

        async def authorize(request: Request):
            data = dict(request.query_params)
            self.authorize_requests.append(data)
            req = _Request(request, data)
            grant = self.server.get_consent_grant(req, end_user=self.identity)
            return self.server.create_authorization_response(req, grant_user=self.identity,
                                                             grant=grant)

        async def token(request: Request):
            form = dict(await request.form())
            return self.server.create_token_response(_Request(request, form))

        async def userinfo(request: Request):
            scheme, _, value = request.headers.get("authorization", "").partition(" ")
            user = self.tokens.get(value) if scheme.lower() == "bearer" else None
            if user is None:
                return JSONResponse({"error": "invalid_token"}, status_code=401)
            return JSONResponse({"sub": user.sub, "email": user.email, "name": user.name,
                                 "email_verified": user.email_verified})

        return Starlette(routes=[
            Route("/.well-known/openid-configuration", discovery),
            Route("/jwks", jwks),
            Route("/authorize", authorize),
            Route("/token", token, methods=["POST"]),
            Route("/userinfo", userinfo),
        ])

    def start(self) -> "OidcProvider":
        """Serve on loopback in a daemon thread; returns once it accepts connections."""
        import uvicorn

        config = uvicorn.Config(self.app(), host="127.0.0.1", port=self.port,
                                log_level="warning", lifespan="off")
        self._uvicorn = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._uvicorn.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._uvicorn.started and time.monotonic() < deadline:
            time.sleep(0.05)
        if not self._uvicorn.started:
            raise RuntimeError("the test OpenID provider did not start")
        return self

    def stop(self) -> None:
        """Shut the server down."""
        if self._uvicorn:
            self._uvicorn.should_exit = True
        if self._thread:
            self._thread.join(timeout=5)


@pytest.fixture(scope="session")
def oidc_provider():
    """A running test provider for the whole session."""
    provider = OidcProvider().start()
    yield provider
    provider.stop()
