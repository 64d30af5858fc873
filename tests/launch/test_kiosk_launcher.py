"""The kiosk launcher's steps, without building the bundle (tests/kiosk builds it)."""

import socket

import pytest

from marketplace_app.launch import kiosk


def _snapshot(root):
    demo = root / kiosk.DEMO_SNAPSHOT
    (demo / "media" / "portfolio").mkdir(parents=True)
    (demo / "marketplace.db").write_bytes(b"seeded database")
    (demo / "media" / "portfolio" / "a.jpg").write_bytes(b"jpeg")
    return root


def test_first_start_copies_the_demo_snapshot_then_leaves_the_data_alone(tmp_path):
    root, data = _snapshot(tmp_path / "bundle"), tmp_path / "data"
    assert kiosk.prepare_data_dir(data, root, demo=True) == "demo"
    assert (data / "media" / "portfolio" / "a.jpg").read_bytes() == b"jpeg"
    (data / "marketplace.db").write_bytes(b"the studio's own data")
    assert kiosk.prepare_data_dir(data, root, demo=True) == "existing"
    assert (data / "marketplace.db").read_bytes() == b"the studio's own data"


def test_no_demo_starts_empty(tmp_path):
    root, data = _snapshot(tmp_path / "bundle"), tmp_path / "data"
    assert kiosk.prepare_data_dir(data, root, demo=False) == "empty"
    assert not (data / "marketplace.db").exists()


def test_an_unusable_data_folder_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(kiosk.KioskError, match="Cannot write to the data folder"):
        kiosk.prepare_data_dir(blocker / "data", tmp_path, demo=True)


def test_a_taken_port_is_replaced_by_a_free_one(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        chosen = kiosk.choose_port(busy, "127.0.0.1")
    assert chosen != busy and f"Port {busy} is in use" in capsys.readouterr().out


def test_flags_and_environment(tmp_path):
    args = kiosk.parse_args(["--port", "8123", "--data-dir", str(tmp_path), "--no-browser",
                             "--kiosk", "--lan", "--no-demo"])
    assert (args.port, args.no_browser, args.kiosk, args.lan, args.no_demo) == (
        8123, True, True, True, True)
    env = kiosk.kiosk_env(tmp_path, tmp_path / "bundle", 8123, "http://192.168.1.9:8123")
    assert env["REFLEX_DB_URL"].endswith("/marketplace.db") and env["PORT"] == "8123"
    assert env["MARKETPLACE_KIOSK"] == "true"
    assert env["MARKETPLACE_LAN_URL"] == "http://192.168.1.9:8123"


def test_app_mode_window_when_a_chromium_browser_exists(tmp_path, monkeypatch):
    started = []
    monkeypatch.setattr(kiosk, "find_browser", lambda: "/usr/bin/chromium")
    monkeypatch.setattr(kiosk.subprocess, "Popen", lambda args, **_: started.append(args))
    kiosk.open_window("http://localhost:3000", tmp_path, kiosk=True)
    assert "--app=http://localhost:3000" in started[0] and "--kiosk" in started[0]
