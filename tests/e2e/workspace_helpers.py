"""Helpers for the workspace journeys: images as upload payloads, API calls, Radix selects."""

import io
import re

import httpx
from PIL import Image
from playwright.sync_api import Page

from tests.e2e.conftest import store_token

PASSWORD = "correct-horse-9"


def path_re(path: str):
    """Prod serves pages with a trailing slash; accept both."""
    return re.compile(rf"^[^?#]*://[^/]+{re.escape(path.rstrip('/'))}/?(\?.*)?$")


def jpeg_file(name: str, size=(1200, 800), colour=(200, 40, 40), split=None) -> dict:
    """A JPEG as a Playwright file payload; `split` paints the right half another colour."""
    image = Image.new("RGB", size, colour)
    if split:
        image.paste(split, (size[0] // 2, 0, size[0], size[1]))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=90)
    return {"name": name, "mimeType": "image/jpeg", "buffer": out.getvalue()}


def text_file(name: str = "notes.txt") -> dict:
    """Not an image."""
    return {"name": name, "mimeType": "text/plain", "buffer": b"just some notes"}


def register(url: str, email: str, name: str, role: str = "TALENT") -> dict:
    """A new account through the API; returns {token, user}."""
    response = httpx.post(f"{url}/api/auth/register", json={
        "fullName": name, "email": email, "password": PASSWORD, "role": role})
    assert response.status_code == 201, response.text
    return response.json()


def api(url: str, token: str | None, method: str, path: str, **kwargs) -> httpx.Response:
    """One API call with the bearer token."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.request(method, f"{url}{path}", headers=headers, timeout=60, **kwargs)


def sign_in_with_token(page: Page, token: str) -> None:
    """Store a token the way the sign-in dialog does."""
    store_token(page, token)


def pick(page: Page, trigger: str, option: str) -> None:
    """Choose an option of a Radix select."""
    page.locator(trigger).click()
    page.get_by_role("option", name=option, exact=True).click()


def token_of(page: Page) -> str:
    """The signed-in page's token."""
    return page.evaluate("() => localStorage.getItem('authToken')")
