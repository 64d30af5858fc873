"""One production build works from whatever address it is opened by (issue 11, part 0)."""

import re

import httpx
import pytest
from playwright.sync_api import expect

from marketplace_app.launch.addresses import lan_addresses
from tests.e2e.test_signin_journeys import _email, _path, _register, sign_in_by_email

pytestmark = pytest.mark.e2e


def _port(url: str) -> int:
    return int(re.search(r":(\d+)$", url).group(1))


def _addresses() -> list[str]:
    lan = lan_addresses()
    return ["127.0.0.1", *lan[:1]] if lan else ["127.0.0.1"]


@pytest.mark.parametrize("which", ["loopback", "lan"])
def test_sign_in_and_reach_a_protected_page_by_address(auth_server, page, which):
    addresses = _addresses()
    if which == "lan" and len(addresses) < 2:
        pytest.skip("this machine has no non-loopback IPv4 address")
    host = addresses[0 if which == "loopback" else 1]
    base = f"http://{host}:{_port(auth_server.url)}"
    email = _email(f"addr-{which}")
    _register(auth_server, email, "TALENT", "Asha Address")
    socket_urls: list[str] = []
    page.on("websocket", lambda ws: socket_urls.append(ws.url))

    # Signed out, the protected page redirects: that needs the websocket to be accepted.
    page.goto(f"{base}/set-profile/")
    expect(page).to_have_url(_path(page, "/signin"))
    sign_in_by_email(page, email)
    expect(page).to_have_url(re.compile(rf"^{re.escape(base)}/set-profile/?$"))
    expect(page.locator("#signed-in-name")).to_have_text("Asha Address")
    assert socket_urls and all(u.startswith(f"ws://{host}:") for u in socket_urls), socket_urls


def test_foreign_origin_cannot_open_the_event_socket(auth_server):
    url = f"{auth_server.url}/_event/?EIO=4&transport=websocket"
    headers = {"Origin": "https://evil.example", "Connection": "Upgrade", "Upgrade": "websocket",
               "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}
    refused = httpx.get(url, headers=headers)
    own = httpx.get(url, headers={**headers, "Origin": f"http://127.0.0.1:{_port(auth_server.url)}"})
    assert refused.status_code == 403, refused.text
    assert own.status_code == 101, own.text
