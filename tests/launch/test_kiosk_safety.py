"""Issue 33 part 4: a studio Wi-Fi that is safe to join. No shared default password, demo
accounts only on the kiosk's own screen, kiosk mode really on, HTTPS on the LAN."""

import datetime
import ipaddress
import os
import socket
import stat

import pytest
from cryptography import x509
from sqlmodel import delete

from marketplace_app.launch import kiosk, owner_account, tls
from marketplace_app.models.user import User
from marketplace_app.seed import DEMO_PASSWORD
from marketplace_app.services.accounts import auth
from marketplace_app.services.accounts.client_address import client_address
from marketplace_app.services.errors import Unauthorized
from marketplace_app.settings import Settings, get_settings
from tests.factories import make_user


@pytest.fixture
def in_kiosk(monkeypatch):
    """The settings the kiosk launcher gives the app."""
    monkeypatch.setattr(get_settings(), "kiosk", True)
    monkeypatch.setattr(get_settings(), "kiosk_mode", True)


@pytest.mark.parametrize("peer", ["192.168.1.23", "10.0.0.7", "fd00::23"])
def test_a_demo_account_cannot_be_signed_into_from_the_lan(session, in_kiosk, peer):
    make_user(session, email="client1@demo.example.com", password=DEMO_PASSWORD)
    with pytest.raises(Unauthorized):
        auth.login(session, email="client1@demo.example.com", password=DEMO_PASSWORD,
                   client_ip=peer)


@pytest.mark.parametrize("peer", ["127.0.0.1", "::1"])
def test_the_kiosk_screen_itself_may_use_the_demo_accounts(session, in_kiosk, peer):
    user, _ = make_user(session, email="client1@demo.example.com", password=DEMO_PASSWORD)
    signed_in, token = auth.login(session, email="client1@demo.example.com",
                                  password=DEMO_PASSWORD, client_ip=peer)
    assert signed_in.id == user.id and token


def test_a_lan_visitor_signs_into_their_own_account(session, in_kiosk):
    user, _ = make_user(session, email="visitor@studio.example", password="visitor-pass-77")
    signed_in, _ = auth.login(session, email="visitor@studio.example",
                              password="visitor-pass-77", client_ip="192.168.1.23")
    assert signed_in.id == user.id


def test_a_phone_cannot_pass_for_the_kiosk_with_a_forwarded_header(in_kiosk):
    assert client_address("192.168.1.23", "127.0.0.1") == "192.168.1.23"


def test_the_launcher_turns_kiosk_mode_on(tmp_path, monkeypatch):
    env = kiosk.kiosk_env(tmp_path, tmp_path / "bundle", 3000, None)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    settings = Settings()
    assert settings.kiosk_mode and not settings.keeps_recent_accounts
    assert settings.idle_signout_seconds > 0


def test_idle_sign_out_follows_its_setting(monkeypatch):
    monkeypatch.setenv("MARKETPLACE_KIOSK_MODE", "true")
    monkeypatch.setenv("MARKETPLACE_IDLE_SIGNOUT_MINUTES", "2")
    assert Settings().idle_signout_seconds == 120
    monkeypatch.setenv("MARKETPLACE_KIOSK_MODE", "false")
    monkeypatch.delenv("MARKETPLACE_IDLE_SIGNOUT_MINUTES")
    assert Settings().idle_signout_seconds == 0  # a personal browser stays signed in


def _files_text(folder) -> bytes:
    return b"".join(p.read_bytes() for p in folder.rglob("*") if p.is_file())


def test_first_start_makes_an_owner_account_with_a_password_shown_once(
        session, tmp_path, capsys):
    owner_account.ensure_owner_account(tmp_path)
    shown = capsys.readouterr().out
    password = owner_account.printed_password(shown)
    assert password and password != DEMO_PASSWORD and len(password) >= 12
    user, _ = auth.login(session, email=owner_account.OWNER_EMAIL, password=password,
                         client_ip="192.168.1.23")
    assert user.email == owner_account.OWNER_EMAIL
    assert password.encode() not in _files_text(tmp_path)  # shown on the screen, stored nowhere
    owner_account.ensure_owner_account(tmp_path)  # later starts: nothing new, nothing shown
    assert owner_account.printed_password(capsys.readouterr().out) is None
    assert auth.count_users(session) == 1


def test_every_kiosk_gets_its_own_owner_password(session, tmp_path, capsys):
    owner_account.ensure_owner_account(tmp_path / "a")
    first = owner_account.printed_password(capsys.readouterr().out)
    session.exec(delete(User))
    session.commit()
    owner_account.ensure_owner_account(tmp_path / "b")
    assert owner_account.printed_password(capsys.readouterr().out) not in (None, first)


def test_lan_https_certificate_is_made_once_and_names_the_addresses(tmp_path):
    cert, key = tls.ensure_certificate(tmp_path, ["192.168.1.23"])
    assert stat.S_IMODE(os.stat(key).st_mode) == 0o600
    loaded = x509.load_pem_x509_certificate(cert.read_bytes())
    names = loaded.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert ipaddress.ip_address("192.168.1.23") in names.get_values_for_type(x509.IPAddress)
    assert "localhost" in names.get_values_for_type(x509.DNSName)
    assert loaded.not_valid_after_utc > datetime.datetime.now(datetime.UTC) + datetime.timedelta(
        days=365)
    before = cert.read_bytes()
    assert tls.ensure_certificate(tmp_path, ["192.168.1.23"])[0].read_bytes() == before


def test_lan_is_https_unless_plain_http_is_asked_for(capsys):
    assert kiosk.lan_scheme(kiosk.parse_args(["--lan"])) == "https"
    assert capsys.readouterr().out == ""
    assert kiosk.lan_scheme(kiosk.parse_args(["--lan", "--lan-http"])) == "http"
    assert "Warning" in capsys.readouterr().out
    assert kiosk.lan_scheme(kiosk.parse_args([])) == "http"  # this computer only


def test_a_port_whose_connections_just_closed_is_still_ours():
    """After a stop, the closed connections linger in TIME_WAIT; the port is free to serve."""
    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as granian binds
    server.bind(("127.0.0.1", 0))
    server.listen()
    port = server.getsockname()[1]
    client = socket.create_connection(("127.0.0.1", port))
    accepted, _ = server.accept()
    accepted.close()  # the server closes first: its side of the connection waits in TIME_WAIT
    assert client.recv(1) == b""
    client.close()
    server.close()
    assert kiosk.choose_port(port, "127.0.0.1") == port
