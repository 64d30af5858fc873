"""Allowed origins and the same-origin frontend patch (issue 11, part 0)."""

import pytest

from marketplace_app.launch import addresses
from marketplace_app.launch.origins import allowed_origins, origin_of
from marketplace_app.launch.same_origin import patch_state_js

REFLEX_STATE_JS = """export const getBackendURL = (url_str) => {
  if ((url_str ?? undefined) === undefined) {
    url_str = env.PING;
  }
  // Get backend URL object from the endpoint.
  const endpoint = new URL(url_str);
  return endpoint;
};
"""


@pytest.fixture
def lan(monkeypatch):
    monkeypatch.setattr(addresses, "lan_addresses", lambda: ["192.168.1.20"])
    monkeypatch.setattr(addresses.socket, "gethostname", lambda: "Studio-PC")


def test_without_a_base_url_every_local_address_on_the_port_is_allowed(lan):
    origins = allowed_origins(3000, None)
    assert {"http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000",
            "http://192.168.1.20:3000", "http://studio-pc:3000",
            "http://studio-pc.local:3000"} == set(origins)


def test_a_base_url_alone_is_allowed_and_never_a_wildcard(lan):
    assert allowed_origins(3000, "https://Market.Example/some/path") == ["https://market.example"]
    assert "*" not in allowed_origins(3000, None)


def test_kiosk_mode_adds_the_local_addresses_to_the_base_url(lan):
    origins = allowed_origins(8123, "https://market.example", kiosk=True)
    assert origins[0] == "https://market.example"
    assert "http://192.168.1.20:8123" in origins and "http://127.0.0.1:8123" in origins


def test_origin_keeps_a_non_default_port_and_rejects_non_http():
    assert origin_of("http://10.0.0.5:8080/x?y=1") == "http://10.0.0.5:8080"
    with pytest.raises(ValueError):
        origin_of("market.example")


def test_lan_addresses_are_real_and_not_loopback():
    for address in addresses.lan_addresses():
        assert not address.startswith("127.")


def test_state_js_patch_is_idempotent_and_refuses_an_unknown_shape():
    patched = patch_state_js(REFLEX_STATE_JS)
    assert "window.location" in patched and "same-origin.invalid" in patched
    assert patch_state_js(patched) == patched
    with pytest.raises(RuntimeError):
        patch_state_js("export const getBackendURL = () => null;")


def test_the_installed_reflex_template_takes_the_patch():
    from reflex_base import constants

    template = constants.Templates.Dirs.WEB_TEMPLATE / "utils" / "state.js"
    assert "endpoint.hostname === \"same-origin.invalid\"" in patch_state_js(template.read_text())
